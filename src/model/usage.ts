import type { ModelPrice } from './prices.js';

/** Tokens of one response or of a whole session, in the API's four kinds. */
export interface TokenUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly cacheCreationInputTokens: number;
  readonly cacheReadInputTokens: number;
}

/** What one model cost in a session. */
export interface ModelUsage {
  readonly usage: TokenUsage;
  readonly costUsd: number;
}

/** What the API reports for one response, with the 1-hour cache writes split out. */
export interface ChargeableUsage extends TokenUsage {
  /** Part of `cacheCreationInputTokens` written with the 1-hour TTL. */
  readonly cacheCreation1hInputTokens: number;
}

export const zeroUsage: ChargeableUsage = {
  inputTokens: 0,
  outputTokens: 0,
  cacheCreationInputTokens: 0,
  cacheReadInputTokens: 0,
  cacheCreation1hInputTokens: 0,
};

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : 0;

/** The API's `usage` object (snake_case, nullable fields) as chargeable usage. */
export function usageFromApi(usage: unknown): ChargeableUsage {
  if (typeof usage !== 'object' || usage === null) return zeroUsage;
  const raw = usage as Record<string, unknown>;
  const creation = typeof raw.cache_creation === 'object' && raw.cache_creation !== null
    ? (raw.cache_creation as Record<string, unknown>)
    : {};
  const cacheCreationInputTokens = count(raw.cache_creation_input_tokens);
  return {
    inputTokens: count(raw.input_tokens),
    outputTokens: count(raw.output_tokens),
    cacheCreationInputTokens,
    cacheReadInputTokens: count(raw.cache_read_input_tokens),
    cacheCreation1hInputTokens: Math.min(count(creation.ephemeral_1h_input_tokens), cacheCreationInputTokens),
  };
}

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    cacheCreationInputTokens: a.cacheCreationInputTokens + b.cacheCreationInputTokens,
    cacheReadInputTokens: a.cacheReadInputTokens + b.cacheReadInputTokens,
  };
}

/** The public shape (events, results) of chargeable usage. */
export function publicUsage(usage: TokenUsage): TokenUsage {
  return {
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
    cacheCreationInputTokens: usage.cacheCreationInputTokens,
    cacheReadInputTokens: usage.cacheReadInputTokens,
  };
}

/** USD for one response's usage. */
export function costOfUsage(usage: ChargeableUsage, price: ModelPrice): number {
  const write1h = usage.cacheCreation1hInputTokens;
  const write5m = usage.cacheCreationInputTokens - write1h;
  return (
    (usage.inputTokens * price.input +
      usage.outputTokens * price.output +
      write5m * price.cache_write_5m +
      write1h * price.cache_write_1h +
      usage.cacheReadInputTokens * price.cache_read) /
    1_000_000
  );
}
