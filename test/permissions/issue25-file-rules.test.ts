/**
 * Issue 25, file tools: a path deny or ask rule goes by access (a `Write(docs/**)` deny stops the
 * Edit tool too), the protected list holds Claude Code's editor settings and git files, and `~` is
 * the home directory in a tool's path. Each row runs through the gate, the built CLI's `policy
 * check`, and a real scripted session whose effect on disk is checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBashParser } from '../../src/permissions/bash/parser.js';
import type { Workspace } from './gate-fixture.js';
import { byPolicy, edit, expectViaGate, expectViaPolicyCheck, expectViaSession, glob, grep, makeRouteWorkspace, mode, policyNamed, read, rowLabel, viaGate, write, type GateRow, type RoutePolicy } from './gate-routes.js';

const policies: Record<string, RoutePolicy> = {
  'acceptEdits, deny Write(docs/**)': mode('acceptEdits', [], ['Write(docs/**)']),
  'allow Edit(**), deny Write(docs/**)': mode('default', ['Edit(**)'], ['Write(docs/**)']),
  'acceptEdits, ask Write(docs/**)': mode('acceptEdits', [], [], ['Write(docs/**)']),
  'acceptEdits, deny MultiEdit(docs/**)': mode('acceptEdits', [], ['MultiEdit(docs/**)']),
  'acceptEdits, deny Write': mode('acceptEdits', [], ['Write']),
  'allow Write, Edit': mode('default', ['Write', 'Edit']),
  'bypassPermissions': mode('bypassPermissions'),
  'allow Write, Edit(.vscode/**)': mode('default', ['Write', 'Edit(.vscode/**)']),
  acceptEdits: mode('acceptEdits'),
  'deny Read(~/.bashrc)': mode('default', [], ['Read(~/.bashrc)']),
};

const row = (policy: string, call: GateRow['call'], expect: 'allow' | 'deny'): GateRow => ({ policy, call, expect });

const ROWS: GateRow[] = [
  // 4. A path deny or ask rule is a promise about the path, whichever tool writes it.
  row('acceptEdits, deny Write(docs/**)', edit('docs/a.md'), 'deny'),
  row('acceptEdits, deny Write(docs/**)', write('docs/new.md'), 'deny'),
  row('acceptEdits, deny Write(docs/**)', write('DOCS/new.md'), 'deny'),
  row('acceptEdits, deny Write(docs/**)', write('src/new.ts'), 'allow'),
  row('acceptEdits, deny Write(docs/**)', read('docs/a.md'), 'allow'),
  row('allow Edit(**), deny Write(docs/**)', edit('docs/a.md'), 'deny'),
  row('allow Edit(**), deny Write(docs/**)', edit('src/a.ts'), 'allow'),
  row('acceptEdits, ask Write(docs/**)', edit('docs/a.md'), 'deny'),
  row('acceptEdits, ask Write(docs/**)', write('docs/a.md'), 'deny'),
  row('acceptEdits, deny MultiEdit(docs/**)', edit('docs/a.md'), 'deny'),
  row('acceptEdits, deny MultiEdit(docs/**)', write('docs/b.md'), 'deny'),
  // A bare Write names the Write tool only, as a deny rule too.
  row('acceptEdits, deny Write', write('src/new.ts'), 'deny'),
  row('acceptEdits, deny Write', edit('src/a.ts'), 'allow'),
  // 5. Claude Code's protected files and directories, under every broad rule and mode.
  row('allow Write, Edit', write('.vscode/settings.json'), 'deny'),
  row('allow Write, Edit', edit('.vscode/settings.json'), 'deny'),
  row('allow Write, Edit', write('.vscode/tasks.json'), 'deny'),
  row('allow Write, Edit', write('.VSCODE/launch.json'), 'deny'),
  row('allow Write, Edit', edit('.idea/workspace.xml'), 'deny'),
  row('allow Write, Edit', write('.gitconfig'), 'deny'),
  row('allow Write, Edit', write('packages/app/.gitconfig'), 'deny'),
  row('allow Write, Edit', edit('.gitattributes'), 'deny'),
  row('allow Write, Edit', write('packages/app/.gitattributes'), 'deny'),
  row('allow Write, Edit', write('.ripgreprc'), 'deny'),
  row('allow Write, Edit', write('.claude.json'), 'deny'),
  row('allow Write, Edit', write('src/settings.json'), 'allow'),
  row('allow Write, Edit', write('docs/vscode.md'), 'allow'),
  row('bypassPermissions', write('.vscode/settings.json'), 'deny'),
  row('bypassPermissions', write('.gitconfig'), 'deny'),
  row('bypassPermissions', edit('.gitattributes'), 'deny'),
  row('acceptEdits', edit('.idea/workspace.xml'), 'deny'),
  row('acceptEdits', write('.gitattributes'), 'deny'),
  // A rule that names the protected directory lifts it.
  row('allow Write, Edit(.vscode/**)', write('.vscode/settings.json'), 'allow'),
  row('allow Write, Edit(.vscode/**)', write('.idea/workspace.xml'), 'deny'),
  // 3. `~` is the home directory: outside the workspace, refused whatever the mode.
  row('acceptEdits', read('~/.bashrc'), 'deny'),
  row('acceptEdits', write('~/notes.txt'), 'deny'),
  row('acceptEdits', edit('~/.bashrc'), 'deny'),
  row('acceptEdits', glob('~'), 'deny'),
  row('acceptEdits', grep('~'), 'deny'),
  row('acceptEdits', write('./~/literal.txt'), 'allow'),
  row('deny Read(~/.bashrc)', read('~/.bashrc'), 'deny'),
];

let ws: Workspace;
beforeAll(async () => {
  ws = makeRouteWorkspace();
  await loadBashParser();
});
afterAll(() => ws.cleanup());

const policyOf = (name: string): RoutePolicy => policyNamed(policies, name);

describe('issue 25 file rules, through the gate', () => {
  it.each(ROWS.map((r) => [rowLabel(r), r] as const))('%s', (_label, r) => expectViaGate(ws, policyOf(r.policy), r));

  it('names the rule that denied an Edit under a Write deny, and says a Read of ~ is outside the workspace (not a file called ~)', async () => {
    expect(await viaGate(ws, policyOf('acceptEdits, deny Write(docs/**)'), edit('docs/a.md'))).toMatchObject({ behavior: 'deny', rule: 'Write(docs/**)' });
    const home = await viaGate(ws, policyOf('acceptEdits'), read('~/.bashrc'));
    expect(home.behavior === 'deny' && home.unpermittable).toContain('outside the workspace');
    expect(home.reason).toContain(`${ws.home}/.bashrc`);
    expect(home.reason).not.toContain('/~/');
  });
});

describe('issue 25 file rules, through the built CLI’s policy check', () => {
  it.each(byPolicy(ROWS))('%s', (name, group) => expectViaPolicyCheck(ws, policyOf(name), group));
});

describe('issue 25 file rules, through real scripted sessions (the files on disk)', () => {
  it.each(byPolicy(ROWS))('%s', { timeout: 120_000 }, (name, group) =>
    expectViaSession(ws, policyOf(name), group, (r, call) => {
      if (r.call.tool === 'Read' && String(r.call.input.file_path).startsWith('~')) expect(call.resultText, rowLabel(r)).toMatch(/outside the workspace/);
    }),
  );
});
