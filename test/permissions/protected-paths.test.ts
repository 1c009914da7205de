/**
 * Class 2 of the gate issue: writes to protected paths (git hooks/config/info, workflows, package
 * manager and shell start-up files, agent settings, the policy file) are refused by Edit, Write and
 * redirects in every mode and under every allow rule, unless an allow rule names the path. Each row
 * runs through the gate, the built CLI's `policy check`, and a real scripted session whose effect
 * on disk is checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBashParser } from '../../src/permissions/bash/parser.js';
import type { Workspace } from './gate-fixture.js';
import {
  byPolicy,
  edit,
  expectedAfter,
  makeRouteWorkspace,
  mode,
  policyNamed,
  POLICY_FILE,
  viaGate,
  viaPolicyCheck,
  viaSession,
  write,
  type GateCall,
  type GateRow,
  type RoutePolicy,
} from './gate-routes.js';

const policies: Record<string, RoutePolicy> = {
  'allow Write, Edit(**)': mode('default', ['Write', 'Edit(**)']),
  'allow Edit, Edit(**)': mode('default', ['Edit', 'Edit(**)']),
  acceptEdits: mode('acceptEdits'),
  'acceptEdits, allow Write, Edit, Edit(**), Edit(.github/**), Edit(.git/**)': mode('acceptEdits', ['Write', 'Edit', 'Edit(**)', 'Edit(.github/**)', 'Edit(.git/**)']),
  bypassPermissions: mode('bypassPermissions'),
  'on_ask allow, override Edit(**) allow': { permissions: { allow: [] }, non_interactive: { on_ask: 'allow', overrides: [{ rule: 'Edit(**)', decision: 'allow' }] } },
  'allow Edit(.github/workflows/**)': mode('default', ['Edit(.github/workflows/**)']),
  'allow Write(.git/hooks/pre-commit)': mode('default', ['Write(.git/hooks/pre-commit)']),
  // The same policy again: a session of its own, so the allowed Write above does not touch this file first.
  'allow Write(.git/hooks/pre-commit), Edit tool': mode('default', ['Write(.git/hooks/pre-commit)']),
  'bypassPermissions, allow Edit(.npmrc)': mode('bypassPermissions', ['Edit(.npmrc)']),
  'acceptEdits, allow Edit(.yarnrc*)': mode('acceptEdits', ['Edit(.yarnrc*)']),
  'allow Edit(/ci/agent-policy.yml)': mode('default', ['Edit(/ci/agent-policy.yml)']),
  'acceptEdits, broad rules that do not name': mode('acceptEdits', ['Edit(.github/**)', 'Edit(**/workflows/**)', 'Edit(.git*/**)', 'Edit(*rc)']),
  'lifting rule, ask rule on one file': { permissions: { allow: ['Edit(.github/workflows/**)'], ask: ['Edit(.github/workflows/ci.yml)'] }, non_interactive: { on_ask: 'deny' } },
  'lifting rule, deny rule on one file': mode('default', ['Edit(.github/workflows/**)'], ['Edit(.github/workflows/ci.yml)']),
  'acceptEdits, allow Bash': mode('acceptEdits', ['Bash']),
  'dontAsk, allow Read, Write, Edit(**)': mode('dontAsk', ['Read', 'Write', 'Edit(**)']),
  'plan, allow Bash, Edit(.git/hooks/**)': mode('plan', ['Bash', 'Edit(.git/hooks/**)']),
};

const bash = (command: string): GateCall => ({ tool: 'Bash', input: { command } });
const row = (policy: string, call: GateCall, expect: 'allow' | 'deny', why?: string): GateRow => ({
  policy,
  call,
  expect,
  ...(why ? (expect === 'allow' ? { lifted: why } : { unpermittable: why }) : {}),
});
/** The file a Bash row's redirect writes. */
const TARGETS: Record<string, string> = {
  'echo x > .git/hooks/pre-commit': '.git/hooks/pre-commit',
  'echo x >> .npmrc': '.npmrc',
  'printf x > .github/workflows/x.yml': '.github/workflows/x.yml',
  'echo x > notes.txt': 'notes.txt',
};

const W = 'allow Write, Edit(**)';
const E = 'allow Edit, Edit(**)';
const A = 'acceptEdits';
const AA = 'acceptEdits, allow Write, Edit, Edit(**), Edit(.github/**), Edit(.git/**)';
const B = 'bypassPermissions';
const HOOKS = 'git hooks';
const WORKFLOWS = 'GitHub Actions workflows';

