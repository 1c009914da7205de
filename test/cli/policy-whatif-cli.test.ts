import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../support/core-fixtures.js';
import { POLICY_A, recordSession, type RecordedSession } from '../support/recorded-session.js';
import { runCli } from '../support/run-cli.js';

// The what-if commands through the built CLI, on a transcript `tollgate run` recorded under POLICY_A.

let session: RecordedSession;
let cleanup: () => void;
beforeAll(async () => {
  const temp = makeTempDir('tollgate-whatif-cli-');
  cleanup = temp.cleanup;
  session = await recordSession(temp.dir);
  expect(session.run.code, session.run.stderr).toBe(0);
}, 120_000);
afterAll(() => cleanup?.());

/** Policy B: Edit(src/**) gone (tighten), npm install allowed (loosen). */
const POLICY_B = ['permissions:', '  allow: ["Bash(node --test:*)", "Bash(npm run lint:*)", "Bash(npm install:*)"]', '  deny: ["Bash(curl:*)", "Read(./.env)"]', ''].join('\n');
/** Policy C: only loosens (npm install), and anchors the src rule at the root, as a maintainer would after a `cd`. */
const POLICY_C = ['permissions:', '  allow: ["Bash(node --test:*)", "Edit(/src/**)", "Bash(npm run lint:*)", "Bash(npm install:*)"]', '  deny: ["Bash(curl:*)", "Read(./.env)"]', ''].join('\n');

function write(name: string, text: string): string {
  const path = join(session.dir, name);
  writeFileSync(path, text);
  return path;
}

const cli = (args: string[], input?: string) => runCli(args, { cwd: session.dir, ...(input !== undefined ? { input } : {}) });

interface TranscriptCall {
  readonly id: string;
  readonly tool: string;
  /** The call as `policy check` takes it: the path the run resolved (moved to the pristine copy), else the model's input. */
  readonly line: string;
}

/** The calls of the transcript, read independently of the code under test. */
function transcriptCalls(): TranscriptCall[] {
  const events = session.transcript
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; event?: { type: string; toolUseId: string; toolName: string; input: Record<string, unknown> } })
    .flatMap((line) => (line.type === 'event' && line.event ? [line.event] : []));
  const resolved = new Map(events.filter((e) => e.type === 'tool_call').map((e) => [e.toolUseId, e.input]));
  return events
    .filter((e) => e.type === 'tool_requested')
    .map((e) => {
      const input = JSON.parse(JSON.stringify(resolved.get(e.toolUseId) ?? e.input).split(session.repo).join(session.pristine)) as Record<string, unknown>;
      return { id: e.toolUseId, tool: e.toolName, line: JSON.stringify({ tool: e.toolName, input }) };
    });
}

/** Each call's decision by `tollgate policy check` under a policy, in the pristine copy of the repository. */
async function checkDecisions(policy: string, calls: readonly TranscriptCall[]): Promise<Map<string, string>> {
  const run = await cli(['policy', 'check', '--policy', policy, '--cwd', session.pristine], calls.map((c) => c.line).join('\n'));
  expect(run.code, run.stderr).toBe(0);
  const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as { decision: string });
  return new Map(calls.map((c, i) => [c.id, lines[i]!.decision]));
}

interface DiffJson {
  calls: number;
  flips: { file: string; tool_use_id: string; tool: string; input: Record<string, unknown>; before: string; after: string; rule: string | null }[];
}

