import { z } from 'zod';
import type { GitHubClient, RepoRef } from '../octokit.js';

/** Threads per page and at most; comments per thread. GitHub's connections take at most 100 a page. */
const THREADS_PAGE = 50;
export const MAX_THREADS = 100;
export const MAX_COMMENTS_PER_THREAD = 20;

/** Review threads with their resolved state exist only in GraphQL (`PullRequestReviewThread`). */
export const REVIEW_THREADS_QUERY = `query TollgateReviewThreads($owner: String!, $repo: String!, $number: Int!, $cursor: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: ${THREADS_PAGE}, after: $cursor) {
        totalCount
        pageInfo { hasNextPage endCursor }
        nodes {
          isResolved
          isOutdated
          path
          line
          originalLine
          comments(first: ${MAX_COMMENTS_PER_THREAD}) {
            totalCount
            nodes { author { login } body createdAt }
          }
        }
      }
    }
  }
}`;

const commentSchema = z.object({
  author: z.object({ login: z.string() }).nullable(),
  body: z.string(),
  createdAt: z.string(),
});
const threadSchema = z.object({
  isResolved: z.boolean(),
  isOutdated: z.boolean(),
  path: z.string(),
  line: z.number().nullable(),
  originalLine: z.number().nullable(),
  comments: z.object({ totalCount: z.number(), nodes: z.array(commentSchema) }),
});
const answerSchema = z.object({
  repository: z
    .object({
      pullRequest: z
        .object({
          reviewThreads: z.object({
            totalCount: z.number(),
            pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
            nodes: z.array(threadSchema),
          }),
        })
        .nullable(),
    })
    .nullable(),
});

export type ReviewThread = z.output<typeof threadSchema>;

export interface ReviewThreads {
  readonly threads: readonly ReviewThread[];
  readonly totalCount: number;
}

/** The PR's review threads, a page at a time, up to MAX_THREADS; null when GitHub knows no such PR. */
export async function fetchReviewThreads(octokit: GitHubClient, repo: RepoRef, number: number, signal: AbortSignal): Promise<ReviewThreads | null> {
  const threads: ReviewThread[] = [];
  let cursor: string | null = null;
  for (;;) {
    const raw: unknown = await octokit.graphql(REVIEW_THREADS_QUERY, { owner: repo.owner, repo: repo.repo, number, cursor, request: { signal } });
    const pull = answerSchema.parse(raw).repository?.pullRequest;
    if (!pull) return null;
    const page = pull.reviewThreads;
    threads.push(...page.nodes.slice(0, MAX_THREADS - threads.length));
    if (!page.pageInfo.hasNextPage || page.pageInfo.endCursor === null || threads.length >= MAX_THREADS) return { threads, totalCount: page.totalCount };
    cursor = page.pageInfo.endCursor;
  }
}
