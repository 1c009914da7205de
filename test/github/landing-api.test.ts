/**
 * Landing through the real Octokit against the loopback GitHub over a real git repository: the
 * branch, the commit's parent, tree and modes are read back with git, not from the fake's answers.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckedFile } from '../../src/delivery/change-checks.js';
import { landChange, modesMatter, type LandingRequest } from '../../src/delivery/land-change.js';
import type { LandingApi } from '../../src/delivery/landing-api.js';
import type { LandingFile } from '../../src/delivery/landing-file.js';
import { createGitHubLandingApi } from '../../src/github/landing-api.js';
import { createOctokit } from '../../src/github/octokit.js';
import { createFakeGitRepo, type FakeGitRepo } from '../support/fake-git-repo.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github.js';

let repo: FakeGitRepo;
let github: FakeGitHub;
let base: string;

async function start(tokenPermissions: Record<string, 'read' | 'write'> = {}) {
  github = await startFakeGitHub({ git: { repo }, tokenPermissions });
  return createGitHubLandingApi(createOctokit('ghs_test', { baseUrl: github.url, retryAfterBaseMs: 1, rateLimitRetries: 0 }), { owner: 'octo', repo: 'repo' });
}

beforeEach(() => {
  repo = createFakeGitRepo();
  base = repo.commit({ 'src/a.ts': 'export const a = 1;\n', 'old.txt': 'bye\n', 'tool.sh': { content: '#!/bin/sh\necho 1\n', mode: '100755' } });
  repo.setBranch('main', base);
  repo.setBranch('fix', base);
});
afterEach(async () => {
  await github?.close();
  repo.dispose();
});

function file(path: string, status: LandingFile['status'], content: string | null, modes: { old?: string | null; new?: string | null } = {}): CheckedFile {
  const bytes = content === null ? null : Buffer.from(content);
  const oldMode = modes.old !== undefined ? modes.old : status === 'added' ? null : '100644';
  const newMode = modes.new !== undefined ? modes.new : status === 'deleted' ? null : '100644';
  return { file: { path, status, oldMode, newMode, size: async () => bytes?.length ?? null, content: async () => bytes, oldContent: async () => null }, content: bytes };
}

const TEXT_EDITS = [file('src/a.ts', 'modified', 'export const a = 2;\n'), file('src/b.ts', 'added', 'export const b = 1;\n'), file('old.txt', 'deleted', null)];
const WITH_SCRIPT = [...TEXT_EDITS, file('scripts/run.sh', 'added', '#!/bin/sh\necho hi\n', { new: '100755' })];

function request(files: readonly CheckedFile[], more: Partial<LandingRequest> = {}): LandingRequest {
  return {
    baseCommit: base,
    files,
    message: { headline: 'Fix the parser', body: 'Changed a.\n\nCo-authored-by: alice <1+alice@users.noreply.github.com>' },
    pullRequest: { title: 'Fix the parser', body: (why) => `Draft. ${why ?? ''}` },
    untrustedBase: false,
    ...more,
  };
}

function expectTreeIsBasePlusEdits(commit: string, scriptMode: string | null) {
  const tree = repo.tree(commit);
  expect([...tree.keys()].sort()).toEqual(['src/a.ts', 'src/b.ts', 'tool.sh', ...(scriptMode ? ['scripts/run.sh'] : [])].sort());
  expect(repo.read(commit, 'src/a.ts')?.toString()).toBe('export const a = 2;\n');
  expect(repo.read(commit, 'src/b.ts')?.toString()).toBe('export const b = 1;\n');
  // The untouched executable keeps its mode.
  expect(tree.get('tool.sh')?.mode).toBe('100755');
  if (scriptMode) expect(tree.get('scripts/run.sh')?.mode).toBe(scriptMode);
}

const writes = () => github.requests.filter((r) => r.method !== 'GET' && !(r.path === '/graphql' && /^\s*query/.test(String((r.body as { query?: string })?.query))));

describe('landing a change through the API', () => {
  it('makes one commit on the branch with GraphQL createCommitOnBranch when no mode matters, its parent the old head', async () => {
    const api = await start();
    const landing = await landChange(api, { kind: 'branch', branch: 'fix', fallback: { names: ['tollgate/pr-12'], into: 'fix' } }, request(TEXT_EDITS));
    expect(landing).toMatchObject({ kind: 'committed', commit: { branch: 'fix', api: 'graphql', verified: true } });
    const head = repo.branch('fix')!;
    expect(landing.kind === 'committed' && landing.commit.sha).toBe(head);
    expect(repo.parents(head)).toEqual([base]);
    expectTreeIsBasePlusEdits(head, null);
    expect(repo.message(head)).toBe('Fix the parser\n\nChanged a.\n\nCo-authored-by: alice <1+alice@users.noreply.github.com>');
    // One write request: the mutation, with the expected head.
    expect(writes().map((r) => `${r.method} ${r.path}`)).toEqual(['POST /graphql']);
    expect(JSON.stringify(writes()[0]?.body)).toContain(`"expectedHeadOid":"${base}"`);
  });

  it('keeps a new script executable through the Git Data API, moving the branch without force', async () => {
    const api = await start();
    expect(modesMatter(WITH_SCRIPT)).toBe(true);
    const landing = await landChange(api, { kind: 'branch', branch: 'fix', fallback: { names: ['tollgate/pr-12'], into: 'fix' } }, request(WITH_SCRIPT));
    expect(landing).toMatchObject({ kind: 'committed', commit: { branch: 'fix', api: 'rest', verified: true } });
    const head = repo.branch('fix')!;
    expect(repo.parents(head)).toEqual([base]);
    expectTreeIsBasePlusEdits(head, '100755');
    const update = github.requests.find((r) => r.method === 'PATCH');
    expect(decodeURIComponent(update?.path ?? '')).toBe('/repos/octo/repo/git/refs/heads/fix');
    expect(update?.body).toMatchObject({ sha: head, force: false });
    expect(github.requests.some((r) => r.path === '/graphql')).toBe(false);
  });

  it('writes a binary file as a blob and text inline in the tree, every byte and mode as given', async () => {
    const api = await start();
    const binary = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 0xff]);
    const bom = '\ufeffwindows line\r\n';
    const files = [file('src/a.ts', 'modified', 'export const a = 2;\n'), file('tool.sh', 'modified', '#!/bin/sh\necho 2\n', { old: '100755', new: '100755' }), file('src/bom.txt', 'added', bom)];
    const tool = file('bin/tool', 'added', '', { new: '100755' });
    files.push({ file: { ...tool.file, size: async () => binary.length, content: async () => binary }, content: binary });
    const landing = await landChange(api, { kind: 'branch', branch: 'fix', fallback: { names: ['tollgate/pr-12'], into: 'fix' } }, request(files));
    expect(landing).toMatchObject({ kind: 'committed', commit: { api: 'rest' } });
    const head = repo.branch('fix')!;
    expect(repo.read(head, 'bin/tool')).toEqual(binary);
    expect(repo.tree(head).get('bin/tool')?.mode).toBe('100755');
    expect(repo.tree(head).get('tool.sh')?.mode).toBe('100755');
    expect(repo.read(head, 'src/bom.txt')?.toString('utf8')).toBe(bom);
    expect(github.requests.filter((r) => r.path.endsWith('/git/blobs')).map((r) => r.body)).toEqual([{ content: binary.toString('base64'), encoding: 'base64' }]);
  });

  it('never overwrites a branch that moved: a new branch from the base and a draft PR into the moved one', async () => {
    const api = await start();
    const moved = repo.commit({ 'src/c.ts': 'someone else\n' }, { parent: base });
    repo.setBranch('fix', moved);
    const landing = await landChange(api, { kind: 'branch', branch: 'fix', fallback: { names: ['tollgate/pr-12', 'tollgate/pr-12-run-1-1'], into: 'fix' } }, request(TEXT_EDITS));
    expect(repo.branch('fix')).toBe(moved);
    expect(landing).toMatchObject({ kind: 'pull_request', commit: { branch: 'tollgate/pr-12' }, pullRequest: { base: 'fix' } });
    const head = repo.branch('tollgate/pr-12')!;
    expect(repo.parents(head)).toEqual([base]);
    expect(github.createdPulls).toEqual([expect.objectContaining({ head: 'tollgate/pr-12', base: 'fix', draft: true })]);
    expect(github.createdPulls[0]?.body).toContain(`moved since the checkout (${base.slice(0, 7)} → ${moved.slice(0, 7)})`);
  });

  it('falls back to a new branch when the branch moves between the check and the write (GitHub refuses the non-fast-forward)', async () => {
    const real = await start();
    let moved = '';
    const racing: LandingApi = {
      ...real,
      async createCommit(input) {
        // Someone pushes while Tollgate builds its commit.
        moved = repo.commit({ 'race.txt': 'x\n' }, { parent: base });
        repo.setBranch('fix', moved);
        return real.createCommit(input);
      },
    };
    const landing = await landChange(racing, { kind: 'branch', branch: 'fix', fallback: { names: ['tollgate/pr-12'], into: 'fix' } }, request(WITH_SCRIPT));
    expect(repo.branch('fix')).toBe(moved);
    const refused = github.requests.find((r) => r.method === 'PATCH');
    expect(refused?.body).toMatchObject({ force: false });
    expect(landing).toMatchObject({ kind: 'pull_request', commit: { branch: 'tollgate/pr-12' } });
    expect(repo.parents(repo.branch('tollgate/pr-12')!)).toEqual([base]);
  });

  it('answers a stale expectedHeadOid as GitHub does, and lands on a new branch instead', async () => {
    const real = await start();
    let moved = '';
    const racing: LandingApi = {
      ...real,
      async commitOnBranch(input) {
        if (input.branch === 'fix') {
          moved = repo.commit({ 'race.txt': 'x\n' }, { parent: base });
          repo.setBranch('fix', moved);
        }
        return real.commitOnBranch(input);
      },
    };
    const landing = await landChange(racing, { kind: 'branch', branch: 'fix', fallback: { names: ['tollgate/pr-12'], into: 'fix' } }, request(TEXT_EDITS));
    expect(repo.branch('fix')).toBe(moved);
    expect(landing).toMatchObject({ kind: 'pull_request', commit: { branch: 'tollgate/pr-12', api: 'graphql' } });
  });

  it('with a read-only token writes nothing and names the permission', async () => {
    for (const files of [TEXT_EDITS, WITH_SCRIPT]) {
      const api = await start({ contents: 'read' });
      const landing = await landChange(api, { kind: 'branch', branch: 'fix', fallback: { names: ['tollgate/pr-12'], into: 'fix' } }, request(files));
      expect(landing).toMatchObject({ kind: 'not_landed', why: 'the workflow token may not write to the repository' });
      expect(landing.kind === 'not_landed' && landing.permission).toMatch(/permissions: contents: write/);
      expect(repo.branches().sort()).toEqual(['fix', 'main']);
      expect(repo.branch('fix')).toBe(base);
      await github.close();
    }
  });

  it('names every permission GitHub accepts when its header gives alternatives', async () => {
    github = await startFakeGitHub({ git: { repo } });
    const octokit = createOctokit('ghs_test', { baseUrl: github.url, retryAfterBaseMs: 1, rateLimitRetries: 0 });
    octokit.hook.wrap('request', async (send, options) => {
      if (String(options.url).endsWith('/graphql')) {
        throw Object.assign(new Error('Resource not accessible by integration'), {
          status: 403,
          response: { status: 403, data: { message: 'Resource not accessible by integration' }, headers: { 'x-accepted-github-permissions': 'contents=write; pull_requests=write,issues=write' } },
        });
      }
      return send(options);
    });
    const api = createGitHubLandingApi(octokit, { owner: 'octo', repo: 'repo' });
    const landing = await landChange(api, { kind: 'branch', branch: 'fix', fallback: { names: ['tollgate/pr-12'], into: 'fix' } }, request(TEXT_EDITS));
    expect(landing).toMatchObject({ kind: 'not_landed', why: 'the workflow token may not write to the repository' });
    expect(landing.kind === 'not_landed' && landing.permission).toMatch(/^grant the job `permissions: contents: write` or `permissions: pull-requests: write, issues: write` \(GitHub answered .*403 Resource not accessible by integration\)$/);
  });

  it('takes the next branch name when one exists, and a new branch for an issue starts at the base', async () => {
    const api = await start();
    repo.setBranch('tollgate/issue-7', base);
    const landing = await landChange(api, { kind: 'new_branch', branch: { names: ['tollgate/issue-7', 'tollgate/issue-7-run-9-1'], into: null } }, request(TEXT_EDITS));
    expect(landing).toMatchObject({ kind: 'pull_request', commit: { branch: 'tollgate/issue-7-run-9-1' }, pullRequest: { base: 'main' }, why: null });
    expect(repo.branch('tollgate/issue-7')).toBe(base);
    expect(repo.parents(repo.branch('tollgate/issue-7-run-9-1')!)).toEqual([base]);
  });

  it("refuses a bundle's base that is not in the history of the branch it would merge into", async () => {
    const api = await start();
    const elsewhere = repo.commit({ 'x.txt': 'unrelated\n' });
    const landing = await landChange(api, { kind: 'new_branch', branch: { names: ['tollgate/run-1'], into: 'main' } }, request(TEXT_EDITS, { baseCommit: elsewhere, untrustedBase: true }));
    expect(landing).toMatchObject({ kind: 'not_landed', why: `the bundle's base commit ${elsewhere.slice(0, 7)} is not in the history of main` });
    expect(writes()).toEqual([]);
  });

  it('leaves no empty branch behind when the commit on a new branch fails', async () => {
    const real = await start();
    const failing: LandingApi = { ...real, commitOnBranch: async () => Promise.reject(new Error('boom')) };
    const landing = await landChange(failing, { kind: 'new_branch', branch: { names: ['tollgate/run-1'], into: 'main' } }, request(TEXT_EDITS));
    expect(landing).toMatchObject({ kind: 'not_landed' });
    expect(repo.branches().sort()).toEqual(['fix', 'main']);
  });

  it('is answered by a fake that refuses what GitHub refuses: force only when exactly true, an existing ref, a deletion of nothing', async () => {
    await start();
    const octokit = createOctokit('ghs_test', { baseUrl: github.url, retryAfterBaseMs: 1, rateLimitRetries: 0 });
    const elsewhere = repo.commit({ 'x.txt': 'unrelated\n' });
    const status = (promise: Promise<unknown>) => promise.then(() => 200, (error: { status?: number; response?: { data?: { message?: string } } }) => `${error.status} ${error.response?.data?.message}`);
    const repoRef = { owner: 'octo', repo: 'repo' };
    expect(await status(octokit.request('PATCH /repos/{owner}/{repo}/git/refs/{ref}', { ...repoRef, ref: 'heads/fix', sha: elsewhere, force: 'true' as unknown as boolean }))).toBe('422 Update is not a fast forward');
    expect(repo.branch('fix')).toBe(base);
    expect(await status(octokit.rest.git.updateRef({ ...repoRef, ref: 'heads/fix', sha: elsewhere, force: true }))).toBe(200);
    expect(repo.branch('fix')).toBe(elsewhere);
    expect(await status(octokit.rest.git.createRef({ ...repoRef, ref: 'refs/heads/main', sha: base }))).toBe('422 Reference already exists');
    const tree = repo.treeOf(base);
    expect(await status(octokit.rest.git.createTree({ ...repoRef, base_tree: tree, tree: [{ path: 'nope.txt', mode: '100644', type: 'blob', sha: null }] }))).toBe('422 GitRPC::BadObjectState');
    expect(await status(octokit.rest.git.createCommit({ ...repoRef, message: 'x', tree, parents: ['f'.repeat(40)] }))).toBe('422 Parent SHA does not exist or is not a commit object');
  });
});

describe('comparing two commits path by path (a PR merge commit against its head)', () => {
  it('names the paths whose content or mode differs, or that one commit lacks, and opens only folders that differ', async () => {
    const api = await start();
    const deep = { 'lib/x/deep.ts': 'deep\n', 'lib/x/same.ts': 'same\n', 'docs/a.md': 'a\n' };
    const one = repo.commit(deep, { parent: base });
    const two = repo.commit({ 'lib/x/deep.ts': 'changed\n', 'tool.sh': { content: '#!/bin/sh\necho 1\n', mode: '100644' }, 'new.txt': 'new\n' }, { parent: one });
    const asked = ['src/a.ts', 'lib/x/deep.ts', 'lib/x/same.ts', 'tool.sh', 'new.txt', 'docs/a.md', 'nowhere/at/all.ts', 'src/a.ts/not-a-folder'];
    expect(await api.pathsThatDiffer(one, two, asked)).toEqual(['lib/x/deep.ts', 'new.txt', 'tool.sh']);
    // docs/ and src/ are the same tree in both: never listed.
    const listed = github.requests.filter((r) => r.path.includes('/git/trees/')).map((r) => r.path.split('/').at(-1));
    expect(listed).not.toContain(repo.git(['rev-parse', `${one}:docs`]).toString().trim());
    expect(listed).not.toContain(repo.git(['rev-parse', `${one}:src`]).toString().trim());
    expect(listed).toContain(repo.git(['rev-parse', `${one}:lib/x`]).toString().trim());
    expect(await api.pathsThatDiffer(one, one, asked)).toEqual([]);
  });

  it("reads a commit's parents in order, and null for a commit GitHub does not have", async () => {
    const api = await start();
    const side = repo.commit({ 'side.txt': 'x\n' }, { parent: base });
    const merge = repo.git(['commit-tree', repo.treeOf(side), '-p', base, '-p', side, '-m', 'merge']).toString().trim();
    expect(await api.commitParents(merge)).toEqual([base, side]);
    expect(await api.commitParents('f'.repeat(40))).toBeNull();
  });
});
