import { afterEach, describe, expect, it } from 'vitest';
import { costOfUsage } from '../../src/model/usage.js';
import { resolvePrice } from '../../src/model/prices.js';
import type { RecordedRequest, ScriptedReply, ServedReply } from '../support/fake-messages-api.js';
import { tokensForBytes } from '../support/fake-messages-api.js';
import { endTurn, overloaded, reply, text, toolUse } from '../support/scripted-model.js';
import { startHarness, type SessionHarness } from './session-fixture.js';

let harness: SessionHarness | undefined;
afterEach(async () => {
  await harness?.cleanup();
  harness = undefined;
});

/** mulberry32: a small seeded PRNG, so a failure names a seed that reproduces it. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the fake API billed, from the usage it reported (partial for broken streams). */
function billed(served: readonly ServedReply[], model: string): number {
  const price = resolvePrice(model).price;
  return served.reduce((sum, s) => {
    if (!s.usage) return sum;
    return (
      sum +
      costOfUsage(
        {
          inputTokens: s.usage.input_tokens,
          outputTokens: s.usage.output_tokens,
          cacheCreationInputTokens: s.usage.cache_creation_input_tokens,
          cacheReadInputTokens: s.usage.cache_read_input_tokens,
          cacheCreation1hInputTokens: 0,
        },
        price,
      )
    );
  }, 0);
}

const MODELS = ['claude-sonnet-5-5', 'claude-opus-5', 'claude-haiku-4-5', 'claude-opus-4-5-20251101', 'claude-unknown-9'];

describe('the hard budget', () => {
  it('never spends more than the cap across many randomized sessions', async () => {
    let exhausted = 0;
    let counted = 0;
    let highestShare = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const random = prng(seed);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
      const model = pick(MODELS);
      const cap = 0.002 + random() * 0.04;
      const script = (request: RecordedRequest): ScriptedReply => {
        const roll = random();
        if (roll < 0.05) return overloaded();
        const maxTokens = request.body.max_tokens as number;
        const prompt = tokensForBytes(request.raw);
        const cacheRead = Math.floor(prompt * random() * 0.5);
        const cacheWrite = Math.floor((prompt - cacheRead) * random() * 0.5);
        const usage = {
          input_tokens: prompt - cacheRead - cacheWrite,
          cache_read_input_tokens: cacheRead,
          cache_creation_input_tokens: cacheWrite,
          output_tokens: 1 + Math.floor(random() * maxTokens),
        };
        const body = reply(text('x'.repeat(Math.floor(random() * 400))), toolUse('Echo', { text: 'y'.repeat(Math.floor(random() * 3000)) }));
        if (roll < 0.12) return { ...body, usage, breakAfter: 3 };
        if (roll < 0.17) return { ...endTurn('done'), usage };
        return { ...body, usage };
      };
      harness = await startHarness(script);
      const { result } = await harness.run({
        model,
        maxBudgetUsd: cap,
        maxTokens: 500 + Math.floor(random() * 4000),
        minUsefulOutputTokens: 256,
        maxTurns: 60,
      });
      const server = billed(harness.api.served, model);
      expect(server, `seed ${seed}: billed ${server} > cap ${cap}`).toBeLessThanOrEqual(cap);
      expect(result.costUsd, `seed ${seed}`).toBeLessThanOrEqual(cap);
      // the session charged at least what the server billed (broken streams are estimated upward)
      expect(result.costUsd).toBeGreaterThanOrEqual(server - 1e-12);
      if (result.conclusion === 'budget_exhausted') exhausted++;
      highestShare = Math.max(highestShare, server / cap);
      counted += harness.api.countRequests.length;
      await harness.cleanup();
      harness = undefined;
    }
    expect(exhausted).toBeGreaterThan(20);
    expect(counted).toBeGreaterThan(0);
    // the cap is approached, not avoided by stopping early
    expect(highestShare).toBeGreaterThan(0.8);
  }, 120_000);

  it('stops with budget_exhausted before calling when even the prompt does not fit', async () => {
    harness = await startHarness([endTurn('never')]);
    const { result, events } = await harness.run({ maxBudgetUsd: 0.00001 });
    expect(result.conclusion).toBe('budget_exhausted');
    expect(result.costUsd).toBe(0);
    expect(harness.api.requests).toHaveLength(0);
    expect(events.at(-1)).toMatchObject({ type: 'session_end', result: { conclusion: 'budget_exhausted' } });
  });

  it('shrinks max_tokens to what the budget can still pay for, using count_tokens when close', async () => {
    harness = await startHarness([endTurn('ok')]);
    // sonnet-5-5: output $10/MTok; $0.01 leaves room for well under 16000 output tokens.
    const { result } = await harness.run({ maxBudgetUsd: 0.01, maxTokens: 16_000 });
    expect(result.conclusion).toBe('success');
    expect(harness.api.countRequests).toHaveLength(1);
    const sent = harness.api.requests[0]!.body.max_tokens as number;
    expect(sent).toBeLessThan(1000);
    expect(sent).toBeGreaterThanOrEqual(512);
  });

  it('warns once when the model has no known price', async () => {
    harness = await startHarness([endTurn('ok')]);
    const { events } = await harness.run({ model: 'claude-mystery-1' });
    expect(events.filter((e) => e.type === 'warning' && /No price is known/.test(e.message))).toHaveLength(1);
  });
});
