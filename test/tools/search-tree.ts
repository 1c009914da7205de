import { execFileSync } from 'node:child_process';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { testEnv } from './helpers.js';

/** Files with distinct mtimes: the later in this list, the newer. */
export const TREE: Readonly<Record<string, string | Buffer>> = {
  '.gitignore': 'build/\n*.log\n!keep.log\n',
  'src/main.ts': 'import { helper } from "./util";\nexport function main() {\n  return helper(1);\n}\n// TODO: main\n',
  'src/util.ts': 'export function helper(n: number) {\n  // todo lower\n  return n + 1;\n}\n',
  'src/nested/.gitignore': 'secret.ts\n',
  'src/nested/secret.ts': 'export const TODO = "ignored by a nested .gitignore";\n',
  'src/nested/deep.js': 'function deep() { return "TODO deep"; }\nmodule.exports = deep;\n',
  'docs/readme.md': '# Title\nSome TODO here\nand there\n\nTODO: again\n',
  'docs/windows.txt': 'line one\r\nTODO windows\r\nline three\r\n',
  'build/out.js': 'TODO in build output (ignored)\n',
  'debug.log': 'TODO in a log (ignored)\n',
  'keep.log': 'TODO in a kept log\n',
  'untracked.py': 'def f():\n    pass  # TODO python\n',
  'bin/blob.bin': Buffer.from('TODO\0binary\0data'),
  'wide.txt': `TODO ${'w'.repeat(800)}\n`,
  'space name.txt': 'a TODO with spaces in the file name\n',
};

/** Writes TREE under `root`; with `git`, makes it a repository with all but `untracked.py` added. */
export async function writeTree(root: string, options: { git: boolean }): Promise<void> {
  const base = Date.now() / 1000 - 10_000;
  let index = 0;
  for (const [path, content] of Object.entries(TREE)) {
    const file = join(root, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
    const time = base + 100 * index++;
    await utimes(file, time, time);
  }
  if (options.git) {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env: testEnv(), stdio: 'pipe' });
    git('init', '-q', '.');
    git('add', '.gitignore', 'src', 'docs', 'keep.log', 'bin', 'wide.txt', 'space name.txt');
  }
}
