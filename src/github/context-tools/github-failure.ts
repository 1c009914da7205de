import { describeError } from '../../core/describe-error.js';
import { httpStatus } from '../octokit.js';

/** What a request of these tools reads, and the workflow permission (as `permissions:` spells it) it needs. */
export interface GitHubRead {
  /** "the check runs of abc1234", "job 42's log". */
  readonly what: string;
  readonly permission: string;
}

/** A refusal GitHub states in a GraphQL answer (HTTP 200 with `errors`), as Octokit's GraphqlResponseError carries it. */
function graphqlErrorType(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('errors' in error) || !Array.isArray(error.errors)) return null;
  const first: unknown = error.errors[0];
  return typeof first === 'object' && first !== null && 'type' in first && typeof first.type === 'string' ? first.type : null;
}

/** `x-accepted-github-permissions: issues=read; pull_requests=read` as "`issues: read` or `pull-requests: read`". */
function acceptedPermissions(error: unknown): string | null {
  const response = typeof error === 'object' && error !== null && 'response' in error ? error.response : null;
  const headers = typeof response === 'object' && response !== null && 'headers' in response ? response.headers : null;
  const value = typeof headers === 'object' && headers !== null ? (headers as Record<string, unknown>)['x-accepted-github-permissions'] : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const sets = value
    .split(';')
    .map((set) =>
      set
        .split(',')
        .map((pair) => pair.trim().replace(/_/g, '-').replace('=', ': '))
        .filter(Boolean)
        .map((pair) => `\`${pair}\``)
        .join(' and '),
    )
    .filter(Boolean);
  return sets.length === 0 ? null : sets.join(' or ');
}

function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'errors' in error && Array.isArray(error.errors)) {
    const messages = error.errors.map((e: unknown) => (typeof e === 'object' && e !== null && 'message' in e ? String(e.message) : '')).filter(Boolean);
    if (messages.length > 0) return messages.join('; ');
  }
  return describeError(error).split('\n')[0]!.replace(/ - https:\/\/docs\.github\.com\S*$/, '');
}

/**
 * Why reading `read.what` failed, in words that say what to do: a missing workflow permission is
 * named as the line to add to the workflow's `permissions:` block. Never throws.
 */
export function describeGitHubFailure(error: unknown, read: GitHubRead): string {
  const status = httpStatus(error);
  const graphql = graphqlErrorType(error);
  const message = messageOf(error);
  if ((status === 403 && !/rate limit/i.test(message)) || graphql === 'FORBIDDEN') {
    const needed = acceptedPermissions(error) ?? `\`${read.permission}\``;
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
