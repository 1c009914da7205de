/**
 * The workspace the Bash class suites run against, on disk: a git checkout whose index tracks a
 * secret, a symlink out of the workspace and a dangling one, a symlink into the secrets, a nested
 * repository, and home, output and outside directories beside it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Workspace } from '../gate-fixture.js';

function git(cwd: string, ...args: string[]): void {
  const run = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${run.stderr}`);
}

export function makeBashWorkspace(): Workspace {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'tollgate-bash-classes-')));
  const root = join(base, 'ws');
  const home = join(base, 'home');
  const outputDir = join(base, 'out');
  const outside = join(base, 'outside');
  for (const dir of [root, home, outputDir, outside, join(root, 'src'), join(root, 'secrets'), join(root, 'docs'), join(root, 'build'), join(root, 'sub')]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(root, 'README.md'), '# fixture\n');
  writeFileSync(join(root, 'src', 'a.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'src', 'b.js'), 'console.log(1);\n');
  writeFileSync(join(root, 'secrets', 'key'), 'KEY=x\n');
  writeFileSync(join(root, '.env'), 'TOKEN=x\n');
  writeFileSync(join(root, 'docs', 'a.md'), 'doc\n');
  writeFileSync(join(root, 'x.json'), '{"a":1}\n');
  writeFileSync(join(outside, 'data.txt'), 'outside\n');
  writeFileSync(join(home, '.bashrc'), '# rc\n');
  writeFileSync(join(outputDir, 'result.txt'), 'saved\n');
  symlinkSync(outside, join(root, 'link'));
  symlinkSync(join(outside, 'missing'), join(root, 'dangling'));
  symlinkSync(join(root, 'secrets'), join(root, 'src', 'link'));
  git(root, 'init', '-q');
  git(root, 'add', 'README.md', 'src/a.ts', 'secrets/key');
  git(join(root, 'sub'), 'init', '-q');
  return { root, home, outputDir, outside, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}

/** A case's command with the placeholders for the fixture's directories filled in. */
export function placed(command: string, w: Workspace): string {
  return command.replaceAll('@OUT@', w.outside).replaceAll('@HOME@', w.home).replaceAll('@OUTPUT@', w.outputDir).replaceAll('@WS@', w.root);
}
