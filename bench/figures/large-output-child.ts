/**
 * Child process of figure 5: runs the Bash tool through the pipeline on a command that prints
 * `argv[2]` bytes, sampling this process's RSS every 5 ms, and prints one JSON line:
 * { baselineRss, peakRss, printedBytes, logPath, logBytes, status }.
 */
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { noHooks } from '../../src/core/hook-types.js';
import { runToolUse } from '../../src/core/pipeline.js';
import type { AnyTool } from '../../src/core/tool.js';
import { createBashTool } from '../../src/tools/bash.js';
import { allowGate, benchContext } from '../lib/engine.js';

const LINE = '0123456789abcdefghijklmnopqrstuvwxyz';

async function main(): Promise<void> {
  const bytes = Number(process.argv[2]);
  const dir = process.argv[3] ? resolve(process.argv[3]) : undefined;
  if (!Number.isSafeInteger(bytes) || bytes <= 0 || !dir) throw new Error('usage: large-output-child BYTES DIR');
  const context = benchContext([createBashTool() as unknown as AnyTool], dir);
  const deps = { gate: allowGate, hooks: noHooks };
  // Warm-up: loads the bash parser and everything a first call touches, so growth is the output's.
  await runToolUse({ id: 'toolu_warm', name: 'Bash', input: { command: 'echo warm' } }, context, deps);
  globalThis.gc?.();
  const baselineRss = process.memoryUsage.rss();
  let peakRss = baselineRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 5);
  const outcome = await runToolUse(
    { id: 'toolu_big', name: 'Bash', input: { command: `yes '${LINE}' | head -c ${bytes}` } },
    context,
    deps,
  );
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  // Bash saved the whole output to its log (the result says where) since it is far over the cap.
  const logPath = outcome.persistedPath ?? null;
  const logBytes = logPath ? (await stat(logPath)).size : 0;
  process.stdout.write(`${JSON.stringify({ baselineRss, peakRss, printedBytes: bytes, logPath, logBytes, status: outcome.status })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
