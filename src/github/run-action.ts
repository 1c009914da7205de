import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import * as core from '@actions/core';
import { runPhases } from '../app/run-phases.js';
import type { WorkspaceSnapshot } from '../app/workspace-snapshot.js';
import { describeRestore } from '../app/workspace-restore.js';
import { sessionReporters } from '../app/session-reporters.js';
import type { Tools } from '../core/tool.js';
import { createRedactor, type Redactor } from '../core/redact.js';
import { renderLiveBody } from '../report/live-body.js';
import type { ReportContext } from '../report/report-context.js';
import { createReportRedactor } from '../report/report-redactor.js';
import type { Reporter } from '../report/reporter.js';
import { initialReportState, type FinishedReport } from '../report/report-state.js';
import type { SessionResult } from '../session/events.js';
import { sessionProtectedFiles } from '../app/prepare-session.js';
import { createDeliveryPhase } from '../delivery/delivery-phase.js';
import { admitRun, type NoRun } from './admit-run.js';
import { artifactName } from './artifacts.js';
import { actionDeliveryContext } from './delivery-setup.js';
import { indexPatches } from './diff-hunks.js';
import type { RunRequest } from './event.js';
import type { ActionInputs } from './inputs.js';
import { deliveryOutputs, type ActionOutputs } from './job-report.js';
import type { GitHubClient } from './octokit.js';
import { createGitHubContextTools, defaultRefFor } from './context-tools/index.js';
import { fetchPrContext, type PrContext } from './pr-context.js';
import { createInlineCommentCollector, createPrInlineCommentTool, type InlineCommentCollector } from './pr-inline-comment-tool.js';
import { createActionsLogReporter } from './reporters/actions-log-reporter.js';
import { createArtifactReporter } from './reporters/artifact-reporter.js';
import { createJobSummaryReporter } from './reporters/job-summary-reporter.js';
import { createReviewReporter } from './reporters/review-reporter.js';
import { createStickyCommentReporter } from './reporters/sticky-comment-reporter.js';
import { readRunEnvironment, type RunEnvironment } from './run-environment.js';
import type { PrepareSession } from './session-plan.js';
import { addEyesReaction, createStickyComment, stickyBodyLimit, type StickyComment } from './sticky-comment.js';
import { describeError } from '../core/describe-error.js';

export type ActionOutcome =
  | NoRun
  | {
      readonly status: 'completed';
      readonly result: SessionResult;
      readonly outputs: ActionOutputs;
      /** Set when the conclusion is not in `ok_conclusions`: the step fails with it. */
      readonly failure: string | null;
    };

export interface RunActionOptions {
  readonly inputs: ActionInputs;
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly signal: AbortSignal;
  readonly prepareSession: PrepareSession;
}

async function loadPr(octokit: GitHubClient, environment: RunEnvironment, trigger: RunRequest): Promise<PrContext | null> {
  if (!trigger.isPullRequest || trigger.number === null) return null;
  try {
    return await fetchPrContext(octokit, environment.repo, trigger.number);
  } catch (error) {
    core.warning(`Could not read pull request #${trigger.number}: ${describeError(error)}. The session runs without its context.`);
    return null;
  }
}

interface ReporterParts {
  readonly environment: RunEnvironment;
  readonly env: NodeJS.ProcessEnv;
  readonly octokit: GitHubClient;
  readonly outputDir: string;
  readonly transcriptPath: string;
  readonly secrets: Iterable<string>;
  /** The report context as it stands (the redactor with every secret, the artifact's link once known). */
  readonly context: () => ReportContext;
  readonly sticky: StickyComment | null;
  readonly pr: PrContext | null;
  readonly collector: InlineCommentCollector;
  readonly warn: (message: string) => void;
}

/** Where the action reports: what every entry writes (transcript, console, result.json, report.md), then the job log, the artifact, the comment, the review and the job summary. */
function actionReporters(parts: ReporterParts) {
  const { environment, outputDir, transcriptPath, env } = parts;
  const sticky = parts.sticky ? createStickyCommentReporter(parts.sticky, environment.runId, parts.context) : null;
  const artifact = createArtifactReporter({ outputDir, transcriptPath, environment, env, redactor: () => createRedactor(parts.secrets) });
  const shared = sessionReporters({
    workspace: environment.workspace,
    outputDir,
    transcriptPath,
    secrets: parts.secrets,
    console: { stream: process.stdout, interactive: false, showWarnings: false },
    onError: parts.warn,
  });
  const reporters: Reporter[] = [
    ...shared.reporters,
    createActionsLogReporter(() => parts.context().redact),
    artifact,
    ...(sticky ? [sticky] : []),
    ...(parts.pr ? [createReviewReporter({ octokit: parts.octokit, repo: environment.repo, pr: parts.pr, collector: parts.collector })] : []),
    createJobSummaryReporter(env),
  ];
  return { reporters, artifact, sticky };
}

/** The step's outputs, and the failure when the conclusion is not one `ok_conclusions` accepts. */
function completed(report: FinishedReport, inputs: ActionInputs, links: { transcriptPath: string; commentId: number | null; artifactId: number | null }, redact: Redactor): ActionOutcome {
  const { result } = report;
  const failure = inputs.okConclusions.includes(result.conclusion)
    ? null
    : `Tollgate ended with '${result.conclusion}': ${redact(result.reason)} (ok_conclusions: ${inputs.okConclusions.join(', ')})`;
  return {
    status: 'completed',
    result,
    failure,
    outputs: {
      conclusion: result.conclusion,
      cost_usd: result.costUsd.toFixed(6),
      turns: String(result.turns),
      comment_id: links.commentId === null ? '' : String(links.commentId),
      artifact_id: links.artifactId === null ? '' : String(links.artifactId),
      transcript: links.transcriptPath,
      denials: String(result.denials.length),
      structured_output: result.structuredOutput ? redact(JSON.stringify(result.structuredOutput)) : '',
      ...deliveryOutputs(report.delivery),
    },
  };
}

