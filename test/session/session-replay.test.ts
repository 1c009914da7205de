import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRecordingModelClient } from '../../src/model/recording-client.js';
import { createReplayModelClient, loadCassette } from '../../src/model/replay-client.js';
import type { SessionEvent } from '../../src/session/events.js';
import { endTurn, reply, text, toolUse } from '../support/scripted-model.js';
import { startHarness, TEST_API_KEY, type SessionHarness } from './session-fixture.js';
import { transcriptListener } from '../support/transcript.js';

let harness: SessionHarness | undefined;
afterEach(async () => {
  await harness?.cleanup();
  harness = undefined;
});

const script = () => [
  reply(text('Two lookups.'), toolUse('Echo', { text: 'one' }, 'toolu_1'), toolUse('Echo', { text: 'two' }, 'toolu_2')),
  reply(toolUse('TodoWrite', { todos: [{ content: 'c', status: 'completed', activeForm: 'C' }] }, 'toolu_3')),
  endTurn('Done: both echoed.'),
];

const toolCalls = (events: SessionEvent[]) =>
  events.flatMap((e) => (e.type === 'tool_call' ? [[e.toolUseId, e.toolName, e.input]] : []));

describe('record and replay', () => {
  it('replays a cassette with the same tool calls and result, and no secret in the file', async () => {
    harness = await startHarness(script());
    const cassettePath = join(harness.dir, 'session.cassette.jsonl');
    const recorder = createRecordingModelClient(harness.client, { path: cassettePath, secrets: [TEST_API_KEY] });
    const prompt = `Fix it. (token ${TEST_API_KEY})`;
    const recorded = await harness.run({ client: recorder, prompt });
    expect(recorded.result.conclusion).toBe('success');

    const file = readFileSync(cassettePath, 'utf8');
    expect(file).not.toContain(TEST_API_KEY);
    const lines = file.trim().split('\n').map((l) => JSON.parse(l) as { type: string; version?: number });
    expect(lines[0]).toMatchObject({ type: 'cassette', version: 1 });
    expect(lines.filter((l) => l.type === 'exchange')).toHaveLength(3);

    const warnings: string[] = [];
    const replay = createReplayModelClient(await loadCassette(cassettePath), { onWarning: (m) => warnings.push(m) });
    const requestsBefore = harness.api.requests.length;
    const replayed = await harness.run({ client: replay, prompt });
    expect(harness.api.requests.length).toBe(requestsBefore);
    expect(toolCalls(replayed.events)).toEqual(toolCalls(recorded.events));
    expect(replayed.result).toMatchObject({
      conclusion: recorded.result.conclusion,
      turns: recorded.result.turns,
      finalText: recorded.result.finalText,
      costUsd: recorded.result.costUsd,
    });
    // the prompt held the secret, which the cassette redacted: the replay notices the difference
    expect(warnings[0]).toMatch(/request 1 diverges .*messages\[0\]/);
  });

  it('warns when a replayed request diverges and fails cleanly when the cassette runs out', async () => {
    harness = await startHarness(script());
    const cassettePath = join(harness.dir, 'c.jsonl');
    await harness.run({ client: createRecordingModelClient(harness.client, { path: cassettePath }) });
    const warnings: string[] = [];
    const cassette = await loadCassette(cassettePath);
    const replay = createReplayModelClient({ ...cassette, exchanges: cassette.exchanges.slice(0, 2) }, { onWarning: (m) => warnings.push(m) });
    const { result } = await harness.run({ client: replay, prompt: 'Something else entirely.' });
    expect(warnings.length).toBeGreaterThan(0);
    expect(result.conclusion).toBe('model_error');
    expect(result.reason).toMatch(/no reply for request 3/);
  });

  it('replays from a session transcript', async () => {
    harness = await startHarness(script());
    const transcriptPath = join(harness.dir, 'out', 'transcript.jsonl');
    const original = await harness.run({ onEvent: transcriptListener(transcriptPath, { secrets: [TEST_API_KEY] }) });
    const lines = readFileSync(transcriptPath, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string });
    expect(lines[0]).toMatchObject({ type: 'transcript', version: 1 });
    for (const type of ['event', 'exchange', 'tool_output']) expect(lines.some((l) => l.type === type)).toBe(true);
    const warnings: string[] = [];
    const replay = createReplayModelClient(await loadCassette(transcriptPath), { onWarning: (m) => warnings.push(m) });
    const replayed = await harness.run({ client: replay });
    expect(warnings).toEqual([]);
    expect(toolCalls(replayed.events)).toEqual(toolCalls(original.events));
    expect(replayed.result.finalText).toBe('Done: both echoed.');
  });
});
