import { z } from 'zod';
import { ConfigSourceError, type ConfigSource } from '../app/config-source.js';
import { MAX_CONFIG_FILE_BYTES } from '../app/git-commit-source.js';
import { isCleanRepositoryPath } from '../app/repository-path.js';
import { describeError } from '../core/describe-error.js';
import { httpStatus, type GitHubClient, type RepoRef } from './octokit.js';

export interface ContentsApiSourceOptions {
  readonly octokit: GitHubClient;
  readonly repo: RepoRef;
  /** The full commit id the files are read at. */
  readonly commit: string;
  /** For the report: "main (abc1234)". */
  readonly description: string;
}

const entrySchema = z.object({ type: z.string(), name: z.string(), path: z.string(), size: z.number().int().nonnegative().optional(), sha: z.string().optional() });
const fileSchema = z.object({
  type: z.literal('file'),
  path: z.string(),
  size: z.number().int().nonnegative(),
  sha: z.string(),
  encoding: z.string(),
  content: z.string(),
});
const blobSchema = z.object({ encoding: z.string(), content: z.string(), size: z.number().int().nonnegative().optional() });

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Base64 as GitHub sends it (with line breaks); anything else is refused, never guessed at. */
function decodeBase64(text: string, what: string): Buffer {
  const compact = text.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) throw new ConfigSourceError(`The GitHub API sent ${what} as text that is not valid base64.`);
  return Buffer.from(compact, 'base64');
}

function tooLarge(path: string, size: number, description: string): ConfigSourceError | null {
  return size > MAX_CONFIG_FILE_BYTES ? new ConfigSourceError(`${path} at ${description} is ${size} bytes, larger than the ${MAX_CONFIG_FILE_BYTES / 1024 / 1024} MB Tollgate reads as configuration.`) : null;
}

/**
 * The files of a commit read through GitHub's contents API (`GET /repos/{o}/{r}/contents/{path}?ref=`):
 * what works with `fetch-depth: 1`, where the commit's objects are not in the checkout. The commit
 * is checked first (`GET /repos/{o}/{r}/git/commits/{sha}`), so a 404 for a file means the file is
 * absent, never that the commit is unknown. Files over 1 MB come through the blobs API. The token
 * needs `contents: read`.
 */
export function createContentsApiSource(options: ContentsApiSourceOptions): ConfigSource {
  const { octokit, repo, commit, description } = options;
  const fail = (what: string, error: unknown): ConfigSourceError => {
    const status = httpStatus(error);
    const hint = status === 403 || status === 401 ? " (the workflow's token needs the `contents: read` permission)" : '';
    return new ConfigSourceError(`The GitHub API could not give ${what} at ${description}: ${status !== null ? `HTTP ${status}, ` : ''}${describeError(error)}${hint}.`);
  };
  let checked: Promise<void> | null = null;
  const commitExists = (): Promise<void> => {
    checked ??= octokit.rest.git.getCommit({ ...repo, commit_sha: commit }).then(
      () => undefined,
      (error: unknown) => {
        const status = httpStatus(error);
        if (status === 404 || status === 422) throw new ConfigSourceError(`The commit ${commit} (${description}) is not in ${repo.owner}/${repo.repo} as the GitHub API sees it (HTTP ${status}).`);
        throw fail(`the commit ${commit}`, error);
      },
    );
    return checked;
  };
  /** The raw answer for a path, or null on 404. */
  const contents = async (path: string): Promise<unknown> => {
    await commitExists();
    try {
      return (await octokit.rest.repos.getContent({ ...repo, path, ref: commit })).data;
    } catch (error) {
      if (httpStatus(error) === 404) return null;
      throw fail(path || 'the repository root', error);
    }
  };
  const blob = async (path: string, sha: string): Promise<Buffer> => {
    let data: unknown;
    try {
      data = (await octokit.rest.git.getBlob({ ...repo, file_sha: sha })).data;
    } catch (error) {
      throw fail(path, error);
    }
    const parsed = blobSchema.safeParse(data);
    if (!parsed.success || parsed.data.encoding !== 'base64') throw new ConfigSourceError(`The GitHub API sent the blob of ${path} in a form Tollgate does not read (expected base64).`);
    return decodeBase64(parsed.data.content, path);
  };

  return {
    description,
    commit,
    async readFile(path) {
      if (!isCleanRepositoryPath(path)) throw new ConfigSourceError(`'${path}' is not a path inside the repository`);
      const data = await contents(path);
      if (data === null || Array.isArray(data)) return null;
      const entry = entrySchema.safeParse(data);
      if (!entry.success) throw new ConfigSourceError(`The GitHub API answered for ${path} in a shape Tollgate does not know.`);
      if (entry.data.type === 'symlink') throw new ConfigSourceError(`${path} is a symbolic link at ${description}; Tollgate reads configuration only from regular files`);
      if (entry.data.type !== 'file') return null;
      const file = fileSchema.safeParse(data);
      if (!file.success) throw new ConfigSourceError(`The GitHub API answered for ${path} without the fields of a file (type, size, sha, encoding, content).`);
      const large = tooLarge(path, file.data.size, description);
      if (large) throw large;
      // Above 1 MB the contents API sends no content ("encoding": "none"); the blobs API has it.
      if (file.data.encoding === 'none' || (file.data.content === '' && file.data.size > 0)) return blob(path, file.data.sha);
      if (file.data.encoding !== 'base64') throw new ConfigSourceError(`The GitHub API sent ${path} with encoding '${file.data.encoding}'; Tollgate reads only base64.`);
      const bytes = decodeBase64(file.data.content, path);
      if (bytes.length !== file.data.size) throw new ConfigSourceError(`The GitHub API sent ${bytes.length} bytes of ${path}, which is ${file.data.size} bytes.`);
      return bytes;
    },
    async listFiles(folder) {
      if (folder !== '' && !isCleanRepositoryPath(folder)) throw new ConfigSourceError(`'${folder}' is not a path inside the repository`);
      const data = await contents(folder);
      if (!Array.isArray(data)) return [];
      const entries = z.array(entrySchema).safeParse(data);
      if (!entries.success) throw new ConfigSourceError(`The GitHub API listed ${folder || 'the repository root'} in a shape Tollgate does not know.`);
      // Submodules are listed as "file" too; reading one then answers type "submodule", which is no file.
      return entries.data.filter((entry) => entry.type === 'file').map((entry) => entry.name);
    },
  };
}
