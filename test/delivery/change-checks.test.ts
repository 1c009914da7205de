import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/core/redact.js';
import { checkChange, type ChangeCheck } from '../../src/delivery/change-checks.js';
import { changeCheckSettings } from '../../src/delivery/check-settings.js';
import type { LandingFile } from '../../src/delivery/landing-file.js';
import { policySchema, type PolicyInput } from '../../src/policy/index.js';
import { findingText } from '../../src/report/check-finding.js';

const ROOT = '/work/repo';
const SECRET = 'deploy-token-9f8e7d6c5b4a';

/** Runs the checks as delivery does, with the settings built the one way they are built. */
function check(files: readonly LandingFile[], policy: PolicyInput = {}, secrets: string[] = [SECRET]): Promise<ChangeCheck> {
  const settings = changeCheckSettings({ policy: policySchema.parse(policy), root: ROOT, protectedFiles: [{ path: `${ROOT}/.github/tollgate.yml`, what: 'the Tollgate policy file' }] });
  return checkChange(files, settings, { readBase: async () => null, secrets: createRedactor(secrets) });
}

/** The refusals, as the one-line text the CLI and the apply job's warnings print. */
const refusals = (checked: ChangeCheck) => checked.findings.filter((f) => f.verdict === 'refuse').map(findingText);

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
    oldContent: async () => null,
  };
  return entry;
}

