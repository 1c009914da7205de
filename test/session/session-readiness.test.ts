/**
 * What runs beside the first model request (the sandbox's start, the workspace snapshot) is awaited
 * where its result is needed: the first request does not wait for it, the first tool does, and a
 * failure ends the session before any tool runs, with no request after the first.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';
import { startHarness, type SessionHarness } from './session-fixture.js';

let harness: SessionHarness | undefined;
afterEach(async () => {
  await harness?.cleanup();
  harness = undefined;
});

/** A promise settled from outside, and whether anything waited on it. */
function gate() {
  let settle: (error?: Error) => void = () => undefined;
  const promise = new Promise<void>((resolve, reject) => (settle = (error) => (error ? reject(error) : resolve())));
  return { promise, settle };
}

describe('work beside the first model request', () => {
  it('sends the first request without waiting for it, and runs the first tool only once it has settled', async () => {
    const log: string[] = [];
    harness = await startHarness([reply(toolUse('Echo', { text: 'a' }, 'toolu_a')), endTurn('done')], log);
    const ready = gate();
    const running = harness.run({ ready: () => ready.promise });
    // The model answered with a tool call; the tool has not run while the work is still under way.
    for (let turns = 0; harness.api.requests.length === 0 && turns < 500; turns++) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(harness.api.requests).toHaveLength(1);
    expect(log).toEqual([]);
    ready.settle();
    const { result } = await running;
    expect(result.conclusion).toBe('success');
    expect(log).toEqual(['start:a', 'end:a']);
    expect(harness.api.requests).toHaveLength(2);
  });

  it('ends with error before any tool runs when it fails: every call answered, no second request', async () => {
    const log: string[] = [];
    harness = await startHarness([reply(toolUse('Echo', { text: 'a' }, 'toolu_a'), toolUse('Echo', { text: 'b' }, 'toolu_b')), endTurn('never')], log);
    const { result, events } = await harness.run({ ready: () => Promise.reject(new Error('The OS sandbox cannot start: bwrap is broken.')) });
    expect(result.conclusion).toBe('error');
    expect(result.reason).toBe('The OS sandbox cannot start: bwrap is broken.');
    expect(log).toEqual([]);
    expect(harness.api.requests).toHaveLength(1);
    const answered = events.filter((event) => event.type === 'tool_result');
    expect(answered.map((event) => event.type === 'tool_result' && [event.toolUseId, event.status, event.content])).toEqual([
      ['toolu_a', 'error', '<tool_use_error>Not run: The OS sandbox cannot start: bwrap is broken.</tool_use_error>'],
      ['toolu_b', 'error', '<tool_use_error>Not run: The OS sandbox cannot start: bwrap is broken.</tool_use_error>'],
    ]);
  });

  it('fails a session that ran no tool at its end, and waits for the work before SessionStart hooks when asked', async () => {
    harness = await startHarness([endTurn('nothing to do')]);
    const failed = await harness.run({ ready: () => Promise.reject(new Error('recording the workspace failed: disk full')) });
    expect(failed.result.conclusion).toBe('error');
    expect(failed.result.reason).toBe('recording the workspace failed: disk full');
    const before = await harness.run({ ready: () => Promise.reject(new Error('not ready')), readyBeforeStart: true });
    expect(before.result.conclusion).toBe('error');
    // Stopped before the first request: the one request made is the first session's.
    expect(harness.api.requests).toHaveLength(1);
  });

  it('runs Stop hooks only once it has settled, and none when it failed', async () => {
    harness = await startHarness([endTurn('nothing to do'), endTurn('nothing to do')]);
    const calls: string[] = [];
    const hooks = {
      sessionStart: async () => {},
      stop: async () => void calls.push('stop'),
      sessionEnd: async (reason: string) => void calls.push(`end:${reason}`),
    };
    const ready = gate();
    const running = harness.run({ ready: () => ready.promise.then(() => void calls.push('settled')), sessionHooks: hooks });
    for (let turns = 0; harness.api.requests.length === 0 && turns < 500; turns++) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual([]);
    ready.settle();
    expect((await running).result.conclusion).toBe('success');
    expect(calls).toEqual(['settled', 'stop', 'end:success']);
    calls.length = 0;
    const failed = await harness.run({ ready: () => Promise.reject(new Error('The OS sandbox cannot start: bwrap is broken.')), sessionHooks: hooks });
    expect(failed.result.reason).toBe('The OS sandbox cannot start: bwrap is broken.');
    expect(calls).toEqual(['end:error']);
  });

  it('runs no SessionStart hook when the session is cancelled while it waits for the work before them', async () => {
    harness = await startHarness([endTurn('never asked')]);
    const calls: string[] = [];
    const hooks = {
      sessionStart: async () => void calls.push('start'),
      stop: async () => void calls.push('stop'),
      sessionEnd: async (reason: string) => void calls.push(`end:${reason}`),
    };
    const cancel = new AbortController();
    const never = gate();
    setTimeout(() => cancel.abort('the job was cancelled'), 50);
    const { result } = await harness.run({ ready: () => never.promise, readyBeforeStart: true, sessionHooks: hooks, signal: cancel.signal });
    expect(result.conclusion).toBe('cancelled');
    expect(calls).toEqual(['end:cancelled']);
    expect(harness.api.requests).toHaveLength(0);
  });
});
