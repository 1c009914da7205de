import { runGitOnHost, type GitRun } from '../core/run-git.js';
import { ConfigSourceError, type ConfigSource } from './config-source.js';
import { isCleanRepositoryPath } from './repository-path.js';

/** No configuration file is larger than this; a bigger one is refused rather than read into memory. */
export const MAX_CONFIG_FILE_BYTES = 10 * 1024 * 1024;

const COMMIT_ID = /^([0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * Every git command here reads objects only: replacement refs (`refs/replace/`), which could stand
 * another object in for the one asked for, are ignored, and paths are taken literally.
 */
const READ_ONLY = ['--no-replace-objects', '--literal-pathspecs'];

export interface GitCommitSourceOptions {
  /** The work tree whose repository holds the commit. */
  readonly workspace: string;
  /** The full commit id. */
  readonly commit: string;
  /** For the report: "main (abc1234)". */
  readonly description: string;
  /** HOME and PATH for git; nothing else of the runner's environment is passed. */
  readonly env: Readonly<Record<string, string | undefined>>;
}

function firstLine(run: GitRun): string {
  return run.stderr.trim().split('\n')[0] || `exit code ${run.code}`;
}

interface TreeEntry {
  readonly mode: string;
  readonly type: string;
  readonly object: string;
  readonly path: string;
}

function treeEntries(stdout: Buffer): TreeEntry[] {
  return stdout
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .flatMap((line) => {
      const match = /^(\d+) (\w+) ([0-9a-f]+)\t([\s\S]*)$/.exec(line);
      return match ? [{ mode: match[1]!, type: match[2]!, object: match[3]!, path: match[4]! }] : [];
    });
}

/**
 * The files of a commit, read from the git objects of the workspace's repository: trustworthy
 * whatever the working tree holds, since an object is named by the hash of its content. Null when
 * git cannot be used here or the commit is not in the repository (a shallow checkout), so the
 * caller can fall back to the contents API.
 */
export async function openGitCommitSource(options: GitCommitSourceOptions): Promise<ConfigSource | null> {
  const { workspace, commit, description } = options;
  if (!COMMIT_ID.test(commit)) return null;
  const git = (args: readonly string[], maxStdoutBytes?: number) => runGitOnHost([...READ_ONLY, ...args], workspace, options.env, maxStdoutBytes ? { maxStdoutBytes } : {});
  const present = await git(['cat-file', '-e', `${commit}^{commit}`]);
  if (present.code !== 0) return null;

  const entryOf = async (path: string): Promise<TreeEntry | null> => {
    if (!isCleanRepositoryPath(path)) throw new ConfigSourceError(`'${path}' is not a path inside the repository`);
    const listed = await git(['ls-tree', '-z', '--full-tree', commit, '--', path]);
    if (listed.code !== 0) throw new ConfigSourceError(`git could not list ${path} at ${description}: ${firstLine(listed)}`, true);
    return treeEntries(listed.stdout).find((entry) => entry.path === path) ?? null;
  };

  return {
    description,
    commit,
    async readFile(path) {
      const entry = await entryOf(path);
      if (entry === null) return null;
      if (entry.mode === '120000') throw new ConfigSourceError(`${path} is a symbolic link at ${description}; Tollgate reads configuration only from regular files`);
      if (entry.type !== 'blob') return null;
      const read = await git(['cat-file', 'blob', entry.object], MAX_CONFIG_FILE_BYTES);
      if (read.overflow) throw new ConfigSourceError(`${path} at ${description} is larger than ${MAX_CONFIG_FILE_BYTES / 1024 / 1024} MB`);
      if (read.code !== 0) throw new ConfigSourceError(`git could not read ${path} at ${description}: ${firstLine(read)}`, true);
      return read.stdout;
    },
    async listFiles(folder) {
      if (folder !== '' && !isCleanRepositoryPath(folder)) throw new ConfigSourceError(`'${folder}' is not a path inside the repository`);
      const listed = await git(['ls-tree', '-z', '--full-tree', commit, ...(folder === '' ? [] : ['--', `${folder}/`])]);
      if (listed.code !== 0) throw new ConfigSourceError(`git could not list ${folder || 'the root'} at ${description}: ${firstLine(listed)}`, true);
      const prefix = folder === '' ? '' : `${folder}/`;
      return treeEntries(listed.stdout)
        .filter((entry) => entry.type === 'blob' && entry.mode !== '120000' && entry.path.startsWith(prefix) && !entry.path.slice(prefix.length).includes('/'))
        .map((entry) => entry.path.slice(prefix.length));
    },
  };
}

/** The full id of the commit `ref` names in the workspace's repository (`tollgate run --trusted-ref`); throws naming the ref. */
export async function resolveCommit(workspace: string, ref: string, env: Readonly<Record<string, string | undefined>>): Promise<string> {
  const run = await runGitOnHost([...READ_ONLY, 'rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], workspace, env);
  const commit = run.stdout.toString('utf8').trim();
  if (run.code !== 0 || !COMMIT_ID.test(commit)) {
    throw new ConfigSourceError(`The trusted ref '${ref}' names no commit in the repository at ${workspace}${run.code === null ? ' (git could not run)' : ''}. Give a branch, tag or commit that exists there.`);
  }
  return commit;
}
