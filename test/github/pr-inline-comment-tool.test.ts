import { afterEach, describe, expect, it } from 'vitest';
import { commentableLines, indexPatches } from '../../src/github/diff-hunks.js';
import { createOctokit } from '../../src/github/octokit.js';
import { createInlineCommentCollector, createPrInlineCommentTool, postInlineReview } from '../../src/github/pr-inline-comment-tool.js';
import { makeContext } from '../support/core-fixtures.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github.js';
import { patchA, samplePull } from './pr-fixtures.js';

let github: FakeGitHub | undefined;
afterEach(async () => {
  await github?.close();
  github = undefined;
});

describe('commentableLines', () => {
  it('maps added and context lines to RIGHT, deleted and context lines to LEFT', () => {
    const lines = commentableLines(patchA);
    expect([...lines.right].sort((a, b) => a - b)).toEqual([10, 11, 12, 13, 14]);
    expect([...lines.left].sort((a, b) => a - b)).toEqual([10, 11, 12, 13]);
  });
});

describe('PRInlineComment', () => {
  const setup = () => {
    const collector = createInlineCommentCollector();
    const tool = createPrInlineCommentTool({ diff: indexPatches(samplePull().files), collector, maxComments: 2 });
    const context = makeContext([tool], '/work/repo');
    return { collector, tool, context };
  };

  it('accepts a line inside a hunk and queues the comment', async () => {
    const { tool, context, collector } = setup();
    const input = tool.inputSchema.parse({ path: './src/a.ts', line: 12, body: 'Why 3?' });
    expect(await tool.validateInput(input, context)).toEqual({ result: true });
    await tool.call(input, context, () => {});
    expect(collector.comments).toEqual([{ path: 'src/a.ts', line: 12, side: 'RIGHT', body: 'Why 3?' }]);
  });

  it('refuses a line outside the hunks, naming the lines it could use', async () => {
    const { tool, context } = setup();
    const verdict = await tool.validateInput(tool.inputSchema.parse({ path: 'src/a.ts', line: 40, body: 'x' }), context);
    expect(verdict).toEqual({ result: false, message: 'Line 40 (RIGHT) of src/a.ts is outside the diff hunks. Lines you can comment on (RIGHT): 10-14.' });
  });

  it('refuses a deleted-side line that is not in the old file hunk, and a file not in the PR', async () => {
    const { tool, context } = setup();
    expect((await tool.validateInput(tool.inputSchema.parse({ path: 'src/a.ts', line: 14, side: 'LEFT', body: 'x' }), context)).result).toBe(false);
    expect(await tool.validateInput(tool.inputSchema.parse({ path: '/work/repo/src/zzz.ts', line: 1, body: 'x' }), context)).toMatchObject({
      result: false,
      message: expect.stringMatching(/src\/zzz\.ts is not changed in this pull request\. Changed files: src\/a\.ts, img\.png/),
    });
  });

  it('refuses extra fields (strict schema)', () => {
    const { tool } = setup();
    expect(tool.inputSchema.safeParse({ path: 'a', line: 1, body: 'x', extra: 1 }).success).toBe(false);
  });

  it('posts all comments as one review on the head commit', async () => {
    github = await startFakeGitHub({ pulls: [samplePull()] });
    const octokit = createOctokit('t', { baseUrl: github.url, retryAfterBaseMs: 1 });
    await postInlineReview(
      octokit,
      { owner: 'octo', repo: 'repo' },
      12,
      'a'.repeat(40),
      [
        { path: 'src/a.ts', line: 12, side: 'RIGHT', body: 'one sk-secret-123' },
        { path: 'src/a.ts', line: 11, side: 'LEFT', body: 'two' },
      ],
      (t) => t.replace('sk-secret-123', '***'),
      'Tollgate review',
    );
    expect(github.reviews).toHaveLength(1);
    expect(github.reviews[0]?.body).toEqual({
      commit_id: 'a'.repeat(40),
      event: 'COMMENT',
      body: 'Tollgate review',
      comments: [
        { path: 'src/a.ts', line: 12, side: 'RIGHT', body: 'one ***' },
        { path: 'src/a.ts', line: 11, side: 'LEFT', body: 'two' },
      ],
    });
  });
});