const rows: GateRow[] = [
  // The examples: bare Write and Edit(**) allow everything else.
  row(W, write('.git/hooks/pre-commit'), 'deny', HOOKS),
  row(W, write('.github/workflows/x.yml'), 'deny', WORKFLOWS),
  row(W, write('.npmrc'), 'deny', 'npm settings'),
  row(W, edit('.git/hooks/pre-commit'), 'deny', HOOKS),
  row(W, write('src/new.ts'), 'allow'),
  row(W, write('.github/CODEOWNERS'), 'deny', 'code owners'),
  row(W, write('.github/ISSUE_TEMPLATE/bug.md'), 'allow'),
  row(W, write('.github/actions/setup/action.yml'), 'deny', 'composite GitHub Actions'),
  row(W, write('.gitlab-ci.yml'), 'deny', "another CI system's configuration"),
  row(W, write('.husky/pre-push'), 'deny', 'git hook manager'),
  row(W, write('.devcontainer/devcontainer.json'), 'deny', 'dev container settings'),
  row(W, write('.gitignore'), 'allow'),
  row(E, edit('.github/workflows/ci.yml'), 'deny', WORKFLOWS),
  row(E, edit('.claude/settings.json'), 'deny', 'Claude Code settings'),
  row(E, edit('.mcp.json'), 'deny', 'MCP server configuration'),
  row(E, write('.git/config'), 'deny', "git's configuration"),
  row(E, edit('src/a.ts'), 'allow'),
  // acceptEdits allows edits inside the workspace, but not these.
  row(A, write('.git/hooks/pre-commit'), 'deny', HOOKS),
  row(A, write('.github/workflows/x.yml'), 'deny', WORKFLOWS),
  row(A, write('.npmrc'), 'deny', 'npm settings'),
  row(A, edit('.gitmodules'), 'deny', 'git submodule settings'),
  row(A, edit('.yarnrc.yml'), 'deny', 'yarn settings'),
  row(A, edit('.envrc'), 'deny', 'direnv'),
  row(A, edit('.bashrc'), 'deny', 'shell start-up file'),
  row(A, edit('packages/app/.npmrc'), 'deny', 'npm settings'),
  row(A, edit('sub/.git/hooks/post-checkout'), 'deny', HOOKS),
  row(A, write('.GIT/hooks/pre-commit'), 'deny', HOOKS),
  row(A, write('.Github/Workflows/deploy.yml'), 'deny', WORKFLOWS),
  row(A, write('hooklink/pre-push'), 'deny', HOOKS),
  row(A, write(POLICY_FILE), 'deny', 'policy file'),
  row(A, write('.github/tollgate.yml'), 'deny', 'policy file'),
  row(A, write('newsub/.git', 'gitdir: ../evil\n'), 'deny', 'a .git entry'),
  row(A, write('.git/info/exclude'), 'deny', "git's info directory"),
  row(A, write('src/new.ts'), 'allow'),
  row(AA, write('.git/hooks/pre-commit'), 'deny', HOOKS),
  row(AA, write('.github/workflows/x.yml'), 'deny', WORKFLOWS),
  row(AA, edit('.npmrc'), 'deny', 'npm settings'),
  row(AA, write('.git/config'), 'deny', "git's configuration"),
  row(AA, write('.git/modules/lib/config'), 'deny', "git's internals (.git/modules)"),
  row(A, write('.git/HEAD', 'ref: refs/heads/evil\n'), 'deny', "git's internals (.git/HEAD)"),
  row(A, write('sub/.git/config.worktree'), 'deny', "git's internals (.git/config.worktree)"),
  // bypassPermissions allows everything but deny and ask rules, protected paths and the boundary.
  row(B, write('.git/hooks/pre-commit'), 'deny', HOOKS),
  row(B, write('.github/workflows/x.yml'), 'deny', WORKFLOWS),
  row(B, write('.npmrc'), 'deny', 'npm settings'),
  row(B, edit('.claude/settings.json'), 'deny', 'Claude Code settings'),
  row(B, write('src/new.ts'), 'allow'),
  row(B, write('escape/x.txt'), 'deny', 'outside the workspace'),
  row('on_ask allow, override Edit(**) allow', write('.git/hooks/pre-commit'), 'deny', HOOKS),
  row('on_ask allow, override Edit(**) allow', write('.github/workflows/x.yml'), 'deny', WORKFLOWS),
  row('on_ask allow, override Edit(**) allow', write('notes.txt'), 'allow'),
  // An allow rule that names the protected path lifts it, and only it.
  row('allow Edit(.github/workflows/**)', write('.github/workflows/x.yml'), 'allow', WORKFLOWS),
  row('allow Edit(.github/workflows/**)', edit('.github/workflows/ci.yml'), 'allow', WORKFLOWS),
  row('allow Edit(.github/workflows/**)', write('.git/hooks/pre-commit'), 'deny', HOOKS),
  row('allow Edit(.github/workflows/**)', write('.GITHUB/workflows/x.yml'), 'deny'),
  row('allow Write(.git/hooks/pre-commit), Edit tool', edit('.git/hooks/pre-commit'), 'deny'),
  row('allow Write(.git/hooks/pre-commit)', write('.git/hooks/pre-commit'), 'allow', HOOKS),
  row('allow Write(.git/hooks/pre-commit)', write('.git/hooks/pre-push'), 'deny'),
  row('bypassPermissions, allow Edit(.npmrc)', write('.npmrc'), 'allow', 'npm settings'),
  row('bypassPermissions, allow Edit(.npmrc)', write('packages/app/.npmrc'), 'allow', 'npm settings'),
  row('bypassPermissions, allow Edit(.npmrc)', write('.yarnrc.yml'), 'deny', 'yarn settings'),
  row('acceptEdits, allow Edit(.yarnrc*)', edit('.yarnrc.yml'), 'allow', 'yarn settings'),
  row('acceptEdits, allow Edit(.yarnrc*)', write('.yarnrc'), 'allow', 'yarn settings'),
  row('allow Edit(/ci/agent-policy.yml)', write(POLICY_FILE), 'allow', 'policy file'),
  row('allow Edit(/ci/agent-policy.yml)', write('.github/tollgate.yml'), 'deny'),
  row('acceptEdits, broad rules that do not name', write('.github/workflows/x.yml'), 'deny', WORKFLOWS),
  row('acceptEdits, broad rules that do not name', write('.git/hooks/pre-commit'), 'deny', HOOKS),
  row('acceptEdits, broad rules that do not name', edit('.bashrc'), 'deny', 'shell start-up file'),
  row('acceptEdits, broad rules that do not name', write('.github/CODEOWNERS'), 'deny', 'code owners'),
  row('acceptEdits, broad rules that do not name', write('.github/ISSUE_TEMPLATE/bug.md'), 'allow'),
  // A lifting rule does not outrank the policy's ask and deny rules.
  row('lifting rule, ask rule on one file', edit('.github/workflows/ci.yml'), 'deny'),
  row('lifting rule, ask rule on one file', write('.github/workflows/other.yml'), 'allow', WORKFLOWS),
  row('lifting rule, deny rule on one file', edit('.github/workflows/ci.yml'), 'deny'),
  // Redirects go through the same path check.
  row('acceptEdits, allow Bash', bash('echo x > .git/hooks/pre-commit'), 'deny', HOOKS),
  row('acceptEdits, allow Bash', bash('echo x >> .npmrc'), 'deny', 'npm settings'),
  row('acceptEdits, allow Bash', bash('printf x > .github/workflows/x.yml'), 'deny', WORKFLOWS),
  row('acceptEdits, allow Bash', bash('echo x > notes.txt'), 'allow'),
  // Every mode: dontAsk allows what its allow rules cover, but not these; plan changes nothing, named or not.
  row('dontAsk, allow Read, Write, Edit(**)', write('.git/hooks/pre-commit'), 'deny', HOOKS),
  row('dontAsk, allow Read, Write, Edit(**)', edit('.envrc'), 'deny', 'direnv'),
  row('dontAsk, allow Read, Write, Edit(**)', write('src/new.ts'), 'allow'),
  row('plan, allow Bash, Edit(.git/hooks/**)', bash('echo x > .git/hooks/pre-commit'), 'deny', 'plan mode allows read-only calls only'),
];

