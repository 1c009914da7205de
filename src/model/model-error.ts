import type { ChargeableUsage } from './usage.js';

export type ModelErrorKind =
  | 'rate_limited'
  | 'overloaded'
  | 'server_error'
  | 'connection'
  | 'broken_stream'
  | 'aborted'
  | 'invalid_request'
  | 'authentication'
  | 'replay_exhausted'
  | 'unknown';

const RETRYABLE: ReadonlySet<ModelErrorKind> = new Set([
  'rate_limited',
  'overloaded',
  'server_error',
  'connection',
  'broken_stream',
]);

export interface ModelCallErrorInit {
  readonly kind: ModelErrorKind;
  readonly message: string;
  readonly status?: number;
  /** From `retry-after-ms` / `retry-after`. */
  readonly retryAfterMs?: number;
  /** What the API reported before the failure (a stream that broke mid-message); still charged. */
  readonly partialUsage?: ChargeableUsage | null;
  readonly cause?: unknown;
}

/** A model call that failed; `retryable` says whether trying again may help. */
export class ModelCallError extends Error {
  readonly kind: ModelErrorKind;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly partialUsage: ChargeableUsage | null;

  constructor(init: ModelCallErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ModelCallError';
    this.kind = init.kind;
    this.status = init.status;
    this.retryAfterMs = init.retryAfterMs;
    this.partialUsage = init.partialUsage ?? null;
  }

  get retryable(): boolean {
    return RETRYABLE.has(this.kind);
  }
}

/** `retry-after-ms`, then `retry-after` (seconds or an HTTP date), in milliseconds. */
export function parseRetryAfter(headers: { get(name: string): string | null } | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') !== null && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}

export function kindForStatus(status: number): ModelErrorKind {
  if (status === 429) return 'rate_limited';
  if (status === 529) return 'overloaded';
  if (status === 401 || status === 403) return 'authentication';
  if (status >= 500) return 'server_error';
  if (status === 408 || status === 409) return 'server_error';
  return 'invalid_request';
}
