import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import * as core from '@actions/core';
import { environmentSecrets, sessionProtectedFiles } from '../app/prepare-session.js';
import { readPolicyFrom } from '../app/run-config.js';
import { describeError } from '../core/describe-error.js';
import { createRedactor } from '../core/redact.js';
import { bundleFiles, CHANGE_BUNDLE_FILE, ChangeBundleError, readChangeBundle } from '../delivery/change-bundle.js';
import { deliverChange } from '../delivery/deliver-change.js';
import { policySecretValues } from '../policy/index.js';
import { findingText } from '../report/check-finding.js';
import { deliveryOutcome, type DeliveryOutcome } from '../report/delivery-outcome.js';
import { renderDeliverySection, replaceDeliveryRegions } from '../report/delivery-section.js';
import { admitRun, type NoRun } from './admit-run.js';
import { downloadChangeBundle } from './artifacts.js';
import { actionDeliveryContext } from './delivery-setup.js';
import type { RunRequest } from './event.js';
import type { ActionInputs } from './inputs.js';
import { deliveryOutputs, outputsWithoutRun, writeJobSummary, type ActionOutputs } from './job-report.js';
import type { GitHubClient } from './octokit.js';
import { fetchPrContext } from './pr-context.js';
import { readRunEnvironment, type RunEnvironment } from './run-environment.js';
import { editRunComment } from './sticky-comment.js';
import { trustedConfigSource } from './trusted-source.js';
import { trustedRefFor } from './trusted-ref.js';

export type ApplyOutcome = NoRun | { readonly status: 'applied'; readonly outputs: ActionOutputs; readonly failure: string | null };

export interface ApplyOptions {
  readonly inputs: ActionInputs;
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
}

/** The bundle landed (or refused) as the agent's job would have, with the policy of the trusted ref. */
async function landBundle(options: ApplyOptions, environment: RunEnvironment, request: RunRequest, octokit: GitHubClient, bundlePath: string, artifact: string): Promise<{ outcome: DeliveryOutcome; secrets: string[] }> {
  const { inputs, env } = options;
  const baseSecrets = [inputs.githubToken, inputs.anthropicApiKey, ...environmentSecrets(env)].filter(Boolean);
  let bundle;
  try {
    bundle = await readChangeBundle(bundlePath);
  } catch (error) {
    if (!(error instanceof ChangeBundleError)) throw error;
    return { outcome: deliveryOutcome('refused', 'the change bundle is not valid.', { reasons: [describeError(error).replace(bundlePath, `${artifact}/${CHANGE_BUNDLE_FILE}`)] }), secrets: baseSecrets };
  }
  // The same trusted commit the agent's job read its configuration from: the PR's base, or the workflow's commit.
  const pr = request.isPullRequest && request.number !== null ? await fetchPrContext(octokit, environment.repo, request.number) : null;
  const ref = trustedRefFor(request, pr, environment);
  const source = await trustedConfigSource({ octokit, repo: environment.repo, workspace: environment.workspace, commit: ref.commit, description: ref.description, env });
  // No tool call is made here, so the policy's mode does not matter: a bypassPermissions policy needs no opt-in.
  const loaded = await readPolicyFrom({ policy: inputs.policy ?? undefined, allowBypass: true, workspace: environment.workspace, source });
  core.info(`Tollgate: the policy is ${loaded.origin}, read from ${source.description}.`);
  const secrets = [...baseSecrets, ...policySecretValues(env, loaded.policy)];
  for (const secret of secrets) core.setSecret(secret);
  const context = actionDeliveryContext({
    inputs,
    environment,
    env,
    request,
    pr,
    octokit,
    policy: loaded.policy,
    protectedFiles: sessionProtectedFiles(environment.workspace, inputs.policy ?? undefined, inputs.mcpConfig ?? undefined),
    secrets,
    outputDir: null,
    artifactName: artifact,
    untrustedBase: true,
    onWarning: (message) => core.warning(message),
  });
  // What the change is compared with: the base commit's files as GitHub (or this checkout's objects) have them, never the bundle's word.
  const base = await trustedConfigSource({ octokit, repo: environment.repo, workspace: environment.workspace, commit: bundle.base_commit, description: `the bundle's base commit (${bundle.base_commit.slice(0, 7)})`, env });
  const readBase = (path: string) => base.readFile(path);
  const outcome = await deliverChange({ baseCommit: bundle.base_commit, files: bundleFiles(bundle, readBase), readBase, summary: bundle.summary, conclusion: 'success' }, context);
  return { outcome, secrets };
}

