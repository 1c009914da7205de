import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename } from 'node:path';

export interface HookCommandRun {
  readonly command: string;
  readonly input: unknown;
  readonly cwd: string;
  readonly env: Record<string, string>;
  readonly timeoutMs: number;
  readonly shell?: string;
}

export type HookCommandResult =
  | { readonly kind: 'exited'; readonly exitCode: number; readonly stdout: string; readonly stderr: string }
  | { readonly kind: 'signalled'; readonly signal: string; readonly stderr: string }
  | { readonly kind: 'timeout'; readonly stderr: string }
  | { readonly kind: 'spawn_error'; readonly message: string };

const MAX_OUTPUT_CHARS = 1_000_000;
/** How long to wait for the pipes to close after the hook exits (a background child may hold them). */
const CLOSE_GRACE_MS = 500;

function defaultShell(): string {
  return existsSync('/bin/bash') ? '/bin/bash' : '/bin/sh';
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
}

/**
 * Runs one hook command in its own process group with the event JSON on stdin. Never
 * rejects; a timeout kills the whole group.
 */
export function runHookCommand(run: HookCommandRun): Promise<HookCommandResult> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    let settled = false;
    let timedOut = false;
    const shell = run.shell ?? defaultShell();
    // Node's pipes are sockets, and bash reads ~/.bashrc when its stdin is a socket unless told not to.
    const args = basename(shell) === 'bash' ? ['--norc', '--noprofile', '-c', run.command] : ['-c', run.command];
    const child = spawn(shell, args, {
      cwd: run.cwd,
      env: run.env,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const finish = (result: HookCommandResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(graceTimer);
      killGroup(child.pid);
      resolve(result);
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
      finish({ kind: 'timeout', stderr });
    }, run.timeoutMs);
    let graceTimer: NodeJS.Timeout | undefined;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
    const report = (): void => {
      if (timedOut || !exit) return;
      if (exit.code !== null) finish({ kind: 'exited', exitCode: exit.code, stdout, stderr });
      else finish({ kind: 'signalled', signal: exit.signal ?? 'unknown', stderr });
    };
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < MAX_OUTPUT_CHARS) stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < MAX_OUTPUT_CHARS) stderr += chunk;
    });
    child.on('error', (error) => finish({ kind: 'spawn_error', message: error.message }));
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      graceTimer = setTimeout(report, CLOSE_GRACE_MS);
    });
    child.on('close', () => report());
    // A hook that never reads its input closes the pipe early: that is not an error.
    child.stdin.on('error', () => undefined);
    child.stdin.end(`${JSON.stringify(run.input)}\n`);
  });
}
