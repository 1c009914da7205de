import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { HARDENED_GIT_CONFIG } from '../core/run-git.js';

/** An object git found: its id, type and size, and (from `read`) its bytes. */
export interface GitObject {
  readonly id: string;
  readonly type: string;
  readonly size: number;
}

/**
 * Objects read from one long-lived `git cat-file --batch` (or `--batch-check`) process instead of a
 * process per object: a landing of 300 files reads 300 new contents, their sizes, and the base
 * contents some rules ask for, which one process each made slow on a busy runner. Requests are
 * answered in the order they were made. `spec` is what cat-file takes (`<id>`, `<commit>:<path>`),
 * on one line.
 */
export interface GitObjectReader {
  /** The object and its content; null when git has no such object. */
  read(spec: string): Promise<(GitObject & { readonly content: Buffer }) | null>;
  /** The object without its content; null when git has no such object. */
  check(spec: string): Promise<GitObject | null>;
  close(): void;
}

type Pending = { resolve(value: (GitObject & { content?: Buffer }) | null): void; reject(error: Error): void };

/** One cat-file process and the FIFO of requests it answers. */
class BatchProcess {
  private child: ChildProcessWithoutNullStreams | null = null;
  private readonly pending: Pending[] = [];
  private buffer: Buffer = Buffer.alloc(0);
  private failure: Error | null = null;

  constructor(
    private readonly mode: '--batch' | '--batch-check',
    private readonly cwd: string,
    private readonly env: Readonly<Record<string, string>>,
  ) {}

  private start(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const child = spawn('git', [...HARDENED_GIT_CONFIG, 'cat-file', this.mode], { cwd: this.cwd, env: this.env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.stdout.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.drain();
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const request of this.pending.splice(0)) request.reject(error);
    };
    child.on('error', (error) => fail(new Error(`git cat-file could not start: ${error.message}`)));
    child.on('close', (code) => fail(new Error(`git cat-file stopped (exit code ${code}${stderr.trim() ? `: ${stderr.trim().split('\n')[0]}` : ''})`)));
    child.stdin.on('error', () => undefined);
    this.child = child;
    return child;
  }

  /** Answers as many requests as the buffer holds: a header line, then (for --batch) the content and a newline. */
  private drain(): void {
    for (;;) {
      const request = this.pending[0];
      if (!request) return;
      const end = this.buffer.indexOf(0x0a);
      if (end === -1) return;
      const header = this.buffer.subarray(0, end).toString('utf8');
      const fields = header.split(' ');
      if (fields.length !== 3 || !/^\d+$/.test(fields[2] ?? '')) {
        // "<spec> missing", "<spec> ambiguous": no such object.
        this.buffer = this.buffer.subarray(end + 1);
        this.pending.shift();
        request.resolve(null);
        continue;
      }
      const [id = '', type = '', sizeText = '0'] = fields;
      const size = Number(sizeText);
      if (this.mode === '--batch-check') {
        this.buffer = this.buffer.subarray(end + 1);
        this.pending.shift();
        request.resolve({ id, type, size });
        continue;
      }
      if (this.buffer.length < end + 1 + size + 1) return;
      const content = Buffer.from(this.buffer.subarray(end + 1, end + 1 + size));
      this.buffer = this.buffer.subarray(end + 1 + size + 1);
      this.pending.shift();
      request.resolve({ id, type, size, content });
    }
  }

  ask(spec: string): Promise<(GitObject & { content?: Buffer }) | null> {
    if (/[\n\r]/.test(spec)) return Promise.reject(new Error('a path with a line break cannot be read through git cat-file --batch'));
    if (this.failure) return Promise.reject(this.failure);
    const child = this.start();
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      child.stdin.write(`${spec}\n`);
    });
  }

  close(): void {
    this.child?.stdin.end();
    this.child?.kill();
    this.child = null;
  }
}

/** A reader over the repository git finds from `env` (GIT_DIR, GIT_ALTERNATE_OBJECT_DIRECTORIES); the processes start when first asked. */
export function gitObjectReader(cwd: string, env: Readonly<Record<string, string>>): GitObjectReader {
  const contents = new BatchProcess('--batch', cwd, env);
  const checks = new BatchProcess('--batch-check', cwd, env);
  return {
    async read(spec) {
      const found = await contents.ask(spec);
      return found ? { id: found.id, type: found.type, size: found.size, content: found.content ?? Buffer.alloc(0) } : null;
    },
    check: (spec) => checks.ask(spec),
    close() {
      contents.close();
      checks.close();
    },
  };
}
