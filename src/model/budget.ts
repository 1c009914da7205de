import type { ModelUsage, TokenUsage } from './usage.js';
import { resolvePrice, type ModelPrice, type PriceOverrides } from './prices.js';
import { addUsage, billedUsage, costOfUsage, publicUsage, zeroUsage, type ChargeableUsage } from './usage.js';

export const DEFAULT_MIN_USEFUL_OUTPUT_TOKENS = 512;
/** Floating-point slack kept free so that rounding can never push the total over the cap. */
const EPSILON_USD = 1e-9;

export interface BudgetOptions {
  readonly maxBudgetUsd: number;
  readonly prices?: PriceOverrides;
  /** Below this many output tokens a call is not worth making: the session stops instead. */
  readonly minUsefulOutputTokens?: number;
  /** Told once per unknown model. */
  readonly onWarning?: (message: string) => void;
}

export type CallPlan =
  | { readonly kind: 'ok'; readonly maxTokens: number; readonly worstCaseUsd: number }
  | { readonly kind: 'exhausted'; readonly reason: string };

/** The hard cap: charges what the API reports, and bounds each call's worst case before it is made. */
export class Budget {
  readonly maxBudgetUsd: number;
  readonly minUsefulOutputTokens: number;
  private spent = 0;
  private total: TokenUsage = zeroUsage;
  private readonly perModel = new Map<string, { usage: TokenUsage; costUsd: number }>();
  private readonly prices: PriceOverrides;
  private readonly warned = new Set<string>();
  private readonly onWarning: ((message: string) => void) | undefined;

  constructor(options: BudgetOptions) {
    if (!Number.isFinite(options.maxBudgetUsd) || options.maxBudgetUsd < 0) {
      throw new RangeError(`maxBudgetUsd must be a non-negative number of dollars, got ${options.maxBudgetUsd}.`);
    }
    this.maxBudgetUsd = options.maxBudgetUsd;
    this.minUsefulOutputTokens = options.minUsefulOutputTokens ?? DEFAULT_MIN_USEFUL_OUTPUT_TOKENS;
    this.prices = options.prices ?? {};
    this.onWarning = options.onWarning;
  }

  get spentUsd(): number {
    return this.spent;
  }

  get remainingUsd(): number {
    return Math.max(0, this.maxBudgetUsd - this.spent);
  }

  get usage(): TokenUsage {
    return this.total;
  }

  get modelUsage(): Record<string, ModelUsage> {
    return Object.fromEntries([...this.perModel].map(([model, entry]) => [model, { ...entry }]));
  }

  priceOf(model: string): ModelPrice {
    const resolved = resolvePrice(model, this.prices);
    if (resolved.warning && !this.warned.has(model)) {
      this.warned.add(model);
      this.onWarning?.(resolved.warning);
    }
    return resolved.price;
  }

  /** Records one response (or the part of one that arrived before the stream broke). Returns its cost. */
  charge(model: string, usage: ChargeableUsage): number {
    const cost = costOfUsage(usage, this.priceOf(model));
    this.spent += cost;
    const billed = billedUsage(usage);
    this.total = addUsage(this.total, billed);
    const entry = this.perModel.get(model) ?? { usage: zeroUsage, costUsd: 0 };
    this.perModel.set(model, { usage: publicUsage(addUsage(entry.usage, billed)), costUsd: entry.costUsd + cost });
    return cost;
  }

  /** USD per input token at the dearest way the API may bill it (plain, cache write or cache read). */
  private worstInputRate(price: ModelPrice): number {
    return Math.max(price.input, price.cache_write_5m, price.cache_read) / 1_000_000;
  }

  /** The most a call may cost with at most `inputTokens` of prompt and `maxTokens` of output. */
  worstCaseUsd(model: string, inputTokens: number, maxTokens: number): number {
    const price = this.priceOf(model);
    return inputTokens * this.worstInputRate(price) + (maxTokens * price.output) / 1_000_000;
  }

  /**
   * The largest `max_tokens` (up to `desired`) whose worst case fits what is left, given an upper
   * bound on the prompt's tokens; `exhausted` when fewer than `minimum` output tokens would fit.
   * `mayCompact`: the request may set off a server-side compaction, a second sampling over the same
   * prompt whose output `max_tokens` also bounds, billed on top.
   */
  plan(model: string, inputTokenBound: number, desired: number, minimum = this.minUsefulOutputTokens, mayCompact = false): CallPlan {
    const price = this.priceOf(model);
    const samplings = mayCompact ? 2 : 1;
    const available = this.maxBudgetUsd - this.spent - EPSILON_USD;
    const inputCost = samplings * inputTokenBound * this.worstInputRate(price);
    const outputRate = (samplings * price.output) / 1_000_000;
    const fit = outputRate > 0 ? Math.floor((available - inputCost) / outputRate) : desired;
    const maxTokens = Math.min(desired, fit);
    const floor = Math.min(minimum, desired);
    if (available - inputCost < 0 || maxTokens < floor) {
      return {
        kind: 'exhausted',
        reason:
          `The budget is spent: $${this.spent.toFixed(4)} of $${this.maxBudgetUsd.toFixed(2)} used, and the next call ` +
          `(about ${inputTokenBound} prompt tokens plus at least ${floor} output tokens${mayCompact ? ', with a compaction of that prompt' : ''}) could cost more than the ` +
          `$${Math.max(0, available).toFixed(4)} left.`,
      };
    }
    return { kind: 'ok', maxTokens, worstCaseUsd: inputCost + maxTokens * outputRate };
  }
}
