import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/core/redact.js';
import { redactFileInPlace } from '../../src/core/redact-file.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempFile(content: string | Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'tollgate-redact-'));
  dirs.push(dir);
  const path = join(dir, 'out.log');
  writeFileSync(path, content);
  return path;
}

describe('redactFileInPlace', () => {
  it('finds secrets across every read-chunk boundary of a large file', async () => {
    const secret = 'sk-ant-StreamedSecretValue-0123456789';
    // Read streams deliver 64 KiB chunks: place a secret across each of the first boundaries and at the end.
    const filler = 'x'.repeat(65_536 - 10);
    const content = `${filler}${secret}${filler}${secret}${'y'.repeat(1_000_000)}${secret}`;
    const path = tempFile(content);
    expect(await redactFileInPlace(path, createRedactor([secret]))).toBe(true);
    const out = readFileSync(path, 'utf8');
    expect(out).not.toContain(secret);
    expect(out.match(/\*\*\*/g)?.length).toBe(3);
    expect(out.length).toBe(content.length - 3 * (secret.length - 3));
  });

  it('keeps multi-byte characters that straddle a chunk boundary intact', async () => {
    const secret = 'token-Ünïcødé-value';
    const content = `${'é'.repeat(40_000)}${secret}${'ß'.repeat(40_000)}`;
    const path = tempFile(content);
    await redactFileInPlace(path, createRedactor([secret]));
    expect(readFileSync(path, 'utf8')).toBe(`${'é'.repeat(40_000)}***${'ß'.repeat(40_000)}`);
  });

  it('leaves a file without secrets untouched (not rewritten)', async () => {
    const path = tempFile('nothing to see here\n'.repeat(10_000));
    const before = statSync(path);
    expect(await redactFileInPlace(path, createRedactor(['a-secret-value']))).toBe(false);
    expect(statSync(path).ino).toBe(before.ino);
  });
});
