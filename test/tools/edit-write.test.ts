import { lstat, readFile, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callTool, makeContext, makeSandbox, type Sandbox } from './helpers.js';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await makeSandbox();
});
afterEach(async () => {
  await sandbox.cleanup();
});

describe('Edit', () => {
  it('refuses to edit a file that was not read in this session', async () => {
    const file = join(sandbox.root, 'a.ts');
    await writeFile(file, 'const a = 1;\n');
    const result = await callTool(makeContext(sandbox), 'Edit', { file_path: file, old_string: '1', new_string: '2' });
    expect(result.isError).toBe(true);
    expect(result.outcome.failedStep).toBe('validation');
    expect(result.text).toContain('has not been read in this session');
    expect(await readFile(file, 'utf8')).toBe('const a = 1;\n');
  });

  it('replaces a unique string and shows a short diff', async () => {
    const file = join(sandbox.root, 'a.ts');
    await writeFile(file, 'one\ntwo\nthree\n');
    const context = makeContext(sandbox);
    await callTool(context, 'Read', { file_path: file });
    const result = await callTool(context, 'Edit', { file_path: file, old_string: 'two', new_string: 'TWO' });
    expect(result.isError).toBe(false);
    expect(await readFile(file, 'utf8')).toBe('one\nTWO\nthree\n');
    expect(result.text).toContain('@@ -1,3 +1,3 @@\n one\n-two\n+TWO\n three');
    // The write records the new mtime, so a second edit needs no new Read.
    const again = await callTool(context, 'Edit', { file_path: file, old_string: 'one', new_string: 'ONE' });
    expect(again.isError).toBe(false);
    expect(context.readFileState.get(file)?.mtimeMs).toBe((await stat(file)).mtimeMs);
  });

  it('refuses a string that occurs more than once unless replace_all is set', async () => {
    const file = join(sandbox.root, 'dup.txt');
    await writeFile(file, 'foo bar foo baz foo\n');
    const context = makeContext(sandbox);
    await callTool(context, 'Read', { file_path: file });
    const refused = await callTool(context, 'Edit', { file_path: file, old_string: 'foo', new_string: 'qux' });
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain('Found 3 matches');
    expect(refused.text).toContain('replace_all');
    const all = await callTool(context, 'Edit', { file_path: file, old_string: 'foo', new_string: '$&-qux', replace_all: true });
    expect(all.isError).toBe(false);
    expect(await readFile(file, 'utf8')).toBe('$&-qux bar $&-qux baz $&-qux\n');
    expect(all.text).toContain('3 replacements');
  });

  it('refuses a missing string and a no-op edit', async () => {
    const file = join(sandbox.root, 'x.txt');
    await writeFile(file, 'hello\n');
    const context = makeContext(sandbox);
    await callTool(context, 'Read', { file_path: file });
    const missing = await callTool(context, 'Edit', { file_path: file, old_string: 'bye', new_string: 'ciao' });
    expect(missing.text).toContain('String to replace not found');
    const noop = await callTool(context, 'Edit', { file_path: file, old_string: 'hello', new_string: 'hello' });
    expect(noop.isError).toBe(true);
    expect(noop.text).toContain('No changes to make');
  });

  it('refuses a file changed on disk since it was read', async () => {
    const file = join(sandbox.root, 'c.txt');
    await writeFile(file, 'v1\n');
    const context = makeContext(sandbox);
    await callTool(context, 'Read', { file_path: file });
    await writeFile(file, 'v2 by someone else\n');
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    const result = await callTool(context, 'Edit', { file_path: file, old_string: 'v2', new_string: 'v3' });
    expect(result.isError).toBe(true);
    expect(result.text).toContain('modified on disk after you read it');
    expect(await readFile(file, 'utf8')).toBe('v2 by someone else\n');
  });

  it('keeps CRLF line endings when the model writes LF', async () => {
    const file = join(sandbox.root, 'win.txt');
    await writeFile(file, 'first\r\nsecond\r\nthird\r\n');
    const context = makeContext(sandbox);
    await callTool(context, 'Read', { file_path: file });
    const result = await callTool(context, 'Edit', { file_path: file, old_string: 'first\nsecond', new_string: 'first\nnew line\nsecond' });
    expect(result.isError).toBe(false);
    expect(await readFile(file, 'utf8')).toBe('first\r\nnew line\r\nsecond\r\nthird\r\n');
  });

  it('creates a new file from an empty old_string, and refuses paths outside the workspace', async () => {
    const context = makeContext(sandbox);
    const created = await callTool(context, 'Edit', { file_path: 'new/dir/f.txt', old_string: '', new_string: 'hi\n' });
    expect(created.isError).toBe(false);
    expect(await readFile(join(sandbox.root, 'new/dir/f.txt'), 'utf8')).toBe('hi\n');
    const outside = await callTool(context, 'Edit', { file_path: '../escape.txt', old_string: '', new_string: 'x' });
    expect(outside.isError).toBe(true);
    expect(outside.text).toContain('outside the workspace');
  });
});

describe('Write', () => {
  it('creates files and parent directories, and needs a Read before overwriting', async () => {
    const context = makeContext(sandbox);
    const file = join(sandbox.root, 'deep', 'er', 'w.txt');
    const created = await callTool(context, 'Write', { file_path: file, content: 'a\nb\n' });
    expect(created.isError).toBe(false);
    expect(created.text).toContain('Created');
    const other = join(sandbox.root, 'existing.txt');
    await writeFile(other, 'old\n');
    const refused = await callTool(context, 'Write', { file_path: other, content: 'new\n' });
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain('has not been read');
    await callTool(context, 'Read', { file_path: other });
    const overwritten = await callTool(context, 'Write', { file_path: other, content: 'new\n' });
    expect(overwritten.isError).toBe(false);
    expect(overwritten.text).toContain('-old\n+new');
    expect(await readFile(other, 'utf8')).toBe('new\n');
  });

  it('keeps CRLF when overwriting a CRLF file', async () => {
    const file = join(sandbox.root, 'crlf.txt');
    await writeFile(file, 'a\r\nb\r\n');
    const context = makeContext(sandbox);
    await callTool(context, 'Read', { file_path: file });
    await callTool(context, 'Write', { file_path: file, content: 'x\ny\nz\n' });
    expect(await readFile(file, 'utf8')).toBe('x\r\ny\r\nz\r\n');
  });

  it('writes through a symlink inside the workspace to its target, keeping the link', async () => {
    const target = join(sandbox.root, 'real.txt');
    const link = join(sandbox.root, 'alias.txt');
    await writeFile(target, 'v1\n');
    await symlink(target, link);
    const context = makeContext(sandbox);
    await callTool(context, 'Read', { file_path: link });
    const result = await callTool(context, 'Edit', { file_path: link, old_string: 'v1', new_string: 'v2' });
    expect(result.isError).toBe(false);
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(await readFile(target, 'utf8')).toBe('v2\n');
  });

  it('reports the absolute path to observers', async () => {
    const result = await callTool(makeContext(sandbox), 'Write', { file_path: 'rel.txt', content: '' });
    expect(result.outcome.observableInput?.file_path).toBe(join(sandbox.root, 'rel.txt'));
  });
});
