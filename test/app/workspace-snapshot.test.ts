import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshotWorkspace } from '../../src/app/workspace-snapshot.js';
import { makeTempDir } from '../support/core-fixtures.js';

let dir: string;
let cleanup: () => void;
let ws: string;
let out: string;
beforeEach(() => {
  ({ dir, cleanup } = makeTempDir('tollgate-snapshot-test-'));
  ws = join(dir, 'ws');
  out = join(dir, 'out');
  mkdirSync(ws);
  mkdirSync(out);
});
afterEach(() => cleanup());

const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: ws, encoding: 'utf8' });
const write = (path: string, text: string | Buffer) => {
  mkdirSync(join(ws, path, '..'), { recursive: true });
  writeFileSync(join(ws, path), text);
};
const env = () => ({ PATH: process.env.PATH, HOME: dir });

describe('the workspace compared from the start of the session to its end', () => {
  it('in a plain folder: every file created, modified or deleted, with line counts, and the whole diff', async () => {
    write('src/a.js', 'one\ntwo\nthree\n');
    write('old.txt', 'bye\n');
    write('logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
    const snapshot = await snapshotWorkspace(ws, { env: env() });
    write('src/a.js', 'one\n2\nthree\nfour\n');
    rmSync(join(ws, 'old.txt'));
    write('pwned.txt', 'x\n');
    write('logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 9, 9, 9]));
    const changes = await snapshot.compare(out);
    await snapshot.dispose();
    expect(changes).toEqual({
      compared: true,
      method: 'snapshot',
      diffFile: 'changes.diff',
      files: [
        { path: 'logo.png', status: 'modified', added: null, removed: null },
        { path: 'old.txt', status: 'deleted', added: 0, removed: 1 },
        { path: 'pwned.txt', status: 'added', added: 1, removed: 0 },
        { path: 'src/a.js', status: 'modified', added: 2, removed: 1 },
      ],
    });
    const diff = readFileSync(join(out, 'changes.diff'), 'utf8');
    expect(diff).toContain('+++ b/pwned.txt\n@@ -0,0 +1 @@\n+x');
    expect(diff).toContain('-two\n+2');
    // nothing of the comparison is left in the workspace
    expect(readdirSync(ws).sort()).toEqual(['logo.png', 'pwned.txt', 'src']);
  });

  it('reports nothing when nothing changed', async () => {
    write('a.txt', 'same\n');
    const snapshot = await snapshotWorkspace(ws, { env: env() });
    const changes = await snapshot.compare(out);
    expect(changes).toEqual({ compared: true, method: 'snapshot', files: [], diffFile: null });
    expect(existsSync(join(out, 'changes.diff'))).toBe(false);
  });

  it('in a git checkout: against the tree at the start (not HEAD), ignored files aside, the repository untouched', async () => {
    git('init', '-q');
    write('.gitignore', 'build/\n');
    write('src/a.js', 'committed\n');
    git('add', '.');
    git('commit', '-qm', 'start');
    write('src/a.js', 'dirty before the session\n');
    write('build/out.js', 'ignored\n');
    const objectsBefore = git('count-objects', '-v');
    const statusBefore = git('status', '--porcelain');
    const snapshot = await snapshotWorkspace(ws, { env: env() });
    write('src/b.js', 'new\n');
    write('build/out.js', 'ignored, rebuilt\n');
    const changes = await snapshot.compare(out);
    await snapshot.dispose();
    expect(changes).toMatchObject({ compared: true, method: 'git', files: [{ path: 'src/b.js', status: 'added', added: 1, removed: 0 }] });
    // the repository's own index and object store were not written
    expect(git('count-objects', '-v')).toBe(objectsBefore);
    expect(git('status', '--porcelain')).toBe(`${statusBefore}?? src/b.js\n`);
  });

  it('still lists a file the agent hides with a new ignore rule', async () => {
    git('init', '-q');
    write('src/a.js', 'x\n');
    const snapshot = await snapshotWorkspace(ws, { env: env() });
    write('.gitignore', 'pwned.txt\n');
    write('pwned.txt', 'hidden\n');
    const changes = await snapshot.compare(out);
    expect(changes.compared && changes.files.map((f) => [f.path, f.status])).toEqual([
      ['.gitignore', 'added'],
      ['pwned.txt', 'added'],
    ]);
  });

  it('runs nothing the agent wrote into the repository config (an fsmonitor hook)', async () => {
    git('init', '-q');
    write('a.txt', 'x\n');
    const snapshot = await snapshotWorkspace(ws, { env: env() });
    const hook = join(dir, 'hook.sh');
    writeFileSync(hook, `#!/bin/sh\ntouch ${join(dir, 'hook-ran')}\n`);
    chmodSync(hook, 0o755);
    git('config', 'core.fsmonitor', hook);
    write('a.txt', 'y\n');
    const changes = await snapshot.compare(out);
    expect(changes.compared && changes.files.map((f) => f.path)).toEqual(['a.txt']);
    expect(existsSync(join(dir, 'hook-ran'))).toBe(false);
  });

  it('leaves out the output folder when it is inside the workspace', async () => {
    const inside = join(ws, 'tollgate-out');
    mkdirSync(inside);
    const snapshot = await snapshotWorkspace(ws, { env: env(), exclude: [inside] });
    writeFileSync(join(inside, 'transcript.jsonl'), '{}\n');
    write('real.txt', 'x\n');
    const changes = await snapshot.compare(inside);
    expect(changes.compared && changes.files.map((f) => f.path)).toEqual(['real.txt']);
  });

  it('says why when it cannot compare (no git)', async () => {
    const snapshot = await snapshotWorkspace(ws, { env: { PATH: join(dir, 'no-bin'), HOME: dir } });
    const changes = await snapshot.compare(out);
    expect(changes).toEqual({ compared: false, reason: 'git is not installed, and Tollgate compares the workspace with it' });
  });

  it("gives the change set with modes and blobs from the private repository, and the checkout's commit to build on", async () => {
    git('init', '-q');
    write('src/a.js', 'one\n');
    write('old.txt', 'bye\n');
    write('tool.sh', '#!/bin/sh\n');
    chmodSync(join(ws, 'tool.sh'), 0o755);
    git('add', '.');
    git('commit', '-qm', 'start');
    const head = git('rev-parse', 'HEAD').trim();
    const snapshot = await snapshotWorkspace(ws, { env: env() });
    write('src/a.js', 'two\n');
    rmSync(join(ws, 'old.txt'));
    write('run.sh', '#!/bin/sh\necho run\n');
    chmodSync(join(ws, 'run.sh'), 0o755);
    chmodSync(join(ws, 'tool.sh'), 0o644);
    // The agent's own commits do not matter: the change is the tree at the start against the end.
    git('add', 'src/a.js');
    git('commit', '-qm', 'agent commit');
    await snapshot.compare(out);
    const set = await snapshot.changeSet();
    expect(set?.baseCommit).toBe(head);
    expect(set?.paths.map(({ path, status, oldMode, newMode }) => ({ path, status, oldMode, newMode }))).toEqual([
      { path: 'old.txt', status: 'deleted', oldMode: '100644', newMode: null },
      { path: 'run.sh', status: 'added', oldMode: null, newMode: '100755' },
      { path: 'src/a.js', status: 'modified', oldMode: '100644', newMode: '100644' },
      { path: 'tool.sh', status: 'modified', oldMode: '100755', newMode: '100644' },
    ]);
    // The content is what was recorded at the end, even if the file changes afterwards.
    const a = set!.paths.find((p) => p.path === 'src/a.js')!;
    write('src/a.js', 'changed after the comparison\n');
    expect((await set!.readBlob(a.newBlob!)).toString()).toBe('two\n');
    expect(await set!.blobSize(a.newBlob!)).toBe(4);
    await snapshot.dispose();
  });

  it('has no commit to build on in a plain folder, and no change set before a comparison', async () => {
    write('a.txt', 'x\n');
    const snapshot = await snapshotWorkspace(ws, { env: env() });
    expect(await snapshot.changeSet()).toBeNull();
    write('a.txt', 'y\n');
    await snapshot.compare(out);
    const set = await snapshot.changeSet();
    expect(set?.baseCommit).toBeNull();
    expect(set?.paths.map((p) => p.path)).toEqual(['a.txt']);
    await snapshot.dispose();
  });
});
