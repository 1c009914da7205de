import { shellQuote } from '../../core/shell-quote.js';
import { mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { constants } from 'node:os';
import { join } from 'node:path';
import type { CallAccess, CommandRunner, ProcessExit, ProcessRefusal, TerminateOutcome } from '../../core/command-runner.js';
import { readLastLines } from './output-log.js';

export interface CommandProgress {
  readonly type: 'bash_progress';
  /** The last few lines of output so far. */
  readonly lastLines: readonly string[];
  readonly totalBytes: number;
  readonly elapsedMs: number;
}

export interface RunCommandOptions {
  readonly command: string;
  readonly runner: CommandRunner;
  readonly toolUseId: string;
  readonly access: CallAccess;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  /** Where the output log and the final-directory file go. */
  readonly logDir: string;
  readonly id: string;
  readonly timeoutMs: number;
  readonly signal: AbortSignal;
  readonly onProgress?: (progress: CommandProgress) => void;
  readonly progressIntervalMs?: number;
  /** Between SIGTERM and SIGKILL. */
  readonly killGraceMs?: number;
}

export interface CommandRun {
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stoppedBy: 'timeout' | 'abort' | null;
  /** What stopping the command (timeout, abort) achieved, when it was stopped. */
  readonly kill: TerminateOutcome | null;
  readonly logPath: string;
  readonly totalBytes: number;
  /** `pwd -P` after the command, or null when the command did not get that far (exit, kill). */
  readonly finalCwd: string | null;
  readonly pid: number | null;
  readonly spawnError?: string;
  /** What the command's confinement refused it (connections the sandbox blocked). */
  readonly refusals: readonly ProcessRefusal[];
}

/**
 * The descriptor the command inherits for recording its final directory: the file is opened here,
 * so the command needs no write access to the output folder (a call that only reads has none).
 */
export const CWD_FD = 7;

/**
 * The command with what records where it ended up (for `cd`): an EXIT trap (which also covers an
 * explicit `exit`), and a trailer for a command that replaces the trap. Both write to the inherited
 * descriptor CWD_FD, and only while it is still the cwd file (the command may have reused the
 * number). The exit status is kept, and the command stays on line 1 so bash's error messages name
 * the lines the model wrote.
 */
export function wrapCommand(command: string, cwdFile: string): string {
  const record = `{ [ /dev/fd/${CWD_FD} -ef ${shellQuote(cwdFile)} ] && pwd -P >&${CWD_FD}; } 2>/dev/null`;
  return `trap ${shellQuote(record)} EXIT; ${command}\n__tg_status=$?\n${record}\nexit $__tg_status\n`;
}

export function exitCodeOf(run: Pick<CommandRun, 'exitCode' | 'signal'>): number {
  if (run.exitCode !== null) return run.exitCode;
  const number = run.signal ? constants.signals[run.signal] : undefined;
  return number === undefined ? 1 : 128 + number;
}

/** The log (emptied, then opened for append) and the file the command's last working directory is written to. */
async function openCallFiles(options: RunCommandOptions) {
  await mkdir(options.logDir, { recursive: true });
  const logPath = join(options.logDir, `${options.id}.log`);
  const cwdFile = join(options.logDir, `${options.id}.cwd`);
  await rm(cwdFile, { force: true });
  // Truncate (a replayed tool_use id must not append to an old log), then append: every process of
  // the group writes at the end, so stdout and stderr interleave without overwriting each other.
  await writeFile(logPath, '');
  const log = await open(logPath, 'a');
  const cwdHandle = await open(cwdFile, 'w').catch(async (error: unknown) => {
    await log.close();
    throw error;
  });
  return { logPath, cwdFile, log, cwdHandle };
}

/** Reports the log's last lines as it grows, every `progressIntervalMs`; returns what stops it. */
function watchProgress(options: RunCommandOptions, logPath: string, started: number): () => void {
  if (!options.onProgress) return () => {};
  let lastReported = -1;
  const progress = setInterval(() => {
    void stat(logPath)
      .then(async ({ size }) => {
        if (size === lastReported) return;
        lastReported = size;
        const lastLines = await readLastLines(logPath, size, 5);
        options.onProgress?.({ type: 'bash_progress', lastLines, totalBytes: size, elapsedMs: Date.now() - started });
      })
      .catch(() => undefined);
  }, options.progressIntervalMs ?? 1_000);
  return () => clearInterval(progress);
}

/** Where the command ended up; the trap and the trailer may both have written, and the last line counts. */
async function finalCwdOf(cwdFile: string): Promise<string | null> {
  const finalCwd = await readFile(cwdFile, 'utf8').then((text) => text.trim().split('\n').pop()?.trim() || null, () => null);
  await rm(cwdFile, { force: true });
  return finalCwd;
}

/**
 * Runs `bash -c` through the command runner (its own process group, sandboxed when the session is).
 * stdout and stderr go straight into the log file (opened for append and handed to the child), so
 * this process holds none of the output in memory however much the command prints. Timeout and
 * abort end the whole process tree; so does the command's own exit, so no background job outlives
 * the call.
 */
export async function runCommand(options: RunCommandOptions): Promise<CommandRun> {
  const { logPath, cwdFile, log, cwdHandle } = await openCallFiles(options);
  const started = Date.now();
  const graceMs = options.killGraceMs ?? 2_000;
  let stoppedBy: CommandRun['stoppedBy'] = null;
  let kill: Promise<TerminateOutcome | null> = Promise.resolve(null);
  let exit: ProcessExit;
  let pid: number | null;
  let refusals: readonly ProcessRefusal[];
  try {
    const stdio: ['ignore', number, number, ...('ignore' | number)[]] = ['ignore', log.fd, log.fd];
    for (let fd = 3; fd < CWD_FD; fd++) stdio.push('ignore');
    stdio.push(cwdHandle.fd);
    const child = await options.runner.spawn({
      file: 'bash',
      args: ['-c', wrapCommand(options.command, cwdFile)],
      cwd: options.cwd,
      env: options.env,
      stdio,
      purpose: { kind: 'tool', toolUseId: options.toolUseId, access: options.access },
    });
    pid = child.pid ?? null;
    const stop = (reason: 'timeout' | 'abort') => {
      if (stoppedBy) return;
      stoppedBy = reason;
      kill = child.terminate(graceMs);
    };
    const timer = setTimeout(() => stop('timeout'), options.timeoutMs);
    const onAbort = () => stop('abort');
    if (options.signal.aborted) onAbort();
    else options.signal.addEventListener('abort', onAbort, { once: true });
    const stopProgress = watchProgress(options, logPath, started);
    try {
      exit = await child.exited;
    } finally {
      clearTimeout(timer);
      stopProgress();
      options.signal.removeEventListener('abort', onAbort);
    }
    // Whatever the command left running in the background ends with the call.
    if (!stoppedBy) await child.terminate(graceMs);
    refusals = child.refusals?.() ?? [];
  } finally {
    await log.close();
    await cwdHandle.close();
  }
  const killed = await kill;
  const totalBytes = (await stat(logPath)).size;
  const finalCwd = stoppedBy ? null : await finalCwdOf(cwdFile);
  if (stoppedBy) await rm(cwdFile, { force: true });
  return {
    exitCode: exit.kind === 'exited' ? exit.code : null,
    signal: exit.kind === 'exited' ? exit.signal : null,
    stoppedBy,
    kill: killed,
    logPath,
    totalBytes,
    finalCwd,
    pid,
    refusals,
    ...(exit.kind === 'spawn_error' ? { spawnError: exit.message } : {}),
  };
}
