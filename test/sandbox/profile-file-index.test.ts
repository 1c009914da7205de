/**
 * The index of the files the write profile is made from: built once, then brought up to date by
 * looking at what changed. Real files in a temp folder; each change is made the way a command
 * would make it, and the index must see it on its next refresh.
 */
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxScope } from '../support/sandbox-scope.js';
import { indexedTrees, nestedTargets, profileFileIndex } from '../../src/sandbox/profile-inputs.js';
import type { SandboxScope } from '../../src/sandbox/sandbox-scope.js';

let root: string;
let ws: string;
let scope: SandboxScope;

function put(path: string, content = 'x'): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'tg-index-')));
  ws = join(root, 'ws');
  put(join(ws, 'src', 'index.js'));
  put(join(ws, 'packages', 'a', 'package.json'));
  scope = sandboxScope(root, ws);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function builtIndex(forScope = scope) {
  // A folder changed less than 100 ms before it is read is re-read at every refresh whatever its
  // ctime says; older fixtures make each test depend on the ctime check it is about.
  await new Promise((resolve) => setTimeout(resolve, 150));
  const index = profileFileIndex(forScope, ws);
  await index.ready();
  return index;
}

describe('the index of the files profiles are made from', () => {
  it('sees a nested repository, a package .npmrc and a .vscode folder made after it was built', async () => {
    const index = await builtIndex();
    const before = index.version;
    expect(nestedTargets(scope, index)).toEqual([]);
    put(join(ws, 'packages', 'a', '.npmrc'));
    put(join(ws, 'vendor', 'lib', '.git', 'HEAD'), 'ref: refs/heads/main\n');
    put(join(ws, 'packages', 'a', '.vscode', 'tasks.json'));
    index.refresh();
    expect(index.version).not.toBe(before);
    // The folder the library protects wherever it finds one below its working directory is protected as a whole.
    expect(nestedTargets(scope, index).sort()).toEqual([join(ws, 'packages', 'a', '.npmrc'), join(ws, 'packages', 'a', '.vscode'), join(ws, 'vendor', 'lib', '.git', 'hooks')]);
  });

  it('sees a tree moved in from outside, and one removed', async () => {
    const index = await builtIndex();
    put(join(root, 'outside', 'deep', '.git', 'hooks', 'pre-commit'));
    renameSync(join(root, 'outside'), join(ws, 'src', 'moved'));
    index.refresh();
    expect(nestedTargets(scope, index)).toEqual([join(ws, 'src', 'moved', 'deep', '.git', 'hooks')]);
    const withTree = index.version;
    rmSync(join(ws, 'src', 'moved'), { recursive: true });
    index.refresh();
    expect(index.version).not.toBe(withTree);
    expect(nestedTargets(scope, index)).toEqual([]);
  });

  it('is not fooled by a folder whose modification time is set back', async () => {
    const index = await builtIndex();
    const before = index.version;
    // mtime can be forged, ctime cannot: the new entry is seen.
    put(join(ws, 'packages', 'a', '.bashrc'));
    utimesSync(join(ws, 'packages', 'a'), new Date(2000, 0, 1), new Date(2000, 0, 1));
    index.refresh();
    expect(index.version).not.toBe(before);
    expect(nestedTargets(scope, index)).toEqual([join(ws, 'packages', 'a', '.bashrc')]);
  });

  it('moves only for what profiles depend on, and leaves node_modules and deep files out as the scan did', async () => {
    const index = await builtIndex();
    const before = index.version;
    put(join(ws, 'src', 'other.js'));
    put(join(ws, 'node_modules', 'dep', '.git', 'HEAD'));
    put(join(ws, 'a', 'b', 'c', 'd', 'e', 'f', '.npmrc'));
    index.refresh();
    expect(index.version).toBe(before);
    put(join(ws, 'a', 'b', 'c', 'd', 'e', '.npmrc'));
    index.refresh();
    expect(nestedTargets(scope, index)).toEqual([join(ws, 'a', 'b', 'c', 'd', 'e', '.npmrc')]);
  });

  it('counts a folder it cannot read as a change', async () => {
    if (process.getuid?.() === 0) {
      // root reads every folder: what an unreadable one would hide is read.
      const index = await builtIndex();
      put(join(ws, 'locked', '.git', 'HEAD'));
      chmodSync(join(ws, 'locked'), 0);
      index.refresh();
      expect(nestedTargets(scope, index)).toEqual([join(ws, 'locked', '.git', 'hooks')]);
      chmodSync(join(ws, 'locked'), 0o755);
      return;
    }
    const index = await builtIndex();
    const before = index.version;
    mkdirSync(join(ws, 'locked'));
    chmodSync(join(ws, 'locked'), 0);
    index.refresh();
    expect(index.version).not.toBe(before);
    chmodSync(join(ws, 'locked'), 0o755);
  });

  it('follows read-deny globs: a new file one matches moves it', async () => {
    const withDeny = { ...scope, denyRead: [join(ws, '**', '.env')] };
    const index = await builtIndex(withDeny);
    const before = index.version;
    put(join(ws, 'packages', 'a', '.env'), 'TOKEN=1');
    index.refresh();
    expect(index.version).not.toBe(before);
  });

  it("indexes the library's working directory where it reaches writable places the code roots do not cover", () => {
    const extra = join(root, 'cache');
    const wide = { ...scope, extraWritable: [extra] };
    expect(indexedTrees(wide, ws)).toEqual([{ root: ws, depth: 6 }]);
    // From the temp root the library reaches the other writable roots, one level down.
    expect(indexedTrees(wide, root)).toEqual([
      { root: ws, depth: 6 },
      { root: extra, depth: 3 },
      { root: scope.tmpDir, depth: 3 },
      { root: scope.outputDir, depth: 3 },
    ]);
    expect(indexedTrees(wide, join(ws, 'a', 'b', 'c'))).toEqual([
      { root: ws, depth: 6 },
      { root: join(ws, 'a', 'b', 'c'), depth: 4 },
    ]);
  });
});
