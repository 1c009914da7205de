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
import type { EndedSession } from '../../src/app/run-phases.js';
import { snapshotWorkspace } from '../../src/app/workspace-snapshot.js';
import { changeCheckSettings } from '../../src/delivery/check-settings.js';
import { createDeliveryPhase } from '../../src/delivery/delivery-phase.js';
import type { DeliveryContext } from '../../src/delivery/deliver-change.js';
import { createGitHubLandingApi } from '../../src/github/landing-api.js';
import { createOctokit } from '../../src/github/octokit.js';
import { DEFAULT_POLICY } from '../../src/policy/index.js';
import type { DeliveryOutcome } from '../../src/report/delivery-outcome.js';
import { initialReportState } from '../../src/report/report-state.js';
import { createFakeGitRepo } from '../../test/support/fake-git-repo.js';
import { startFakeGitHub } from '../../test/support/fake-github.js';
import { makeRow } from '../lib/rows.js';
import type { Figure } from '../lib/types.js';

const result = {
  sessionId: 'bench',
  conclusion: 'success' as const,
  reason: 'done',
  costUsd: 0,
  maxBudgetUsd: 1,
  turns: 1,
  usage: { inputTokens: 0, outputTokens: 0, cacheCreationInputTokens: 0, cacheReadInputTokens: 0 },
  modelUsage: {},
  denials: [],
  durationMs: 0,
  finalText: 'Changed three files.',
};

export const landingFigure: Figure = {
  name: 'landing',
  label: '11 landing',
  title: 'Time the landing adds to a run (one commit of 3 files, loopback GitHub)',
  async run({ quick, runs, tmp, log }) {
    const repo = createFakeGitRepo();
    const github = await startFakeGitHub({ git: { repo } });
    const rows = [];
    try {
      const base = repo.commit({ 'src/a.ts': 'export const a = 1;\n', 'src/b.ts': 'export const b = 1;\n', 'README.md': '# bench\n' });
      repo.setBranch('main', base);
      const api = createGitHubLandingApi(createOctokit('ghs_bench', { baseUrl: github.url, retryAfterBaseMs: 1 }), { owner: 'octo', repo: 'repo' });
      const context = (outputDir: string): DeliveryContext => ({
        mode: 'commit',
        modeSource: 'changes.deliver',
        changes: DEFAULT_POLICY.changes,
        checks: changeCheckSettings({ policy: DEFAULT_POLICY, root: tmp, protectedFiles: [] }),
        secrets: ['ghs_bench'],
        facts: { subject: { kind: 'pull_request', number: 1, headRef: 'fix', headSha: base, fromFork: false }, runBranch: null, runId: '1', runAttempt: '1' },
        api,
        outputDir,
        request: 'bench the landing',
        coAuthor: async () => ({ login: 'alice', id: 1 }),
        runUrl: null,
        reference: '#1',
        howToApply: '',
        untrustedBase: false,
      });
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
          const ended: EndedSession = { result, changes, snapshot, state: initialReportState };
          let outcome: DeliveryOutcome | null = null;
          const started = performance.now();
          await createDeliveryPhase(context(out))(ended, (event) => {
            if (event.type === 'delivery') outcome = event.outcome;
          });
          times.push(performance.now() - started);
          await snapshot.dispose();
          rmSync(workspace, { recursive: true, force: true });
          const landed = outcome as DeliveryOutcome | null;
          if (landed?.result !== 'committed') throw new Error(`the landing did not commit: ${landed?.summary ?? 'no outcome'}`);
        }
        log(`${variant.metric}: ${times.map((t) => t.toFixed(1)).join(', ')} ms`);
        rows.push(makeRow({ figure: landingFigure.label, metric: variant.metric, unit: 'ms', tollgate: times, note: 'the delivery phase: change set, checks, bundle, API requests to the loopback GitHub' }));
      }
    } finally {
      await github.close();
      repo.dispose();
    }
    return rows;
  },
};
