import { LandingApiError, type CreatedCommit, type LandingApi, type TreeChange } from '../delivery/landing-api.js';
import { messageText } from '../delivery/commit-message.js';
import { acceptedPermissions, gitHubErrorMessage, graphqlErrors } from './github-error.js';
import { httpStatus, type GitHubClient, type RepoRef } from './octokit.js';

/** Blobs created at once: enough to overlap the round trips, few enough for the secondary rate limit. */
const BLOB_CONCURRENCY = 4;

const COMMIT_ON_BRANCH = `mutation($input: CreateCommitOnBranchInput!) {
  createCommitOnBranch(input: $input) {
    commit { oid url signature { isValid } }
  }
}`;

/** An Octokit failure as delivery reads it: a refusal for want of permission, or a plain failure. */
function asLandingError(error: unknown, what: string): LandingApiError {
  if (error instanceof LandingApiError) return error;
  const graphql = graphqlErrors(error);
  if (graphql) {
    const message = gitHubErrorMessage(error);
    if (graphql.some((e) => e.type === 'STALE_DATA')) return new LandingApiError(`${what}: ${message}`, 'stale_head');
    if (graphql.some((e) => e.type === 'FORBIDDEN')) return new LandingApiError(`${what}: ${message}`, 'forbidden', [['contents: write']]);
    return new LandingApiError(`${what}: ${message}`, 'failed');
  }
  const status = httpStatus(error);
  const message = `${what}: ${status ?? ''} ${gitHubErrorMessage(error)}`.replace(/\s+/g, ' ');
  if (status === 403) return new LandingApiError(message, 'forbidden', acceptedPermissions(error));
  return new LandingApiError(message, 'failed');
}

/** The content as text when it is UTF-8 without NUL bytes (it round-trips through JSON exactly), else null. */
function utf8Text(content: Buffer): string | null {
  if (content.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(content);
  } catch {
    return null;
  }
}

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/**
 * The landing API over Octokit with the action's token: GraphQL `createCommitOnBranch`, the Git
 * Data API (blobs, trees, commits, refs; never a forced ref update), and pulls.
 */
export function createGitHubLandingApi(octokit: GitHubClient, repo: RepoRef): LandingApi {
  const call = async <T>(what: string, request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      throw asLandingError(error, what);
    }
  };
  return {
    defaultBranch: () => call('Reading the repository', async () => (await octokit.rest.repos.get({ ...repo })).data.default_branch),

    async branchHead(branch) {
      try {
        const { data } = await octokit.rest.git.getRef({ ...repo, ref: `heads/${branch}` });
        return data.object.sha;
      } catch (error) {
        if (httpStatus(error) === 404) return null;
        throw asLandingError(error, `Reading the branch ${branch}`);
      }
    },

    async isAncestor(ancestor, descendant) {
      if (ancestor === descendant) return true;
      try {
        const { data } = await octokit.rest.repos.compareCommitsWithBasehead({ ...repo, basehead: `${ancestor}...${descendant}`, per_page: 1 });
        return data.status === 'ahead' || data.status === 'identical';
      } catch (error) {
        if (httpStatus(error) === 404) return false;
        throw asLandingError(error, 'Comparing commits');
      }
    },

    commitOnBranch: (input) =>
      call(`Committing on ${input.branch}`, async () => {
        const additions = input.changes.flatMap((change) => ('content' in change ? [{ path: change.path, contents: change.content.toString('base64') }] : []));
        const deletions = input.changes.flatMap((change) => ('deleted' in change ? [{ path: change.path }] : []));
        const answer = await octokit.graphql<{ createCommitOnBranch: { commit: { oid: string; url: string; signature: { isValid: boolean } | null } } | null }>(COMMIT_ON_BRANCH, {
          input: {
            branch: { repositoryNameWithOwner: `${repo.owner}/${repo.repo}`, branchName: input.branch },
            expectedHeadOid: input.expectedHead,
            message: { headline: input.message.headline, ...(input.message.body ? { body: input.message.body } : {}) },
            fileChanges: { additions, deletions },
          },
        });
        const commit = answer.createCommitOnBranch?.commit;
        if (!commit) throw new LandingApiError(`Committing on ${input.branch}: GitHub returned no commit`, 'failed');
        return { sha: commit.oid, url: commit.url, verified: commit.signature?.isValid ?? null };
      }),

    createCommit: (input) =>
      call('Creating the commit', async () => {
        const { data: parent } = await octokit.rest.git.getCommit({ ...repo, commit_sha: input.parent });
        // Text goes inline in the tree (GitHub writes the blob): each write request waits a second
        // behind the last (Octokit's throttling, GitHub's advice), so a blob request per file is slow.
        const tree = await inBatches(input.changes, BLOB_CONCURRENCY, async (change: TreeChange) => {
          if ('deleted' in change) return { path: change.path, mode: '100644' as const, type: 'blob' as const, sha: null };
          const text = utf8Text(change.content);
          if (text !== null) return { path: change.path, mode: change.mode, type: 'blob' as const, content: text };
          const { data: blob } = await octokit.rest.git.createBlob({ ...repo, content: change.content.toString('base64'), encoding: 'base64' });
          return { path: change.path, mode: change.mode, type: 'blob' as const, sha: blob.sha };
        });
        const { data: created } = await octokit.rest.git.createTree({ ...repo, base_tree: parent.tree.sha, tree });
        const { data: commit } = await octokit.rest.git.createCommit({ ...repo, message: messageText(input.message), tree: created.sha, parents: [input.parent] });
        return { sha: commit.sha, url: commit.html_url, verified: commit.verification?.verified ?? null } satisfies CreatedCommit;
      }),

    async moveBranch(branch, sha) {
      try {
        await octokit.rest.git.updateRef({ ...repo, ref: `heads/${branch}`, sha, force: false });
      } catch (error) {
        if (httpStatus(error) === 422) throw new LandingApiError(`Moving ${branch}: ${gitHubErrorMessage(error)}`, 'not_fast_forward');
        throw asLandingError(error, `Moving ${branch}`);
      }
    },

    async createBranch(branch, sha) {
      try {
        await octokit.rest.git.createRef({ ...repo, ref: `refs/heads/${branch}`, sha });
      } catch (error) {
        if (httpStatus(error) === 422 && /already exists/i.test(gitHubErrorMessage(error))) throw new LandingApiError(`Creating ${branch}: ${gitHubErrorMessage(error)}`, 'exists');
        throw asLandingError(error, `Creating ${branch}`);
      }
    },

    deleteBranch: (branch) => call(`Removing ${branch}`, async () => void (await octokit.rest.git.deleteRef({ ...repo, ref: `heads/${branch}` }))),

    openDraftPullRequest: (input) =>
      call('Opening the draft pull request', async () => {
        const { data } = await octokit.rest.pulls.create({ ...repo, head: input.head, base: input.base, title: input.title, body: input.body, draft: true });
        return { number: data.number, url: data.html_url };
      }),
  };
}