let ws: Workspace;
beforeAll(async () => {
  ws = makeRouteWorkspace();
  await loadBashParser();
});
afterAll(() => ws.cleanup());

const label = (r: GateRow) => `${r.call.tool} ${String(r.call.input.file_path ?? r.call.input.command)} under ${r.policy} → ${r.expect}`;
const policyOf = (name: string): RoutePolicy => policyNamed(policies, name);

describe('protected paths, through the gate', () => {
  it('has at least 30 cases', () => expect(rows.length).toBeGreaterThanOrEqual(30));
  it.each(rows.map((r) => [label(r), r] as const))('%s', async (_label, r) => {
    const decision = await viaGate(ws, policyOf(r.policy), r.call);
    expect(decision.behavior, decision.reason).toBe(r.expect);
    if (decision.behavior === 'deny') {
      expect(decision.message).toContain('not permitted in this CI run');
      if (r.unpermittable) {
        expect(decision.unpermittable).toContain(r.unpermittable);
        expect(decision.suggestedRule).toBeNull();
      }
    } else if (r.lifted) {
      expect(decision.liftedProtection).toContain(r.lifted);
    } else {
      expect(decision.liftedProtection).toBeUndefined();
    }
  });
});

/** Denials of a protected path: the ones a rule naming the path can lift (not the boundary, not plan mode). */
const protectedDenials = rows.filter((r) => r.expect === 'deny' && r.unpermittable && !/outside the workspace|plan mode/.test(r.unpermittable));
const liftable = protectedDenials.filter((r) => r.call.tool !== 'Bash');

