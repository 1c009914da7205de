/**
 * A model that never stops on its own: too many calls in one message, pause_turn forever, the
 * same calls forever, and outputs over the caps. Each is bounded and ends (or goes on) clearly.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOOP_GUARDS } from '../../src/session/loop-guards.js';
import { builtinTools } from '../../src/tools/index.js';
import { allowAllGate } from '../support/core-fixtures.js';
import { endTurn, reply, text, toolUse, withStop } from '../support/scripted-model.js';
import { assertToolResultsFirst, startHarness, type SessionHarness } from '../session/session-fixture.js';
import { transcriptListener } from '../support/transcript.js';

let harness: SessionHarness | undefined;
afterEach(async () => {
  await harness?.cleanup();
  harness = undefined;
});

type Block = { type: string; tool_use_id?: string; content?: unknown; is_error?: boolean };
const resultsOf = (body: Record<string, unknown>): Block[] => {
  const messages = body.messages as { role: string; content: Block[] }[];
  return (messages.at(-1)?.content ?? []).filter((b) => b.type === 'tool_result');
};

describe('session limits', () => {
  it('runs at most maxToolCallsPerTurn calls of one message and answers the rest with an error', async () => {
    const log: string[] = [];
    const calls = Array.from({ length: 7 }, (_, i) => toolUse('Echo', { text: `c${i}` }, `toolu_c${i}`));
    harness = await startHarness([reply(...calls), endTurn('done')], log);
    const { result } = await harness.run({ loopGuards: { maxToolCallsPerTurn: 3 } });
    expect(result.conclusion).toBe('success');
    expect(log.filter((l) => l.startsWith('start:')).sort()).toEqual(['start:c0', 'start:c1', 'start:c2']);
    const answered = resultsOf(harness.api.requests[1]!.body);
    expect(answered.map((b) => b.tool_use_id)).toEqual(calls.map((_, i) => `toolu_c${i}`));
    expect(answered.slice(3).every((b) => b.is_error === true && String(b.content).includes('at most 3 run per turn'))).toBe(true);
    assertToolResultsFirst(harness.api.requests[1]!.body.messages as { role: string; content: unknown }[]);
  });

  it('has a default cap, so 100 calls in one message do not all run', async () => {
    const log: string[] = [];
    const calls = Array.from({ length: 100 }, (_, i) => toolUse('Echo', { text: `n${i}` }, `toolu_n${i}`));
    harness = await startHarness([reply(...calls), endTurn('done')], log);
    const { result } = await harness.run();
    expect(result.conclusion).toBe('success');
    expect(log.filter((l) => l.startsWith('end:'))).toHaveLength(DEFAULT_LOOP_GUARDS.maxToolCallsPerTurn);
    expect(resultsOf(harness.api.requests[1]!.body)).toHaveLength(100);
  });

  it('ends a model that answers pause_turn forever, with the cost counted', async () => {
    harness = await startHarness(() => withStop(reply(text('still working')), 'pause_turn'));
    const { result } = await harness.run({ maxTurns: 1000 });
    expect(result.conclusion).toBe('model_error');
    expect(result.reason).toMatch(/pause_turn\) 10 times in a row/);
    expect(harness.api.requests).toHaveLength(DEFAULT_LOOP_GUARDS.maxConsecutivePauses);
    expect(result.costUsd).toBeGreaterThan(0);
  });

  it('ends a model that repeats the same call forever; the last repeat is answered, not run', async () => {
    const log: string[] = [];
    harness = await startHarness((_request, index) => reply(toolUse('Echo', { text: 'again' }, `toolu_r${index}`)), log);
    const events: { type: string; content?: string; toolUseId?: string }[] = [];
    const { result } = await harness.run({ maxTurns: 1000, onEvent: transcriptListener(join(harness.dir, 't.jsonl'), { also: (e) => events.push(e) }) });
    expect(result.conclusion).toBe('model_error');
    expect(result.reason).toMatch(/same tool calls 5 turns in a row/);
    expect(harness.api.requests).toHaveLength(DEFAULT_LOOP_GUARDS.maxIdenticalToolTurns);
    expect(log.filter((l) => l.startsWith('end:'))).toHaveLength(DEFAULT_LOOP_GUARDS.maxIdenticalToolTurns - 1);
    const last = events.filter((e) => e.type === 'tool_result').at(-1);
    expect(last).toMatchObject({ toolUseId: 'toolu_r4' });
    expect(last?.content).toMatch(/Not run: the same tool calls were made 5 turns in a row/);
    const transcript = readFileSync(join(harness.dir, 't.jsonl'), 'utf8');
    expect(transcript).toContain('"toolUseId":"toolu_r4"');
  });

  it('does not stop calls that repeat with something else in between', async () => {
    const log: string[] = [];
    harness = await startHarness(
      (_request, index) => (index >= 12 ? endTurn('done') : reply(toolUse('Echo', { text: index % 2 === 0 ? 'a' : 'b' }, `toolu_a${index}`))),
      log,
    );
    const { result } = await harness.run({ maxTurns: 1000 });
    expect(result.conclusion).toBe('success');
    expect(log.filter((l) => l.startsWith('end:'))).toHaveLength(12);
  });

  it('keeps file and output caps through a session: a file over the byte limit, a huge command output, a huge search', async () => {
    harness = await startHarness([
      reply(
        toolUse('Read', { file_path: 'big.txt' }, 'toolu_big'),
        toolUse('Bash', { command: 'seq 1 200000' }, 'toolu_seq'),
        toolUse('Grep', { pattern: 'line', path: '.', output_mode: 'content' }, 'toolu_grep'),
      ),
      endTurn('done'),
    ]);
    writeFileSync(join(harness.dir, 'big.txt'), 'line of text\n'.repeat(5_000));
    const { result } = await harness.run({ tools: builtinTools(), gate: allowAllGate(), limits: { fileReadMaxBytes: 10_000, maxResultChars: 5_000 } });
    expect(result.conclusion).toBe('success');
    const answered = resultsOf(harness.api.requests[1]!.body);
    const byId = new Map(answered.map((b) => [b.tool_use_id, JSON.stringify(b.content)]));
    expect(byId.get('toolu_big')).toMatch(/is 65000 bytes, over the 10000-byte limit/);
    for (const id of ['toolu_seq', 'toolu_grep']) expect(byId.get(id)?.length ?? Infinity).toBeLessThan(8_000);
    expect(byId.get('toolu_seq')).toMatch(/200000/);
    expect(byId.get('toolu_grep')).toMatch(/Output too large \(\d+ characters\); the whole output was saved to /);
  });
});
