import type { ContentBlockParam, MessageParam } from '../model/wire.js';
import { shortDiff } from '../tools/file-edit/short-diff.js';

/** tool_use id → the text of its tool_result, as the model received it in a request. */
export function toolResultsOf(requests: readonly Record<string, unknown>[]): Map<string, string> {
  const results = new Map<string, string>();
  for (const request of requests) {
    const messages = Array.isArray(request.messages) ? (request.messages as MessageParam[]) : [];
    for (const message of messages) {
      if (message.role !== 'user' || typeof message.content === 'string') continue;
      for (const block of message.content) {
        if (block.type !== 'tool_result') continue;
        const content = block.content;
        const text =
          typeof content === 'string'
            ? content
            : (content ?? []).map((part) => (part.type === 'text' ? part.text : `[${part.type}]`)).join('\n');
        results.set(block.tool_use_id, `${block.is_error ? '[error] ' : ''}${text}`);
      }
    }
  }
  return results;
}

/** The first user message's text: the prompt the recorded session was given. */
export function promptOf(request: Record<string, unknown> | undefined): string | null {
  const messages = request && Array.isArray(request.messages) ? (request.messages as MessageParam[]) : [];
  const first = messages[0];
  if (!first || first.role !== 'user') return null;
  if (typeof first.content === 'string') return first.content;
  const text = (first.content as ContentBlockParam[]).filter((b) => b.type === 'text').map((b) => (b.type === 'text' ? b.text : ''));
  return text.length > 0 ? text.join('\n') : null;
}

export interface ResultDivergence {
  readonly toolUseId: string;
  readonly recorded: string | null;
  readonly replayed: string | null;
  /** A line diff of the two, normalised (recorded `-`, replayed `+`). */
  readonly diff: string;
}

/** The folders each run used, named by what they are, so a path difference is no difference. */
export interface RunRoots {
  readonly workspace: readonly string[];
  readonly output: readonly string[];
}

/**
 * A result with what differs between two honest runs masked: the run's folders, timings
 * (`12 ms`, `0.3 s`, `duration_ms: 1.27`) and decimals that measure time.
 */
export function normalizeResult(text: string, roots: RunRoots): string {
  let out = text;
  const named = [...roots.output.map((root) => [root, '<out>'] as const), ...roots.workspace.map((root) => [root, '<workspace>'] as const)]
    .filter(([root]) => root.length > 1)
    .sort((a, b) => b[0].length - a[0].length);
  for (const [root, name] of named) out = out.split(root).join(name);
  return out
    .replace(/\b(duration_ms|duration|elapsed|time)([:=]\s*)\d+(\.\d+)?/gi, '$1$2<time>')
    .replace(/\b\d+(\.\d+)?\s?(ms|s|seconds?)\b/g, '<time>')
    .replace(/\b\d+\.\d+\b/g, '<n>');
}

export function compareToolResults(recorded: Map<string, string>, replayed: Map<string, string>, roots: RunRoots): ResultDivergence[] {
  const ids = [...new Set([...recorded.keys(), ...replayed.keys()])];
  const divergences: ResultDivergence[] = [];
  for (const toolUseId of ids) {
    const a = recorded.get(toolUseId) ?? null;
    const b = replayed.get(toolUseId) ?? null;
    const left = a === null ? '' : normalizeResult(a, roots);
    const right = b === null ? '' : normalizeResult(b, roots);
    if (a !== null && b !== null && left === right) continue;
    const diff = a === null ? '(not in the recording)' : b === null ? '(not run in the replay)' : shortDiff(left, right);
    divergences.push({ toolUseId, recorded: a, replayed: b, diff });
  }
  return divergences;
}
