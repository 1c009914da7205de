/**
 * Figure 4: ten concurrency-safe calls of 200 ms each, run as one batch by `runToolUses`:
 * wall time divided by the time of one call (1.0 would be perfect parallelism).
 */
import { z } from 'zod';
import { noHooks } from '../../src/core/hook-types.js';
import { runToolUses } from '../../src/core/orchestration.js';
import { buildTool } from '../../src/core/build-tool.js';
import type { AnyTool } from '../../src/core/tool.js';
import { allowGate, benchContext } from '../lib/engine.js';
import { goals, makeRow } from '../lib/rows.js';
import type { Figure } from '../lib/types.js';

function sleeper(ms: number): AnyTool {
  return buildTool({
    name: 'Sleep',
    inputSchema: z.object({ n: z.number() }),
    description: async () => 'Waits.',
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    call: () => new Promise<{ data: string }>((resolve) => setTimeout(() => resolve({ data: 'slept' }), ms)),
  }) as unknown as AnyTool;
}

export const parallelBatch: Figure = {
  name: 'parallel',
  label: '4 parallel',
  title: 'Parallel batch of 10 × 200 ms',
  async run({ quick, runs, tmp }) {
    const callMs = quick ? 20 : 200;
    const context = benchContext([sleeper(callMs)], tmp);
    const blocks = Array.from({ length: 10 }, (_, index) => ({ id: `toolu_${index}`, name: 'Sleep', input: { n: index } }));
    const factors: number[] = [];
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      const result = await runToolUses(blocks, context, { gate: allowGate, hooks: noHooks });
      const wall = performance.now() - start;
      if (result.outcomes.some((outcome) => outcome.status !== 'success')) throw new Error('a Sleep call failed');
      factors.push(wall / callMs);
    }
    return [
      makeRow({
        figure: '4 parallel',
        metric: `wall / ${callMs} ms (10 calls)`,
        unit: '',
        tollgate: factors,
        goal: goals.valueAtMost(1.2, '≤ 1.2'),
      }),
    ];
  },
};
