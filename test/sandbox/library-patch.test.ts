import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const library = dirname(require.resolve('@anthropic-ai/sandbox-runtime/package.json'));

describe('the sandbox library as installed (scripts/patch-sandbox-runtime.mjs, run by npm install)', () => {
  it('polls for its socat bridge every 5 ms instead of sleeping 100 ms', () => {
    const source = readFileSync(join(library, 'dist/sandbox/linux-sandbox-utils.js'), 'utf8');
    expect(source).toContain('setTimeout(resolve, 5)');
    expect(source).not.toContain('setTimeout(resolve, i * 100)');
  });

  it('answers for an absolute path without running `which`, as `which` would', async () => {
    const { whichSync } = (await import(join(library, 'dist/utils/which.js'))) as { whichSync: (bin: string) => string | null };
    expect(whichSync('/bin/sh')).toBe('/bin/sh');
    const plain = join(mkdtempSync(join(tmpdir(), 'which-')), 'plain');
    writeFileSync(plain, 'x', { mode: 0o644 });
    expect(whichSync(plain)).toBeNull(); // not executable
    expect(whichSync('/usr/bin')).toBeNull(); // a folder
    expect(whichSync('/no/such/program')).toBeNull();
    expect(whichSync('sh')).toMatch(/\/sh$/); // a bare name is still looked up in PATH
  });
});