describe('tollgate policy diff', () => {
  it('lists exactly the calls policy check decides differently, before and after, and exits 1 when a call that ran is now denied', async () => {
    const b = write('b.yml', POLICY_B);
    const run = await cli(['policy', 'diff', '--policy', b, '--cwd', session.pristine, '--json', session.transcriptPath]);
    expect(run.code, run.stderr).toBe(1);
    const diff = JSON.parse(run.stdout) as DiffJson;
    expect(diff.calls).toBe(12);
    // `policy check` has no working directory of its own: the edit made after `cd src` is compared below, with the run's own record.
    const calls = transcriptCalls().filter((c) => c.id !== 'toolu_edit_in_src');
    const before = await checkDecisions(write('a.yml', POLICY_A), calls);
    const after = await checkDecisions(b, calls);
    const expected = calls.filter((c) => before.get(c.id) !== after.get(c.id)).map((c) => ({ tool_use_id: c.id, before: before.get(c.id), after: after.get(c.id) }));
    expect(expected.length).toBeGreaterThan(1);
    expect(diff.flips.map((f) => ({ tool_use_id: f.tool_use_id, before: f.before, after: f.after }))).toEqual(expected);
    expect(diff.flips.find((f) => f.tool_use_id === 'toolu_edit')).toMatchObject({ tool: 'Edit', before: 'allow', after: 'deny', rule: 'Edit(src/**)', input: { file_path: 'src/stats.js' } });
    expect(diff.flips.find((f) => f.tool_use_id === 'toolu_install')).toMatchObject({ before: 'deny', after: 'allow', rule: 'Bash(npm install:*)' });
    expect(Object.keys(diff.flips[0]!)).toEqual(expect.arrayContaining(['file', 'tool_use_id', 'tool', 'input', 'before', 'after', 'rule']));

    const text = await cli(['policy', 'diff', '--policy', b, '--cwd', session.pristine, session.transcriptPath]);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/Now denied \(1\)[^\n]*\n\s+toolu_edit\s+Edit src\/stats\.js/);
    expect(text.stdout).toMatch(/Now allowed \(1\)[^\n]*\n\s+toolu_install\s+Bash npm install --save-dev mocha/);
  }, 60_000);

  it('gives no flips and exit 0 for the policy the run recorded, by default and as --base', async () => {
    const a = write('a.yml', POLICY_A);
    const recorded = await cli(['policy', 'diff', '--policy', a, '--cwd', session.pristine, '--json', session.transcriptPath]);
    expect(recorded.code, recorded.stderr).toBe(0);
    expect(JSON.parse(recorded.stdout)).toMatchObject({ calls: 12, flips: [] });
    const based = await cli(['policy', 'diff', '--policy', a, '--base', a, '--cwd', session.pristine, session.transcriptPath]);
    expect(based.code).toBe(0);
    expect(based.stdout).toContain('No call is decided differently.');
  }, 60_000);

  it('judges a call where the run made it: after a cd that persisted, as the run itself decided it', async () => {
    // The run denied `Edit stats.js` made in src/ (its Edit(src/**) is relative to the working directory); a root-anchored rule admits it.
    const recordedDecision = session.transcript.split('\n').find((l) => l.includes('"permission_decision"') && l.includes('toolu_edit_in_src'));
    expect(recordedDecision).toContain('"behavior":"deny"');
    const c = write('c.yml', POLICY_C);
    const run = await cli(['policy', 'diff', '--policy', c, '--cwd', session.pristine, '--json', session.transcriptPath]);
    const diff = JSON.parse(run.stdout) as DiffJson;
    expect(diff.flips.map((f) => [f.tool_use_id, f.before, f.after, f.rule])).toEqual([
      ['toolu_install', 'deny', 'allow', 'Bash(npm install:*)'],
      ['toolu_edit_in_src', 'deny', 'allow', 'Edit(/src/**)'],
    ]);
    // Only loosening: exit 0 unless asked to fail on it.
    expect(run.code).toBe(0);
    expect((await cli(['policy', 'diff', '--policy', c, '--cwd', session.pristine, '--fail-on', 'loosen', session.transcriptPath])).code).toBe(1);
    expect((await cli(['policy', 'diff', '--policy', c, '--cwd', session.pristine, '--fail-on', 'any', session.transcriptPath])).code).toBe(1);
  }, 60_000);

  it('exits 2 with file, line and key on a policy error, and on bad usage', async () => {
    const bad = write('bad.yml', 'permissions:\n  alow: ["Bash(npm test:*)"]\n');
    const run = await cli(['policy', 'diff', '--policy', bad, session.transcriptPath]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/bad\.yml:2:3: permissions\.alow: unknown key \(did you mean 'allow'\?\)/);
    expect(run.stdout).toBe('');
    const noPolicy = await cli(['policy', 'diff', session.transcriptPath]);
    expect(noPolicy.code).toBe(2);
    expect(noPolicy.stderr).toContain('policy diff needs --policy NEW.yml');
    const badWay = await cli(['policy', 'diff', '--policy', bad, '--fail-on', 'sometimes', session.transcriptPath]);
    expect(badWay.code).toBe(2);
    expect(badWay.stderr).toContain("--fail-on must be one of tighten, loosen, any; got 'sometimes'.");
  }, 60_000);

  it("judges an action run's calls to the GitHub tools and PRInlineComment as the run did, not as unknown tools", async () => {
    const config = session.transcript.split('\n').find((l) => l.includes('"run_config"'))!;
    const lines = [
      JSON.stringify({ type: 'transcript', version: 1, createdAt: '2024-01-01T00:00:00Z', sessionId: 's', model: 'm', workspaceRoot: '/home/runner/work/r/r' }),
      config,
      ...[
        ['toolu_checks', 'GitHubChecks', {}],
        ['toolu_log', 'GitHubJobLog', { job_id: 42, tail: 50 }],
        ['toolu_inline', 'PRInlineComment', { path: 'src/stats.js', line: 3, body: 'nit' }],
      ].map(([id, tool, input]) => JSON.stringify({ type: 'event', event: { type: 'tool_requested', turn: 1, toolUseId: id, toolName: tool, input } })),
    ];
    const actionRun = write('action-run.jsonl', `${lines.join('\n')}\n`);
    const denyChecks = write('deny-checks.yml', POLICY_A.replace('deny: [', 'deny: ["GitHubChecks", '));
    const run = await cli(['policy', 'diff', '--policy', denyChecks, '--json', actionRun]);
    expect(run.code, run.stderr).toBe(1);
    expect((JSON.parse(run.stdout) as DiffJson).flips.map((f) => [f.tool_use_id, f.before, f.after, f.rule])).toEqual([['toolu_checks', 'allow', 'deny', 'GitHubChecks']]);
    const suggest = await cli(['policy', 'suggest', '--json', actionRun]);
    expect(JSON.parse(suggest.stdout)).toMatchObject({ calls: 3, denied: 0, suggestions: [], not_suggested: [] });
  }, 60_000);

  it('reports and skips a file that is no transcript and a hostile call, and judges the rest', async () => {
    const cassette = write('demo.cassette.jsonl', readFileSync('examples/demo/session.cassette.jsonl', 'utf8'));
    const garbage = write('garbage.jsonl', '\u0000\u0001 not json\n');
    // The real transcript with hostile lines: a deeply nested input, an input over the size bound, a `__proto__` key, a repeated id.
    const nested = `${'['.repeat(5_000)}"x"${']'.repeat(5_000)}`;
    const hostile = [
      `{"type":"event","event":{"type":"tool_requested","turn":99,"toolUseId":"toolu_deep","toolName":"Bash","input":{"command":"ls","extra":${nested}}}}`,
      JSON.stringify({ type: 'event', event: { type: 'tool_requested', turn: 99, toolUseId: 'toolu_huge', toolName: 'Write', input: { file_path: 'x', content: 'y'.repeat(300_000) } } }),
      '{"type":"event","event":{"type":"tool_requested","turn":99,"toolUseId":"toolu_proto","toolName":"Bash","input":{"__proto__":{"polluted":true},"command":"npm install left-pad"}}}',
      JSON.stringify({ type: 'event', event: { type: 'tool_requested', turn: 99, toolUseId: 'toolu_read', toolName: 'Bash', input: { command: 'rm -rf /' } } }),
    ];
    const tampered = write('tampered.jsonl', `${session.transcript}${hostile.join('\n')}\n`);
    const run = await cli(['policy', 'diff', '--policy', write('b.yml', POLICY_B), '--cwd', session.pristine, '--json', cassette, garbage, tampered]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toContain('skipped demo.cassette.jsonl:1: not a transcript: a cassette (scripted model replies), not a run transcript');
    expect(run.stderr).toContain('skipped garbage.jsonl:1: not a transcript: the first line is not JSON');
    expect(run.stderr).toMatch(/left out: tampered\.jsonl:\d+: toolu_deep: its input nests deeper than 32 levels/);
    expect(run.stderr).toMatch(/left out: tampered\.jsonl:\d+: toolu_huge: its input is \d+ bytes, more than the 256 KB judged/);
    expect(run.stderr).toMatch(/left out: tampered\.jsonl:\d+: toolu_read is requested twice; the second is left out/);
    expect(run.stderr).not.toMatch(/at .*\.js:\d+/);
    const diff = JSON.parse(run.stdout) as DiffJson;
    // The 12 calls of the run and the `__proto__` one, judged as data: its key is an input key like any other.
    expect(diff.calls).toBe(13);
    expect(diff.flips.map((f) => f.tool_use_id)).toEqual(['toolu_edit', 'toolu_install', 'toolu_proto']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();

    const nothing = await cli(['policy', 'diff', '--policy', write('b.yml', POLICY_B), cassette, garbage]);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('no transcript could be judged');
  }, 60_000);
});

describe('tollgate policy suggest', () => {
  it('suggests the smallest rules for the denials, never one for a deny rule, a protected path or outside the workspace', async () => {
    const run = await cli(['policy', 'suggest', '--cwd', session.pristine, '--json', session.transcriptPath]);
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as { suggestions: { rule: string; admits: string[] }[]; not_suggested: { tool_use_id: string; why: string }[] };
    expect(result.suggestions).toEqual([
      { rule: 'Edit(docs/notes/**)', admits: ['toolu_notes_a', 'toolu_notes_b'] },
      { rule: 'Bash(npm install:*)', admits: ['toolu_install'] },
      { rule: 'Bash(npm publish:*)', admits: ['toolu_publish'] },
      { rule: 'Edit(/src/**)', admits: ['toolu_edit_in_src'] },
    ]);
    const why = Object.fromEntries(result.not_suggested.map((n) => [n.tool_use_id, n.why]));
    expect(Object.keys(why).sort()).toEqual(['toolu_curl', 'toolu_outside', 'toolu_workflow']);
    expect(why['toolu_curl']).toContain('denied by the rule Bash(curl:*)');
    expect(why['toolu_workflow']).toContain('a protected path (GitHub Actions workflows)');
    expect(why['toolu_outside']).toContain('outside the workspace');
    for (const { rule } of result.suggestions) {
      expect(rule).toMatch(/^\w+\(.+\)$/);
      expect(rule).not.toMatch(/\((\*|\*\*|\/\*\*)\)/);
    }
  }, 60_000);

  it('its rules, added to the policy, allow the calls they claim and nothing under an explicit deny', async () => {
    const text = await cli(['policy', 'suggest', '--policy', write('a.yml', POLICY_A), '--cwd', session.pristine, session.transcriptPath]);
    expect(text.code).toBe(0);
    // The block printed to paste, pasted: appended to POLICY_A's allow list.
    const block = text.stdout.slice(text.stdout.indexOf('permissions:\n  allow:\n'));
    const rules = [...block.matchAll(/^ {4}- (".*")$/gm)].map((m) => JSON.parse(m[1]!) as string);
    expect(rules).toHaveLength(4);
    const widened = write('widened.yml', POLICY_A.replace('"Bash(npm run lint:*)"]', `"Bash(npm run lint:*)", ${rules.map((r) => JSON.stringify(r)).join(', ')}]`));
    const diff = await cli(['policy', 'diff', '--policy', widened, '--cwd', session.pristine, '--json', session.transcriptPath]);
    const flips = (JSON.parse(diff.stdout) as DiffJson).flips;
    // Exactly the claimed calls now run; the curl (deny rule), the workflow (protected) and the outside read stay denied.
    expect(flips.map((f) => [f.tool_use_id, f.before, f.after])).toEqual([
      ['toolu_install', 'deny', 'allow'],
      ['toolu_notes_a', 'deny', 'allow'],
      ['toolu_notes_b', 'deny', 'allow'],
      ['toolu_publish', 'deny', 'allow'],
      ['toolu_edit_in_src', 'deny', 'allow'],
    ]);
    const calls = transcriptCalls().filter((c) => ['toolu_curl', 'toolu_workflow', 'toolu_outside'].includes(c.id));
    const checked = await checkDecisions(widened, calls);
    expect([...checked.values()]).toEqual(['deny', 'deny', 'deny']);
  }, 60_000);
});
