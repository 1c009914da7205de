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

/** Tokens billed at one set of rates, with the 1-hour cache writes split out. */
export interface BilledTokens extends TokenUsage {
  /** Part of `cacheCreationInputTokens` written with the 1-hour TTL. */
  readonly cacheCreation1hInputTokens: number;
}

/** What the API reports for one response. */
export interface ChargeableUsage extends BilledTokens {
  /**
   * What a server-side compaction in this response used. The API reports it only in
   * `usage.iterations` (entries of type `compaction`), never in the top-level fields, yet bills it.
   */
  readonly compaction?: BilledTokens;
  /** A stream that broke after a server-side compaction began, before the usage that bills it arrived. */
  readonly compactionUnreported?: true;
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function billedTokens(raw: Record<string, unknown>): BilledTokens {
  const creation = isRecord(raw.cache_creation) ? raw.cache_creation : {};
  const cacheCreationInputTokens = count(raw.cache_creation_input_tokens);
  return {
    inputTokens: count(raw.input_tokens),
    outputTokens: count(raw.output_tokens),
    cacheCreationInputTokens,
    cacheReadInputTokens: count(raw.cache_read_input_tokens),
    cacheCreation1hInputTokens: Math.min(count(creation.ephemeral_1h_input_tokens), cacheCreationInputTokens),
  };
}

function addBilled(a: BilledTokens, b: BilledTokens): BilledTokens {
  return { ...addUsage(a, b), cacheCreation1hInputTokens: a.cacheCreation1hInputTokens + b.cacheCreation1hInputTokens };
}

/** The `compaction` entries of `usage.iterations`, summed; undefined when there are none. */
function compactionTokens(iterations: unknown): BilledTokens | undefined {
  if (!Array.isArray(iterations)) return undefined;
  const entries = iterations.filter((entry): entry is Record<string, unknown> => isRecord(entry) && entry.type === 'compaction');
  if (entries.length === 0) return undefined;
  return entries.map(billedTokens).reduce(addBilled);
}

/** The API's `usage` object (snake_case, nullable fields) as chargeable usage, server-side compaction included. */
export function usageFromApi(usage: unknown): ChargeableUsage {
  if (!isRecord(usage)) return zeroUsage;
  const compaction = compactionTokens(usage.iterations);
  return { ...billedTokens(usage), ...(compaction ? { compaction } : {}) };
}

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    cacheCreationInputTokens: a.cacheCreationInputTokens + b.cacheCreationInputTokens,
    cacheReadInputTokens: a.cacheReadInputTokens + b.cacheReadInputTokens,
  };
}

/** Every token a response billed: the top-level fields plus a server-side compaction's. */
export function billedUsage(usage: ChargeableUsage): TokenUsage {
  return usage.compaction ? addUsage(usage, usage.compaction) : publicUsage(usage);
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

function costOfTokens(usage: BilledTokens, price: ModelPrice): number {
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

/** USD for one response's usage, a server-side compaction's included. */
export function costOfUsage(usage: ChargeableUsage, price: ModelPrice): number {
  return costOfTokens(usage, price) + (usage.compaction ? costOfTokens(usage.compaction, price) : 0);
}

/** USD for what a server-side compaction in one response used alone. */
export function compactionCost(usage: ChargeableUsage, price: ModelPrice): number {
  return usage.compaction ? costOfTokens(usage.compaction, price) : 0;
}
