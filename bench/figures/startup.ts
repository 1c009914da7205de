/**
 * Figure 1: process start to the first Messages API request — `node dist/cli/index.js run` vs
 * `claude -p` — and `node -e 0` (start to exit) as the floor. The model answers at once. Last row:
 * the same on the generated 20,000-file repository with the README's policy that denies reading
 * `./.env` (the walk for what denied files hold runs beside the request, not before it).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nodeNoopMs, runAgent, tollgateCliMissing, type AgentKind } from '../lib/agents.js';
import { generatedRepo } from '../lib/generated-repo.js';
import { makeReadWorkspace } from '../lib/read-session.js';
import { goals, makeRow } from '../lib/rows.js';
import type { Figure, Row } from '../lib/types.js';

const answerAtOnce = () => ({ content: [{ type: 'text' as const, text: 'Nothing to do.' }], stopReason: 'end_turn' as const });

export const startup: Figure = {
  name: 'startup',
  label: '1 start-up',
  title: 'Start-up to the first Messages API request',
  async run({ quick, peer, runs, tmp, log }) {
    const goal = goals.ratioAtMost(0.35, '≤ 0.35× Claude Code');
    const missing = tollgateCliMissing();
    const workspace = makeReadWorkspace(join(tmp, 'ws'));
    const first = async (kind: AgentKind, where: { workspace: string; policyFile?: string } = { workspace }) => {
      const run = await runAgent(kind, { ...where, prompt: 'Say hello.', script: answerAtOnce, maxTurns: 2 });
      if (run.firstRequestMs === null) throw new Error(`${kind} sent no Messages request (exit ${run.exitCode}): ${run.stderr.slice(-300)}`);
      return run.firstRequestMs;
    };
    const tollgate: number[] = [];
    const claude: number[] = [];
    const floor: number[] = [];
    const large = { workspace: generatedRepo(quick ? 400 : 20_000).dir, policyFile: join(tmp, 'deny-env.yml') };
    writeFileSync(large.policyFile, 'version: 1\npermissions:\n  deny: ["Read(./.env)"]\n');
    const withDenyRule: number[] = [];
    await nodeNoopMs();
    for (let index = 0; index < runs; index++) {
      if (!missing) tollgate.push(await first('tollgate'));
      if (!missing) withDenyRule.push(await first('tollgate', large));
      if (peer) claude.push(await first('peer'));
      floor.push(await nodeNoopMs());
      log(`run ${index + 1}/${runs}`);
    }
    const rows: Row[] = [
      makeRow({
        figure: '1 start-up',
        metric: 'spawn → first request',
        unit: 'ms',
        tollgate: missing ? null : tollgate,
        baseline: peer ? claude : null,
        baselineLabel: 'Claude Code',
        goal,
        ...(missing ? { note: missing } : peer ? {} : { note: 'run with --peer to compare with Claude Code' }),
      }),
    ];
    rows.push(
      makeRow({
        figure: '1 start-up',
        metric: 'vs node -e 0 (spawn → exit)',
        unit: 'ms',
        tollgate: missing ? null : tollgate,
        baseline: floor,
        baselineLabel: 'node -e 0',
        goal: goals.valueAtMost(300, '≤ 300 ms'),
      }),
    );
    rows.push(
      makeRow({
        figure: '1 start-up',
        metric: `with Read(./.env) denied, ${quick ? 400 : 20_000} files`,
        unit: 'ms',
        tollgate: missing ? null : withDenyRule,
        goal: goals.valueAtMost(300, '≤ 300 ms'),
        note: 'spawn → first request in the generated Grep repository, the policy denying Read(./.env) (the README example)',
      }),
    );
    return rows;
  },
};
