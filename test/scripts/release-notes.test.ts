/**
 * The release's checks (scripts/release-notes.mjs, run by .github/workflows/release.yml): a tag is
 * released only when it is package.json's version and CHANGELOG.md has notes for it; and the
 * version the CLI prints is package.json's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { releaseNotes } from '../../scripts/release-notes.mjs';
import { runCli } from '../support/run-cli.js';

const pkg = (version: string) => JSON.stringify({ name: 'tollgate', version });
const CHANGELOG = '# Changelog\n\n## Unreleased\n\n- next\n\n## 1.2.0 — 2026-12-01\n\n- Landing on the PR head.\n- Defaults in one table.\n\n## 1.1.0\n\n- older\n';

describe('release notes', () => {
  it("prints the tag's own section, and nothing of the next or the previous", () => {
    expect(releaseNotes('v1.2.0', pkg('1.2.0'), CHANGELOG)).toBe('- Landing on the PR head.\n- Defaults in one table.');
  });

  it('refuses a tag that is not a version, not package.json’s version, or has no notes', () => {
    expect(String(releaseNotes('v1', pkg('1.2.0'), CHANGELOG))).toBe("Error: The tag 'v1' is not a version tag such as v1.2.3.");
    expect(String(releaseNotes('v1.3.0', pkg('1.2.0'), CHANGELOG))).toBe('Error: The tag v1.3.0 is not package.json\'s version (1.2.0): set "version": "1.3.0" and tag that commit.');
    expect(String(releaseNotes('v1.3.0', pkg('1.3.0'), CHANGELOG))).toBe('Error: CHANGELOG.md has no section for 1.3.0: move what is under "## Unreleased" under "## 1.3.0".');
    expect(String(releaseNotes('v1.2.0', pkg('1.2.0'), '## 1.2.0\n\n## 1.1.0\n- x\n'))).toBe("Error: CHANGELOG.md's section for 1.2.0 is empty.");
  });

  it('the repository has a CHANGELOG with an Unreleased section, and tollgate --version is package.json’s version', async () => {
    expect(readFileSync('CHANGELOG.md', 'utf8')).toMatch(/^## Unreleased\n\n\S/m);
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    const run = await runCli(['--version'], { cwd: process.cwd() });
    expect(run.stdout).toBe(`tollgate ${version}\n`);
  });
});
