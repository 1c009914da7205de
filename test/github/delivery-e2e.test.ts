/**
 * The agent's change lands, through the built action (`node dist/index.js`) against a loopback
 * GitHub over a real git repository: the branch, the commit's parent, its tree and file modes are
 * read back with git. Tollgate lands after the session, through the API; the agent never pushes.
 */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readZipEntries } from '../support/fake-artifact-service.js';
import { createFakeGitRepo, type FakeGitRepo } from '../support/fake-git-repo.js';
import { runActionProcess, startActionServers, type ActionServers } from '../support/action-harness.js';
import { commentOnPull, EDIT_POLICY, editSession, gitWrites, repoPull, seedRepo, type RepoWorld } from './delivery-fixture.js';

let servers: ActionServers | null = null;
let repo: FakeGitRepo;
let world: RepoWorld;
beforeEach(() => {
  repo = createFakeGitRepo();
  world = seedRepo(repo);
});
afterEach(async () => {
  await servers?.close();
  servers = null;
  repo.dispose();
});

const onMain = { GITHUB_REF: 'refs/heads/main' };

function expectEditsOnTopOf(commit: string, parent: string) {
  expect(repo.parents(commit)).toEqual([parent]);
  const before = repo.tree(parent);
  const after = repo.tree(commit);
  expect([...after.keys()].sort()).toEqual([...[...before.keys()].filter((path) => path !== 'old.txt'), 'src/b.ts', 'scripts/run.sh'].sort());
  expect(repo.read(commit, 'src/a.ts')?.toString()).toBe('export const a = 2;\n');
  expect(repo.read(commit, 'src/b.ts')?.toString()).toBe('export const b = 1;\n');
  expect(after.get('scripts/run.sh')?.mode).toBe('100755');
  // Everything else is the old tree, byte for byte and mode for mode.
  for (const [path, entry] of before) if (!['src/a.ts', 'old.txt'].includes(path)) expect(after.get(path), path).toEqual(entry);
}

