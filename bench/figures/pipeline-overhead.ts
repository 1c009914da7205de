/**
 * Figure 3: the in-process cost of one tool call through all eight steps, with a no-op tool and no
 * hooks. Each call is timed alone (hrtime); the baseline is the tool's own `call()` awaited directly.
 */
import { z } from 'zod';
import { noHooks } from '../../src/core/hook-types.js';
import { runToolUse } from '../../src/core/pipeline.js';
import { buildTool } from '../../src/core/build-tool.js';
import type { AnyTool } from '../../src/core/tool.js';
import { allowGate, benchContext } from '../lib/engine.js';
import { goals, makeRow } from '../lib/rows.js';
import { median, percentile } from '../lib/stats.js';
import type { Figure } from '../lib/types.js';

const noop = buildTool({
  name: 'Noop',
  inputSchema: z.object({ value: z.string() }),
  description: async () => 'Does nothing.',
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  call: async () => ({ data: 'ok' }),
}) as unknown as AnyTool;

const micros = (start: bigint) => Number(process.hrtime.bigint() - start) / 1_000;

export const pipelineOverhead: Figure = {
  name: 'pipeline',
  label: '3 pipeline',
  title: 'Pipeline overhead per call',
  async run({ quick, runs, tmp }) {
    const context = benchContext([noop], tmp);
    const deps = { gate: allowGate, hooks: noHooks };
    const calls = quick ? 500 : 20_000;
    const warmup = quick ? 100 : 5_000;
    const medians: number[] = [];
    const p99s: number[] = [];
    const directs: number[] = [];
    for (let run = 0; run < runs; run++) {
      for (let index = 0; index < warmup; index++) {
        await runToolUse({ id: `w${index}`, name: 'Noop', input: { value: 'x' } }, context, deps);
      }
      const samples: number[] = [];
      for (let index = 0; index < calls; index++) {
        const start = process.hrtime.bigint();
        await runToolUse({ id: `t${index}`, name: 'Noop', input: { value: 'x' } }, context, deps);
        samples.push(micros(start));
      }
      const direct: number[] = [];
      for (let index = 0; index < calls; index++) {
        const start = process.hrtime.bigint();
        await noop.call({ value: 'x' }, context, () => {});
        direct.push(micros(start));
      }
      medians.push(median(samples));
      p99s.push(percentile(samples, 99));
      directs.push(median(direct));
    }
    return [
      makeRow({
        figure: '3 pipeline',
        metric: 'median per call',
        unit: 'µs',
        tollgate: medians,
        baseline: directs,
        baselineLabel: 'tool.call() alone',
        goal: goals.valueAtMost(50, '< 50 µs'),
      }),
      makeRow({ figure: '3 pipeline', metric: 'p99 per call', unit: 'µs', tollgate: p99s }),
    ];
  },
};
