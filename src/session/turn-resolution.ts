import type { ContentBlockParam, ToolUseBlockParam } from '../model/wire.js';
import type { Conclusion } from './events.js';
import type { ModelReply } from '../model/model-client.js';

/** What the loop does with a reply, decided from its stop reason alone. */
export type TurnResolution =
  | { readonly kind: 'run_tools'; readonly toolUses: readonly ToolUseBlockParam[] }
  /** `pause_turn`: send the assistant content back as it is, and call again. */
  | { readonly kind: 'resume_paused' }
  /**
   * `max_tokens` inside a tool call or a thinking block: the block is incomplete (a cut thinking block
   * has no valid signature, and the API refuses it back); retry the same request with more room.
   */
  | { readonly kind: 'retry_cut_block' }
  /** `max_tokens` in text: keep it and ask the model to go on. */
  | { readonly kind: 'continue_cut_text' }
  | { readonly kind: 'finish'; readonly conclusion: Conclusion; readonly reason: string };

export function toolUsesOf(content: readonly ContentBlockParam[]): ToolUseBlockParam[] {
  return content.filter((block): block is ToolUseBlockParam => block.type === 'tool_use');
}

export function textOf(content: readonly ContentBlockParam[]): string {
  return content
    .filter((block) => block.type === 'text')
    .map((block) => (block.type === 'text' ? block.text : ''))
    .join('\n');
}

/** Blocks a `max_tokens` stop leaves unusable when it falls inside them. */
const CUT_BLOCKS = new Set(['tool_use', 'thinking', 'redacted_thinking']);

export function resolveTurn(reply: ModelReply): TurnResolution {
  const toolUses = toolUsesOf(reply.content);
  switch (reply.stopReason) {
    case 'tool_use':
      return toolUses.length > 0
        ? { kind: 'run_tools', toolUses }
        : { kind: 'finish', conclusion: 'model_error', reason: 'The model stopped for tool use but sent no tool call.' };
    case 'end_turn':
    case 'stop_sequence':
      // A tool call in a finished turn still gets its answer before the session ends.
      return toolUses.length > 0
        ? { kind: 'run_tools', toolUses }
        : { kind: 'finish', conclusion: 'success', reason: `The model ended its turn (${reply.stopReason}).` };
    // `compaction` (`pause_after_compaction`): the reply is the compaction block alone; the turn goes on with a new request.
    case 'pause_turn':
    case 'compaction':
      return { kind: 'resume_paused' };
    case 'max_tokens':
      return CUT_BLOCKS.has(reply.content.at(-1)?.type ?? '') ? { kind: 'retry_cut_block' } : { kind: 'continue_cut_text' };
    case 'refusal':
      return { kind: 'finish', conclusion: 'refusal', reason: 'The model declined the request (refusal).' };
    case 'model_context_window_exceeded':
      return { kind: 'finish', conclusion: 'model_error', reason: "The conversation no longer fits the model's context window." };
    default:
      return { kind: 'finish', conclusion: 'model_error', reason: 'The model reply had no stop reason.' };
  }
}
