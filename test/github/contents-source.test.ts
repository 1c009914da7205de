import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigSourceError } from '../../src/app/config-source.js';
import { createContentsApiSource } from '../../src/github/contents-source.js';
import { createOctokit } from '../../src/github/octokit.js';
import { trustedConfigSource } from '../../src/github/trusted-source.js';
import { makeTempDir } from '../support/core-fixtures.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github.js';
import { commitFiles, initRepo, shallowClone } from '../support/git-repo.js';

const repo = { owner: 'octo', repo: 'repo' };
const BASE = 'b'.repeat(40);
let github: FakeGitHub | undefined;
let cleanup: (() => void) | undefined;
afterEach(async () => {
  await github?.close();
  cleanup?.();
  github = undefined;
  cleanup = undefined;
});

async function setup() {
  github = await startFakeGitHub();
  const octokit = createOctokit('ghs_test', { baseUrl: github.url, retryAfterBaseMs: 1, rateLimitRetries: 0 });
  return { github, octokit, source: createContentsApiSource({ octokit, repo, commit: BASE, description: 'main (bbbbbbb)' }) };
}

const contentsRequests = (g: FakeGitHub) => g.requests.filter((r) => r.path.includes('/contents'));

describe('a commit read through the contents API', () => {
  it("decodes a file's base64, reads files over 1 MB through the blobs API, lists a folder's files, and answers null for what is absent", async () => {
    const { github, source } = await setup();
    const large = Buffer.alloc(1024 * 1024 + 10, 'x');
    github.setCommit(BASE, { '.github/tollgate.yml': 'permissions:\n  defaultMode: plan\n', 'ci/guard.sh': '#!/bin/sh\nexit 2\n', 'ci/lib.sh': 'l\n', 'ci/sub/x.sh': 'x\n', 'ci/big.bin': large });
    expect((await source.readFile('.github/tollgate.yml'))?.toString()).toBe('permissions:\n  defaultMode: plan\n');
    expect((await source.readFile('ci/big.bin'))?.equals(large)).toBe(true);
    expect(github.requests.some((r) => /\/git\/blobs\/[0-9a-f]{40}$/.test(r.path))).toBe(true);
    expect(await source.readFile('ci/missing.sh')).toBeNull();
    expect(await source.readFile('ci')).toBeNull();
    expect([...(await source.listFiles('ci'))].sort()).toEqual(['big.bin', 'guard.sh', 'lib.sh']);
    expect(await source.listFiles('nowhere')).toEqual([]);
    // Every read is at the commit, never at a branch name.
    expect(contentsRequests(github).every((r) => r.query.get('ref') === BASE)).toBe(true);
    // The commit was checked once, before the first read.
    expect(github.requests.filter((r) => r.path.endsWith(`/git/commits/${BASE}`))).toHaveLength(1);
  });

  it('says the commit is unknown instead of calling every file absent', async () => {
    const { github, source } = await setup();
    await expect(source.readFile('.github/tollgate.yml')).rejects.toThrow(`The commit ${BASE} (main (bbbbbbb)) is not in octo/repo as the GitHub API sees it (HTTP 404).`);
    expect(contentsRequests(github)).toHaveLength(0);
  });

  it('refuses what is not plain base64 of the right size, a symbolic link, and names the permission a 403 lacks', async () => {
    const { github, source } = await setup();
    github.setCommit(BASE, { 'a.yml': 'a', 'b.yml': 'b', 'c.yml': 'c', 'link.sh': { symlink: 'real.sh' }, 'd.yml': 'd' });
    github.overrideContents('a.yml', { type: 'file', name: 'a.yml', path: 'a.yml', size: 1, sha: 'f'.repeat(40), encoding: 'utf-8', content: 'a' });
    github.overrideContents('b.yml', { type: 'file', name: 'b.yml', path: 'b.yml', size: 1, sha: 'f'.repeat(40), encoding: 'base64', content: 'not*base64!' });
    github.overrideContents('c.yml', { type: 'file', name: 'c.yml', path: 'c.yml', size: 5, sha: 'f'.repeat(40), encoding: 'base64', content: 'Yw==' });
    await expect(source.readFile('a.yml')).rejects.toThrow("The GitHub API sent a.yml with encoding 'utf-8'; Tollgate reads only base64.");
    await expect(source.readFile('b.yml')).rejects.toThrow('The GitHub API sent b.yml as text that is not valid base64.');
    await expect(source.readFile('c.yml')).rejects.toThrow('The GitHub API sent 1 bytes of c.yml, which is 5 bytes.');
    await expect(source.readFile('link.sh')).rejects.toThrow('link.sh is a symbolic link at main (bbbbbbb)');
    github.inject({ method: 'GET', path: /\/contents\/d\.yml$/, status: 403, times: 1 });
    await expect(source.readFile('d.yml')).rejects.toThrow(/HTTP 403.*contents: read/);
  });
});

describe('the trusted source of the action', () => {
  it('reads git objects when the checkout has the commit, and the contents API when it does not', async () => {
    const temp = makeTempDir('tollgate-trusted-source-');
    cleanup = temp.cleanup;
    const origin = join(temp.dir, 'origin');
    const base = initRepo(origin, { 'policy.yml': 'from git\n' });
    commitFiles(origin, { 'policy.yml': 'from the PR\n' }, 'head');
    const shallow = join(temp.dir, 'shallow');
    shallowClone(origin, shallow);
    github = await startFakeGitHub();
    github.setCommit(base, { 'policy.yml': 'from the API\n' });
    const octokit = createOctokit('ghs_test', { baseUrl: github.url, retryAfterBaseMs: 1 });
    const env = { PATH: process.env['PATH'], HOME: temp.dir };
    const full = await trustedConfigSource({ octokit, repo, workspace: origin, commit: base, description: 'main', env });
    expect((await full.readFile('policy.yml'))?.toString()).toBe('from git\n');
    expect(contentsRequests(github)).toHaveLength(0);
    const api = await trustedConfigSource({ octokit, repo, workspace: shallow, commit: base, description: 'main', env });
    expect((await api.readFile('policy.yml'))?.toString()).toBe('from the API\n');
    expect(contentsRequests(github)).toHaveLength(1);
    // Neither can: a clear error, not an absent policy.
    github.setCommit(base, {});
    const none = await trustedConfigSource({ octokit, repo, workspace: shallow, commit: 'd'.repeat(40), description: 'main (ddddddd)', env });
    await expect(none.readFile('policy.yml')).rejects.toBeInstanceOf(ConfigSourceError);
  });
});
