/**
 * What a maintainer reads after the action ran (`node dist/index.js` against loopback GitHub, the
 * Messages API and the artifact service): the posted comment, the job summary, the artifact.
 */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { afterEach, describe, expect, it } from 'vitest';
import { commentEvent, E2E_RUN_ID as RUN_ID, runActionProcess, startActionServers, type ActionServers } from '../support/action-harness.js';
import { readZipEntries } from '../support/fake-artifact-service.js';
import { endTurn, reply, text, toolUse } from '../support/scripted-model.js';

let servers: ActionServers | null = null;
afterEach(async () => {
  await servers?.close();
  servers = null;
});

const POLICY = ['permissions:', '  allow:', '    - Read', '    - Edit(/src/**)', '    - Bash(node:*)', '    - Bash(rm old.txt)', ''].join('\n');
const LYING = `node -e "require('fs').writeFileSync('pwned.txt','x')"`;

describe('the report the action posts', () => {
  it('shows the real command beside a lying label, every file changed, and the same report in the summary and the artifact', async () => {
    const s = (servers = await startActionServers([
      reply(text('Running the tests.'), toolUse('Bash', { command: LYING, description: 'Run the test suite' }, 'toolu_lie'), toolUse('Read', { file_path: 'src/a.ts' }, 'toolu_read')),
      reply(toolUse('Edit', { file_path: 'src/a.ts', old_string: 'y = 3', new_string: 'y = 4' }, 'toolu_edit'), toolUse('Bash', { command: 'rm old.txt', description: 'Clean up' }, 'toolu_rm')),
      reply(toolUse('Bash', { command: 'curl https://example.com', description: 'Check the docs' }, 'toolu_curl')),
      endTurn('All tests pass.'),
    ]));
    const run = await runActionProcess(s, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate make the tests pass'),
      inputs: { policy: POLICY, max_budget_usd: '2' },
      workspaceFiles: { 'src/a.ts': 'export const y = 3;\n', 'old.txt': 'bye\n' },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const [comment] = [...s.github.comments.values()];
    const body = comment?.body ?? '';

    // The call as it ran; the model's label only muted beside it.
    expect(body).toContain(`<summary>✅ <b>Bash</b> <code>${LYING}</code> <sub>Run the test suite</sub> · `);
    expect(body).not.toMatch(/<code>Run the test suite<\/code>|<b>Run the test suite/);
    expect(body).toContain('<summary>🚫 <b>Bash</b> <code>curl https://example.com</code> <sub>Check the docs</sub> · denied, to permit: <code>Bash(curl:*)</code></summary>');
    // The job log shows the command too, not the label alone.
    expect(run.stdout).toContain(`✓ Bash ${LYING} "Run the test suite"`);

    // Every file changed, by any tool, Bash included.
    // A plain folder, not a checkout: there is no commit to land the change on, and the report says so.
    expect(body).toMatch(/\*\*success\*\* · \$[\d.]+ of \$2\.00 \(\d+%\) · 4 turns · [\d.]+ m?s · 1 denied · 3 files changed · <!-- tollgate:delivery=headline -->change not landed<!-- tollgate:delivery-end --> · sandboxed · config from main \(bbbbbbb\)\n/);
    expect(body).toContain('**Not landed:** The workspace is not the root of a git checkout, so there is no commit to build on.');
    expect(run.outputs['delivery']).toBe('artifact');
    expect(body).toContain('#### Files changed (3)\n\n- `old.txt` deleted · +0 −1\n- `pwned.txt` added · +1 −0\n- `src/a.ts` modified · +1 −1');
    expect(body).toMatch(/The whole diff: `changes\.diff` in \[the artifact\]\(https:\/\/github\.com\/octo\/repo\/actions\/runs\/4242\/artifacts\/\d+\)/);

    // The job summary is the comment without its marker line.
    expect(body.startsWith(`<!-- tollgate:run=${RUN_ID} -->\n`)).toBe(true);
    expect(run.summary.trim()).toBe(body.slice(body.indexOf('\n') + 1).trim());

    // The artifact: the diff, report.md with the same rows, result.json with the documented names.
    const entries = readZipEntries(s.artifacts.artifacts[0]?.zip ?? Buffer.alloc(0));
    expect(entries.get('changes.diff')?.toString('utf8')).toContain('+++ b/pwned.txt');
    expect(entries.get('report.md')?.toString('utf8')).toContain(`<code>${LYING}</code> <sub>Run the test suite</sub>`);
    const result = JSON.parse(entries.get('result.json')?.toString('utf8') ?? '{}');
    const validate = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(readFileSync('docs/result.schema.json', 'utf8')));
    expect(validate(result), JSON.stringify(validate.errors)).toBe(true);
    expect(result).toMatchObject({ conclusion: 'success', turns: 4, denials: 1, max_budget_usd: 2, changes_diff: 'changes.diff' });
    // The output is the cost to six decimals (toFixed(6)); result.json keeps the number as summed.
    expect(result.cost_usd).toBeCloseTo(Number(run.outputs['cost_usd']), 6);
    expect(result.tool_calls[0]).toMatchObject({ tool: 'Bash', input: { command: LYING }, description: 'Run the test suite', decision: 'allow', status: 'success' });
    expect(result.files_changed.map((f: { path: string }) => f.path)).toEqual(['old.txt', 'pwned.txt', 'src/a.ts']);
    expect(result.denied_calls).toEqual([expect.objectContaining({ kind: 'permission', tool: 'Bash', suggested_rule: 'Bash(curl:*)', input: { command: 'curl https://example.com', description: 'Check the docs' } })]);
  }, 90_000);

  it('does not start a run for a comment that only quotes an earlier request or shows the phrase in code', async () => {
    const s = (servers = await startActionServers([endTurn('never')]));
    for (const body of ['> @tollgate fix the parser\n\nThanks, that worked!', 'Type `@tollgate fix it` to ask it.', '```\n@tollgate fix it\n```']) {
      const run = await runActionProcess(s, { event: 'issue_comment', payload: commentEvent(body) });
      expect(run.code, body).toBe(0);
      expect(run.outputs['conclusion'], body).toBe('skipped');
      expect(run.stdout).toContain('does not mention @tollgate outside quotes and code');
    }
    expect(s.api.requests).toHaveLength(0);
    expect(s.github.comments.size).toBe(0);
  }, 60_000);
});
