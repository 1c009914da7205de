/**
 * What the files a `Read` deny rule covers hold is gathered beside the first model request (the
 * walk takes hundreds of milliseconds on a large repository), yet it is redacted like a secret from
 * the first line the run prints or writes: the run's events wait for it. Through `dist/index.js`,
 * with the sandbox off so a script really reads the denied file: its value, also quoted in the
 * request itself, reaches no tool result, log line, comment, transcript or artifact, and the job
 * log masks it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commentEvent, runActionProcess, startActionServers, type ActionServers } from '../support/action-harness.js';
import { readZipEntries } from '../support/fake-artifact-service.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';

let s: ActionServers | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

const DENIED_VALUE = 'sk_live_DeniedContent_0042xyz';
const POLICY = ['permissions:', '  allow: [Bash]', '  deny: ["Read(./.env)"]', 'sandbox:', '  enabled: false', ''].join('\n');

describe('the contents of a file the policy denies reading', () => {
  it('are redacted from the first line on, though gathered beside the first model request', async () => {
    s = await startActionServers([reply(toolUse('Bash', { command: 'sh show.sh' }, 'toolu_show')), endTurn('The key is set.')]);
    const run = await runActionProcess(s, {
      event: 'issue_comment',
      payload: commentEvent(`@tollgate why is STRIPE_KEY=${DENIED_VALUE} refused?`),
      inputs: { policy: POLICY },
      workspaceFiles: { '.env': `STRIPE_KEY=${DENIED_VALUE}\n`, 'show.sh': 'cat .env\n' },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);

    // The script's output reached the model redacted (the gate cannot see into `sh show.sh`).
    type Block = { type: string; tool_use_id?: string; content?: unknown };
    const answers = (s.api.requests[1]?.body.messages as { content: Block[] }[]).at(-1)?.content ?? [];
    const shown = JSON.stringify(answers.find((block) => block.tool_use_id === 'toolu_show')?.content ?? '');
    expect(shown).toContain('***');
    expect(shown).not.toContain(DENIED_VALUE);

    const logLines = run.stdout.split('\n');
    const mask = logLines.findIndex((line) => line === `::add-mask::${DENIED_VALUE}`);
    expect(mask).toBeGreaterThanOrEqual(0);
    expect(logLines.filter((line) => !line.startsWith('::add-mask::')).join('\n')).not.toContain(DENIED_VALUE);
    expect(run.stderr).not.toContain(DENIED_VALUE);
    // The first version of the progress comment is posted before the run reads anything: it quotes
    // the request as its author wrote it on the pull request. Every later version is the run's.
    const versions = [...s.github.commentHistory].flatMap(([id, history]) => history.map((body, i) => ({ where: `comment ${id} version ${i}`, body })));
    expect(versions.length).toBeGreaterThan(1);
    for (const { where, body } of versions.slice(1)) expect(body, where).not.toContain(DENIED_VALUE);
    expect(run.summary).not.toContain(DENIED_VALUE);
    const transcript = readFileSync(run.outputs['transcript'] ?? join(run.runnerTemp, 'missing'), 'utf8');
    expect(transcript).toContain('"type":"session_start"');
    expect(transcript).not.toContain(DENIED_VALUE);
    for (const [name, content] of readZipEntries(s.artifacts.artifacts[0]?.zip ?? Buffer.alloc(0))) expect(content.toString('utf8'), name).not.toContain(DENIED_VALUE);
  }, 90_000);
});
