import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { noHooks } from '../../src/core/hook-types.js';
import { decideToolUse, runToolUse } from '../../src/core/pipeline.js';
import { buildTool } from '../../src/core/build-tool.js';
import type { AnyTool } from '../../src/core/tool.js';
import type { ToolEvent } from '../../src/core/tool-events.js';
import { allowAllGate, decidingGate, makeContext, makeTempDir } from '../support/core-fixtures.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function counterTool(): { tool: AnyTool; calls: () => number } {
  const state = { calls: 0 };
  const tool = buildTool({
    name: 'Count',
    inputSchema: z.object({ n: z.number() }),
    description: async () => 'counts',
    validateInput: async (input) => (input.n < 0 ? { result: false, message: 'n must not be negative' } : { result: true }),
    call: async () => {
      state.calls++;
      return { data: 'counted' };
    },
  }) as unknown as AnyTool;
  return { tool, calls: () => state.calls };
}

describe('decideToolUse (steps 1–5)', () => {
  it('decides without calling the tool, and runToolUse reaches the same decision before it calls it', async () => {
    const temp = makeTempDir();
    cleanup = temp.cleanup;
    const { tool, calls } = counterTool();
    const context = makeContext([tool], temp.dir);
    const events: ToolEvent[] = [];
    const gate = allowAllGate();
    const decided = await decideToolUse({ id: 'toolu_1', name: 'Count', input: { n: 1 } }, context, { gate, hooks: noHooks, onEvent: (e) => events.push(e) });
    expect(decided).toMatchObject({ kind: 'allowed', toolName: 'Count', callInput: { n: 1 }, userModified: false });
    expect(calls()).toBe(0);
    expect(events.map((e) => e.type)).toEqual(['tool_call', 'permission_decision']);
    const outcome = await runToolUse({ id: 'toolu_2', name: 'Count', input: { n: 1 } }, context, { gate, hooks: noHooks });
    expect(calls()).toBe(1);
    expect(outcome.decision).toEqual(decided.kind === 'allowed' ? decided.decision : undefined);
  });

  it('stops at the first step that refuses, and says which', async () => {
    const temp = makeTempDir();
    cleanup = temp.cleanup;
    const { tool, calls } = counterTool();
    const context = makeContext([tool], temp.dir);
    const deps = { gate: decidingGate(() => ({ behavior: 'deny', rule: 'Count', reason: 'no counting', message: 'Permission denied: no counting', suggestedRule: null })), hooks: noHooks };
    const steps = await Promise.all(
      [
        { name: 'Nope', input: {} },
        { name: 'Count', input: { n: 'x' } },
        { name: 'Count', input: { n: -1 } },
        { name: 'Count', input: { n: 1 } },
      ].map(async (block, i) => {
        const decided = await decideToolUse({ id: `toolu_${i}`, ...block }, context, deps);
        return decided.kind === 'refused' ? [decided.failure.step, decided.failure.status, decided.decision?.rule ?? null] : ['allowed'];
      }),
    );
    expect(steps).toEqual([
      ['lookup', 'error', null],
      ['schema', 'error', null],
      ['validation', 'error', null],
      ['permission', 'denied', 'Count'],
    ]);
    expect(calls()).toBe(0);
  });
});
