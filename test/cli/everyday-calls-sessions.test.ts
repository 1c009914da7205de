/**
 * The everyday-call suite of issue 25 in real sessions of the built CLI (`tollgate run` against the
 * loopback Messages API, sandboxed as in CI): a scripted model makes each group's calls in order, in
 * a fresh copy of the fixture repository, and every one of them runs — the report lists it as
 * allowed, naming the rule the maintainer wrote (or none when the mode allowed it), and no call is
 * refused by the gate. (A command may still fail on its own, as `pytest` does where it is not installed.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVERYDAY, policyFileOf } from '../permissions/everyday/cases.js';
import { makeEverydayWorkspace, placed } from '../permissions/everyday/everyday-workspace.js';
import { startFakeMessagesApi } from '../support/fake-messages-api.js';
import { runCli } from '../support/run-cli.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';

interface ReportedCall {
  readonly tool_use_id: string;
  readonly decision: string;
  readonly rule: string | null;
  readonly status: string;
}

describe('everyday calls in real scripted sessions', () => {
  it.each(EVERYDAY.map((group) => [group.name, group] as const))('%s: every call runs, naming its rule', { timeout: 240_000 }, async (_name, group) => {
    const ws = makeEverydayWorkspace();
    try {
      const calls = group.calls.map((call, i) => toolUse(call.tool, JSON.parse(placed(JSON.stringify(call.input), ws)) as Record<string, unknown>, `toolu_e${i}`));
      const turns = [];
      for (let i = 0; i < calls.length; i += 8) turns.push(reply(...calls.slice(i, i + 8)));
      const api = await startFakeMessagesApi({ script: [...turns, endTurn('Done.')] });
      try {
        writeFileSync(join(ws.base, 'policy.json'), JSON.stringify(policyFileOf(group)));
        const out = join(ws.base, 'out');
        const run = await runCli(['run', '--prompt', 'work', '--cwd', ws.root, '--out', out, '--policy', join(ws.base, 'policy.json'), '--max-turns', '50'], {
          cwd: ws.base,
          env: { ANTHROPIC_API_KEY: 'sk-test-everyday-0123456789', ANTHROPIC_BASE_URL: api.baseURL, HOME: ws.home },
          timeoutMs: 220_000,
        });
        expect(run.code, run.stdout + run.stderr).toBe(0);
        const result = JSON.parse(readFileSync(join(out, 'result.json'), 'utf8')) as { tool_calls: ReportedCall[]; denied_calls: { kind: string; tool_use_id: string; reason: string }[] };
        const refused = result.denied_calls.filter((d) => d.kind === 'permission');
        expect(refused, JSON.stringify(refused, null, 1)).toEqual([]);
        group.calls.forEach((call, i) => {
          const reported = result.tool_calls.find((c) => c.tool_use_id === `toolu_e${i}`);
          const shown = `${call.tool} ${JSON.stringify(call.input)}`;
          expect(reported?.decision, `${shown} ${JSON.stringify(reported)}`).toBe('allow');
          expect(reported?.rule ?? null, shown).toBe(call.rule);
        });
      } finally {
        await api.close();
      }
    } finally {
      ws.cleanup();
    }
  });
});
