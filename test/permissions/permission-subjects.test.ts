/**
 * Tools declare what a permission check looks at; the gate decides from that declaration and from
 * the one table of modes. The table's exhaustiveness is checked by the compiler: the
 * `satisfies Record<PermissionMode, PermissionModeProfile>` in src/core/permission-modes.ts fails to
 * compile when a mode in PERMISSION_MODES has no profile.
 */
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createToolUseContext } from '../../src/core/context.js';
import { modeVerdict, PERMISSION_MODE_PROFILES, type ModeCallKind } from '../../src/core/permission-modes.js';
import { PERMISSION_MODES, type PermissionMode, type PermissionSubject } from '../../src/core/permission-types.js';
import { buildTool } from '../../src/core/build-tool.js';
import type { AnyTool } from '../../src/core/tool.js';
import { indexPatches } from '../../src/github/diff-hunks.js';
import { createInlineCommentCollector, createPrInlineCommentTool } from '../../src/github/pr-inline-comment-tool.js';
import { createPolicyGate } from '../../src/permissions/policy-gate.js';
import { filterToolsForMode } from '../../src/permissions/filter-tools.js';
import { policySchema, type PolicyInput } from '../../src/policy/schema.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';
import { builtinTools } from '../../src/tools/index.js';
import { makeWorkspace, type Workspace } from './gate-fixture.js';

let ws: Workspace;
beforeAll(() => {
  ws = makeWorkspace();
});
afterAll(() => ws.cleanup());

function contextFor(tools: readonly AnyTool[]) {
  return createToolUseContext({ commandRunner: createProcessRunner(), tools, workspaceRoot: ws.root, outputDir: ws.outputDir });
}

async function decideWith(tool: AnyTool, input: Record<string, unknown>, policy: PolicyInput = {}) {
  const gate = createPolicyGate({ policy: policySchema.parse(policy), allowBypass: true, policyRoot: ws.root, homeDir: ws.home });
  return gate.decide({ tool, input, observableInput: input, context: contextFor([tool]), toolDecision: { behavior: 'allow' } });
}

const byName = Object.fromEntries(builtinTools().map((tool) => [tool.name, tool]));
const tool = (name: string): AnyTool => {
  const found = byName[name];
  if (!found) throw new Error(`no tool ${name}`);
  return found;
};

describe('the built-in tools declare their permission subjects', () => {
  it.each([
    ['Read', { file_path: 'src/a.ts' }, { kind: 'paths', paths: [{ path: 'src/a.ts', access: 'read' }] }],
    ['Write', { file_path: 'b.ts', content: 'x' }, { kind: 'paths', paths: [{ path: 'b.ts', access: 'write' }] }],
    ['Edit', { file_path: 'src/a.ts', old_string: 'a', new_string: 'b' }, { kind: 'paths', paths: [{ path: 'src/a.ts', access: 'write' }] }],
    ['Grep', { pattern: 'x', path: 'src' }, { kind: 'paths', paths: [{ path: '__ROOT__/src', access: 'read', directory: true }] }],
    ['Glob', { pattern: '**/*.ts', path: 'src' }, { kind: 'paths', paths: [{ path: '__ROOT__/src', access: 'read', directory: true }] }],
    ['Glob', { pattern: '__ROOT__/docs/*.md' }, { kind: 'paths', paths: [{ path: '__ROOT__/docs', access: 'read', directory: true }] }],
    ['Bash', { command: 'npm test' }, { kind: 'command', command: 'npm test' }],
    ['TodoWrite', { todos: [] }, { kind: 'opaque', readOnly: true }],
    ['ToolSearch', { query: 'select:X' }, { kind: 'opaque', readOnly: true }],
  ] as const)('%s %j', (name, input, expected) => {
    const place = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replaceAll('__ROOT__', ws.root));
    const subject = tool(name).permissionSubject(place(input) as Record<string, unknown>, contextFor([]));
    expect(subject).toEqual(place(expected));
  });

  it('marks Edit and Write as always writing, and no other built-in tool', () => {
    expect(builtinTools().filter((t) => t.alwaysWrites).map((t) => t.name).sort()).toEqual(['Edit', 'Write']);
    expect(filterToolsForMode(builtinTools(), 'plan').map((t) => t.name)).toEqual(['Bash', 'Glob', 'Grep', 'Read', 'TodoWrite', 'ToolSearch']);
  });

  it('PRInlineComment declares nothing but itself: it runs without a rule, and a rule naming it denies it', async () => {
    const comment = createPrInlineCommentTool({ diff: indexPatches([{ filename: 'src/a.ts', patch: '@@ -1 +1 @@\n-a\n+b' }]), collector: createInlineCommentCollector() }) as unknown as AnyTool;
    const input = { path: 'src/a.ts', line: 1, body: 'nit' };
    expect(comment.permissionSubject(input, contextFor([]))).toEqual({ kind: 'opaque', readOnly: true });
    expect(await decideWith(comment, input)).toMatchObject({ behavior: 'allow', rule: null });
    expect(await decideWith(comment, input, { permissions: { deny: ['PRInlineComment'] } })).toMatchObject({ behavior: 'deny', rule: 'PRInlineComment' });
    expect(await decideWith(comment, input, { permissions: { defaultMode: 'dontAsk' } })).toMatchObject({ behavior: 'deny' });
  });
});

