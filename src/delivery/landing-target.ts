import type { ChangesPolicy, DeliveryMode } from '../policy/index.js';

/** What the run was about, as far as where its change may land. */
export type RunSubject =
  /** `headSha`: the head as the run read it when it started. */
  | { readonly kind: 'pull_request'; readonly number: number; readonly headRef: string; readonly headSha: string; readonly fromFork: boolean }
  /** A PR whose details could not be read: nothing is landed on a branch Tollgate cannot name. */
  | { readonly kind: 'unknown_pull_request'; readonly number: number }
  | { readonly kind: 'issue'; readonly number: number }
  /** schedule, workflow_dispatch: no issue or PR. */
  | { readonly kind: 'run' };

export interface RunFacts {
  readonly subject: RunSubject;
  /** The branch the workflow ran on (`GITHUB_REF` = refs/heads/NAME), or null (a tag, a PR merge ref). */
  readonly runBranch: string | null;
  readonly runId: string;
  readonly runAttempt: string;
}

/** A branch Tollgate creates, and the branch its draft PR asks to merge into (null: the repository's default branch). */
export interface NewBranch {
  /** Tried in order: the first that does not exist yet is created. */
  readonly names: readonly string[];
  readonly into: string | null;
}

export type LandingTarget =
  | { readonly kind: 'artifact'; readonly why: string }
  /** A commit on an existing branch; when it moved since the checkout, a new branch and draft PR into it instead. */
  | { readonly kind: 'branch'; readonly branch: string; readonly fallback: NewBranch }
  | { readonly kind: 'new_branch'; readonly branch: NewBranch };

/** The branch's name, then one for when it exists already (an earlier run on the same issue, a rerun). */
function branchNames(prefix: string, stem: string, facts: RunFacts): string[] {
  const name = `${prefix}${stem}`;
  return [name, stem.startsWith('run-') ? `${name}-attempt-${facts.runAttempt}` : `${name}-run-${facts.runId}-${facts.runAttempt}`];
}

function stemOf(subject: RunSubject, facts: RunFacts): string {
  switch (subject.kind) {
    case 'pull_request':
    case 'unknown_pull_request':
      return `pr-${subject.number}`;
    case 'issue':
      return `issue-${subject.number}`;
    case 'run':
      return `run-${facts.runId}`;
  }
}

/**
 * Where the change lands, from `changes.deliver` (or the `changes` input) and the run:
 * `auto` — a commit on a same-repository PR's branch, else a new branch and draft PR;
 * `commit` — a commit on the PR's branch, or on the branch the workflow ran on;
 * `pull_request` — always a new branch and a draft PR (into the PR's branch on a PR);
 * `artifact` — nowhere. A fork's branch is never written (GitHub gives the workflow no write access there).
 */
export function landingTarget(mode: DeliveryMode, changes: Pick<ChangesPolicy, 'branch_prefix'>, facts: RunFacts, modeSource: string): LandingTarget {
  const { subject } = facts;
  if (mode === 'artifact') return { kind: 'artifact', why: `${modeSource} is \`artifact\`, so Tollgate writes nothing to GitHub` };
  const names = branchNames(changes.branch_prefix, stemOf(subject, facts), facts);
  switch (subject.kind) {
    case 'unknown_pull_request':
      return { kind: 'artifact', why: `the details of PR #${subject.number} could not be read, so Tollgate cannot tell which branch the change belongs on` };
    case 'pull_request':
      if (subject.fromFork) return { kind: 'artifact', why: `PR #${subject.number} comes from a fork, and GitHub gives the workflow no write access to a fork's branch` };
      if (mode === 'pull_request') return { kind: 'new_branch', branch: { names, into: subject.headRef } };
      return { kind: 'branch', branch: subject.headRef, fallback: { names, into: subject.headRef } };
    case 'issue':
    case 'run':
      if (mode === 'commit') {
        if (facts.runBranch === null) return { kind: 'artifact', why: `${modeSource} is \`commit\`, and the workflow did not run on a branch to commit to` };
        return { kind: 'branch', branch: facts.runBranch, fallback: { names, into: facts.runBranch } };
      }
      return { kind: 'new_branch', branch: { names, into: facts.runBranch } };
  }
}
