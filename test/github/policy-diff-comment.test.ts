import { describe, expect, it } from 'vitest';
import type { Flip } from '../../src/app/whatif/policy-diff.js';
import { MAX_ROWS, renderPolicyDiffComment, type PolicyDiffReport } from '../../src/github/policy-diff-comment.js';

function report(flips: Flip[], calls: number): PolicyDiffReport {
  return {
    policyPath: '.github/tollgate.yml',
    head: 'this PR (aaaaaaa)',
    base: 'main (bbbbbbb)',
    workflow: 'tollgate.yml',
    diff: { calls, runs: calls === 0 ? 0 : 1, flips, skipped: [] },
    suggestions: { runs: 1, calls, denied: 0, suggestions: [], notSuggested: [], skipped: [] },
    runOf: new Map([['run #7 (tollgate-tollgate-attempt-1)', { id: 907, number: 7, url: 'https://github.com/o/r/actions/runs/907' }]]),
    runsListed: 3,
    withoutArtifact: 1,
    skipped: Array.from({ length: 100 }, (_, i) => `run #${i}: ${'why '.repeat(200)}`),
  };
}

const flip = (i: number): Flip => ({
  file: 'run #7 (tollgate-tollgate-attempt-1)',
  toolUseId: `toolu_${i}`,
  tool: 'Bash',
  input: { command: `npm run job-${i} ${'x'.repeat(5_000)}` },
  before: 'allow',
  after: 'deny',
  rule: `Bash(npm run job-${i}:*)`,
  reason: 'no rule allows it',
});

describe('renderPolicyDiffComment', () => {
  it('shows at most MAX_ROWS rows a table and lists, counts the rest, and stays within the limit', () => {
    const body = renderPolicyDiffComment(report(Array.from({ length: 500 }, (_, i) => flip(i)), 900), 60_000);
    expect(body.length).toBeLessThanOrEqual(60_000);
    expect(body).toContain('- **500 calls of 1 run now denied**');
    expect(body.match(/^\| \[#7\]/gm)).toHaveLength(MAX_ROWS);
    expect(body).toContain(`…and ${500 - MAX_ROWS} more calls.`);
    expect(body).toContain(`- …and ${100 - MAX_ROWS} more`);
    expect(body).toContain('(the last 3 completed runs, 1 with no transcript left)');
    expect(body).not.toContain('x'.repeat(200));
  });

  it('cuts a body over the limit and says so', () => {
    const body = renderPolicyDiffComment(report([flip(1)], 1), 2_000);
    expect(body.length).toBeLessThanOrEqual(2_000);
    expect(body.endsWith('…(cut at GitHub’s comment limit)')).toBe(true);
  });

  it('says when there is no recorded call to compare', () => {
    const body = renderPolicyDiffComment({ ...report([], 0), skipped: [] }, 60_000);
    expect(body).toContain('No recorded tool call to compare');
    expect(body).not.toContain('now denied');
  });
});
