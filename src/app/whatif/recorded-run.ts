import { isAbsolute, normalize, posix, sep } from 'node:path';
import { z } from 'zod';
import { relativeInside } from '../../core/paths.js';
import { cassetteHeaderSchema } from '../../model/cassette-format.js';
import { policySchema } from '../../policy/schema.js';
import type { RecordedPolicy } from '../../report/recorded-policy.js';
import { isCleanRepositoryPath } from '../repository-path.js';

// A run's transcript read as data, never as configuration: every line is checked, every bound
// holds whatever the file says, and what cannot be used is said with its file and line.

/** A transcript larger than this is not read. */
export const MAX_TRANSCRIPT_BYTES = 64 * 1024 * 1024;
/** The calls judged of one run; a longer run is judged up to here and says so. */
export const MAX_CALLS_PER_RUN = 5_000;
/** A call whose input is larger than this (as JSON) is left out, with why. */
const MAX_INPUT_BYTES = 256 * 1024;
const MAX_NAME = 256;
/** Deeper input is no tool's: it is left out before anything walks it recursively. */
const MAX_INPUT_DEPTH = 32;

/** Whether `value` nests deeper than `max` arrays or objects, found without recursion. */
function nestsDeeper(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** One tool call as the model asked for it. */
export interface RecordedCall {
  readonly toolUseId: string;
  readonly tool: string;
  /** The input the model sent, as recorded (paths under the run's workspace root as they were). */
  readonly input: Record<string, unknown>;
  /** Where the call was made, relative to the run's workspace root, `/`-separated ('' for the root). */
  readonly cwd: string;
}

export interface RecordedRun {
  /** How the reader names the transcript (a path, an artifact). */
  readonly file: string;
  /** The workspace the run had; null when the header names none (then paths are taken as they are). */
  readonly workspaceRoot: string | null;
  /** The policy the run's calls were decided by; null for a transcript that does not record it. */
  readonly policy: RecordedPolicy | null;
  readonly calls: readonly RecordedCall[];
  /** Calls or lines left out, each `file:line: why`: the rest of the run is still judged. */
  readonly leftOut: readonly string[];
}

/** The file is no transcript Tollgate can read (`file:line: why`): it is skipped whole. */
export class TranscriptError extends Error {
  override readonly name = 'TranscriptError';
  constructor(file: string, line: number, message: string) {
    super(`${file}:${line}: ${message}`);
    this.stack = `${this.name}: ${this.message}`;
  }
}

const shortText = (max: number) => z.string().min(1).max(max);

const repositoryFile = z
  .string()
  .max(1000)
  .nullable()
  .transform((path) => (path !== null && isCleanRepositoryPath(path) ? path : null));

const recordedPolicySchema = z.object({
  origin: z.string().max(1000),
  file: repositoryFile,
  mcp_config_file: repositoryFile,
  permissions: policySchema.shape.permissions,
  non_interactive: policySchema.shape.non_interactive,
});

const eventLineSchema = z.object({ type: z.literal('event'), event: z.looseObject({ type: z.string() }) });

const toolRequestedSchema = z.object({
  toolUseId: shortText(MAX_NAME),
  toolName: shortText(MAX_NAME),
  input: z.record(z.string(), z.unknown()),
});
const toolCallSchema = z.object({ toolUseId: shortText(MAX_NAME) });
const toolResultSchema = z.object({ toolUseId: shortText(MAX_NAME), toolName: z.string(), content: z.string() });
const runConfigSchema = z.object({ config: z.looseObject({ policy: z.unknown().optional() }) });

const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || '(line)'}: ${issue.message}` : 'invalid';
};

/**
 * The working directory a Bash call left, from the result the model got: the line after its exit
 * code (`Working directory is now /w/sub.`), or the note that the old one is gone. Only what follows
 * the last `Exit code:` counts, so a command cannot print its way into another directory.
 */
function cwdAfterBash(content: string): string | null {
  const at = content.lastIndexOf('\n\nExit code: ');
  if (at === -1) return null;
  const tail = content.slice(at);
  const moved = /\n\nWorking directory is now (\/[^\n]*)\.(?:\n|$)/.exec(tail) ?? /the command ran in (\/[^\n]*), which is now the working directory\./.exec(tail);
  return moved?.[1] ?? null;
}

/** A directory of the run as a path relative to its workspace root, or null when it is not inside it. */
function relativeToRoot(path: string, root: string | null): string | null {
  if (root === null || !isAbsolute(path)) return null;
  const rel = relativeInside(normalize(path), root);
  return rel === null ? null : rel.split(sep).join(posix.sep);
}

/** A workspace root the header names: absolute, normalised and not `/` (every path would be "inside" it). */
function workspaceRootOf(header: Record<string, unknown>): string | null {
  const root = header['workspaceRoot'];
  if (typeof root !== 'string' || root.length > 4096 || !isAbsolute(root)) return null;
  const clean = normalize(root).replace(/\/+$/, '');
  return clean === '' ? null : clean;
}

interface PendingCall {
  readonly toolUseId: string;
  readonly tool: string;
  readonly input: Record<string, unknown>;
  cwd: string | null;
}

/**
 * Reads the tool calls of a run's `transcript.jsonl`: each `tool_requested` event (the input the
 * model sent), where it was made (the working directory the run's Bash calls left), the policy
 * the `run_config` event recorded and the workspace root of the header. Throws TranscriptError
 * when the file is no transcript (no header, a line that is not JSON); a call that cannot be
 * judged (no object input, too large, a repeated id) is left out and said in `leftOut`.
 */
export function readRecordedRun(text: string, file: string): RecordedRun {
  if (Buffer.byteLength(text) > MAX_TRANSCRIPT_BYTES) throw new TranscriptError(file, 1, `larger than the ${MAX_TRANSCRIPT_BYTES / 1024 / 1024} MB read`);
  const lines = text.split('\n');
  // A run that crashed may have left its last line cut: that one line is dropped, not the run.
  const lastLine = text.endsWith('\n') ? -1 : lines.length - 1;
  const calls: PendingCall[] = [];
  const byId = new Map<string, PendingCall>();
  const leftOut: string[] = [];
  let header: Record<string, unknown> | null = null;
  let root: string | null = null;
  let policy: RecordedPolicy | null = null;
  let cwd = '';
  let capped = false;
  for (const [index, raw] of lines.entries()) {
    const lineNo = index + 1;
    if (raw.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      if (index === lastLine && header !== null) {
        leftOut.push(`${file}:${lineNo}: the last line is cut off (the run ended while writing it)`);
        continue;
      }
      throw new TranscriptError(file, lineNo, header === null ? 'not a transcript: the first line is not JSON' : 'not valid JSON');
    }
    if (header === null) {
      const parsed = cassetteHeaderSchema.safeParse(value);
      if (!parsed.success || parsed.data.type !== 'transcript') {
        const what = parsed.success ? 'a cassette (scripted model replies), not a run transcript' : 'no transcript header {"type":"transcript","version":1,...}';
        throw new TranscriptError(file, lineNo, `not a transcript: ${what}`);
      }
      header = parsed.data;
      root = workspaceRootOf(header);
      continue;
    }
    const line = eventLineSchema.safeParse(value);
    if (!line.success) continue; // Model traffic, tool outputs: not calls.
    const event = line.data.event;
    switch (event.type) {
      case 'run_config': {
        const config = runConfigSchema.safeParse(event);
        if (!config.success || config.data.config.policy === undefined) break;
        const recorded = recordedPolicySchema.safeParse(config.data.config.policy);
        if (recorded.success) policy = recorded.data;
        else leftOut.push(`${file}:${lineNo}: the recorded policy is not one Tollgate reads (${firstIssue(recorded.error)}); give --base`);
        break;
      }
      case 'tool_requested': {
        const parsed = toolRequestedSchema.safeParse(event);
        if (!parsed.success) {
          leftOut.push(`${file}:${lineNo}: a tool call that cannot be judged (${firstIssue(parsed.error)})`);
          break;
        }
        const { toolUseId, toolName, input } = parsed.data;
        if (byId.has(toolUseId)) {
          leftOut.push(`${file}:${lineNo}: ${toolUseId} is requested twice; the second is left out`);
          break;
        }
        if (nestsDeeper(input, MAX_INPUT_DEPTH)) {
          leftOut.push(`${file}:${lineNo}: ${toolUseId}: its input nests deeper than ${MAX_INPUT_DEPTH} levels`);
          break;
        }
        const size = Buffer.byteLength(JSON.stringify(input));
        if (size > MAX_INPUT_BYTES) {
          leftOut.push(`${file}:${lineNo}: ${toolUseId}: its input is ${size} bytes, more than the ${MAX_INPUT_BYTES / 1024} KB judged`);
          break;
        }
        if (calls.length >= MAX_CALLS_PER_RUN) {
          if (!capped) leftOut.push(`${file}:${lineNo}: more than ${MAX_CALLS_PER_RUN} calls; the rest of the run is left out`);
          capped = true;
          break;
        }
        const call: PendingCall = { toolUseId, tool: toolName, input, cwd: null };
        calls.push(call);
        byId.set(toolUseId, call);
        break;
      }
      case 'tool_call': {
        // Decided now: after the batches before it, with the directory they left.
        const parsed = toolCallSchema.safeParse(event);
        const call = parsed.success ? byId.get(parsed.data.toolUseId) : undefined;
        if (call && call.cwd === null) call.cwd = cwd;
        break;
      }
      case 'tool_result': {
        const parsed = toolResultSchema.safeParse(event);
        if (!parsed.success) break;
        const call = byId.get(parsed.data.toolUseId);
        if (call && call.cwd === null) call.cwd = cwd;
        const moved = call?.tool === 'Bash' ? cwdAfterBash(parsed.data.content) : null;
        const rel = moved === null ? null : relativeToRoot(moved, root);
        if (rel !== null) cwd = rel;
        break;
      }
      default:
        break;
    }
  }
  if (header === null) throw new TranscriptError(file, 1, 'not a transcript: the file is empty');
  return { file, workspaceRoot: root, policy, calls: calls.map((call) => ({ toolUseId: call.toolUseId, tool: call.tool, input: call.input, cwd: call.cwd ?? cwd })), leftOut };
}
