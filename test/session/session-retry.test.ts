import { afterEach, describe, expect, it } from 'vitest';
import { brokenAfter, endTurn, overloaded, rateLimited, reply, serverError, toolUse } from '../support/scripted-model.js';
import { startHarness, type SessionHarness } from './session-fixture.js';
import { costOfUsage } from '../../src/model/usage.js';
import { resolvePrice } from '../../src/model/prices.js';

let harness: SessionHarness | undefined;
afterEach(async () => {
  await harness?.cleanup();
  harness = undefined;
});

describe('model call retries', () => {
  it('retries after 529 overloaded and 500', async () => {
    harness = await startHarness([overloaded(), serverError(500), endTurn('made it')]);
    const { result, events } = await harness.run();
    expect(result.conclusion).toBe('success');
    expect(harness.api.requests).toHaveLength(3);
    expect(events.filter((e) => e.type === 'warning' && /Retrying/.test(e.message))).toHaveLength(2);
  });

  it('honours retry-after on 429', async () => {
    harness = await startHarness([rateLimited(7), endTurn('ok')]);
    const waits: number[] = [];
    const { result } = await harness.run({ sleep: async (ms) => void waits.push(ms), retry: { maxDelayMs: 60_000 } });
    expect(result.conclusion).toBe('success');
    expect(waits).toEqual([7_000]);
  });

  it('retries a stream that broke mid-message and charges what arrived', async () => {
    harness = await startHarness([brokenAfter(reply(toolUse('Echo', { text: 'x'.repeat(300) })), 4), endTurn('done')]);
    const { result } = await harness.run();
    expect(result.conclusion).toBe('success');
    expect(harness.api.requests).toHaveLength(2);
    const price = resolvePrice('claude-sonnet-5-5').price;
    const completed = harness.api.served.filter((s) => s.completed);
    const completedCost = completed.reduce(
      (sum, s) =>
        sum + costOfUsage({ inputTokens: s.usage!.input_tokens, outputTokens: s.usage!.output_tokens, cacheCreationInputTokens: 0, cacheReadInputTokens: 0, cacheCreation1hInputTokens: 0 }, price),
      0,
    );
    // the broken attempt's input (reported at message_start) is charged on top of the completed reply
    const brokenInput = harness.api.served[0]!.usage!.input_tokens;
    expect(result.costUsd).toBeGreaterThan(completedCost + (brokenInput * price.input) / 1e6 - 1e-12);
    expect(result.usage.inputTokens).toBe(brokenInput + completed[0]!.usage!.input_tokens);
  });

  it('retries after an in-stream overloaded_error event', async () => {
    harness = await startHarness([{ ...endTurn('x'), errorEventAfter: 2 }, endTurn('second try')]);
    const { result } = await harness.run();
    expect(result.conclusion).toBe('success');
    expect(result.finalText).toBe('second try');
  });

  it('gives up with model_error after the retries are spent', async () => {
    harness = await startHarness([overloaded(), overloaded(), overloaded()]);
    const { result } = await harness.run({ retry: { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 5 } });
    expect(result.conclusion).toBe('model_error');
    expect(harness.api.requests).toHaveLength(3);
  });

  it('does not retry a 400', async () => {
    harness = await startHarness([{ kind: 'error', status: 400, message: 'bad request' }, endTurn('never')]);
    const { result } = await harness.run();
    expect(result.conclusion).toBe('model_error');
    expect(result.reason).toMatch(/400/);
    expect(harness.api.requests).toHaveLength(1);
  });
});
