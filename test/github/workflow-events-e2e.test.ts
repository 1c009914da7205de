/**
 * Every event the README's workflows subscribe to, through the built action (`node dist/index.js`),
 * against a loopback GitHub over a real git repository: the workspace is what actions/checkout
 * leaves (a shallow fetch of the ref the workflow names), and where the change lands is read back
 * with git. On PR events the workflows check out the PR head; with GitHub's default checkout (the
 * PR's test merge commit) the change still lands on the head when the files it touches are the same
 * there, and nothing lands, with the files named, when they are not.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeGitRepo, type FakeGitRepo } from '../support/fake-git-repo.js';
import { runActionProcess, startActionServers, type ActionServers } from '../support/action-harness.js';
import { checkoutLikeActions, commentOnPull, EDIT_POLICY, editSession, gitWrites, mergeWorld, repoPull, seedRepo, type RepoWorld } from './delivery-fixture.js';

let servers: ActionServers | null = null;
let repo: FakeGitRepo;
let world: RepoWorld;
beforeEach(() => {
  repo = createFakeGitRepo();
  world = seedRepo(repo);
  repo.git(['update-ref', 'refs/pull/12/head', world.head]);
});
afterEach(async () => {
  await servers?.close();
  servers = null;
  repo.dispose();
});

const alice = { login: 'alice', type: 'User', id: 4242 };
const pullPayload = (baseSha: string) => ({ number: 12, title: 'Fix the parser', draft: false, base: { ref: 'main', sha: baseSha }, head: { ref: 'fix', sha: world.head } });

/** The PR events of the README's workflows, with the payload GitHub sends (the fields Tollgate reads, and some). */
const PR_EVENTS = {
  pull_request_review_comment: (baseSha: string) => ({
    action: 'created',
    comment: { id: 7, body: '@tollgate fix the parser', user: alice, path: 'src/a.ts' },
    pull_request: pullPayload(baseSha),
    sender: alice,
  }),
  pull_request_review: (baseSha: string) => ({
    action: 'submitted',
    review: { id: 8, body: '@tollgate fix the parser', user: alice, state: 'commented' },
    pull_request: pullPayload(baseSha),
    sender: alice,
  }),
  pull_request: (baseSha: string) => ({ action: 'opened', number: 12, pull_request: pullPayload(baseSha), sender: alice }),
} as const;
type PrEvent = keyof typeof PR_EVENTS;

/** The prompt input the README's pull_request workflows set (a comment event takes its request from the comment). */
const inputsFor = (event: string) => ({ policy: EDIT_POLICY, ...(event === 'pull_request' || event === 'schedule' || event === 'workflow_dispatch' ? { prompt: 'Fix the parser' } : {}) });

/** The tip is one commit on `parent` with the session's edits, and every other file as `parent` has it. */
function expectEditsOnTopOf(tip: string, parent: string) {
  expect(repo.parents(tip)).toEqual([parent]);
  const before = repo.tree(parent);
  const after = repo.tree(tip);
  expect([...after.keys()].sort()).toEqual([...[...before.keys()].filter((path) => path !== 'old.txt'), 'src/b.ts', 'scripts/run.sh'].sort());
  expect(repo.read(tip, 'src/a.ts')?.toString()).toBe('export const a = 2;\n');
  expect(after.get('scripts/run.sh')?.mode).toBe('100755');
  for (const [path, entry] of before) if (!['src/a.ts', 'old.txt'].includes(path)) expect(after.get(path), path).toEqual(entry);
}

const commentBody = (s: ActionServers) => [...s.github.comments.values()][0]?.body ?? '';

