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

interface TreeEntry {
  readonly mode: string;
  readonly type: string;
  readonly sha: string;
}

/** One path still to compare, split into its names: `src/a.ts` is ['src', 'a.ts']. */
interface PathWalk {
  readonly path: string;
  readonly names: readonly string[];
}

const sameEntry = (a: TreeEntry | undefined, b: TreeEntry | undefined) => (a === undefined ? b === undefined : b !== undefined && a.mode === b.mode && a.sha === b.sha);
const subtree = (entry: TreeEntry | undefined) => (entry?.type === 'tree' ? entry.sha : null);

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

    async commitParents(sha) {
      try {
        const { data } = await octokit.rest.git.getCommit({ ...repo, commit_sha: sha });
        return data.parents.map((parent) => parent.sha);
      } catch (error) {
        if (httpStatus(error) === 404 || httpStatus(error) === 422) return null;
        throw asLandingError(error, `Reading the commit ${sha.slice(0, 7)}`);
      }
    },

    pathsThatDiffer: (a, b, paths) =>
      call('Comparing the checkout with the pull request head', async () => {
        // Only the folders on the paths' way are listed, and a folder whose tree is the same in both is not opened.
        const listings = new Map<string, Promise<Map<string, TreeEntry>>>();
        const list = (sha: string) => {
          let listing = listings.get(sha);
          if (!listing) {
            listing = octokit.rest.git.getTree({ ...repo, tree_sha: sha }).then(({ data }) => {
              if (data.truncated) throw new LandingApiError(`the folder tree ${sha.slice(0, 7)} is too large for GitHub to list`, 'failed');
              return new Map(data.tree.flatMap((e) => (e.path && e.mode && e.type && e.sha ? [[e.path, { mode: e.mode, type: e.type, sha: e.sha }] as const] : [])));
            });
            listings.set(sha, listing);
          }
          return listing;
        };
        const differ: string[] = [];
        const walk = async (treeA: string | null, treeB: string | null, walks: readonly PathWalk[]): Promise<void> => {
          if (treeA === treeB) return;
          const [inA, inB] = await Promise.all([treeA ? list(treeA) : new Map<string, TreeEntry>(), treeB ? list(treeB) : new Map<string, TreeEntry>()]);
          const byName = new Map<string, PathWalk[]>();
          for (const w of walks) byName.set(w.names[0]!, [...(byName.get(w.names[0]!) ?? []), w]);
          await Promise.all(
            [...byName].map(async ([name, group]) => {
              const [x, y] = [inA.get(name), inB.get(name)];
              for (const w of group) if (w.names.length === 1 && !sameEntry(x, y)) differ.push(w.path);
              const deeper = group.filter((w) => w.names.length > 1).map((w) => ({ path: w.path, names: w.names.slice(1) }));
              if (deeper.length > 0) await walk(subtree(x), subtree(y), deeper);
            }),
          );
        };
        const [commitA, commitB] = await Promise.all([a, b].map((sha) => octokit.rest.git.getCommit({ ...repo, commit_sha: sha })));
        await walk(commitA!.data.tree.sha, commitB!.data.tree.sha, paths.map((path) => ({ path, names: path.split('/') })));
        return differ.sort();
      }),

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
