/**
 * Figure 7: over the 30-turn read session, the share of requests that are byte-prefix extensions of
 * the previous one, and the share of input tokens the loopback API billed as cache reads (see
 * lib/cache-billing.ts). Tollgate through its CLI (in-process `runSession` with the built-in tools
 * when the CLI is not built yet), and the same session through Claude Code.
 */
import { join } from 'node:path';
import { createAnthropicModelClient } from '../../src/model/anthropic-client.js';
import { runSession } from '../../src/session/run-session.js';
import { builtinTools } from '../../src/tools/index.js';
import { mainRequests, tollgateCliMissing } from '../lib/agents.js';
import { extendsPrevious, renderRequest } from '../lib/cache-billing.js';
import { allowGate } from '../lib/engine.js';
import { startLoopbackApi, type ReceivedRequest } from '../lib/loopback-api.js';
import { makeReadWorkspace, readSessionScript } from '../lib/read-session.js';
import { goals, makeRow } from '../lib/rows.js';
import type { Figure, Row } from '../lib/types.js';
import { readSession } from './session-overhead.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';

export interface CacheFigures {
  readonly prefixShare: number;
  readonly cacheReadShare: number;
  readonly requests: number;
}

export function cacheFigures(requests: readonly ReceivedRequest[]): CacheFigures {
  const rendered = requests.map((request) => renderRequest(request.body));
  let extending = 0;
  for (let index = 1; index < rendered.length; index++) if (extendsPrevious(rendered[index - 1]!, rendered[index]!)) extending++;
  let read = 0;
  let all = 0;
  for (const request of requests) {
    if (!request.bill) continue;
    read += request.bill.cacheReadInputTokens;
    all += request.bill.cacheReadInputTokens + request.bill.cacheCreationInputTokens + request.bill.inputTokens;
  }
  return { prefixShare: rendered.length > 1 ? extending / (rendered.length - 1) : Number.NaN, cacheReadShare: all > 0 ? read / all : Number.NaN, requests: requests.length };
}

async function inProcessSession(workspace: string, turns: number, outputDir: string): Promise<ReceivedRequest[]> {
  const api = await startLoopbackApi(readSessionScript(workspace, turns));
  try {
    const result = await runSession({
      prompt: 'Read the modules three at a time, in order, until you are told to stop.',
      commandRunner: createProcessRunner(),
      tools: builtinTools(),
      gate: allowGate,
      client: createAnthropicModelClient({ apiKey: 'test', baseURL: api.url }),
      maxBudgetUsd: 50,
      maxTurns: turns + 5,
      timeoutMs: 120_000,
      workspaceRoot: workspace,
      outputDir,
    }).result;
    if (result.conclusion !== 'success') throw new Error(`in-process session ended ${result.conclusion}: ${result.reason}`);
    return mainRequests(api.requests);
  } finally {
    await api.close();
  }
}

export const promptCache: Figure = {
  name: 'cache',
  label: '7 cache',
  title: 'Prompt cache over a 30-turn session',
  async run({ quick, peer, tmp }) {
    const turns = quick ? 3 : 30;
    const workspace = makeReadWorkspace(join(tmp, 'ws'));
    const missing = tollgateCliMissing();
    const ours = missing
      ? cacheFigures(await inProcessSession(workspace, turns, join(tmp, 'out')))
      : cacheFigures(mainRequests((await readSession('tollgate', workspace, turns, false)).requests));
    const theirs = peer ? cacheFigures(mainRequests((await readSession('peer', workspace, turns, false)).requests)) : null;
    const note = missing ? 'Tollgate in-process (runSession + built-in tools): the CLI is not built' : undefined;
    const rows: Row[] = [
      makeRow({
        figure: '7 cache',
        metric: `requests extending the previous (${ours.requests})`,
        unit: '%',
        tollgate: [100 * ours.prefixShare],
        baseline: theirs ? [100 * theirs.prefixShare] : null,
        baselineLabel: 'Claude Code',
        goal: goals.valueAtLeast(100, '= 100 %'),
        ...(note ? { note } : {}),
      }),
      makeRow({
        figure: '7 cache',
        metric: 'input tokens read from cache',
        unit: '%',
        tollgate: [100 * ours.cacheReadShare],
        baseline: theirs ? [100 * theirs.cacheReadShare] : null,
        baselineLabel: 'Claude Code',
        goal: goals.valueAtLeast(90, '≥ 90 %'),
      }),
    ];
    return rows;
  },
};
