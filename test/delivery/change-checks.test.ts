import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/core/redact.js';
import { checkChange, type ChangeCheckSettings } from '../../src/delivery/change-checks.js';
import type { LandingFile } from '../../src/delivery/landing-file.js';
import { createChangeCheck } from '../../src/permissions/index.js';
import { policySchema, type PolicyInput } from '../../src/policy/index.js';

const ROOT = '/work/repo';
const SECRET = 'deploy-token-9f8e7d6c5b4a';

function settings(policy: PolicyInput = {}, secrets: string[] = [SECRET]): ChangeCheckSettings {
  const parsed = policySchema.parse(policy);
  return {
    limits: parsed.changes,
    checkWrite: createChangeCheck({ policy: parsed, allowBypass: false, policyRoot: ROOT, protectedFiles: [{ path: `${ROOT}/.github/tollgate.yml`, what: 'the Tollgate policy file' }] }),
    root: ROOT,
    secrets: createRedactor(secrets),
  };
}

function file(path: string, content: string | Buffer | null, modes: { old?: string | null; new?: string | null } = {}): LandingFile & { reads: number } {
  const bytes = content === null ? null : Buffer.from(content);
  const entry = {
    path,
    status: content === null ? ('deleted' as const) : modes.old === undefined ? ('modified' as const) : modes.old === null ? ('added' as const) : ('modified' as const),
    oldMode: modes.old === undefined ? '100644' : modes.old,
    newMode: content === null ? null : (modes.new ?? '100644'),
    reads: 0,
    size: async () => bytes?.length ?? null,
    content: async () => {
      entry.reads += 1;
      return bytes;
    },
  };
  return entry;
}

