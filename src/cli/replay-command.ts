import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadCassette } from '../model/replay-client.js';
import type { Cassette } from '../model/cassette-format.js';
import type { CliCommand } from './parse-args.js';
import { runLocalSession, type CliIo } from './run-command.js';
import { compareToolResults, promptOf, toolResultsOf, type RunRoots } from './replay-compare.js';
import { UsageError } from './usage-error.js';

type ReplayArgs = Extract<CliCommand, { kind: 'replay' }>;

/** Replay costs nothing; without the recorded budget, give the recorded usage room to finish. */
const REPLAY_BUDGET_USD = 1_000_000;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The folders the recorded run used: named in a transcript's header, else found in its system prompt. */
function recordedRoots(recording: Cassette): { workspace: string | null; output: string | null } {
  const workspace = text(recording.header.workspaceRoot);
  const output = text(recording.header.outputDir);
  if (workspace) return { workspace, output };
  const system = JSON.stringify(recording.exchanges[0]?.request.system ?? '');
  const found = /Work inside the workspace (\/[^\s"\\]+?)\.?(?:\\n|\s|")/.exec(system)?.[1] ?? null;
  return { workspace: found, output };
}

/** The budget and turns the recorded session had (a transcript's session_start), so the replay ends the same way. */
async function recordedLimits(file: string): Promise<{ maxBudgetUsd: number | null; maxTurns: number | null }> {
  const content = await readFile(file, 'utf8');
  for (const line of content.split('\n', 50)) {
    if (!line.includes('"session_start"')) continue;
    try {
      const event = (JSON.parse(line) as { event?: { type?: string; maxBudgetUsd?: unknown; maxTurns?: unknown } }).event;
      if (event?.type !== 'session_start') continue;
      return {
        maxBudgetUsd: typeof event.maxBudgetUsd === 'number' && event.maxBudgetUsd > 0 ? event.maxBudgetUsd : null,
        maxTurns: typeof event.maxTurns === 'number' && event.maxTurns > 0 ? event.maxTurns : null,
      };
    } catch {
      break;
    }
  }
  return { maxBudgetUsd: null, maxTurns: null };
}

/**
 * `tollgate replay FILE`: the recorded model replies against a local checkout, the tools for real;
 * compares every tool result with the recording, folders and timings masked, and shows a line diff
 * of each that differs. Exit 0 when none does.
 */
export async function replayCommand(args: ReplayArgs, io: CliIo): Promise<number> {
  const { file, cwd: workspace, out: outDir } = args;
  const recording = await loadCassette(file);
  if (recording.exchanges.length === 0) throw new UsageError(`${file} holds no model exchanges to replay.`, 'replay');
  const prompt = promptOf(recording.exchanges[0]!.request);
  if (!prompt) throw new UsageError(`${file}: the first recorded request has no user prompt to replay.`, 'replay');
  const progress = args.json ? io.stderr : io.stdout;
  progress.write(
    `tollgate replay: the recorded tool calls run for real in ${workspace}: commands run there and files there change.\n` +
      `Give --cwd a fresh copy of the checkout to keep this one as it is.\n\n`,
  );
  const limits = await recordedLimits(file);
  const replayCassette = join(outDir, 'replay.cassette.jsonl');
  const { result, divergedRequests } = await runLocalSession(
    {
      prompt,
      workspace,
      outDir,
      modelSource: { kind: 'replay', path: file },
      recordPath: replayCassette,
      maxBudgetUsd: limits.maxBudgetUsd ?? REPLAY_BUDGET_USD,
      maxTurns: Math.max(limits.maxTurns ?? 0, recording.exchanges.length + 1),
      allowBypass: false,
      json: args.json,
      expectRequestDivergence: true,
      ...(args.policy ? { policy: { kind: 'path', path: args.policy } } : {}),
    },
    { ...io, stdout: progress },
  );
  const replayed = await loadCassette(replayCassette);
  const before = recordedRoots(recording);
  const roots: RunRoots = {
    workspace: [workspace, ...(before.workspace ? [before.workspace] : [])],
    output: [outDir, ...(before.output ? [before.output] : [])],
  };
  const divergences = recording.scripted
    ? []
    : compareToolResults(toolResultsOf(recording.exchanges.map((e) => e.request)), toolResultsOf(replayed.exchanges.map((e) => e.request)), roots);
  if (args.json) {
    io.stdout.write(`${JSON.stringify({ conclusion: result.conclusion, scripted: recording.scripted, divergences }, null, 2)}\n`);
  } else if (recording.scripted) {
    io.stdout.write(`\nThe recording is scripted (its replies were written by hand), so it holds no tool results to compare; the session ran ${recording.exchanges.length} replies.\n`);
  } else if (divergences.length === 0) {
    io.stdout.write(`\nReplay matched: every tool result equals the recording, folders and timings aside (${recording.exchanges.length} model replies).\n`);
  } else {
    io.stdout.write(`\n${divergences.length} tool result(s) differ from the recording (- recorded, + replayed; folders and timings masked):\n`);
    for (const d of divergences) io.stdout.write(`\n${d.toolUseId}:\n${d.diff.replace(/^/gm, '  ')}\n`);
    if (divergedRequests > 0) io.stdout.write(`\n${divergedRequests} model request(s) differed from the recording; the recorded replies were served.\n`);
  }
  if (recording.scripted) return result.conclusion === 'success' ? 0 : 1;
  return divergences.length === 0 ? 0 : 1;
}
