/**
 * The session's context window, thinking and compaction, against the loopback Messages API that
 * signs thinking and compaction blocks, refuses changed ones and enforces a window.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { transcriptListener } from '../support/transcript.js';
import { signThinking } from '../support/fake-model-behaviour.js';
import { brokenAfter, endTurn, reply, toolUse, withStop } from '../support/scripted-model.js';
import { apiTotalUsd, DEFAULT_MODEL_RATES } from '../support/long-task.js';
import { startHarness, type SessionHarness } from './session-fixture.js';

let harness: SessionHarness | undefined;
afterEach(async () => {
  await harness?.cleanup();
  harness = undefined;
});

type Block = { type: string; thinking?: string; signature?: string; budget_tokens?: number };
const messagesOf = (body: Record<string, unknown>) => body.messages as { role: string; content: Block[] }[];

describe('thinking', () => {
  it('retries a reply cut off at max_tokens inside its thinking block with more room, and never sends the cut block back', async () => {
    harness = await startHarness([withStop(reply(), 'max_tokens'), reply(toolUse('Echo', { text: 'a' })), endTurn('done')]);
    const { result } = await harness.run({ maxTokens: 2_000, thinking: { kind: 'adaptive' } });
    expect(result.conclusion).toBe('success');
    expect(harness.api.rejected).toEqual([]);
    const [first, retry] = harness.api.requests.map((r) => r.body);
    expect(first!.max_tokens).toBe(2_000);
    expect(retry!.max_tokens).toBe(4_000);
    expect(retry!.messages).toEqual(first!.messages);
  });

  it('keeps a thinking budget below max_tokens when the budget shrinks max_tokens, and stops rather than send one the API refuses', async () => {
    const script = Array.from({ length: 80 }, (_, i) => reply(toolUse('Echo', { text: `t${i}` })));
    harness = await startHarness(script);
    const { result } = await harness.run({ maxTokens: 16_000, thinking: { kind: 'budget', tokens: 8_000 }, maxBudgetUsd: 0.12, maxTurns: 80 });
    expect(result.conclusion).toBe('budget_exhausted');
    expect(harness.api.rejected).toEqual([]);
    const bodies = harness.api.requests.map((r) => r.body as { max_tokens: number; thinking: Block });
    expect(bodies.some((body) => body.max_tokens < 16_000)).toBe(true);
    for (const body of bodies) {
      expect(body.thinking.type).toBe('enabled');
      expect(body.thinking.budget_tokens).toBeGreaterThanOrEqual(1_024);
      expect(body.thinking.budget_tokens).toBeLessThan(body.max_tokens);
    }
    expect(apiTotalUsd(harness.api.served, DEFAULT_MODEL_RATES)).toBeLessThanOrEqual(0.12);
  });

  it('sends thinking blocks back byte for byte with their signatures; the API would refuse a changed one', async () => {
    const thinking = 'I should echo "é\\n" exactly.';
    harness = await startHarness([reply({ type: 'thinking', thinking, signature: signThinking(thinking) }, toolUse('Echo', { text: 'a' })), endTurn('done')]);
    const { result } = await harness.run({ thinking: { kind: 'adaptive' } });
    expect(result.conclusion).toBe('success');
    expect(harness.api.rejected).toEqual([]);
    const assistant = messagesOf(harness.api.requests[1]!.body).find((m) => m.role === 'assistant')!;
    expect(assistant.content.filter((b) => b.type === 'thinking').map((b) => b.thinking)).toContain(thinking);
    expect(harness.api.requests[1]!.raw).toContain(JSON.stringify(signThinking(thinking)));
  });

  it('keeps thinking in the transcript redacted, and a block redaction changed loses its signature so no replay sends it back as signed', async () => {
    const secret = 'sk-live-0123456789abcdef';
    const leaky = `The token is ${secret}; I must not repeat it.`;
    harness = await startHarness([reply({ type: 'thinking', thinking: leaky, signature: signThinking(leaky) }, toolUse('Echo', { text: 'a' })), endTurn('done')]);
    const path = join(harness.dir, 'transcript.jsonl');
    const { result } = await harness.run({ thinking: { kind: 'adaptive' }, secrets: [secret], onEvent: transcriptListener(path, { secrets: [secret] }) });
    expect(result.conclusion).toBe('success');
    const transcript = readFileSync(path, 'utf8');
    expect(transcript).not.toContain(secret);
    const exchanges = transcript.split('\n').filter((line) => line.includes('"type":"exchange"')).map((line) => JSON.parse(line) as { reply: { content: Block[] } });
    const thinking = exchanges.flatMap((exchange) => exchange.reply.content).filter((block) => block.type === 'thinking');
    const changed = thinking.filter((block) => block.thinking!.includes('***'));
    expect(changed).toHaveLength(1);
    expect(changed[0]!.signature).toBe('redacted-by-tollgate');
    // The API's own blocks, which held nothing secret, keep their signatures.
    const untouched = thinking.filter((block) => !block.thinking!.includes('***'));
    expect(untouched.length).toBeGreaterThan(0);
    for (const block of untouched) expect(block.signature).toBe(signThinking(block.thinking!));
  });

  it('sends no thinking with thinking off, and effort as output_config', async () => {
    harness = await startHarness([endTurn('done')]);
    await harness.run({ thinking: { kind: 'off' }, effort: 'low' });
    const body = harness.api.requests[0]!.body;
    expect(body.thinking).toBeUndefined();
    expect(body.output_config).toEqual({ effort: 'low' });
    expect(body.temperature).toBeUndefined();
  });

  it("refuses adaptive thinking on a model that only takes a budget, naming what to give instead, before any request", async () => {
    harness = await startHarness([endTurn('never')]);
    const { result } = await harness.run({ model: 'claude-sonnet-4-5', thinking: { kind: 'adaptive' } });
    expect(result.conclusion).toBe('error');
    expect(result.reason).toContain('thinking: adaptive is not offered by claude-sonnet-4-5; give a token budget instead');
    expect(harness.api.requests).toHaveLength(0);
  });
});

describe('the context window', () => {
  it("plans with the window the Models API gives for the model", async () => {
    harness = await startHarness([reply(toolUse('Echo', { text: 'a' })), endTurn('done')], [], { models: { 'claude-sonnet-5-5': 1_000_000 } });
    const { result } = await harness.run();
    expect(result.context?.window).toBe(1_000_000);
  });

  it('keeps the table\'s window when the Models API does not know the model, and the policy\'s over both', async () => {
    harness = await startHarness([endTurn('done'), endTurn('done')], [], { models: {} });
    expect((await harness.run()).result.context?.window).toBe(200_000);
    expect((await harness.run({ contextWindow: 150_000 })).result.context?.window).toBe(150_000);
  });

  it('charges a server-side compaction whose stream broke before its usage arrived at its bound, so the spend shown never falls below the bill', async () => {
    // A tool input of ~175k tokens puts the next prompt over the API's compaction trigger.
    const big = 'x'.repeat(700_000);
    harness = await startHarness(
      [reply(toolUse('Echo', { text: big })), brokenAfter(reply(toolUse('Echo', { text: 'b' })), 4), reply(toolUse('Echo', { text: 'c' })), endTurn('done')],
      [],
      { behaviour: { contextWindow: 200_000 } },
    );
    const { result, events } = await harness.run({ serverCompaction: true, contextWindow: 200_000, maxBudgetUsd: 10, maxTokens: 4_000 });
    expect(result.conclusion).toBe('success');
    expect(harness.api.rejected).toEqual([]);
    expect(events.some((event) => event.type === 'model_error')).toBe(true);
    // The broken reply had begun a compaction, and the retry compacted again and finished it.
    const broken = harness.api.served.find((served) => !served.completed)!;
    expect(broken.usage?.iterations?.[0]?.type).toBe('compaction');
    expect(result.context?.compactions.map((c) => c.kind)).toEqual(['server']);
    expect(result.costUsd).toBeGreaterThanOrEqual(apiTotalUsd(harness.api.served, DEFAULT_MODEL_RATES) - 1e-9);
  });
});
