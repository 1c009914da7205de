import type { CallPlan } from '../model/budget.js';
import type { ModelReply, ModelRequest } from '../model/model-client.js';
import { ModelCallError } from '../model/model-error.js';
import { retryDelayMs } from '../model/retry-policy.js';
import { minimumMaxTokens } from '../model/thinking.js';
import { cheapInputTokenBound, countedInputTokenBound } from '../model/token-bound.js';
import { compactionCost, publicUsage, type ChargeableUsage } from '../model/usage.js';
import { ANSWER_ROOM_TOKENS, buildCountTokensRequest, buildModelRequest, type RequestParts } from './request-builder.js';
import type { SessionState } from './session-state.js';
import { describeError } from '../core/describe-error.js';

export type ModelCallOutcome =
  | { readonly kind: 'reply'; readonly reply: ModelReply; readonly maxTokens: number; readonly request: ModelRequest }
  | { readonly kind: 'budget_exhausted'; readonly reason: string }
  | { readonly kind: 'stopped' }
  | { readonly kind: 'failed'; readonly error: ModelCallError };

function asModelError(error: unknown): ModelCallError {
  if (error instanceof ModelCallError) return error;
  return new ModelCallError({ kind: 'unknown', message: describeError(error), cause: error });
}

/**
 * Charges what a response used. A stream that broke after a server-side compaction began never
 * reported the compaction's usage, yet it is billed: it is charged at its bound (the prompt, and
 * `max_tokens` of summary), so the spend shown never falls below the real one.
 */
function charge(state: SessionState, usage: ChargeableUsage, compactionBound?: { inputTokens: number; maxTokens: number }): void {
  const billed: ChargeableUsage =
    usage.compactionUnreported && !usage.compaction && compactionBound
      ? {
          ...usage,
          compaction: { inputTokens: compactionBound.inputTokens, outputTokens: compactionBound.maxTokens, cacheCreationInputTokens: 0, cacheReadInputTokens: 0, cacheCreation1hInputTokens: 0 },
        }
      : usage;
  state.budget.charge(state.model, billed);
  state.emit({
    type: 'cost_update',
    turn: state.turns + 1,
    costUsd: state.budget.spentUsd,
    maxBudgetUsd: state.budget.maxBudgetUsd,
    usage: publicUsage(state.budget.usage),
  });
}

/** What a server-side compaction in this reply cost alone (zero without one). */
export function replyCompactionCost(state: SessionState, reply: ModelReply): number {
  return compactionCost(reply.usage, state.budget.priceOf(state.model));
}

/**
 * Bounds the call's worst case: the request size is a cheap upper bound on its prompt tokens, and
 * so is the window (a longer prompt is refused, not billed); when that does not leave room for the
 * full `max_tokens`, ask `count_tokens` for the real count and shrink `max_tokens` to what fits.
 */
async function planCall(state: SessionState, parts: RequestParts, desired: number, minimum: number): Promise<{ plan: CallPlan; inputBound: number }> {
  const { budget } = state;
  const draft = buildModelRequest(parts, desired);
  const cheapBound = Math.min(cheapInputTokenBound(draft), state.window.tokens);
  // A request that carries compaction may set it off once its prompt is over the trigger.
  const mayCompact = (bound: number) => parts.compactAt !== undefined && bound > parts.compactAt;
  const cheap = budget.plan(parts.model, cheapBound, desired, minimum, mayCompact(cheapBound));
  if (cheap.kind === 'ok' && cheap.maxTokens === desired) return { plan: cheap, inputBound: cheapBound };
  // A provider that cannot count (Bedrock) leaves the size bound: safe, only pessimistic.
  const countTokens = state.client.countTokens?.bind(state.client);
  if (!countTokens) return { plan: cheap, inputBound: cheapBound };
  let bound: number;
  try {
    const counted = await countTokens(buildCountTokensRequest(draft), { signal: state.abort.signal });
    bound = Math.min(countedInputTokenBound(counted), cheapBound);
  } catch (error) {
    if (state.abort.signal.aborted) throw error;
    state.emit({ type: 'warning', message: `count_tokens failed (${asModelError(error).message}); using the size of the request as the bound.` });
    return { plan: cheap, inputBound: cheapBound };
  }
  return { plan: budget.plan(parts.model, bound, desired, minimum, mayCompact(bound)), inputBound: bound };
}

