import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { grepSearch } from '../../src/tools/grep.js';
import { callTool, makeContext, makeSandbox, testEnv, type Sandbox } from './helpers.js';
import { writeTree } from './search-tree.js';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await makeSandbox();
});
afterEach(async () => {
  await sandbox.cleanup();
});

type GrepInput = Parameters<typeof grepSearch>[0];

const CASES: readonly GrepInput[] = [
  { pattern: 'TODO' },
  { pattern: 'TODO', output_mode: 'content' },
  { pattern: 'TODO', output_mode: 'count' },
  { pattern: 'todo', '-i': true, output_mode: 'content' },
  { pattern: 'todo', '-i': true, output_mode: 'count' },
  { pattern: 'T.DO\\s+\\w+', output_mode: 'content', '-n': false },
  { pattern: 'return', output_mode: 'content', '-C': 1 },
  { pattern: 'TODO', output_mode: 'content', '-A': 2 },
  { pattern: 'TODO', output_mode: 'content', '-B': 1, '-A': 0 },
  { pattern: 'helper\\(', output_mode: 'content', glob: '*.ts' },
  { pattern: 'TODO', type: 'md' },
  { pattern: 'TODO', glob: 'src/**' },
  { pattern: 'TODO', path: 'src', output_mode: 'content' },
  { pattern: 'TODO', output_mode: 'content', head_limit: 3 },
  { pattern: 'TODO', head_limit: 2 },
  { pattern: 'no such text anywhere' },
  { pattern: '^line', output_mode: 'content' },
  { pattern: 'three$', output_mode: 'count' },
];

describe('Grep', () => {
  it('gives byte-identical output from git grep and the fallback on the same tree, for every mode', async () => {
    await writeTree(sandbox.root, { git: true });
    const context = makeContext(sandbox);
    for (const input of CASES) {
      const viaGit = await grepSearch(input, context, { engine: 'git' });
      const viaWalk = await grepSearch(input, context, { engine: 'node' });
      expect(viaGit.engine, JSON.stringify(input)).toBe('git');
      expect(viaWalk.engine).toBe('node');
      expect(viaWalk.text, JSON.stringify(input)).toBe(viaGit.text);
    }
  });

  it('keeps parity when the tree holds a nested repository (git lists none of its files)', async () => {
    await writeTree(sandbox.root, { git: true });
    const nested = join(sandbox.root, 'vendor', 'lib');
    await mkdir(nested, { recursive: true });
    await writeFile(join(nested, 'inner.txt'), 'TODO inside a nested repository\n');
    execFileSync('git', ['init', '-q', '.'], { cwd: nested, env: testEnv() });
    const context = makeContext(sandbox);
    for (const mode of ['files_with_matches', 'content', 'count'] as const) {
      const viaGit = await grepSearch({ pattern: 'TODO', output_mode: mode }, context, { engine: 'git' });
      const viaWalk = await grepSearch({ pattern: 'TODO', output_mode: mode }, context, { engine: 'node' });
      expect(viaWalk.text).toBe(viaGit.text);
      expect(viaGit.text).not.toContain('inner.txt');
    }
  });

  it('searches a directory that git ignores when it is named as the path', async () => {
    await writeTree(sandbox.root, { git: true });
    const result = await callTool(makeContext(sandbox), 'Grep', { pattern: 'TODO', path: 'build', output_mode: 'content' });
    expect(result.text).toBe('build/out.js:1:TODO in build output (ignored)');
  });

  it('lists files newest first and skips ignored, binary and nested-ignored files', async () => {
    await writeTree(sandbox.root, { git: true });
    const result = await callTool(makeContext(sandbox), 'Grep', { pattern: 'TODO' });
    expect(result.text).toBe(
      ['Found 8 files', 'space name.txt', 'wide.txt', 'untracked.py', 'keep.log', 'docs/windows.txt', 'docs/readme.md', 'src/nested/deep.js', 'src/main.ts'].join('\n'),
    );
  });

  it('shows content with line numbers, context and separators', async () => {
    await writeTree(sandbox.root, { git: true });
    const context = makeContext(sandbox);
    const result = await callTool(context, 'Grep', { pattern: 'TODO', path: 'docs', output_mode: 'content', '-B': 1 });
    expect(result.text).toBe(
      ['docs/readme.md-1-# Title', 'docs/readme.md:2:Some TODO here', '--', 'docs/readme.md-4-', 'docs/readme.md:5:TODO: again', '--', 'docs/windows.txt-1-line one', 'docs/windows.txt:2:TODO windows'].join(
        '\n',
      ),
    );
    const counted = await callTool(context, 'Grep', { pattern: 'TODO', output_mode: 'count', path: 'docs' });
    expect(counted.text).toBe('docs/readme.md:2\ndocs/windows.txt:1\n\nFound 3 matching lines in 2 files.');
  });

  it('works outside a git work tree with the same results', async () => {
    await writeTree(sandbox.root, { git: false });
    const context = makeContext(sandbox);
    const result = await grepSearch({ pattern: 'TODO', output_mode: 'content' }, context);
    expect(result.engine).toBe('node');
    expect(result.text).not.toContain('ignored');
    expect(result.text).toContain('untracked.py:2:    pass  # TODO python');
    expect(result.text).toContain(`wide.txt:1:TODO ${'w'.repeat(495)}… [truncated]`);
  });

  it('searches a single file and refuses bad input with an actionable message', async () => {
    await writeTree(sandbox.root, { git: true });
    const context = makeContext(sandbox);
    const single = await callTool(context, 'Grep', { pattern: 'helper', path: 'src/util.ts', output_mode: 'content' });
    expect(single.text).toBe('src/util.ts:1:export function helper(n: number) {');
    const badRegex = await callTool(context, 'Grep', { pattern: 'foo(' });
    expect(badRegex.isError).toBe(true);
    expect(badRegex.text).toContain('Invalid regular expression');
    const badType = await callTool(context, 'Grep', { pattern: 'x', type: 'cobol' });
    expect(badType.text).toContain('Unknown file type "cobol"');
    const outside = await callTool(context, 'Grep', { pattern: 'x', path: '/etc' });
    expect(outside.text).toContain('outside the workspace');
    expect(single.outcome.observableInput?.path).toBe(join(sandbox.root, 'src/util.ts'));
  });
});
