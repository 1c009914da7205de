import { minimumMaxTokens } from '../model/thinking.js';
import { countedInputTokenBound } from '../model/token-bound.js';
import { compactConversation, type CompactionOutcome } from './compaction.js';
import { ANSWER_ROOM_TOKENS, buildCountTokensRequest, buildModelRequest, type RequestParts } from './request-builder.js';
import { requestParts, type SessionState } from './session-state.js';

export type PreparedRequest =
  | { readonly kind: 'ready'; readonly parts: RequestParts; readonly promptTokens: number; readonly maxTokens: number }
  | Exclude<CompactionOutcome, { kind: 'compacted' }>;

/** Near the threshold, the estimate (which errs high) is checked against `count_tokens` before compacting for it. */
const COUNT_FROM_SHARE = 0.85;

/**
 * The prompt's size in tokens: the window's estimate, and near the compaction threshold the API's own
 * count with its margin, where the provider can count (not Bedrock) and it says less.
 */
async function promptTokens(state: SessionState, parts: RequestParts): Promise<number> {
  const estimate = state.window.estimate(parts.system, parts.tools, parts.messages);
  const countTokens = state.client.countTokens?.bind(state.client);
  if (!countTokens || estimate < state.window.compactAt * COUNT_FROM_SHARE) return estimate;
  try {
    const counted = await countTokens(buildCountTokensRequest(buildModelRequest(parts, state.maxTokens)), { signal: state.abort.signal });
    return Math.min(estimate, countedInputTokenBound(counted));
  } catch (error) {
    if (state.abort.signal.aborted) throw error;
    return estimate;
  }
}

/** Whether what is left of the budget covers a request that sets off a server-side compaction. */
function affordsServerCompaction(state: SessionState, tokens: number, minimum: number): boolean {
  return state.budget.plan(state.model, tokens, minimum, minimum, true).kind === 'ok';
}

/**
 * The turn loop's prepare step, between the conversation and the model call: it sees the window,
 * the messages and the budget, and gives the request's parts and the output room inside the window.
 * A prompt over the compaction threshold is compacted: by the API while the request goes (server-side,
 * when offered, the prompt still fits and the budget covers the compaction), else here first
 * (client-side). No request is made that the window cannot hold.
 */
export async function prepareRequest(state: SessionState): Promise<PreparedRequest> {
  const { window } = state;
  const minimum = minimumMaxTokens(state.thinking, state.budget.minUsefulOutputTokens, ANSWER_ROOM_TOKENS);
  let parts = await requestParts(state);
  let tokens: number;
  try {
    tokens = await promptTokens(state, parts);
  } catch {
    return { kind: 'stopped' };
  }
  // With server-side compaction the API compacts once the prompt passes its trigger, below the session's own
  // threshold; when what is left of the budget cannot cover that, a summary request (cheaper) compacts first.
  const serverMayCompact = parts.compactAt !== undefined && tokens > parts.compactAt;
  const affordable = !serverMayCompact || affordsServerCompaction(state, tokens, minimum);
  if (tokens > window.compactAt || !affordable) {
    const server = serverMayCompact && affordable && tokens <= window.hardLimit(minimum);
    if (!server) {
      const outcome = await compactConversation(state, 'client');
      if (outcome.kind !== 'compacted') return outcome;
      parts = await requestParts(state);
      try {
        tokens = await promptTokens(state, parts);
      } catch {
        return { kind: 'stopped' };
      }
    }
  }
  if (tokens > window.hardLimit(minimum)) {
    return { kind: 'impossible', reason: `the conversation is still about ${tokens} tokens after compacting, more than the ${window.tokens}-token window leaves room for` };
  }
  return { kind: 'ready', parts, promptTokens: tokens, maxTokens: Math.max(minimum, Math.min(state.maxTokens, window.hardLimit(0) - tokens)) };
}
