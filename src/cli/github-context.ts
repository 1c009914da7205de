import type { Tools } from '../core/tool.js';
import { createGitHubContextTools, defaultRefFor } from '../github/context-tools/index.js';
import { createOctokit, parseRepository, type RepoRef } from '../github/octokit.js';
import { runGitOnHost } from '../core/run-git.js';
import { UsageError } from './usage-error.js';

/** What a local run gets of GitHub: the tools, and one line saying so (or why not); null when there is nothing to say. */
export interface LocalGitHubTools {
  readonly tools: Tools;
  readonly note: string | null;
}

/** `owner/name` of a remote URL on `host`: `https://host/o/r(.git)`, `ssh://git@host/o/r`, `git@host:o/r`. */
export function repoOfRemote(url: string, host: string): RepoRef | null {
  const escaped = host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^(?:(?:https?|ssh|git)://(?:[^@/]+@)?${escaped}(?::\\d+)?/|[^@/\\s]+@${escaped}:)([\\w.-]+)/([\\w.-]+?)(?:\\.git)?/?$`).exec(url.trim());
  return match ? { owner: match[1]!, repo: match[2]! } : null;
}

async function gitOutput(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  const run = await runGitOnHost(args, cwd, env);
  return run.code === 0 ? run.stdout.toString('utf8').trim() || null : null;
}

/**
 * GitHubChecks, GitHubJobLog and GitHubPRThreads for `tollgate run`, only when a token is given
 * (GITHUB_TOKEN, else GH_TOKEN) and the repository is known: `--repo`, else the `origin` remote on
 * github.com (or GITHUB_SERVER_URL's host). The token stays in this process, like in the action.
 */
export async function localGitHubTools(args: { readonly repo?: string; readonly pr?: number }, env: NodeJS.ProcessEnv, workspace: string): Promise<LocalGitHubTools> {
  const tokenName = env.GITHUB_TOKEN ? 'GITHUB_TOKEN' : env.GH_TOKEN ? 'GH_TOKEN' : null;
  if (tokenName === null) {
    if (args.repo !== undefined || args.pr !== undefined) {
      throw new UsageError('--repo and --pr give the agent the GitHub tools, which need a token: set GITHUB_TOKEN (or GH_TOKEN) to one that can read the repository.', 'run');
    }
    return { tools: [], note: null };
  }
  const host = new URL(env.GITHUB_SERVER_URL || 'https://github.com').host;
  const remote = args.repo === undefined ? await gitOutput(['remote', 'get-url', 'origin'], workspace, env) : null;
  const repo = args.repo !== undefined ? parseRepository(args.repo) : remote !== null ? repoOfRemote(remote, host) : null;
  // A token in a shell's environment is common; without a repository to read there is nothing to say.
  if (repo === null) return { tools: [], note: null };
  const octokit = createOctokit(env[tokenName]!, { baseUrl: env.GITHUB_API_URL || 'https://api.github.com' });
  const head = args.pr === undefined ? await gitOutput(['rev-parse', 'HEAD'], workspace, env) : null;
  const tools = createGitHubContextTools({ octokit, repo, pullNumber: args.pr ?? null, defaultRef: defaultRefFor(octokit, repo, args.pr !== undefined ? { number: args.pr } : null, head) });
  const about = args.pr !== undefined ? `, pull request #${args.pr}` : head !== null ? `, checks of HEAD ${head.slice(0, 12)}` : '';
  return { tools, note: `GitHub tools: GitHubChecks, GitHubJobLog and GitHubPRThreads read ${repo.owner}/${repo.repo} with ${tokenName}${about}.` };
}
