/**
 * Figure 12: a task longer than the context window (issue 34). 40 files of ~6k tokens each (24,000
 * bytes; 250k tokens in all), read one per turn by a scripted model, against the loopback Messages
 * API of test/support/fake-messages-api.ts with a 200k-token window: it refuses a longer prompt
 * (`prompt is too long`), signs thinking blocks and refuses changed ones, offers server-side
 * compaction and reports its usage only in `usage.iterations`. Tollgate's built CLI runs it with
 * `--thinking adaptive`; with --peer, Claude Code runs the same task against the same API. Both run
 * the same model (`--model`): Claude Code plans its compaction by the model, and with its own
 * default (claude-opus-4-8 with the 1M-context beta, in 2.1.197) it believes the window is 1M and
 * compacts only once the API has refused a request (2.1.328 believes 1M for claude-sonnet-5-5 too).
 * One run each: the figures are counts and dollars, not timings.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { startFakeMessagesApi, type FakeMessagesApi } from '../../test/support/fake-messages-api.js';
import { promptTokens } from '../../test/support/fake-model-behaviour.js';
import { apiTotalUsd, DEFAULT_MODEL_RATES, readEveryFile, writeLongTaskRepo } from '../../test/support/long-task.js';
import { isConversationRequest, spawnAgent, tollgateCliMissing, tollgateCliPath, type AgentKind, type AgentProcess } from '../lib/agents.js';
import { longTaskScript } from '../lib/long-task-script.js';
import { startRecordingFront, type FrontRequest } from '../lib/recording-front.js';
import { goals, makeRow, skippedRow } from '../lib/rows.js';
import type { Figure, Goal, Row } from '../lib/types.js';

const LABEL = '12 long task';
/** The model both agents run, Tollgate's default; the API's bill is priced at its rates (long-task.ts's DEFAULT_MODEL_RATES). */
const MODEL = 'claude-sonnet-5-5';

interface TaskSize {
  readonly files: number;
  readonly bytes: number;
  readonly window: number;
}

/**
 * The issue's task; and for --quick a small one over a window the policy names (`model.context_window`),
 * large enough that Tollgate's server-side trigger stays over the API's 50k floor (so --quick compacts
 * the same way) and a file stays under one Read's share of it.
 */
const FULL: TaskSize = { files: 40, bytes: 24_000, window: 200_000 };
const QUICK: TaskSize = { files: 12, bytes: 20_000, window: 80_000 };

interface Outcome {
  readonly completed: boolean;
  /** `success`, `budget_exhausted` ... (Tollgate); `success`, `error_max_turns` ... (Claude Code's subtype). */
  readonly conclusion: string;
  readonly filesRead: number;
  readonly conversationRequests: number;
  readonly allRequests: number;
  /** Every request by method, path and failed status. */
  readonly requestKinds: string;
  readonly peakPrompt: number;
  readonly peakAccepted: number;
  readonly serverCompactions: number;
  readonly clientCompactions: number;
  readonly refused: readonly string[];
  readonly apiUsd: number;
  /** Tollgate's result.json `cost_usd`; Claude Code's own `total_cost_usd` (by its own price table). */
  readonly ownUsd: number | null;
  readonly wallMs: number;
  /** What the agent asked for: models, thinking, betas. */
  readonly asked: string;
}

const tollgateResult = z.object({
  conclusion: z.string(),
  cost_usd: z.number(),
  context: z.object({ compactions: z.array(z.object({ kind: z.string() })) }).optional(),
});

const peerResult = z.object({ subtype: z.string(), is_error: z.boolean(), total_cost_usd: z.number().optional() });

/** Every request by method, path and (when refused or failed) status: "1 HEAD /, 42 POST /v1/messages, 1 POST /v1/messages → 400". */
function requestKinds(requests: readonly FrontRequest[]): string {
  const counts = new Map<string, number>();
  for (const { method, path, status } of requests) {
    const kind = `${method} ${path}${status >= 400 ? ` → ${status}` : ''}`;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, count]) => `${count} ${kind}`).join(', ');
}

function askedFor(api: FakeMessagesApi): string {
  const distinct = (values: unknown[]) => [...new Set(values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value) ?? 'none')))].join(' | ');
  const betas = api.requests.flatMap((request) => String(request.headers['anthropic-beta'] ?? '').split(',').filter(Boolean));
  return `model ${distinct(api.requests.map((r) => r.body.model))}; thinking ${distinct(api.requests.map((r) => r.body.thinking))}; betas ${distinct([...new Set(betas)]) || 'none'}`;
}

