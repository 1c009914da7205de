import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { ProcessRefusal } from '../core/command-runner.js';
import { buildTool } from '../core/build-tool.js';
import type { ToolResult, ToolUseContext } from '../core/tool.js';
import { safeFileName } from '../core/large-result.js';
import { redactFileInPlace } from '../core/redact-file.js';
import { loadBashParser } from '../permissions/bash/parser.js';
import { isReadOnlyBashCommand } from '../permissions/bash/read-only.js';
import { isInsideDirectory } from '../core/paths.js';
import { realPathOf } from '../permissions/workspace-paths.js';
import { isDestructiveBashCommand } from './bash/destructive-commands.js';
import { readOutputExcerpt } from './bash/output-log.js';
import { exitCodeOf, runCommand, type CommandProgress } from './bash/run-command.js';

export const BASH_TOOL_NAME = 'Bash';
export const BASH_DEFAULT_TIMEOUT_MS = 120_000;
export const BASH_MAX_TIMEOUT_MS = 600_000;
const BASH_MAX_RESULT_CHARS = 30_000;
/** Room left in the result for the notes around the output. */
const RESULT_FRAME_CHARS = 1_000;

const inputSchema = z.strictObject({
  command: z.string().min(1).describe('The command to execute'),
  timeout: z
    .number()
    .int()
    .positive()
    .max(BASH_MAX_TIMEOUT_MS)
    .optional()
    .describe(`Optional timeout in milliseconds (max ${BASH_MAX_TIMEOUT_MS})`),
  description: z
    .string()
    .optional()
    .describe('Clear, concise description of what this command does in 5-10 words, in active voice (e.g. "Install package dependencies")'),
});
type BashInput = z.output<typeof inputSchema>;

export interface BashOutput {
  readonly output: string;
  readonly exitCode: number;
  readonly signal: string | null;
  readonly stoppedBy: 'timeout' | 'abort' | null;
  readonly timeoutMs: number;
  readonly truncated: boolean;
  readonly totalBytes: number;
  readonly logPath: string;
  /** Why the working directory did not move as the command did (outside the workspace), or was reset (removed). */
  readonly cwdNote?: string;
  readonly newCwd?: string;
  readonly spawnError?: string;
  /** Connections the command's confinement refused. */
  readonly refusals?: readonly ProcessRefusal[];
}

export type BashProgress = CommandProgress;

/**
 * The pipeline stops any tool at the tool timeout; Bash stops its command a little earlier so the
 * process group is killed and the model gets Bash's own report (output so far, what was killed).
 */
function timeoutCeiling(toolTimeoutMs: number): number {
  return toolTimeoutMs > 10_000 ? toolTimeoutMs - 5_000 : toolTimeoutMs;
}

/** The roots a `cd` may move into: the workspace and its additional directories, as real paths. */
function insideWorkspace(context: ToolUseContext, dir: string): boolean {
  return [context.workspaceRoot, ...context.additionalDirectories].some((root) => isInsideDirectory(dir, realPathOf(root)));
}

/** What the model is told about connections that were refused: where, why, and not to retry. */
function refusalNote(refusals: readonly ProcessRefusal[]): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const refusal of refusals) {
    const target = `${refusal.host}:${refusal.port}`;
    if (seen.has(target)) continue;
    seen.add(target);
    lines.push(`- ${target}: ${refusal.reason}`);
  }
  return [
    `Network access was refused for ${lines.length === 1 ? 'this connection' : 'these connections'} (the policy decides which hosts commands may reach):`,
    ...lines,
    'Retrying will not help; do without that access, and say in your summary what needed it.',
  ].join('\n');
}

