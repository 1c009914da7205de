import { z } from 'zod';

/** USD per million tokens. */
export interface ModelPrice {
  readonly input: number;
  readonly output: number;
  readonly cache_write_5m: number;
  readonly cache_write_1h: number;
  readonly cache_read: number;
}

/** `budget.prices` in the policy: model id → rates (USD per MTok). */
export const modelPriceSchema = z.strictObject({
  input: z.number().nonnegative(),
  output: z.number().nonnegative(),
  cache_write_5m: z.number().nonnegative(),
  cache_write_1h: z.number().nonnegative(),
  cache_read: z.number().nonnegative(),
});
export const priceOverridesSchema = z.record(z.string().min(1), modelPriceSchema);
export type PriceOverrides = Readonly<Record<string, ModelPrice>>;

/** The default model: a current one (claude-sonnet-4-5 reaches end of life on 2026-11-30). */
export const DEFAULT_MODEL = 'claude-sonnet-5-5';

function rates(input: number, output: number, cacheWrite5m: number, cacheRead: number): ModelPrice {
  return { input, output, cache_write_5m: cacheWrite5m, cache_write_1h: input * 2, cache_read: cacheRead };
}

/** Rates Claude Code 2.1.328 charges, read off its cost report (see docs/budget.md). */
export const PRICE_TABLE: Readonly<Record<string, ModelPrice>> = {
  'claude-opus-5-5': rates(4, 20, 5, 0.2),
  'claude-opus-5': rates(5, 25, 6.25, 0.5),
  'claude-opus-4-5': rates(5, 25, 6.25, 0.5),
  'claude-opus-4-6': rates(5, 25, 6.25, 0.5),
  'claude-opus-4-7': rates(5, 25, 6.25, 0.5),
  'claude-opus-4-8': rates(5, 25, 6.25, 0.5),
  'claude-sonnet-5-5': rates(2, 10, 2.5, 0.1),
  'claude-sonnet-5': rates(2, 10, 2.5, 0.2),
  'claude-sonnet-4-5': rates(3, 15, 3.75, 0.3),
  'claude-sonnet-4-6': rates(3, 15, 3.75, 0.3),
  'claude-haiku-4-5': rates(1, 5, 1.25, 0.1),
};

/**
 * `claude-sonnet-4-5-20250929` → `claude-sonnet-4-5`; also drops `-latest`, a Vertex `@date` (or
 * `@default`), and Bedrock's spelling: an ARN's path, an inference-profile prefix (`global.`, `us.`...),
 * `anthropic.` and a `-v1:0` / `-v1` version (`global.anthropic.claude-opus-4-6-v1` → `claude-opus-4-6`).
 */
export function modelFamily(model: string): string {
  return model
    .trim()
    .replace(/^arn:[^/]*\//, '')
    .replace(/^(?:[a-z]{2,}(?:-[a-z]+)?\.)?anthropic\./, '')
    .replace(/-v\d+(?::\d+)?$/, '')
    .replace(/@[\w-]+$/, '')
    .replace(/-(\d{8}|latest)$/, '');
}

/** The highest rate of each kind among the known models: what an unknown model is charged. */
export function mostExpensivePrice(table: Readonly<Record<string, ModelPrice>>): ModelPrice {
  const all = Object.values(table);
  const max = (key: keyof ModelPrice) => Math.max(...all.map((price) => price[key]));
  return {
    input: max('input'),
    output: max('output'),
    cache_write_5m: max('cache_write_5m'),
    cache_write_1h: max('cache_write_1h'),
    cache_read: max('cache_read'),
  };
}

export interface ResolvedPrice {
  readonly price: ModelPrice;
  /** The table key used, or null when the model is unknown. */
  readonly family: string | null;
  readonly warning?: string;
}

/** The rates for a model: an override first, then its family, else the most expensive known rates. */
export function resolvePrice(model: string, overrides: PriceOverrides = {}): ResolvedPrice {
  const table: Record<string, ModelPrice> = { ...PRICE_TABLE };
  for (const [id, price] of Object.entries(overrides)) table[modelFamily(id)] = price;
  const exact = overrides[model];
  if (exact) return { price: exact, family: model };
  const family = modelFamily(model);
  const known = table[family];
  if (known) return { price: known, family };
  return {
    price: mostExpensivePrice(table),
    family: null,
    warning:
      `No price is known for model "${model}"; it is charged at the most expensive known rates. ` +
      `Add it under budget.prices in the policy to charge its real rates.`,
  };
}