describe('what may land', () => {
  it('passes an ordinary change and reads each new content once', async () => {
    const files = [file('src/a.ts', 'export const a = 2;\n'), file('run.sh', '#!/bin/sh\n', { old: null, new: '100755' }), file('old.txt', null)];
    const checked = await checkChange(files, settings());
    expect(checked).toMatchObject({ ok: true, bytes: 30 });
    expect(files.map((f) => f.reads)).toEqual([1, 1, 0]);
  });

  it('refuses a file holding a known secret in any form the redactor knows, without naming the value', async () => {
    for (const content of [`TOKEN=${SECRET}\n`, Buffer.from(SECRET).toString('base64'), Buffer.from(SECRET).toString('hex'), `{"t":"${SECRET}"}`, `x-${encodeURIComponent(SECRET)}`]) {
      const checked = await checkChange([file('src/a.ts', 'fine\n'), file('leak.txt', content, { old: null })], settings());
      expect(checked.ok, content).toBe(false);
      const reasons = checked.ok ? [] : checked.reasons;
      expect(reasons).toEqual(['leak.txt: it holds a secret Tollgate knows; the whole landing is refused, and the value never reaches GitHub']);
      expect(JSON.stringify(reasons)).not.toContain(SECRET);
    }
  });

  it('refuses a secret in a path, and in a binary file even when binary files are allowed', async () => {
    const inPath = await checkChange([file(`notes/${SECRET}.txt`, 'x\n', { old: null })], settings());
    expect(inPath).toEqual({ ok: false, reasons: ['a changed path holds a secret Tollgate knows (the path is not shown)'] });
    const binary = await checkChange([file('blob.bin', Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from(SECRET)]), { old: null })], settings({ changes: { allow_binary: true } }));
    expect(binary.ok).toBe(false);
  });

  it('refuses more files than changes.max_files, still naming a secret among them, and reads nothing of far too many', async () => {
    const files = [...Array.from({ length: 3 }, (_, i) => file(`f${i}.txt`, 'x\n', { old: null })), file('leak.txt', SECRET, { old: null })];
    expect(await checkChange(files, settings({ changes: { max_files: 3 } }))).toEqual({
      ok: false,
      reasons: ['4 files changed; changes.max_files is 3', 'leak.txt: it holds a secret Tollgate knows; the whole landing is refused, and the value never reaches GitHub'],
    });
    const many = Array.from({ length: 31 }, (_, i) => file(`f${i}.txt`, 'x\n', { old: null }));
    expect(await checkChange(many, settings({ changes: { max_files: 3 } }))).toEqual({ ok: false, reasons: ['31 files changed; changes.max_files is 3'] });
    expect(many.every((f) => f.reads === 0)).toBe(true);
  });

  it('refuses new content over changes.max_bytes and stops reading there', async () => {
    const files = [file('a.txt', 'x'.repeat(600), { old: null }), file('b.txt', 'y'.repeat(600), { old: null }), file('c.txt', 'z', { old: null })];
    const checked = await checkChange(files, settings({ changes: { max_bytes: 1000 } }));
    expect(checked).toEqual({ ok: false, reasons: ['the new content is over 1,000 bytes (changes.max_bytes); the files up to b.txt hold 1,200 bytes'] });
    expect(files.map((f) => f.reads)).toEqual([1, 0, 0]);
  });

  it('refuses binary files unless changes.allow_binary', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]);
    expect(await checkChange([file('logo.png', png, { old: null })], settings())).toEqual({ ok: false, reasons: ['logo.png: a binary file; set changes.allow_binary: true to land binary files'] });
    expect((await checkChange([file('latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9]), { old: null })], settings())).ok).toBe(false);
    expect((await checkChange([file('logo.png', png, { old: null })], settings({ changes: { allow_binary: true } }))).ok).toBe(true);
  });

  it('refuses protected paths as the gate does, lifted only by an allow rule that names the path', async () => {
    const workflow = file('.github/workflows/ci.yml', 'on: push\n');
    const refused = await checkChange([workflow, file('.github/tollgate.yml', 'permissions: {}\n'), file('pkg/.npmrc', 'x=1\n', { old: null }), file('.gitmodules', null)], settings());
    expect(refused.ok ? [] : refused.reasons).toEqual([
      '.github/workflows/ci.yml: it is a protected path (GitHub Actions workflows); an allow rule naming it lifts this: `Edit(.github/workflows/ci.yml)`',
      '.github/tollgate.yml: it is a protected path (the Tollgate policy file); an allow rule naming it lifts this: `Edit(.github/tollgate.yml)`',
      'pkg/.npmrc: it is a protected path (npm settings); an allow rule naming it lifts this: `Edit(pkg/.npmrc)`',
      '.gitmodules: it is a protected path (git submodule settings); an allow rule naming it lifts this: `Edit(.gitmodules)`',
    ]);
    // A broad rule does not lift it; one naming the workflows folder does.
    expect((await checkChange([workflow], settings({ permissions: { allow: ['Edit(**)', 'Edit(.github/**)'] } }))).ok).toBe(false);
    expect((await checkChange([workflow], settings({ permissions: { allow: ['Edit(.github/workflows/**)'] } }))).ok).toBe(true);
    expect((await checkChange([workflow], settings({ permissions: { allow: ['Write(/.github/workflows/ci.yml)'] } }))).ok).toBe(true);
  });

  it('refuses a path a deny rule covers for writing', async () => {
    const checked = await checkChange([file('secrets/key.pem', 'x\n', { old: null })], settings({ permissions: { deny: ['Read(secrets/**)'] } }));
    expect(checked).toEqual({ ok: false, reasons: ['secrets/key.pem: the policy denies writing it (rule Read(secrets/**))'] });
  });

  it('refuses symlinks, submodules, paths outside the workspace and inside .git', async () => {
    const checked = await checkChange(
      [
        file('link', 'target', { old: null, new: '120000' }),
        file('vendor/lib', 'sha', { old: '160000', new: '160000' }),
        file('../escape.txt', 'x', { old: null }),
        file('/etc/passwd', 'x', { old: null }),
        file('sub/.GIT/hooks/pre-commit', 'x', { old: null }),
        file('a/./b.txt', 'x', { old: null }),
      ],
      settings(),
    );
    expect(checked.ok ? [] : checked.reasons).toEqual([
      'link: a symbolic link: Tollgate never lands symlinks (a link can point outside the repository)',
      'vendor/lib: a submodule: Tollgate never lands submodule changes',
      '../escape.txt: it leaves the workspace (`..`)',
      '/etc/passwd: an absolute path, outside the workspace',
      "sub/.GIT/hooks/pre-commit: inside a .git folder (git's internals)",
      'a/./b.txt: not a normalised path',
    ]);
  });
});
