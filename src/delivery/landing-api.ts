/**
 * What delivery needs of GitHub, as delivery defines it (the GitHub layer implements it with
 * Octokit): read a branch, write a commit one of two ways, move or create a branch, open a draft PR.
 * Every write is an API request with the action's token; nothing here runs git or pushes.
 */

export interface CommitMessage {
  /** The first line: a short subject. */
  readonly headline: string;
  readonly body: string;
}

/** A file's new content and mode; a deletion has neither. */
export type TreeChange =
  | { readonly path: string; readonly mode: '100644' | '100755'; readonly content: Buffer }
  | { readonly path: string; readonly deleted: true };

export interface CreatedCommit {
  readonly sha: string;
  readonly url: string;
  /** GitHub's `verification.verified` (or the GraphQL signature's `isValid`); null when not said. */
  readonly verified: boolean | null;
}

export interface DraftPullRequest {
  readonly number: number;
  readonly url: string;
}

export interface LandingApi {
  /** The repository's default branch. */
  defaultBranch(): Promise<string>;
  /** The commit a branch points at; null when there is no such branch. */
  branchHead(branch: string): Promise<string | null>;
  /** Whether `ancestor` is `descendant` or in its history. */
  isAncestor(ancestor: string, descendant: string): Promise<boolean>;
  /** A commit's parents, in order; null when GitHub has no such commit. */
  commitParents(sha: string): Promise<readonly string[] | null>;
  /** Those of `paths` whose content or mode differs between two commits (absent in one counts as differing). */
  pathsThatDiffer(a: string, b: string, paths: readonly string[]): Promise<string[]>;
  /**
   * GraphQL `createCommitOnBranch`: one request, the branch moved only if it still points at
   * `expectedHead` (else LandingApiError `stale_head`). Every file it writes gets mode 100644.
   */
  commitOnBranch(input: { readonly branch: string; readonly expectedHead: string; readonly message: CommitMessage; readonly changes: readonly TreeChange[] }): Promise<CreatedCommit>;
  /** The Git Data API: blobs, a tree on the parent's tree (modes kept), a commit. No branch moves. */
  createCommit(input: { readonly parent: string; readonly message: CommitMessage; readonly changes: readonly TreeChange[] }): Promise<CreatedCommit>;
  /** Moves a branch to `sha`, never by force (LandingApiError `not_fast_forward` when that is not a fast-forward). */
  moveBranch(branch: string, sha: string): Promise<void>;
  /** LandingApiError `exists` when the branch is there already. */
  createBranch(branch: string, sha: string): Promise<void>;
  /** Removes a branch this landing created and could not finish. */
  deleteBranch(branch: string): Promise<void>;
  openDraftPullRequest(input: { readonly head: string; readonly base: string; readonly title: string; readonly body: string }): Promise<DraftPullRequest>;
}

export type LandingFailure = 'forbidden' | 'stale_head' | 'not_fast_forward' | 'exists' | 'failed';

/** A refused or failed request, by what delivery must do about it. */
export class LandingApiError extends Error {
  constructor(
    message: string,
    readonly kind: LandingFailure,
    /**
     * For `forbidden`: the permissions GitHub says the request needs, when it says: alternatives, each
     * the lines of a workflow's `permissions:` block (`[['contents: write'], ['pull-requests: write']]`).
     */
    readonly permission: readonly (readonly string[])[] | null = null,
  ) {
    super(message);
    this.name = 'LandingApiError';
  }
}