describe('protected paths, the rule that would lift them', () => {
  it('covers every protection in the table', () => expect(liftable.length).toBeGreaterThanOrEqual(40));
  it.each(liftable.map((r) => [label(r), r] as const))('%s names a rule, and that rule lifts it', async (_label, r) => {
    const policy = policyOf(r.policy);
    const denied = await viaGate(ws, policy, r.call);
    expect(denied.behavior).toBe('deny');
    if (denied.behavior !== 'deny') return;
    expect(denied.liftingRule, denied.reason).toMatch(/^Edit\(/);
    expect(denied.message).toContain(`such as \`${denied.liftingRule}\``);
    expect(denied.message).not.toContain('whatever the rules allow');
    const withRule: RoutePolicy = { ...policy, permissions: { ...policy.permissions, allow: [...(policy.permissions?.allow ?? []), denied.liftingRule ?? ''] } };
    const lifted = await viaGate(ws, withRule, r.call);
    expect(lifted.behavior, lifted.reason).toBe('allow');
    if (lifted.behavior === 'allow') expect(lifted.liftedProtection).toContain(r.unpermittable);
  });
  it('names none for a command: the sandbox keeps protected paths read-only for every command', async () => {
    const commands = protectedDenials.filter((r) => r.call.tool === 'Bash');
    expect(commands.length).toBeGreaterThanOrEqual(3);
    for (const r of commands) {
      const decision = await viaGate(ws, policyOf(r.policy), r.call);
      expect(decision.behavior, label(r)).toBe('deny');
      if (decision.behavior !== 'deny') continue;
      expect(decision.liftingRule, label(r)).toBeUndefined();
      expect(decision.message).toContain('It is refused whatever the rules allow: a protected path');
    }
  });
  it('names no such rule outside the workspace or in plan mode', async () => {
    const outside = rows.filter((r) => r.expect === 'deny' && r.unpermittable && /outside the workspace|plan mode/.test(r.unpermittable));
    expect(outside.length).toBeGreaterThan(0);
    for (const r of outside) {
      const decision = await viaGate(ws, policyOf(r.policy), r.call);
      expect(decision.behavior === 'deny' && decision.liftingRule, label(r)).toBeFalsy();
    }
  });
});

describe('protected paths, through the built CLI’s policy check', () => {
  it.each(byPolicy(rows))('%s', async (name, group) => {
    const lines = await viaPolicyCheck(ws, policyOf(name), group.map((r) => r.call));
    expect(lines).toHaveLength(group.length);
    group.forEach((r, i) => {
      const line = lines[i];
      expect(line?.decision, `${label(r)}: ${line?.reason}`).toBe(r.expect);
      const why = r.unpermittable ?? r.lifted;
      if (why) expect(line?.reason).toContain(why);
    });
  });
});

describe('protected paths, through real scripted sessions (the files on disk)', () => {
  // Each session runs on its own copy of the workspace, against its own API: they run side by side.
  it.concurrent.each(byPolicy(rows))('%s', { timeout: 120_000 }, async (name, group) => {
    const calls = await viaSession(ws, policyOf(name), group.map((r) => r.call), (call) => TARGETS[String(call.input.command)]);
    group.forEach((r, i) => {
      const call = calls[i];
      if (!call) throw new Error('missing call');
      const what = label(r);
      expect(call.status, `${what}: ${call.denial?.reason}`).toBe(r.expect === 'allow' ? 'success' : 'denied');
      if (r.call.tool === 'Bash') {
        expect(TARGETS[String(r.call.input.command)], what).toBeDefined();
        if (r.expect === 'allow') expect(call.after, what).not.toBe(call.before);
        else expect(call.after, what).toBe(call.before);
      } else {
        expect(call.after, what).toBe(r.expect === 'allow' ? expectedAfter(r.call, call.before) : call.before);
      }
      if (r.expect === 'deny' && r.unpermittable) {
        expect(call.denial?.unpermittable, what).toContain(r.unpermittable);
        expect(call.denial?.suggestedRule, what).toBeNull();
      }
    });
  });
});