describe('what may land', () => {
  it('passes an ordinary change and reads each new content once', async () => {
    const files = [file('src/a.ts', 'export const a = 2;\n'), file('run.sh', '#!/bin/sh\n', { old: null, new: '100755' }), file('old.txt', null)];
    const checked = await check(files);
    expect(checked).toMatchObject({ ok: true, bytes: 30 });
    expect(files.map((f) => f.reads)).toEqual([1, 1, 0]);
  });

  it('refuses a file holding a known secret in any form the redactor knows, without naming the value', async () => {
    for (const content of [`TOKEN=${SECRET}\n`, Buffer.from(SECRET).toString('base64'), Buffer.from(SECRET).toString('hex'), `{"t":"${SECRET}"}`, `x-${encodeURIComponent(SECRET)}`]) {
      const checked = await check([file('src/a.ts', 'fine\n'), file('leak.txt', content, { old: null })]);
      expect(checked.ok, content).toBe(false);
      expect(refusals(checked)).toEqual(['leak.txt [run-secret] it holds a secret Tollgate knows; the whole landing is refused, and the value never reaches GitHub']);
      expect(JSON.stringify(checked.findings)).not.toContain(SECRET);
    }
  });

  it('refuses a secret in a path, and in a binary file even when binary files are allowed', async () => {
    const inPath = await check([file(`notes/${SECRET}.txt`, 'x\n', { old: null })]);
    expect(inPath).toEqual({ ok: false, findings: [{ rule: 'run-secret', path: null, line: null, why: 'a changed path holds a secret Tollgate knows (the path is not shown)', accept: null, verdict: 'refuse' }] });
    const binary = await check([file('blob.bin', Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from(SECRET)]), { old: null })], { changes: { allow_binary: true } });
    expect(binary.ok).toBe(false);
  });

  it('refuses more files than changes.max_files, still naming a secret among them, and reads nothing of far too many', async () => {
    const files = [...Array.from({ length: 3 }, (_, i) => file(`f${i}.txt`, 'x\n', { old: null })), file('leak.txt', SECRET, { old: null })];
    expect(refusals(await check(files, { changes: { max_files: 3 } }))).toEqual([
      '[max-files] 4 files changed; changes.max_files is 3',
      'leak.txt [run-secret] it holds a secret Tollgate knows; the whole landing is refused, and the value never reaches GitHub',
    ]);
    const many = Array.from({ length: 31 }, (_, i) => file(`f${i}.txt`, 'x\n', { old: null }));
    expect(refusals(await check(many, { changes: { max_files: 3 } }))).toEqual(['[max-files] 31 files changed; changes.max_files is 3']);
    expect(many.every((f) => f.reads === 0)).toBe(true);
  });

  it('refuses new content over changes.max_bytes, still naming a secret past it, and stops reading at ten times the limit', async () => {
    const files = [file('a.txt', 'x'.repeat(600), { old: null }), file('b.txt', 'y'.repeat(600), { old: null }), file('c.txt', SECRET, { old: null })];
    expect(refusals(await check(files, { changes: { max_bytes: 1000 } }))).toEqual([
      'c.txt [run-secret] it holds a secret Tollgate knows; the whole landing is refused, and the value never reaches GitHub',
      '[max-bytes] the new content is 1,225 bytes; changes.max_bytes is 1,000 bytes',
    ]);
    const far = [file('a.txt', 'x'.repeat(600), { old: null }), file('b.txt', 'y'.repeat(9_600), { old: null }), file('c.txt', 'z', { old: null })];
    expect(refusals(await check(far, { changes: { max_bytes: 1000 } }))).toEqual(['[max-bytes] the new content is 10,200 bytes (the files from b.txt on were not read); changes.max_bytes is 1,000 bytes']);
    expect(far.map((f) => f.reads)).toEqual([1, 0, 0]);
  });

  it('refuses binary files unless changes.allow_binary', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]);
    expect(refusals(await check([file('logo.png', png, { old: null })]))).toEqual(['logo.png [binary] a binary file; set `changes.allow_binary: true` to land binary files']);
    expect((await check([file('latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9]), { old: null })])).ok).toBe(false);
    expect((await check([file('logo.png', png, { old: null })], { changes: { allow_binary: true } })).ok).toBe(true);
  });

  it('refuses protected paths as the gate does, lifted only by an allow rule that names the path', async () => {
    const workflow = file('.github/workflows/ci.yml', 'on: push\n');
    const refused = await check([workflow, file('.github/tollgate.yml', 'permissions: {}\n'), file('pkg/.npmrc', 'x=1\n', { old: null }), file('.gitmodules', null)]);
    expect(refusals(refused)).toEqual([
      '.github/workflows/ci.yml [protected-path] it is a protected path (GitHub Actions workflows); an allow rule naming it lifts this: `Edit(.github/workflows/ci.yml)`',
      '.github/tollgate.yml [protected-path] it is a protected path (the Tollgate policy file); an allow rule naming it lifts this: `Edit(.github/tollgate.yml)`',
      'pkg/.npmrc [protected-path] it is a protected path (npm settings); an allow rule naming it lifts this: `Edit(pkg/.npmrc)`',
      '.gitmodules [protected-path] it is a protected path (git submodule settings); an allow rule naming it lifts this: `Edit(.gitmodules)`',
    ]);
    // A broad rule does not lift it; one naming the workflows folder does.
    expect((await check([workflow], { permissions: { allow: ['Edit(**)', 'Edit(.github/**)'] } })).ok).toBe(false);
    expect((await check([workflow], { permissions: { allow: ['Edit(.github/workflows/**)'] } })).ok).toBe(true);
    expect((await check([workflow], { permissions: { allow: ['Write(/.github/workflows/ci.yml)'] } })).ok).toBe(true);
  });

  it('refuses the paths that configure what runs later: composite actions, CODEOWNERS, other CI systems, hook managers, dev containers', async () => {
    const paths = [
      '.github/actions/setup/action.yml',
      'CODEOWNERS',
      '.github/CODEOWNERS',
      'docs/CODEOWNERS',
      '.gitlab-ci.yml',
      '.circleci/config.yml',
      'Jenkinsfile',
      'azure-pipelines.yml',
      '.travis.yml',
      'bitbucket-pipelines.yml',
      '.buildkite/pipeline.yml',
      '.husky/pre-commit',
      '.pre-commit-config.yaml',
      'lefthook.yml',
      '.lefthook.yml',
      '.devcontainer/devcontainer.json',
      '.devcontainer.json',
    ];
    const checked = await check(paths.map((path) => file(path, 'x\n', { old: null })));
    expect(checked.findings.map((f) => [f.path, f.rule])).toEqual(paths.map((path) => [path, 'protected-path']));
    expect(checked.findings.find((f) => f.path === 'Jenkinsfile')?.why).toBe("it is a protected path (another CI system's configuration)");
    expect((await check([file('.husky/pre-commit', 'x\n', { old: null })], { permissions: { allow: ['Edit(.husky/**)'] } })).ok).toBe(true);
  });

  it('refuses a path a deny rule covers for writing', async () => {
    const checked = await check([file('secrets/key.pem', 'x\n', { old: null })], { permissions: { deny: ['Read(secrets/**)'] } });
    expect(refusals(checked)).toEqual(['secrets/key.pem [denied-path] the policy denies writing it (rule Read(secrets/**))']);
  });

  it('refuses symlinks, submodules, paths outside the workspace and inside .git', async () => {
    const checked = await check(
      [
        file('link', 'target', { old: null, new: '120000' }),
        file('vendor/lib', 'sha', { old: '160000', new: '160000' }),
        file('../escape.txt', 'x', { old: null }),
        file('/etc/passwd', 'x', { old: null }),
        file('sub/.GIT/hooks/pre-commit', 'x', { old: null }),
        file('a/./b.txt', 'x', { old: null }),
      ],
    );
    expect(refusals(checked)).toEqual([
      'link [file-mode] a symbolic link: Tollgate never lands symlinks (a link can point outside the repository)',
      'vendor/lib [file-mode] a submodule: Tollgate never lands submodule changes',
      '../escape.txt [path] it leaves the workspace (`..`)',
      '/etc/passwd [path] an absolute path, outside the workspace',
      "sub/.GIT/hooks/pre-commit [path] inside a .git folder (git's internals)",
      'a/./b.txt [path] not a normalised path',
    ]);
  });
});
