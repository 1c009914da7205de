import { join } from 'node:path';
import type { RecordedCall } from './recorded-run.js';

/** A recorded call as it is judged here: its run's workspace paths moved to this workspace. */
export interface LocalCall {
  readonly tool: string;
  readonly input: Record<string, unknown>;
  /** Absolute, in this workspace. */
  readonly cwd: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every string of `value`, with `replace` applied, in a copy. */
function mapStrings(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, replace));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) Object.defineProperty(out, key, { value: mapStrings(item, replace), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value;
}

/**
 * The call with the same workspace-relative meaning here: absolute paths under the run's root
 * (`/home/runner/work/r/r/src/a.ts`, in a path input or inside a command) now under `localRoot`,
 * and the directory it was made in. Relative paths are left as they are: they were relative then.
 */
export function localCall(call: RecordedCall, recordedRoot: string | null, localRoot: string): LocalCall {
  const cwd = call.cwd === '' ? localRoot : join(localRoot, call.cwd);
  if (recordedRoot === null || recordedRoot === localRoot) return { tool: call.tool, input: call.input, cwd };
  // The root itself, or followed by a separator: `/w/repo2` is not inside `/w/repo`.
  const pattern = new RegExp(`${escapeRegExp(recordedRoot)}(?=$|[/\\s"'\`;|&<>(){},:=])`, 'g');
  const input = mapStrings(call.input, (text) => text.replace(pattern, () => localRoot)) as Record<string, unknown>;
  return { tool: call.tool, input, cwd };
}
