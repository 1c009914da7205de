import { describe, expect, it } from 'vitest';
import { decideTrigger } from '../../src/github/event.js';
import type { PrContext } from '../../src/github/pr-context.js';
import { readRunEnvironment } from '../../src/github/run-environment.js';
import { trustedRefFor, TrustedRefError } from '../../src/github/trusted-ref.js';
import type { RunRequest } from '../../src/github/event.js';

const API_BASE = 'a'.repeat(40);
const PAYLOAD_BASE = 'b'.repeat(40);
const WORKFLOW_SHA = 'c'.repeat(40);
const environment = readRunEnvironment({ GITHUB_REPOSITORY: 'octo/repo', GITHUB_RUN_ID: '1', GITHUB_SHA: WORKFLOW_SHA }, '/ws');
const settings = { triggerPhrase: '@tollgate', prompt: 'Review it.', reportTo: null };
const pr = { number: 12, baseRef: 'main', baseSha: API_BASE } as PrContext;

function request(eventName: string, payload: unknown): RunRequest {
  const decision = decideTrigger({ eventName, payload, actor: 'alice' }, settings);
  if (decision.action !== 'run') throw new Error(decision.reason);
  return decision;
}

const pullRequestEvent = request('pull_request', {
  action: 'opened',
  pull_request: { number: 12, title: 't', base: { sha: PAYLOAD_BASE, ref: 'release' } },
  sender: { login: 'alice' },
});
const prComment = request('issue_comment', { action: 'created', comment: { id: 1, body: '@tollgate go', user: { login: 'alice' } }, issue: { number: 12, title: 't', pull_request: {} } });
const issueComment = request('issue_comment', { action: 'created', comment: { id: 1, body: '@tollgate go', user: { login: 'alice' } }, issue: { number: 3, title: 't' } });

describe('the commit a run trusts', () => {
  it("is the PR's base from the API on every PR event, never GITHUB_SHA (a pull_request's merge commit)", () => {
    expect(trustedRefFor(pullRequestEvent, pr, environment)).toEqual({ commit: API_BASE, description: 'main (aaaaaaa)', changedBy: 'this PR' });
    expect(trustedRefFor(prComment, pr, environment)).toEqual({ commit: API_BASE, description: 'main (aaaaaaa)', changedBy: 'this PR' });
  });

  it("falls back to the payload's base.sha when the API could not be read, and refuses when there is none", () => {
    expect(trustedRefFor(pullRequestEvent, null, environment)).toEqual({ commit: PAYLOAD_BASE, description: 'release (bbbbbbb)', changedBy: 'this PR' });
    expect(() => trustedRefFor(prComment, null, environment)).toThrow(TrustedRefError);
    expect(() => trustedRefFor(prComment, null, environment)).toThrow('could not read pull request #12 to learn its base commit');
  });

  it('is GITHUB_SHA on an issue, a schedule or a dispatch, and needs it', () => {
    expect(trustedRefFor(issueComment, null, environment)).toEqual({ commit: WORKFLOW_SHA, description: "the workflow's commit (ccccccc)", changedBy: 'the working tree' });
    const schedule = request('schedule', {});
    expect(trustedRefFor(schedule, null, environment).commit).toBe(WORKFLOW_SHA);
    const noSha = readRunEnvironment({ GITHUB_REPOSITORY: 'octo/repo', GITHUB_RUN_ID: '1' }, '/ws');
    expect(() => trustedRefFor(schedule, null, noSha)).toThrow('GITHUB_SHA is not set');
  });
});
