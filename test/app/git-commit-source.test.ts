import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigSourceError } from '../../src/app/config-source.js';
import { openGitCommitSource, resolveCommit } from '../../src/app/git-commit-source.js';
import { makeTempDir } from '../support/core-fixtures.js';
import { commitFiles, git, initRepo, shallowClone, writeFiles } from '../support/git-repo.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = makeTempDir('tollgate-git-source-')));
afterEach(() => cleanup());

const env = { PATH: process.env['PATH'], HOME: '/nonexistent' };

describe('a commit read from git objects', () => {
  it("gives the commit's bytes whatever the working tree holds, and null for what the commit lacks", async () => {
    const repo = join(dir, 'repo');
    const base = initRepo(repo, { '.github/tollgate.yml': 'permissions:\n  defaultMode: plan\n', 'ci/guard.sh': '#!/bin/sh\nexit 2\n', 'ci/lib.sh': 'x=1\n', 'ci/sub/deep.sh': 'd\n' });
    commitFiles(repo, { '.github/tollgate.yml': 'sandbox:\n  enabled: false\n', 'ci/guard.sh': 'exit 0\n', 'ci/new.sh': 'new\n' }, 'head');
    writeFiles(repo, { 'ci/guard.sh': 'echo pwned\n' });
    const source = await openGitCommitSource({ workspace: repo, commit: base, description: 'main (base)', env });
    expect(source).not.toBeNull();
    expect(source!.commit).toBe(base);
    expect((await source!.readFile('.github/tollgate.yml'))?.toString()).toBe('permissions:\n  defaultMode: plan\n');
    expect((await source!.readFile('ci/guard.sh'))?.toString()).toBe('#!/bin/sh\nexit 2\n');
    expect(await source!.readFile('ci/new.sh')).toBeNull();
    expect(await source!.readFile('ci')).toBeNull();
    expect([...(await source!.listFiles('ci'))].sort()).toEqual(['guard.sh', 'lib.sh']);
    expect(await source!.listFiles('nope')).toEqual([]);
    expect(await source!.listFiles('')).toEqual([]);
    await expect(source!.readFile('../etc/passwd')).rejects.toThrow(ConfigSourceError);
  });

  it('refuses a symbolic link rather than follow it', async () => {
    const repo = join(dir, 'repo');
    const base = initRepo(repo, { 'ci/real.sh': 'echo real\n', 'ci/guard.sh': { symlink: 'real.sh' } });
    const source = await openGitCommitSource({ workspace: repo, commit: base, description: 'main (base)', env });
    await expect(source!.readFile('ci/guard.sh')).rejects.toThrow('ci/guard.sh is a symbolic link at main (base)');
  });

  it('is not there when the checkout lacks the commit (fetch-depth: 1), or the folder is no repository', async () => {
    const repo = join(dir, 'repo');
    const base = initRepo(repo, { 'a.txt': 'a\n' });
    commitFiles(repo, { 'a.txt': 'b\n' }, 'head');
    const shallow = join(dir, 'shallow');
    shallowClone(repo, shallow);
    expect(git(shallow, ['rev-parse', 'HEAD'])).not.toBe(base);
    expect(await openGitCommitSource({ workspace: shallow, commit: base, description: 'main', env })).toBeNull();
    expect(await openGitCommitSource({ workspace: dir, commit: base, description: 'main', env })).toBeNull();
    expect(await openGitCommitSource({ workspace: repo, commit: 'not-a-commit', description: 'main', env })).toBeNull();
  });

  it('ignores replacement refs, which could stand another object in for the one asked for', async () => {
    const repo = join(dir, 'repo');
    const base = initRepo(repo, { 'policy.yml': 'trusted\n' });
    const other = commitFiles(repo, { 'policy.yml': 'replaced\n' }, 'other');
    git(repo, ['replace', base, other]);
    expect(git(repo, ['show', `${base}:policy.yml`])).toBe('replaced');
    const source = await openGitCommitSource({ workspace: repo, commit: base, description: 'main', env });
    expect((await source!.readFile('policy.yml'))?.toString()).toBe('trusted\n');
  });

  it('resolves a ref for tollgate run --trusted-ref, and names a ref that is not there', async () => {
    const repo = join(dir, 'repo');
    const base = initRepo(repo, { 'a.txt': 'a\n' });
    git(repo, ['branch', 'trusted']);
    commitFiles(repo, { 'a.txt': 'b\n' }, 'head');
    expect(await resolveCommit(repo, 'trusted', env)).toBe(base);
    await expect(resolveCommit(repo, 'no-such-branch', env)).rejects.toThrow("The trusted ref 'no-such-branch' names no commit");
    await expect(resolveCommit(repo, '--output=/tmp/x', env)).rejects.toThrow(ConfigSourceError);
  });
});
