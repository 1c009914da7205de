import type { ConfigSource } from '../app/config-source.js';
import { httpStatus, type GitHubClient, type RepoRef } from './octokit.js';

/**
 * Configuration files read through the contents API at a commit the workflow trusts (a PR's base,
 * the workflow's own commit), never from a working tree a PR or an earlier job could have changed.
 */
export function contentsApiSource(octokit: GitHubClient, repo: RepoRef, ref: string, label: string): ConfigSource {
  return {
    description: `${label} (${/^[0-9a-f]{40}$/.test(ref) ? ref.slice(0, 7) : ref})`,
    async readFile(path) {
      try {
        const { data } = await octokit.rest.repos.getContent({ ...repo, path, ref });
        if (Array.isArray(data) || data.type !== 'file') return null;
        if ('content' in data && data.encoding === 'base64') return Buffer.from(data.content, 'base64');
        // Over 1 MB the JSON form carries no content: ask for the raw bytes.
        const raw = await octokit.rest.repos.getContent({ ...repo, path, ref, mediaType: { format: 'raw' } });
        return Buffer.from(String(raw.data as unknown), 'utf8');
      } catch (error) {
        if (httpStatus(error) === 404) return null;
        throw error;
      }
    },
  };
}
