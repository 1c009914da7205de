/**
 * A generated git repository for the Grep figure: `files` small source files in nested folders,
 * with a needle planted in every 400th file. Built once per size under .bench/cache and reused.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.js';
import { seededRandom } from './stats.js';

export const FIXED_NEEDLE = 'tollgateNeedle_fixed';
/** Matches the planted `needle_<digits>x` lines; JavaScript, PCRE and ERE agree on it. */
export const REGEX_NEEDLE = 'needle_[0-9]+x';

const WORDS = ['const', 'value', 'return', 'function', 'import', 'export', 'result', 'async', 'await', 'item', 'index', 'config'];

function fileText(random: () => number, planted: boolean, id: number): string {
  const lines: string[] = [];
  for (let line = 0; line < 40; line++) {
    const words = Array.from({ length: 6 + Math.floor(random() * 6) }, () => WORDS[Math.floor(random() * WORDS.length)]!);
    lines.push(`${words.join(' ')} ${Math.floor(random() * 1e6)};`);
  }
  if (planted) lines.splice(20, 0, `// ${FIXED_NEEDLE} needle_${id}x`);
  return `${lines.join('\n')}\n`;
}

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, { cwd, stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'b@e', GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'b@e' } });

export function generatedRepo(files: number): { dir: string; planted: number } {
  const dir = join(REPO_ROOT, '.bench', 'cache', `grep-repo-${files}`);
  const planted = Math.ceil(files / 400);
  if (existsSync(join(dir, '.complete'))) return { dir, planted };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const random = seededRandom(files);
  for (let id = 0; id < files; id++) {
    const folder = join(dir, 'src', `pkg${Math.floor(id / 500)}`, `mod${Math.floor(id / 50) % 10}`);
    if (id % 50 === 0) mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `file${id}.ts`), fileText(random, id % 400 === 0, id));
  }
  git(dir, ['init', '-q']);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-q', '-m', 'generated']);
  writeFileSync(join(dir, '.git', 'info', 'exclude'), '.complete\n', { flag: 'a' });
  writeFileSync(join(dir, '.complete'), '');
  return { dir, planted };
}