/** The agent's job's comment, rewritten where it says what became of the change (a new comment when there is none). */
async function reportOnComment(octokit: GitHubClient, environment: RunEnvironment, request: RunRequest, outcome: DeliveryOutcome, redact: (text: string) => string, section: string): Promise<string> {
  if (request.number === null) return '';
  try {
    const fresh = `### Tollgate: the change of this run\n\n${section}`;
    const id = await editRunComment(
      { octokit, repo: environment.repo, issueNumber: request.number, runId: environment.runId },
      (body) => redact(replaceDeliveryRegions(body, outcome)),
      redact(fresh),
      (message) => core.warning(message),
    );
    return String(id);
  } catch (error) {
    core.warning(`Could not update the report comment: ${describeError(error)}`);
    return '';
  }
}

/**
 * `mode: apply`, the second job of a two-job setup: no model, no session. Downloads the change
 * bundle the agent's job uploaded in this workflow run, re-reads the policy from the trusted ref,
 * checks everything again, lands it with this job's token, and edits the agent's job's comment.
 */
export async function runApply(options: ApplyOptions): Promise<ApplyOutcome> {
  const { inputs, env } = options;
  const environment = readRunEnvironment(env, options.cwd);
  const admitted = await admitRun(inputs, env, environment);
  if ('status' in admitted) return admitted;
  const { request, octokit } = admitted;
  const directory = join(environment.runnerTemp, `tollgate-apply-${environment.runId}-${environment.runAttempt}`);
  await mkdir(directory, { recursive: true });
  const download = await downloadChangeBundle(inputs.bundleArtifact, directory, CHANGE_BUNDLE_FILE);
  const { outcome, secrets } =
    download.kind === 'found'
      ? await landBundle(options, environment, request, octokit, download.path, download.artifact)
      : { outcome: deliveryOutcome('none', `Nothing to land: ${download.why}.`), secrets: [inputs.githubToken] };
  const redact = createRedactor(secrets);
  core.info(redact(`Tollgate: ${outcome.result}. ${outcome.summary}`));
  const why = [...outcome.reasons, ...outcome.findings.filter((finding) => finding.verdict === 'refuse').map(findingText)];
  for (const reason of why) core.warning(redact(reason), { title: 'Tollgate did not land the change' });
  const section = renderDeliverySection(outcome) || outcome.summary;
  // Without a bundle the agent's job said all there is (nothing changed, or why it kept the change): its comment stays.
  const commentId = download.kind === 'found' ? await reportOnComment(octokit, environment, request, outcome, redact, section) : '';
  const summaryProblem = await writeJobSummary(redact(`### Tollgate: the change of ${download.kind === 'found' ? download.artifact : 'this run'}\n\n${section}\n`), env);
  if (summaryProblem) core.warning(summaryProblem);
  const failed = outcome.result === 'refused' || outcome.result === 'artifact';
  const conclusion = failed ? 'error' : 'success';
  const failure = failed && !inputs.okConclusions.includes('error') ? redact(`Tollgate did not land the change: ${outcome.summary}${why.length ? ` (${why.join('; ')})` : ''}`) : null;
  return { status: 'applied', failure, outputs: { ...outputsWithoutRun(conclusion), comment_id: commentId, ...deliveryOutputs(outcome) } };
}
