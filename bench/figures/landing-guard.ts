/**
 * Figure 13: what the landing guard adds to a landing. A checkout behind the loopback GitHub with
 * source files, a package.json and a 200-entry package-lock.json; the session edits 3 files (two
 * sources and package.json) or 300 (298 sources, package.json, and the lockfile with a new registry
 * entry), the workspace is compared as the run does, and the delivery phase lands the change.
 * Measured: the guard itself (every rule on every changed text file, the base contents read where a
 * rule asks, as `checkChange` runs it) and, beside it, the whole delivery phase it is part of.
 * Medians of the runs.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { snapshotWorkspace } from '../../src/app/workspace-snapshot.js';
import { changeCheckSettings } from '../../src/delivery/check-settings.js';
import { guardChange, type GuardedFile } from '../../src/delivery/landing-guard.js';
import { policySchema } from '../../src/policy/index.js';
import { startBenchGitHub, timedLanding } from '../lib/bench-landing.js';
import { makeRow } from '../lib/rows.js';
import type { Figure } from '../lib/types.js';


const LOCK_ENTRIES = 200;
const INTEGRITY = 'sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+LFTGHVxVjcXPs17LhbZVGedAJv8XZ1tvj5FvSg==';

/** A TypeScript module of about 60 lines, as a repository has them. */
function source(index: number, edit: number): string {
  const lines = [`import { helper } from './helper-${index % 7}.js';`, ''];
  for (let f = 0; f < 8; f++) {
    lines.push(`/** Computes part ${f} of module ${index}. */`, `export function part${f}(input: readonly number[]): number {`, '  let total = 0;', '  for (const value of input) total += helper(value) * ' + (f + 1) + ';', `  return total + ${edit};`, '}', '');
  }
  if (edit > 0) lines.push(`export const note${edit} = 'changed in run ${edit}: ${'é'.repeat(3)} 日本語 👍';`, `export const url${edit} = process.env.API_URL ?? 'https://api.example.com';`);
  return `${lines.join('\n')}\n`;
}

function lockfile(extra: number): string {
  const packages: Record<string, unknown> = { '': { name: 'bench', version: '1.0.0' } };
  for (let i = 0; i < LOCK_ENTRIES + extra; i++) {
    packages[`node_modules/pkg-${i}`] = { version: `1.${i}.0`, resolved: `https://registry.npmjs.org/pkg-${i}/-/pkg-${i}-1.${i}.0.tgz`, integrity: INTEGRITY };
  }
  return `${JSON.stringify({ name: 'bench', version: '1.0.0', lockfileVersion: 3, requires: true, packages }, null, 2)}\n`;
}

const manifest = (deps: number) => `${JSON.stringify({ name: 'bench', version: '1.0.0', scripts: { test: 'node --test' }, dependencies: Object.fromEntries(Array.from({ length: deps }, (_, i) => [`pkg-${i}`, `^1.${i}.0`])) }, null, 2)}\n`;

export const landingGuardFigure: Figure = {
  name: 'landing-guard',
  label: '13 landing guard',
  title: 'Time the landing guard adds to a landing of 3 and of 300 files (loopback GitHub)',
  async run({ quick, runs, tmp, log }) {
    const sizes = quick ? [3, 30] : [3, 300];
    const bench = await startBenchGitHub();
    const { repo } = bench;
    const rows = [];
    try {
      const largest = Math.max(...sizes);
      const files: Record<string, string> = { 'package.json': manifest(LOCK_ENTRIES), 'package-lock.json': lockfile(0) };
      for (let i = 0; i < largest; i++) files[`src/module-${i}.ts`] = source(i, 0);
      const base = repo.commit(files);
      repo.setBranch('main', base);
      const policy = policySchema.parse({ changes: { max_files: 1000, max_bytes: 50 * 1_048_576 } });
      const guard = changeCheckSettings({ policy, root: tmp, protectedFiles: [] }).guard;
      for (const size of sizes) {
        const guardTimes: number[] = [];
        const landingTimes: number[] = [];
        for (let run = 0; run < (quick ? 1 : runs); run++) {
          const workspace = join(tmp, `ws-${size}-${run}`);
          const out = join(tmp, `out-${size}-${run}`);
          mkdirSync(out, { recursive: true });
          repo.checkout(workspace, base);
          repo.setBranch('fix', base);
          const snapshot = await snapshotWorkspace(workspace, { env: { PATH: process.env['PATH'], HOME: tmp } });
          // package.json always; the lockfile with a new entry once the change is large; sources for the rest.
          writeFileSync(join(workspace, 'package.json'), manifest(LOCK_ENTRIES + 1));
          const sources = size >= 30 ? size - 2 : size - 1;
          if (size >= 30) writeFileSync(join(workspace, 'package-lock.json'), lockfile(1));
          for (let i = 0; i < sources; i++) writeFileSync(join(workspace, `src/module-${i}.ts`), source(i, run + 1));
          const changes = await snapshot.compare(out);

          // The guard alone, as checkChange runs it: the texts read once, old contents only where a rule asks.
          const set = await snapshot.changeSet();
          if (!set) throw new Error('the change set could not be read');
          const texts: GuardedFile[] = await Promise.all(
            set.paths.map(async (path) => ({ path: path.path, text: (await set.readBlob(path.newBlob!)).toString('utf8'), readOld: async () => (await set.readBase(path.path))?.toString('utf8') ?? null })),
          );
          const guardStarted = performance.now();
          const findings = await guardChange(texts, guard, (path) => set.readBase(path));
          guardTimes.push(performance.now() - guardStarted);
          if (findings.length > 0) throw new Error(`the guard found something in the bench's ordinary change: ${findings.map((f) => f.rule).join(', ')}`);

          landingTimes.push(await timedLanding(bench.context({ policy, base, root: tmp, outputDir: out, request: 'bench the guard' }), changes, snapshot));
          await snapshot.dispose();
          rmSync(workspace, { recursive: true, force: true });
        }
        log(`${size} files: guard ${guardTimes.map((t) => t.toFixed(1)).join(', ')} ms; landing ${landingTimes.map((t) => t.toFixed(1)).join(', ')} ms`);
        const what = size >= 30 ? `${size} files (package.json, a ${LOCK_ENTRIES}-entry lockfile, sources)` : `${size} files (package.json, sources)`;
        rows.push(makeRow({ figure: landingGuardFigure.label, metric: `guard, ${what}`, unit: 'ms', tollgate: guardTimes, note: 'every rule on every changed text file, base contents read where a rule asks' }));
        rows.push(makeRow({ figure: landingGuardFigure.label, metric: `whole landing, ${what}`, unit: 'ms', tollgate: landingTimes, note: 'the delivery phase the guard is part of: change set, every check, bundle, API requests' }));
      }
    } finally {
      await bench.close();
    }
    return rows;
  },
};
