import { join, resolve } from 'node:path';
import { loadCassette } from '../model/replay-client.js';
import type { CliCommand } from './parse-args.js';
import { runLocalSession, type CliIo } from './run-command.js';
import { compareToolResults, promptOf, toolResultsOf } from './replay-compare.js';
import { UsageError } from './usage-error.js';

type ReplayArgs = Extract<CliCommand, { kind: 'replay' }>;

/** Replay costs nothing; the recorded usage is still counted, so give it room to finish. */
const REPLAY_BUDGET_USD = 1_000_000;

/**
 * `tollgate replay FILE`: the recorded model replies against a local checkout, the tools for real;
 * reports every tool result that differs from the recording. Exit 0 when none does.
 */
export async function replayCommand(args: ReplayArgs, io: CliIo): Promise<number> {
  const file = resolve(io.cwd, args.file);
  const recording = await loadCassette(file);
  if (recording.exchanges.length === 0) throw new UsageError(`${file} holds no model exchanges to replay.`, 'replay');
  const prompt = promptOf(recording.exchanges[0]!.request);
  if (!prompt) throw new UsageError(`${file}: the first recorded request has no user prompt to replay.`, 'replay');
  const outDir = resolve(io.cwd, args.out);
  const workspace = resolve(io.cwd, args.cwd);
  const replayCassette = join(outDir, 'replay.cassette.jsonl');
  const { result } = await runLocalSession(
    {
      prompt,
      workspace,
      outDir,
      modelSource: { kind: 'replay', path: file },
      recordPath: replayCassette,
      maxBudgetUsd: REPLAY_BUDGET_USD,
      maxTurns: recording.exchanges.length + 1,
      allowBypass: false,
      json: args.json,
      expectRequestDivergence: true,
      ...(args.policy ? { policy: { kind: 'path', path: resolve(io.cwd, args.policy) } } : {}),
    },
    { ...io, stdout: args.json ? io.stderr : io.stdout },
  );
  const replayed = await loadCassette(replayCassette);
  const divergences = compareToolResults(
    toolResultsOf(recording.exchanges.map((e) => e.request)),
    toolResultsOf(replayed.exchanges.map((e) => e.request)),
    [workspace, outDir],
  );
  if (args.json) {
    io.stdout.write(`${JSON.stringify({ conclusion: result.conclusion, divergences }, null, 2)}\n`);
  } else if (divergences.length === 0) {
    io.stdout.write(`\nReplay matched: every tool result equals the recording (${recording.exchanges.length} model replies).\n`);
  } else {
    io.stdout.write(`\n${divergences.length} tool result(s) differ from the recording:\n`);
    for (const d of divergences) {
      const show = (text: string | null) => (text === null ? '(none)' : JSON.stringify(text.slice(0, 300)));
      io.stdout.write(`- ${d.toolUseId}\n    recorded: ${show(d.recorded)}\n    replayed: ${show(d.replayed)}\n`);
    }
  }
  return divergences.length === 0 ? 0 : 1;
}
