import { mkdir, readFile } from 'node:fs/promises';
import { ConfigSourceError, type ConfigSource } from '../app/config-source.js';
import { openGitCommitSource, resolveCommit } from '../app/git-commit-source.js';
import { prepareSession, type ModelSource, type SessionSettings } from '../app/prepare-session.js';
import { runPhases } from '../app/run-phases.js';
import { sessionReporters } from '../app/session-reporters.js';
import { hasCloudCredentials } from '../model/provider.js';
import type { FinishedReport } from '../report/report-state.js';
import { createReportRedactor } from '../report/report-redactor.js';
import type { SessionResult } from '../session/events.js';
import { createDryRunReporter, dryRunPaths, type DryRunPaths } from './dry-run-reporter.js';
import { localDeliveryPhase } from './local-delivery.js';
import type { OutputSchemaSetting } from '../app/output-schema.js';
import type { Tools } from '../core/tool.js';
import type { RunArgs } from './parse-args.js';
import { UsageError } from './usage-error.js';

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
  'prompt' | 'workspace' | 'policy' | 'modelSource' | 'recordPath' | 'model' | 'fallbackModel' | 'thinking' | 'effort' | 'maxBudgetUsd' | 'maxTurns' | 'timeoutMinutes' | 'mcpConfig' | 'allowBypass' | 'extraTools' | 'outputSchema' | 'configSource'
>;

export interface LocalRunOptions extends LocalSessionSettings {
  readonly outDir: string;
  readonly json: boolean;
  /** Replay against another checkout: requests differ by design, so count divergences instead of warning each. */
  readonly expectRequestDivergence?: boolean;
}

export interface LocalRunOutcome {
  readonly result: SessionResult;
  readonly report: FinishedReport;
  readonly paths: DryRunPaths;
  /** How many model requests differed from a replayed recording. */
  readonly divergedRequests: number;
}

/**
 * One session on a local work tree with the CLI's reporters: live progress on the terminal, the
 * transcript, result.json, report.md, and what the action would post (comment.md, summary.md).
 */
export async function runLocalSession(options: LocalRunOptions, io: CliIo): Promise<LocalRunOutcome> {
  const progress = options.json ? io.stderr : io.stdout;
  const warn = (message: string) => progress.write(`warning: ${message}\n`);
  let divergedRequests = 0;
  await mkdir(options.outDir, { recursive: true });
  const paths = dryRunPaths(options.outDir);
  const knownSecrets = options.modelSource.kind === 'api' ? [options.modelSource.apiKey] : [];
  const { outDir, json: _json, expectRequestDivergence: _expect, ...settings } = options;
  const prepared = await prepareSession({
    ...settings,
    outputDir: outDir,
    transcriptPath: paths.transcript,
    env: io.env,
    knownSecrets,
    signal: io.signal,
    onWarning: warn,
    // Locally an unavailable sandbox is a one-line warning (the policy's sandbox.failIfUnavailable can make it fatal).
    sandbox: { failIfUnavailableByDefault: false },
    ...(options.expectRequestDivergence ? { onReplayDivergence: () => divergedRequests++ } : {}),
  });
  const redact = createReportRedactor(prepared.secrets);
  const shared = sessionReporters({
    workspace: options.workspace,
    outputDir: outDir,
    transcriptPath: paths.transcript,
    secrets: prepared.secrets,
    console: { stream: progress, interactive: !options.json && progress.isTTY === true && !io.env.CI, showWarnings: true },
    onError: warn,
  });
  const reporters = [...shared.reporters, createDryRunReporter({ outputDir: outDir })];
  try {
    const { report } = await runPhases(prepared, {
      reporters,
      context: {
        request: options.prompt,
        requester: null,
        runUrl: null,
        workspaceRoot: options.workspace,
        outputDir: outDir,
        artifactUrl: null,
        artifactNote: `Dry run: nothing was posted; the transcript and every full output are in ${outDir}.`,
        redact,
      },
      workspace: options.workspace,
      outputDir: outDir,
      env: io.env,
      setupWarnings: prepared.warnings,
      deliver: localDeliveryPhase({
        workspace: options.workspace,
        outDir,
        prompt: options.prompt,
        policy: prepared.policy.policy,
        policySetting: options.policy,
        mcpConfig: options.mcpConfig,
        secrets: prepared.secrets,
      }),
      onWarning: warn,
    });
    return { result: report.result, report, paths, divergedRequests };
  } finally {
    shared.console.stop();
  }
}

