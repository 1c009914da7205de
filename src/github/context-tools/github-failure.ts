import { acceptedPermissions, gitHubErrorMessage, graphqlErrors, permissionsText } from '../github-error.js';
import { httpStatus } from '../octokit.js';

/** What a request of these tools reads, and the workflow permission (as `permissions:` spells it) it needs. */
export interface GitHubRead {
  /** "the check runs of abc1234", "job 42's log". */
  readonly what: string;
  readonly permission: string;
}

/**
 * Why reading `read.what` failed, in words that say what to do: a missing workflow permission is
 * named as the line to add to the workflow's `permissions:` block. Never throws.
 */
export function describeGitHubFailure(error: unknown, read: GitHubRead): string {
  const status = httpStatus(error);
  const graphql = graphqlErrors(error)?.[0]?.type ?? null;
  const message = gitHubErrorMessage(error);
  if ((status === 403 && !/rate limit/i.test(message)) || graphql === 'FORBIDDEN') {
    const accepted = acceptedPermissions(error);
    const needed = accepted ? permissionsText(accepted) : `\`${read.permission}\``;
    return `GitHub refused to let the workflow's token read ${read.what} (${status ?? 'FORBIDDEN'}: ${message}). Add ${needed} to the workflow's \`permissions:\` block (the job's or the workflow's) and run it again.`;
  }
  if (status === 404 || graphql === 'NOT_FOUND') {
    return `GitHub answered 404 for ${read.what} (${message}): check the number or ref. On a private repository a token without \`${read.permission}\` gets 404 too, so make sure the workflow's \`permissions:\` block grants it.`;
  }
  if (status === 410) return `${read.what} is gone (410: ${message}): GitHub keeps job logs only for the repository's retention period.`;
  if (status === 403) return `GitHub's rate limit stopped reading ${read.what} (${message}); try again later.`;
  if (status !== null) return `GitHub answered ${status} reading ${read.what}: ${message}.`;
  return `Could not read ${read.what} from GitHub: ${message}.`;
}

/** An Error whose message is `describeGitHubFailure`'s: the tool's call fails with it, and the model reads it. */
export function gitHubFailure(error: unknown, read: GitHubRead): Error {
  return new Error(describeGitHubFailure(error, read));
}
