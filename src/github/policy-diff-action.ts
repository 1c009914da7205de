import { mkdtemp, rm } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '@actions/core';
import { z } from 'zod';
import { ConfigSourceError } from '../app/config-source.js';
import { environmentSecrets } from '../app/prepare-session.js';
import { DEFAULT_POLICY_PATH, readPolicyFrom } from '../app/run-config.js';
import { diffPolicies } from '../app/whatif/policy-diff.js';
import { readRecordedRun, TranscriptError, type RecordedRun } from '../app/whatif/recorded-run.js';
import { suggestRules } from '../app/whatif/rule-suggestions.js';
import { describeError } from '../core/describe-error.js';
import type { Policy } from '../policy/schema.js';
import { PolicyError } from '../policy/policy-error.js';
import { commentBodyLimit, withCommentMarker } from '../report/documents.js';
import { createReportRedactor } from '../report/report-redactor.js';
import { createContentsApiSource } from './contents-source.js';
import { readEventSource } from './event.js';
import type { ActionInputs } from './inputs.js';
import { outputsWithoutRun, writeJobSummary, type ActionOutputs } from './job-report.js';
import { createOctokit, type GitHubClient } from './octokit.js';
import { renderPolicyDiffComment } from './policy-diff-comment.js';
import { recordedRunTools } from './recorded-tools.js';
import { readRunEnvironment, type RunEnvironment } from './run-environment.js';
import { downloadRunTranscripts, HistoryError, type HistoryRun } from './run-transcripts.js';
import { editRunComment } from './sticky-comment.js';

export interface PolicyDiffOutcome {
  readonly outputs: ActionOutputs;
  /** Set when the step must fail: the PR's policy does not load, or nothing could be compared. */
  readonly failure: string | null;
}

export interface PolicyDiffOptions {
  readonly inputs: ActionInputs;
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
}

/** One comment per PR, whichever run writes it: found by this key in its marker and the token's own login. */
const STICKY_KEY = 'policy-diff';

const commit = z.string().regex(/^[0-9a-f]{40,64}$/);
const pullRequestPayload = z.object({
  pull_request: z.object({
    number: z.number().int().positive(),
    base: z.object({ sha: commit, ref: z.string() }),
    head: z.object({ sha: commit, ref: z.string() }),
  }),
});
type PullRequest = z.output<typeof pullRequestPayload>['pull_request'];

/** The policy file at one side of the PR, as a run there would read it (a missing file is the safe default). */
async function policyAt(octokit: GitHubClient, environment: RunEnvironment, path: string, sha: string, description: string): Promise<Policy> {
  const source = createContentsApiSource({ octokit, repo: environment.repo, commit: sha, description });
  const loaded = await readPolicyFrom({ policy: { kind: 'path', path }, allowBypass: true, workspace: environment.workspace, source });
  return loaded.policy;
}

/** Each transcript as a run to judge, named for the report; one that is no transcript is a line of `skipped`. */
function recordedRuns(transcripts: readonly { run: HistoryRun; artifact: string; text: string }[], skipped: string[]) {
  const runs: RecordedRun[] = [];
  const runOf = new Map<string, HistoryRun>();
  for (const transcript of transcripts) {
    const file = `run #${transcript.run.number} (${transcript.artifact})`;
    try {
      const run = readRecordedRun(transcript.text, file);
      skipped.push(...run.leftOut);
      runs.push(run);
      runOf.set(file, transcript.run);
    } catch (error) {
      if (!(error instanceof TranscriptError)) throw error;
      skipped.push(error.message);
    }
  }
  return { runs, runOf };
}

const short = (sha: string) => sha.slice(0, 7);

/**
 * `mode: policy-diff`, on a pull request that changes the policy: no model, no agent tool. Reads the
 * policy file at the PR's base and head through the API, downloads the transcripts of the last
 * `history_runs` completed runs of the Tollgate workflow, judges every recorded call under both with
 * the live gate (statically), and posts one sticky comment: the calls that flip each way, and the
 * rules that would admit what the PR's policy denies. The transcripts are untrusted data: one that
 * cannot be read is reported and skipped.
 */
