/**
 * The end-to-end tests run the built `dist/`. Before any test runs, rebuild it when it was not built
 * from the sources as they are now, so `npm test` after an edit of `src/` never tests stale code.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SOURCE_HASH_FILE, sourceHash } from '../scripts/source-hash.mjs';
import { ensureBubblewrapWorks, ensureTestPackages } from '../scripts/test-packages.mjs';

const root = resolve(import.meta.dirname, '..');

function builtFrom(): string | null {
  try {
    return readFileSync(join(root, 'dist', SOURCE_HASH_FILE), 'utf8').trim();
  } catch {
    return null;
  }
}

export default function setup(): void {
  // The sandbox tests run real bubblewrap, the screenshot test real Chromium: install their packages when this machine can, or stop now.
  ensureTestPackages({ log: (line) => process.stderr.write(`${line}\n`), run: (argv) => spawnSync(argv[0]!, argv.slice(1), { stdio: ['ignore', 'inherit', 'inherit'] }).status });
  ensureBubblewrapWorks();
  const current = sourceHash(root);
  if (builtFrom() === current) return;
  process.stderr.write('dist/ was built from other sources: rebuilding it before the tests (npm run build)…\n');
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
}