export function formatBashOutput(output: BashOutput): string {
  if (output.spawnError) return `The command could not be started: ${output.spawnError}`;
  const parts = [output.output.trimEnd() === '' ? '(no output)' : output.output.trimEnd()];
  if (output.stoppedBy === 'timeout') {
    parts.push(`Command timed out after ${Math.round(output.timeoutMs / 1000)} s; it and every process it started were killed.`);
  } else if (output.stoppedBy === 'abort') {
    parts.push('Command was interrupted (the session was cancelled); it and every process it started were killed.');
  }
  parts.push(`Exit code: ${output.exitCode}${output.signal ? ` (killed by ${output.signal})` : ''}`);
  if (output.truncated) parts.push(`The whole output is in ${output.logPath} (read it with Read and offset/limit, or Grep it).`);
  if (output.newCwd) parts.push(`Working directory is now ${output.newCwd}.`);
  if (output.cwdNote) parts.push(output.cwdNote);
  if (output.refusals && output.refusals.length > 0) parts.push(refusalNote(output.refusals));
  return parts.join('\n\n');
}

/** Claude Code's PostToolUseFailure error for a command that did not succeed. */
function failureOf(output: BashOutput): string | null {
  if (output.spawnError) return `The command could not be started: ${output.spawnError}`;
  if (output.stoppedBy === 'timeout') return `Command timed out after ${Math.round(output.timeoutMs / 1000)} s`;
  if (output.stoppedBy === 'abort') return 'Command was interrupted';
  return output.exitCode === 0 ? null : `Exit code ${output.exitCode}`;
}

const BASH_PROMPT = [
  'Executes a bash command (`bash -c`) in the current working directory, non-interactively (stdin is empty), and returns its combined stdout and stderr with the exit code.',
  '',
  'Usage:',
  `- Timeout: ${BASH_DEFAULT_TIMEOUT_MS / 1000} s by default, \`timeout\` (ms) up to ${BASH_MAX_TIMEOUT_MS / 1000} s. On timeout the command and every process it started are killed.`,
  '- Long output is cut to its beginning and end; the whole output is saved to a log file whose path the result gives.',
  '- `cd` moves the working directory for later calls, but only within the workspace; a `cd` outside it is undone. Prefer absolute paths over `cd`.',
  '- Quote paths with spaces ("path with spaces"). Chain dependent commands with `&&`; use `;` only when failure does not matter.',
  '- Use the Read, Glob and Grep tools instead of `cat`, `find`, `grep` or `rg`, and Edit/Write instead of `sed -i` or `echo >`.',
  '- Every process the command started, background jobs (`&`) included, is ended when the call returns.',
  '- Every command is checked against the policy: a command that is not allowed is refused with the reason.',
  '- Git: never force-push, never `reset --hard` or rewrite history unless explicitly asked; do not change git config.',
].join('\n');

function activityOf(input: BashInput): string {
  if (input.description) return input.description;
  const firstLine = input.command.split('\n')[0] ?? '';
  return `Running ${firstLine.length > 60 ? `${firstLine.slice(0, 60)}…` : firstLine}`;
}

type CommandRun = Awaited<ReturnType<typeof runCommand>>;

/** The command's log, redacted in place, and the part of it the result shows. */
async function outputOf(run: CommandRun, context: ToolUseContext, timeoutMs: number): Promise<BashOutput> {
  // The command wrote its output raw; no secret stays in the log (the model may Read it, and it is uploaded).
  const redacted = await redactFileInPlace(run.logPath, context.redact);
  // Each secret became a shorter mark: the excerpt is cut from the file as it is now.
  const totalBytes = redacted ? (await stat(run.logPath)).size : run.totalBytes;
  const budget = Math.max(1_000, Math.min(BASH_MAX_RESULT_CHARS, context.limits.maxResultChars) - RESULT_FRAME_CHARS);
  const excerpt = await readOutputExcerpt(run.logPath, totalBytes, budget, `the whole output is in ${run.logPath}`);
  return {
    output: excerpt.text,
    exitCode: exitCodeOf(run),
    signal: run.signal,
    stoppedBy: run.stoppedBy,
    timeoutMs,
    truncated: excerpt.truncated,
    totalBytes,
    logPath: run.logPath,
    ...(run.spawnError ? { spawnError: run.spawnError } : {}),
    ...(run.refusals.length > 0 ? { refusals: run.refusals } : {}),
  };
}

