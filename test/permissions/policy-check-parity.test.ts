/**
 * `tollgate policy check` is the session's own steps 1–5: on one table of calls, the built CLI's
 * policy check and a real scripted session of the built CLI decide the same, call by call, and the
 * reason the check prints is the text the model is sent. The table includes calls only a step
 * before the gate refuses (unknown tool, bad input, the tool's semantic validation).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from './gate-fixture.js';
import { edit, makeRouteWorkspace, mode, read, viaPolicyCheck, viaSession, write, type GateCall } from './gate-routes.js';

const policy = mode('acceptEdits', ['Bash(ls:*)', 'Bash(cat:*)'], ['Bash(npm publish:*)']);

const todo = (statuses: string[]): GateCall => ({
  tool: 'TodoWrite',
  input: { todos: statuses.map((status, i) => ({ content: `step ${i}`, status, activeForm: `doing step ${i}` })) },
});

interface ParityRow {
  readonly call: GateCall;
  readonly expect: 'allow' | 'deny';
  /** Refused before the gate: by lookup, the schema or the tool's own validation. */
  readonly before?: 'lookup' | 'schema' | 'validation';
}

const rows: ParityRow[] = [
  { call: read('src/a.ts'), expect: 'allow' },
  { call: edit('src/a.ts'), expect: 'allow' },
  { call: write('notes.txt'), expect: 'allow' },
  { call: { tool: 'Bash', input: { command: 'ls src' } }, expect: 'allow' },
  { call: todo(['in_progress', 'pending']), expect: 'allow' },
  { call: { tool: 'Glob', input: { pattern: '*.md' } }, expect: 'allow' },
  { call: write('.npmrc'), expect: 'deny' },
  { call: { tool: 'Bash', input: { command: 'npm publish' } }, expect: 'deny' },
  { call: { tool: 'Bash', input: { command: 'ls && curl https://example.com' } }, expect: 'deny' },
  { call: read('escape/data.txt'), expect: 'deny', before: 'validation' },
  // Only semantic validation refuses these: the gate alone would allow every one.
  { call: read('missing.txt'), expect: 'deny', before: 'validation' },
  { call: { tool: 'Edit', input: { file_path: 'README.md', old_string: 'orig', new_string: 'orig' } }, expect: 'deny', before: 'validation' },
  { call: { tool: 'Edit', input: { file_path: 'docs/a.md', old_string: 'not there', new_string: 'x' } }, expect: 'deny', before: 'validation' },
  { call: write('src', 'a directory'), expect: 'deny', before: 'validation' },
  { call: todo(['in_progress', 'in_progress']), expect: 'deny', before: 'validation' },
  { call: { tool: 'Grep', input: { pattern: 'x', path: 'no-such-dir' } }, expect: 'deny', before: 'validation' },
  { call: { tool: 'Bash', input: { command: '   ' } }, expect: 'deny', before: 'validation' },
  { call: { tool: 'Read', input: { file_path: 42 } }, expect: 'deny', before: 'schema' },
  { call: { tool: 'NoSuchTool', input: {} }, expect: 'deny', before: 'lookup' },
];

/** The check and the session work in different copies of the workspace: compare with the root left out. */
const withoutRoot = (text: string) => text.replace(/\/\S*?tollgate-routes?(?:-session)?-[^/]+\//g, '<base>/');

let ws: Workspace;
beforeAll(() => {
  ws = makeRouteWorkspace();
});
afterAll(() => ws.cleanup());

describe('policy check decides as a session does', () => {
  it('gives the same decision and the same reason as a real session, call by call', { timeout: 120_000 }, async () => {
    const calls = rows.map((r) => r.call);
    // The session runs on its own copy of the workspace: both routes run side by side.
    const [lines, session] = await Promise.all([viaPolicyCheck(ws, policy, calls), viaSession(ws, policy, calls)]);
    rows.forEach((r, i) => {
      const line = lines[i];
      const ran = session[i];
      const what = `${r.call.tool} ${JSON.stringify(r.call.input).slice(0, 60)}`;
      expect(line?.decision, `${what}: ${line?.reason}`).toBe(r.expect);
      expect(ran?.status === 'success', `${what}: ${ran?.resultText}`).toBe(line?.decision === 'allow');
      if (line?.decision === 'deny') expect(withoutRoot(ran?.resultText ?? ''), what).toContain(withoutRoot(line.reason));
      if (r.before === 'validation' && r.call.tool !== 'Read') expect(line?.rule, what).toBeNull();
    });
  });

  it("follows the policy's additionalDirectories as a session does (the tools' own boundary check included)", { timeout: 120_000 }, async () => {
    writeFileSync(join(ws.outside, 'data.txt'), 'shared data\n');
    const widened = { ...policy, permissions: { ...policy.permissions, additionalDirectories: [ws.outside] } };
    const calls = [read(join(ws.outside, 'data.txt'))];
    const [lines, session] = await Promise.all([viaPolicyCheck(ws, widened, calls), viaSession(ws, widened, calls)]);
    expect(lines.map((l) => l.decision)).toEqual(['allow']);
    expect(session.map((s) => s.status)).toEqual(['success']);
    expect(session[0]?.resultText).toContain('shared data');
  });

  it('names the step that refused a call the gate never saw', async () => {
    const lines = await viaPolicyCheck(ws, policy, [read('missing.txt'), { tool: 'NoSuchTool', input: {} }, { tool: 'Read', input: { file_path: 42 } }]);
    expect(lines.map((l) => l.decision)).toEqual(['deny', 'deny', 'deny']);
    expect(lines[0]?.reason).toContain('File does not exist');
    expect(lines[1]?.reason).toContain('No such tool available: NoSuchTool');
    expect(lines[2]?.reason).toContain('InputValidationError');
  });
});
