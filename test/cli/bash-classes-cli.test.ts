/**
 * The Bash class suites of issue 14 through the built CLI, as a maintainer checks a policy:
 * `tollgate policy check` reads one call a line and prints one decision a line. One run per
 * policy, every case of that policy in it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from '../permissions/gate-fixture.js';
import { makeBashWorkspace, placed } from '../permissions/bash-classes/bash-workspace.js';
import { CLASSES, type BashCase } from '../permissions/bash-classes/cases.js';
import { runCli } from '../support/run-cli.js';

let ws: Workspace;
const decisions = new Map<BashCase, { decision: string; reason: string }>();

beforeAll(async () => {
  ws = makeBashWorkspace();
  const byPolicy = new Map<string, BashCase[]>();
  for (const cases of Object.values(CLASSES)) {
    for (const row of cases) {
      if (row.gateOnly) continue;
      const key = JSON.stringify(row.policy);
      byPolicy.set(key, [...(byPolicy.get(key) ?? []), row]);
    }
  }
  let n = 0;
  for (const [key, rows] of byPolicy) {
    const policyPath = join(ws.root, '..', `policy-${n++}.json`);
    writeFileSync(policyPath, JSON.stringify({ version: 1, permissions: JSON.parse(key) }));
    const input = rows.map((row) => JSON.stringify({ tool: 'Bash', input: { command: placed(row.command, ws) } })).join('\n') + '\n';
    const run = await runCli(['policy', 'check', '--policy', policyPath, '--cwd', ws.root], { cwd: ws.root, input, env: { HOME: ws.home }, timeoutMs: 120_000 });
    if (run.code !== 0) throw new Error(`policy check exited ${run.code}: ${run.stderr}`);
    const lines = run.stdout.trim().split('\n');
    rows.forEach((row, i) => {
      const line = JSON.parse(lines[i] ?? '{}') as { decision: string; reason: string };
      decisions.set(row, line);
    });
  }
}, 300_000);
afterAll(() => ws.cleanup());

for (const [name, cases] of Object.entries(CLASSES)) {
  describe(`class ${name}, through tollgate policy check`, () => {
    it.each(cases.filter((row) => !row.gateOnly).map((row) => [row.command, row.expect, row] as const))('%s → %s', (_command, expected, row: BashCase) => {
      const got = decisions.get(row);
      expect(got?.decision, got?.reason).toBe(expected);
    });
  });
}
