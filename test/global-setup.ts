/**
 * The end-to-end tests run the built `dist/`. Before any test runs, rebuild it when it was not built
 * from the sources as they are now, so `npm test` after an edit of `src/` never tests stale code;
 * unless the run is of named test files none of which runs `dist/` (a unit test after an edit).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SOURCE_HASH_FILE, sourceHash } from '../scripts/source-hash.mjs';
import type { TestProject } from 'vitest/node';
import { ensureBubblewrapWorks, ensureTestPackages } from '../scripts/test-packages.mjs';
import { usesDist } from './support/uses-dist.js';

const root = resolve(import.meta.dirname, '..');

function builtFrom(): string | null {
  try {
    return readFileSync(join(root, 'dist', SOURCE_HASH_FILE), 'utf8').trim();
  } catch {
    return null;
  }
}

/** The test files this run was asked for, when it was asked for some (vitest's file filters), else null. */
async function selectedFiles(project: TestProject): Promise<string[] | null> {
  const filters = (project.vitest as unknown as { filenamePattern?: unknown }).filenamePattern;
  if (!Array.isArray(filters) || filters.length === 0 || !filters.every((f) => typeof f === 'string')) return null;
  return (await project.globTestFiles(filters as string[])).testFiles;
}

export default async function setup(project: TestProject): Promise<void> {
  // The sandbox tests run real bubblewrap, the screenshot test real Chromium: install their packages when this machine can, or stop now.
  ensureTestPackages({ log: (line) => process.stderr.write(`${line}\n`), run: (argv) => spawnSync(argv[0]!, argv.slice(1), { stdio: ['ignore', 'inherit', 'inherit'] }).status });
  ensureBubblewrapWorks();
  const current = sourceHash(root);
  if (builtFrom() === current) return;
  const files = await selectedFiles(project);
  if (files && !files.some((file) => usesDist(file))) return;
  process.stderr.write('dist/ was built from other sources: rebuilding it before the tests (npm run build)…\n');
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
}
