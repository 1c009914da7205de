import { z } from 'zod';
import type { GitHubClient } from './octokit.js';

const userSchema = z.object({ login: z.string().min(1) });
const viewerSchema = z.object({ viewer: userSchema });

/**
 * The login the token acts as, so Tollgate knows which comments are its own: `GET /user` for a
 * user's token (a PAT); an installation token (the workflow's GITHUB_TOKEN, a GitHub App's) gets
 * 403 there, and GraphQL's `viewer` names it (`github-actions[bot]`, `<app-slug>[bot]`). Null
 * when neither answers: then no existing comment is taken for Tollgate's.
 */
export async function tokenLogin(octokit: GitHubClient): Promise<string | null> {
  try {
    const parsed = userSchema.safeParse((await octokit.rest.users.getAuthenticated()).data);
    if (parsed.success) return parsed.data.login;
  } catch {
    // An installation token: asked below.
  }
  try {
    const parsed = viewerSchema.safeParse(await octokit.graphql('query { viewer { login } }'));
    if (parsed.success) return parsed.data.viewer.login;
  } catch {
    // Unknown: nothing is adopted.
  }
  return null;
}
