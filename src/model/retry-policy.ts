import type { ModelCallError } from './model-error.js';

export interface RetryPolicy {
  /** Attempts after the first. */
  readonly maxRetries: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { maxRetries: 4, baseDelayMs: 1_000, maxDelayMs: 30_000 };

/**
 * How long to wait before retry number `attempt` (1-based): the server's `retry-after` when it
 * gave one, otherwise exponential backoff with jitter; null when the error is final or retries
 * are used up.
 */
export function retryDelayMs(
  error: ModelCallError,
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number | null {
  if (!error.retryable || attempt > policy.maxRetries) return null;
  if (error.retryAfterMs !== undefined) return Math.min(error.retryAfterMs, policy.maxDelayMs);
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(exponential * (0.75 + random() * 0.25));
}

/** Resolves after `ms`, or at once (rejecting) when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason ?? new Error('aborted'));
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new Error('aborted'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
