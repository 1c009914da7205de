/**
 * A workspace on disk and tool doubles named like the built-in tools (their isReadOnly as the
 * real ones define it), so the real gate can be asked about any call.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { createToolUseContext } from '../../src/core/context.js';
import type { FinalPermissionDecision, PermissionMode, PermissionResult } from '../../src/core/permission-types.js';
import { buildTool, type AnyTool } from '../../src/core/tool.js';
import { isReadOnlyBashCommand } from '../../src/permissions/bash/read-only.js';
import { createPolicyGate } from '../../src/permissions/policy-gate.js';
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

function double(name: string, readOnly: (input: Record<string, unknown>) => boolean): AnyTool {
  return buildTool({
    name,
    inputSchema: anyInput,
    description: async () => name,
    call: async () => ({ data: 'ok' }),
    isReadOnly: readOnly,
  });
}

export const TOOLS: Record<string, AnyTool> = {
  Bash: double('Bash', (input) => typeof input.command === 'string' && isReadOnlyBashCommand(input.command)),
  Read: double('Read', () => true),
  Glob: double('Glob', () => true),
  Grep: double('Grep', () => true),
  Write: double('Write', () => false),
  Edit: double('Edit', () => false),
  MultiEdit: double('MultiEdit', () => false),
  NotebookEdit: double('NotebookEdit', () => false),
  TodoWrite: double('TodoWrite', () => true),
  WebFetch: double('WebFetch', () => true),
  mcp__github__get_issue: double('mcp__github__get_issue', () => true),
  mcp__github__create_issue: double('mcp__github__create_issue', () => false),
  mcp__db__query: double('mcp__db__query', () => false),
};

export interface DecideOptions {
  readonly mode?: PermissionMode;
  readonly allowBypass?: boolean;
  readonly hook?: PermissionResult;
  readonly toolDecision?: PermissionResult;
  readonly cwd?: string;
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
  const gate = createPolicyGate({ policy: parsed, allowBypass: options.allowBypass ?? false, policyRoot: ws.root, homeDir: ws.home });
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