export async function runPolicyDiff(options: PolicyDiffOptions): Promise<PolicyDiffOutcome> {
  const { inputs, env } = options;
  const environment = readRunEnvironment(env, options.cwd);
  const source = readEventSource(env);
  const payload = pullRequestPayload.safeParse(source.payload);
  if (!['pull_request', 'pull_request_target'].includes(source.eventName) || !payload.success) {
    const reason = `mode: policy-diff compares the policy of a pull request with its base; this is a ${source.eventName || 'unnamed'} event with no pull request.`;
    core.notice(`Tollgate: nothing to do. ${reason}`);
    return { outputs: outputsWithoutRun('skipped'), failure: null };
  }
  if (inputs.policy?.kind === 'inline') {
    return { outputs: outputsWithoutRun('error'), failure: 'mode: policy-diff compares the policy file a pull request changes; the policy input is inline YAML, which no pull request changes. Give the file path (or leave the input out for .github/tollgate.yml).' };
  }
  const pr = payload.data.pull_request;
  const secrets = [inputs.githubToken, inputs.anthropicApiKey, ...environmentSecrets(env)].filter(Boolean);
  const redact = createReportRedactor(secrets);
  const octokit = createOctokit(inputs.githubToken, { baseUrl: environment.apiUrl, onLog: (m) => core.info(m) });
  const root = realpathSync(await mkdtemp(join(environment.runnerTemp, 'tollgate-policy-diff-')));
  try {
    return await compareAndPost({ inputs, env, environment, pr, octokit, redact, root });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

interface CompareParts {
  readonly inputs: ActionInputs;
  readonly env: NodeJS.ProcessEnv;
  readonly environment: RunEnvironment;
  readonly pr: PullRequest;
  readonly octokit: GitHubClient;
  readonly redact: (text: string) => string;
  /** An empty folder: the workspace the runs' paths are judged in (no checkout is needed or read). */
  readonly root: string;
}

async function post(parts: CompareParts, body: string): Promise<string> {
  const { octokit, environment, pr, redact } = parts;
  const safe = redact(body);
  const summaryProblem = await writeJobSummary(`${safe}\n`, parts.env);
  if (summaryProblem) core.warning(summaryProblem);
  try {
    const id = await editRunComment({ octokit, repo: environment.repo, issueNumber: pr.number, runId: STICKY_KEY }, () => withCommentMarker(STICKY_KEY, safe), safe, (m) => core.warning(m));
    return String(id);
  } catch (error) {
    core.warning(redact(`Could not post the policy diff on #${pr.number}: ${describeError(error)} (it is in the job summary; the token needs pull-requests: write).`));
    return '';
  }
}

async function compareAndPost(parts: CompareParts): Promise<PolicyDiffOutcome> {
  const { inputs, environment, pr, octokit, redact, root } = parts;
  const policyPath = inputs.policy?.kind === 'path' ? inputs.policy.path : DEFAULT_POLICY_PATH;
  const head = `this PR (${short(pr.head.sha)})`;
  const base = `${pr.base.ref} (${short(pr.base.sha)})`;
  let before: Policy;
  let after: Policy;
  try {
    before = await policyAt(octokit, environment, policyPath, pr.base.sha, base);
    after = await policyAt(octokit, environment, policyPath, pr.head.sha, head);
  } catch (error) {
    if (!(error instanceof PolicyError) && !(error instanceof ConfigSourceError)) throw error;
    const message = `The policy cannot be compared: ${describeError(error)}`;
    const id = error instanceof PolicyError ? await post(parts, `### Tollgate: this PR's policy does not load\n\n${message}\n`) : '';
    return { outputs: { ...outputsWithoutRun('error'), comment_id: id }, failure: redact(message) };
  }
  let history;
  try {
    history = await downloadRunTranscripts(octokit, environment.repo, { workflow: inputs.historyWorkflow, runs: inputs.historyRuns, excludeRunId: environment.runId });
  } catch (error) {
    if (!(error instanceof HistoryError)) throw error;
    return { outputs: outputsWithoutRun('error'), failure: redact(error.message) };
  }
  const skipped = [...history.problems];
  const { runs, runOf } = recordedRuns(history.transcripts, skipped);
  // Commands are judged with the environment a session's would have, never this job's secrets.
  const judgeEnv = { PATH: parts.env['PATH'], HOME: parts.env['HOME'] };
  const tools = recordedRunTools(octokit, environment.repo);
  const diff = await diffPolicies({ runs, base: before, after, root, env: judgeEnv, tools });
  const suggestions = await suggestRules({ runs, policy: after, root, env: judgeEnv, tools });
  skipped.push(...diff.skipped);
  for (const line of skipped) core.warning(redact(line), { title: 'Tollgate: a run was not judged' });
  const body = renderPolicyDiffComment(
    { policyPath, head, base, workflow: inputs.historyWorkflow, diff, suggestions, runOf, runsListed: history.runs.length, withoutArtifact: history.withoutArtifact, skipped },
    commentBodyLimit(STICKY_KEY),
  );
  core.info(redact(`Tollgate: ${diff.flips.length} of ${diff.calls} calls of ${diff.runs} run${diff.runs === 1 ? '' : 's'} are decided differently by ${policyPath} of this PR.`));
  const commentId = await post(parts, body);
  return { outputs: { ...outputsWithoutRun('success'), comment_id: commentId }, failure: null };
}
