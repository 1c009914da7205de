/**
 * The repository the everyday-call suite runs against: a small npm monorepo with a git history,
 * a secret `.env` and a `secret/` folder, so the calls an agent makes in a real session have
 * something real to work on. `@WS@` in a case stands for its root.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface EverydayWorkspace {
  readonly base: string;
  readonly root: string;
  readonly home: string;
  readonly outside: string;
  cleanup(): void;
}

const MATH = [
  'export function add(a: number, b: number): number {',
  '  return a + b;',
  '}',
  '',
  'export function sub(a: number, b: number): number {',
  '  return a - b;',
  '}',
  '',
  'export function mul(a: number, b: number): number {',
  '  return a * b;',
  '}',
  '',
  '// TODO: div',
  '',
].join('\n');

/** A package whose npm scripts append one line to `runs.log` in the folder they run in. */
const packageJson = (name: string, record: string) =>
  JSON.stringify({ name, private: true, scripts: { test: `node ${record} test`, build: `node ${record} build`, lint: `node ${record} lint` } }, null, 2);

const FILES: Record<string, string> = {
  'package.json': packageJson('everyday', 'scripts/record.cjs'),
  'scripts/record.cjs': "require('fs').appendFileSync('runs.log', `${process.argv[2]} ${process.env.NODE_ENV ?? '-'}\\n`);\n",
  'src/math.ts': MATH,
  'src/app.ts': "import { add } from './math';\nconsole.log(add(1, 2)); // foo\n",
  'src/old.ts': 'export const old = true;\n',
  'test/math.test.ts': "import { add } from '../src/math';\nif (add(1, 2) !== 3) throw new Error('add');\n",
  'docs/guide.md': '# Guide\n\nfoo bar\n',
  'README.md': '# everyday\n\nA fixture. TODO: more.\n',
  'data.json': '{"scripts":{"test":"x"}}\n',
  'packages/core/package.json': packageJson('core', '../../scripts/record.cjs'),
  'packages/core/src/index.ts': "export * from './sum';\n",
  'packages/core/src/sum.ts': 'export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);\n',
  'packages/cli/package.json': packageJson('cli', '../../scripts/record.cjs'),
  'packages/cli/src/main.ts': "console.log('cli');\n",
  'secret/k': 'SECRET-KEY-VALUE\n',
  '.env': 'TOKEN=dotenv-secret-value\n',
  '.gitignore': 'runs.log\nbuild/\n.env\n',
};

function git(cwd: string, ...args: string[]): void {
  const run = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${run.stderr}`);
}

export function makeEverydayWorkspace(): EverydayWorkspace {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'tollgate-everyday-')));
  const root = join(base, 'ws');
  const home = join(base, 'home');
  const outside = join(base, 'outside');
  for (const dir of [root, home, outside, join(root, 'build', 'empty')]) mkdirSync(dir, { recursive: true });
  for (const [path, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  writeFileSync(join(home, '.bashrc'), '# home rc\n');
  // So the git workflow calls can commit in a session, as on a runner whose checkout step configured git.
  writeFileSync(join(home, '.gitconfig'), '[user]\n\tname = Agent\n\temail = agent@example.com\n');
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'initial');
  writeFileSync(join(root, 'src', 'math.ts'), `${MATH}export const two = 2;\n`);
  git(root, 'commit', '-q', '-am', 'two');
  return { base, root, home, outside, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}

export function placed(text: string, w: EverydayWorkspace): string {
  return text.replaceAll('@WS@', w.root).replaceAll('@HOME@', w.home).replaceAll('@OUT@', w.outside);
}
