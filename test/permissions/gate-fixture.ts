/**
 * A workspace on disk, the real built-in tools, and doubles for tools Tollgate does not ship
 * (MultiEdit, NotebookEdit, WebFetch, MCP tools) declaring what such tools would, so the real gate
 * can be asked about any call.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { createToolUseContext } from '../../src/core/context.js';
import type { FinalPermissionDecision, PermissionMode, PermissionResult, PermissionSubject } from '../../src/core/permission-types.js';
import { buildTool } from '../../src/core/build-tool.js';
import type { AnyTool } from '../../src/core/tool.js';
import { createPolicyGate } from '../../src/permissions/policy-gate.js';
import type { ProtectedFile } from '../../src/permissions/protected-writes.js';
import { builtinTools } from '../../src/tools/index.js';
import { policySchema, type PolicyInput } from '../../src/policy/schema.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';

export interface Workspace {
  readonly root: string;
  readonly home: string;
  readonly outputDir: string;
  readonly outside: string;
  cleanup(): void;
}

/** root/{src/a.ts, src/link -> ../secrets, escape -> outside, .env, secrets/key}, plus home, output and outside dirs. */
export function makeWorkspace(): Workspace {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'tollgate-gate-')));
  const root = join(base, 'repo');
  const home = join(base, 'home');
  const outputDir = join(base, 'out');
  const outside = join(base, 'outside');
  for (const dir of [root, home, outputDir, outside, join(root, 'src'), join(root, 'secrets'), join(home, '.ssh'), join(root, 'docs')]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(root, 'src', 'a.ts'), 'export {};\n');
  writeFileSync(join(root, '.env'), 'TOKEN=x\n');
  writeFileSync(join(root, 'secrets', 'key'), 'k\n');
  writeFileSync(join(outside, 'data.txt'), 'd\n');
  writeFileSync(join(outputDir, 'result.txt'), 'r\n');
  writeFileSync(join(home, '.ssh', 'id_rsa'), 'x\n');
  symlinkSync(outside, join(root, 'escape'));
  symlinkSync(join(root, 'secrets'), join(root, 'src', 'link'));
  return { root, home, outputDir, outside, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}

const anyInput = z.looseObject({});

function double(name: string, readOnly: boolean, subject: (input: Record<string, unknown>) => PermissionSubject, alwaysWrites = false): AnyTool {
  return buildTool({
    name,
    inputSchema: anyInput,
    description: async () => name,
    call: async () => ({ data: 'ok' }),
    isReadOnly: () => readOnly,
    permissionSubject: subject,
    ...(alwaysWrites ? { alwaysWrites } : {}),
  });
}

const writes = (key: string) => (input: Record<string, unknown>): PermissionSubject => ({
  kind: 'paths',
  paths: [{ path: String(input[key] ?? input.file_path), access: 'write' }],
});

export const TOOLS: Record<string, AnyTool> = {
  ...Object.fromEntries(builtinTools().map((tool) => [tool.name, tool])),
  MultiEdit: double('MultiEdit', false, writes('file_path'), true),
  NotebookEdit: double('NotebookEdit', false, writes('notebook_path'), true),
  WebFetch: double('WebFetch', true, (input) => ({ kind: 'url', url: String(input.url) })),
  mcp__github__get_issue: double('mcp__github__get_issue', true, () => ({ kind: 'opaque', readOnly: true })),
  mcp__github__create_issue: double('mcp__github__create_issue', false, () => ({ kind: 'opaque', readOnly: false })),
  mcp__db__query: double('mcp__db__query', false, () => ({ kind: 'opaque', readOnly: false })),
};

export interface DecideOptions {
  readonly mode?: PermissionMode;
  readonly allowBypass?: boolean;
  readonly hook?: PermissionResult;
  readonly toolDecision?: PermissionResult;
  readonly cwd?: string;
  readonly protectedFiles?: readonly ProtectedFile[];
}

const PATH_KEYS = ['file_path', 'path', 'notebook_path'];

/** Asks the real gate about one call; relative paths in the input are made absolute as the tools' backfill does. */
export async function decide(
  ws: Workspace,
  policy: PolicyInput,
  toolName: string,
  input: Record<string, unknown>,
  options: DecideOptions = {},
): Promise<FinalPermissionDecision> {
  const tool = TOOLS[toolName];
  if (!tool) throw new Error(`no double for ${toolName}`);
  const parsed = policySchema.parse({ ...policy, permissions: { ...(policy.permissions ?? {}), ...(options.mode ? { defaultMode: options.mode } : {}) } });
  const gate = createPolicyGate({
    policy: parsed,
    allowBypass: options.allowBypass ?? false,
    policyRoot: ws.root,
    homeDir: ws.home,
    ...(options.protectedFiles ? { protectedFiles: options.protectedFiles } : {}),
  });
  const cwd = options.cwd ?? ws.root;
  const context = createToolUseContext({ commandRunner: createProcessRunner(), tools: Object.values(TOOLS), workspaceRoot: ws.root, outputDir: ws.outputDir, cwd });
  const observableInput = { ...input };
  for (const key of PATH_KEYS) {
    const value = observableInput[key];
    if (typeof value === 'string') observableInput[key] = resolve(cwd, value);
  }
  return gate.decide({
    tool,
    input,
    observableInput,
    context,
    toolDecision: options.toolDecision ?? { behavior: 'allow' },
    ...(options.hook ? { hookDecision: options.hook } : {}),
  });
}
