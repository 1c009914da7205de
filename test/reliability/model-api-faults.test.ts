/**
 * Faults from the Messages API, on loopback, through a session: each ends in a retry that works
 * or a clean conclusion, with the cost of every attempt counted. (429, 500, 529 and a broken
 * stream are also in test/session/session-retry.test.ts; the action's comment for these faults
 * is in model-api-faults-e2e.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScriptedError, ScriptedMessage } from '../support/fake-messages-api.js';
import { brokenAfter, endTurn, overloaded, rateLimited, reply, serverError, text, toolUse, withDelay } from '../support/scripted-model.js';
import { startHarness, type SessionHarness } from '../session/session-fixture.js';
import { transcriptListener } from '../support/transcript.js';

let harness: SessionHarness | undefined;
afterEach(async () => {
  await harness?.cleanup();
  harness = undefined;
});

const malformedToolCall: ScriptedMessage = {
  content: [text('Calling Echo.'), { type: 'tool_use', id: 'toolu_bad', name: 'Echo', input: {}, partialJson: ['{"text": "a"', ' ]]] }', 'garbage'] }],
};
const pairing400: ScriptedError = {
  kind: 'error',
  status: 400,
  type: 'invalid_request_error',
  message: 'messages.2: `tool_use` ids were found without `tool_result` blocks immediately after: toolu_x. Each `tool_use` block must have a corresponding `tool_result` block in the next message.',
};

/** What the fake reported at message_start for every attempt that got that far (completed or not). */
const reportedInputTokens = (h: SessionHarness) => h.api.served.reduce((sum, served) => sum + (served.usage?.input_tokens ?? 0), 0);

describe('Messages API faults in a session', () => {
  it('malformed JSON in input_json_delta: the half-read call is not run, the request is retried, both attempts are charged', async () => {
    const log: string[] = [];
    harness = await startHarness([malformedToolCall, reply(toolUse('Echo', { text: 'good' }, 'toolu_good')), endTurn('done')], log);
    const { result, events } = await harness.run();
    expect(result.conclusion).toBe('success');
    expect(log).toEqual(['start:good', 'end:good']);
    expect(events.some((e) => e.type === 'warning' && /JSON/.test(e.message) && /Retrying/.test(e.message))).toBe(true);
    expect(JSON.stringify(harness.api.requests.map((r) => r.body.messages))).not.toContain('toolu_bad');
    expect(result.usage.inputTokens).toBe(reportedInputTokens(harness));
    expect(harness.api.served[0]?.completed).toBe(true);
  });

  it('a stream cut in the middle of a tool_use: the partial call is not run, the retry is, the cut attempt is charged', async () => {
    const log: string[] = [];
    // message_start, block_start(text), 2 text deltas, block_stop, block_start(tool_use), 1 json delta: then the socket dies.
    const cut = brokenAfter(reply(text('Working.'), toolUse('Echo', { text: 'first-attempt-'.repeat(20) }, 'toolu_cut')), 7);
    harness = await startHarness([cut, reply(toolUse('Echo', { text: 'second' }, 'toolu_ok')), endTurn('done')], log);
    const { result } = await harness.run();
    expect(result.conclusion).toBe('success');
    expect(log).toEqual(['start:second', 'end:second']);
    expect(harness.api.served[0]?.completed).toBe(false);
    expect(result.usage.inputTokens).toBe(reportedInputTokens(harness));
    expect(result.usage.outputTokens).toBeGreaterThan(harness.api.served.filter((s) => s.completed).reduce((sum, s) => sum + (s.usage?.output_tokens ?? 0), 0));
  });

  it('429 with retry-after, 500 and 529 in a row: waits as told, then the reply is used', async () => {
    harness = await startHarness([rateLimited(2), serverError(500), overloaded(), endTurn('made it')]);
    const waits: number[] = [];
    const { result } = await harness.run({ sleep: async (ms) => void waits.push(ms), retry: { baseDelayMs: 1, maxDelayMs: 60_000 } });
    expect(result.conclusion).toBe('success');
    expect(waits[0]).toBe(2_000);
    expect(waits).toHaveLength(3);
    expect(harness.api.requests).toHaveLength(4);
    expect(result.costUsd).toBeGreaterThan(0);
  });

  it('a 400 on the tool_use/tool_result pairing ends the session with model_error, no retry, the earlier turns charged', async () => {
    harness = await startHarness([reply(toolUse('Echo', { text: 'x' }, 'toolu_1')), pairing400, endTurn('never')]);
    const transcriptPath = join(harness.dir, 'transcript.jsonl');
    const { result } = await harness.run({ onEvent: transcriptListener(transcriptPath) });
    expect(result.conclusion).toBe('model_error');
    expect(result.reason).toMatch(/400.*tool_result/);
    expect(harness.api.requests).toHaveLength(2);
    expect(result.costUsd).toBeGreaterThan(0);
    expect(result.turns).toBe(1);
    const lines = readFileSync(transcriptPath, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string; error?: { status: number } });
    expect(lines.find((l) => l.type === 'model_error')?.error?.status).toBe(400);
    expect(lines.at(-1)).toMatchObject({ type: 'event', event: { type: 'session_end' } });
  });

  it('a reply slower than the session timeout ends with timeout, and the turns before it are charged', async () => {
    harness = await startHarness([reply(toolUse('Echo', { text: 'x' })), withDelay(endTurn('too late'), 10_000)]);
    const { result } = await harness.run({ timeoutMs: 800 });
    expect(result.conclusion).toBe('timeout');
    expect(result.costUsd).toBeGreaterThan(0);
    expect(result.durationMs).toBeLessThan(10_000);
  });
});
