/**
 * Figure 8: 1,000 randomized scripted sessions (seeded), each with a random cap, model and
 * max_tokens, against the loopback API, which reports random usage (output up to max_tokens, random
 * cache reads and writes). The model never ends its turn, so only the budget stops a session. We
 * bill each reply as the API would and report the highest spend / cap over all sessions (must never
 * exceed 1.0) and the mean share of the cap spent by sessions that the budget stopped.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { buildTool } from '../../src/core/build-tool.js';
import type { AnyTool } from '../../src/core/tool.js';
import { createAnthropicModelClient } from '../../src/model/anthropic-client.js';
import { resolvePrice } from '../../src/model/prices.js';
import { costOfUsage } from '../../src/model/usage.js';
import { runSession } from '../../src/session/run-session.js';
import { estimateTokens } from '../lib/cache-billing.js';
import { allowGate } from '../lib/engine.js';
import { startLoopbackApi, type ScriptedReply } from '../lib/loopback-api.js';
import { goals, makeRow } from '../lib/rows.js';
import { mean, seededRandom } from '../lib/stats.js';
import type { Figure } from '../lib/types.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';

const MODELS = ['claude-sonnet-5-5', 'claude-opus-4-8', 'claude-haiku-4-5', 'claude-sonnet-4-6'];

const noop = buildTool({
  name: 'Noop',
  inputSchema: z.object({ step: z.number() }),
  description: async () => 'Does nothing.',
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  call: async ({ step }) => ({ data: `step ${step} done` }),
}) as unknown as AnyTool;

interface SessionDraw {
  random: () => number;
  model: string;
  billedUsd: number;
}

export const budgetFigure: Figure = {
  name: 'budget',
  label: '8 budget',
  title: 'Budget over randomized sessions',
  async run({ quick, tmp, log }) {
    const sessions = quick ? 20 : 1_000;
    let current: SessionDraw = { random: seededRandom(0), model: MODELS[0]!, billedUsd: 0 };
    const api = await startLoopbackApi((body): ScriptedReply => {
      const { random } = current;
      const maxTokens = typeof body.max_tokens === 'number' ? body.max_tokens : 1;
      const prompt = estimateTokens(JSON.stringify(body));
      const cacheRead = Math.floor(prompt * random() * 0.8);
      const cacheWrite = Math.floor((prompt - cacheRead) * random());
      const bill = { inputTokens: prompt - cacheRead - cacheWrite, cacheReadInputTokens: cacheRead, cacheCreationInputTokens: cacheWrite };
      // Mostly long answers: the budget has to shrink max_tokens to stay under the cap.
      const outputTokens = Math.max(1, Math.ceil(maxTokens * (random() < 0.5 ? 1 : random())));
      current.billedUsd += costOfUsage({ ...bill, outputTokens, cacheCreation1hInputTokens: 0 }, resolvePrice(current.model).price);
      const step = (Array.isArray(body.messages) ? body.messages.length : 0) + 1;
      return {
        content: [
          { type: 'text', text: 'Working on it.' },
          { type: 'tool_use', id: `toolu_b${step}`, name: 'Noop', input: { step } },
        ],
        stopReason: 'tool_use',
        outputTokens,
        bill,
      };
    });
    const client = createAnthropicModelClient({ apiKey: 'test', baseURL: api.url });
    const shares: number[] = [];
    const stoppedShares: number[] = [];
    const conclusions = new Map<string, number>();
    try {
      for (let seed = 1; seed <= sessions; seed++) {
        const random = seededRandom(seed);
        const model = MODELS[Math.floor(random() * MODELS.length)]!;
        const cap = Math.exp(Math.log(0.02) + random() * (Math.log(2) - Math.log(0.02)));
        const maxTokens = 1_000 + Math.floor(random() * 31_000);
        current = { random, model, billedUsd: 0 };
        const result = await runSession({
          prompt: 'Keep going.',
          commandRunner: createProcessRunner(),
          tools: [noop],
          gate: allowGate,
          client,
          model,
          maxBudgetUsd: cap,
          maxTokens,
          maxTurns: 500,
          timeoutMs: 60_000,
          workspaceRoot: tmp,
          outputDir: join(tmp, 'out'),
          retry: { maxRetries: 0, baseDelayMs: 1, maxDelayMs: 1 },
        }).result;
        conclusions.set(result.conclusion, (conclusions.get(result.conclusion) ?? 0) + 1);
        const share = current.billedUsd / cap;
        shares.push(share);
        if (result.conclusion === 'budget_exhausted') stoppedShares.push(share);
      }
    } finally {
      await api.close();
    }
    log(`conclusions: ${[...conclusions].map(([name, count]) => `${name} ${count}`).join(', ')}`);
    const note = `${sessions} sessions; ${stoppedShares.length} stopped by the budget; highest spend / cap ${Math.max(...shares).toFixed(6)}`;
    return [
      makeRow({
        figure: '8 budget',
        metric: 'highest spend / cap',
        unit: '',
        tollgate: [Math.max(...shares)],
        goal: goals.valueAtMost(1, '≤ 1.0'),
        note,
      }),
      makeRow({
        figure: '8 budget',
        metric: 'mean share of cap used',
        unit: '%',
        tollgate: stoppedShares.length > 0 ? [100 * mean(stoppedShares)] : null,
        goal: goals.valueAtLeast(90, '≥ 90 %'),
      }),
    ];
  },
};
