import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyTool } from '../../src/core/tool.js';
import { filterToolsForMode } from '../../src/permissions/filter-tools.js';
import { createPolicyGate } from '../../src/permissions/policy-gate.js';
import { PolicyError } from '../../src/policy/policy-error.js';
import { policySchema } from '../../src/policy/schema.js';
import { TOOLS, decide, makeWorkspace, type Workspace } from './gate-fixture.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';

let ws: Workspace;
beforeAll(() => {
  ws = makeWorkspace();
});
afterAll(() => ws.cleanup());

describe('denials', () => {
  it('tells the model the call is not permitted in this CI run, why, and that retrying will not help', async () => {
    const decision = await decide(ws, {}, 'Bash', { command: 'npm run lint -- --fix' });
    expect(decision.behavior).toBe('deny');
    if (decision.behavior !== 'deny') return;
    expect(decision.message).toContain('not permitted in this CI run');
    expect(decision.message).toContain('no rule allows `npm run lint -- --fix`');
    expect(decision.message).toContain('retrying the same call will not help');
    expect(decision.suggestedRule).toBe('Bash(npm run lint:*)');
    expect(decision.rule).toBeNull();
  });

  it('suggests a prefix rule for the part that was not allowed, not for the allowed one', async () => {
    const decision = await decide(ws, { permissions: { allow: ['Bash(npm test:*)'] } }, 'Bash', { command: 'npm test && git push origin main' });
    expect(decision.behavior === 'deny' && decision.suggestedRule).toBe('Bash(git push:*)');
  });

  it('suggests an Edit rule relative to the cwd for a file edit', async () => {
    const decision = await decide(ws, {}, 'Edit', { file_path: 'src/a.ts' });
    expect(decision.behavior === 'deny' && decision.suggestedRule).toBe('Edit(src/a.ts)');
  });

  it('suggests an Edit rule for a redirect target', async () => {
    const decision = await decide(ws, { permissions: { allow: ['Bash(echo:*)'] } }, 'Bash', { command: 'echo x > docs/out.md' });
    expect(decision.behavior === 'deny' && decision.suggestedRule).toBe('Edit(docs/out.md)');
  });

  it('suggests an exact rule for bash -c, never a prefix', async () => {
    const decision = await decide(ws, {}, 'Bash', { command: 'bash -c "make all"' });
    expect(decision.behavior === 'deny' && decision.suggestedRule).toBe('Bash(bash -c "make all")');
  });

  it('names the deny rule and suggests nothing when a deny rule matched', async () => {
    const decision = await decide(ws, { permissions: { allow: ['Bash'], deny: ['Bash(curl:*)'] } }, 'Bash', { command: 'ls && curl -s x' });
    expect(decision).toMatchObject({ behavior: 'deny', rule: 'Bash(curl:*)', suggestedRule: null });
  });

  it('suggests nothing for a path outside the workspace and says why', async () => {
    const decision = await decide(ws, {}, 'Read', { file_path: '/etc/passwd' });
    expect(decision).toMatchObject({ behavior: 'deny', suggestedRule: null });
    expect(decision.behavior === 'deny' && decision.reason).toContain('outside the workspace');
  });

  it('carries an override reason into the denial', async () => {
    const decision = await decide(
      ws,
      { permissions: { ask: ['Bash(git push:*)'] }, non_interactive: { overrides: [{ rule: 'Bash(git push:*)', decision: 'deny', reason: 'the workflow pushes, not the agent' }] } },
      'Bash',
      { command: 'git push' },
    );
    expect(decision.behavior === 'deny' && decision.message).toContain('the workflow pushes, not the agent');
    expect(decision.rule).toBe('Bash(git push:*)');
  });

  it('suggests a WebFetch domain rule and an MCP tool rule', async () => {
    const web = await decide(ws, {}, 'WebFetch', { url: 'https://docs.example.org/a', prompt: 'x' });
    expect(web.behavior === 'deny' && web.suggestedRule).toBe('WebFetch(domain:docs.example.org)');
    const mcp = await decide(ws, {}, 'mcp__github__create_issue', {});
    expect(mcp.behavior === 'deny' && mcp.suggestedRule).toBe('mcp__github__create_issue');
  });
});

