/**
 * `git ls-files | xargs cmd` and `find dir | xargs cmd`: the names a lister prints reach the command
 * xargs runs, so each is checked as if written on the line. A repository can hold names that turn
 * into other words (a blank, a quote), an option (`-rf`), or a symlink out of the workspace: none of
 * them makes such a line pass as read-only, and a Read deny rule on a listed name denies it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadBashParser } from '../../src/permissions/bash/parser.js';
import { decide, type Workspace } from './gate-fixture.js';

function git(cwd: string, ...args: string[]): void {
  const run = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
}

/** A repository tracking `src/a.ts`, `src/b.ts` and whatever `plant` adds. */
function repository(plant: (root: string, outside: string) => void): Workspace {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'tollgate-xargs-')));
  const root = join(base, 'repo');
  const outside = join(base, 'outside');
  for (const dir of [join(root, 'src'), outside, join(base, 'home'), join(base, 'out')]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(root, 'src', 'a.ts'), 'a\n');
  writeFileSync(join(root, 'src', 'b.ts'), 'b\n');
  writeFileSync(join(outside, 'secret.txt'), 'outside secret\n');
  git(root, 'init', '-q');
  plant(root, outside);
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'x');
  return { root, home: join(base, 'home'), outputDir: join(base, 'out'), outside, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}

let ws: Workspace | null = null;
beforeAll(() => loadBashParser());
afterEach(() => {
  ws?.cleanup();
  ws = null;
});

const bash = async (w: Workspace, command: string, permissions: Record<string, unknown> = {}) => decide(w, { permissions }, 'Bash', { command });

describe('xargs fed by a path lister', () => {
  it('passes as read-only when every listed name is a plain file inside the workspace', async () => {
    ws = repository(() => undefined);
    for (const command of ["git ls-files '*.ts' | xargs wc -l", 'git ls-files | xargs cat', 'find src -name "*.ts" | xargs grep -n a', 'find src -type f -print0 | xargs -0 wc -c']) {
      const decision = await bash(ws, command);
      expect(decision.behavior, `${command}: ${decision.reason}`).toBe('allow');
    }
    expect((await bash(ws, 'git ls-files | xargs cat', { defaultMode: 'plan' })).behavior).toBe('allow');
  });

  it.each([
    ['a tracked name with a blank, which xargs splits', (root: string) => writeFileSync(join(root, 'src', 'x ..'), 'x\n')],
    ['a tracked name with a quote', (root: string) => writeFileSync(join(root, 'src', "it's"), 'x\n')],
    ['a tracked name that is an option', (root: string) => writeFileSync(join(root, '-rf'), 'x\n')],
    ['a tracked symlink out of the workspace', (root: string, outside: string) => symlinkSync(join(outside, 'secret.txt'), join(root, 'src', 'out.ts'))],
  ])('refuses `git ls-files | xargs cat` with %s', async (_what, plant) => {
    ws = repository(plant);
    const decision = await bash(ws, 'git ls-files | xargs cat');
    expect(decision.behavior, decision.reason).toBe('deny');
  });

  it('refuses `find | xargs cat` when find would list a symlink out of the workspace, tracked or not', async () => {
    ws = repository(() => undefined);
    symlinkSync(join(ws.outside, 'secret.txt'), join(ws.root, 'src', 'later.ts'));
    expect((await bash(ws, 'find src | xargs cat')).behavior).toBe('deny');
    expect((await bash(ws, "find src -name '*.ts' | xargs cat", { defaultMode: 'plan' })).behavior).toBe('deny');
  });

  it('holds a Read deny rule against a tracked name it lists, and not against an untracked one', async () => {
    ws = repository((root) => writeFileSync(join(root, 'src', 'token.ts'), 'TOKEN\n'));
    writeFileSync(join(ws.root, '.env'), 'KEY\n');
    expect(await bash(ws, 'git ls-files | xargs cat', { deny: ['Read(src/token.ts)'] })).toMatchObject({ behavior: 'deny', rule: 'Read(src/token.ts)' });
    expect((await bash(ws, 'git ls-files | xargs cat', { deny: ['Read(./.env)'] })).behavior).toBe('allow');
    expect(await bash(ws, 'git ls-files -o | xargs cat', { deny: ['Read(./.env)'] })).toMatchObject({ behavior: 'deny', rule: 'Read(./.env)' });
    expect(await bash(ws, 'find . -name "*.ts" -o -name ".env" | xargs cat', { deny: ['Read(./.env)'] })).toMatchObject({ behavior: 'deny', rule: 'Read(./.env)' });
  });

  it('checks what the command writes too: the names find lists include .git', async () => {
    ws = repository(() => undefined);
    expect((await bash(ws, 'find . -type f | xargs rm', { defaultMode: 'acceptEdits' })).behavior).toBe('deny');
    expect((await bash(ws, 'git ls-files | xargs rm', { defaultMode: 'acceptEdits', deny: ['Write(src/a.ts)'] })).behavior).toBe('deny');
  });

  it('does not treat other producers, input files or partial markers as listed names', async () => {
    ws = repository(() => undefined);
    for (const command of ['echo src | xargs ls', 'cat list | xargs cat', 'git ls-files | xargs -a list cat', 'git ls-files ../.. | xargs cat', "git ls-files | xargs -I{} cat {}.bak", 'find src -exec echo {} \\; | xargs cat', 'find -L src | xargs cat', 'find src -printf "../%p" | xargs cat']) {
      const decision = await bash(ws, command);
      expect(decision.behavior, `${command}: ${decision.reason}`).toBe('deny');
    }
  });
});
