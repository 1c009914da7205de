/**
 * `tollgate apply BUNDLE --dry-run` through the built CLI: what the apply job would land from a
 * change bundle, checked with the local policy, and never a write.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../support/core-fixtures.js';
import { runCli } from '../support/run-cli.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = makeTempDir('tollgate-apply-cli-')));
afterEach(() => cleanup());

const BASE = '3f'.repeat(20);
const b64 = (text: string) => Buffer.from(text).toString('base64');

function bundle(files: object[]): string {
  const path = join(dir, 'change-bundle.json');
  writeFileSync(path, JSON.stringify({ format: 'tollgate-change-bundle', version: 1, base_commit: BASE, request: 'fix the parser', summary: 'Fixed.', files }));
  return path;
}

const EDITS = [
  { path: 'src/a.ts', status: 'modified', old_mode: '100644', mode: '100644', content_base64: b64('export const a = 2;\n') },
  { path: 'scripts/run.sh', status: 'added', old_mode: null, mode: '100755', content_base64: b64('#!/bin/sh\n') },
  { path: 'old.txt', status: 'deleted', old_mode: '100644', mode: null, content_base64: null },
];

describe('tollgate apply --dry-run', () => {
  it('shows each file, the checks with the local policy and the API that would carry it, and exits 0', async () => {
    const run = await runCli(['apply', bundle(EDITS), '--dry-run'], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`: 3 files on ${BASE.slice(0, 7)}, 30 bytes of new content`);
    expect(run.stdout).toContain('  commit subject: Fix the parser\n  M src/a.ts (100644, 20 bytes)\n  A scripts/run.sh (100755, 10 bytes)\n  D old.txt\n');
    expect(run.stdout).toContain('  would land, through the Git Data API (a file mode matters)');
    expect(run.stdout).toContain('Dry run: nothing was written.');
  });

  it('says 1 byte, not 1 bytes', async () => {
    const run = await runCli(['apply', bundle([{ path: 'x.txt', status: 'added', old_mode: null, mode: '100644', content_base64: b64('x') }]), '--dry-run'], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`: 1 file on ${BASE.slice(0, 7)}, 1 byte of new content\n`);
    expect(run.stdout).toContain('  A x.txt (100644, 1 byte)\n');
    expect(run.stdout).not.toMatch(/\b1 bytes\b/);
  });

  it('lists every reason a bundle would be refused and exits 1; --json says the same', async () => {
    mkdirSync(join(dir, '.github'));
    writeFileSync(join(dir, '.github', 'tollgate.yml'), 'changes:\n  max_files: 2\n');
    const path = bundle([...EDITS, { path: '.github/workflows/ci.yml', status: 'added', old_mode: null, mode: '100644', content_base64: b64('on: push\n') }]);
    const run = await runCli(['apply', path, '--dry-run'], { cwd: dir, env: { GH_TOKEN: 'ghp_notReallyAToken' } });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('  refused:\n  - [max-files] 4 files changed; changes.max_files is 2\n  - .github/workflows/ci.yml [protected-path] it is a protected path (GitHub Actions workflows)');
    const json = await runCli(['apply', path, '--dry-run', '--json'], { cwd: dir });
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ base_commit: BASE, would_land: false, api: null, reasons: [expect.stringContaining('max_files'), expect.stringContaining('.github/workflows/ci.yml')] });
  });

  it("shows the landing guard's findings, judging what the bundle adds against the base commit in this repository", async () => {
    const git = (args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir }).toString().trim();
    git(['init', '-q']);
    writeFileSync(join(dir, 'package.json'), '{ "scripts": { "postinstall": "node setup.js" } }\n');
    git(['add', '.']);
    git(['commit', '-qm', 'base']);
    const base = git(['rev-parse', 'HEAD']);
    const path = join(dir, 'guarded-bundle.json');
    const files = [
      // The postinstall script was there already: adding a test script is ordinary.
      { path: 'package.json', status: 'modified', old_mode: '100644', mode: '100644', content_base64: b64('{ "scripts": { "postinstall": "node setup.js", "test": "vitest" } }\n') },
      { path: 'src/auth.js', status: 'added', old_mode: null, mode: '100644', content_base64: b64('// ok\n/* \u202E } if (admin) { */\n') },
    ];
    writeFileSync(path, JSON.stringify({ format: 'tollgate-change-bundle', version: 1, base_commit: base, request: 'add a test script', summary: 'Done.', files }));
    const run = await runCli(['apply', path, '--dry-run'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '  refused:\n  - src/auth.js:2 [bidi-control] U+202E RIGHT-TO-LEFT OVERRIDE: the line displays in another order than the one the program reads (Trojan Source, CVE-2021-42574); `changes.guard_allow: [bidi-control]` (the rule) or `["src/auth.js"]` (the file) accepts it\n',
    );
    expect(run.stdout).not.toContain('lifecycle-script');
    mkdirSync(join(dir, '.github'));
    writeFileSync(join(dir, '.github', 'tollgate.yml'), 'changes:\n  guard: warn\n');
    const warned = await runCli(['apply', path, '--dry-run', '--json'], { cwd: dir });
    expect(warned.code).toBe(0);
    expect(JSON.parse(warned.stdout)).toMatchObject({ would_land: true, reasons: [], findings: [{ rule: 'bidi-control', path: 'src/auth.js', line: 2, verdict: 'warn' }], base_note: null });
    // Without the base commit in the repository, every line counts as added, and the output says so.
    const other = makeTempDir('tollgate-apply-other-');
    const elsewhere = await runCli(['apply', path, '--dry-run'], { cwd: other.dir });
    other.cleanup();
    expect(elsewhere.stdout).toContain(`note: the base commit ${base.slice(0, 7)} is not in this repository, so every line of the bundle counts as added`);
    expect(elsewhere.stdout).toContain('package.json:1 [lifecycle-script] the `postinstall` script was added');
  });

  it('refuses a secret from the environment it runs in', async () => {
    const run = await runCli(['apply', bundle([{ path: 'leak.txt', status: 'added', old_mode: null, mode: '100644', content_base64: b64('token=ghp_notReallyAToken\n') }]), '--dry-run'], {
      cwd: dir,
      env: { GH_TOKEN: 'ghp_notReallyAToken' },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('leak.txt [run-secret] it holds a secret Tollgate knows');
    expect(run.stdout).not.toContain('ghp_notReallyAToken');
  });

  it('never lands without --dry-run, and names a bad bundle', async () => {
    const path = bundle(EDITS);
    const wet = await runCli(['apply', path], { cwd: dir });
    expect(wet.code).toBe(2);
    expect(wet.stderr).toContain('apply lands nothing from the command line: the action does that (mode: apply). Pass --dry-run to see what would land.');
    writeFileSync(path, '{"format":"tollgate-change-bundle","version":1}');
    const bad = await runCli(['apply', path, '--dry-run'], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/is not a Tollgate change bundle: base_commit: /);
    const help = await runCli(['apply', '--help'], { cwd: dir });
    expect(help.stdout).toContain('Usage: tollgate apply BUNDLE --dry-run');
  });
});
