/**
 * Runs the built CLI (`dist/cli/index.js`, or `TOLLGATE_CLI_ENTRY`) as a child process, the way a
 * maintainer does, and collects what it printed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const CLI_ENTRY = resolve(process.env.TOLLGATE_CLI_ENTRY ?? 'dist/cli/index.js');

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** From the last byte the CLI printed to its exit: what is left running shows here. */
  readonly exitMsAfterLastOutput: number;
}

export function runCli(
  args: readonly string[],
  options: {
    cwd: string;
    env?: Record<string, string | undefined>;
    input?: string;
    timeoutMs?: number;
    /** Called once the child is running (to watch /proc, say). */
    whileRunning?: (child: ChildProcess) => void;
    onSpawn?: (pid: number) => void;
  },
): Promise<CliRun> {
  return new Promise((resolvePromise, reject) => {
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...process.env, ...options.env })) {
      if (value !== undefined && !key.startsWith('ANTHROPIC_') && !key.startsWith('VITEST')) env[key] = value;
    }
    for (const [key, value] of Object.entries(options.env ?? {})) if (value !== undefined) env[key] = value;
    const child = spawn(process.execPath, [CLI_ENTRY, ...args], { cwd: options.cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    if (child.pid !== undefined) options.onSpawn?.(child.pid);
    let stdout = '';
    let stderr = '';
    let lastOutputAt = Date.now();
    child.stdout.on('data', (chunk: Buffer) => ((stdout += chunk.toString('utf8')), (lastOutputAt = Date.now())));
    child.stderr.on('data', (chunk: Buffer) => ((stderr += chunk.toString('utf8')), (lastOutputAt = Date.now())));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    options.whileRunning?.(child);
    child.on('error', reject);
    child.on('exit', () => {
      const exitMsAfterLastOutput = Date.now() - lastOutputAt;
      child.on('close', (code) => {
        clearTimeout(timer);
        resolvePromise({ code, stdout, stderr, exitMsAfterLastOutput });
      });
    });
    child.stdin.end(options.input ?? '');
  });
}
