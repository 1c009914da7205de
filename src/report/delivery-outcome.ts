import type { CheckFinding } from './check-finding.js';

/** What became of the session's change after it ended: landed on GitHub, kept in the artifact, or refused. */
export const DELIVERY_RESULTS = ['committed', 'pull_request', 'artifact', 'none', 'refused'] as const;
export type DeliveryResult = (typeof DELIVERY_RESULTS)[number];

/** A commit Tollgate made through GitHub's API. */
export interface LandedCommit {
  readonly sha: string;
  readonly url: string;
  readonly branch: string;
  /** GitHub's `verification.verified` (the commit signed by GitHub); null when GitHub did not say. */
  readonly verified: boolean | null;
  /** `graphql`: `createCommitOnBranch`; `rest`: the Git Data API (blobs, a tree, a commit, the ref), which keeps file modes. */
  readonly api: 'graphql' | 'rest';
}

export interface OpenedPullRequest {
  readonly number: number;
  readonly url: string;
  /** The branch it asks to merge into. */
  readonly base: string;
}

export interface DeliveryOutcome {
  readonly result: DeliveryResult;
  /** One sentence: what happened, or why nothing was written. */
  readonly summary: string;
  readonly commit: LandedCommit | null;
  readonly pullRequest: OpenedPullRequest | null;
  /** Why it did not land as asked (a moved branch, a pull request that could not be opened). */
  readonly reasons: readonly string[];
  /** What the checks before the landing found: each refusal, and what `changes.guard: warn` or `changes.guard_allow` let land. */
  readonly findings: readonly CheckFinding[];
  /** What a maintainer does to land the change by hand, when Tollgate did not. */
  readonly howToApply: string | null;
  /** The workflow permission that would let Tollgate land it. */
  readonly permission: string | null;
  /** The change bundle's file in the output folder (the artifact), when one was written. */
  readonly bundleFile: string | null;
}

export function deliveryOutcome(result: DeliveryResult, summary: string, more: Partial<Omit<DeliveryOutcome, 'result' | 'summary'>> = {}): DeliveryOutcome {
  return { result, summary, commit: null, pullRequest: null, reasons: [], findings: [], howToApply: null, permission: null, bundleFile: null, ...more };
}
