/**
 * Figure 5: Bash printing 500 MB. A child process runs the Bash tool through the pipeline and
 * samples its own RSS; the figure is the peak growth over the RSS after a warm-up call, and
 * whether the persisted log holds every byte printed.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { REPO_ROOT } from '../lib/paths.js';
import { goals, makeRow } from '../lib/rows.js';
import type { Figure } from '../lib/types.js';

const run = promisify(execFile);
const MB = 1024 * 1024;

const childResult = z.object({
  baselineRss: z.number(),
  peakRss: z.number(),
  printedBytes: z.number(),
  logPath: z.string().nullable(),
  logBytes: z.number(),
  status: z.string(),
});

export const largeOutput: Figure = {
  name: 'large-output',
  label: '5 large output',
  title: 'Bash printing 500 MB',
  async run({ quick, runs, tmp }) {
    const bytes = (quick ? 5 : 500) * MB;
    const growth: number[] = [];
    const kept: number[] = [];
    for (let index = 0; index < Math.min(runs, quick ? 1 : 3); index++) {
      const dir = join(tmp, `run${index}`);
      mkdirSync(dir, { recursive: true });
      const { stdout } = await run(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', join(REPO_ROOT, 'bench', 'figures', 'large-output-child.ts'), String(bytes), dir],
        { cwd: REPO_ROOT, maxBuffer: MB },
      );
      const result = childResult.parse(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}'));
      growth.push((result.peakRss - result.baselineRss) / MB);
      kept.push(result.logBytes / result.printedBytes);
      if (result.logPath) rmSync(result.logPath, { force: true });
      rmSync(dir, { recursive: true, force: true });
    }
    const size = `${bytes / MB} MB`;
    return [
      makeRow({
        figure: '5 large output',
        metric: `peak RSS growth (${size})`,
        unit: 'MB',
        tollgate: growth,
        goal: goals.valueAtMost(100, '< 100 MB'),
      }),
      makeRow({
        figure: '5 large output',
        metric: 'bytes in persisted log / printed',
        unit: '',
        tollgate: kept,
        goal: goals.valueAtLeast(1, '= 1'),
      }),
    ];
  },
};
