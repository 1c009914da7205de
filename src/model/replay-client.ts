import { readFile } from 'node:fs/promises';
import type { CountTokensRequest, ModelCallOptions, ModelClient, ModelReply, ModelRequest } from './model-client.js';
import { parseCassette, type Cassette, type RecordedFailure } from './cassette-format.js';
import type { ChargeableUsage } from './usage.js';
import { ModelCallError } from './model-error.js';
import { cheapInputTokenBound } from './token-bound.js';

export async function loadCassette(path: string): Promise<Cassette> {
  return parseCassette(await readFile(path, 'utf8'), path);
}

export interface ReplayOptions {
  /** Told when a request differs from the recorded one (the recorded reply is still served). */
  readonly onWarning?: (message: string) => void;
}

/** The parts of a request that decide the model's answer (not `max_tokens`, which the budget varies). */
function comparable(request: Record<string, unknown>): { head: string; messages: string[] } {
  const { model, system, tools } = request;
  const messages = Array.isArray(request.messages) ? request.messages : [];
  return {
    head: JSON.stringify({ model, system, tools }),
    messages: messages.map((message) => JSON.stringify(message)),
  };
}

export function describeDivergence(recorded: Record<string, unknown>, actual: Record<string, unknown>): string | null {
  const a = comparable(recorded);
  const b = comparable(actual);
  if (a.head !== b.head) return 'the model, system prompt or tools differ';
  const length = Math.max(a.messages.length, b.messages.length);
  for (let index = 0; index < length; index++) {
    if (a.messages[index] !== b.messages[index]) return `messages[${index}] differs`;
  }
  return null;
}

/** The recorded failure as the session saw it, to fail the replayed call the same way. */
function failureOf(failure: RecordedFailure): ModelCallError {
  const { kind, status, message, retryAfterMs, partialUsage } = failure.error;
  return new ModelCallError({ kind, message, ...(status !== null ? { status } : {}), ...(retryAfterMs !== null ? { retryAfterMs } : {}), partialUsage: partialUsage as ChargeableUsage | null });
}

/**
 * Serves a cassette's replies in order instead of calling the API, and fails a call where the
 * recorded one failed (a refusal, an overloaded model, a broken stream), so a run that retried,
 * fell back or compacted replays the same way; the tools still really run.
 */
export function createReplayModelClient(cassette: Cassette, options: ReplayOptions = {}): ModelClient {
  let next = 0;
  let nextFailure = 0;
  const failures = [...cassette.failures].sort((a, b) => a.seq - b.seq);
  const counts = new Map(cassette.counts.map((entry) => [JSON.stringify(entry.request), entry.inputTokens]));
  return {
    async createMessage(request: ModelRequest, callOptions?: ModelCallOptions): Promise<ModelReply> {
      if (callOptions?.signal?.aborted) throw new ModelCallError({ kind: 'aborted', message: 'The model call was aborted.' });
      const failure = failures[nextFailure];
      if (failure && failure.seq < (cassette.exchanges[next]?.seq ?? Infinity)) {
        nextFailure++;
        throw failureOf(failure);
      }
      const recorded = cassette.exchanges[next];
      if (!recorded) {
        throw new ModelCallError({
          kind: 'replay_exhausted',
          message: `The recording has no reply for request ${next + 1} (it holds ${cassette.exchanges.length}).`,
        });
      }
      const divergence = cassette.scripted ? null : describeDivergence(recorded.request, request as unknown as Record<string, unknown>);
      if (divergence) options.onWarning?.(`Replay: request ${next + 1} diverges from the recording (${divergence}); serving the recorded reply.`);
      next++;
      return structuredClone(recorded.reply);
    },
    /** The recorded count of the same request, else a safe upper bound. */
    async countTokens(request: CountTokensRequest): Promise<number> {
      return counts.get(JSON.stringify(request)) ?? cheapInputTokenBound(request);
    },
  };
}
