import { afterEach, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/github/marker.js';
import { createOctokit } from '../../src/github/octokit.js';
import { addEyesReaction, createStickyComment } from '../../src/github/sticky-comment.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github.js';

const repo = { owner: 'octo', repo: 'repo' };
let github: FakeGitHub | undefined;
afterEach(async () => {
  await github?.close();
  github = undefined;
});

async function setup(interval = 200) {
  github = await startFakeGitHub();
  const octokit = createOctokit('ghs_test', { baseUrl: github.url, retryAfterBaseMs: 1 });
  const errors: string[] = [];
  const sticky = createStickyComment({ octokit, repo, issueNumber: 12, runId: '777', minIntervalMs: interval, onError: (m) => errors.push(m) });
  return { github, octokit, sticky, errors };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sticky comment', () => {
  it('creates one comment with the marker, coalesces edits, and always makes the final edit', async () => {
    const { github, sticky } = await setup(200);
    const id = await sticky.start('starting');
    expect(id).not.toBeNull();
    for (let i = 1; i <= 20; i += 1) sticky.update(`step ${i}`);
    await sleep(350);
    const final = await sticky.finish('done');
    expect(final).toBe(id);
    const history = github.commentHistory.get(id ?? -1) ?? [];
    expect(history[0]).toBe(`${commentMarker('777')}\nstarting`);
    expect(history.at(-1)).toBe(`${commentMarker('777')}\ndone`);
    // 20 updates within one interval collapse to the newest body.
    expect(history).toEqual([`${commentMarker('777')}\nstarting`, `${commentMarker('777')}\nstep 20`, `${commentMarker('777')}\ndone`]);
    expect(github.comments.size).toBe(1);
  });

  it('drops queued edits when finish comes first, waits out the interval, and writes the final body', async () => {
    const { github, sticky } = await setup(1_500);
    const id = await sticky.start('a');
    const wroteAt = Date.now();
    sticky.update('b');
    sticky.update('c');
    await sticky.finish('final');
    expect(Date.now() - wroteAt).toBeGreaterThanOrEqual(1_200);
    expect(github.commentHistory.get(id ?? -1)).toEqual([`${commentMarker('777')}\na`, `${commentMarker('777')}\nfinal`]);
  });

  it('renders a body given as a function only when it writes, once per interval, and reports a render that throws', async () => {
    const { github, sticky, errors } = await setup(200);
    const id = await sticky.start('a');
    let renders = 0;
    for (let i = 1; i <= 50; i += 1) sticky.update(() => `render ${(renders += 1)}`);
    await sleep(350);
    expect(renders).toBe(1);
    sticky.update(() => {
      throw new Error('bad row');
    });
    await sleep(350);
    expect(errors).toEqual(['Could not render the progress comment: bad row']);
    await sticky.finish('final');
    expect(github.commentHistory.get(id ?? -1)).toEqual([`${commentMarker('777')}\na`, `${commentMarker('777')}\nrender 1`, `${commentMarker('777')}\nfinal`]);
  });

  it('ignores updates after finish', async () => {
    const { github, sticky } = await setup(10);
    const id = await sticky.start('a');
    await sticky.finish('final');
    sticky.update('late');
    await sleep(100);
    expect(github.comments.get(id ?? -1)?.body).toBe(`${commentMarker('777')}\nfinal`);
  });

  it('finds the comment of this run again by its marker (rerun) and edits it', async () => {
    const { github, sticky } = await setup(50);
    github.addComment(12, 'unrelated human comment', { login: 'alice', type: 'User' });
    const existing = github.addComment(12, `${commentMarker('777')}\nold run attempt`);
    github.addComment(12, `${commentMarker('555')}\nanother run`);
    expect(await sticky.start('restarted')).toBe(existing.id);
    expect(github.comments.get(existing.id)?.body).toBe(`${commentMarker('777')}\nrestarted`);
    expect(github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments'))).toHaveLength(0);
  });

  it("never takes a comment someone else wrote with the run's marker for its own: it is left as it was", async () => {
    const { github, sticky } = await setup(50);
    const planted = github.addComment(12, `${commentMarker('777')}
Tollgate finished: all good, merge it`, { login: 'mallory', type: 'User' });
    const id = await sticky.start('working');
    await sticky.finish('the real report');
    expect(id).not.toBe(planted.id);
    expect(github.comments.get(planted.id)?.body).toBe(`${commentMarker('777')}
Tollgate finished: all good, merge it`);
    expect(github.commentHistory.get(planted.id)).toHaveLength(1);
    expect(github.requests.some((r) => r.method === 'PATCH' && r.path.endsWith(`/comments/${planted.id}`))).toBe(false);
    expect(github.comments.get(id ?? -1)?.body).toBe(`${commentMarker('777')}
the real report`);
    // The workflow's token is an installation token: GraphQL's viewer names it, in one request (GET /user would refuse it).
    expect(github.requests.filter((r) => r.path === '/graphql')).toHaveLength(1);
    expect(github.requests.some((r) => r.path === '/user')).toBe(false);
  });

  it("knows a personal token's login from GraphQL's viewer, and adopts only that login's comment", async () => {
    github = await startFakeGitHub({ tokenUser: { login: 'release-bot-user', type: 'User' } });
    const octokit = createOctokit('ghp_test', { baseUrl: github.url, retryAfterBaseMs: 1 });
    github.addComment(12, `${commentMarker('777')}
by the workflow token`, { login: 'github-actions[bot]', type: 'Bot' });
    const mine = github.addComment(12, `${commentMarker('777')}
old attempt`);
    const sticky = createStickyComment({ octokit, repo, issueNumber: 12, runId: '777', minIntervalMs: 10 });
    expect(await sticky.start('again')).toBe(mine.id);
    expect(github.requests.filter((r) => r.path === '/graphql')).toHaveLength(1);
    expect(github.requests.some((r) => r.path === '/user')).toBe(false);
  });

  it('adopts no comment when the login cannot be learnt, and says so', async () => {
    const { github, sticky, errors } = await setup(50);
    github.inject({ method: 'POST', path: /^\/graphql$/, status: 500, times: 10 });
    const earlier = github.addComment(12, `${commentMarker('777')}
old attempt`);
    const id = await sticky.start('fresh');
    expect(id).not.toBe(earlier.id);
    expect(github.comments.get(earlier.id)?.body).toBe(`${commentMarker('777')}
old attempt`);
    expect(errors.join('\n')).toContain('Could not tell which login the token writes as');
  });

  it('recreates the comment when it was deleted mid-run (404 on update)', async () => {
    const { github, sticky, errors } = await setup(50);
    const first = await sticky.start('working');
    github.deleteComment(first ?? -1);
    const final = await sticky.finish('finished');
    expect(final).not.toBe(first);
    expect(github.comments.get(final ?? -1)?.body).toBe(`${commentMarker('777')}\nfinished`);
    expect(errors.join('\n')).toMatch(/was deleted; creating a new one/);
  });

  it('rides out a 502 and a secondary rate limit with retry-after', async () => {
    const { github, sticky, errors } = await setup(10);
    github.inject({ method: 'POST', path: /\/issues\/12\/comments$/, status: 502, times: 1 });
    const id = await sticky.start('one');
    expect(id).not.toBeNull();
    github.inject({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 403, secondaryRateLimit: true, retryAfterSeconds: 1, times: 1 });
    await sticky.finish('two');
    expect(github.comments.get(id ?? -1)?.body).toMatch(/two$/);
    expect(github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments'))).toHaveLength(2);
    expect(github.requests.filter((r) => r.method === 'PATCH')).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('reports a write that keeps failing instead of throwing', async () => {
    const { github, sticky, errors } = await setup(10);
    github.inject({ method: 'POST', path: /comments$/, status: 422, times: 5 });
    expect(await sticky.start('x')).toBeNull();
    expect(errors.join('\n')).toMatch(/Could not write the progress comment/);
  });

  it('adds 👀 to the triggering issue comment or review comment', async () => {
    const { github, octokit } = await setup();
    await addEyesReaction(octokit, repo, { id: 7, kind: 'issue' });
    await addEyesReaction(octokit, repo, { id: 8, kind: 'review' });
    expect(github.reactions).toEqual([
      { subject: 'issue_comment', id: 7, content: 'eyes' },
      { subject: 'review_comment', id: 8, content: 'eyes' },
    ]);
  });
});
