import { commentBodyLimit, withCommentMarker } from '../report/documents.js';
import { GITHUB_COMMENT_LIMIT, cut } from '../report/markdown.js';
import { commentMarker } from './marker.js';
import { httpStatus, type GitHubClient, type RepoRef } from './octokit.js';
import { tokenLogin } from './token-login.js';
import { describeError } from '../core/describe-error.js';

export interface StickyCommentOptions {
  readonly octokit: GitHubClient;
  readonly repo: RepoRef;
  readonly issueNumber: number;
  readonly runId: string;
  /** At most one edit per this many milliseconds; edits in between are coalesced. */
  readonly minIntervalMs?: number;
  /** A failed write is reported here; it never throws into the run. */
  readonly onError?: (message: string) => void;
  /** The login the token writes as (null: unknown); default: asked of the API (`tokenLogin`). */
  readonly ownLogin?: () => Promise<string | null>;
}

export interface StickyComment {
  /** The comment's id once created (it changes if the comment is recreated). */
  id(): number | null;
  /** Finds this run's comment by its marker and author (a rerun) or creates it. */
  start(body: string): Promise<number | null>;
  /** Queues an edit; only the newest body is written, at most once per interval. A function is called when the edit is written. */
  update(body: string | (() => string)): void;
  /** Writes the final body (always), after any edit in flight; returns the comment id. */
  finish(body: string): Promise<number | null>;
}

export const DEFAULT_EDIT_INTERVAL_MS = 2_000;

/** Characters the renderer may use once the marker line is added. */
export const stickyBodyLimit = commentBodyLimit;

/**
 * The comment on GitHub: found by its marker and its author (the token's own login: a comment
 * someone else wrote with the marker is never taken for Tollgate's, so never edited), written
 * (created when there is none or it was deleted). Failures are reported, never thrown.
 */
function commentApi(options: StickyCommentOptions) {
  const { octokit, repo, issueNumber } = options;
  const report = options.onError ?? (() => {});
  const full = (body: string) => cut(withCommentMarker(options.runId, body), GITHUB_COMMENT_LIMIT);
  const create = async (body: string): Promise<number> => {
    const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body: full(body) });
    return data.id;
  };
  return {
    async find(): Promise<number | null> {
      try {
        return (await findRunComment(options, report))?.id ?? null;
      } catch (error) {
        report(`Could not list comments to find the progress comment: ${describeError(error)}`);
        return null;
      }
    },
    /** The comment's id after the write (a new one when it had to be created), or the one it had when the write failed. */
    async write(commentId: number | null, body: string): Promise<number | null> {
      try {
        if (commentId === null) return await create(body);
        try {
          await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body: full(body) });
          return commentId;
        } catch (error) {
          if (httpStatus(error) !== 404) throw error;
          report(`The progress comment ${commentId} was deleted; creating a new one.`);
          commentId = null;
          return await create(body);
        }
      } catch (error) {
        report(`Could not write the progress comment: ${describeError(error)}`);
        return commentId;
      }
    },
  };
}

export function createStickyComment(options: StickyCommentOptions): StickyComment {
  const api = commentApi(options);
  const interval = options.minIntervalMs ?? DEFAULT_EDIT_INTERVAL_MS;
  let commentId: number | null = null;
  let lastWriteAt = 0;
  let pending: string | (() => string) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();
  let finished = false;

  const write = async (body: string): Promise<void> => {
    lastWriteAt = Date.now();
    commentId = await api.write(commentId, body);
  };
  // One write at a time, in order.
  const enqueue = (task: () => Promise<void>): Promise<void> => {
    chain = chain.then(task, task);
    return chain;
  };
  const flush = () => {
    timer = null;
    const queued = pending;
    pending = null;
    if (queued === null) return;
    let body: string;
    try {
      body = typeof queued === 'function' ? queued() : queued;
    } catch (error) {
      options.onError?.(`Could not render the progress comment: ${describeError(error)}`);
      return;
    }
    void enqueue(() => write(body));
  };
  const untilNextWrite = () => Math.max(0, lastWriteAt + interval - Date.now());

  return {
    id: () => commentId,
    async start(body) {
      commentId = await api.find();
      await enqueue(() => write(body));
      return commentId;
    },
    update(body) {
      if (finished) return;
      pending = body;
      if (timer) return;
      timer = setTimeout(flush, untilNextWrite());
    },
    async finish(body) {
      finished = true;
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
      await chain;
      const wait = untilNextWrite();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await enqueue(() => write(body));
      return commentId;
    },
  };
}

/** 👀 on the comment that triggered the run; a failure is only logged. */
export async function addEyesReaction(
  octokit: GitHubClient,
  repo: RepoRef,
  comment: { readonly id: number; readonly kind: 'issue' | 'review' },
  onError: (message: string) => void = () => {},
): Promise<void> {
  try {
    if (comment.kind === 'issue') await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: comment.id, content: 'eyes' });
    else await octokit.rest.reactions.createForPullRequestReviewComment({ ...repo, comment_id: comment.id, content: 'eyes' });
  } catch (error) {
    onError(`Could not add the 👀 reaction: ${describeError(error)}`);
  }
}

export interface RunCommentEdit {
  readonly octokit: GitHubClient;
  readonly repo: RepoRef;
  readonly issueNumber: number;
  readonly runId: string;
  /** The login the token writes as (null: unknown); default: asked of the API (`tokenLogin`). */
  readonly ownLogin?: () => Promise<string | null>;
}

/**
 * This run's comment: the one with its marker that the token's own login wrote (a comment someone
 * else wrote with the marker is never taken for Tollgate's); null when there is none, or when the
 * login cannot be told (then `report` says so). Throws what listing the comments throws.
 */
async function findRunComment(options: RunCommentEdit, report: (message: string) => void): Promise<{ id: number; body: string } | null> {
  const { octokit, repo } = options;
  const marker = commentMarker(options.runId);
  const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: options.issueNumber, per_page: 100 });
  const marked = comments.filter((c) => (c.body ?? '').startsWith(marker));
  // Who the token is matters only when there is a comment to adopt (a rerun, or one planted by someone else).
  if (marked.length === 0) return null;
  const own = await (options.ownLogin ?? (() => tokenLogin(octokit)))();
  if (own === null) {
    report("Could not tell which login the token writes as, so no comment with this run's marker is taken for Tollgate's; a new one is created.");
    return null;
  }
  const found = marked.find((c) => c.user?.login === own);
  return found ? { id: found.id, body: found.body ?? '' } : null;
}

/**
 * Rewrites the comment an earlier job of this workflow run posted (found as the sticky comment is:
 * by its marker and the token's own login): the apply job of a two-job setup says there what became
 * of the change. When there is no such comment (the first job used another token, or wrote none),
 * a new one with the run's marker says it. Returns the comment's id. Throws what GitHub answers.
 */
export async function editRunComment(options: RunCommentEdit, edit: (body: string) => string, fresh: string, onError: (message: string) => void = () => {}): Promise<number> {
  const { octokit, repo } = options;
  const found = await findRunComment(options, onError);
  if (!found) {
    const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: options.issueNumber, body: cut(withCommentMarker(options.runId, fresh), GITHUB_COMMENT_LIMIT) });
    return data.id;
  }
  await octokit.rest.issues.updateComment({ ...repo, comment_id: found.id, body: cut(edit(found.body), GITHUB_COMMENT_LIMIT) });
  return found.id;
}