/** The agent's own account of the run, from its output; throws when Tollgate wrote no result.json (a crash, not a figure). */
function ownAccount(kind: AgentKind, outDir: string, run: AgentProcess): { conclusion: string; ownUsd: number | null } {
  const { stdout, stderr, exitCode } = run;
  if (kind === 'tollgate') {
    const resultFile = join(outDir, 'result.json');
    if (!existsSync(resultFile)) throw new Error(`tollgate exited ${exitCode} without ${resultFile}: ${stderr.slice(-400)}`);
    const parsed = tollgateResult.safeParse(JSON.parse(readFileSync(resultFile, 'utf8')));
    if (!parsed.success) throw new Error(`tollgate: result.json is not as expected: ${parsed.error.message}`);
    return { conclusion: parsed.data.conclusion, ownUsd: parsed.data.cost_usd };
  }
  let json: unknown = null;
  try {
    json = JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
  } catch {
    // Not JSON: the conclusion says so below.
  }
  const parsed = peerResult.safeParse(json);
  if (!parsed.success) return { conclusion: `no JSON result (${stdout.slice(0, 200)})`, ownUsd: null };
  return { conclusion: parsed.data.is_error ? `${parsed.data.subtype} (error)` : parsed.data.subtype, ownUsd: parsed.data.total_cost_usd ?? null };
}

/** One agent through the task. A string: why Tollgate's CLI cannot run it (a build without `--thinking`). */
async function runLongTask(kind: AgentKind, size: TaskSize, quick: boolean, tmp: string): Promise<Outcome | string> {
  const repo = writeLongTaskRepo(join(tmp, `${kind}-repo`), size.files, size.bytes);
  // Absolute paths: Claude Code's Read takes nothing else, Tollgate's takes both.
  const task = readEveryFile(repo.files.map((file) => join(repo.root, file)));
  const api = await startFakeMessagesApi({ script: longTaskScript(task), behaviour: { contextWindow: size.window }, models: { [MODEL]: size.window } });
  const front = await startRecordingFront(api.baseURL);
  try {
    const policyFile = join(tmp, `${kind}-policy.yml`);
    writeFileSync(policyFile, `permissions:\n  allow: [Read]\n${quick ? `model:\n  context_window: ${size.window}\n` : ''}`);
    const outDir = join(tmp, `${kind}-out`);
    const run = await spawnAgent(
      kind,
      {
        workspace: repo.root,
        prompt: `Read every file under ${join(repo.root, 'docs')}/, one at a time, in order.`,
        maxTurns: size.files * 2 + 20,
        allowedTools: ['Read'],
        policyFile,
        model: MODEL,
        tollgateArgs: ['--thinking', 'adaptive'],
        outDir,
        timeoutMs: 900_000,
      },
      front.url,
    );
    if (kind === 'tollgate' && run.exitCode === 2) return `${tollgateCliPath()} refused the run: ${run.stderr.trim().split('\n')[0] ?? ''}`;
    const { conclusion, ownUsd } = ownAccount(kind, outDir, run);
    const messages = api.requests;
    const rejected = new Set(api.rejected.map((refusal) => refusal.request));
    return {
      completed: task.done.size === size.files && conclusion === 'success',
      conclusion,
      filesRead: task.done.size,
      conversationRequests: messages.filter(isConversationRequest).length,
      allRequests: front.requests.length,
      requestKinds: requestKinds(front.requests),
      peakPrompt: Math.max(0, ...messages.map((request) => promptTokens(request))),
      peakAccepted: Math.max(0, ...messages.filter((request) => !rejected.has(request)).map((request) => promptTokens(request))),
      serverCompactions: api.served.filter((served) => served.usage?.iterations?.some((iteration) => iteration.type === 'compaction')).length,
      clientCompactions: task.summaries(),
      refused: api.rejected.map((refusal) => refusal.message),
      apiUsd: apiTotalUsd(api.served, DEFAULT_MODEL_RATES),
      ownUsd,
      wallMs: run.wallMs,
      asked: askedFor(api),
    };
  } finally {
    await front.close();
    await api.close();
  }
}

const usd = (value: number | null | undefined) => (typeof value === 'number' ? `$${value.toFixed(6)}` : '—');

