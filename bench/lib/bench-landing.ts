/**
 * What the landing figures (11, 13) share: a loopback GitHub over a real bare repository, the
 * delivery context a same-repository PR's run has, and one delivery phase timed, which must commit.
 */
import type { EndedSession } from '../../src/app/run-phases.js';
import type { WorkspaceSnapshot } from '../../src/app/workspace-snapshot.js';
import { changeCheckSettings } from '../../src/delivery/check-settings.js';
import { createDeliveryPhase } from '../../src/delivery/delivery-phase.js';
import type { DeliveryContext } from '../../src/delivery/deliver-change.js';
import { createGitHubLandingApi } from '../../src/github/landing-api.js';
import { createOctokit } from '../../src/github/octokit.js';
import type { Policy } from '../../src/policy/index.js';
import type { DeliveryOutcome } from '../../src/report/delivery-outcome.js';
import { initialReportState } from '../../src/report/report-state.js';
import type { WorkspaceChanges } from '../../src/report/workspace-changes.js';
import type { SessionResult } from '../../src/session/events.js';
import { createFakeGitRepo, type FakeGitRepo } from '../../test/support/fake-git-repo.js';
import { startFakeGitHub, type FakeGitHub } from '../../test/support/fake-github.js';

export interface BenchGitHub {
  readonly repo: FakeGitRepo;
  readonly github: FakeGitHub;
  /** The delivery context of a run on PR #1 (branch `fix`, head `base`), landing a commit under `policy`. */
  context(options: { policy: Policy; base: string; root: string; outputDir: string; request: string }): DeliveryContext;
  close(): Promise<void>;
}

export async function startBenchGitHub(): Promise<BenchGitHub> {
  const repo = createFakeGitRepo();
  const github = await startFakeGitHub({ git: { repo } });
  const api = createGitHubLandingApi(createOctokit('ghs_bench', { baseUrl: github.url, retryAfterBaseMs: 1 }), { owner: 'octo', repo: 'repo' });
  return {
    repo,
    github,
    context: ({ policy, base, root, outputDir, request }) => ({
      mode: 'commit',
      modeSource: 'changes.deliver',
      changes: policy.changes,
      checks: changeCheckSettings({ policy, root, protectedFiles: [] }),
      secrets: ['ghs_bench'],
      facts: { subject: { kind: 'pull_request', number: 1, headRef: 'fix', headSha: base, fromFork: false }, runBranch: null, runId: '1', runAttempt: '1' },
      api,
      outputDir,
      request,
      coAuthor: async () => ({ login: 'alice', id: 1 }),
      runUrl: null,
      reference: '#1',
      howToApply: '',
      untrustedBase: false,
    }),
    close: async () => {
      await github.close();
      repo.dispose();
    },
  };
}

/** A session that ended well, having changed the files: what the delivery phase is given. */
function endedSession(changes: WorkspaceChanges, snapshot: WorkspaceSnapshot): EndedSession {
  const result: SessionResult = {
    sessionId: 'bench',
    conclusion: 'success',
    reason: 'done',
    costUsd: 0,
    maxBudgetUsd: 1,
    turns: 1,
    usage: { inputTokens: 0, outputTokens: 0, cacheCreationInputTokens: 0, cacheReadInputTokens: 0 },
    modelUsage: {},
    denials: [],
    durationMs: 0,
    finalText: 'Changed the files.',
  };
  return { result, changes, snapshot, state: initialReportState };
}

/** The delivery phase as the action runs it, timed in ms; throws unless it committed. */
export async function timedLanding(context: DeliveryContext, changes: WorkspaceChanges, snapshot: WorkspaceSnapshot): Promise<number> {
  let outcome: DeliveryOutcome | null = null;
  const started = performance.now();
  await createDeliveryPhase(context)(endedSession(changes, snapshot), (event) => {
    if (event.type === 'delivery') outcome = event.outcome;
  });
  const elapsed = performance.now() - started;
  const landed = outcome as DeliveryOutcome | null;
  if (landed?.result !== 'committed') throw new Error(`the landing did not commit: ${landed?.summary ?? 'no outcome'}`);
  return elapsed;
}
