/**
 * The workspace boundary against real bash: every line here makes bash write outside the
 * workspace (into a sibling directory or the home directory, checked by running it), so the gate
 * must deny it even under an allow-all `Bash`. The gate and bash see the same tree: a symlink out
 * of the workspace, a dangling one, a git checkout.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBashParser } from '../../../src/permissions/bash/parser.js';
import { decide, type Workspace } from '../gate-fixture.js';

const ESCAPES = [
  'touch ../outside/x', 'touch ~/x', 'touch $HOME/x', 'touch link/x', 'touch dangling', 'mkdir ../outside/d', 'cp README.md ../outside/', 'cp -t ../outside README.md',
  'mv README.md ../outside/', 'tee ../outside/x < /dev/null', 'dd if=README.md of=../outside/x status=none', 'sort -o ../outside/x README.md', 'sort --outp=../outside/x README.md',
  "sed -n 'w ../outside/x' README.md", 'git -C ../outside init -q', 'git diff --output=../outside/x', 'tar cf ../outside/x.tar README.md', 'install -D README.md ../outside/x',
  'find . -maxdepth 0 -fprint ../outside/x', 'echo x > link/y', 'echo x > dangling', 'echo x >> ~/x', 'cd .. && touch outside/x',
  'X=..; touch $X/outside/x', 'for d in ../outside; do touch $d/x; done', 'touch src/link/../../outside/x', 'ln README.md ../outside/x', 'split -l1 README.md ../outside/p',
  'cp README.md "$HOME"', 'cd link && touch x', 'truncate -s0 ../outside/x', 'git init -q ../outside/repo',
];

function layout(): Workspace {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'tollgate-boundary-')));
  const root = join(base, 'ws');
  const outside = join(base, 'outside');
  const home = join(base, 'home');
  for (const dir of [root, outside, home, join(base, 'out'), join(root, 'src'), join(root, 'secrets')]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(root, 'README.md'), 'readme\n');
  symlinkSync(outside, join(root, 'link'));
  symlinkSync(join(outside, 'missing'), join(root, 'dangling'));
  symlinkSync(join(root, 'secrets'), join(root, 'src', 'link'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  return { root, home, outputDir: join(base, 'out'), outside, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}

function writesOutside(line: string): boolean {
  const ws = layout();
  try {
    try {
      execFileSync('bash', ['-c', line], { cwd: ws.root, stdio: 'ignore', timeout: 5000, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: ws.home } });
    } catch {
      // A failing line may still have written.
    }
    return readdirSync(ws.outside).length > 0 || readdirSync(ws.home).length > 0;
  } finally {
    ws.cleanup();
  }
}

beforeAll(() => loadBashParser());

describe('the workspace boundary against real bash', () => {
  it.each(ESCAPES)('bash writes outside the workspace with %j, and the gate denies it under allow-all Bash', async (line) => {
    expect(writesOutside(line)).toBe(true);
    const ws = layout();
    try {
      const decision = await decide(ws, { permissions: { allow: ['Bash'] } }, 'Bash', { command: line });
      expect(decision.behavior, decision.reason).toBe('deny');
    } finally {
      ws.cleanup();
    }
  });
});
