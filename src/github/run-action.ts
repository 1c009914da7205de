import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as core from '@actions/core';
import type { Tools } from '../core/tool.js';
import { createRedactor, type Redactor } from '../core/redact.js';
import { renderFinalBody } from '../report/final-body.js';
import { renderJobSummary, renderReportMarkdown } from '../report/job-summary.js';
import { renderLiveBody } from '../report/live-body.js';
import type { ReportContext } from '../report/report-context.js';
import { initialReportState, reduceReport, type ReportState } from '../report/report-state.js';
import { buildResultJson } from '../report/result-json.js';
import type { SessionResult } from '../session/events.js';
import { artifactName, redactDirectory, uploadRunArtifact } from './artifacts.js';
import { authorizeActor } from './authorize.js';
import { indexPatches } from './diff-hunks.js';
import { decideTrigger, readEventSource, type RunRequest } from './event.js';
import type { ActionInputs } from './inputs.js';
import { annotateDenials, writeJobSummary, type ActionOutputs } from './job-report.js';
import { neutralizeMarkers } from './marker.js';
import { createOctokit, type GitHubClient } from './octokit.js';
import { fetchPrContext, type PrContext } from './pr-context.js';
import { createInlineCommentCollector, createPrInlineCommentTool, postInlineReview, type InlineCommentCollector } from './pr-inline-comment-tool.js';
import { readRunEnvironment, type RunEnvironment } from './run-environment.js';
import type { PrepareSession } from './session-plan.js';
import { addEyesReaction, createStickyComment, stickyBodyLimit, type StickyComment } from './sticky-comment.js';

export type ActionOutcome =
  | { readonly status: 'skipped'; readonly reason: string; readonly outputs: ActionOutputs }
  | { readonly status: 'unauthorized'; readonly reason: string; readonly outputs: ActionOutputs }
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

