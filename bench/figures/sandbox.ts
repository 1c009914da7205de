/**
 * Figure 10: what the OS sandbox adds to one Bash call: the median of 50 calls of `true` (a call the
 * gate allows as read-only) through the real pipeline, in the sandbox and with `sandbox.enabled:
 * false`, in the same run; the same for a call that writes (`touch`); and the sandbox check that
 * runs beside the first model call (starting the library's proxies and running one command).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setUpSandbox, type SessionSandbox } from '../../src/app/sandbox-setup.js';
import { createToolUseContext } from '../../src/core/context.js';
import { noHooks } from '../../src/core/hook-types.js';
import { runToolUse } from '../../src/core/pipeline.js';
import type { AnyTool } from '../../src/core/tool.js';
import { loadBashParser } from '../../src/permissions/bash/parser.js';
import { parsePolicyText } from '../../src/policy/index.js';
import { startSandbox } from '../../src/sandbox/start-sandbox.js';
import { createBashTool } from '../../src/tools/bash.js';
import { allowGate } from '../lib/engine.js';
import { goals, makeRow } from '../lib/rows.js';
import { median } from '../lib/stats.js';
import type { Figure } from '../lib/types.js';

const LABEL = '10 sandbox';

async function sessionSandbox(tmp: string, enabled: boolean): Promise<SessionSandbox> {
  const { policy } = parsePolicyText(`sandbox:\n  enabled: ${enabled}\n`, '<bench policy>');
  return setUpSandbox({
    policy,
    settings: { failIfUnavailableByDefault: true },
    workspace: join(tmp, 'workspace'),
    additionalDirectories: [],
    outputDir: join(tmp, 'out'),
    transcriptPath: join(tmp, 'out', 'transcript.jsonl'),
    runConfigFiles: [],
    env: process.env,
    onWarning: () => undefined,
  });
}

/** Median wall time of `calls` Bash calls of `command` through the pipeline, after a few warm-up calls. */
async function timeCalls(sandbox: SessionSandbox, tmp: string, command: string, calls: number, tag: string): Promise<number> {
  const context = createToolUseContext({
    commandRunner: sandbox.runner,
    tools: [createBashTool() as unknown as AnyTool],
    workspaceRoot: join(tmp, 'workspace'),
    outputDir: join(tmp, 'out'),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: tmp, LANG: 'C.UTF-8' },
  });
  const samples: number[] = [];
  for (let index = -3; index < calls; index++) {
    const start = performance.now();
    const outcome = await runToolUse({ id: `toolu_${tag}_${index + 3}`, name: 'Bash', input: { command } }, context, { gate: allowGate, hooks: noHooks });
    if (outcome.status !== 'success') throw new Error(`the Bash call failed: ${JSON.stringify(outcome.block.content).slice(0, 300)}`);
    if (index >= 0) samples.push(performance.now() - start);
  }
  return median(samples);
}

export const sandboxFigure: Figure = {
  name: 'sandbox',
  label: LABEL,
  title: 'Time the OS sandbox adds to one Bash call',
  async run({ quick, runs, tmp, log }) {
    await loadBashParser();
    mkdirSync(join(tmp, 'workspace'), { recursive: true });
    const calls = quick ? 5 : 50;
    const readOnly = { sandboxed: [] as number[], bare: [] as number[] };
    const writing = { sandboxed: [] as number[], bare: [] as number[] };
    for (let run = 0; run < runs; run++) {
      for (const enabled of [true, false]) {
        const sandbox = await sessionSandbox(tmp, enabled);
        try {
          if (enabled && !sandbox.status().enabled) throw new Error(`the sandbox did not start: ${sandbox.status().summary}`);
          (enabled ? readOnly.sandboxed : readOnly.bare).push(await timeCalls(sandbox, tmp, 'true', calls, `ro${run}${enabled}`));
          (enabled ? writing.sandboxed : writing.bare).push(await timeCalls(sandbox, tmp, 'touch marker', calls, `rw${run}${enabled}`));
        } finally {
          await sandbox.runner.terminateAll(1_000);
          await sandbox.close();
        }
      }
      log(`run ${run + 1}: true ${readOnly.sandboxed.at(-1)?.toFixed(1)} vs ${readOnly.bare.at(-1)?.toFixed(1)} ms, touch ${writing.sandboxed.at(-1)?.toFixed(1)} vs ${writing.bare.at(-1)?.toFixed(1)} ms`);
    }
    const added = (pair: { sandboxed: number[]; bare: number[] }) => pair.sandboxed.map((value, index) => value - (pair.bare[index] ?? value));
    const checks: number[] = [];
    for (let run = 0; run < (quick ? 1 : 5); run++) {
      const start = performance.now();
      const started = await startSandbox({ pathValue: process.env.PATH });
      checks.push(performance.now() - start);
      if (started.ok) await started.runtime.release();
      else throw new Error('the sandbox did not start');
    }
    return [
      makeRow({
        figure: LABEL,
        metric: `Bash \`true\` (read-only call), median of ${calls}`,
        unit: 'ms',
        tollgate: readOnly.sandboxed,
        baseline: readOnly.bare,
        baselineLabel: 'sandbox.enabled: false',
      }),
      makeRow({ figure: LABEL, metric: 'added per read-only call', unit: 'ms', tollgate: added(readOnly), goal: goals.valueAtMost(30, '≤ 30 ms') }),
      makeRow({
        figure: LABEL,
        metric: `Bash \`touch\` (call that writes), median of ${calls}`,
        unit: 'ms',
        tollgate: writing.sandboxed,
        baseline: writing.bare,
        baselineLabel: 'sandbox.enabled: false',
      }),
      makeRow({ figure: LABEL, metric: 'added per call that writes', unit: 'ms', tollgate: added(writing), goal: goals.valueAtMost(30, '≤ 30 ms') }),
      makeRow({ figure: LABEL, metric: 'sandbox check (beside the first model call)', unit: 'ms', tollgate: [median(checks)], note: 'starting the proxies and running one command; the preflight when the sandbox is available, run once the first model request is sent' }),
    ];
  },
};
