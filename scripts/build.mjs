// Bundles the action and the CLI with ncc into dist/, deterministically, so CI can diff it.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { SOURCE_HASH_FILE, sourceHash } from './source-hash.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
// `--out DIR` builds elsewhere (tests that must not touch the committed dist/).
const outFlag = process.argv.indexOf('--out');
const dist = outFlag > 0 ? process.argv[outFlag + 1] : join(root, 'dist');

rmSync(dist, { recursive: true, force: true });

const entries = [
  { src: 'src/action.ts', out: dist },
  { src: 'src/cli.ts', out: join(dist, 'cli') },
];
for (const { src, out } of entries) {
  execFileSync(process.execPath, [ncc, 'build', join(root, src), '-o', out, '--target', 'es2022', '--quiet'], {
    cwd: root,
    stdio: 'inherit',
  });
}

// The bash grammar and the tree-sitter runtime are loaded from beside the bundles at run time.
const wasm = [
  require.resolve('web-tree-sitter/web-tree-sitter.wasm'),
  require.resolve('tree-sitter-bash/tree-sitter-bash.wasm'),
];
// Once, beside dist/index.js; the CLI bundle in dist/cli/ looks one level up.
mkdirSync(dist, { recursive: true });
for (const file of wasm) {
  if (existsSync(file)) copyFileSync(file, join(dist, file.split('/').pop()));
}
writeFileSync(join(dist, 'package.json'), JSON.stringify({ type: 'module' }, null, 2) + '\n');
// What these bundles were built from: the tests rebuild when it no longer matches (test/global-setup.ts).
writeFileSync(join(dist, SOURCE_HASH_FILE), sourceHash(root) + '\n');
