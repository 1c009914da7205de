import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL, modelFamily, PRICE_TABLE, priceOverridesSchema, resolvePrice } from '../../src/model/prices.js';
import { costOfUsage } from '../../src/model/usage.js';

describe('prices', () => {
  it('maps dated ids to their family', () => {
    expect(modelFamily('claude-haiku-4-5-20251001')).toBe('claude-haiku-4-5');
    expect(modelFamily('claude-sonnet-4-5@20250929')).toBe('claude-sonnet-4-5');
    expect(resolvePrice('claude-opus-4-5-20251101').price).toEqual(PRICE_TABLE['claude-opus-4-5']);
    expect(resolvePrice('claude-opus-5').price.input).toBe(5);
    expect(resolvePrice('claude-opus-5-5').price.input).toBe(4);
  });

  it('prices cache writes for 1 hour at twice the input rate', () => {
    for (const price of Object.values(PRICE_TABLE)) expect(price.cache_write_1h).toBe(price.input * 2);
  });

  it('charges an unknown model the most expensive known rate of each kind, with a warning', () => {
    const resolved = resolvePrice('claude-mystery-7');
    expect(resolved.family).toBeNull();
    expect(resolved.warning).toMatch(/claude-mystery-7.*budget\.prices/);
    expect(resolved.price).toEqual({ input: 5, output: 25, cache_write_5m: 6.25, cache_write_1h: 10, cache_read: 0.5 });
  });

  it('lets the policy override a price, also for an unknown model', () => {
    const custom = { input: 1, output: 2, cache_write_5m: 3, cache_write_1h: 4, cache_read: 0.5 };
    expect(resolvePrice('claude-sonnet-5', { 'claude-sonnet-5': custom }).price).toEqual(custom);
    expect(resolvePrice('my-proxy-model', { 'my-proxy-model': custom })).toMatchObject({ price: custom, family: 'my-proxy-model' });
    expect(resolvePrice('claude-sonnet-5-20260101', { 'claude-sonnet-5': custom }).price).toEqual(custom);
  });

  it('validates overrides', () => {
    expect(priceOverridesSchema.safeParse({ m: { input: 1, output: 2, cache_write_5m: 3, cache_write_1h: 4, cache_read: 0.1 } }).success).toBe(true);
    expect(priceOverridesSchema.safeParse({ m: { input: -1, output: 2, cache_write_5m: 3, cache_write_1h: 4, cache_read: 0.1 } }).success).toBe(false);
    expect(priceOverridesSchema.safeParse({ m: { input: 1 } }).success).toBe(false);
  });

  it('uses a current default model with a known price', () => {
    expect(DEFAULT_MODEL).not.toBe('claude-sonnet-4-5');
    expect(resolvePrice(DEFAULT_MODEL).warning).toBeUndefined();
  });

  it('costs usage per kind of token', () => {
    const price = resolvePrice('claude-sonnet-4-5').price;
    const usage = {
      inputTokens: 1_000_000,
      outputTokens: 1_000_000,
      cacheCreationInputTokens: 2_000_000,
      cacheCreation1hInputTokens: 1_000_000,
      cacheReadInputTokens: 1_000_000,
    };
    expect(costOfUsage(usage, price)).toBeCloseTo(3 + 15 + 3.75 + 6 + 0.3, 10);
  });
});