function modelSourceFor(args: RunArgs, io: CliIo): ModelSource {
  if (args.replay) return { kind: 'replay', path: args.replay };
  const apiKey = io.env.ANTHROPIC_API_KEY ?? '';
  // Bedrock and Vertex need no key; with neither a key nor cloud credentials there is nothing to call.
  const cloud = args.provider === 'bedrock' || args.provider === 'vertex' || (args.provider === undefined && hasCloudCredentials(io.env));
  if (!apiKey && !cloud) {
    throw new UsageError(
      'No model to talk to: set ANTHROPIC_API_KEY to use the Messages API, pass --provider bedrock or vertex with their cloud credentials, ' +
        "or pass --replay FILE to replay a cassette. To try Tollgate without a key, run 'tollgate demo'.",
      'run',
    );
  }
  const baseUrl = args.baseUrl;
  return { kind: 'api', apiKey, ...(baseUrl ? { baseUrl } : {}), ...(args.provider ? { provider: args.provider } : {}) };
}

/** `--trusted-ref REF`: the configuration read from that commit of the work tree's repository, as the action reads a PR's base. */
async function trustedRefSource(args: RunArgs, io: CliIo): Promise<ConfigSource | undefined> {
  if (args.trustedRef === undefined) return undefined;
  const commit = await resolveCommit(args.cwd, args.trustedRef, io.env);
  const source = await openGitCommitSource({ workspace: args.cwd, commit, description: `${args.trustedRef} (${commit.slice(0, 7)})`, env: io.env });
  if (!source) throw new ConfigSourceError(`git cannot read the commit ${commit} of '${args.trustedRef}' in ${args.cwd}.`);
  return source;
}

/** The GitHub tools, loaded (Octokit with them) only when a token or a flag asks for them: a run without one starts as fast as before. */
async function githubToolsFor(args: RunArgs, io: CliIo): Promise<{ readonly tools: Tools; readonly note: string | null }> {
  if (!io.env.GITHUB_TOKEN && !io.env.GH_TOKEN && args.repo === undefined && args.pr === undefined) return { tools: [], note: null };
  const { localGitHubTools } = await import('./github-context.js');
  return localGitHubTools(args, io.env, args.cwd);
}

/** `--output-schema`: inline JSON as given, or the text of the user's own file (errors then name the file). */
async function outputSchemaOf(args: RunArgs): Promise<OutputSchemaSetting | undefined> {
  if (args.outputSchema === undefined) return undefined;
  if (args.outputSchema.trimStart().startsWith('{')) return { kind: 'inline', text: args.outputSchema, origin: '--output-schema' };
  return { kind: 'inline', text: await readFile(args.outputSchema, 'utf8'), origin: args.outputSchema };
}

/** `tollgate run`: returns the exit code (0 success, 1 any other conclusion). */
export async function runCommand(args: RunArgs, io: CliIo): Promise<number> {
  const prompt = args.prompt ?? (await readFile(args.promptFile!, 'utf8')).trim();
  if (!prompt) throw new UsageError(`--prompt-file ${args.promptFile} is empty; write the task in it.`, 'run');
  const modelSource = modelSourceFor(args, io);
  const configSource = await trustedRefSource(args, io);
  const github = await githubToolsFor(args, io);
  if (github.note !== null) (args.json ? io.stderr : io.stdout).write(`${github.note}\n`);
  const { result, paths } = await runLocalSession(
    {
      prompt,
      workspace: args.cwd,
      outDir: args.out,
      modelSource,
      allowBypass: args.allowBypass,
      json: args.json,
      policy: args.policy ? { kind: 'path', path: args.policy } : undefined,
      recordPath: args.record,
      model: args.model,
      ...(args.fallbackModel ? { fallbackModel: args.fallbackModel } : {}),
      ...(args.thinking ? { thinking: args.thinking } : {}),
      ...(args.effort ? { effort: args.effort } : {}),
      maxBudgetUsd: args.maxBudgetUsd,
      maxTurns: args.maxTurns,
      timeoutMinutes: args.timeoutMinutes,
      mcpConfig: args.mcpConfig,
      ...(configSource ? { configSource } : {}),
      extraTools: github.tools,
      outputSchema: await outputSchemaOf(args),
    },
    io,
  );
  if (args.json) io.stdout.write(await readFile(paths.result, 'utf8'));
  else io.stdout.write(`\nThe report: ${paths.comment} (what would be posted), ${paths.report}, ${paths.result}; all files in ${args.out}\n`);
  return result.conclusion === 'success' ? 0 : 1;
}
