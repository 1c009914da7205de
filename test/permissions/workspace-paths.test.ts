import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isInsideDirectory } from '../../src/core/paths.js';
import { resolveToolPath, rootResolver } from '../../src/permissions/workspace-paths.js';

const base = realpathSync(mkdtempSync(join(tmpdir(), 'tollgate-paths-')));
const root = join(base, 'repo');
const extra = join(base, 'extra');
mkdirSync(join(root, 'src'), { recursive: true });
mkdirSync(extra);
mkdirSync(join(base, 'elsewhere'));
symlinkSync(join(base, 'elsewhere'), join(root, 'out-link'));
symlinkSync(join(root, 'src'), join(root, 'in-link'));
// Dangling: their targets do not exist (yet); writing through them would create the target.
symlinkSync(join(base, 'not-yet', 'deep'), join(root, 'dangling-out'));
symlinkSync('../../nowhere/file.txt', join(root, 'src', 'dangling-file'));
symlinkSync('gone', join(root, 'dangling-in'));
symlinkSync('loop-b', join(root, 'loop-a'));
symlinkSync('loop-a', join(root, 'loop-b'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const home = join(base, 'home');
const scope = { cwd: root, workspaceRoot: root, additionalDirectories: [extra], homeDir: home };

describe('isInsideDirectory', () => {
  it.each([
    ['/a/b', '/a', true],
    ['/a', '/a', true],
    ['/ab', '/a', false],
    ['/a/../b', '/a', false],
    ['/', '/a', false],
    ['/a/..cache', '/a', true],
    ['/a/..', '/a', false],
  ] as const)('%s inside %s is %s', (child, parent, expected) => {
    expect(isInsideDirectory(child, parent)).toBe(expected);
  });
});

describe('resolveToolPath', () => {
  it('resolves relative paths against the cwd', () => {
    expect(resolveToolPath({ ...scope, cwd: join(root, 'src') }, 'a.ts')).toEqual({ absolute: join(root, 'src', 'a.ts'), real: join(root, 'src', 'a.ts'), insideWorkspace: true });
  });
  it('treats .. that leaves the workspace as outside', () => {
    expect(resolveToolPath(scope, '../elsewhere/x').insideWorkspace).toBe(false);
  });
  it('treats a symlink leaving the workspace as outside, even for a file that does not exist yet', () => {
    const resolved = resolveToolPath(scope, 'out-link/new/file.txt');
    expect(resolved.real).toBe(join(base, 'elsewhere', 'new', 'file.txt'));
    expect(resolved.insideWorkspace).toBe(false);
  });
  it('keeps a symlink that stays inside the workspace inside', () => {
    expect(resolveToolPath(scope, 'in-link/x.ts')).toMatchObject({ real: join(root, 'src', 'x.ts'), insideWorkspace: true });
  });
  it('follows a dangling symlink to where it points: outside stays outside', () => {
    expect(resolveToolPath(scope, 'dangling-out/x.txt')).toMatchObject({ real: join(base, 'not-yet', 'deep', 'x.txt'), insideWorkspace: false });
    expect(resolveToolPath(scope, 'src/dangling-file')).toMatchObject({ real: join(base, 'nowhere', 'file.txt'), insideWorkspace: false });
  });
  it('keeps a dangling symlink whose target is inside the workspace inside', () => {
    expect(resolveToolPath(scope, 'dangling-in')).toMatchObject({ real: join(root, 'gone'), insideWorkspace: true });
  });
  it('terminates on a symlink loop', () => {
    expect(resolveToolPath(scope, 'loop-a/x').insideWorkspace).toBe(true);
  });
  it('counts additional directories as inside', () => {
    expect(resolveToolPath(scope, join(extra, 'a')).insideWorkspace).toBe(true);
  });
  // Issue 25 reversed this: `~` is the home directory in the file tools too, as in the shell and in the rules.
  it('expands ~ and ~/ to the home directory, which is outside the workspace', () => {
    expect(resolveToolPath(scope, '~/x')).toMatchObject({ absolute: join(home, 'x'), insideWorkspace: false });
    expect(resolveToolPath(scope, '~')).toMatchObject({ absolute: home, insideWorkspace: false });
  });
  it('keeps a file really called ~ reachable as ./~ and leaves ~user alone', () => {
    expect(resolveToolPath(scope, './~/x')).toMatchObject({ absolute: join(root, '~', 'x'), insideWorkspace: true });
    expect(resolveToolPath(scope, '~other/x').absolute).toBe(join(root, '~other', 'x'));
  });
  it('uses the real roots a session resolved once, and resolves each root once', () => {
    const realRoots = rootResolver();
    symlinkSync(join(root, 'src'), join(base, 'root-link'));
    expect(realRoots([join(base, 'root-link'), root])).toEqual([join(root, 'src'), root]);
    // Once resolved, a root is not resolved again in the session (a new session would see the change).
    rmSync(join(base, 'root-link'));
    symlinkSync(extra, join(base, 'root-link'));
    expect(realRoots([join(base, 'root-link')])).toEqual([join(root, 'src')]);
    expect(rootResolver()([join(base, 'root-link')])).toEqual([extra]);
    // A scope whose real roots are given is judged against them, not against its workspaceRoot.
    expect(resolveToolPath({ ...scope, realRoots: [join(root, 'src')] }, 'README.md').insideWorkspace).toBe(false);
  });
});
