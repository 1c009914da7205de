/**
 * Class 7 of the gate issue, file tools: Claude Code's rule semantics where Tollgate was looser.
 * A bare `Edit` allows the Edit tool only (not Write); `Edit(path)` rules cover Write; deny and ask
 * path rules compare case-insensitively, allow rules exactly; a `Read` deny still hides files from
 * Glob and Grep. Each row runs through the gate, the built CLI's `policy check`, and a real scripted
 * session whose effect on disk is checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBashParser } from '../../src/permissions/bash/parser.js';
import type { Workspace } from './gate-fixture.js';
import {
  byPolicy,
  edit,
  expectViaGate,
  expectViaPolicyCheck,
  expectViaSession,
  glob,
  grep,
  makeRouteWorkspace,
  mode,
  policyNamed,
  read,
  rowLabel,
  viaGate,
  viaSession,
  write,
  type GateCall,
  type GateRow,
  type RoutePolicy,
} from './gate-routes.js';

const policies: Record<string, RoutePolicy> = {
  'allow Edit': mode('default', ['Edit']),
  'allow Edit(src/**)': mode('default', ['Edit(src/**)']),
  'allow Edit(notes.txt)': mode('default', ['Edit(notes.txt)']),
  'allow Write': mode('default', ['Write']),
  'allow Write(docs/**)': mode('default', ['Write(docs/**)']),
  'allow Write, deny Edit': mode('default', ['Write'], ['Edit']),
  'acceptEdits, deny Edit(src/**)': mode('acceptEdits', [], ['Edit(src/**)']),
  'deny Read(./.env)': mode('default', [], ['Read(./.env)']),
  'acceptEdits, deny Read(./.env)': mode('acceptEdits', [], ['Read(./.env)']),
  'deny Read(secrets/**)': mode('default', [], ['Read(secrets/**)']),
  'acceptEdits, deny Edit(Docs/**)': mode('acceptEdits', [], ['Edit(Docs/**)']),
  'allow Edit(docs/**)': mode('default', ['Edit(docs/**)']),
  'dontAsk, allow Read(src/**)': mode('dontAsk', ['Read(src/**)']),
  'dontAsk, allow Read': mode('dontAsk', ['Read']),
  'allow Edit(**), ask Edit(package.json)': mode('default', ['Edit(**)'], [], ['Edit(package.json)']),
  'acceptEdits, deny Edit(/SRC/secret.ts)': mode('acceptEdits', [], ['Edit(/SRC/secret.ts)']),
};

const row = (policy: string, call: GateCall, expect: 'allow' | 'deny', rule?: string | null): GateRow => ({ policy, call, expect, ...(rule !== undefined ? { rule } : {}) });

const rows: GateRow[] = [
  // A bare Edit allows the Edit tool only.
  row('allow Edit', write('notes.txt'), 'deny'),
  row('allow Edit', edit('src/a.ts'), 'allow'),
  row('allow Edit', write('src/new.ts'), 'deny'),
  row('allow Edit', write('README.md'), 'deny'),
  // Edit(path) rules cover Write.
  row('allow Edit(src/**)', write('src/new.ts'), 'allow'),
  row('allow Edit(src/**)', edit('src/a.ts'), 'allow'),
  row('allow Edit(src/**)', write('docs/x.md'), 'deny'),
  row('allow Edit(notes.txt)', write('notes.txt'), 'allow'),
  row('allow Edit(notes.txt)', write('notes2.txt'), 'deny'),
  // A rule naming Write allows Write only.
  row('allow Write', write('notes.txt'), 'allow'),
  row('allow Write', edit('src/a.ts'), 'deny'),
  row('allow Write(docs/**)', write('docs/new.md'), 'allow'),
  row('allow Write(docs/**)', edit('docs/a.md'), 'deny'),
  // A bare Edit deny covers every file-writing tool (stricter than Claude Code).
  row('allow Write, deny Edit', write('notes.txt'), 'deny'),
  row('allow Write, deny Edit', edit('src/a.ts'), 'deny'),
  // Deny rules compare case-insensitively.
  row('acceptEdits, deny Edit(src/**)', write('src/new.ts'), 'deny'),
  row('acceptEdits, deny Edit(src/**)', write('SRC/new.ts'), 'deny'),
  row('acceptEdits, deny Edit(src/**)', edit('SRC/a.ts'), 'deny'),
  row('acceptEdits, deny Edit(src/**)', write('docs/new.md'), 'allow'),
  row('deny Read(./.env)', read('.env'), 'deny'),
  row('deny Read(./.env)', read('.ENV'), 'deny'),
  row('deny Read(./.env)', read('src/a.ts'), 'allow'),
  row('acceptEdits, deny Read(./.env)', write('.Env'), 'deny'),
  row('acceptEdits, deny Read(./.env)', write('.env.local'), 'allow'),
  row('deny Read(secrets/**)', read('secrets/key'), 'deny'),
  row('deny Read(secrets/**)', read('SECRETS/key'), 'deny'),
  row('deny Read(secrets/**)', grep('secrets'), 'deny'),
  row('deny Read(secrets/**)', grep('SECRETS'), 'deny'),
  row('deny Read(secrets/**)', glob('secrets'), 'deny'),
  row('deny Read(secrets/**)', grep('src'), 'allow'),
  row('deny Read(secrets/**)', grep('.'), 'allow'),
  row('acceptEdits, deny Edit(Docs/**)', write('docs/new.md'), 'deny'),
  row('acceptEdits, deny Edit(Docs/**)', write('src/new.ts'), 'allow'),
  row('acceptEdits, deny Edit(/SRC/secret.ts)', write('src/secret.ts'), 'deny'),
  row('acceptEdits, deny Edit(/SRC/secret.ts)', write('src/other.ts'), 'allow'),
  // Allow rules stay exact.
  row('allow Edit(docs/**)', write('DOCS/new.md'), 'deny'),
  row('allow Edit(docs/**)', write('docs/new.md'), 'allow'),
  // Each dontAsk row says what decided: the mode allows reads inside the workspace alone, so the rule is checked by name.
  row('dontAsk, allow Read(src/**)', read('src/a.ts'), 'allow', 'Read(src/**)'),
  row('dontAsk, allow Read(src/**)', grep('src'), 'allow', 'Read(src/**)'),
  row('dontAsk, allow Read', read('src/a.ts'), 'allow', 'Read'),
  // Issue 25 reversed these: dontAsk allows reads inside the workspace without a rule, as Claude Code does
  // (they were denied because the allow rule does not match SRC/, and a bare Read does not name Grep and Glob; it still does not).
  row('dontAsk, allow Read(src/**)', read('SRC/a.ts'), 'allow', null),
  row('dontAsk, allow Read', grep('src'), 'allow', null),
  row('dontAsk, allow Read', glob('src'), 'allow', null),
  // Ask rules compare case-insensitively too (and an ask is denied in CI).
  row('allow Edit(**), ask Edit(package.json)', write('PACKAGE.json'), 'deny'),
  row('allow Edit(**), ask Edit(package.json)', edit('package.json'), 'deny'),
  row('allow Edit(**), ask Edit(package.json)', write('other.json'), 'allow'),
];

let ws: Workspace;
beforeAll(async () => {
  ws = makeRouteWorkspace();
  await loadBashParser();
});
afterAll(() => ws.cleanup());

const policyOf = (name: string): RoutePolicy => policyNamed(policies, name);

describe('file rule semantics, through the gate', () => {
  it('has at least 30 cases', () => expect(rows.length).toBeGreaterThanOrEqual(30));
  it.each(rows.map((r) => [rowLabel(r), r] as const))('%s', (_label, r) => expectViaGate(ws, policyOf(r.policy), r));
  it('suggests a rule Write is covered by, not the bare Edit that does not cover it', async () => {
    const decision = await viaGate(ws, policyOf('allow Edit'), write('notes.txt'));
    expect(decision).toMatchObject({ behavior: 'deny', suggestedRule: 'Edit(notes.txt)' });
    expect(decision.behavior === 'deny' && decision.unpermittable).toBeFalsy();
  });
});

describe('file rule semantics, through the built CLI’s policy check', () => {
  it.each(byPolicy(rows))('%s', (name, group) => expectViaPolicyCheck(ws, policyOf(name), group));
});

describe('file rule semantics, through real scripted sessions (the files on disk)', () => {
  // Each session runs on its own copy of the workspace, against its own API: they run side by side.
  it.concurrent.each(byPolicy(rows))('%s', { timeout: 120_000 }, (name, group) =>
    expectViaSession(ws, policyOf(name), group, (r, call) => {
      if (r.call.tool === 'Read' && r.expect === 'deny') expect(call.resultText, rowLabel(r)).not.toContain('KEY=secret');
    }),
  );

  it('keeps a Read deny hiding the files it covers from Grep and Glob results, whatever their case', { timeout: 120_000 }, async () => {
    const [grepped, globbed] = await viaSession(ws, policyOf('deny Read(secrets/**)'), [
      { tool: 'Grep', input: { pattern: 'KEY', path: '.' } },
      { tool: 'Glob', input: { pattern: '**/key' } },
    ]);
    expect(grepped?.status).toBe('success');
    expect(grepped?.resultText).toContain('.env');
    expect(grepped?.resultText).not.toMatch(/secrets\/key/i);
    // The sandbox keeps ripgrep from reading the literal-case path; the gate's filter hides the other case.
    expect(grepped?.resultText).toMatch(/\d+ matching files? (is|are) not shown/);
    expect(globbed?.status).toBe('success');
    expect(globbed?.resultText).not.toMatch(/secrets\/key/i);
    expect(globbed?.resultText).toContain('not shown');
  });
});
