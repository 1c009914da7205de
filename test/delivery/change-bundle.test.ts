import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleFiles, ChangeBundleError, readChangeBundle, writeChangeBundle } from '../../src/delivery/change-bundle.js';
import type { CheckedFile } from '../../src/delivery/change-checks.js';
import { makeTempDir } from '../support/core-fixtures.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = makeTempDir('tollgate-bundle-')));
afterEach(() => cleanup());

const BASE = 'a'.repeat(40);

function checked(path: string, status: 'added' | 'modified' | 'deleted', content: Buffer | null, newMode: string | null = '100644'): CheckedFile {
  return { file: { path, status, oldMode: status === 'added' ? null : '100644', newMode, size: async () => content?.length ?? null, content: async () => content, oldContent: async () => null }, content };
}

describe('the change bundle', () => {
  it('carries every path, mode, new content (binary too) or deletion, and the base commit, and reads back the same', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    const name = await writeChangeBundle(dir, {
      baseCommit: BASE,
      request: 'fix it',
      summary: 'Fixed.',
      files: [checked('src/a.ts', 'modified', Buffer.from('x\n')), checked('run.sh', 'added', Buffer.from('#!/bin/sh\n'), '100755'), checked('logo.png', 'added', png), checked('old.txt', 'deleted', null, null)],
    });
    const bundle = await readChangeBundle(join(dir, name));
    expect(bundle).toMatchObject({ format: 'tollgate-change-bundle', version: 1, base_commit: BASE, request: 'fix it', summary: 'Fixed.' });
    const files = bundleFiles(bundle, async () => null);
    expect(files.map((f) => [f.path, f.status, f.oldMode, f.newMode])).toEqual([
      ['src/a.ts', 'modified', '100644', '100644'],
      ['run.sh', 'added', null, '100755'],
      ['logo.png', 'added', null, '100644'],
      ['old.txt', 'deleted', '100644', null],
    ]);
    expect(await files[2]!.content()).toEqual(png);
    expect(await files[3]!.content()).toBeNull();
  });

  it('refuses what is not a bundle, naming the key', async () => {
    const write = (value: unknown) => {
      const path = join(dir, 'b.json');
      writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
      return path;
    };
    const good = { format: 'tollgate-change-bundle', version: 1, base_commit: BASE, request: '', summary: '', files: [{ path: 'a', status: 'added', old_mode: null, mode: '100644', content_base64: 'eA==' }] };
    await expect(readChangeBundle(write('{nope'))).rejects.toThrow(/is not JSON/);
    await expect(readChangeBundle(write({ ...good, base_commit: 'HEAD' }))).rejects.toThrow(/base_commit: expected a full commit id/);
    await expect(readChangeBundle(write({ ...good, files: [{ ...good.files[0], status: 'deleted' }] }))).rejects.toThrow(/files\[0\]: a deleted file has no mode and no content/);
    await expect(readChangeBundle(write({ ...good, extra: 1 }))).rejects.toThrow(ChangeBundleError);
    await expect(readChangeBundle(join(dir, 'missing.json'))).rejects.toThrow(/Could not read the change bundle/);
    await expect(readChangeBundle(write(good))).resolves.toMatchObject({ base_commit: BASE });
  });
});
