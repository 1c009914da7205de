import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTool } from '../../src/core/build-tool.js';
import { partitionToolUses, runToolUses } from '../../src/core/orchestration.js';
import { noHooks } from '../../src/core/hook-types.js';
import { allowAllGate, makeContext, makeTempDir } from '../support/core-fixtures.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = makeTempDir()));
afterEach(() => cleanup());

/** A tool that sleeps; `safe` decides concurrency per input, and it counts how many run at once. */
function sleeper() {
  const stats = { running: 0, peak: 0, order: [] as string[] };
  const tool = buildTool({
    name: 'Sleep',
    inputSchema: z.strictObject({ id: z.string(), ms: z.number(), safe: z.boolean(), cd: z.string().optional() }),
    description: async () => 'sleeps',
    isConcurrencySafe: (input) => input.safe,
    call: async (input, context) => {
      stats.running++;
      stats.peak = Math.max(stats.peak, stats.running);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, input.ms);
        context.abortController.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new Error('aborted'));
        });
      });
      stats.running--;
      stats.order.push(input.id);
      return {
        data: `${input.id} in ${context.cwd}`,
        ...(input.cd ? { contextModifier: (c) => ({ ...c, cwd: `${c.cwd}/${input.cd}` }) } : {}),
      };
    },
  });
  return { tool, stats };
}

const use = (id: string, safe: boolean, ms = 30, cd?: string) => ({
  id,
  name: 'Sleep',
  input: { id, ms, safe, ...(cd ? { cd } : {}) },
});
const deps = () => ({ gate: allowAllGate(), hooks: noHooks });

describe('partitionToolUses', () => {
  it('groups consecutive concurrency-safe calls and isolates every other call', () => {
    const { tool } = sleeper();
    const context = makeContext([tool], dir);
    const batches = partitionToolUses(
      [use('a', true), use('b', true), use('c', false), use('d', true), { id: 'e', name: 'Unknown', input: {} }, use('f', true)],
      context,
    );
    expect(batches.map((b) => [b.concurrent, b.blocks.map((x) => x.id)])).toEqual([
      [true, ['a', 'b']],
      [false, ['c']],
      [true, ['d']],
      [false, ['e']],
      [true, ['f']],
    ]);
  });

  it('treats an input that fails the schema as not concurrency-safe', () => {
    const { tool } = sleeper();
    const batches = partitionToolUses([use('a', true), { id: 'x', name: 'Sleep', input: { id: 1 } }], makeContext([tool], dir));
    expect(batches).toHaveLength(2);
  });
});

describe('runToolUses', () => {
  it('runs a safe batch in parallel and keeps the results in the model order', async () => {
    const { tool, stats } = sleeper();
    const result = await runToolUses(
      [use('slow', true, 80), use('fast', true, 5), use('mid', true, 40)],
      makeContext([tool], dir),
      deps(),
    );
    expect(stats.peak).toBe(3);
    expect(stats.order).toEqual(['fast', 'mid', 'slow']);
    expect(result.outcomes.map((o) => o.toolUseId)).toEqual(['slow', 'fast', 'mid']);
  });

  it('runs an unsafe call alone between safe batches', async () => {
    const { tool, stats } = sleeper();
    const peaks: number[] = [];
    const observed = buildTool({
      ...tool,
      call: async (input, context, progress) => {
        peaks.push(stats.running);
        return tool.call(input, context, progress);
      },
    });
    await runToolUses([use('a', true), use('b', true), use('c', false), use('d', true)], makeContext([observed], dir), deps());
    expect(stats.order.indexOf('c')).toBeGreaterThan(Math.max(stats.order.indexOf('a'), stats.order.indexOf('b')));
    expect(stats.order.indexOf('d')).toBe(3);
    expect(peaks[2]).toBe(0);
  });

  it('bounds the parallelism of a batch', async () => {
    const { tool, stats } = sleeper();
    const blocks = Array.from({ length: 7 }, (_, i) => use(`c${i}`, true, 20));
    const result = await runToolUses(blocks, makeContext([tool], dir, { limits: { maxToolConcurrency: 3 } }), deps());
    expect(stats.peak).toBe(3);
    expect(result.outcomes).toHaveLength(7);
  });

  it('applies context modifiers in the model order after each batch', async () => {
    const { tool } = sleeper();
    const result = await runToolUses(
      [use('a', true, 30, 'one'), use('b', true, 5, 'two'), use('c', false, 5)],
      makeContext([tool], dir),
      deps(),
    );
    expect(result.context.cwd).toBe(`${dir}/one/two`);
    // The batch after the modifiers sees the new directory; the batch itself did not.
    expect(result.outcomes[2]!.block.content).toBe(`c in ${dir}/one/two`);
    expect(result.outcomes[0]!.block.content).toBe(`a in ${dir}`);
  });

  it('answers every id exactly once when aborted mid-batch', async () => {
    const { tool } = sleeper();
    const controller = new AbortController();
    const context = makeContext([tool], dir, { abortController: controller });
    setTimeout(() => controller.abort(), 30);
    const blocks = [use('a', true, 5), use('b', true, 2_000), use('c', false, 2_000), use('d', true, 5)];
    const result = await runToolUses(blocks, context, deps());
    expect(result.outcomes.map((o) => o.block.tool_use_id)).toEqual(['a', 'b', 'c', 'd']);
    expect(result.outcomes.map((o) => o.status)).toEqual(['success', 'cancelled', 'cancelled', 'cancelled']);
    expect(result.outcomes.slice(1).every((o) => o.block.is_error === true)).toBe(true);
  });

  it('answers a duplicated tool_use id once', async () => {
    const { tool } = sleeper();
    const result = await runToolUses([use('a', true, 1), use('a', true, 1)], makeContext([tool], dir), deps());
    expect(result.outcomes).toHaveLength(1);
  });

  it('answers every id even when a tool throws synchronously', async () => {
    const thrower = buildTool({
      name: 'Boom',
      inputSchema: z.object({}),
      description: async () => 'boom',
      call: () => {
        throw new Error('sync boom');
      },
    });
    const result = await runToolUses(
      [
        { id: '1', name: 'Boom', input: {} },
        { id: '2', name: 'Boom', input: {} },
      ],
      makeContext([thrower], dir),
      deps(),
    );
    expect(result.outcomes.map((o) => [o.toolUseId, o.status])).toEqual([
      ['1', 'error'],
      ['2', 'error'],
    ]);
    expect(result.outcomes[0]!.block.content).toContain('sync boom');
  });
});