describe('the change lands after the session', () => {
  it('same-repository PR, changes: commit — exactly one new commit on the PR branch, named by commit_sha and the comment', async () => {
    const s = (servers = await startActionServers(editSession(), { pulls: [repoPull(world)], github: { git: { repo } } }));
    const run = await runActionProcess(s, {
      event: 'issue_comment',
      payload: commentOnPull('@tollgate fix the parser'),
      inputs: { policy: EDIT_POLICY, changes: 'commit' },
      prepareWorkspace: (workspace) => repo.checkout(workspace, world.head),
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const tip = repo.branch('fix')!;
    expect(repo.git(['rev-list', '--count', `${world.head}..${tip}`]).toString().trim()).toBe('1');
    expectEditsOnTopOf(tip, world.head);
    expect(run.outputs).toMatchObject({ conclusion: 'success', delivery: 'committed', commit_sha: tip, branch: 'fix', pull_request_url: '' });
    // The commit: a subject from the task, the model's summary, the person who asked as co-author.
    expect(repo.message(tip)).toBe(
      'Fix the parser\n\nFixed the parser: a is 2 now, b is new, old.txt is gone, and scripts/run.sh runs it.\n\n' +
        'Made by Tollgate for #12 in https://github.com/octo/repo/actions/runs/4242.\n\nCo-authored-by: alice <4242+alice@users.noreply.github.com>',
    );
    // The mode mattered, so the Git Data API carried it (text inline in the tree); the ref moved without force.
    expect(gitWrites(s.github).map((r) => `${r.method} ${decodeURIComponent(r.path)}`)).toEqual([
      'POST /repos/octo/repo/git/trees',
      'POST /repos/octo/repo/git/commits',
      'PATCH /repos/octo/repo/git/refs/heads/fix',
    ]);
    expect(gitWrites(s.github).at(-1)?.body).toEqual({ sha: tip, force: false });
    const body = [...s.github.comments.values()][0]?.body ?? '';
    const link = `https://github.com/octo/repo/commit/${tip}`;
    expect(body).toMatch(new RegExp(`· 4 files changed · <!-- tollgate:delivery=headline -->\\[committed ${tip.slice(0, 7)}\\]\\(${link}\\)<!-- tollgate:delivery-end -->`));
    expect(body).toContain(`**Landed:** commit [\`${tip.slice(0, 7)}\`](${link}) on \`fix\`, verified by GitHub, made through the Git Data API (file modes kept).`);
    expect(body.indexOf('**Landed:**')).toBeGreaterThan(body.indexOf('#### Files changed (4)'));
    expect(run.summary).toContain(`[committed ${tip.slice(0, 7)}](${link})`);
    // result.json says the same, in the documented shape.
    const result = JSON.parse(readZipEntries(s.artifacts.artifacts[0]?.zip ?? Buffer.alloc(0)).get('result.json')?.toString() ?? '{}');
    const validate = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(readFileSync('docs/result.schema.json', 'utf8')));
    expect(validate(result), JSON.stringify(validate.errors)).toBe(true);
    expect(result.delivery).toMatchObject({ result: 'committed', commit_sha: tip, commit_url: link, branch: 'fix', verified: true, api: 'rest', pull_request_url: null, reasons: [], bundle: null });
  }, 180_000);

  it('the branch moved since the checkout: nothing overwritten; a new branch from the checkout and a draft PR into the PR branch', async () => {
    const s = (servers = await startActionServers(editSession(), { pulls: [repoPull(world)], github: { git: { repo } } }));
    // Someone pushed to the PR after the workflow checked it out.
    const pushed = repo.commit({ 'src/other.ts': 'pushed meanwhile\n' }, { parent: world.head });
    const run = await runActionProcess(s, {
      event: 'issue_comment',
      payload: commentOnPull('@tollgate fix the parser'),
      inputs: { policy: EDIT_POLICY },
      prepareWorkspace: (workspace) => {
        repo.checkout(workspace, world.head);
        repo.setBranch('fix', pushed);
      },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(repo.branch('fix')).toBe(pushed);
    const tip = repo.branch('tollgate/pr-12')!;
    expectEditsOnTopOf(tip, world.head);
    expect(s.github.createdPulls).toEqual([expect.objectContaining({ number: 100, head: 'tollgate/pr-12', base: 'fix', draft: true, title: 'Fix the parser' })]);
    expect(s.github.createdPulls[0]?.body).toContain(`Why a new branch: fix moved since the checkout (${world.head.slice(0, 7)} → ${pushed.slice(0, 7)}); Tollgate never overwrites a branch.`);
    expect(run.outputs).toMatchObject({ delivery: 'pull_request', commit_sha: tip, branch: 'tollgate/pr-12', pull_request_url: 'https://github.com/octo/repo/pull/100' });
    const body = [...s.github.comments.values()][0]?.body ?? '';
    expect(body).toContain('[draft PR #100](https://github.com/octo/repo/pull/100)');
    expect(body).toContain('**Landed:** draft pull request [#100](https://github.com/octo/repo/pull/100) into `fix`');
    expect(body).toContain('fix moved since the checkout');
  }, 180_000);

  it('an issue comment: a new branch from the checked-out default branch and a draft PR that links the issue', async () => {
    const s = (servers = await startActionServers(editSession(), { github: { git: { repo } } }));
    const run = await runActionProcess(s, {
      event: 'issue_comment',
      payload: commentOnPull('@tollgate fix the parser', false),
      inputs: { policy: EDIT_POLICY },
      env: onMain,
      prepareWorkspace: (workspace) => repo.checkout(workspace, world.main),
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(repo.branch('main')).toBe(world.main);
    const tip = repo.branch('tollgate/issue-12')!;
    expectEditsOnTopOf(tip, world.main);
    expect(s.github.createdPulls).toEqual([expect.objectContaining({ head: 'tollgate/issue-12', base: 'main', draft: true })]);
    expect(s.github.createdPulls[0]?.body).toContain('Draft opened by Tollgate for #12, asked by @alice.');
    expect(run.outputs).toMatchObject({ delivery: 'pull_request', branch: 'tollgate/issue-12' });
  }, 180_000);

  it('a schedule run: a new branch named for the run and a draft PR into the default branch, reported in the job summary', async () => {
    const s = (servers = await startActionServers(editSession(), { github: { git: { repo } } }));
    const run = await runActionProcess(s, {
      event: 'schedule',
      payload: { schedule: '0 3 * * *' },
      inputs: { policy: EDIT_POLICY, prompt: 'Tidy the parser module' },
      env: onMain,
      prepareWorkspace: (workspace) => repo.checkout(workspace, world.main),
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const tip = repo.branch('tollgate/run-4242')!;
    expectEditsOnTopOf(tip, world.main);
    expect(repo.message(tip)).not.toContain('Co-authored-by');
    expect(s.github.createdPulls).toEqual([expect.objectContaining({ head: 'tollgate/run-4242', base: 'main', draft: true, title: 'Tidy the parser module' })]);
    expect(run.summary).toContain('[draft PR #100](https://github.com/octo/repo/pull/100)');
  }, 180_000);

  it('a fork PR: nothing written; the report says why and how to apply the change from the artifact', async () => {
    const s = (servers = await startActionServers(editSession(), { pulls: [repoPull(world, true)], github: { git: { repo } } }));
    const run = await runActionProcess(s, {
      event: 'issue_comment',
      payload: commentOnPull('@tollgate fix the parser'),
      inputs: { policy: EDIT_POLICY },
      prepareWorkspace: (workspace) => repo.checkout(workspace, world.head),
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(gitWrites(s.github)).toEqual([]);
    expect(repo.branches().sort()).toEqual(['fix', 'main']);
    expect(run.outputs).toMatchObject({ delivery: 'artifact', commit_sha: '', branch: '', pull_request_url: '' });
    const body = [...s.github.comments.values()][0]?.body ?? '';
    expect(body).toContain('change not landed');
    expect(body).toContain("**Not landed:** Nothing was written: PR #12 comes from a fork, and GitHub gives the workflow no write access to a fork's branch.");
    expect(body).toContain('`gh run download 4242 -n tollgate-tollgate-attempt-1`');
    expect(body).toContain('`git apply --index changes.diff`');
  }, 180_000);

  it('a read-only token: nothing written; the report names the permission that would land it', async () => {
    const s = (servers = await startActionServers(editSession(), { pulls: [repoPull(world)], github: { git: { repo }, tokenPermissions: { contents: 'read' } } }));
    const run = await runActionProcess(s, {
      event: 'issue_comment',
      payload: commentOnPull('@tollgate fix the parser'),
      inputs: { policy: EDIT_POLICY },
      prepareWorkspace: (workspace) => repo.checkout(workspace, world.head),
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(repo.branch('fix')).toBe(world.head);
    expect(repo.branches().sort()).toEqual(['fix', 'main']);
    // The first write (the tree) was refused (403), and nothing was tried after it: no commit, no ref.
    expect(gitWrites(s.github).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /repos/octo/repo/git/trees']);
    expect(run.outputs).toMatchObject({ conclusion: 'success', delivery: 'artifact', commit_sha: '' });
    const body = [...s.github.comments.values()][0]?.body ?? '';
    expect(body).toContain('**Not landed:** Nothing was written: the workflow token may not write to the repository.');
    expect(body).toContain('To let Tollgate land it: grant the job `permissions: contents: write`');
  }, 180_000);
});
