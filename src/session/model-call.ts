import type { Budget, CallPlan } from '../model/budget.js';
import type { ModelReply, ModelRequest } from '../model/model-client.js';
import { ModelCallError } from '../model/model-error.js';
import { retryDelayMs } from '../model/retry-policy.js';
import { cheapInputTokenBound, countedInputTokenBound } from '../model/token-bound.js';
import { publicUsage, type ChargeableUsage } from '../model/usage.js';
import { buildCountTokensRequest, buildModelRequest, type RequestParts } from './request-builder.js';
import type { SessionState } from './session-state.js';
import { describeError } from '../core/describe-error.js';

export type ModelCallOutcome =
  | { readonly kind: 'reply'; readonly reply: ModelReply; readonly maxTokens: number }
  | { readonly kind: 'budget_exhausted'; readonly reason: string }
  | { readonly kind: 'stopped' }
  | { readonly kind: 'failed'; readonly error: ModelCallError };

function asModelError(error: unknown): ModelCallError {
  if (error instanceof ModelCallError) return error;
  return new ModelCallError({ kind: 'unknown', message: describeError(error), cause: error });
}

function charge(state: SessionState, usage: ChargeableUsage): void {
  state.budget.charge(state.model, usage);
  state.emit({
    type: 'cost_update',
    turn: state.turns + 1,
    costUsd: state.budget.spentUsd,
    maxBudgetUsd: state.budget.maxBudgetUsd,
    usage: publicUsage(state.budget.usage),
  });
}

/**
 * Bounds the call's worst case: the request size is a cheap upper bound on its prompt tokens;
 * when that does not leave room for the full `max_tokens`, ask `count_tokens` for the real
 * count and shrink `max_tokens` to what fits.
 */
async function planCall(
  state: SessionState,
  parts: RequestParts,
  desired: number,
  minimum: number,
): Promise<CallPlan> {
  const budget: Budget = state.budget;
  const draft = buildModelRequest(parts, desired);
  const cheap = budget.plan(state.model, cheapInputTokenBound(draft), desired, minimum);
  if (cheap.kind === 'ok' && cheap.maxTokens === desired) return cheap;
  // A provider that cannot count (Bedrock) leaves the size bound: safe, only pessimistic.
  const countTokens = state.client.countTokens?.bind(state.client);
  if (!countTokens) return cheap;
  let bound: number;
  try {
    const counted = await countTokens(buildCountTokensRequest(draft), { signal: state.abort.signal });
    bound = countedInputTokenBound(counted);
  } catch (error) {
    if (state.abort.signal.aborted) throw error;
    state.emit({ type: 'warning', message: `count_tokens failed (${asModelError(error).message}); using the size of the request as the bound.` });
    return cheap;
  }
  return budget.plan(state.model, bound, desired, minimum);
}

/**
 * One model call with retries. Every attempt is bounded by the budget before it is made and
 * charged after (a stream that broke mid-message is charged what arrived), so the cap holds
 * across retries.
 */
export async function callModel(
  state: SessionState,
  parts: RequestParts,
  desiredMaxTokens: number,
  minimumMaxTokens = state.budget.minUsefulOutputTokens,
): Promise<ModelCallOutcome> {
  const signal = state.abort.signal;
  for (let attempt = 1; ; attempt++) {
    if (signal.aborted) return { kind: 'stopped' };
    let plan: CallPlan;
    try {
      plan = await planCall(state, parts, desiredMaxTokens, minimumMaxTokens);
    } catch {
      return { kind: 'stopped' };
    }
    if (plan.kind === 'exhausted') return { kind: 'budget_exhausted', reason: plan.reason };
    const request: ModelRequest = buildModelRequest(parts, plan.maxTokens);
    state.emit({ type: 'model_request', turn: state.turns + 1, maxTokens: plan.maxTokens });
    try {
      const reply = await state.client.createMessage(request, { signal });
      charge(state, reply.usage);
      return { kind: 'reply', reply, maxTokens: plan.maxTokens };
    } catch (thrown) {
      const error = asModelError(thrown);
      if (error.partialUsage) charge(state, error.partialUsage);
      state.emit({
        type: 'model_error',
        turn: state.turns + 1,
        attempt,
        error: { kind: error.kind, status: error.status ?? null, message: error.message },
      });
      if (signal.aborted || error.kind === 'aborted') return { kind: 'stopped' };
      const delay = retryDelayMs(error, attempt, state.retry, state.random);
      if (delay === null) return { kind: 'failed', error };
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
