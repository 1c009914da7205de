import type { Tools } from '../../core/tool.js';
import type { GitHubClient, RepoRef } from '../octokit.js';
import { createChecksTool } from './checks-tool.js';
import { createJobLogStore } from './job-log-store.js';
import { createJobLogTool } from './job-log-tool.js';
import { createPrThreadsTool } from './pr-threads-tool.js';

export interface GitHubContextOptions {
  /** Holds the token: the tools run in Tollgate's own process, so it never reaches a child process or the sandbox. */
  readonly octokit: GitHubClient;
  readonly repo: RepoRef;
  /** The run's pull request (GitHubPRThreads' default); null when it has none. */
  readonly pullNumber: number | null;
  /** The commit GitHubChecks reads by default (the PR head, else the run's commit), and how to call it; null when none is known. */
  readonly defaultRef: () => Promise<{ readonly ref: string; readonly label: string } | null>;
}

/** GitHubChecks, GitHubJobLog and GitHubPRThreads: read-only, concurrency-safe, named in rules like any tool. */
export function createGitHubContextTools(options: GitHubContextOptions): Tools {
  const { octokit, repo } = options;
  return [
    createChecksTool({ octokit, repo, defaultRef: options.defaultRef }),
    createJobLogTool(createJobLogStore(octokit, repo)),
    createPrThreadsTool({ octokit, repo, pullNumber: options.pullNumber }),
  ];
}

type DefaultRef = Awaited<ReturnType<GitHubContextOptions['defaultRef']>>;

/**
 * GitHubChecks' default commit: the pull request's head (read once, when first needed, unless it is
 * known already), else `commit` (the run's); null when neither is known.
 */
export function defaultRefFor(octokit: GitHubClient, repo: RepoRef, pull: { readonly number: number; readonly headSha?: string } | null, commit: string | null): () => Promise<DefaultRef> {
  let known: Promise<DefaultRef> | null = null;
  const find = async (): Promise<DefaultRef> => {
    if (pull === null) return commit ? { ref: commit, label: `the run's commit ${commit.slice(0, 12)}` } : null;
    const head = pull.headSha ?? (await octokit.rest.pulls.get({ ...repo, pull_number: pull.number })).data.head.sha;
    return { ref: head, label: `the head of pull request #${pull.number} (${head.slice(0, 12)})` };
  };
  return () => {
    known ??= find().catch(() => {
      known = null;
      return null;
    });
    return known;
  };
}
