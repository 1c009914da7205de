import type { Actor } from './event.js';
import { httpStatus, type GitHubClient, type RepoRef } from './octokit.js';

export type Authorization =
  | { readonly allowed: true; readonly why: string }
  | { readonly allowed: false; readonly why: string };

const WRITE_LEVELS = new Set(['admin', 'maintain', 'write']);

function botListed(login: string, allowedBots: readonly string[]): boolean {
  const bare = login.replace(/\[bot\]$/, '').toLowerCase();
  return allowedBots.some((entry) => entry === '*' || entry.replace(/\[bot\]$/, '').toLowerCase() === bare);
}

/**
 * Write, maintain or admin on the repository, from the collaborator-permission endpoint; a bot
 * only when `allowed_bots` lists it. Anything unexpected refuses (fail closed).
 */
export async function authorizeActor(
  octokit: GitHubClient,
  repo: RepoRef,
  actor: Actor,
  allowedBots: readonly string[],
): Promise<Authorization> {
  if (actor.isBot) {
    return botListed(actor.login, allowedBots)
      ? { allowed: true, why: `${actor.login} is listed in allowed_bots.` }
      : { allowed: false, why: `${actor.login} is a bot and is not listed in allowed_bots.` };
  }
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: actor.login });
    const levels = [data.permission, data.role_name].filter((v): v is string => typeof v === 'string');
    const level = levels.find((v) => WRITE_LEVELS.has(v));
    return level
      ? { allowed: true, why: `${actor.login} has ${level} permission.` }
      : { allowed: false, why: `${actor.login} has ${data.permission} permission; write, maintain or admin is required.` };
  } catch (error) {
    const status = httpStatus(error);
    if (status === 404) return { allowed: false, why: `${actor.login} is not a collaborator on ${repo.owner}/${repo.repo}.` };
    return { allowed: false, why: `Could not check ${actor.login}'s permission (${status ?? 'network error'}); refusing.` };
  }
}
