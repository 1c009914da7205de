import { ConfigSourceError, type ConfigSource } from '../app/config-source.js';
import { openGitCommitSource } from '../app/git-commit-source.js';
import { createContentsApiSource } from './contents-source.js';
import type { GitHubClient, RepoRef } from './octokit.js';

export interface TrustedSourceOptions {
  readonly octokit: GitHubClient;
  readonly repo: RepoRef;
  /** The checkout: its git objects are read first. */
  readonly workspace: string;
  readonly commit: string;
  /** For the report: "main (abc1234)". */
  readonly description: string;
  /** HOME and PATH for git. */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** `first`, and `second` for any file `first` failed to read (an absent file is an answer, not a failure). */
function withFallback(first: ConfigSource, second: ConfigSource): ConfigSource {
  const either = async <T>(read: (source: ConfigSource) => Promise<T>): Promise<T> => {
    try {
      return await read(first);
    } catch (error) {
      if (error instanceof ConfigSourceError && error.sourceFailed) return read(second);
      throw error;
    }
  };
  return {
    description: first.description,
    commit: first.commit,
    readFile: (path) => either((source) => source.readFile(path)),
    listFiles: (folder) => either((source) => source.listFiles(folder)),
  };
}

/**
 * A commit's files from the checkout's git objects when the commit is there (a full clone, or a
 * fetched base), else, and for any file git fails to read, from GitHub's contents API (a checkout
 * with `fetch-depth: 1`). Either way the bytes are the commit's, whatever the working tree holds.
 * For the action's run and for the second job of the two-job delivery alike.
 */
export async function trustedConfigSource(options: TrustedSourceOptions): Promise<ConfigSource> {
  const api = createContentsApiSource(options);
  const git = await openGitCommitSource(options);
  return git ? withFallback(git, api) : explainingGitAbsence(api);
}

/** The API alone: when it cannot give a file either, the error says that git could not, and that nothing ran. */
function explainingGitAbsence(api: ConfigSource): ConfigSource {
  const explained = async <T>(read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof ConfigSourceError)) throw error;
      throw new ConfigSourceError(
        `${error.message} The checkout does not have ${api.description} either (actions/checkout fetches one commit unless fetch-depth is 0), so Tollgate cannot read the configuration it trusts, and ran nothing. Give the workflow's token contents: read, or check out with fetch-depth: 0.`,
      );
    }
  };
  return { ...api, readFile: (path) => explained(() => api.readFile(path)), listFiles: (folder) => explained(() => api.listFiles(folder)) };
}
