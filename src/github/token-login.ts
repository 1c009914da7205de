import { z } from 'zod';
import type { GitHubClient } from './octokit.js';

const viewerSchema = z.object({ viewer: z.object({ login: z.string().min(1) }) });

/**
 * The login the token acts as, so Tollgate knows which comments are its own: GraphQL's `viewer`,
 * which answers for a user's token (a PAT) and an installation token alike (the workflow's
 * GITHUB_TOKEN: `github-actions[bot]`; a GitHub App's: `<app-slug>[bot]`), where `GET /user`
 * refuses an installation token. Null when it does not answer: then no existing comment is taken
 * for Tollgate's.
 */
export async function tokenLogin(octokit: GitHubClient): Promise<string | null> {
  try {
    const parsed = viewerSchema.safeParse(await octokit.graphql('query { viewer { login } }'));
    return parsed.success ? parsed.data.viewer.login : null;
  } catch {
    return null;
  }
}