/**
 * The fallback model takes the rest of the run: the retries on an overloaded model are spent and
 * one is set. Said once, as an event the report shows.
 */
function switchToFallback(state: SessionState, error: ModelCallError): boolean {
  if (error.kind !== 'overloaded' || state.fallbackModel === null || state.modelSwitch !== null) return false;
  const from = state.model;
  state.model = state.fallbackModel;
  state.modelSwitch = { turn: state.turns + 1, from, to: state.model, reason: error.message };
  state.emit({ type: 'model_switched', ...state.modelSwitch });
  state.emit({ type: 'warning', message: `${from} stayed overloaded after ${state.retry.maxRetries} retries; ${state.model} (fallback_model) takes the rest of the run.` });
  return true;
}

/**
 * One model call with retries. Every attempt is bounded by the budget before it is made and
 * charged after (a stream that broke mid-message is charged what arrived), so the cap holds
 * across retries. Each attempt names the session's current model: the fallback, once it took over.
 */
export async function callModel(
  state: SessionState,
  given: RequestParts,
  desiredMaxTokens: number,
  minimumOutput = state.budget.minUsefulOutputTokens,
): Promise<ModelCallOutcome> {
  const signal = state.abort.signal;
  const minimum = given.thinking ? minimumMaxTokens(given.thinking, minimumOutput, ANSWER_ROOM_TOKENS) : minimumOutput;
  for (let attempt = 1; ; attempt++) {
    if (signal.aborted) return { kind: 'stopped' };
    const parts: RequestParts = { ...given, model: state.model };
    let planned: { plan: CallPlan; inputBound: number };
    try {
      planned = await planCall(state, parts, Math.max(desiredMaxTokens, minimum), minimum);
    } catch {
      return { kind: 'stopped' };
    }
    const { plan } = planned;
    if (plan.kind === 'exhausted') return { kind: 'budget_exhausted', reason: plan.reason };
    const request: ModelRequest = buildModelRequest(parts, plan.maxTokens);
    const compactionBound = parts.compactAt !== undefined ? { inputTokens: planned.inputBound, maxTokens: plan.maxTokens } : undefined;
    state.emit({ type: 'model_request', turn: state.turns + 1, maxTokens: plan.maxTokens });
    try {
      const reply = await state.client.createMessage(request, { signal });
      charge(state, reply.usage, compactionBound);
      return { kind: 'reply', reply, maxTokens: plan.maxTokens, request };
    } catch (thrown) {
      const error = asModelError(thrown);
      if (error.partialUsage) charge(state, error.partialUsage, compactionBound);
      state.emit({
        type: 'model_error',
        turn: state.turns + 1,
        attempt,
        error: { kind: error.kind, status: error.status ?? null, message: error.message },
      });
      if (signal.aborted || error.kind === 'aborted') return { kind: 'stopped' };
      const delay = retryDelayMs(error, attempt, state.retry, state.random);
      if (delay === null) {
        if (error.retryable && switchToFallback(state, error)) {
          attempt = 0;
          continue;
        }
        return { kind: 'failed', error };
      }
      state.emit({
        type: 'warning',
        message: `${error.message} Retrying in ${(delay / 1000).toFixed(1)} s (retry ${attempt} of ${state.retry.maxRetries}).`,
      });
      try {
        await state.sleep(delay, signal);
      } catch {
        return { kind: 'stopped' };
      }
    }
  }
}
