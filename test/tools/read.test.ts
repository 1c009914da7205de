import { mkdir, stat, symlink, writeFile } from 'node:fs/promises';
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

describe('Read', () => {
  it('numbers lines like cat -n and records the read with its mtime', async () => {
    const file = join(sandbox.root, 'a.txt');
    await writeFile(file, 'alpha\r\nbeta\ngamma');
    const context = makeContext(sandbox);
    const result = await callTool(context, 'Read', { file_path: 'a.txt' });
    expect(result.isError).toBe(false);
    expect(result.text).toBe('     1\talpha\n     2\tbeta\n     3\tgamma');
    const record = context.readFileState.get(file);
    expect(record?.mtimeMs).toBe((await stat(file)).mtimeMs);
    expect(result.outcome.observableInput?.file_path).toBe(file);
  });

  it('reads a window with offset and limit and says how to go on', async () => {
    await writeFile(join(sandbox.root, 'n.txt'), Array.from({ length: 10 }, (_, i) => `line ${i + 1}`).join('\n'));
    const result = await callTool(makeContext(sandbox), 'Read', { file_path: 'n.txt', offset: 4, limit: 2 });
    expect(result.text).toContain('     4\tline 4\n     5\tline 5');
    expect(result.text).not.toContain('line 6');
    expect(result.text).toContain('offset=6');
  });

  it("shows no more than one result's share of the window, and says where to read on", async () => {
    await writeFile(join(sandbox.root, 'wide.log'), Array.from({ length: 300 }, (_, i) => `${i + 1} ${'w'.repeat(1_000)}`).join('\n'));
    const context = makeContext(sandbox, { limits: { fileReadMaxChars: 50_000 } });
    const first = await callTool(context, 'Read', { file_path: 'wide.log' });
    expect(first.isError).toBe(false);
    expect(first.text.length).toBeLessThanOrEqual(50_400);
    const shown = /Showed lines 1-(\d+) of 300: more would not fit one result's share of the context window\. Read on with offset=(\d+)/.exec(first.text);
    expect(shown).not.toBeNull();
    expect(Number(shown![2])).toBe(Number(shown![1]) + 1);
    // Reading on from there gives the next lines, also within the share.
    const next = await callTool(context, 'Read', { file_path: 'wide.log', offset: Number(shown![2]) });
    expect(next.text.startsWith(`${String(shown![2]).padStart(6, ' ')}\t${shown![2]} w`)).toBe(true);
    expect(next.text.length).toBeLessThanOrEqual(50_400);
  });

  it('applies the default line limit from the context', async () => {
    await writeFile(join(sandbox.root, 'long.txt'), Array.from({ length: 50 }, (_, i) => `l${i + 1}`).join('\n'));
    const result = await callTool(makeContext(sandbox, { limits: { fileReadMaxLines: 10 } }), 'Read', { file_path: 'long.txt' });
    expect(result.text).toContain('    10\tl10');
    expect(result.text).not.toContain('l11\n');
    expect(result.text).toContain('Showed lines 1-10 of 50');
  });

  it('cuts very long lines with a marker', async () => {
    await writeFile(join(sandbox.root, 'wide.txt'), 'x'.repeat(5_000));
    const result = await callTool(makeContext(sandbox), 'Read', { file_path: 'wide.txt' });
    expect(result.text).toContain('[line truncated: 3000 more characters]');
  });

  it('refuses binary files and files over the byte limit with advice', async () => {
    await writeFile(join(sandbox.root, 'bin.dat'), Buffer.from([1, 2, 0, 3]));
    await writeFile(join(sandbox.root, 'big.txt'), 'y\n'.repeat(1_000));
    const context = makeContext(sandbox, { limits: { fileReadMaxBytes: 100 } });
    const binary = await callTool(context, 'Read', { file_path: 'bin.dat' });
    expect(binary.isError).toBe(true);
    expect(binary.text).toContain('binary');
    const big = await callTool(context, 'Read', { file_path: 'big.txt' });
    expect(big.isError).toBe(true);
    expect(big.text).toMatch(/offset and limit, or search it with Grep/);
    const part = await callTool(context, 'Read', { file_path: 'big.txt', offset: 1, limit: 3 });
    expect(part.isError).toBe(false);
    expect(part.text).toContain('     3\ty');
  });

  it('refuses paths outside the workspace but reads persisted results in the output dir', async () => {
    const context = makeContext(sandbox);
    const outside = await callTool(context, 'Read', { file_path: '/etc/hostname' });
    expect(outside.isError).toBe(true);
    expect(outside.text).toContain('outside the workspace');
    const persisted = join(sandbox.outputDir, 'tool-results', 'x.txt');
    await mkdir(join(sandbox.outputDir, 'tool-results'));
    await writeFile(persisted, 'saved output\n');
    const inside = await callTool(context, 'Read', { file_path: persisted });
    expect(inside.text).toBe('     1\tsaved output');
  });

  it('refuses a symlink that leads outside the workspace', async () => {
    await writeFile(join(sandbox.outputDir, '..', 'outside.txt'), 'secret\n');
    await symlink(join(sandbox.outputDir, '..', 'outside.txt'), join(sandbox.root, 'link.txt'));
    const result = await callTool(makeContext(sandbox), 'Read', { file_path: 'link.txt' });
    expect(result.isError).toBe(true);
    expect(result.text).toContain('outside the workspace');
    expect(result.text).not.toContain('secret');
  });

  it('says a missing file is missing and a directory is a directory', async () => {
    const context = makeContext(sandbox);
    expect((await callTool(context, 'Read', { file_path: 'nope.txt' })).text).toContain('File does not exist');
    await mkdir(join(sandbox.root, 'dir'));
    expect((await callTool(context, 'Read', { file_path: 'dir' })).text).toContain('is a directory');
  });
});
