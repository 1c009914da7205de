// Bundles the action and the CLI with ncc into dist/, deterministically, so CI can diff it.
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

// Comments and whitespace out, names kept (a stack trace still names its functions): Node parses and
// compiles every chunk it loads, and the CLI's own start-up to its first model request is ~15 ms
// shorter for it on the benchmark machine. Licence comments stay.
const { transformSync } = require('esbuild');
for (const dir of [dist, join(dist, 'cli')]) {
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const path = join(dir, file);
    const { code } = transformSync(readFileSync(path, 'utf8'), { loader: 'js', minifyWhitespace: true, minifySyntax: true, legalComments: 'inline', target: 'es2022' });
    writeFileSync(path, code);
  }
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
// The sandbox library loads its seccomp helper (and its JVM proxy agent) from a vendor/ folder at run
// time: once, beside dist/index.js; the code passes these paths to the library, so the CLI bundle in
// dist/cli/ uses the same copy (src/sandbox/vendor-files.ts).
const sandboxRuntime = dirname(require.resolve('@anthropic-ai/sandbox-runtime/package.json'));
for (const file of ['seccomp/x64/apply-seccomp', 'seccomp/arm64/apply-seccomp', 'java-proxy-agent/srt-proxy-agent.jar']) {
  const target = join(dist, 'vendor', file);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(join(sandboxRuntime, 'vendor', file), target);
  if (file.endsWith('apply-seccomp')) chmodSync(target, 0o755);
}
writeFileSync(join(dist, 'package.json'), JSON.stringify({ type: 'module' }, null, 2) + '\n');
// What these bundles were built from: the tests rebuild when it no longer matches (test/global-setup.ts).
writeFileSync(join(dist, SOURCE_HASH_FILE), sourceHash(root) + '\n');
