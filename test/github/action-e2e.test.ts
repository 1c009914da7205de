/**
 * The action as the runner starts it: `node dist/index.js` in a child process, with INPUT_* and
 * the runner's variables, against three loopback servers (GitHub REST, the Messages API, the
 * artifact service). Build first (CI does); while developing, point TOLLGATE_ACTION_ENTRY at a
 * build made with `node scripts/build.mjs --out /tmp/somewhere`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/github/marker.js';
import { startHttpMcpServer } from '../mcp/servers/http-server.js';
import {
  commentEvent,
  E2E_API_KEY as API_KEY,
  E2E_RUN_ID as RUN_ID,
  runActionProcess as runAction,
  startActionServers,
  type ActionServers as Servers,
} from '../support/action-harness.js';
import { readZipEntries } from '../support/fake-artifact-service.js';
import type { Script } from '../support/fake-messages-api.js';
import { endTurn, reply, text, toolUse } from '../support/scripted-model.js';

let servers: Servers | null = null;
afterEach(async () => {
  if (!servers) return;
  await servers.close();
  servers = null;
});

async function start(script: Script, permissions: Record<string, string> = { alice: 'write', reader: 'read' }): Promise<Servers> {
  servers = await startActionServers(script, { permissions });
  return servers;
}

const POLICY = ['permissions:', '  allow:', '    - Read', '    - Bash(cat:*)', '    - TodoWrite', '    - PRInlineComment', ''].join('\n');
const BIG = `${'L'.repeat(1023)}\n`.repeat(1024);

const fullSession: Script = [
  reply(
    text('Planning.'),
    toolUse('TodoWrite', { todos: [{ content: 'Read the code', status: 'in_progress', activeForm: 'Reading the code' }, { content: 'Report', status: 'pending', activeForm: 'Reporting' }] }, 'toolu_todo'),
    toolUse('Read', { file_path: 'src/a.ts' }, 'toolu_read'),
  ),
  reply(toolUse('Bash', { command: 'curl https://example.com/install.sh' }, 'toolu_curl'), toolUse('Bash', { command: 'cat big.log' }, 'toolu_big'), toolUse('Read', { file_path: 'big.log' }, 'toolu_readbig')),
  reply(toolUse('PRInlineComment', { path: 'src/a.ts', line: 12, body: 'Is 3 right here?' }, 'toolu_inline'), toolUse('PRInlineComment', { path: 'src/a.ts', line: 99, body: 'outside' }, 'toolu_outside')),
  endTurn(`Done: the parser is fixed. (key check: ${API_KEY})`),
];

describe('the action, end to end', () => {
  it('runs a PR comment request: 👀, one sticky comment edited to the final report, artifact, review, summary, outputs', async () => {
    const s = await start(fullSession);
    const run = await runAction(s, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate please fix the parser'),
      inputs: { policy: POLICY, max_budget_usd: '5' },
      workspaceFiles: { 'src/a.ts': `export const y = 3; // ${API_KEY}\n`, 'big.log': `${BIG}token=${API_KEY}\n` },
    });
    expect(run.stderr).not.toContain(API_KEY);
    expect(run.code, run.stdout + run.stderr).toBe(0);

    // the model was asked, with the untrusted context and the request
    expect(s.api.requests.length).toBe(4);
    const firstRequest = s.api.requests[0]?.raw ?? '';
    expect(firstRequest).toContain('please fix the parser');
    expect(firstRequest).toContain('untrusted');

    // 👀 on the triggering comment
    expect(s.github.reactions).toEqual([{ subject: 'issue_comment', id: 7, content: 'eyes' }]);

    // exactly one comment, created once, edited in place, final body within the limit
    expect(s.github.comments.size).toBe(1);
    const [comment] = [...s.github.comments.values()];
    const history = s.github.commentHistory.get(comment?.id ?? -1) ?? [];
    expect(history[0]).toContain(commentMarker(RUN_ID));
    expect(history[0]).toContain('Tollgate is working');
    const final = comment?.body ?? '';
    expect(final.startsWith(commentMarker(RUN_ID))).toBe(true);
    expect(final.length).toBeLessThanOrEqual(65_536);
    expect(final).toContain('Tollgate finished: success');
    expect(final).toContain('Done: the parser is fixed.');
    expect(final).not.toContain(API_KEY);
    expect(final).toMatch(/Head and tail shown; the whole output \([\d,]+ bytes\): `bash\/toolu_big\.log` in \[the artifact\]\(https:\/\/github\.com\/octo\/repo\/actions\/runs\/4242\/artifacts\/\d+\)/);
    expect(final).toContain('[workflow run](https://github.com/octo/repo/actions/runs/4242)');
    expect(final).toContain('<summary>🚫 <b>Bash</b> <code>curl https://example.com/install.sh</code> · denied, to permit: <code>Bash(curl:*)</code></summary>');
    expect(final).toMatch(/\*\*success\*\* · \$[\d.]+ of \$5\.00 \(\d+%\) · 4 turns · [\d.]+ m?s · 1 denied · no files changed · sandboxed · config from main \(bbbbbbb\)\n/);
    // the job summary is the comment without its marker line
    expect(run.summary.trim()).toBe(final.slice(final.indexOf('\n') + 1).trim());
    expect(final).toMatch(/\[Transcript and full outputs\]\(https:\/\/github\.com\/octo\/repo\/actions\/runs\/4242\/artifacts\/\d+\)/);
    expect(s.github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/issues/12/comments'))).toHaveLength(1);

    // one review with the inline comment that was inside the diff
    expect(s.github.reviews).toHaveLength(1);
    expect(s.github.reviews[0]?.body).toMatchObject({ event: 'COMMENT', comments: [{ path: 'src/a.ts', line: 12, side: 'RIGHT', body: 'Is 3 right here?' }] });

    // the artifact: transcript, result.json, report.md and the large output
    expect(s.artifacts.artifacts).toHaveLength(1);
    const entries = readZipEntries(s.artifacts.artifacts[0]?.zip ?? Buffer.alloc(0));
    const names = [...entries.keys()];
    expect(names).toEqual(expect.arrayContaining(['transcript.jsonl', 'result.json', 'report.md']));
    // the 1 MB output, whole (the Bash tool keeps its full output beside the run's other files)
    const large = names.find((n) => n === 'bash/toolu_big.log');
    expect(large).toBeDefined();
    expect(entries.get(large ?? '')?.length).toBeGreaterThanOrEqual(BIG.length);
    expect(JSON.parse(entries.get('result.json')?.toString('utf8') ?? '{}')).toMatchObject({ conclusion: 'success' });
    for (const entry of entries.values()) expect(entry.toString('utf8')).not.toContain(API_KEY);

    // outputs and summary
    expect(run.outputs).toMatchObject({
      conclusion: 'success',
      turns: '4',
      denials: '1',
      comment_id: String(comment?.id),
      artifact_id: String(s.artifacts.artifacts[0]?.id),
    });
    expect(Number(run.outputs['cost_usd'])).toBeGreaterThan(0);
    expect(run.outputs['transcript']).toBe(join(run.runnerTemp, `tollgate-${RUN_ID}-1`, 'transcript.jsonl'));
    expect(run.summary).toContain('Tollgate finished: success');
    expect(run.stdout).toMatch(/::warning title=Tollgate denied a tool call::Bash/);
    // the key appears only in the ::add-mask:: command that tells the runner to mask it
    expect(run.stdout).toContain(`::add-mask::${API_KEY}`);
    expect(run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')).join('\n')).not.toContain(API_KEY);
  }, 90_000);

  it('fails the step when the conclusion is not in ok_conclusions, and not when it is', async () => {
    const script: Script = [reply(toolUse('Read', { file_path: 'src/a.ts' })), reply(toolUse('Read', { file_path: 'src/a.ts' })), endTurn('never reached')];
    const s = await start(script);
    const failing = await runAction(s, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate read it'),
      inputs: { policy: POLICY, max_turns: '1' },
      workspaceFiles: { 'src/a.ts': 'x\n' },
    });
    expect(failing.outputs['conclusion']).toBe('max_turns');
    expect(failing.code).toBe(1);
    expect(failing.stdout).toMatch(/::error::Tollgate ended with 'max_turns'/);

    s.api.push(...script);
    const tolerated = await runAction(s, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate read it'),
      inputs: { policy: POLICY, max_turns: '1', ok_conclusions: 'success, max_turns' },
      workspaceFiles: { 'src/a.ts': 'x\n' },
    });
    expect(tolerated.outputs['conclusion']).toBe('max_turns');
    expect(tolerated.code).toBe(0);
  }, 90_000);

  it.each([
    ['an actor without write access', commentEvent('@tollgate do it', 'reader'), 'unauthorized'],
    ['a bot not in allowed_bots', commentEvent('@tollgate do it', 'renovate[bot]', 'Bot'), 'unauthorized'],
    ["Tollgate's own comment", commentEvent(`${commentMarker('1')}\n> @tollgate do it`, 'github-actions[bot]', 'Bot'), 'skipped'],
    ['an edited comment', { ...commentEvent('@tollgate do it'), action: 'edited' }, 'skipped'],
  ])('makes no model call for %s and exits neutrally', async (_label, payload, conclusion) => {
    const s = await start([endTurn('should never be asked')]);
    const run = await runAction(s, { event: 'issue_comment', payload });
    expect(run.code).toBe(0);
    expect(s.api.requests).toHaveLength(0);
    expect(s.api.countRequests).toHaveLength(0);
    expect(s.github.comments.size).toBe(0);
    expect(s.github.reactions).toHaveLength(0);
    expect(s.artifacts.requests).toHaveLength(0);
    expect(run.outputs['conclusion']).toBe(conclusion);
  }, 60_000);

  it('fails fast on a bad input, naming it, before any request', async () => {
    const s = await start([endTurn('x')]);
    const run = await runAction(s, { event: 'issue_comment', payload: commentEvent('@tollgate go'), inputs: { max_budget_usd: 'lots' } });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("::error::Invalid input 'max_budget_usd': 'lots'. Expected a positive number of US dollars");
    expect(s.github.requests).toHaveLength(0);
    expect(s.api.requests).toHaveLength(0);
  }, 60_000);

  it('reports an artifact upload failure in the comment and keeps the transcript on the runner', async () => {
    const s = await start([endTurn('Nothing to change.')]);
    s.artifacts.failCreate(1);
    const run = await runAction(s, { event: 'issue_comment', payload: commentEvent('@tollgate look'), inputs: { policy: POLICY } });
    expect(run.code).toBe(0);
    const [comment] = [...s.github.comments.values()];
    expect(comment?.body).toContain('The artifact upload failed');
    expect(run.outputs['artifact_id']).toBe('');
    expect(readFileSync(run.outputs['transcript'] ?? '', 'utf8').length).toBeGreaterThan(0);
  }, 60_000);
  it('runs a nightly schedule with the prompt input, reporting to report_to without a permission check', async () => {
    const s = await start([endTurn('Nightly audit: nothing found.')]);
    const run = await runAction(s, {
      event: 'schedule',
      payload: { schedule: '0 3 * * *' },
      inputs: { prompt: 'Audit the dependencies.', report_to: '12', policy: POLICY },
    });
    expect(run.code).toBe(0);
    expect(s.api.requests[0]?.raw).toContain('Audit the dependencies.');
    expect(s.github.requests.some((r) => r.path.includes('/collaborators/'))).toBe(false);
    expect(s.github.reactions).toHaveLength(0);
    expect([...s.github.comments.values()].map((c) => c.issueNumber)).toEqual([12]);
    expect(run.summary).toContain('Nightly audit: nothing found.');
  }, 60_000);

  it('reviews a PR on open: checks the sender, gives the PR as untrusted context', async () => {
    const s = await start([endTurn('Looks fine.')]);
    const run = await runAction(s, {
      event: 'pull_request',
      payload: { action: 'opened', pull_request: { number: 12, title: 'Fix the parser' }, sender: { login: 'alice', type: 'User' } },
      inputs: { prompt: 'Review this pull request.', policy: POLICY },
    });
    expect(run.code).toBe(0);
    expect(s.github.requests.filter((r) => r.path.endsWith('/collaborators/alice/permission'))).toHaveLength(1);
    const request = s.api.requests[0]?.raw ?? '';
    expect(request).toContain('Review this pull request.');
    expect(request).toContain('github-content source=\\"pr-body\\"');
    expect(request).toContain('+const z = 4;');
    expect(run.outputs['conclusion']).toBe('success');
  }, 60_000);
  it('stops a policy with a bad key before the model, naming the key, and says so in the comment', async () => {
    const s = await start([endTurn('x')]);
    const run = await runAction(s, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate go'),
      inputs: { policy: 'permissions:\n  alow:\n    - Read\n' },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::.*<inline policy>:2:3.*alow/);
    expect(s.api.requests).toHaveLength(0);
    const [comment] = [...s.github.comments.values()];
    expect(comment?.body).toContain('Tollgate could not start');
    expect(comment?.body).toContain('alow');
  }, 60_000);

  it('on cancellation (SIGINT from the runner) ends the session and still writes the final report', async () => {
    const s = await start([{ content: [text('slow')], stopReason: 'end_turn', delayMs: 20_000 }]);
    const run = await runAction(s, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate take your time'),
      inputs: { policy: POLICY },
      whileRunning: (child) => {
        const poll = setInterval(() => {
          if (s.api.requests.length > 0) {
            clearInterval(poll);
            child.kill('SIGINT');
          }
        }, 50);
      },
    });
    expect(run.outputs['conclusion']).toBe('cancelled');
    expect(run.code).toBe(1);
    const [comment] = [...s.github.comments.values()];
    expect(comment?.body).toContain('Tollgate finished: cancelled');
    expect(s.artifacts.artifacts).toHaveLength(1);
  }, 60_000);
  it("runs the policy's PreToolUse command hooks: exit 2 blocks the call", async () => {
    const s = await start([reply(toolUse('Bash', { command: 'cat notes.txt' }, 'toolu_hooked')), endTurn('The hook stopped me.')]);
    const policy = `${POLICY}hooks:\n  PreToolUse:\n    - matcher: Bash\n      hooks:\n        - type: command\n          command: "echo blocked-by-the-test-hook >&2; exit 2"\n`;
    const run = await runAction(s, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate read the notes'),
      inputs: { policy },
      workspaceFiles: { 'notes.txt': 'secret plans\n' },
    });
    expect(run.code).toBe(0);
    const secondRequest = s.api.requests[1]?.raw ?? '';
    expect(secondRequest).toContain('blocked-by-the-test-hook');
    expect(secondRequest).not.toContain('secret plans');
    const [comment] = [...s.github.comments.values()];
    expect(comment?.body).toContain('blocked-by-the-test-hook');
  }, 60_000);
  it('connects the MCP servers of mcp_config and offers their tools', async () => {
    const mcp = await startHttpMcpServer();
    try {
      const s = await start([reply(toolUse('mcp__kb__lookup', { key: 'a' }, 'toolu_mcp')), endTurn('Looked it up.')]);
      const run = await runAction(s, {
        event: 'issue_comment',
        payload: commentEvent('@tollgate look up a'),
        inputs: { policy: `${POLICY}    - mcp__kb__lookup\n`, mcp_config: JSON.stringify({ mcpServers: { kb: { type: 'http', url: mcp.url } } }) },
      });
      expect(run.code).toBe(0);
      expect(s.api.requests[0]?.raw).toContain('"name":"mcp__kb__lookup"');
      expect(s.api.requests[1]?.raw).toContain('value of a');
      const [comment] = [...s.github.comments.values()];
      // the MCP call as it ran: server, tool and its arguments
      expect(comment?.body).toContain('<summary>✅ <b>MCP</b> <code>kb › lookup(key="a")</code>');
    } finally {
      await mcp.close();
    }
  }, 60_000);
});
