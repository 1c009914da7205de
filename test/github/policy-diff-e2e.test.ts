import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { E2E_GITHUB_TOKEN, runActionProcess, startActionServers, type ActionServers } from '../support/action-harness.js';
import { makeTempDir } from '../support/core-fixtures.js';
import { writeZip } from '../support/fake-artifact-service.js';
import type { FakeWorkflowRun } from '../support/fake-github.js';
import { POLICY_A, recordSession } from '../support/recorded-session.js';
import { samplePull } from './pr-fixtures.js';

// `mode: policy-diff` through dist/index.js against loopback GitHub: the workflow's runs listed,
// their artifacts downloaded through the API's redirect, the PR's policy compared with its base's
// over the recorded calls, one sticky comment posted. No model is called.

const BASE_SHA = 'b'.repeat(40);
const HEAD_SHA = 'a'.repeat(40);
/** The PR's policy: Edit(src/**) gone, npm install allowed. */
const POLICY_B = ['permissions:', '  allow: ["Bash(node --test:*)", "Bash(npm run lint:*)", "Bash(npm install:*)"]', '  deny: ["Bash(curl:*)", "Read(./.env)"]', ''].join('\n');

let transcript: string;
let cleanup: () => void;
let s: ActionServers | undefined;
beforeAll(async () => {
  const temp = makeTempDir('tollgate-policy-diff-');
  cleanup = temp.cleanup;
  const session = await recordSession(temp.dir);
  expect(session.run.code, session.run.stderr).toBe(0);
  transcript = session.transcript;
}, 120_000);
afterAll(() => cleanup?.());
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const zip = (files: Record<string, string | Buffer>, deflate = true) => writeZip(new Map(Object.entries(files).map(([name, data]) => [name, Buffer.from(data)])), { deflate });

/** A transcript someone crafted: a header, and calls whose inputs try to post a token, pose as Tollgate's marker and ping people. */
function hostileTranscript(): string {
  const header = JSON.stringify({ type: 'transcript', version: 1, createdAt: '2024-01-01T00:00:00Z', sessionId: 'x', model: 'm', workspaceRoot: '/' });
  const call = (id: string, command: string) => JSON.stringify({ type: 'event', event: { type: 'tool_requested', turn: 1, toolUseId: id, toolName: 'Bash', input: { command } } });
  return [header, call('toolu_evil', `npm install left-pad # <!-- tollgate:run=policy-diff --> @alice ${E2E_GITHUB_TOKEN} | evil`), call('toolu_evil_2', 'rm -rf / # </details>'), '{"broken'].join('\n');
}

function history(): FakeWorkflowRun[] {
  const artifact = (id: number, data: Buffer, extra: Partial<FakeWorkflowRun['artifacts'][number]> = {}) => ({ id, name: 'tollgate-tollgate-attempt-1', zip: data, ...extra });
  return [
    // This run itself, in progress: never read.
    { id: 4242, runNumber: 42, workflow: 'tollgate.yml', status: 'in_progress', artifacts: [] },
    { id: 9041, runNumber: 41, workflow: 'tollgate.yml', artifacts: [artifact(141, zip({ 'transcript.jsonl': transcript, 'result.json': '{}', 'bash/toolu_test.log': 'ok\n' })), { id: 1410, name: 'coverage', zip: zip({ 'lcov.info': 'x' }) }] },
    { id: 9040, runNumber: 40, workflow: 'tollgate.yml', artifacts: [artifact(140, zip({ 'transcript.jsonl': hostileTranscript() }))] },
    { id: 9039, runNumber: 39, workflow: 'tollgate.yml', artifacts: [artifact(139, zip({ 'result.json': '{}' }))] },
    { id: 9038, runNumber: 38, workflow: 'tollgate.yml', artifacts: [artifact(138, Buffer.from('this is not a zip at all, just bytes '.repeat(10)))] },
    { id: 9037, runNumber: 37, workflow: 'tollgate.yml', artifacts: [artifact(137, zip({ 'transcript.jsonl': '{"type":"cassette","version":1,"createdAt":"x","scripted":true}\n' }))] },
    { id: 9036, runNumber: 36, workflow: 'tollgate.yml', artifacts: [artifact(136, zip({ 'transcript.jsonl': transcript }), { expired: true })] },
    // A bomb: 70 MB of spaces that deflate to a few kilobytes.
    { id: 9035, runNumber: 35, workflow: 'tollgate.yml', artifacts: [artifact(135, zip({ 'transcript.jsonl': Buffer.alloc(70 * 1024 * 1024, 0x20) }))] },
    { id: 9001, runNumber: 1, workflow: 'other.yml', artifacts: [artifact(101, zip({ 'transcript.jsonl': transcript }))] },
  ];
}