describe('allows', () => {
  it('reports every rule that allowed the parts of a compound command', async () => {
    const decision = await decide(ws, { permissions: { allow: ['Bash(npm test:*)', 'Bash(npm run build:*)'] } }, 'Bash', { command: 'npm run build && npm test' });
    expect(decision).toMatchObject({ behavior: 'allow', rule: 'Bash(npm run build:*), Bash(npm test:*)' });
  });

  it('reports no rule for a read-only call the mode allows', async () => {
    const decision = await decide(ws, {}, 'Read', { file_path: 'src/a.ts' });
    expect(decision).toMatchObject({ behavior: 'allow', rule: null });
  });

  it('reports the override that turned an ask into an allow', async () => {
    const decision = await decide(ws, { non_interactive: { overrides: [{ rule: 'Bash(make:*)', decision: 'allow' }] } }, 'Bash', { command: 'make' });
    expect(decision).toMatchObject({ behavior: 'allow', rule: 'Bash(make:*)' });
  });

});

describe('createPolicyGate', () => {
  it('refuses bypassPermissions unless allow_bypass is set', () => {
    const policy = policySchema.parse({ permissions: { defaultMode: 'bypassPermissions' } });
    expect(() => createPolicyGate({ policy, allowBypass: false, policyRoot: ws.root })).toThrow(PolicyError);
    expect(() => createPolicyGate({ policy, allowBypass: true, policyRoot: ws.root })).not.toThrow();
  });

  it('refuses a malformed rule with a PolicyError', () => {
    const policy = policySchema.parse({ permissions: { allow: ['Bash(npm:* test)'] } });
    expect(() => createPolicyGate({ policy, allowBypass: false, policyRoot: ws.root })).toThrow(/only works at the end/);
  });

  it('keeps a session in plan mode even when the policy says default', async () => {
    const decision = await decide(ws, { permissions: { allow: ['Edit'] } }, 'Edit', { file_path: 'src/a.ts' }, {});
    expect(decision.behavior).toBe('allow');
    const policy = policySchema.parse({ permissions: { allow: ['Edit'] } });
    const gate = createPolicyGate({ policy, allowBypass: false, policyRoot: ws.root });
    const { createToolUseContext } = await import('../../src/core/context.js');
    const context = createToolUseContext({ commandRunner: createProcessRunner(), tools: [], workspaceRoot: ws.root, outputDir: ws.outputDir, permissionMode: 'plan' });
    const tool = TOOLS.Edit as AnyTool;
    const planned = await gate.decide({ tool, input: { file_path: 'src/a.ts' }, observableInput: { file_path: `${ws.root}/src/a.ts` }, context, toolDecision: { behavior: 'allow' } });
    expect(planned.behavior).toBe('deny');
  });

  // The refusal names the part that may change something; it is not credited to the allow rule the mode overrides.
  it('in plan mode, refuses a command an allow rule covers for what it may change, naming no rule', async () => {
    const decision = await decide(ws, { permissions: { allow: ['Bash'] } }, 'Bash', { command: 'ls && npm test' }, { mode: 'plan' });
    expect(decision.behavior).toBe('deny');
    if (decision.behavior !== 'deny') return;
    expect(decision.rule).toBeNull();
    expect(decision.reason).toBe('`npm test` may change something: plan mode allows read-only calls only');
    expect(decision.unpermittable).toBe('plan mode allows read-only calls only');
  });

  it('denies instead of throwing when a tool’s isReadOnly throws', async () => {
    const policy = policySchema.parse({});
    const gate = createPolicyGate({ policy, allowBypass: false, policyRoot: ws.root });
    const { createToolUseContext } = await import('../../src/core/context.js');
    const context = createToolUseContext({ commandRunner: createProcessRunner(), tools: [], workspaceRoot: ws.root, outputDir: ws.outputDir });
    const broken = { ...(TOOLS.TodoWrite as AnyTool), isReadOnly: () => { throw new Error('boom'); } };
    const decision = await gate.decide({ tool: broken, input: {}, observableInput: {}, context, toolDecision: { behavior: 'allow' } });
    expect(decision.behavior).toBe('deny');
  });
});

describe('filterToolsForMode', () => {
  const tools = Object.values(TOOLS);
  it('removes the file-writing tools in plan mode', () => {
    const names = filterToolsForMode(tools, 'plan').map((t) => t.name);
    expect(names).toContain('Read');
    expect(names).toContain('Bash');
    for (const name of ['Write', 'Edit', 'MultiEdit', 'NotebookEdit']) expect(names).not.toContain(name);
  });
  it('keeps every tool in the other modes', () => {
    for (const mode of ['default', 'acceptEdits', 'dontAsk', 'bypassPermissions'] as const) {
      expect(filterToolsForMode(tools, mode)).toHaveLength(tools.length);
    }
  });
});
