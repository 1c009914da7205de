/**
 * The two-job setup through the built action: the agent's job runs with a read-only token and
 * `changes: artifact` and uploads a change bundle; the apply job (`mode: apply`, no model, a token
 * that may write) downloads it from the same workflow run, re-reads the policy from the PR's base,
 * re-checks it, lands it and edits the same comment. A bundle edited between the jobs is refused.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeRuntimeToken, readZipEntries, writeZip } from '../support/fake-artifact-service.js';
import { createFakeGitRepo, type FakeGitRepo } from '../support/fake-git-repo.js';
import { runActionProcess, startActionServers, type ActionServers } from '../support/action-harness.js';
import { commentOnPull, editSession, gitWrites, repoPull, seedRepo, type RepoWorld } from './delivery-fixture.js';

let servers: ActionServers | null = null;
let repo: FakeGitRepo;
let world: RepoWorld;

/** The policy lives in the repository: the apply job reads it from the PR's base, not from a checkout. */
const REPO_POLICY = ['permissions:', '  allow:', '    - Read', '    - Edit(/src/**)', '    - Edit(/scripts/**)', '    - Bash(rm old.txt)', '    - Bash(chmod +x scripts/run.sh)', ''].join('\n');

beforeEach(() => {
  repo = createFakeGitRepo();
  world = seedRepo(repo, { '.github/tollgate.yml': REPO_POLICY });
});
afterEach(async () => {
  await servers?.close();
  servers = null;
  repo.dispose();
});

async function agentJob(s: ActionServers) {
  s.github.setTokenPermissions({ contents: 'read', pull_requests: 'read' });
  const run = await runActionProcess(s, {
    event: 'issue_comment',
    payload: commentOnPull('@tollgate fix the parser'),
    inputs: { changes: 'artifact' },
    env: { GITHUB_JOB: 'agent' },
    prepareWorkspace: (workspace) => repo.checkout(workspace, world.head),
  });
  expect(run.code, run.stdout + run.stderr).toBe(0);
  return run;
}

function applyJob(s: ActionServers) {
  s.github.setTokenPermissions({});
  return runActionProcess(s, {
    event: 'issue_comment',
    payload: commentOnPull('@tollgate fix the parser'),
    // No model key at all: the apply job never calls a model.
    inputs: { mode: 'apply', anthropic_api_key: '', anthropic_base_url: '' },
    env: { GITHUB_JOB: 'land', ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken('run-backend-1', 'job-backend-2') },
  });
}

