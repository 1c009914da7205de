/**
 * `node --import tsx bench/results-markdown.ts [bench/results.json]` prints a results file as the
 * Markdown table and notes that BENCHMARKS.md holds, with the machine line.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { RESULTS_PATH } from './lib/paths.js';
import { markdownTable } from './lib/table.js';
import type { Row } from './lib/types.js';

const resultsSchema = z.object({
  createdAt: z.string(),
  machine: z.object({ nproc: z.number(), node: z.string(), cpu: z.string(), memoryGb: z.number(), platform: z.string() }),
  mode: z.string(),
  runs: z.number(),
  peer: z.string().nullable(),
  cli: z.string().optional(),
  rows: z.array(z.custom<Row>((value) => typeof value === 'object' && value !== null && 'figure' in value)),
});

const path = process.argv[2] ?? RESULTS_PATH;
function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { unreadable: error instanceof Error ? error.message : String(error) };
  }
}

const parsed = resultsSchema.safeParse(readJson(path));
if (!parsed.success) {
  process.stderr.write(`${path} is not a bench results file: ${parsed.error.issues[0]?.message ?? 'invalid'}\n`);
  process.exitCode = 1;
} else {
  const { machine, rows } = parsed.data;
  const peer = parsed.data.peer ?? 'no peer';
  const lines = [
    `Measured ${parsed.data.createdAt} (${parsed.data.mode}, ${parsed.data.runs} runs, ${peer}, CLI ${parsed.data.cli ?? 'dist/cli/index.js'}) ` +
      `on ${machine.platform}, nproc ${machine.nproc}, ${machine.cpu}, ${machine.memoryGb} GB, Node ${machine.node}.`,
    '',
    ...markdownTable(rows),
    '',
    ...new Set(rows.flatMap((row) => (row.note ? [`- ${row.figure}: ${row.note}`] : []))),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
