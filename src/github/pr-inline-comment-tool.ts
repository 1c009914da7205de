import { isAbsolute, relative } from 'node:path';
import { z } from 'zod';
import { buildTool } from '../core/build-tool.js';
import type { Tool } from '../core/tool.js';
import type { DiffIndex } from './diff-hunks.js';
import type { GitHubClient, RepoRef } from './octokit.js';

export const PR_INLINE_COMMENT_TOOL = 'PRInlineComment';

const inputSchema = z.strictObject({
  path: z.string().min(1).describe('The file, relative to the repository root, as it appears in the PR diff.'),
  line: z.number().int().positive().describe('The line number: in the new file for side RIGHT, in the old file for side LEFT.'),
  side: z.enum(['LEFT', 'RIGHT']).optional().describe('RIGHT (default) comments on added or unchanged lines; LEFT on deleted lines.'),
  body: z.string().min(1).max(10_000).describe('The comment, in GitHub Markdown.'),
});

export interface InlineComment {
  readonly path: string;
  readonly line: number;
  readonly side: 'LEFT' | 'RIGHT';
  readonly body: string;
}

/** Comments the model made; posted together as one review when the session ends. */
export interface InlineCommentCollector {
  readonly comments: readonly InlineComment[];
  add(comment: InlineComment): void;
}

export function createInlineCommentCollector(): InlineCommentCollector {
  const comments: InlineComment[] = [];
  return { comments, add: (comment) => void comments.push(comment) };
}

function ranges(lines: ReadonlySet<number>): string {
  const sorted = [...lines].sort((a, b) => a - b);
  const out: string[] = [];
  let start = sorted[0];
  let prev = start;
  for (const n of [...sorted.slice(1), Number.NaN]) {
    if (start === undefined || prev === undefined) break;
    if (n === prev + 1) {
      prev = n;
      continue;
    }
    out.push(start === prev ? String(start) : `${start}-${prev}`);
    start = n;
    prev = n;
  }
  return out.slice(0, 20).join(', ') + (out.length > 20 ? ', …' : '');
}

function repoPath(path: string, workspaceRoot: string): string {
  const rel = isAbsolute(path) ? relative(workspaceRoot, path) : path;
  return rel.replace(/^\.\//, '');
}

export interface PrInlineCommentToolOptions {
  readonly diff: DiffIndex;
  readonly collector: InlineCommentCollector;
  readonly maxComments?: number;
}

/** `PRInlineComment {path, line, side?, body}`: refused unless the line is inside the PR diff's hunks. */
export function createPrInlineCommentTool(options: PrInlineCommentToolOptions): Tool<typeof inputSchema, { queued: number }> {
  const max = options.maxComments ?? 50;
  return buildTool({
    name: PR_INLINE_COMMENT_TOOL,
    inputSchema,
    maxResultSizeChars: 2_000,
    description: async () =>
      'Leave a review comment on one line of the pull request diff. Comments are posted together as one review when the session ends. Only lines inside the diff hunks can be commented on.',
    // It queues a comment that the report posts with the review: no file, command or URL to check.
    isReadOnly: () => true,
    permissionSubject: () => ({ kind: 'opaque', readOnly: true }),
    reportSubject: (input) => ({ kind: 'place', path: input.path, line: input.line }),
    isConcurrencySafe: () => true,
    getActivityDescription: (input) => `Commenting on ${input.path}:${input.line}`,
    validateInput: async (input, context) => {
      const path = repoPath(input.path, context.workspaceRoot);
      const file = options.diff.get(path);
      if (!file) {
        const known = [...options.diff.keys()].slice(0, 20).join(', ');
        return { result: false, message: `${path} is not changed in this pull request. Changed files: ${known || '(none)'}.` };
      }
      const side = input.side ?? 'RIGHT';
      const lines = side === 'RIGHT' ? file.right : file.left;
      if (!lines.has(input.line)) {
        return {
          result: false,
          message: `Line ${input.line} (${side}) of ${path} is outside the diff hunks. Lines you can comment on (${side}): ${ranges(lines) || 'none'}.`,
        };
      }
      if (options.collector.comments.length >= max) {
        return { result: false, message: `At most ${max} inline comments per run; put the rest in your final answer.` };
      }
      return { result: true };
    },
    call: async (input, context) => {
      options.collector.add({ path: repoPath(input.path, context.workspaceRoot), line: input.line, side: input.side ?? 'RIGHT', body: input.body });
      return { data: { queued: options.collector.comments.length } };
    },
    mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
      type: 'tool_result',
      tool_use_id: toolUseId,
      content: `Comment queued (${output.queued} so far); it will be posted with the review at the end of the session.`,
    }),
  });
}

/** Posts every collected comment as one COMMENT review on the PR head. */
export async function postInlineReview(
  octokit: GitHubClient,
  repo: RepoRef,
  pullNumber: number,
  commitId: string,
  comments: readonly InlineComment[],
  redact: (text: string) => string,
  summary: string,
): Promise<void> {
  if (comments.length === 0) return;
  await octokit.rest.pulls.createReview({
    ...repo,
    pull_number: pullNumber,
    commit_id: commitId,
    event: 'COMMENT',
    body: redact(summary),
    comments: comments.map((c) => ({ path: c.path, line: c.line, side: c.side, body: redact(c.body) })),
  });
}
