import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeRestore } from '../../src/app/workspace-restore.js';
import { snapshotWorkspace } from '../../src/app/workspace-snapshot.js';
import { makeTempDir } from '../support/core-fixtures.js';

let dir: string;
let cleanup: () => void;
let ws: string;
let outside: string;
beforeEach(() => {
  ({ dir, cleanup } = makeTempDir('tollgate-restore-test-'));
  ws = join(dir, 'ws');
  outside = join(dir, 'outside');
  mkdirSync(ws);
  mkdirSync(outside);
});
afterEach(() => cleanup());

const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: ws, encoding: 'utf8' });
const write = (path: string, text: string) => {
  mkdirSync(join(ws, path, '..'), { recursive: true });
  writeFileSync(join(ws, path), text);
};
const env = () => ({ PATH: process.env.PATH, HOME: dir });

/** Every file below the workspace (not .git), with its content: what a later step would find. */
function files(root = ws, prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.name === '.git') continue;
    const rel = `${prefix}${entry.name}`;
    if (entry.isDirectory()) Object.assign(found, files(join(root, entry.name), `${rel}/`));
    else if (entry.isSymbolicLink()) found[rel] = '<symlink>';
    else found[rel] = readFileSync(join(root, entry.name), 'utf8');
  }
  return found;
}

describe('the workspace put back as it was checked out', () => {
  it('writes back what the session changed or deleted, removes what it added, keeps modes, and leaves git clean', async () => {
    write('package.json', '{ "scripts": { "test": "vitest" } }\n');
    write('src/a.ts', 'export const a = 1;\n');
    write('run.sh', '#!/bin/sh\n');
    chmodSync(join(ws, 'run.sh'), 0o755);
    write('.gitignore', 'node_modules/\n');
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'base');
    write('local-notes.txt', 'untracked before the session\n');
    const before = files();
    const snapshot = await snapshotWorkspace(ws, { env: env() });
    write('package.json', '{ "scripts": { "test": "node steal.js" } }\n');
    rmSync(join(ws, 'src/a.ts'));
    write('conftest.py', 'import os\n');
    write('tests/deep/new/helper.py', 'x = 1\n');
    chmodSync(join(ws, 'run.sh'), 0o644);
    rmSync(join(ws, 'local-notes.txt'));
    await snapshot.compare(join(dir));
    const done = await snapshot.restore();
    await snapshot.dispose();
    expect(files()).toEqual(before);
    expect(statSync(join(ws, 'run.sh')).mode & 0o111).not.toBe(0);
    expect(existsSync(join(ws, 'tests'))).toBe(false);
    expect(git('status', '--porcelain')).toBe('?? local-notes.txt\n');
    expect(done).toEqual({ restored: 4, removed: 2, ignoredRemoved: [], ignoredUnchecked: false });
    expect(describeRestore(done)).toBe(
      "Tollgate: the workspace is back as it was checked out: 4 files written back; 2 files the session added removed. Later steps of this job run none of the agent's edits (changes.keep_workspace: true keeps them).",
    );
  });

  it('removes what changed in ignored folders during the session, and a file a new ignore rule hides', async () => {
    write('.gitignore', 'node_modules/\n*.log\n');
    write('node_modules/jest/bin/jest.js', 'the installed jest\n');
    write('node_modules/other/index.js', 'untouched\n');
    write('build.log', 'an old log\n');
    const snapshot = await snapshotWorkspace(ws, { env: env() });
    write('node_modules/jest/bin/jest.js', 'the agent jest\n');
    write('node_modules/.bin/helper', 'new\n');
    write('.gitignore', 'node_modules/\n*.log\nsneaky.py\n');
    write('sneaky.py', 'import os\n');
    const done = await snapshot.restore();
    await snapshot.dispose();
    expect(files()).toEqual({ '.gitignore': 'node_modules/\n*.log\n', 'build.log': 'an old log\n', 'node_modules/other/index.js': 'untouched\n' });
    expect([...done.ignoredRemoved].sort()).toEqual(['node_modules/.bin/helper', 'node_modules/jest/bin/jest.js']);
    expect(describeRestore(done)).toContain('2 ignored files the session changed removed (node_modules/');
  });

  it('never writes through a folder the session turned into a symlink to outside, and puts a file back where a folder now is', async () => {
    write('src/a.ts', 'export const a = 1;\n');
    write('config.json', '{}\n');
    const snapshot = await snapshotWorkspace(ws, { env: env() });
    rmSync(join(ws, 'src'), { recursive: true });
    symlinkSync(outside, join(ws, 'src'));
    rmSync(join(ws, 'config.json'));
    write('config.json/inner.txt', 'a folder where a file was\n');
    await snapshot.restore();
    await snapshot.dispose();
    expect(readdirSync(outside)).toEqual([]);
    expect(lstatSync(join(ws, 'src')).isDirectory()).toBe(true);
    expect(files()).toEqual({ 'config.json': '{}\n', 'src/a.ts': 'export const a = 1;\n' });
  });

  it('says why when the start was never recorded', async () => {
    const snapshot = await snapshotWorkspace(join(dir, 'missing'), { env: env() });
    await expect(snapshot.restore()).rejects.toThrow(/the start of the workspace was not recorded/);
    await snapshot.dispose();
  });
});
