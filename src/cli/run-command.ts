import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { prepareSession, type ModelSource, type SessionSettings } from '../app/prepare-session.js';
import { createRedactor } from '../core/redact.js';
import { initialReportState, reduceReport, type ReportState } from '../report/report-state.js';
import type { SessionResult } from '../session/events.js';
import { createConsoleReporter } from './console-reporter.js';
import type { RunArgs } from './parse-args.js';
import { UsageError } from './usage-error.js';
import { writeDryRunOutputs, type WrittenOutputs } from './write-outputs.js';

export interface CliIo {
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
  readonly env: NodeJS.ProcessEnv;
  /** The directory relative paths on the command line are resolved against. */
  readonly cwd: string;
  readonly signal: AbortSignal;
}

/** The session settings a local run chooses; the rest (env, signal, secrets, paths) come from the CLI. */
type LocalSessionSettings = Pick<
  SessionSettings,
  'prompt' | 'workspace' | 'policy' | 'modelSource' | 'recordPath' | 'model' | 'maxBudgetUsd' | 'maxTurns' | 'timeoutMinutes' | 'mcpConfig' | 'allowBypass'
>;

export interface LocalRunOptions extends LocalSessionSettings {
  readonly outDir: string;
  readonly json: boolean;
  /** Replay against another checkout: requests differ by design, so count divergences instead of warning each. */
  readonly expectRequestDivergence?: boolean;
}

export interface LocalRunOutcome {
  readonly result: SessionResult;
  readonly outputs: WrittenOutputs;
  readonly state: ReportState;
}

/** One session on a local work tree, with live progress, and the GitHub side written to `outDir`. */
export async function runLocalSession(options: LocalRunOptions, io: CliIo): Promise<LocalRunOutcome> {
  const progress = options.json ? io.stderr : io.stdout;
  const warn = (message: string) => progress.write(`warning: ${message}\n`);
  let divergedRequests = 0;
  await mkdir(options.outDir, { recursive: true });
  const transcriptPath = join(options.outDir, 'transcript.jsonl');
  const knownSecrets = options.modelSource.kind === 'api' ? [options.modelSource.apiKey] : [];
  const { outDir, json: _json, expectRequestDivergence: _expect, ...settings } = options;
  const prepared = await prepareSession({
    ...settings,
    outputDir: outDir,
    transcriptPath,
    env: io.env,
    knownSecrets,
    signal: io.signal,
    onWarning: warn,
    // Locally an unavailable sandbox is a one-line warning (the policy's sandbox.failIfUnavailable can make it fatal).
    sandbox: { failIfUnavailableByDefault: false },
    ...(options.expectRequestDivergence ? { onReplayDivergence: () => divergedRequests++ } : {}),
  });
  const redact = createRedactor(prepared.secrets);
  const reporter = createConsoleReporter({
    stream: progress,
    interactive: !options.json && progress.isTTY === true && !io.env.CI,
    redact,
  });
  let state = initialReportState;
  try {
    const run = prepared.start((event) => {
      state = reduceReport(state, event);
      reporter.onEvent(event);
    });
    const result = await run.result;
    const context = {
      request: options.prompt,
      requester: null,
      runUrl: null,
      artifactUrl: null,
      artifactNote: `Dry run: nothing was posted; the transcript and every full output are in ${options.outDir}.`,
      redact,
    };
    const outputs = await writeDryRunOutputs(options.outDir, state, result, context, transcriptPath);
    if (divergedRequests > 0) {
      progress.write(`note: ${divergedRequests} model request(s) differ from the recording (another checkout path or policy); the recorded replies were served.\n`);
    }
    return { result, outputs, state };
  } finally {
    reporter.stop();
    await prepared.close();
  }
}

function modelSourceFor(args: RunArgs, io: CliIo): ModelSource {
  if (args.replay) return { kind: 'replay', path: resolve(io.cwd, args.replay) };
  const apiKey = io.env.ANTHROPIC_API_KEY;
  if (!apiKey) {
    throw new UsageError(
      'No model to talk to: set ANTHROPIC_API_KEY to use the Messages API, or pass --replay FILE to replay a cassette. ' +
        "To try Tollgate without a key, run 'tollgate demo'.",
      'run',
    );
  }
  const baseUrl = args.baseUrl;
  return { kind: 'api', apiKey, ...(baseUrl ? { baseUrl } : {}) };
}

/** `tollgate run`: returns the exit code (0 success, 1 any other conclusion). */
export async function runCommand(args: RunArgs, io: CliIo): Promise<number> {
  const prompt = args.prompt ?? (await readFile(resolve(io.cwd, args.promptFile!), 'utf8')).trim();
  const workspace = resolve(io.cwd, args.cwd);
  const { result, outputs } = await runLocalSession(
    {
      prompt,
      workspace,
      outDir: resolve(io.cwd, args.out),
      modelSource: modelSourceFor(args, io),
      allowBypass: args.allowBypass,
      json: args.json,
      policy: args.policy ? { kind: 'path', path: resolve(io.cwd, args.policy) } : undefined,
      recordPath: args.record && resolve(io.cwd, args.record),
      model: args.model,
      maxBudgetUsd: args.maxBudgetUsd,
      maxTurns: args.maxTurns,
      timeoutMinutes: args.timeoutMinutes,
      mcpConfig: args.mcpConfig && resolve(io.cwd, args.mcpConfig),
    },
    io,
  );
  if (args.json) io.stdout.write(outputs.resultJson);
  else io.stdout.write(`\nWrote ${outputs.commentPath}, ${outputs.summaryPath}, ${outputs.resultPath} and the transcript.\n`);
  return result.conclusion === 'success' ? 0 : 1;
}
