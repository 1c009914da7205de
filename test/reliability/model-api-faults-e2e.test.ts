/**
 * Messages API faults seen through the action (`node dist/index.js`): whether the session retries
 * to success or ends cleanly, the cost is counted and the final comment is written.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commentEvent, runActionProcess, startActionServers, type ActionServers } from '../support/action-harness.js';
import type { Script, ScriptedMessage } from '../support/fake-messages-api.js';
import { brokenAfter, endTurn, overloaded, rateLimited, reply, text, toolUse } from '../support/scripted-model.js';

let s: ActionServers | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

const POLICY = ['permissions:', '  allow:', '    - Read', ''].join('\n');
const FILES = { 'src/a.ts': 'export const a = 1;\n' };

async function run(script: Script, inputs: Record<string, string> = {}) {
  s = await startActionServers(script);
  const result = await runActionProcess(s, { event: 'issue_comment', payload: commentEvent('@tollgate read a.ts'), inputs: { policy: POLICY, ...inputs }, workspaceFiles: FILES });
  const [comment] = [...s.github.comments.values()];
  return { ...result, comment: comment?.body ?? '', servers: s };
}

const malformed: ScriptedMessage = {
  content: [text('Reading.'), { type: 'tool_use', id: 'toolu_bad', name: 'Read', input: {}, partialJson: ['{"file_path": "src/a.ts"', '}}}', ' trailing'] }],
};

describe('Messages API faults, through the action', () => {
  it('429 with retry-after and 529 overloaded: retried, then success, cost counted, comment written', async () => {
    const r = await run([rateLimited(1), overloaded(), reply(toolUse('Read', { file_path: 'src/a.ts' }, 'toolu_read')), endTurn('Read it: a is 1.')]);
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs['conclusion']).toBe('success');
    expect(r.servers.api.requests).toHaveLength(4);
    expect(Number(r.outputs['cost_usd'])).toBeGreaterThan(0);
    expect(r.stdout).toMatch(/::warning::.*429.*Retrying in 1\.0 s/);
    expect(r.comment).toContain('Tollgate finished: success');
    expect(r.comment).toContain('Read it: a is 1.');
  }, 60_000);

  it('malformed JSON in input_json_delta and a stream cut inside a tool_use: each retried, the half calls never run', async () => {
    const cut = brokenAfter(reply(toolUse('Read', { file_path: 'src/a.ts', offset: 1, limit: 999_999 }, 'toolu_cut')), 3);
    const r = await run([malformed, reply(toolUse('Read', { file_path: 'src/a.ts' }, 'toolu_ok')), cut, endTurn('Done after two broken replies.')]);
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs['conclusion']).toBe('success');
    expect(r.outputs['turns']).toBe('2');
    const answered = r.servers.api.requests.map((q) => q.raw).join('\n');
    expect(answered).not.toContain('toolu_bad');
    expect(answered).not.toContain('toolu_cut');
    expect(Number(r.outputs['cost_usd'])).toBeGreaterThan(0);
    expect(r.comment).toContain('Tollgate finished: success');
  }, 60_000);

  it('a 400 on the tool_use/tool_result pairing: model_error, not retried, the comment says why', async () => {
    const r = await run([
      reply(toolUse('Read', { file_path: 'src/a.ts' }, 'toolu_read')),
      { kind: 'error', status: 400, message: 'messages.2: `tool_use` ids were found without `tool_result` blocks immediately after: toolu_read.' },
      endTurn('never'),
    ]);
    expect(r.outputs['conclusion']).toBe('model_error');
    expect(r.code).toBe(1);
    expect(r.servers.api.requests).toHaveLength(2);
    expect(Number(r.outputs['cost_usd'])).toBeGreaterThan(0);
    expect(r.comment).toContain('Tollgate finished: model error');
    expect(r.comment).toMatch(/400.*tool_result/);
    expect(r.servers.artifacts.artifacts).toHaveLength(1);
  }, 60_000);

  it('a reply slower than timeout_minutes: timeout, the comment and the artifact still written', async () => {
    const r = await run([reply(toolUse('Read', { file_path: 'src/a.ts' }, 'toolu_read')), { ...endTurn('late'), delayMs: 30_000 }], { timeout_minutes: '0.04' });
    expect(r.outputs['conclusion']).toBe('timeout');
    expect(r.code).toBe(1);
    expect(Number(r.outputs['cost_usd'])).toBeGreaterThan(0);
    expect(r.comment).toContain('Tollgate finished: timeout');
    expect(r.servers.artifacts.artifacts).toHaveLength(1);
  }, 60_000);
});
