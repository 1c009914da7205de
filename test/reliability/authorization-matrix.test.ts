/**
 * Who may start a run, table-driven through the real `runAction` (in process, against the
 * loopback GitHub and Messages API): each case runs or refuses exactly as docs/security.md says,
 * and a refusal makes no Messages API request, no comment and no reaction. The child-process
 * versions of four rows are in test/github/action-e2e.test.ts; the fork pull_request row is run
 * as the runner runs it, below.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/github/marker.js';
import { readInputs } from '../../src/github/inputs.js';
import { runAction } from '../../src/github/run-action.js';
import { prepareSession } from '../../src/github/session-setup.js';
import { commentEvent, E2E_WORKFLOW_SHA, runActionProcess, startActionServers, type ActionServers } from '../support/action-harness.js';
import { samplePull } from '../github/pr-fixtures.js';
import { endTurn } from '../support/scripted-model.js';

const PERMISSIONS = { admin1: 'admin', maint: 'maintain', writer: 'write', triager: 'triage', reader: 'read', forker: 'read' };
const FORK_PULL = samplePull({ number: 31, title: 'From a fork', head: { ref: 'patch-1', sha: 'c'.repeat(40), repo: { full_name: 'forker/repo' } }, user: { login: 'forker', type: 'User' } });


type Expected = 'completed' | 'unauthorized' | 'skipped';

interface Row {
  readonly label: string;
  readonly event: string;
  readonly payload: unknown;
  readonly inputs?: Record<string, string>;
  readonly expected: Expected;
}

const reviewComment = (login: string, body = '@tollgate fix it', type = 'User') => ({
  action: 'created',
  comment: { id: 9, body, user: { login, type } },
  pull_request: { number: 12, title: 'Fix the parser' },
  sender: { login, type },
});
const review = (login: string, action = 'submitted') => ({
  action,
  review: { id: 5, body: '@tollgate please look', user: { login, type: 'User' } },
  pull_request: { number: 12, title: 'Fix the parser' },
  sender: { login, type: 'User' },
});
const opened = (login: string, type = 'User') => ({ action: 'opened', pull_request: { number: 12, title: 'Fix the parser' }, sender: { login, type } });
const onFork = (login: string) => ({ ...commentEvent('@tollgate review this', login), issue: { number: 31, title: 'From a fork', pull_request: { url: 'x' } } });

const ROWS: Row[] = [
  { label: 'admin comments on a PR', event: 'issue_comment', payload: commentEvent('@tollgate fix it', 'admin1'), expected: 'completed' },
  { label: 'maintain comments on a PR', event: 'issue_comment', payload: commentEvent('@tollgate fix it', 'maint'), expected: 'completed' },
  { label: 'write comments on a PR', event: 'issue_comment', payload: commentEvent('@tollgate fix it', 'writer'), expected: 'completed' },
  { label: 'triage comments on a PR', event: 'issue_comment', payload: commentEvent('@tollgate fix it', 'triager'), expected: 'unauthorized' },
  { label: 'read comments on a PR', event: 'issue_comment', payload: commentEvent('@tollgate fix it', 'reader'), expected: 'unauthorized' },
  { label: 'a non-collaborator (404) comments', event: 'issue_comment', payload: commentEvent('@tollgate fix it', 'stranger'), expected: 'unauthorized' },
  { label: 'write comments on an issue (not a PR)', event: 'issue_comment', payload: commentEvent('@tollgate fix it', 'writer', 'User', false), expected: 'completed' },
  { label: 'read comments on an issue', event: 'issue_comment', payload: commentEvent('@tollgate fix it', 'reader', 'User', false), expected: 'unauthorized' },
  { label: 'a bot not in allowed_bots', event: 'issue_comment', payload: commentEvent('@tollgate bump', 'renovate[bot]', 'Bot'), expected: 'unauthorized' },
  { label: 'a bot (type Bot, no suffix) not listed', event: 'issue_comment', payload: commentEvent('@tollgate bump', 'helper', 'Bot'), expected: 'unauthorized' },
  { label: 'a bot listed in allowed_bots', event: 'issue_comment', payload: commentEvent('@tollgate bump', 'renovate[bot]', 'Bot'), inputs: { allowed_bots: 'renovate' }, expected: 'completed' },
  { label: 'any bot with allowed_bots *', event: 'issue_comment', payload: commentEvent('@tollgate bump', 'dependabot[bot]', 'Bot'), inputs: { allowed_bots: '*' }, expected: 'completed' },
  { label: 'another bot when only renovate is listed', event: 'issue_comment', payload: commentEvent('@tollgate bump', 'dependabot[bot]', 'Bot'), inputs: { allowed_bots: 'renovate' }, expected: 'unauthorized' },
  { label: "Tollgate's own comment quoting the phrase", event: 'issue_comment', payload: commentEvent(`${commentMarker('99')}\n> @tollgate fix it`, 'github-actions[bot]', 'Bot'), inputs: { allowed_bots: '*' }, expected: 'skipped' },
  { label: 'an edited comment by an admin', event: 'issue_comment', payload: { ...commentEvent('@tollgate fix it', 'admin1'), action: 'edited' }, expected: 'skipped' },
  { label: 'a deleted comment', event: 'issue_comment', payload: { ...commentEvent('@tollgate fix it', 'admin1'), action: 'deleted' }, expected: 'skipped' },
  { label: 'a comment without the phrase', event: 'issue_comment', payload: commentEvent('thanks @tollgate-bot, see foo@tollgate.dev', 'admin1'), expected: 'skipped' },
  { label: 'write comments on a fork PR', event: 'issue_comment', payload: onFork('writer'), expected: 'completed' },
  { label: 'the fork author (read) comments on their fork PR', event: 'issue_comment', payload: onFork('forker'), expected: 'unauthorized' },
  { label: 'write leaves a review comment', event: 'pull_request_review_comment', payload: reviewComment('writer'), expected: 'completed' },
  { label: 'read leaves a review comment', event: 'pull_request_review_comment', payload: reviewComment('reader'), expected: 'unauthorized' },
  { label: 'an edited review comment', event: 'pull_request_review_comment', payload: { ...reviewComment('writer'), action: 'edited' }, expected: 'skipped' },
  { label: 'write submits a review', event: 'pull_request_review', payload: review('writer'), expected: 'completed' },
  { label: 'read submits a review', event: 'pull_request_review', payload: review('reader'), expected: 'unauthorized' },
  { label: 'a dismissed review', event: 'pull_request_review', payload: review('writer', 'dismissed'), expected: 'skipped' },
  { label: 'a PR opened by write, with a prompt', event: 'pull_request', payload: opened('writer'), inputs: { prompt: 'Review.' }, expected: 'completed' },
  { label: 'a PR opened by read, with a prompt', event: 'pull_request', payload: opened('reader'), inputs: { prompt: 'Review.' }, expected: 'unauthorized' },
  { label: 'a PR opened without a prompt', event: 'pull_request', payload: opened('writer'), expected: 'skipped' },
  { label: 'a PR closed', event: 'pull_request', payload: { ...opened('writer'), action: 'closed' }, inputs: { prompt: 'Review.' }, expected: 'skipped' },
  { label: 'workflow_dispatch by write', event: 'workflow_dispatch', payload: {}, inputs: { prompt: 'Audit.' }, expected: 'completed' },
  { label: 'workflow_dispatch by read', event: 'workflow_dispatch', payload: {}, inputs: { prompt: 'Audit.', actor: 'reader' }, expected: 'unauthorized' },
  { label: 'schedule (no one to check)', event: 'schedule', payload: { schedule: '0 3 * * *' }, inputs: { prompt: 'Audit.' }, expected: 'completed' },
  { label: 'pull_request_target', event: 'pull_request_target', payload: opened('admin1'), inputs: { prompt: 'Review.' }, expected: 'skipped' },
  { label: 'push', event: 'push', payload: { ref: 'refs/heads/main' }, inputs: { prompt: 'Review.' }, expected: 'skipped' },
  { label: 'a malformed payload', event: 'issue_comment', payload: { action: 'created', comment: 'not an object' }, expected: 'skipped' },
];

function environment(s: ActionServers, event: string, payload: unknown, actor: string): NodeJS.ProcessEnv {
  const root = mkdtempSync(join(tmpdir(), 'tg-authz-'));
  const workspace = join(root, 'workspace');
  const runnerTemp = join(root, 'runner-temp');
  mkdirSync(workspace);
  mkdirSync(runnerTemp);
  const eventPath = join(root, 'event.json');
  writeFileSync(eventPath, JSON.stringify(payload));
  writeFileSync(join(root, 'summary.md'), '');
  return {
    PATH: process.env['PATH'],
    HOME: root,
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'octo/repo',
    GITHUB_RUN_ID: '77',
    GITHUB_ACTOR: actor,
    GITHUB_API_URL: s.github.url,
    GITHUB_STEP_SUMMARY: join(root, 'summary.md'),
    GITHUB_WORKSPACE: workspace,
    GITHUB_SHA: E2E_WORKFLOW_SHA,
    RUNNER_TEMP: runnerTemp,
  };
}

describe('authorization matrix', () => {
  // Each row has its own servers, so the rows run concurrently (a run that goes ahead waits out the comment's edit interval).
  it.concurrent.each(ROWS)('$label → $expected', async (row) => {
    const s = await startActionServers(() => endTurn('Done.'), { permissions: PERMISSIONS, pulls: [samplePull(), FORK_PULL] });
    // The commits the run's configuration is read from (each PR's base, GITHUB_SHA): no policy there, so the safe default.
    for (const sha of [E2E_WORKFLOW_SHA, ...[...s.github.pulls.values()].map((pull) => pull.base.sha)]) s.github.setCommit(sha, {});
    try {
      const { actor = 'writer', ...rest } = row.inputs ?? {};
      const raw: Record<string, string> = { anthropic_api_key: 'sk-ant-authz', anthropic_base_url: s.api.baseURL, github_token: 'ghs_authz', ...rest };
      const inputs = readInputs((name) => raw[name] ?? '');
      const outcome = await runAction({ inputs, env: environment(s, row.event, row.payload, actor), cwd: tmpdir(), signal: new AbortController().signal, prepareSession });
      expect(outcome.status).toBe(row.expected);
      const modelCalls = s.api.requests.length + s.api.countRequests.length;
      const writes = s.github.requests.filter((r) => r.method !== 'GET');
      if (row.expected === 'completed') {
        expect(modelCalls).toBeGreaterThan(0);
        if (outcome.status === 'completed') expect(outcome.result.conclusion).toBe('success');
      } else {
        // A refusal costs nothing: no model call, no comment, no reaction.
        expect(modelCalls).toBe(0);
        expect(writes).toEqual([]);
        expect(outcome.outputs.conclusion).toBe(row.expected);
      }
    } finally {
      await s.close();
    }
  });

  it('a pull_request from a fork (no secrets, so no API key) stops at input validation before any request', async () => {
    const fork = await startActionServers([endTurn('never')], { pulls: [FORK_PULL] });
    try {
      const run = await runActionProcess(fork, {
        event: 'pull_request',
        payload: { action: 'opened', pull_request: { number: 31, title: 'From a fork', head: { repo: { full_name: 'forker/repo' } } }, sender: { login: 'forker', type: 'User' } },
        inputs: { anthropic_api_key: '', prompt: 'Review this pull request.' },
      });
      expect(run.code).toBe(1);
      expect(run.stdout).toContain("::error::Missing input 'anthropic_api_key'");
      expect(fork.api.requests).toHaveLength(0);
      expect(fork.github.requests).toHaveLength(0);
      expect(fork.artifacts.requests).toHaveLength(0);
    } finally {
      await fork.close();
    }
  }, 60_000);
});
