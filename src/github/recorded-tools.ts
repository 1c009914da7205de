import type { Tools } from '../core/tool.js';
import { createGitHubContextTools } from './context-tools/index.js';
import { indexPatches } from './diff-hunks.js';
import type { GitHubClient, RepoRef } from './octokit.js';
import { createInlineCommentCollector, createPrInlineCommentTool } from './pr-inline-comment-tool.js';

/**
 * The tools an action run has beside the built-in ones (the GitHub tools, PRInlineComment), so a
 * recorded call to one is judged as the run judged it rather than as an unknown tool. They are
 * only looked up, parsed and judged: nothing calls them, so the client is never used.
 */
export function recordedRunTools(octokit: GitHubClient, repo: RepoRef): Tools {
  return [
    createPrInlineCommentTool({ diff: indexPatches([]), collector: createInlineCommentCollector() }),
    ...createGitHubContextTools({ octokit, repo, pullNumber: null, defaultRef: async () => null }),
  ];
}
