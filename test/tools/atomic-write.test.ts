import { spawn } from 'node:child_process';
import { readdir, readFile, stat, writeFile, chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { atomicTempPrefix, atomicWriteFile } from '../../src/tools/file-edit/atomic-write.js';
import { makeSandbox, type Sandbox } from './helpers.js';

const crashWriter = fileURLToPath(new URL('./fixtures/crash-writer.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await makeSandbox();
});
afterEach(async () => {
  await sandbox.cleanup();
});

/** Starts the writer, waits until it sits between write and rename, and SIGKILLs it there. */
function crashBetweenWriteAndRename(target: string, content: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', crashWriter, target, content], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^TEMP (.+)$/m.exec(out);
      if (match) child.kill('SIGKILL');
    });
    child.on('exit', (_code, signal) => {
      const match = /^TEMP (.+)$/m.exec(out);
      if (signal === 'SIGKILL' && match?.[1]) resolve(match[1]);
      else reject(new Error(`the writer did not stop where expected: ${signal ?? ''} ${out} ${err}`));
    });
  });
}

describe('atomicWriteFile', () => {
  it('leaves the old file intact when the writer is killed between write and rename', async () => {
    const target = join(sandbox.root, 'data.txt');
    await writeFile(target, 'old content\n');
    const newContent = 'new content\n'.repeat(10_000);
    const temp = await crashBetweenWriteAndRename(target, newContent);
    expect(await readFile(target, 'utf8')).toBe('old content\n');
    // The new content was fully written (and synced) to the temp file; only the rename was missing.
    expect(await readFile(temp, 'utf8')).toBe(newContent);
    expect(temp.startsWith(join(sandbox.root, atomicTempPrefix(target)))).toBe(true);
  });

  it('replaces the file, keeps its mode and leaves no temp file behind', async () => {
    const target = join(sandbox.root, 'script.sh');
    await writeFile(target, '#!/bin/sh\n');
    await chmod(target, 0o755);
    await atomicWriteFile(target, '#!/bin/sh\necho hi\n');
    expect(await readFile(target, 'utf8')).toBe('#!/bin/sh\necho hi\n');
    expect((await stat(target)).mode & 0o777).toBe(0o755);
    expect((await readdir(sandbox.root)).filter((name) => name.includes('tollgate-'))).toEqual([]);
  });

  it('removes its temp file when the write fails', async () => {
    const target = join(sandbox.root, 'x.txt');
    await expect(
      atomicWriteFile(target, 'data', {
        beforeRename: () => {
          throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    expect(await readdir(sandbox.root)).toEqual([]);
  });
});
