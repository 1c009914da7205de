import { afterEach, describe, expect, it } from 'vitest';
import { endTurn, reply, toolUse, withDelay } from '../support/scripted-model.js';
import { assertToolResultsFirst, startHarness, type SessionHarness } from './session-fixture.js';
import { join } from 'node:path';
import { createCommandHooks } from '../../src/hooks/command-hooks.js';
import { policySchema } from '../../src/policy/schema.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';
import { transcriptListener } from '../support/transcript.js';

let harness: SessionHarness | undefined;
afterEach(async () => {
  await harness?.cleanup();
  harness = undefined;
});

describe('limits end the session cleanly', () => {
  it('cancels in the middle of a tool: the tool is aborted and its tool_use answered', async () => {
    const log: string[] = [];
    harness = await startHarness([reply(toolUse('Sleep', { ms: 30_000 }, 'toolu_sleep')), endTurn('never')], log);
    const controller = new AbortController();
    const events: { type: string }[] = [];
    const running = harness.run({
      signal: controller.signal,
      onEvent: transcriptListener(`${harness.dir}/transcript.jsonl`, {
        also: (event) => {
          events.push(event);
          if (event.type === 'tool_call') setTimeout(() => controller.abort('SIGTERM'), 20);
        },
      }),
    });
    const { result } = await running;
    expect(result.conclusion).toBe('cancelled');
    expect(result.reason).toBe('The session was cancelled (SIGTERM).');
    expect(log).toContain('sleep-aborted');
    const toolResult = events.find((e) => e.type === 'tool_result');
    expect(toolResult).toMatchObject({ toolUseId: 'toolu_sleep', status: 'cancelled' });
    expect(harness.api.requests).toHaveLength(1);
    // the transcript holds the answer to the open tool_use
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(`${harness.dir}/transcript.jsonl`, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.find((l) => l.type === 'tool_output')).toMatchObject({ toolUseId: 'toolu_sleep', status: 'cancelled' });
    expect(lines.at(-1)).toMatchObject({ type: 'event', event: { type: 'session_end' } });
  });

  it('times out during a slow model call', async () => {
    harness = await startHarness([withDelay(endTurn('late'), 5_000)]);
    const { result } = await harness.run({ timeoutMs: 150 });
    expect(result.conclusion).toBe('timeout');
    expect(result.reason).toMatch(/timed out/);
  });

  it('times out during a tool and still answers it', async () => {
    harness = await startHarness([reply(toolUse('Sleep', { ms: 30_000 }, 'toolu_t')), endTurn('never')]);
    const events: { type: string }[] = [];
    const { result } = await harness.run({ timeoutMs: 1_500, onEvent: (e) => events.push(e) });
    expect(result.conclusion).toBe('timeout');
    expect(events.find((e) => e.type === 'tool_result')).toMatchObject({ toolUseId: 'toolu_t', status: 'cancelled' });
  });

  it('does not call the model when the signal is already aborted', async () => {
    harness = await startHarness([endTurn('never')]);
    const controller = new AbortController();
    controller.abort();
    const { result } = await harness.run({ signal: controller.signal });
    expect(result.conclusion).toBe('cancelled');
    expect(harness.api.requests).toHaveLength(0);
  });

  it('calls the session hooks in order', async () => {
    harness = await startHarness([reply(toolUse('Echo', { text: 'x' })), endTurn('done')]);
    const calls: string[] = [];
    const { result } = await harness.run({
      sessionHooks: {
        sessionStart: async () => void calls.push('start'),
        stop: async () => void calls.push('stop'),
        sessionEnd: async (reason) => void calls.push(`end:${reason}`),
      },
    });
    expect(result.conclusion).toBe('success');
    expect(calls).toEqual(['start', 'stop', 'end:success']);
    assertToolResultsFirst(harness.api.requests[1]!.body.messages as { role: string; content: unknown }[]);
  });

  it('stops before any model call when a SessionStart hook blocks (fail closed)', async () => {
    harness = await startHarness([endTurn('never')]);
    const ends: string[] = [];
    const { result } = await harness.run({
      sessionHooks: {
        sessionStart: async () => {
          throw new Error('SessionStart hook ./ci/check-branch.sh exited 2: frozen branch');
        },
        stop: async () => {},
        sessionEnd: async (reason) => void ends.push(reason),
      },
    });
    expect(result.conclusion).toBe('error');
    expect(result.reason).toContain('frozen branch');
    expect(harness.api.requests).toHaveLength(0);
    expect(ends).toEqual(['error']);
  });

  it('names a blocking SessionStart command hook once, with its reason', async () => {
    harness = await startHarness([endTurn('never')]);
    const policy = policySchema.parse({ hooks: { SessionStart: [{ hooks: [{ type: 'command', command: 'echo "frozen branch" >&2; exit 2' }] }] } });
    const hooks = createCommandHooks({ config: policy.hooks, sessionId: 's', transcriptPath: join(harness.dir, 't.jsonl'), cwd: harness.dir, permissionMode: 'default', env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, runner: createProcessRunner() });
    const { result } = await harness.run({ sessionHooks: hooks });
    expect(result.reason).toBe('A SessionStart hook stopped the session: frozen branch');
    expect(harness.api.requests).toHaveLength(0);
  });

  it("sends a SessionStart hook's context after the prompt in the first message", async () => {
    harness = await startHarness([endTurn('ok')]);
    await harness.run({
      sessionHooks: {
        sessionStart: async () => {},
        stop: async () => {},
        sessionEnd: async () => {},
        sessionStartContext: () => ['The release branch is frozen until Monday.'],
      },
    });
    expect(JSON.stringify(harness.api.requests[0]!.body.messages)).toContain('The release branch is frozen until Monday.');
  });
});
