import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import type { CommandRunner } from '../core/command-runner.js';

export interface HookCommandRun {
  readonly command: string;
  readonly runner: CommandRunner;
  /** The hook event, so the runner knows what the process is for. */
  readonly event: string;
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

/**
 * Runs one hook command through the command runner (its own process group) with the event JSON on
 * stdin. Never rejects; a timeout ends the whole process tree, and so does the hook's exit.
 */
export async function runHookCommand(run: HookCommandRun): Promise<HookCommandResult> {
  const shell = run.shell ?? defaultShell();
  // Node's pipes are sockets, and bash reads ~/.bashrc when its stdin is a socket unless told not to.
  const args = basename(shell) === 'bash' ? ['--norc', '--noprofile', '-c', run.command] : ['-c', run.command];
  const child = await run.runner.spawn({
    file: shell,
    args,
    cwd: run.cwd,
    env: run.env,
    stdio: ['pipe', 'pipe', 'pipe'],
    purpose: { kind: 'hook', event: run.event },
  });
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    let settled = false;
    let timedOut = false;
    const finish = (result: HookCommandResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(graceTimer);
      void child.terminate(0).then(() => resolve(result));
    };
    const timer = setTimeout(() => {
      timedOut = true;
      finish({ kind: 'timeout', stderr });
    }, run.timeoutMs);
    let graceTimer: NodeJS.Timeout | undefined;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
    let closed = 0;
    const report = (): void => {
      if (timedOut || !exit) return;
      if (exit.code !== null) finish({ kind: 'exited', exitCode: exit.code, stdout, stderr });
      else finish({ kind: 'signalled', signal: exit.signal ?? 'unknown', stderr });
    };
    const onClosed = (): void => {
      closed += 1;
      if (closed === 2) report();
    };
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < MAX_OUTPUT_CHARS) stdout += chunk;
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < MAX_OUTPUT_CHARS) stderr += chunk;
    });
    child.stdout?.once('close', onClosed);
    child.stderr?.once('close', onClosed);
    void child.exited.then((result) => {
      if (result.kind === 'spawn_error') {
        finish({ kind: 'spawn_error', message: result.message });
        return;
      }
      exit = { code: result.code, signal: result.signal };
      if (closed === 2) report();
      else graceTimer = setTimeout(report, CLOSE_GRACE_MS);
    });
    // A hook that never reads its input closes the pipe early: that is not an error.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(`${JSON.stringify(run.input)}\n`);
  });
}
