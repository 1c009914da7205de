import { afterEach, describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../src/session/events.js';
import { CONTINUE_AFTER_CUT_TEXT } from '../../src/session/turn-loop.js';
import { endTurn, reply, text, toolUse, withStop } from '../support/scripted-model.js';
import { assertToolResultsFirst, startHarness, type SessionHarness } from './session-fixture.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';

let harness: SessionHarness | undefined;
afterEach(async () => {
  await harness?.cleanup();
  harness = undefined;
});

type Msg = { role: string; content: { type: string; [key: string]: unknown }[] };
const messagesOf = (body: Record<string, unknown>) => body.messages as Msg[];

describe('runSession against the fake Messages API', () => {
  it('runs parallel tool calls over several turns and answers every tool_use first', async () => {
    const log: string[] = [];
    harness = await startHarness(
      [
        reply(text('Looking at two things.'), toolUse('Echo', { text: 'a' }, 'toolu_a'), toolUse('Echo', { text: 'b' }, 'toolu_b')),
        reply(toolUse('Echo', { text: 'c' }, 'toolu_c')),
        endTurn('All done.'),
      ],
      log,
    );
    const { result, events } = await harness.run();
    expect(result.conclusion).toBe('success');
    expect(result.turns).toBe(3);
    expect(result.finalText).toBe('All done.');
    // both concurrency-safe calls started before either ended
    expect(log.slice(0, 2).sort()).toEqual(['start:a', 'start:b']);
    const requests = harness.api.requests.map((r) => r.body);
    expect(requests).toHaveLength(3);
    const second = messagesOf(requests[1]!);
    expect(second.at(-1)!.content.map((b) => [b.type, b.tool_use_id, b.content])).toEqual([
      ['tool_result', 'toolu_a', 'echo: a'],
      ['tool_result', 'toolu_b', 'echo: b'],
    ]);
    assertToolResultsFirst(messagesOf(requests[2]!));
    const types = events.map((e) => e.type);
    expect(types[0]).toBe('session_start');
    expect(types.at(-1)).toBe('session_end');
    expect(events.filter((e) => e.type === 'tool_result')).toHaveLength(3);
    expect(events.find((e) => e.type === 'assistant_text')).toMatchObject({ turn: 1, text: 'Looking at two things.' });
    expect(result.costUsd).toBeGreaterThan(0);
    expect(result.modelUsage['claude-sonnet-5-5']?.costUsd).toBeCloseTo(result.costUsd, 12);
  });

  it('goes on when the event listener throws: every event still reaches it, the session still ends', async () => {
    harness = await startHarness([endTurn('hi')]);
    const { runSession } = await import('../../src/session/run-session.js');
    const { allowAllGate } = await import('../support/core-fixtures.js');
    const seen: SessionEvent[] = [];
    const run = runSession({
      prompt: 'p', tools: [], gate: allowAllGate(), commandRunner: createProcessRunner(), client: harness.client, maxBudgetUsd: 1, maxTurns: 3,
      timeoutMs: 10_000, workspaceRoot: harness.dir, outputDir: harness.dir,
      onEvent: (event) => {
        seen.push(event);
        throw new Error('a broken reporter');
      },
    });
    expect((await run.result).conclusion).toBe('success');
    expect(seen.map((e) => e.type)).toEqual(expect.arrayContaining(['session_start', 'assistant_text', 'session_end']));
    expect(seen.at(-1)?.type).toBe('session_end');
  });

  it('ends with refusal on a refusal stop reason', async () => {
    harness = await startHarness([withStop(reply(text('I cannot help with that.')), 'refusal')]);
    const { result } = await harness.run();
    expect(result.conclusion).toBe('refusal');
  });

  it('treats stop_sequence as the end of the turn', async () => {
    harness = await startHarness([withStop(reply(text('stopped here')), 'stop_sequence')]);
    const { result } = await harness.run();
    expect(result.conclusion).toBe('success');
    expect(result.finalText).toBe('stopped here');
  });

  it('sends pause_turn content back as the last assistant message and calls again', async () => {
    harness = await startHarness([withStop(reply(text('working on it')), 'pause_turn'), endTurn('finished')]);
    const { result } = await harness.run();
    expect(result.conclusion).toBe('success');
    const second = messagesOf(harness.api.requests[1]!.body);
    expect(second.at(-1)!.role).toBe('assistant');
    // after the thinking block the API put first (thinking is on by default), unchanged
    expect(second.at(-1)!.content.map((block) => block.type)).toEqual(['thinking', 'text']);
    expect(second.at(-1)!.content[1]).toMatchObject({ type: 'text', text: 'working on it' });
  });

  it('retries a tool call cut off at max_tokens once with more room', async () => {
    harness = await startHarness([
      withStop(reply(toolUse('Echo', { text: 'partial' })), 'max_tokens'),
      reply(toolUse('Echo', { text: 'whole' }, 'toolu_whole')),
      endTurn('ok'),
    ]);
    const { result } = await harness.run({ maxTokens: 1000 });
    expect(result.conclusion).toBe('success');
    const [first, retry, third] = harness.api.requests.map((r) => r.body);
    expect(first!.max_tokens).toBe(1000);
    expect(retry!.max_tokens).toBe(2000);
    expect(retry!.messages).toEqual(first!.messages);
    expect(messagesOf(third!).at(-1)!.content[0]).toMatchObject({ tool_use_id: 'toolu_whole' });
  });

  it('reports a tool call cut off twice as a model error', async () => {
    harness = await startHarness([
      withStop(reply(toolUse('Echo', { text: 'x' })), 'max_tokens'),
      withStop(reply(toolUse('Echo', { text: 'x' })), 'max_tokens'),
    ]);
    const { result } = await harness.run({ maxTokens: 1000 });
    expect(result.conclusion).toBe('model_error');
    expect(result.reason).toMatch(/cut off at max_tokens twice/);
    expect(harness.api.requests).toHaveLength(2);
  });

  it('keeps text cut at max_tokens and asks the model to continue', async () => {
    harness = await startHarness([withStop(reply(text('The first half')), 'max_tokens'), endTurn('and the rest.')]);
    const { result } = await harness.run();
    expect(result.conclusion).toBe('success');
    const last = messagesOf(harness.api.requests[1]!.body).at(-1)!;
    expect(last.content[0]).toMatchObject({ type: 'text', text: CONTINUE_AFTER_CUT_TEXT });
  });

  it('stops at maxTurns with every tool_use answered', async () => {
    harness = await startHarness(() => reply(toolUse('Echo', { text: 'again' })));
    const { result } = await harness.run({ maxTurns: 3 });
    expect(result.conclusion).toBe('max_turns');
    expect(result.turns).toBe(3);
    expect(harness.api.requests).toHaveLength(3);
  });

  it('emits todos when a tool changes them', async () => {
    const todos = [{ content: 'write test', status: 'in_progress', activeForm: 'Writing test' }];
    harness = await startHarness([reply(toolUse('TodoWrite', { todos })), endTurn('ok')]);
    const { events } = await harness.run();
    expect(events.filter((e) => e.type === 'todos')).toEqual([{ type: 'todos', todos }]);
  });

  it('sends deferred tools only after ToolSearch loads them, appended after the others', async () => {
    harness = await startHarness([
      reply(toolUse('ToolSearch', { query: 'select:Lookup' })),
      reply(toolUse('Lookup', { key: 'k' })),
      endTurn('ok'),
    ]);
    const { result } = await harness.run();
    expect(result.conclusion).toBe('success');
    const names = harness.api.requests.map((r) => (r.body.tools as { name: string }[]).map((t) => t.name));
    expect(names[0]).toEqual(['Echo', 'Sleep', 'TodoWrite', 'ToolSearch']);
    expect(names[1]).toEqual(['Echo', 'Sleep', 'TodoWrite', 'ToolSearch', 'Lookup']);
    const third = messagesOf(harness.api.requests[2]!.body).at(-1)!;
    expect(third.content[0]).toMatchObject({ content: 'value of k' });
  });

  it('records a denial with its suggested rule', async () => {
    harness = await startHarness([reply(toolUse('Echo', { text: 'secret' }, 'toolu_d')), endTurn('ok')]);
    const { result } = await harness.run({
      gate: {
        decide: async () => ({ behavior: 'deny', rule: 'Echo', message: 'Echo is denied by policy', reason: 'deny rule Echo', suggestedRule: 'Echo(secret)' }),
      },
    });
    expect(result.denials).toEqual([
      { toolUseId: 'toolu_d', toolName: 'Echo', input: { text: 'secret' }, subject: { kind: 'input' }, reason: 'deny rule Echo', rule: 'Echo', suggestedRule: 'Echo(secret)' },
    ]);
    const answer = messagesOf(harness.api.requests[1]!.body).at(-1)!.content[0]!;
    expect(answer).toMatchObject({ tool_use_id: 'toolu_d', is_error: true });
  });

  it('puts hook messages after the tool results, and ends when a hook prevents continuation', async () => {
    harness = await startHarness([reply(toolUse('Echo', { text: 'a' }, 'toolu_h')), endTurn('ok')]);
    const withNote = await harness.run({
      hooks: {
        preToolUse: async () => ({ messages: ['note from a hook'] }),
        postToolUse: async () => ({}),
        postToolUseFailure: async () => ({}),
      },
    });
    expect(withNote.result.conclusion).toBe('success');
    const last = messagesOf(harness.api.requests[1]!.body).at(-1)!;
    expect(last.content.map((b) => b.type)).toEqual(['tool_result', 'text']);
    expect(last.content[1]).toMatchObject({ text: 'note from a hook' });

    harness.api.push(reply(toolUse('Echo', { text: 'b' })), endTurn('never'));
    const stopped = await harness.run({
      hooks: {
        preToolUse: async () => ({ preventContinuation: { reason: 'enough for today' } }),
        postToolUse: async () => ({}),
        postToolUseFailure: async () => ({}),
      },
    });
    expect(stopped.result.conclusion).toBe('cancelled');
    expect(stopped.result.reason).toMatch(/enough for today/);
    expect(harness.api.requests).toHaveLength(3);
  });
});
