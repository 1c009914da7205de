import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gitObjectReader } from '../../src/app/git-object-reader.js';
import { makeTempDir } from '../support/core-fixtures.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = makeTempDir('tollgate-object-reader-')));
afterEach(() => cleanup());

const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: dir, encoding: 'utf8' }).trim();

describe('objects read from one cat-file process', () => {
  it('answers many requests in order, with sizes, contents (binary and large ones too), and null for what is not there', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 0x61);
    writeFileSync(join(dir, 'a.txt'), 'one\n');
    writeFileSync(join(dir, 'big.bin'), Buffer.concat([Buffer.from([0, 10, 13, 10]), big]));
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'x');
    const reader = gitObjectReader(dir, { PATH: process.env['PATH'] ?? '', HOME: dir });
    try {
      const [a, bin, missing, folder, check] = await Promise.all([reader.read('HEAD:a.txt'), reader.read('HEAD:big.bin'), reader.read('HEAD:nope.txt'), reader.check('HEAD:'), reader.check('HEAD:a.txt')]);
      expect(a?.content.toString()).toBe('one\n');
      expect(bin?.size).toBe(big.length + 4);
      expect(bin?.content.subarray(4).equals(big)).toBe(true);
      expect(missing).toBeNull();
      expect(folder?.type).toBe('tree');
      expect(check).toEqual({ id: a?.id, type: 'blob', size: 4 });
      const many = await Promise.all(Array.from({ length: 200 }, (_, i) => reader.read(i % 2 ? 'HEAD:a.txt' : 'HEAD:nope')));
      expect(many.map((o) => o?.content.toString() ?? null)).toEqual(Array.from({ length: 200 }, (_, i) => (i % 2 ? 'one\n' : null)));
      await expect(reader.read('HEAD:a\nb')).rejects.toThrow(/line break/);
    } finally {
      reader.close();
    }
  });

  it('fails every request clearly outside a repository', async () => {
    const reader = gitObjectReader(dir, { PATH: process.env['PATH'] ?? '', HOME: dir, GIT_CEILING_DIRECTORIES: dir });
    await expect(reader.read('HEAD:a.txt')).rejects.toThrow(/git cat-file stopped/);
    reader.close();
  });
});