/**
 * Where the session's working directory is after the command: where a `cd` took it when that is
 * inside the workspace, the workspace root when the old one was removed, else unchanged (and why).
 */
function followCwd(output: BashOutput, run: CommandRun, context: ToolUseContext, ranIn: { cwd: string; gone: boolean }): ToolResult<BashOutput> {
  const before = realPathOf(ranIn.cwd);
  const moved = run.finalCwd !== null && run.finalCwd !== before;
  if (ranIn.gone && !moved) {
    return {
      data: { ...output, cwdNote: `The working directory ${context.cwd} no longer exists; the command ran in ${ranIn.cwd}, which is now the working directory.` },
      contextModifier: (next) => ({ ...next, cwd: ranIn.cwd }),
    };
  }
  if (!moved) return { data: output };
  const newCwd = run.finalCwd!;
  if (!insideWorkspace(context, newCwd)) {
    return { data: { ...output, cwdNote: `The command ended in ${newCwd}, outside the workspace, so the working directory stays ${context.cwd}.` } };
  }
  return { data: { ...output, newCwd }, contextModifier: (next) => ({ ...next, cwd: newCwd }) };
}

/** One Bash call: the command in its own process group through the runner, its output cut and saved, the working directory followed. */
async function runBashCall(input: BashInput, context: ToolUseContext, onProgress: (progress: BashProgress) => void): Promise<ToolResult<BashOutput>> {
  const timeoutMs = Math.min(input.timeout ?? BASH_DEFAULT_TIMEOUT_MS, BASH_MAX_TIMEOUT_MS, timeoutCeiling(context.limits.toolTimeoutMs));
  const id = safeFileName(context.toolUseId ?? randomUUID());
  // A directory removed since the last `cd` would make the spawn fail with a puzzling ENOENT.
  const gone = !(await stat(context.cwd).then((info) => info.isDirectory(), () => false));
  const cwd = gone ? context.workspaceRoot : context.cwd;
  const run = await runCommand({
    command: input.command,
    runner: context.commandRunner,
    toolUseId: context.toolUseId ?? id,
    access: context.callAccess ?? 'read-only',
    cwd,
    env: context.env,
    logDir: join(context.outputDir, 'bash'),
    id,
    timeoutMs,
    signal: context.abortController.signal,
    onProgress,
  });
  const output = await outputOf(run, context, timeoutMs);
  const failure = failureOf(output);
  return {
    ...followCwd(output, run, context, { cwd, gone }),
    ...(output.truncated ? { persistedOutputPath: run.logPath } : {}),
    ...(run.refusals.length > 0 ? { refusals: run.refusals } : {}),
    ...(failure ? { failure } : {}),
  };
}

export function createBashTool() {
  return buildTool<typeof inputSchema, BashOutput, BashProgress>({
    name: BASH_TOOL_NAME,
    inputSchema,
    maxResultSizeChars: BASH_MAX_RESULT_CHARS,
    // The parser loads in the background from session start; the first request must not wait for it.
    async description() {
      return 'Run a bash command in the workspace.';
    },
    prompt: async () => BASH_PROMPT,
    permissionSubject: (input) => ({ kind: 'command', command: input.command }),
    reportSubject: (input) => ({ kind: 'command', command: input.command, ...(input.description ? { label: input.description } : {}) }),
    isReadOnly: (input) => isReadOnlyBashCommand(input.command),
    isConcurrencySafe: (input) => isReadOnlyBashCommand(input.command),
    isDestructive: (input) => isDestructiveBashCommand(input.command),
    getActivityDescription: activityOf,
    whenReady: () => loadBashParser(),
    async validateInput(input) {
      if (input.command.trim() === '') return { result: false, message: 'The command is empty.' };
      return { result: true };
    },
    call: runBashCall,
    mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
      type: 'tool_result',
      tool_use_id: toolUseId,
      content: formatBashOutput(output),
      ...(output.spawnError || output.stoppedBy || output.exitCode !== 0 ? { is_error: true } : {}),
    }),
  });
}
