import { describeError } from '../core/describe-error.js';
import type { LandedCommit, OpenedPullRequest } from '../report/delivery-outcome.js';
import type { CheckedFile } from './change-checks.js';
import { EXECUTABLE_FILE, REGULAR_FILE } from './landing-file.js';
import { LandingApiError, type CommitMessage, type CreatedCommit, type LandingApi, type TreeChange } from './landing-api.js';
import type { LandingTarget, NewBranch } from './landing-target.js';

export interface LandingRequest {
  /** The commit the change was made on: the parent of the new commit. */
  readonly baseCommit: string;
  readonly files: readonly CheckedFile[];
  readonly message: CommitMessage;
  /** The draft PR's title, and its body given why a new branch was needed (null: it was asked for). */
  readonly pullRequest: { readonly title: string; readonly body: (why: string | null) => string };
  /** The base came from a bundle another job wrote: a new branch starts only from a commit in the history of the branch it merges into. */
  readonly untrustedBase: boolean;
}

export type Landing =
  | { readonly kind: 'committed'; readonly commit: LandedCommit; readonly notes: readonly string[] }
  | { readonly kind: 'pull_request'; readonly commit: LandedCommit; readonly pullRequest: OpenedPullRequest; readonly why: string | null }
  | { readonly kind: 'not_landed'; readonly why: string; readonly permission: string | null };

const short = (sha: string) => sha.slice(0, 7);

/** createCommitOnBranch writes every file as 100644: a change that sets or keeps another mode goes through the Git Data API. */
export function modesMatter(files: readonly CheckedFile[]): boolean {
  return files.some(({ file }) => file.newMode !== null && (file.newMode !== REGULAR_FILE || (file.oldMode !== null && file.oldMode !== REGULAR_FILE)));
}

function treeChanges(files: readonly CheckedFile[]): TreeChange[] {
  return files.map(({ file, content }) =>
    file.newMode === null || content === null
      ? { path: file.path, deleted: true as const }
      : { path: file.path, mode: file.newMode === EXECUTABLE_FILE ? EXECUTABLE_FILE : REGULAR_FILE, content },
  );
}

/** What a refused write means for the workflow file: the permission to grant. */
function permissionAdvice(error: LandingApiError, fallback: string): string {
  const alternatives = error.permission ?? [[fallback]];
  const wanted = alternatives.map((set) => `\`permissions: ${set.join(', ')}\``).join(' or ');
  return `grant the job ${wanted} (GitHub answered ${error.message})`;
}

class Lander {
  private readonly changes: TreeChange[];
  private readonly graphql: boolean;

  constructor(
    private readonly api: LandingApi,
    private readonly request: LandingRequest,
  ) {
    this.changes = treeChanges(request.files);
    this.graphql = !modesMatter(request.files);
  }

  private landed(commit: CreatedCommit, branch: string): LandedCommit {
    return { sha: commit.sha, url: commit.url, branch, verified: commit.verified, api: this.graphql ? 'graphql' : 'rest' };
  }

  /** A commit on `branch`, which must still point at the base. */
  async onBranch(branch: string, fallback: NewBranch): Promise<Landing> {
    const { baseCommit, message } = this.request;
    const head = await this.api.branchHead(branch);
    if (head === null) return { kind: 'not_landed', why: `the branch ${branch} no longer exists`, permission: null };
    if (head !== baseCommit) return this.onNewBranch(fallback, `${branch} moved since the checkout (${short(baseCommit)} → ${short(head)}); Tollgate never overwrites a branch`);
    let made: CreatedCommit | null = null;
    try {
      if (this.graphql) return { kind: 'committed', commit: this.landed(await this.api.commitOnBranch({ branch, expectedHead: baseCommit, message, changes: this.changes }), branch), notes: [] };
      made = await this.api.createCommit({ parent: baseCommit, message, changes: this.changes });
      await this.api.moveBranch(branch, made.sha);
      return { kind: 'committed', commit: this.landed(made, branch), notes: [] };
    } catch (error) {
      if (error instanceof LandingApiError && (error.kind === 'stale_head' || error.kind === 'not_fast_forward')) {
        return this.onNewBranch(fallback, `${branch} moved while the change was landing; Tollgate never overwrites a branch`, made);
      }
      throw error;
    }
  }

  /** A new branch from the base with the commit on it, and a draft PR into `target.into`. */
  async onNewBranch(target: NewBranch, why: string | null, made: CreatedCommit | null = null): Promise<Landing> {
    const { baseCommit, message } = this.request;
    const into = target.into ?? (await this.api.defaultBranch());
    if (this.request.untrustedBase) {
      const intoHead = await this.api.branchHead(into);
      if (intoHead === null || !(await this.api.isAncestor(baseCommit, intoHead))) {
        return { kind: 'not_landed', why: `the bundle's base commit ${short(baseCommit)} is not in the history of ${into}`, permission: null };
      }
    }
    for (const name of target.names) {
      let commit: CreatedCommit;
      try {
        if (this.graphql) {
          await this.api.createBranch(name, baseCommit);
          try {
            commit = await this.api.commitOnBranch({ branch: name, expectedHead: baseCommit, message, changes: this.changes });
          } catch (error) {
            // Nothing half-written: the branch this landing created goes again.
            await this.api.deleteBranch(name).catch(() => undefined);
            throw error;
          }
        } else {
          commit = made ?? (await this.api.createCommit({ parent: baseCommit, message, changes: this.changes }));
          made = commit;
          await this.api.createBranch(name, commit.sha);
        }
      } catch (error) {
        if (error instanceof LandingApiError && error.kind === 'exists') continue;
        throw error;
      }
      return this.openPullRequest(this.landed(commit, name), into, why);
    }
    return { kind: 'not_landed', why: `the branches ${target.names.join(' and ')} exist already`, permission: null };
  }

  private async openPullRequest(commit: LandedCommit, into: string, why: string | null): Promise<Landing> {
    const { pullRequest } = this.request;
    try {
      const opened = await this.api.openDraftPullRequest({ head: commit.branch, base: into, title: pullRequest.title, body: pullRequest.body(why) });
      return { kind: 'pull_request', commit, pullRequest: { ...opened, base: into }, why };
    } catch (error) {
      const advice = error instanceof LandingApiError && error.kind === 'forbidden' ? `; ${permissionAdvice(error, 'pull-requests: write')}` : '';
      const note = `The commit is on ${commit.branch}, but the draft pull request into ${into} could not be opened: ${describeError(error)}${advice}`;
      return { kind: 'committed', commit, notes: [...(why ? [why] : []), note] };
    }
  }
}

/**
 * Lands a checked change where `target` says, through the API only: GraphQL `createCommitOnBranch`
 * (one request, checked against the expected head) unless a file mode matters, then the Git Data
 * API. A branch that moved is never overwritten: the change goes to a new branch and a draft PR.
 * A refused write (a read-only token) becomes `not_landed` with the permission that would allow it.
 */
export async function landChange(api: LandingApi, target: Exclude<LandingTarget, { kind: 'artifact' }>, request: LandingRequest): Promise<Landing> {
  const lander = new Lander(api, request);
  try {
    return target.kind === 'branch' ? await lander.onBranch(target.branch, target.fallback) : await lander.onNewBranch(target.branch, null);
  } catch (error) {
    if (error instanceof LandingApiError && error.kind === 'forbidden') {
      return { kind: 'not_landed', why: 'the workflow token may not write to the repository', permission: permissionAdvice(error, 'contents: write') };
    }
    return { kind: 'not_landed', why: `GitHub refused the landing: ${describeError(error)}`, permission: null };
  }
}
