/**
 * The GitHub context tools through the built action (`node dist/index.js`): the scripted model reads
 * the failing check, then its job's log; the report shows both calls; the token reaches GitHub's API
 * only, never the log's download host nor the model.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commentEvent, E2E_GITHUB_TOKEN, runActionProcess, startActionServers, type ActionServers } from '../support/action-harness.js';
import { readZipEntries } from '../support/fake-artifact-service.js';
import { actionsCheckRun } from '../support/fake-github.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';
import { samplePull } from './pr-fixtures.js';

let servers: ActionServers | null = null;
afterEach(async () => {
  await servers?.close();
  servers = null;
});

const HEAD = samplePull().head.sha;
const LOG = [
  '\uFEFF2024-05-01T10:00:00.1000000Z ##[group]Run npm test',
  '2024-05-01T10:00:01.1000000Z  ✓ src/lexer.test.ts (12 tests)',
  '2024-05-01T10:00:02.1000000Z  FAIL src/parser.test.ts > parses the empty string',
  "2024-05-01T10:00:02.2000000Z    TypeError: Cannot read properties of undefined (reading 'length')",
  '2024-05-01T10:00:02.3000000Z     at parse (src/parser.ts:42:17)',
  '2024-05-01T10:00:03.1000000Z ##[error]Process completed with exit code 1.',
  '',
].join('\n');

const checks = {
  checkRuns: [actionsCheckRun({ id: 501, name: 'lint', sha: HEAD, conclusion: 'success' }), actionsCheckRun({ id: 502, name: 'test (ubuntu)', sha: HEAD, conclusion: 'failure' })],
  jobLogs: { 502: LOG },
};

type Block = { type: string; tool_use_id?: string; content?: unknown; is_error?: boolean };
const toolResult = (body: Record<string, unknown>, id: string): Block | undefined =>
  (body.messages as { content: Block[] | string }[]).flatMap((m) => (Array.isArray(m.content) ? m.content : [])).find((b) => b.type === 'tool_result' && b.tool_use_id === id);
const textOf = (block: Block | undefined) => (typeof block?.content === 'string' ? block.content : JSON.stringify(block?.content ?? ''));

describe('the agent reads CI through the GitHub tools', () => {
  it('finds the failing check, reads the lines around the failure in its log, and the report shows both calls', async () => {
    const s = (servers = await startActionServers(
      [
        reply(toolUse('GitHubChecks', {}, 'toolu_checks')),
        reply(toolUse('GitHubJobLog', { job_id: 502, pattern: 'FAIL', context: 2 }, 'toolu_log')),
        endTurn('The parser test fails on the empty string: `parse` reads `.length` of undefined at src/parser.ts:42.'),
      ],
      { github: checks },
    ));
    const run = await runActionProcess(s, { event: 'issue_comment', payload: commentEvent('@tollgate why does CI fail?') });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs['conclusion']).toBe('success');

    const [first, second, third] = s.api.requests.map((r) => r.body);
    expect((first!.tools as { name: string }[]).map((t) => t.name)).toEqual(expect.arrayContaining(['GitHubChecks', 'GitHubJobLog', 'GitHubPRThreads']));
    const checksText = textOf(toolResult(second!, 'toolu_checks'));
    expect(checksText).toContain('1 failing, 0 pending, 1 passed or skipped');
    expect(checksText.indexOf('✗ test (ubuntu): failure · Actions job 502')).toBeLessThan(checksText.indexOf('✓ lint'));
    const logText = textOf(toolResult(third!, 'toolu_log'));
    expect(logText).toContain('3\t FAIL src/parser.test.ts > parses the empty string');
    expect(logText).toContain('5\t    at parse (src/parser.ts:42:17)');
    expect(logText).not.toContain('2024-05-01T10');

    // The report: one row per call, what really ran.
    const body = [...s.github.comments.values()][0]?.body ?? '';
    expect(body).toMatch(/<summary>✅ <b>GitHubChecks<\/b> · /);
    expect(body).toMatch(/<summary>✅ <b>GitHubJobLog<\/b> <code>job 502 \/FAIL\/<\/code> · /);
    expect(body).toContain('The parser test fails on the empty string');

    // The token went to GitHub's API with these reads, and nowhere else.
    const reads = s.github.requests.filter((r) => /check-runs|\/status$|actions\/jobs/.test(r.path));
    expect(reads.length).toBeGreaterThanOrEqual(3);
    expect(reads.every((r) => r.authorization === `token ${E2E_GITHUB_TOKEN}`)).toBe(true);
    expect(s.github.logHost.requests).toHaveLength(1);
    expect(s.github.logHost.requests[0]).toMatchObject({ path: '/logs/job-502.txt', authorization: '' });
    expect(s.api.requests.some((r) => r.raw.includes(E2E_GITHUB_TOKEN))).toBe(false);

    // The whole log, without timestamps, is in the artifact.
    const entries = readZipEntries(s.artifacts.artifacts[0]?.zip ?? Buffer.alloc(0));
    const saved = [...entries.keys()].find((name) => /^github-job-502-[^/]+\/job-502\.log$/.test(name));
    expect(saved).toBeDefined();
    expect(entries.get(saved!)?.toString('utf8').split('\n')[0]).toBe('##[group]Run npm test');
  }, 90_000);

  it('gives the model a tool error naming `actions: read` when the workflow did not grant it, and the run goes on', async () => {
    const s = (servers = await startActionServers(
      [reply(toolUse('GitHubJobLog', { job_id: 502 }, 'toolu_log')), endTurn('I cannot read the log: the workflow needs `actions: read`.')],
      { github: { ...checks, tokenPermissions: { actions: 'none' } } },
    ));
    const run = await runActionProcess(s, { event: 'issue_comment', payload: commentEvent('@tollgate why does CI fail?') });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs['conclusion']).toBe('success');
    const result = toolResult(s.api.requests[1]!.body, 'toolu_log');
    expect(result?.is_error).toBe(true);
    expect(textOf(result)).toContain("Add `actions: read` to the workflow's `permissions:` block");
    expect(s.github.logHost.requests).toHaveLength(0);
    const body = [...s.github.comments.values()][0]?.body ?? '';
    expect(body).toMatch(/<summary>❌ <b>GitHubJobLog<\/b> <code>job 502<\/code> · failed · /);
  }, 90_000);
});
