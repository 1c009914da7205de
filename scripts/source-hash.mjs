// A hash of everything the bundles are built from, written into dist/ by the build, so a test run
// can tell whether dist/ is stale without trusting file times (a fresh clone gives every file one).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const INPUTS = ['src', 'package-lock.json', 'scripts/build.mjs', 'tsconfig.json'];

function files(root, path) {
  const full = join(root, path);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).sort().flatMap((name) => files(root, join(path, name)));
}

export function sourceHash(root) {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => files(root, input))) {
    hash.update(relative(root, join(root, file)).split('\\').join('/'));
    hash.update('\0');
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export const SOURCE_HASH_FILE = 'source-hash.txt';