describe('a tool that declares nothing fails closed', () => {
  const undeclared = buildTool({
    name: 'Lookup',
    inputSchema: z.object({ key: z.string() }),
    description: async () => 'says it only reads, and declares no subject',
    isReadOnly: () => true,
    call: async () => ({ data: 'x' }),
  }) as unknown as AnyTool;

  it('needs a rule that names it, even though it says it only reads', async () => {
    expect(undeclared.permissionSubject({ key: 'k' }, contextFor([]))).toEqual({ kind: 'opaque', readOnly: false });
    const denied = await decideWith(undeclared, { key: 'k' });
    expect(denied).toMatchObject({ behavior: 'deny', suggestedRule: 'Lookup' });
    expect(await decideWith(undeclared, { key: 'k' }, { permissions: { allow: ['Lookup'] } })).toMatchObject({ behavior: 'allow', rule: 'Lookup' });
    expect(await decideWith(undeclared, { key: 'k' }, { permissions: { defaultMode: 'plan', allow: ['Lookup'] } })).toMatchObject({ behavior: 'deny', unpermittable: 'plan mode allows read-only calls only' });
  });

  it('is denied, not thrown, when its subject cannot be worked out', async () => {
    const broken = { ...undeclared, permissionSubject: (): PermissionSubject => { throw new Error('no idea'); } };
    const decision = await decideWith(broken, { key: 'k' }, { permissions: { allow: ['Lookup'] } });
    expect(decision).toMatchObject({ behavior: 'deny', rule: null });
    expect(decision.behavior === 'deny' && decision.reason).toContain('no idea');
  });

  it('declaring no file at all is not a claim to only read', async () => {
    const empty = { ...undeclared, permissionSubject: (): PermissionSubject => ({ kind: 'paths', paths: [] }) };
    expect(await decideWith(empty, { key: 'k' })).toMatchObject({ behavior: 'deny' });
  });
});

describe('the mode table', () => {
  it('has a profile for every mode and nothing else (the compiler checks it; this says so at run time too)', () => {
    expectTypeOf<keyof typeof PERMISSION_MODE_PROFILES>().toEqualTypeOf<PermissionMode>();
    expect(Object.keys(PERMISSION_MODE_PROFILES).sort()).toEqual([...PERMISSION_MODES].sort());
  });

  // Issue 25: dontAsk allows reads inside the workspace (Claude Code never asks about them), acceptEdits
  // the filesystem commands Claude Code runs in it; an MCP tool's read-only claim still needs a rule in dontAsk.
  const expected: Record<PermissionMode, Record<ModeCallKind, 'allow' | 'ask' | 'deny'>> = {
    default: { read: 'allow', declaredRead: 'allow', edit: 'ask', fileCommand: 'ask', command: 'ask', network: 'ask', other: 'ask' },
    acceptEdits: { read: 'allow', declaredRead: 'allow', edit: 'allow', fileCommand: 'allow', command: 'ask', network: 'ask', other: 'ask' },
    plan: { read: 'allow', declaredRead: 'allow', edit: 'deny', fileCommand: 'deny', command: 'deny', network: 'deny', other: 'deny' },
    dontAsk: { read: 'allow', declaredRead: 'ask', edit: 'ask', fileCommand: 'ask', command: 'ask', network: 'ask', other: 'ask' },
    bypassPermissions: { read: 'allow', declaredRead: 'allow', edit: 'allow', fileCommand: 'allow', command: 'allow', network: 'allow', other: 'allow' },
  };
  const callKinds = Object.keys(expected.default) as ModeCallKind[];
  it.each(PERMISSION_MODES.flatMap((m) => callKinds.map((k) => [m, k] as const)))('%s mode, %s calls', (m, k) => {
    const verdict = modeVerdict(m, k);
    expect(verdict.behavior).toBe(expected[m][k]);
    if (verdict.behavior === 'deny') expect(verdict.unpermittable).toContain('read-only calls only');
  });

  it('only bypassPermissions needs the workflow to opt in; plan and dontAsk stay when the session starts in them', () => {
    expect(PERMISSION_MODES.filter((m) => PERMISSION_MODE_PROFILES[m].needsOptIn)).toEqual(['bypassPermissions']);
    expect(PERMISSION_MODES.filter((m) => PERMISSION_MODE_PROFILES[m].keptBySession)).toEqual(['plan', 'dontAsk']);
    expect(PERMISSION_MODES.filter((m) => PERMISSION_MODE_PROFILES[m].openAsks === 'deny')).toEqual(['dontAsk']);
  });
});
