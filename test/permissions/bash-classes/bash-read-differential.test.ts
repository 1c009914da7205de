/**
 * Read deny rules against real bash: every line here makes bash print the content of a file the
 * rule `Read(./secrets/**)` denies (checked by running it and looking for the secret in its
 * output), so the gate must deny it under an allow-all `Bash`. The secret is committed, so git's
 * history holds it too.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBashParser } from '../../../src/permissions/bash/parser.js';
import { decide, type Workspace } from '../gate-fixture.js';

const SECRET = 'KEY=tollgate-differential-secret';

const LEAKS = [
  'cat secrets/key', 'cat secrets/*', 'cat s*/k*', 'head -1 secrets/key', 'grep -r KEY .', 'grep -R KEY src', 'grep -rh KEY secrets', 'cat src/link/key', 'cd secrets && cat key',
  'cat < secrets/key', 'echo $(<secrets/key)', 'while read l; do echo $l; done < secrets/key', "sed 'r secrets/key' README.md", 'awk 1 secrets/key', 'sort secrets/key',
  'cp secrets/key copy && cat copy', 'find secrets -type f -exec cat {} \\;', 'xargs cat <<< secrets/key', 'tar cf - secrets | tar xO', 'git show HEAD:secrets/key',
  'git show :secrets/key', 'git log -p', 'git show HEAD', 'git grep KEY', 'git cat-file -p HEAD:secrets/key', 'git archive HEAD | tar xO', 'git log -p --all', 'git diff 4b825dc642cb6eb9a060e54bf8d69288fbee4904 HEAD',
  'for f in secrets/*; do cat "$f"; done', 'X=secrets; cat $X/key', 'diff secrets/key README.md', 'paste secrets/key', 'nl secrets/key', 'strings secrets/key', 'cut -c1- secrets/key',
];

let ws: Workspace;
beforeAll(async () => {
  await loadBashParser();
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'tollgate-read-differential-')));
  const root = join(base, 'ws');
  for (const dir of [root, join(base, 'home'), join(base, 'out'), join(base, 'outside'), join(root, 'src'), join(root, 'secrets')]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(root, 'README.md'), 'readme\n');
  writeFileSync(join(root, 'secrets', 'key'), `${SECRET}\n`);
  symlinkSync(join(root, 'secrets'), join(root, 'src', 'link'));
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: root, stdio: 'ignore' });
  git('init', '-q');
  git('add', 'README.md', 'secrets/key');
  git('commit', '-qm', 'initial');
  ws = { root, home: join(base, 'home'), outputDir: join(base, 'out'), outside: join(base, 'outside'), cleanup: () => rmSync(base, { recursive: true, force: true }) };
});
afterAll(() => ws.cleanup());

function output(line: string): string {
  try {
    return execFileSync('bash', ['-c', line], { cwd: ws.root, encoding: 'utf8', timeout: 5000, stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: ws.home, GIT_PAGER: 'cat' } });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? '');
  } finally {
    rmSync(join(ws.root, 'copy'), { force: true });
  }
}

describe('Read deny rules against real bash', () => {
  it.each(LEAKS)('bash prints the denied file with %j, and the gate denies it', async (line) => {
    expect(output(line)).toContain(SECRET);
    const decision = await decide(ws, { permissions: { allow: ['Bash'], deny: ['Read(./secrets/**)'] } }, 'Bash', { command: line });
    expect(decision.behavior, decision.reason).toBe('deny');
  });
});
