import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Budget } from '../../src/model/budget.js';
import { usageFromApi } from '../../src/model/usage.js';

describe('Budget', () => {
  it('charges reported usage per model', () => {
    const budget = new Budget({ maxBudgetUsd: 1 });
    const cost = budget.charge('claude-haiku-4-5', usageFromApi({ input_tokens: 1000, output_tokens: 100, cache_read_input_tokens: 500 }));
    expect(cost).toBeCloseTo((1000 * 1 + 100 * 5 + 500 * 0.1) / 1e6, 12);
    expect(budget.spentUsd).toBe(cost);
    expect(budget.modelUsage['claude-haiku-4-5']).toMatchObject({ usage: { inputTokens: 1000, outputTokens: 100, cacheReadInputTokens: 500 } });
  });

  it('splits 1-hour cache writes out of the reported usage', () => {
    const usage = usageFromApi({
      input_tokens: 1,
      output_tokens: 1,
      cache_creation_input_tokens: 300,
      cache_creation: { ephemeral_1h_input_tokens: 100, ephemeral_5m_input_tokens: 200 },
    });
    expect(usage.cacheCreation1hInputTokens).toBe(100);
    expect(usage.cacheCreationInputTokens).toBe(300);
  });

  it('keeps the full max_tokens when the worst case fits', () => {
    const budget = new Budget({ maxBudgetUsd: 10 });
    expect(budget.plan('claude-sonnet-5', 10_000, 16_000)).toMatchObject({ kind: 'ok', maxTokens: 16_000 });
  });

  it('shrinks max_tokens so the worst case fits, and stops below the useful minimum', () => {
    const budget = new Budget({ maxBudgetUsd: 0.05, minUsefulOutputTokens: 500 });
    // sonnet-5: worst input rate 2.5/MTok (cache write), output 10/MTok
    const plan = budget.plan('claude-sonnet-5', 10_000, 16_000);
    expect(plan).toMatchObject({ kind: 'ok' });
    if (plan.kind === 'ok') {
      expect(plan.maxTokens).toBe(Math.floor((0.05 - 1e-9 - 10_000 * 2.5e-6) / 10e-6));
      expect(plan.worstCaseUsd).toBeLessThanOrEqual(0.05);
    }
    expect(budget.plan('claude-sonnet-5', 19_000, 16_000)).toMatchObject({ kind: 'exhausted' });
  });

  it('never plans a call whose worst case exceeds what is left (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.array(fc.record({ input: fc.nat(200_000), output: fc.nat(32_000) }), { maxLength: 5 }),
        fc.nat(500_000),
        fc.integer({ min: 1, max: 64_000 }),
        (cap, spent, inputBound, desired) => {
          const budget = new Budget({ maxBudgetUsd: cap, minUsefulOutputTokens: 1 });
          for (const s of spent) {
            const plan = budget.plan('claude-opus-5', s.input, s.output, 1);
            if (plan.kind === 'ok') budget.charge('claude-opus-5', usageFromApi({ input_tokens: s.input, output_tokens: plan.maxTokens }));
          }
          const plan = budget.plan('claude-opus-5', inputBound, desired, 1);
          if (plan.kind === 'ok') {
            expect(budget.spentUsd + budget.worstCaseUsd('claude-opus-5', inputBound, plan.maxTokens)).toBeLessThanOrEqual(cap);
            expect(plan.maxTokens).toBeLessThanOrEqual(desired);
          }
          expect(budget.spentUsd).toBeLessThanOrEqual(cap);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a negative cap with a clear message', () => {
    expect(() => new Budget({ maxBudgetUsd: -1 })).toThrow(/maxBudgetUsd must be a non-negative/);
  });
});
