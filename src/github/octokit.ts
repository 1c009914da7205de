import { randomUUID } from 'node:crypto';
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

export type GitHubClient = ReturnType<typeof getOctokit>;

export interface OctokitOptions {
  /** REST root; `GITHUB_API_URL` on the runner (GHES: https://host/api/v3). */
  readonly baseUrl: string;
  /** How many times a rate-limited request is retried. */
  readonly rateLimitRetries?: number;
  /** Milliseconds per "second" of retry-after and backoff; tests make it small. */
  readonly retryAfterBaseMs?: number;
  readonly onLog?: (message: string) => void;
}

/** Octokit with retries on 5xx and waits on primary/secondary rate limits (retry-after honoured). */
export function createOctokit(token: string, options: OctokitOptions): GitHubClient {
  const retries = options.rateLimitRetries ?? 2;
  const base = options.retryAfterBaseMs ?? 1000;
  const log = options.onLog ?? (() => {});
  const onLimit = (kind: string) => (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
    log(`GitHub ${kind} rate limit on ${request.method} ${request.url}; ${retryCount < retries ? `retrying after ${retryAfter}s` : 'giving up'}.`);
    return retryCount < retries;
  };
  return getOctokit(
    token,
    {
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      retry: { retryAfterBaseValue: base },
      throttle: {
        // Write spacing is per id; one client per run, so runs in one process never queue behind each other.
        id: randomUUID(),
        retryAfterBaseValue: base,
        onRateLimit: onLimit('primary'),
        onSecondaryRateLimit: onLimit('secondary'),
      },
      log: { debug: () => {}, info: () => {}, warn: log, error: log },
    },
    retry,
    throttling,
  );
}

/** The HTTP status of an Octokit RequestError, if it is one. */
export function httpStatus(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status;
  return null;
}

export interface RepoRef {
  readonly owner: string;
  readonly repo: string;
}

export function parseRepository(value: string | undefined): RepoRef {
  const match = /^([\w.-]+)\/([\w.-]+)$/.exec(value ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`Invalid GITHUB_REPOSITORY '${value ?? ''}'. Expected format {owner}/{repo}.`);
  return { owner: match[1], repo: match[2] };
}
