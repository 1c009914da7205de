import { describeError } from '../core/describe-error.js';

/** One error of a GraphQL answer (HTTP 200 with `errors`), as Octokit's GraphqlResponseError carries it. */
export interface GraphqlErrorLike {
  readonly type?: string;
  readonly message?: string;
}

/** The errors of a GraphQL answer, or null when the failure is no GraphQL answer. */
export function graphqlErrors(error: unknown): readonly GraphqlErrorLike[] | null {
  if (typeof error === 'object' && error !== null && 'errors' in error && Array.isArray(error.errors)) return error.errors as GraphqlErrorLike[];
  return null;
}

/** What GitHub said: the GraphQL errors' messages, the REST answer's `message`, or the error's first line without its docs link. */
export function gitHubErrorMessage(error: unknown): string {
  const messages = (graphqlErrors(error) ?? []).map((e) => (typeof e === 'object' && e !== null && typeof e.message === 'string' ? e.message : '')).filter(Boolean);
  if (messages.length > 0) return messages.join('; ');
  const data = typeof error === 'object' && error !== null && 'response' in error ? (error.response as { data?: { message?: unknown } } | undefined)?.data : undefined;
  if (typeof data?.message === 'string' && data.message !== '') return data.message;
  return describeError(error).split('\n')[0]!.replace(/ - https:\/\/docs\.github\.com\S*$/, '');
}

/**
 * The permissions GitHub says a refused request needs, from `x-accepted-github-permissions`
 * (`contents=write; pull_requests=write`: `;` between alternatives, `,` within one), as a
 * workflow's `permissions:` block spells them: `[['contents: write'], ['pull-requests: write']]`.
 * Null when the header is absent or empty.
 */
export function acceptedPermissions(error: unknown): readonly (readonly string[])[] | null {
  const response = typeof error === 'object' && error !== null && 'response' in error ? error.response : null;
  const headers = typeof response === 'object' && response !== null && 'headers' in response ? response.headers : null;
  const value = typeof headers === 'object' && headers !== null ? (headers as Record<string, unknown>)['x-accepted-github-permissions'] : null;
  if (typeof value !== 'string') return null;
  const alternatives = value
    .split(';')
    .map((set) =>
      set
        .split(',')
        .map((pair) => pair.trim().replace(/_/g, '-').replace(/\s*=\s*/, ': '))
        .filter(Boolean),
    )
    .filter((set) => set.length > 0);
  return alternatives.length === 0 ? null : alternatives;
}

/** `[['issues: read'], ['pull-requests: read']]` as "`issues: read` or `pull-requests: read`". */
export function permissionsText(alternatives: readonly (readonly string[])[]): string {
  return alternatives.map((set) => set.map((pair) => `\`${pair}\``).join(' and ')).join(' or ');
}