function pullRequestEvent() {
  return {
    action: 'synchronize',
    pull_request: { number: 12, title: 'Tighten the policy', draft: false, base: { sha: BASE_SHA, ref: 'main' }, head: { sha: HEAD_SHA, ref: 'policy' } },
    sender: { login: 'alice', type: 'User' },
  };
}

async function servers(options: { head?: string; actions?: 'none' | 'read' } = {}): Promise<ActionServers> {
  s = await startActionServers([], {
    pulls: [samplePull({ base: { ref: 'main', sha: BASE_SHA, repo: { full_name: 'octo/repo' } }, head: { ref: 'policy', sha: HEAD_SHA, repo: { full_name: 'octo/repo' } } })],
    github: { workflowRuns: history(), ...(options.actions ? { tokenPermissions: { actions: options.actions } } : {}) },
  });
  s.github.setCommit(BASE_SHA, { '.github/tollgate.yml': POLICY_A });
  s.github.setCommit(HEAD_SHA, { '.github/tollgate.yml': options.head ?? POLICY_B });
  return s;
}

const run = (servers: ActionServers, inputs: Record<string, string> = {}, event = 'pull_request', payload: unknown = pullRequestEvent()) =>
  runActionProcess(servers, { event, payload, inputs: { mode: 'policy-diff', history_runs: '10', ...inputs }, trustedFiles: null });

