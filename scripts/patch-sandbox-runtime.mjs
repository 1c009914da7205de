// Runs after `npm ci`/`npm install`: two small fixes to @anthropic-ai/sandbox-runtime 0.0.83 that cut
// what starting the sandbox costs, without changing what it does. The bundles in dist/ are built from
// the patched copy. Each edit is applied once (a patched file is left as it is); if the library's text
// no longer matches, the edit is skipped with a warning: the library then works as published, slower.
//
// 1. Waiting for its host-side socat bridge, the library checks for the bridge's socket, then again
//    after 0 ms, then sleeps 100 ms: socat takes a few ms to start, so every start paid ~100 ms of sleep.
//    Now it checks every 5 ms, within the same 600 ms bound.
// 2. `whichSync('/usr/bin/bash')` ran `which` (a blocking child process, ~5 ms here) on every wrap just
//    to learn that an absolute path is executable. Now an absolute path is checked with access(2).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const EDITS = [
  {
    file: 'dist/sandbox/linux-sandbox-utils.js',
    what: 'poll for the socat bridge every 5 ms',
    from: [
      '    const maxAttempts = 5;\n    for (let i = 0; i < maxAttempts; i++) {',
      '        await new Promise(resolve => setTimeout(resolve, i * 100));',
    ],
    to: [
      '    const maxAttempts = 121; // tollgate: every 5 ms, 600 ms in all (was 0, 100, 200, 300 ms)\n    for (let i = 0; i < maxAttempts; i++) {',
      '        await new Promise(resolve => setTimeout(resolve, 5));',
    ],
  },
  {
    file: 'dist/utils/which.js',
    what: 'an absolute path needs no `which`',
    from: ["import { spawnSync } from 'node:child_process';", '    // Fallback to Node.js implementation\n'],
    to: [
      "import { spawnSync } from 'node:child_process';\nimport { accessSync, constants as fsConstants, statSync } from 'node:fs';",
      '    // tollgate: an absolute path is what `which` would print, if it is an executable file\n' +
        "    if (bin.startsWith('/')) {\n" +
        '        try {\n' +
        '            accessSync(bin, fsConstants.X_OK);\n' +
        '            return statSync(bin).isFile() ? bin : null;\n' +
        '        }\n' +
        '        catch {\n' +
        '            return null;\n' +
        '        }\n' +
        '    }\n' +
        '    // Fallback to Node.js implementation\n',
    ],
  },
];

let root;
try {
  root = dirname(require.resolve('@anthropic-ai/sandbox-runtime/package.json'));
} catch {
  process.exit(0); // not installed (a partial install): nothing to patch
}
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

for (const edit of EDITS) {
  const path = join(root, edit.file);
  if (!existsSync(path)) {
    console.warn(`patch-sandbox-runtime: ${edit.file} is not in @anthropic-ai/sandbox-runtime ${version}; skipped "${edit.what}".`);
    continue;
  }
  let text = readFileSync(path, 'utf8');
  if (edit.to.every((part) => text.includes(part))) continue;
  const missing = edit.from.filter((part) => !text.includes(part));
  if (missing.length > 0) {
    console.warn(`patch-sandbox-runtime: @anthropic-ai/sandbox-runtime ${version} changed ${edit.file}; skipped "${edit.what}".`);
    continue;
  }
  edit.from.forEach((part, index) => {
    text = text.replace(part, edit.to[index]);
  });
  writeFileSync(path, text);
}
