import { describe, expect, it } from 'vitest';
import { landingTarget, type RunFacts, type RunSubject } from '../../src/delivery/landing-target.js';

const changes = { branch_prefix: 'tollgate/' };
const facts = (subject: RunSubject, runBranch: string | null = 'main'): RunFacts => ({ subject, runBranch, runId: '77', runAttempt: '2' });
const pr = (fromFork = false): RunSubject => ({ kind: 'pull_request', number: 12, headRef: 'fix', headSha: 'a'.repeat(40), fromFork });

describe('where the change lands', () => {
  it('auto: a commit on a same-repository PR branch (a new branch and draft PR if it moved), else a new branch and draft PR', () => {
    expect(landingTarget('auto', changes, facts(pr()), 'changes.deliver')).toEqual({ kind: 'branch', branch: 'fix', fallback: { names: ['tollgate/pr-12', 'tollgate/pr-12-run-77-2'], into: 'fix' } });
    expect(landingTarget('auto', changes, facts({ kind: 'issue', number: 5 }), 'changes.deliver')).toEqual({ kind: 'new_branch', branch: { names: ['tollgate/issue-5', 'tollgate/issue-5-run-77-2'], into: 'main' } });
    expect(landingTarget('auto', changes, facts({ kind: 'run' }, null), 'changes.deliver')).toEqual({ kind: 'new_branch', branch: { names: ['tollgate/run-77', 'tollgate/run-77-attempt-2'], into: null } });
  });

  it('never writes to a fork, nor where the PR could not be read', () => {
    expect(landingTarget('auto', changes, facts(pr(true)), 'changes.deliver')).toMatchObject({ kind: 'artifact', why: expect.stringContaining('comes from a fork') });
    expect(landingTarget('pull_request', changes, facts(pr(true)), 'changes.deliver').kind).toBe('artifact');
    expect(landingTarget('commit', changes, facts({ kind: 'unknown_pull_request', number: 12 }), 'changes.deliver').kind).toBe('artifact');
  });

  it('pull_request always opens a new branch; commit lands on the branch the workflow ran on; artifact writes nothing', () => {
    expect(landingTarget('pull_request', changes, facts(pr()), 'changes.deliver')).toMatchObject({ kind: 'new_branch', branch: { into: 'fix' } });
    expect(landingTarget('commit', changes, facts({ kind: 'run' }), 'changes.deliver')).toMatchObject({ kind: 'branch', branch: 'main' });
    expect(landingTarget('commit', changes, facts({ kind: 'run' }, null), 'the `changes` input')).toEqual({ kind: 'artifact', why: 'the `changes` input is `commit`, and the workflow did not run on a branch to commit to' });
    expect(landingTarget('artifact', changes, facts(pr()), 'the `changes` input')).toEqual({ kind: 'artifact', why: 'the `changes` input is `artifact`, so Tollgate writes nothing to GitHub' });
  });
});
