import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import type { CommandRunner, ProcessPurpose } from './command-runner.js';

/**
 * Who runs git and for whom: the session's command runner (so git runs confined like the call that
 * needs it), the environment it may see, and the call's abort signal.
 */
export interface GitRunner {
  readonly runner: CommandRunner;
  readonly env: Readonly<Record<string, string>>;
  readonly purpose: ProcessPurpose;
  readonly signal?: AbortSignal | undefined;
}

export interface GitRun {
  readonly code: number | null;
  /** True when stdout passed `maxStdoutBytes` and git was stopped. */
  readonly overflow: boolean;
  readonly stdout: Buffer;
  readonly stderr: string;
}

/**
 * Settings every git Tollgate runs gets on its command line, above any config file: a
 * repository's config (or a nested one's, or the home directory's) cannot make a listing or a
 * search start a program (`core.fsmonitor`) or run hooks, nor turn a `git grep` outside a
 * repository into a search of the whole folder (`grep.fallbackToNoIndex`).
 */
export const HARDENED_GIT_CONFIG: readonly string[] = ['-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null', '-c', 'core.untrackedCache=false', '-c', 'grep.fallbackToNoIndex=false'];

/**
 * The environment git runs with: only what locates the binary and the user's config, plus
 * settings that make its output stable. Nothing else of the session's environment leaks in
 * (a stray GIT_DIR would point git elsewhere).
 */
export function gitEnv(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return {
    PATH: env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    ...(env.HOME ? { HOME: env.HOME } : {}),
    LC_ALL: 'C',
    GIT_OPTIONAL_LOCKS: '0',
    GIT_TERMINAL_PROMPT: '0',
    GIT_PAGER: 'cat',
  };
}

function collect(stream: Readable | null, max: number, onOverflow: () => void): Promise<{ data: Buffer; overflow: boolean }> {
  return new Promise((resolve) => {
    if (!stream) {
      resolve({ data: Buffer.alloc(0), overflow: false });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    stream.on('data', (chunk: Buffer) => {
      if (overflow) return;
      size += chunk.length;
      if (size > max) {
        overflow = true;
        onOverflow();
        return;
      }
      chunks.push(chunk);
    });
    stream.on('error', () => resolve({ data: Buffer.concat(chunks), overflow }));
    stream.on('close', () => resolve({ data: Buffer.concat(chunks), overflow }));
  });
}

/**
 * Runs `git` hardened (HARDENED_GIT_CONFIG) through the command runner and collects its output;
 * never throws (git missing, or not started, is exit code null).
 */
export async function runGit(git: GitRunner, args: readonly string[], cwd: string, options: { readonly maxStdoutBytes?: number } = {}): Promise<GitRun> {
  const max = options.maxStdoutBytes ?? 256 * 1024 * 1024;
  let running;
  try {
    running = await git.runner.spawn({ file: 'git', args: [...HARDENED_GIT_CONFIG, ...args], cwd, env: gitEnv(git.env), stdio: ['ignore', 'pipe', 'pipe'], purpose: git.purpose });
  } catch (error) {
    return { code: null, overflow: false, stdout: Buffer.alloc(0), stderr: String(error) };
  }
  const stop = () => void running.terminate(0);
  if (git.signal?.aborted) stop();
  git.signal?.addEventListener('abort', stop, { once: true });
  try {
    const [out, err, exit] = await Promise.all([collect(running.stdout, max, stop), collect(running.stderr, 1024 * 1024, () => undefined), running.exited]);
    if (exit.kind === 'spawn_error') return { code: null, overflow: false, stdout: Buffer.alloc(0), stderr: exit.message };
    return { code: exit.code, overflow: out.overflow, stdout: out.data, stderr: err.data.toString('utf8') };
  } finally {
    git.signal?.removeEventListener('abort', stop);
  }
}

/**
 * Tollgate's own questions to git before a session starts (the `origin` remote, `HEAD`): on the
 * host, since no call of the agent's is running, hardened the same way. Never throws.
 */
export function runGitOnHost(
  args: readonly string[],
  cwd: string,
  env: Readonly<Record<string, string | undefined>>,
  options: { readonly maxStdoutBytes?: number } = {},
): Promise<GitRun> {
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn('git', [...HARDENED_GIT_CONFIG, ...args], { cwd, env: gitEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      resolve({ code: null, overflow: false, stdout: Buffer.alloc(0), stderr: String(error) });
      return;
    }
    const out = collect(child.stdout, options.maxStdoutBytes ?? 16 * 1024 * 1024, () => child.kill('SIGKILL'));
    const err = collect(child.stderr, 1024 * 1024, () => undefined);
    child.on('error', (error) => resolve({ code: null, overflow: false, stdout: Buffer.alloc(0), stderr: error.message }));
    child.on('close', (code) => {
      void Promise.all([out, err]).then(([stdout, stderr]) => resolve({ code, overflow: stdout.overflow, stdout: stdout.data, stderr: stderr.data.toString('utf8') }));
    });
  });
}
