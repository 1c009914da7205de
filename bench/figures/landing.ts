/**
 * Figure 11: what landing the change adds to a run. A checkout of a repository behind the loopback
 * GitHub (test/support/fake-github.ts over a real bare repository), three files changed in it, the
 * workspace compared as the run does; then the delivery phase as the action runs it: the change set
 * read from the snapshot's private repository, every check, the bundle written, and the commit
 * landed through Octokit. Three text files go through GraphQL `createCommitOnBranch` (one write
 * request); a new executable script makes a mode matter, so the Git Data API (blobs, tree, commit,
 * ref). The branch is reset between runs; the figure is the median wall time of the phase.
 */
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { snapshotWorkspace } from '../../src/app/workspace-snapshot.js';
import { DEFAULT_POLICY } from '../../src/policy/index.js';
import { startBenchGitHub, timedLanding } from '../lib/bench-landing.js';
import { makeRow } from '../lib/rows.js';
import type { Figure } from '../lib/types.js';


export const landingFigure: Figure = {
  name: 'landing',
  label: '11 landing',
  title: 'Time the landing adds to a run (one commit of 3 files, loopback GitHub)',
  async run({ quick, runs, tmp, log }) {
    const bench = await startBenchGitHub();
    const { repo } = bench;
    const rows = [];
    try {
      const base = repo.commit({ 'src/a.ts': 'export const a = 1;\n', 'src/b.ts': 'export const b = 1;\n', 'README.md': '# bench\n' });
      repo.setBranch('main', base);
      for (const variant of [
        { metric: '3 text files (GraphQL createCommitOnBranch)', executable: false },
        { metric: '3 files, one executable (Git Data API)', executable: true },
      ]) {
        const times: number[] = [];
        for (let run = 0; run < (quick ? 1 : runs); run++) {
          const workspace = join(tmp, `ws-${variant.executable ? 'rest' : 'graphql'}-${run}`);
          const out = join(tmp, `out-${run}`);
          mkdirSync(out, { recursive: true });
          repo.checkout(workspace, base);
          repo.setBranch('fix', base);
          const snapshot = await snapshotWorkspace(workspace, { env: { PATH: process.env['PATH'], HOME: tmp } });
          writeFileSync(join(workspace, 'src/a.ts'), `export const a = ${run + 2};\n`);
          writeFileSync(join(workspace, 'src/c.ts'), 'export const c = 1;\n');
          if (variant.executable) {
            writeFileSync(join(workspace, 'run.sh'), '#!/bin/sh\necho run\n');
            chmodSync(join(workspace, 'run.sh'), 0o755);
          } else writeFileSync(join(workspace, 'README.md'), '# bench, edited\n');
          const changes = await snapshot.compare(out);
          times.push(await timedLanding(bench.context({ policy: DEFAULT_POLICY, base, root: tmp, outputDir: out, request: 'bench the landing' }), changes, snapshot));
          await snapshot.dispose();
          rmSync(workspace, { recursive: true, force: true });
        }
        log(`${variant.metric}: ${times.map((t) => t.toFixed(1)).join(', ')} ms`);
        rows.push(makeRow({ figure: landingFigure.label, metric: variant.metric, unit: 'ms', tollgate: times, note: 'the delivery phase: change set, checks, bundle, API requests to the loopback GitHub' }));
      }
    } finally {
      await bench.close();
    }
    return rows;
  },
};
