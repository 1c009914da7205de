import type { ContentBlockParam, MessageParam } from '@anthropic-ai/sdk/resources/messages';

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
}

/** Folders and timings differ between runs; compare results with them masked. */
function normalize(text: string, roots: readonly string[]): string {
  let out = text;
  for (const root of roots) out = out.split(root).join('<workspace>');
  return out.replace(/\b\d+\.\d+\b/g, '<n>').replace(/\b\d+ ?(ms|s)\b/g, '<time>');
}

export function compareToolResults(
  recorded: Map<string, string>,
  replayed: Map<string, string>,
  roots: readonly string[],
): ResultDivergence[] {
  const ids = [...new Set([...recorded.keys(), ...replayed.keys()])];
  return ids
    .map((toolUseId) => ({ toolUseId, recorded: recorded.get(toolUseId) ?? null, replayed: replayed.get(toolUseId) ?? null }))
    .filter((d) => d.recorded === null || d.replayed === null || normalize(d.recorded, roots) !== normalize(d.replayed, roots));
}
