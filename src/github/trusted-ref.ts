import type { RunRequest } from './event.js';
import type { PrContext } from './pr-context.js';
import type { RunEnvironment } from './run-environment.js';

/** The commit a run's configuration is read from, and how the report names it. */
export interface TrustedRef {
  readonly commit: string;
  /** "main (abc1234)", "the workflow's commit (abc1234)". */
  readonly description: string;
  /** Who wrote the working tree's copies: "this PR" on pull request events. */
  readonly changedBy: string;
}

/** The run cannot know which commit to trust: it stops before anything runs. */
export class TrustedRefError extends Error {
  override readonly name = 'TrustedRefError';
}

const short = (commit: string) => commit.slice(0, 7);

/**
 * Where the run's configuration comes from. On every event tied to a pull request, the PR's base
 * commit as the API gives it when the run starts (a commit of the base branch, which the PR's
 * author cannot write; the payload's `base.sha` only when the API could not be read: it is also a
 * base-branch commit, possibly an older one). Otherwise the commit the workflow runs on
 * (`GITHUB_SHA`; on a `pull_request` event that is the PR's merge commit, so it is never used there).
 */
export function trustedRefFor(trigger: RunRequest, pr: PrContext | null, environment: RunEnvironment): TrustedRef {
  if (trigger.isPullRequest) {
    const base = pr ? { sha: pr.baseSha, ref: pr.baseRef } : trigger.payloadBase;
    if (!base) {
      throw new TrustedRefError(
        `Tollgate could not read pull request #${trigger.number ?? '?'} to learn its base commit, and it reads the policy, the MCP config and the hook scripts only from there, never from the pull request. Nothing ran; re-run the job when the GitHub API answers.`,
      );
    }
    return { commit: base.sha, description: `${base.ref} (${short(base.sha)})`, changedBy: 'this PR' };
  }
  if (environment.sha === null) {
    throw new TrustedRefError('GITHUB_SHA is not set, so Tollgate cannot tell which commit to read its configuration from. The runner sets it in every workflow run.');
  }
  return { commit: environment.sha, description: `the workflow's commit (${short(environment.sha)})`, changedBy: 'the working tree' };
}