describe('two jobs: the agent without write access, the landing without a model', () => {
  it('the first job writes nothing to git or pulls; the second lands its bundle and edits the same comment', async () => {
    const s = (servers = await startActionServers(editSession(), { pulls: [repoPull(world)], github: { git: { repo } } }));
    const first = await agentJob(s);
    expect(first.outputs).toMatchObject({ delivery: 'artifact', commit_sha: '' });
    expect(gitWrites(s.github)).toEqual([]);
    const entries = readZipEntries(s.artifacts.artifacts[0]?.zip ?? Buffer.alloc(0));
    const bundle = JSON.parse(entries.get('change-bundle.json')?.toString() ?? '{}');
    expect(bundle).toMatchObject({ format: 'tollgate-change-bundle', version: 1, base_commit: world.head });
    expect(bundle.files.map((f: { path: string; status: string; mode: string | null }) => `${f.status} ${f.path} ${f.mode}`).sort()).toEqual(
      ['added scripts/run.sh 100755', 'added src/b.ts 100644', 'deleted old.txt null', 'modified src/a.ts 100644'].sort(),
    );
    const [comment] = [...s.github.comments.values()];
    expect(comment?.body).toContain('**Not landed:** Nothing was written: the `changes` input is `artifact`, so Tollgate writes nothing to GitHub.');
    // Once the bundle is uploaded, the agent's job leaves its checkout as it found it for the steps after it.
    expect(readFileSync(join(first.workspace, 'src/a.ts'), 'utf8')).toBe('export const a = 1;\n');
    expect(existsSync(join(first.workspace, 'old.txt'))).toBe(true);
    expect(existsSync(join(first.workspace, 'scripts/run.sh'))).toBe(false);
    expect(first.stdout).toContain('Tollgate: the workspace is back as it was checked out: 2 files written back; 2 files the session added removed.');
    const modelCalls = s.api.requests.length;
    const requestsBefore = s.github.requests.length;

    const second = await applyJob(s);
    expect(second.code, second.stdout + second.stderr).toBe(0);
    expect(s.api.requests.length).toBe(modelCalls);
    expect(s.artifacts.downloads).toEqual(['tollgate-agent-attempt-1']);
    const tip = repo.branch('fix')!;
    expect(repo.parents(tip)).toEqual([world.head]);
    expect(repo.read(tip, 'src/a.ts')?.toString()).toBe('export const a = 2;\n');
    expect(repo.tree(tip).get('scripts/run.sh')?.mode).toBe('100755');
    expect(repo.tree(tip).has('old.txt')).toBe(false);
    expect(second.outputs).toMatchObject({ conclusion: 'success', delivery: 'committed', commit_sha: tip, branch: 'fix', comment_id: String(comment?.id) });
    // The policy came from the PR's base through the contents API.
    expect(s.github.requests.slice(requestsBefore).some((r) => decodeURIComponent(r.path) === '/repos/octo/repo/contents/.github/tollgate.yml' && r.query.get('ref') === world.main)).toBe(true);
    // The same comment, its part about the change rewritten.
    expect(s.github.comments.size).toBe(1);
    const edited = s.github.comments.get(comment!.id)?.body ?? '';
    expect(edited).toContain(`<!-- tollgate:delivery=headline -->[committed ${tip.slice(0, 7)}](https://github.com/octo/repo/commit/${tip})<!-- tollgate:delivery-end -->`);
    expect(edited).toContain(`**Landed:** commit [\`${tip.slice(0, 7)}\`]`);
    expect(edited).not.toContain('Not landed');
    expect(edited).toContain('#### Files changed (4)');
    expect(second.summary).toContain('**Landed:**');
  }, 240_000);

  it('refuses a bundle edited between the jobs to touch a protected path, and writes nothing', async () => {
    const s = (servers = await startActionServers(editSession(), { pulls: [repoPull(world)], github: { git: { repo } } }));
    await agentJob(s);
    const artifact = s.artifacts.artifacts[0]!;
    const entries = readZipEntries(artifact.zip!);
    const bundle = JSON.parse(entries.get('change-bundle.json')!.toString());
    bundle.files.push({ path: '.github/workflows/ci.yml', status: 'added', old_mode: null, mode: '100644', content_base64: Buffer.from('on: push\njobs: {}\n').toString('base64') });
    entries.set('change-bundle.json', Buffer.from(JSON.stringify(bundle)));
    artifact.zip = writeZip(entries);

    const second = await applyJob(s);
    expect(second.code).toBe(1);
    expect(second.stdout).toContain('::error::Tollgate did not land the change');
    expect(gitWrites(s.github)).toEqual([]);
    expect(repo.branch('fix')).toBe(world.head);
    expect(second.outputs).toMatchObject({ conclusion: 'error', delivery: 'refused', commit_sha: '' });
    const edited = [...s.github.comments.values()][0]?.body ?? '';
    expect(edited).toContain('**Landing refused**, nothing was written to GitHub');
    expect(edited).toContain('- `.github/workflows/ci.yml` **protected-path**: it is a protected path (GitHub Actions workflows)');
  }, 240_000);

  it("re-runs the landing guard on a bundle edited between the jobs, judging it against the base commit's files, not the bundle's word", async () => {
    // The base already runs a postinstall script: a bundle that keeps it (and adds a test script) adds no lifecycle script.
    world = seedRepo(repo, { '.github/tollgate.yml': REPO_POLICY, 'package.json': '{ "scripts": { "postinstall": "node setup.js" } }\n' });
    const s = (servers = await startActionServers(editSession(), { pulls: [repoPull(world)], github: { git: { repo } } }));
    const first = await agentJob(s);
    expect(first.outputs['delivery'], first.stdout).toBe('artifact');
    const artifact = s.artifacts.artifacts[0]!;
    const entries = readZipEntries(artifact.zip!);
    const bundle = JSON.parse(entries.get('change-bundle.json')!.toString());
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    bundle.files.push(
      { path: 'package.json', status: 'modified', old_mode: '100644', mode: '100644', content_base64: b64('{ "scripts": { "postinstall": "node setup.js", "test": "vitest" } }\n') },
      { path: 'src/util.js', status: 'added', old_mode: null, mode: '100644', content_base64: b64("export const init = () => {\n  eval(atob('Y29uc29sZS5sb2coMSk='));\n};\n") },
    );
    entries.set('change-bundle.json', Buffer.from(JSON.stringify(bundle)));
    artifact.zip = writeZip(entries);

    const second = await applyJob(s);
    expect(second.code).toBe(1);
    expect(gitWrites(s.github)).toEqual([]);
    expect(repo.branch('fix')).toBe(world.head);
    expect(second.outputs).toMatchObject({ conclusion: 'error', delivery: 'refused' });
    expect(second.stdout).toContain('::warning title=Tollgate did not land the change::src/util.js:2 [decoded-code]');
    const edited = [...s.github.comments.values()][0]?.body ?? '';
    expect(edited).toContain('- `src/util.js:2` **decoded-code**: code built from decoded data and run');
    expect(edited).not.toContain('lifecycle-script');
  }, 240_000);
});
