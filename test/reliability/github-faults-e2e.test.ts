/**
 * GitHub faults seen through the action: 502s, a secondary rate limit, the sticky comment deleted
 * mid-run, and GitHub refusing every comment. Unit-level versions are in
 * test/github/sticky-comment.test.ts and test/github/authorize.test.ts; the artifact service
 * failing is in test/github/action-e2e.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/github/marker.js';
import { commentEvent, E2E_RUN_ID, runActionProcess, startActionServers, type ActionServers } from '../support/action-harness.js';
import type { ScriptedReply } from '../support/fake-messages-api.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';

let s: ActionServers | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

const POLICY = ['permissions:', '  allow:', '    - Read', ''].join('\n');
const FILES = { 'src/a.ts': 'export const a = 1;\n' };
const twoTurns: ScriptedReply[] = [reply(toolUse('Read', { file_path: 'src/a.ts' }, 'toolu_read')), endTurn('All good.')];

describe('GitHub faults, through the action', () => {
  it('502 on the permission check and the first comment, 403 secondary rate limit on an edit: one comment, final body', async () => {
    s = await startActionServers(twoTurns);
    s.github.inject({ method: 'GET', path: /\/collaborators\/alice\/permission$/, status: 502, times: 1 });
    s.github.inject({ method: 'POST', path: /\/issues\/12\/comments$/, status: 502, times: 1 });
    s.github.inject({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 403, secondaryRateLimit: true, retryAfterSeconds: 1, times: 1 });
    const run = await runActionProcess(s, { event: 'issue_comment', payload: commentEvent('@tollgate check'), inputs: { policy: POLICY }, workspaceFiles: FILES });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs['conclusion']).toBe('success');
    expect(s.github.comments.size).toBe(1);
    const [comment] = [...s.github.comments.values()];
    expect(comment?.body).toContain('Tollgate finished: success');
    expect(run.outputs['comment_id']).toBe(String(comment?.id));
    const posts = s.github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/issues/12/comments'));
    expect(posts).toHaveLength(2);
    expect(s.github.requests.filter((r) => r.path.endsWith('/permission'))).toHaveLength(2);
  }, 60_000);

  it('the sticky comment deleted mid-run is recreated with the final report', async () => {
    let deleted: number[] = [];
    s = await startActionServers((_request, index) => {
      if (index === 1 && s) {
        deleted = [...s.github.comments.keys()];
        for (const id of deleted) s.github.deleteComment(id);
      }
      return twoTurns[index] ?? endTurn('extra');
    });
    const run = await runActionProcess(s, { event: 'issue_comment', payload: commentEvent('@tollgate check'), inputs: { policy: POLICY }, workspaceFiles: FILES });
    expect(run.code, run.stdout).toBe(0);
    expect(deleted).toHaveLength(1);
    expect(s.github.comments.size).toBe(1);
    const [comment] = [...s.github.comments.values()];
    expect(deleted).not.toContain(comment?.id);
    expect(comment?.body.startsWith(commentMarker(E2E_RUN_ID))).toBe(true);
    expect(comment?.body).toContain('Tollgate finished: success');
    expect(run.outputs['comment_id']).toBe(String(comment?.id));
    expect(run.stdout).toMatch(/::warning::.*was deleted; creating a new one/);
  }, 60_000);

  it('GitHub refusing every comment write: the session still runs, outputs and summary are written, the step passes', async () => {
    s = await startActionServers(twoTurns);
    s.github.inject({ method: 'POST', path: /\/comments$/, status: 422, times: 100 });
    s.github.inject({ method: 'POST', path: /\/reactions$/, status: 404, times: 100 });
    const run = await runActionProcess(s, { event: 'issue_comment', payload: commentEvent('@tollgate check'), inputs: { policy: POLICY }, workspaceFiles: FILES });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs['conclusion']).toBe('success');
    expect(run.outputs['comment_id']).toBe('');
    expect(s.github.comments.size).toBe(0);
    expect(run.summary).toContain('Tollgate finished: success');
    expect(run.stdout).toMatch(/::warning::.*Could not write the progress comment/);
    expect(s.artifacts.artifacts).toHaveLength(1);
  }, 90_000);
});
