import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';
import { noHooks } from '../../src/core/hook-types.js';
import type { PermissionMode } from '../../src/core/permission-types.js';
import { runToolUse } from '../../src/core/pipeline.js';
import { connectMcpServers, type McpConnection } from '../../src/mcp/connect.js';
import { createPolicyGate } from '../../src/permissions/policy-gate.js';
import { policySchema, type PolicyInput } from '../../src/policy/schema.js';
import { configOf, contextFor, makeTempDir, stdioServer } from './helpers.js';

let connection: McpConnection;
let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir());
  connection = await connectMcpServers(configOf(stdioServer('demo'), stdioServer('other')), { runner: createProcessRunner(), env: {} });
});
afterAll(async () => {
  await connection.close();
  await cleanup();
});

async function call(name: string, input: Record<string, unknown>, permissions: PolicyInput['permissions'], mode: PermissionMode = 'default') {
  const gate = createPolicyGate({ policy: policySchema.parse({ permissions }), allowBypass: false, policyRoot: dir });
  return runToolUse({ id: 'toolu_p', name, input }, contextFor(connection.tools, dir, { permissionMode: mode }), { gate, hooks: noHooks });
}

describe('policy rules for MCP tools, end to end', () => {
  it('allows exactly the tool an mcp__server__tool rule names', async () => {
    const allowed = await call('mcp__demo__echo', { text: 'hi' }, { allow: ['mcp__demo__echo'] });
    expect(allowed.status).toBe('success');
    expect(allowed.decision).toMatchObject({ behavior: 'allow', rule: 'mcp__demo__echo' });

    const other = await call('mcp__demo__write_note', { note: 'n' }, { allow: ['mcp__demo__echo'] });
    expect(other.status).toBe('denied');
    expect(other.decision).toMatchObject({ behavior: 'deny', suggestedRule: 'mcp__demo__write_note' });
  });

  it('allows every tool of a server with mcp__server and mcp__server__*, and no other server', async () => {
    for (const rule of ['mcp__demo', 'mcp__demo__*']) {
      expect((await call('mcp__demo__write_note', { note: 'n' }, { allow: [rule] })).status).toBe('success');
      expect((await call('mcp__other__write_note', { note: 'n' }, { allow: [rule] })).status).toBe('denied');
    }
  });

  it('lets a deny rule for one tool beat an allow rule for its server', async () => {
    const outcome = await call('mcp__demo__delete_all', {}, { allow: ['mcp__demo'], deny: ['mcp__demo__delete_all'] });
    expect(outcome.status).toBe('denied');
    expect(outcome.decision).toMatchObject({ behavior: 'deny', rule: 'mcp__demo__delete_all' });
  });

  it('runs a tool its server annotates read-only without a rule in default mode, unless a rule denies it', async () => {
    expect((await call('mcp__demo__echo', { text: 'hi' }, {})).status).toBe('success');
    expect((await call('mcp__demo__echo', { text: 'hi' }, { deny: ['mcp__demo__echo'] })).status).toBe('denied');
  });

  it('denies an unannotated MCP tool no rule allows', async () => {
    const outcome = await call('mcp__demo__write_note', { note: 'n' }, {});
    expect(outcome.status).toBe('denied');
  });

  it('in plan mode runs only tools annotated read-only, whatever the rules allow', async () => {
    expect((await call('mcp__demo__echo', { text: 'hi' }, { allow: ['mcp__demo'] }, 'plan')).status).toBe('success');
    const write = await call('mcp__demo__write_note', { note: 'n' }, { allow: ['mcp__demo'] }, 'plan');
    expect(write.status).toBe('denied');
    expect(write.block.content).toContain('plan mode allows read-only calls only');
  });
});