function describeOutcome(name: string, outcome: Outcome): string {
  return (
    `${name}: ${outcome.conclusion}, ${outcome.filesRead} files read; ${outcome.conversationRequests} conversation requests, ` +
    `${outcome.allRequests} in all (${outcome.requestKinds}); peak prompt ${outcome.peakPrompt} tokens (largest accepted ${outcome.peakAccepted}); ` +
    `compactions ${outcome.serverCompactions} server, ${outcome.clientCompactions} client; refused ${outcome.refused.length}` +
    `${outcome.refused.length ? ` (${outcome.refused.join('; ')})` : ''}; billed ${usd(outcome.apiUsd)}, own ${usd(outcome.ownUsd)}; ` +
    `${(outcome.wallMs / 1000).toFixed(1)} s; ${outcome.asked}`
  );
}

export const longTaskFigure: Figure = {
  name: 'long-task',
  label: LABEL,
  title: 'A task longer than the context window: 40 files of ~6k tokens, 200k window',
  async run({ quick, peer, tmp, log }) {
    const size = quick ? QUICK : FULL;
    const task = `${size.files} files × ${size.bytes / 1000} kB, ${size.window / 1000}k window`;
    const missing = tollgateCliMissing();
    const ours = missing ? missing : await runLongTask('tollgate', size, quick, tmp);
    if (typeof ours !== 'string') log(describeOutcome('tollgate', ours));
    const theirs = peer ? await runLongTask('peer', size, quick, tmp) : null;
    if (theirs && typeof theirs !== 'string') log(describeOutcome('Claude Code', theirs));
    const mine = typeof ours === 'string' ? null : ours;
    const peerOutcome = typeof theirs === 'string' ? null : theirs;
    if (!mine && !peerOutcome) return [skippedRow(LABEL, `completed (${task})`, typeof ours === 'string' ? ours : 'not run')];

    const row = (metric: string, unit: string, value: (outcome: Outcome) => number, extra: { goal?: Goal; note?: string; withoutRatio?: boolean } = {}): Row => {
      const of = (outcome: Outcome | null) => (outcome ? [value(outcome)] : null);
      return makeRow({ figure: LABEL, metric, unit, tollgate: of(mine), baseline: of(peerOutcome), baselineLabel: 'Claude Code', ...extra });
    };
    const both = (describe: (outcome: Outcome) => string) =>
      [mine ? `Tollgate ${describe(mine)}` : `Tollgate not run (${String(ours)})`, ...(peerOutcome ? [`Claude Code ${describe(peerOutcome)}`] : [])].join('; ');
    const peerNote = peer ? (typeof theirs === 'string' ? `; Claude Code not run (${theirs})` : '') : '; run with --peer to compare with Claude Code';
    return [
      row(`completed (${task})`, 'yes/no', (o) => (o.completed ? 1 : 0), { withoutRatio: true, note: `${both((o) => `${o.conclusion}, ${o.filesRead} files read`)}${peerNote}` }),
      row('conversation requests (tools offered)', 'requests', (o) => o.conversationRequests),
      row('all requests', 'requests', (o) => o.allRequests, { note: both((o) => o.requestKinds) }),
      row('peak prompt (tokens the API counted)', 'tokens', (o) => o.peakPrompt, { note: both((o) => `largest accepted ${o.peakAccepted}`) }),
      row('compactions, server-side', 'compactions', (o) => o.serverCompactions, { withoutRatio: true }),
      row('compactions, client-side (summary requests)', 'compactions', (o) => o.clientCompactions, { withoutRatio: true }),
      row('refused requests', 'requests', (o) => o.refused.length, {
        goal: goals.valueAtMost(0, '= 0'),
        withoutRatio: true,
        note: both((o) => (o.refused.length ? o.refused.join('; ') : 'none')),
      }),
      row(`cost the API billed (${MODEL} rates)`, 'USD', (o) => o.apiUsd),
      makeRow({
        figure: LABEL,
        metric: "Tollgate's own cost_usd",
        unit: 'USD',
        tollgate: mine?.ownUsd != null ? [mine.ownUsd] : null,
        baseline: mine ? [mine.apiUsd] : null,
        baselineLabel: 'the API billed',
        note: `cost_usd ${usd(mine?.ownUsd)} against ${usd(mine?.apiUsd)} billed${peerOutcome ? `; Claude Code's own total_cost_usd ${usd(peerOutcome.ownUsd)} (by its own price table)` : ''}`,
      }),
      row('wall time', 'ms', (o) => o.wallMs),
    ];
  },
};