function noRunOutputs(conclusion: string): ActionOutputs {
  return { conclusion, cost_usd: '0', turns: '0', comment_id: '', artifact_id: '', transcript: '', denials: '0' };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function loadPr(octokit: GitHubClient, environment: RunEnvironment, trigger: RunRequest): Promise<PrContext | null> {
  if (!trigger.isPullRequest || trigger.number === null) return null;
  try {
    return await fetchPrContext(octokit, environment.repo, trigger.number);
  } catch (error) {
    core.warning(`Could not read pull request #${trigger.number}: ${describe(error)}. The session runs without its context.`);
    return null;
  }
}

interface Reporting {
  readonly sticky: StickyComment | null;
  readonly limit: number;
  context: ReportContext;
}

/**
 * The action from event to outputs: decide, authorize, react, run the session while editing
 * the sticky comment, then upload the artifact and write the final comment, review and summary.
 * Configuration errors throw (the entry fails the step); nothing else does.
 */
export async function runAction(options: RunActionOptions): Promise<ActionOutcome> {
  const { inputs, env } = options;
  const environment = readRunEnvironment(env, options.cwd);
  const decision = decideTrigger(readEventSource(env), inputs);
  if (decision.action === 'skip') {
    core.notice(`Tollgate: nothing to do. ${decision.reason}`);
    return { status: 'skipped', reason: decision.reason, outputs: noRunOutputs('skipped') };
  }
  const octokit = createOctokit(inputs.githubToken, { baseUrl: environment.apiUrl, onLog: (m) => core.info(m) });
  if (decision.actor) {
    const verdict = await authorizeActor(octokit, environment.repo, decision.actor, inputs.allowedBots);
    if (!verdict.allowed) {
      core.info(`Tollgate: not running. ${verdict.why}`);
      return { status: 'unauthorized', reason: verdict.why, outputs: noRunOutputs('unauthorized') };
    }
    core.info(`Tollgate: ${verdict.why}`);
  }

  const outputDir = join(environment.runnerTemp, `tollgate-${environment.runId}-${environment.runAttempt}`);
  await mkdir(outputDir, { recursive: true });
  const transcriptPath = join(outputDir, 'transcript.jsonl');
  const warn = (message: string) => core.warning(message);
  if (decision.comment) await addEyesReaction(octokit, environment.repo, decision.comment, warn);

  const sticky =
    decision.number !== null
      ? createStickyComment({ octokit, repo: environment.repo, issueNumber: decision.number, runId: environment.runId, onError: warn })
      : null;
  const baseSecrets = [inputs.anthropicApiKey, inputs.githubToken];
  const reporting: Reporting = {
    sticky,
    limit: stickyBodyLimit(environment.runId),
    context: {
      request: decision.request,
      requester: decision.actor?.login ?? null,
      runUrl: environment.runUrl,
      redact: guard(createRedactor(baseSecrets)),
    },
  };
  await sticky?.start(renderLiveBody(initialReportState, reporting.context, reporting.limit));

  const pr = await loadPr(octokit, environment, decision);
  const collector = createInlineCommentCollector();
  const extraTools: Tools = pr ? [createPrInlineCommentTool({ diff: indexPatches(pr.files), collector })] : [];

  let prepared;
  try {
    prepared = await options.prepareSession({
      inputs,
      environment,
      trigger: decision,
      pr,
      extraTools,
      outputDir,
      transcriptPath,
      signal: options.signal,
      env,
      onWarning: warn,
      onInfo: (message) => core.info(message),
    });
  } catch (error) {
    await sticky?.finish(`### ❌ Tollgate could not start\n\n${reporting.context.redact(describe(error))}\n\n[workflow run](${environment.runUrl})`);
    throw error;
  }
  for (const secret of prepared.secrets) core.setSecret(secret);
  reporting.context = { ...reporting.context, redact: guard(createRedactor([...baseSecrets, ...prepared.secrets])) };

  let state: ReportState = initialReportState;
  let result: SessionResult;
  try {
    const run = prepared.start((event) => {
      state = reduceReport(state, event);
      if (event.type === 'warning') core.warning(reporting.context.redact(event.message));
      if (event.type !== 'session_end') sticky?.update(renderLiveBody(state, reporting.context, reporting.limit));
    });
    result = await run.result;
  } finally {
    await prepared.close().catch((error: unknown) => warn(`Could not close the session's resources: ${describe(error)}`));
  }
  return finishRun({ inputs, environment, octokit, reporting, state, result, collector, pr, outputDir, transcriptPath, env });
}

/** Every rendered string passes the redactor, and no untrusted text can pose as Tollgate's marker. */
function guard(redact: Redactor): Redactor {
  return (text) => neutralizeMarkers(redact(text));
}

interface FinishInput {
  readonly inputs: ActionInputs;
  readonly environment: RunEnvironment;
  readonly octokit: GitHubClient;
  readonly reporting: Reporting;
  readonly state: ReportState;
  readonly result: SessionResult;
  readonly collector: InlineCommentCollector;
  readonly pr: PrContext | null;
  readonly outputDir: string;
  readonly transcriptPath: string;
  readonly env: NodeJS.ProcessEnv;
}

async function finishRun(input: FinishInput): Promise<ActionOutcome> {
  const { inputs, environment, reporting, state, result, outputDir, transcriptPath } = input;
  const redact = reporting.context.redact;
  await writeFile(join(outputDir, 'result.json'), buildResultJson(state, result, redact, { transcriptPath }));
  await writeFile(join(outputDir, 'report.md'), renderReportMarkdown(state, result, reporting.context));

  await redactDirectory(outputDir, redact).catch((error: unknown) => core.warning(`Tollgate: could not redact the run files: ${describe(error)}`));
  const upload = await uploadRunArtifact({
    name: artifactName(input.env),
    directory: outputDir,
    serverUrl: environment.serverUrl,
    repository: environment.repository,
    runId: environment.runId,
  });
  if (!upload.ok) core.warning(`Tollgate: the artifact upload failed (${upload.error}); the transcript stays at ${transcriptPath}.`);
  const context: ReportContext = upload.ok
    ? { ...reporting.context, artifactUrl: upload.url }
    : { ...reporting.context, artifactNote: `The artifact upload failed (${upload.error}); the transcript stays on the runner at \`${transcriptPath}\`.` };

  if (input.pr && input.collector.comments.length > 0) {
    try {
      await postInlineReview(input.octokit, environment.repo, input.pr.number, input.pr.headSha, input.collector.comments, redact, `Tollgate left ${input.collector.comments.length} comment(s) on this diff.`);
    } catch (error) {
      core.warning(`Tollgate: could not post the review with ${input.collector.comments.length} inline comment(s): ${describe(error)}`);
    }
  }
  const commentId = (await reporting.sticky?.finish(renderFinalBody(state, result, context, { limit: reporting.limit }))) ?? null;
  annotateDenials(result.denials, redact);
  const summaryError = await writeJobSummary(renderJobSummary(state, result, context), input.env);
  if (summaryError) core.warning(summaryError);

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
      comment_id: commentId === null ? '' : String(commentId),
      artifact_id: upload.ok ? String(upload.id) : '',
      transcript: transcriptPath,
      denials: String(result.denials.length),
    },
  };
}