describe('mode: policy-diff', () => {
  it('posts one sticky comment with the calls that flip each way and the rules for what is denied; bad and hostile transcripts are reported and skipped', async () => {
    const srv = await servers();
    const first = await run(srv);
    expect(first.code, first.stderr + first.stdout).toBe(0);
    expect(first.outputs['conclusion']).toBe('success');
    // No model was asked anything.
    expect(srv.api.requests).toHaveLength(0);
    const comments = [...srv.github.comments.values()].filter((c) => c.issueNumber === 12);
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    expect(first.outputs['comment_id']).toBe(String(comments[0]!.id));
    expect(body.startsWith('<!-- tollgate:run=policy-diff -->\n### Tollgate: what this policy change does to the last runs')).toBe(true);
    expect(body).toContain(`\`.github/tollgate.yml\` of this PR (aaaaaaa) against main (bbbbbbb)`);
    expect(body).toContain('- **1 call of 1 run now denied**');
    expect(body).toContain('- **2 calls of 2 runs now allowed**');
    expect(body).toContain('| [#41](https://github.com/octo/repo/actions/runs/9041) | `Edit src/stats.js` | allow → deny | `Edit(src/**)` |');
    expect(body).toContain('| [#41](https://github.com/octo/repo/actions/runs/9041) | `Bash npm install --save-dev mocha` | deny → allow | `Bash(npm install:*)` |');
    // What the PR's policy denies, and the rules that would admit it.
    expect(body).toContain('#### Rules that would admit what this PR\'s policy denies');
    expect(body).toMatch(/```yaml\npermissions:\n {2}allow:\n(?: {4}- ".*"\n)*? {4}- "Edit\(\/src\/\*\*\)"\n/);
    expect(body).toContain('"Edit(docs/notes/**)"');
    expect(body).toContain('denied by the rule Bash(curl:*): an allow rule never lifts a deny rule');
    // What was not judged, each with why; the expired artifact counted, the other workflow's run never read.
    expect(body).toContain('run #39 (tollgate-tollgate-attempt-1): the artifact holds no transcript.jsonl');
    expect(body).toContain('run #38 (tollgate-tollgate-attempt-1): not a zip archive');
    expect(body).toContain('run #37 (tollgate-tollgate-attempt-1):1: not a transcript: a cassette');
    expect(body).toMatch(/run #35 \(tollgate-tollgate-attempt-1\): transcript\.jsonl is 73400320 bytes, more than the 67108864 read/);
    expect(body).toMatch(/run #40 \(tollgate-tollgate-attempt-1\):4: the last line is cut off/);
    expect(body).toContain('1 with no transcript left');
    expect(srv.github.requests.some((r) => r.path.includes('/actions/runs/9001/') || r.path.includes('/actions/runs/4242/'))).toBe(false);
    // The hostile call is a row like any other, its text made harmless: no token, no second marker, no mention.
    expect(body).not.toContain(E2E_GITHUB_TOKEN);
    expect(body.split('<!-- tollgate:').length).toBe(2);
    expect(body).toMatch(/\| \[#40\]\(https:\/\/github\.com\/octo\/repo\/actions\/runs\/9040\) \| `Bash npm install left-pad # <!-- \(tollgate\):run=policy-diff --> @alice \*\*\* \\\| evil` \| deny → allow \|/);
    // Downloads went to the storage host without the token.
    const downloads = srv.github.logHost.requests.filter((r) => r.path.startsWith('/artifacts/'));
    expect(downloads.map((r) => r.path).sort()).toEqual(['/artifacts/135.zip', '/artifacts/137.zip', '/artifacts/138.zip', '/artifacts/139.zip', '/artifacts/140.zip', '/artifacts/141.zip']);
    expect(downloads.every((r) => r.authorization === '')).toBe(true);
    expect(first.summary).toContain('### Tollgate: what this policy change does to the last runs');

    // The next push edits the same comment.
    const second = await run(srv);
    expect(second.code).toBe(0);
    const after = [...srv.github.comments.values()].filter((c) => c.issueNumber === 12);
    expect(after.map((c) => c.id)).toEqual([comments[0]!.id]);
    expect(srv.github.commentHistory.get(comments[0]!.id)).toHaveLength(2);
  }, 120_000);

  it("says where the PR's policy is wrong, by file, line and key, and fails the step", async () => {
    const srv = await servers({ head: 'permissions:\n  alow: ["Bash(npm test:*)"]\n' });
    const result = await run(srv);
    expect(result.code).toBe(1);
    expect(result.outputs['conclusion']).toBe('error');
    const body = [...srv.github.comments.values()][0]?.body ?? '';
    expect(body).toContain("### Tollgate: this PR's policy does not load");
    expect(body).toContain(".github/tollgate.yml:2:3: permissions.alow: unknown key (did you mean 'allow'?)");
    expect(result.stdout).toContain('permissions.alow');
    expect(srv.github.requests.some((r) => r.path.includes('/actions/'))).toBe(false);
  }, 60_000);

  it('fails with the permission to add when the token cannot read the workflow runs, and posts nothing', async () => {
    const srv = await servers({ actions: 'none' });
    const result = await run(srv);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('`actions: read`');
    expect(srv.github.comments.size).toBe(0);
  }, 60_000);

  it('does nothing on an event with no pull request', async () => {
    const srv = await servers();
    const result = await run(srv, {}, 'schedule', {});
    expect(result.code).toBe(0);
    expect(result.outputs['conclusion']).toBe('skipped');
    expect(srv.github.requests).toHaveLength(0);
  }, 60_000);
});
