/**
 * `npm run bench [-- --peer] [--quick] [--only NAME[,NAME]] [--runs N] [--out FILE]`
 * Runs the figures, each in a process of its own, prints one table and writes bench/results.json.
 * Benchmarks print; they never fail on a timing. The exit code is 1 only when the flags are wrong or a figure crashed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { FIGURES } from './figures/index.js';
import { parseBenchArgs } from './lib/args.js';
import { machineInfo } from './lib/machine.js';
import { tollgateCliPath } from './lib/agents.js';
import { BENCH_TMP, REPO_ROOT, RESULTS_PATH } from './lib/paths.js';
import { ensurePeerInstalled } from './lib/peer.js';
import { runFigureInOwnProcess } from './lib/isolated-figure.js';
import { skippedRow } from './lib/rows.js';
import { tableLines } from './lib/table.js';
import type { Row } from './lib/types.js';

const DEFAULT_RUNS = 5;

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseBenchArgs(process.argv.slice(2), FIGURES.map((figure) => figure.name));
  } catch (error) {
    process.stderr.write(`bench: ${describe(error)}\n`);
    return 2;
  }
  const runs = args.runs ?? (args.quick ? 1 : DEFAULT_RUNS);
  const log = (line: string) => process.stderr.write(`  ${line}\n`);
  let peerVersion: string | null = null;
  if (args.peer) {
    try {
      peerVersion = ensurePeerInstalled(log);
      log(`peer: Claude Code ${peerVersion}`);
    } catch (error) {
      process.stderr.write(`bench: could not install the peer (${describe(error)}); peer columns stay empty.\n`);
    }
  }
  mkdirSync(BENCH_TMP, { recursive: true });
  const rows: Row[] = [];
  let crashed = 0;
  const selected = FIGURES.filter((figure) => !args.only || args.only.includes(figure.name));
  for (const figure of selected) {
    process.stderr.write(`[${figure.name}] ${figure.title}\n`);
    const tmp = mkdtempSync(join(BENCH_TMP, `${figure.name}-`));
    const started = performance.now();
    try {
      rows.push(...(await runFigureInOwnProcess({ name: figure.name, quick: args.quick, peer: peerVersion !== null, runs, tmp })));
    } catch (error) {
      crashed++;
      rows.push(skippedRow(figure.label, figure.title, `crashed: ${describe(error)}`));
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
    log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const lines = tableLines(rows);
  process.stdout.write(`\n${lines.join('\n')}\n`);
  const notes = new Set(rows.flatMap((row) => (row.note ? [`  note ${row.figure}: ${row.note.replace(/\s+/g, ' ')}`] : [])));
  for (const note of notes) process.stdout.write(`${note}\n`);
  if (args.quick) process.stdout.write('  (smoke mode: tiny inputs and one run; these numbers are not the figures)\n');
  const out = args.out ?? RESULTS_PATH;
  mkdirSync(dirname(out), { recursive: true });
  const results = {
    createdAt: new Date().toISOString(),
    machine: machineInfo(),
    mode: args.quick ? 'quick' : 'full',
    runs,
    peer: peerVersion ? `Claude Code ${peerVersion}` : null,
    cli: relative(REPO_ROOT, tollgateCliPath()),
    figures: selected.map((figure) => figure.name),
    rows,
  };
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`\nwrote ${out}\n`);
  return crashed > 0 ? 1 : 0;
}

process.exitCode = await main();
