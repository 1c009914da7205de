import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { globFiles } from '../../src/tools/glob.js';
import { callTool, makeContext, makeSandbox, type Sandbox } from './helpers.js';
import { writeTree } from './search-tree.js';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await makeSandbox();
});
afterEach(async () => {
  await sandbox.cleanup();
});

describe('Glob', () => {
  it('lists matches newest first and leaves out .gitignored files (git work tree)', async () => {
    await writeTree(sandbox.root, { git: true });
    const result = await callTool(makeContext(sandbox), 'Glob', { pattern: '**/*.{ts,js,log}' });
    expect(result.isError).toBe(false);
    expect(result.text.split('\n')).toEqual(['keep.log', 'src/nested/deep.js', 'src/util.ts', 'src/main.ts']);
  });

  it('gives the same list with the walk outside git, and with both engines in a repository', async () => {
    await writeTree(sandbox.root, { git: false });
    const context = makeContext(sandbox);
    const walked = await globFiles({ pattern: '*' }, context);
    expect(walked.engine).toBe('node');
    expect(walked.files).not.toContain('debug.log');
    expect(walked.files).not.toContain('build/out.js');
    expect(walked.files).not.toContain('src/nested/secret.ts');
    expect(walked.files).toContain('untracked.py');
    await writeTree(sandbox.root, { git: true });
    const viaGit = await globFiles({ pattern: '*' }, context, { engine: 'git' });
    const viaWalk = await globFiles({ pattern: '*' }, context, { engine: 'node' });
    expect(viaGit.engine).toBe('git');
    expect(viaGit.files).toEqual(viaWalk.files);
    expect(viaGit.files[0]).toBe('space name.txt');
  });

  it('matches a pattern without a slash at any depth and searches under path', async () => {
    await writeTree(sandbox.root, { git: true });
    const result = await callTool(makeContext(sandbox), 'Glob', { pattern: '*.ts', path: 'src' });
    expect(result.text.split('\n')).toEqual(['src/util.ts', 'src/main.ts']);
    const dotted = await callTool(makeContext(sandbox), 'Glob', { pattern: './docs/*.md' });
    expect(dotted.text).toBe('docs/readme.md');
    expect(result.outcome.observableInput?.path).toBe(join(sandbox.root, 'src'));
  });

  it('lists a directory that git ignores when it is named as the path', async () => {
    await writeTree(sandbox.root, { git: true });
    const result = await callTool(makeContext(sandbox), 'Glob', { pattern: '**/*', path: 'build' });
    expect(result.text).toBe('build/out.js');
  });

  it('caps the list with a truncation note', async () => {
    for (let i = 0; i < 12; i++) await writeFile(join(sandbox.root, `f${i}.txt`), '');
    const result = await callTool(makeContext(sandbox, { limits: { globMaxResults: 5 } }), 'Glob', { pattern: '*.txt' });
    expect(result.text.split('\n').filter((line) => line.endsWith('.txt'))).toHaveLength(5);
    expect(result.text).toContain('Results are truncated: showing the 5 most recently modified of 12 files');
  });

  it('refuses a search path outside the workspace', async () => {
    const result = await callTool(makeContext(sandbox), 'Glob', { pattern: '*', path: '/etc' });
    expect(result.isError).toBe(true);
    expect(result.text).toContain('outside the workspace');
  });
});
