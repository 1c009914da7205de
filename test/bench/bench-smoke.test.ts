/**
 * The benchmarks' smoke mode (`npm run bench -- --quick`) as CI runs it: every figure executes on
 * tiny inputs and lands in the table and in results.json. Values are not asserted (they are timings).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIGURES } from '../../bench/figures/index.js';
import { TABLE_HEADER } from '../../bench/lib/table.js';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
const outDir = mkdtempSync(join(tmpdir(), 'tollgate-bench-smoke-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const resultsSchema = z.object({
  mode: z.literal('quick'),
  machine: z.object({ nproc: z.number(), node: z.string(), cpu: z.string() }),
  figures: z.array(z.string()),
  rows: z.array(
    z.object({
      figure: z.string(),
      metric: z.string(),
      tollgate: z.number().nullable(),
      met: z.boolean().nullable(),
      note: z.string().optional(),
    }),
  ),
});

describe('npm run bench -- --quick', () => {
  it('runs every figure and reports each in the table and in results.json', async () => {
    const out = join(outDir, 'results.json');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/run.ts', '--quick', '--out', out], {
      cwd: root,
      timeout: 110_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    const results = resultsSchema.parse(JSON.parse(readFileSync(out, 'utf8')));
    expect(results.figures).toEqual(FIGURES.map((figure) => figure.name));
    const crashed = results.rows.filter((row) => row.note?.startsWith('crashed'));
    expect(crashed).toEqual([]);
    const tableLines = stdout.split('\n');
    expect(tableLines.some((line) => TABLE_HEADER.every((cell) => line.includes(cell)))).toBe(true);
    for (const figure of FIGURES) {
      expect(results.rows.some((row) => row.figure === figure.label), figure.label).toBe(true);
      expect(tableLines.some((line) => line.startsWith(`${figure.label}: `)), figure.label).toBe(true);
    }
    // Figures that need no CLI and no peer measure something even in smoke mode.
    for (const label of ['3 pipeline', '4 parallel', '5 large output', '6 grep', '7 cache', '8 budget']) {
      expect(results.rows.some((row) => row.figure === label && row.tollgate !== null), label).toBe(true);
    }
  }, 120_000);

  it('refuses an unknown figure name with the list of known ones', async () => {
    const failure = await run(process.execPath, ['--import', 'tsx', 'bench/run.ts', '--only', 'nonsense'], { cwd: root }).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain('unknown figure nonsense');
    expect(failure?.stderr).toContain('startup');
  });
});
