/**
 * Figure 2: a scripted 30-turn session, three parallel Reads of small files per turn, the model
 * answering at once: wall time and CPU time (the agent and every process it starts), Tollgate's
 * CLI vs Claude Code. With an instant model, all of it is the agent's own overhead.
 */
import { join } from 'node:path';
import { mainRequests, runAgent, tollgateCliMissing, type AgentKind, type AgentRun } from '../lib/agents.js';
import { makeReadWorkspace, readSessionScript, toolResultsSent } from '../lib/read-session.js';
import { goals, makeRow, skippedRow } from '../lib/rows.js';
import type { Figure, Row } from '../lib/types.js';

/** Runs the read session and checks that every Read was answered; throws with the agent's output otherwise. */
export async function readSession(kind: AgentKind, workspace: string, turns: number, cpu: boolean): Promise<AgentRun> {
  const run = await runAgent(kind, {
    workspace,
    prompt: 'Read the modules three at a time, in order, until you are told to stop.',
    script: readSessionScript(workspace, turns),
    maxTurns: turns + 5,
    cpu,
  });
  const main = mainRequests(run.requests);
  const last = main.at(-1);
  const answered = last ? toolResultsSent(last.body) : 0;
  if (main.length !== turns + 1 || answered !== 3 * turns) {
    throw new Error(
      `${kind}: expected ${turns + 1} requests and ${3 * turns} tool results, saw ${main.length} and ${answered} ` +
        `(exit ${run.exitCode}): ${(run.stderr || run.stdout).slice(-400)}`,
    );
  }
  return run;
}

export const sessionOverhead: Figure = {
  name: 'session',
  label: '2 session',
  title: 'Session overhead: 30 turns × 3 parallel Reads',
  async run({ quick, peer, runs, tmp, log }) {
    const turns = quick ? 3 : 30;
    const goal = goals.ratioAtMost(0.5, '≤ 0.5× Claude Code');
    const missing = tollgateCliMissing();
    const workspace = makeReadWorkspace(join(tmp, 'ws'));
    const ours = { wall: [] as number[], cpu: [] as number[] };
    const theirs = { wall: [] as number[], cpu: [] as number[] };
    for (let index = 0; index < runs; index++) {
      if (!missing) {
        const run = await readSession('tollgate', workspace, turns, true);
        ours.wall.push(run.wallMs);
        if (run.cpuMs !== null) ours.cpu.push(run.cpuMs);
      }
      if (peer) {
        const run = await readSession('peer', workspace, turns, true);
        theirs.wall.push(run.wallMs);
        if (run.cpuMs !== null) theirs.cpu.push(run.cpuMs);
      }
      log(`run ${index + 1}/${runs}`);
    }
    const metric = `${turns} turns × 3 Reads`;
    if (missing && !peer) return [skippedRow('2 session', `wall (${metric})`, missing, goal)];
    const rows: Row[] = [];
    for (const [name, values, peerValues] of [
      ['wall', ours.wall, theirs.wall],
      ['CPU', ours.cpu, theirs.cpu],
    ] as const) {
      rows.push(
        makeRow({
          figure: '2 session',
          metric: `${name} (${metric})`,
          unit: 'ms',
          tollgate: missing ? null : values,
          baseline: peer ? peerValues : null,
          baselineLabel: 'Claude Code',
          goal,
          ...(missing ? { note: missing } : peer ? {} : { note: 'run with --peer to compare with Claude Code' }),
        }),
      );
    }
    return rows;
  },
};