/**
 * The workspace as it was checked out, unless the policy keeps the agent's edits; says so in the log.
 * Returns why the step must fail (a later step would run what the agent left), or null.
 */
async function putWorkspaceBack(snapshot: WorkspaceSnapshot | null, keep: boolean): Promise<string | null> {
  if (keep) {
    core.info("Tollgate: changes.keep_workspace is true, so the agent's edits stay in the workspace: later steps of this job run what the agent wrote.");
    return null;
  }
  try {
    if (!snapshot) throw new Error('the start of the workspace was not recorded');
    core.info(describeRestore(await snapshot.restore()));
    return null;
  } catch (error) {
    const why = `Tollgate could not put the workspace back as it was checked out (${describeError(error)}), so a later step of this job could run what the agent left; the step fails so that later steps do not run unless they ask to (if: always()).`;
    core.error(why);
    return why;
  }
}

/**
 * The action from event to outputs: decide, authorize, react, run the session with its reporters
 * (job log, transcript, result.json, report.md, artifact, the sticky comment, review, job summary).
 * Configuration errors throw (the entry fails the step); nothing else does.
 */
export async function runAction(options: RunActionOptions): Promise<ActionOutcome> {
  const { inputs, env } = options;
  const environment = readRunEnvironment(env, options.cwd);
  const admitted = await admitRun(inputs, env, environment);
  if ('status' in admitted) return admitted;
  const { request, octokit } = admitted;

  const outputDir = join(environment.runnerTemp, `tollgate-${environment.runId}-${environment.runAttempt}`);
  await mkdir(outputDir, { recursive: true });
  const transcriptPath = join(outputDir, 'transcript.jsonl');
  const warn = (message: string) => core.warning(message);
  const sticky = request.number !== null ? createStickyComment({ octokit, repo: environment.repo, issueNumber: request.number, runId: environment.runId, onError: warn }) : null;
  const baseSecrets = [inputs.anthropicApiKey, inputs.githubToken];
  let context: ReportContext = {
    request: request.request,
    requester: request.actor?.login ?? null,
    runUrl: environment.runUrl,
    workspaceRoot: environment.workspace,
    outputDir,
    redact: createReportRedactor(baseSecrets),
  };
  // Three independent round trips to GitHub, side by side: the session's first request waits for the PR's context.
  const [, , pr] = await Promise.all([
    request.comment ? addEyesReaction(octokit, environment.repo, request.comment, warn) : undefined,
    sticky?.start(renderLiveBody(initialReportState, context, stickyBodyLimit(environment.runId))),
    loadPr(octokit, environment, request),
  ]);
  const collector = createInlineCommentCollector();
  const pullNumber = request.isPullRequest ? request.number : null;
  const extraTools: Tools = [
    ...(pr ? [createPrInlineCommentTool({ diff: indexPatches(pr.files), collector })] : []),
    // Read-only GitHub tools that run in this process with the token (it never reaches a child process).
    ...createGitHubContextTools({ octokit, repo: environment.repo, pullNumber, defaultRef: defaultRefFor(octokit, environment.repo, pullNumber === null ? null : { number: pullNumber, ...(pr ? { headSha: pr.headSha } : {}) }, env['GITHUB_SHA'] ?? null) }),
  ];
  let prepared;
  try {
    prepared = await options.prepareSession({ inputs, environment, trigger: request, pr, octokit, extraTools, outputDir, transcriptPath, signal: options.signal, env, onWarning: warn, onInfo: (message) => core.info(message) });
  } catch (error) {
    await sticky?.finish(`### ❌ Tollgate could not start\n\n${context.redact(describeError(error))}\n\n[workflow run](${environment.runUrl})`);
    throw error;
  }
  // Masked in the job log now and as each joins (the contents of denied files, read beside the first model request).
  const secrets = prepared.secrets;
  secrets.onAdd((added) => {
    for (const secret of added) core.setSecret(secret);
  });
  secrets.add(baseSecrets);
  context = { ...context, redact: createReportRedactor(secrets) };

  const { reporters, artifact, sticky: stickyReporter } = actionReporters({ environment, env, octokit, outputDir, transcriptPath, secrets, context: () => context, sticky, pr, collector, warn });
  const deliver = createDeliveryPhase(
    actionDeliveryContext({
      inputs,
      environment,
      env,
      request,
      pr,
      octokit,
      policy: prepared.policy.policy,
      protectedFiles: sessionProtectedFiles(environment.workspace, inputs.policy ?? undefined, inputs.mcpConfig ?? undefined),
      secrets,
      outputDir,
      artifactName: artifactName(env),
      untrustedBase: false,
      onWarning: warn,
    }),
  );
  let restoreFailure: string | null = null;
  const keepWorkspace = prepared.policy.policy.changes.keep_workspace;
  const { report } = await runPhases(prepared, {
    reporters,
    context,
    workspace: environment.workspace,
    outputDir,
    env,
    setupWarnings: prepared.warnings,
    deliver,
    // After the landing and the upload, nothing of the agent's is left for a later step of the job to run.
    afterReport: async (snapshot) => {
      restoreFailure = await putWorkspaceBack(snapshot, keepWorkspace);
    },
    onWarning: warn,
  });
  const upload = artifact.upload();
  const outcome = completed(report, inputs, { transcriptPath, commentId: stickyReporter?.commentId() ?? null, artifactId: upload?.ok ? upload.id : null }, context.redact);
  return restoreFailure && outcome.status === 'completed' ? { ...outcome, failure: outcome.failure ?? restoreFailure } : outcome;
}
