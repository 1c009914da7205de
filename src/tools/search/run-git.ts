import { spawn } from 'node:child_process';

export interface GitRun {
  readonly code: number | null;
  /** True when stdout passed `maxStdoutBytes` and git was stopped. */
  readonly overflow: boolean;
  readonly stdout: Buffer;
  readonly stderr: string;
}

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

/** Runs git and collects its output; never throws (a missing git binary is exit code null). */
export function runGit(
  args: readonly string[],
  cwd: string,
  env: Readonly<Record<string, string>>,
  options: { readonly signal?: AbortSignal | undefined; readonly maxStdoutBytes?: number } = {},
): Promise<GitRun> {
  const max = options.maxStdoutBytes ?? 256 * 1024 * 1024;
  return new Promise((resolve) => {
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let size = 0;
    let overflow = false;
    let child;
    try {
      child = spawn('git', args, { cwd, env: gitEnv(env), stdio: ['ignore', 'pipe', 'pipe'], ...(options.signal ? { signal: options.signal } : {}) });
    } catch (error) {
      resolve({ code: null, overflow, stdout: Buffer.alloc(0), stderr: String(error) });
      return;
    }
    child.stdout.on('data', (chunk: Buffer) => {
      if (overflow) return;
      size += chunk.length;
      if (size > max) {
        overflow = true;
        child.kill('SIGKILL');
        return;
      }
      stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => resolve({ code: null, overflow, stdout: Buffer.alloc(0), stderr: error.message }));
    child.on('close', (code) => resolve({ code, overflow, stdout: Buffer.concat(stdout), stderr: Buffer.concat(stderr).toString('utf8') }));
  });
}

/** The top of the git work tree that holds `dir`, or null outside one (or without git). */
export async function gitWorkTreeRoot(dir: string, env: Readonly<Record<string, string>>): Promise<string | null> {
  const run = await runGit(['rev-parse', '--is-inside-work-tree', '--show-toplevel'], dir, env);
  if (run.code !== 0) return null;
  const [inside, top] = run.stdout.toString('utf8').split('\n');
  return inside === 'true' && top ? top : null;
}

export function splitNul(buffer: Buffer): string[] {
  return buffer
    .toString('utf8')
    .split('\0')
    .filter((part) => part !== '');
}

/** True when git ignores `path` (itself or through an ignored parent directory). */
export async function isIgnoredByGit(path: string, cwd: string, env: Readonly<Record<string, string>>): Promise<boolean> {
  const run = await runGit(['check-ignore', '-q', '--', path], cwd, env);
  return run.code === 0;
}
