/**
 * The everyday-call suite of issue 25 through the built CLI's `tollgate policy check`, as a
 * maintainer checks a policy: every call is allowed, and the decision names the rule the
 * maintainer wrote (or none, when the mode allowed it). One run per group.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYDAY, EVERYDAY_CALL_COUNT, policyFileOf, type EverydayCall } from '../permissions/everyday/cases.js';
import { makeEverydayWorkspace, placed, type EverydayWorkspace } from '../permissions/everyday/everyday-workspace.js';
import { runCli } from '../support/run-cli.js';

let ws: EverydayWorkspace;
const decisions = new Map<EverydayCall, { decision: string; reason: string; rule: string | null }>();

beforeAll(async () => {
  ws = makeEverydayWorkspace();
  let n = 0;
  for (const group of EVERYDAY) {
    const policyPath = join(ws.base, `policy-${n++}.json`);
    writeFileSync(policyPath, JSON.stringify(policyFileOf(group)));
    const input = group.calls.map((call) => placed(JSON.stringify({ tool: call.tool, input: call.input }), ws)).join('\n') + '\n';
    const run = await runCli(['policy', 'check', '--policy', policyPath, '--cwd', ws.root], { cwd: ws.root, input, env: { HOME: ws.home }, timeoutMs: 120_000 });
    if (run.code !== 0) throw new Error(`policy check exited ${run.code}: ${run.stderr}`);
    const lines = run.stdout.trim().split('\n');
    group.calls.forEach((call, i) => decisions.set(call, JSON.parse(lines[i] ?? '{}') as { decision: string; reason: string; rule: string | null }));
  }
}, 300_000);
afterAll(() => ws.cleanup());

it(`holds at least 150 everyday calls (${EVERYDAY_CALL_COUNT})`, () => {
  expect(EVERYDAY_CALL_COUNT).toBeGreaterThanOrEqual(150);
});

for (const group of EVERYDAY) {
  describe(`${group.name}, through tollgate policy check`, () => {
    it.each(group.calls.map((call) => [call.tool, JSON.stringify(call.input).slice(0, 100), call] as const))('%s %s is allowed, naming its rule', (_tool, _input, call) => {
      const got = decisions.get(call);
      expect(got?.decision, got?.reason).toBe('allow');
      expect(got?.rule ?? null, got?.reason).toBe(call.rule);
    });
  });
}