describe("the README's workflows, event by event: the change lands where the event says", () => {
  it.each(['issue_comment', ...(Object.keys(PR_EVENTS) as PrEvent[])] as const)('%s, with the PR head checked out as the workflow says: one commit on the PR branch', async (event) => {
    const s = (servers = await startActionServers(editSession(), { pulls: [repoPull(world)], github: { git: { repo } } }));
    const run = await runActionProcess(s, {
      event,
      payload: event === 'issue_comment' ? commentOnPull('@tollgate fix the parser') : PR_EVENTS[event](world.main),
      inputs: inputsFor(event),
      env: event === 'issue_comment' ? { GITHUB_REF: 'refs/heads/main', GITHUB_SHA: world.main } : { GITHUB_REF: 'refs/pull/12/merge', GITHUB_SHA: world.head },
      prepareWorkspace: (workspace) => checkoutLikeActions(repo, workspace, 'refs/pull/12/head'),
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const tip = repo.branch('fix')!;
    expectEditsOnTopOf(tip, world.head);
    expect(run.outputs).toMatchObject({ conclusion: 'success', delivery: 'committed', commit_sha: tip, branch: 'fix' });
    expect(commentBody(s)).toContain(`**Landed:** commit [\`${tip.slice(0, 7)}\`](https://github.com/octo/repo/commit/${tip}) on \`fix\``);
    if (event === 'pull_request_review_comment') expect(s.github.reactions).toEqual([{ subject: 'review_comment', id: 7, content: 'eyes' }]);
  }, 180_000);

  it.each(['schedule', 'workflow_dispatch'] as const)('%s: a new branch from the default branch and a draft PR into it', async (event) => {
    const s = (servers = await startActionServers(editSession(), { github: { git: { repo } } }));
    const run = await runActionProcess(s, {
      event,
      payload: event === 'schedule' ? { schedule: '0 3 * * *' } : { inputs: {}, ref: 'refs/heads/main', sender: alice },
      inputs: inputsFor(event),
      env: { GITHUB_REF: 'refs/heads/main', GITHUB_SHA: world.main },
      prepareWorkspace: (workspace) => checkoutLikeActions(repo, workspace, 'refs/heads/main'),
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(repo.branch('main')).toBe(world.main);
    const tip = repo.branch('tollgate/run-4242')!;
    expectEditsOnTopOf(tip, world.main);
    expect(s.github.createdPulls).toEqual([expect.objectContaining({ head: 'tollgate/run-4242', base: 'main', draft: true, title: 'Fix the parser' })]);
    expect(run.outputs).toMatchObject({ delivery: 'pull_request', branch: 'tollgate/run-4242', pull_request_url: 'https://github.com/octo/repo/pull/100' });
  }, 180_000);
});

/** `event` run on GitHub's test merge commit of PR #12, main having changed `onMain` since the PR branched. */
async function runOnMergeCommit(event: PrEvent, onMain: Record<string, string>) {
  const { base, merge } = mergeWorld(repo, world, onMain);
  const s = (servers = await startActionServers(editSession(), { pulls: [repoPull({ main: base, head: world.head })], github: { git: { repo } } }));
  const run = await runActionProcess(s, {
    event,
    payload: PR_EVENTS[event](base),
    inputs: inputsFor(event),
    env: { GITHUB_REF: 'refs/pull/12/merge', GITHUB_SHA: merge },
    prepareWorkspace: (workspace) => checkoutLikeActions(repo, workspace, 'refs/pull/12/merge'),
  });
  return { s, run, base, merge };
}

describe("GitHub's default checkout on PR events: the PR's test merge commit", () => {
  it.each(Object.keys(PR_EVENTS) as PrEvent[])('%s: lands on the PR head, the head its parent, nothing of the base’s later changes', async (event) => {
    const { s, run, base, merge } = await runOnMergeCommit(event, { 'README.md': '# repo\n\nChanged on main meanwhile.\n' });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    // The session worked on the merge commit: main's README was in the workspace.
    expect(repo.read(merge, 'README.md')?.toString()).toContain('Changed on main meanwhile.');
    const tip = repo.branch('fix')!;
    expectEditsOnTopOf(tip, world.head);
    expect(repo.read(tip, 'README.md')?.toString()).toBe('# repo\n');
    expect(repo.isAncestor(base, tip)).toBe(false);
    expect(repo.branches().sort()).toEqual(['fix', 'main']);
    expect(s.github.createdPulls).toEqual([]);
    expect(run.outputs).toMatchObject({ conclusion: 'success', delivery: 'committed', commit_sha: tip, branch: 'fix' });
    const body = commentBody(s);
    expect(body).toContain(`**Landed:** commit [\`${tip.slice(0, 7)}\`]`);
    expect(body).toContain(
      `The workflow checked out the merge commit of PR #12 (${merge.slice(0, 7)}, GitHub's test merge of the head ${world.head.slice(0, 7)} into ${base.slice(0, 7)}); every file the change touches is the same on the head, so it was built on the head.`,
    );
    expect(body).not.toContain('moved since the checkout');
  }, 180_000);

  it.each(Object.keys(PR_EVENTS) as PrEvent[])('%s: a touched file differs between the merge commit and the head: nothing written, and the report says which and why', async (event) => {
    const { s, run, base, merge } = await runOnMergeCommit(event, { 'src/a.ts': 'export const a = 1;\n// kept on main\n' });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(gitWrites(s.github)).toEqual([]);
    expect(repo.branch('fix')).toBe(world.head);
    expect(repo.branches().sort()).toEqual(['fix', 'main']);
    expect(run.outputs).toMatchObject({ conclusion: 'success', delivery: 'artifact', commit_sha: '', branch: '' });
    const body = commentBody(s);
    expect(body).toContain(
      `**Not landed:** Nothing was written: the workflow checked out the merge commit of PR #12 (${merge.slice(0, 7)}, GitHub's test merge of the head ${world.head.slice(0, 7)} into ${base.slice(0, 7)}), ` +
        'not the head, and `src/a.ts` differs between the two, so the change made there cannot land on the head as it is; check out the head instead (`ref: refs/pull/12/head` in actions/checkout',
    );
    expect(body).not.toContain('moved since the checkout');
  }, 180_000);
});
