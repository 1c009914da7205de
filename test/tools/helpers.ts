import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createToolUseContext } from '../../src/core/context.js';
import type { ToolUseContext } from '../../src/core/tool.js';
import { noHooks } from '../../src/core/hook-types.js';
import { resultText } from '../../src/core/large-result.js';
import type { PermissionGate } from '../../src/core/permission-gate.js';
import { runToolUse } from '../../src/core/pipeline.js';
import type { ToolUseOutcome } from '../../src/core/tool-use-outcome.js';
import type { Tools } from '../../src/core/tool.js';
import type { ToolEvent } from '../../src/core/tool-events.js';
import { builtinTools } from '../../src/tools/index.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';

/** A gate that allows everything: these tests are about the tools, not the policy. */
export const allowAll: PermissionGate = {
  decide: async () => ({ behavior: 'allow', rule: null, reason: 'test gate allows every call' }),
};

export interface Sandbox {
  readonly root: string;
  readonly outputDir: string;
  cleanup(): Promise<void>;
}

/** A workspace and an output directory in fresh temp dirs (real paths, so comparisons hold). */
export async function makeSandbox(): Promise<Sandbox> {
  const base = await realpath(await mkdtemp(join(tmpdir(), 'tollgate-tools-')));
  const root = join(base, 'workspace');
  const outputDir = join(base, 'out');
  await mkdir(root);
  await mkdir(outputDir);
  return { root, outputDir, cleanup: () => rm(base, { recursive: true, force: true }) };
}

export function testEnv(): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', LANG: 'C.UTF-8' };
}

export function makeContext(sandbox: Sandbox, options: { tools?: Tools; cwd?: string; limits?: Parameters<typeof createToolUseContext>[0]['limits'] } = {}): ToolUseContext {
  return createToolUseContext({ commandRunner: createProcessRunner(),
    tools: options.tools ?? builtinTools(),
    workspaceRoot: sandbox.root,
    outputDir: sandbox.outputDir,
    env: testEnv(),
    ...(options.cwd ? { cwd: options.cwd } : {}),
    ...(options.limits ? { limits: options.limits } : {}),
  });
}

let counter = 0;

export interface CallResult {
  readonly outcome: ToolUseOutcome;
  readonly text: string;
  readonly isError: boolean;
  readonly events: ToolEvent[];
}

/** One tool_use through the real eight-step pipeline. */
export async function callTool(context: ToolUseContext, name: string, input: Record<string, unknown>): Promise<CallResult> {
  const events: ToolEvent[] = [];
  const outcome = await runToolUse({ id: `toolu_test_${++counter}`, name, input }, context, {
    gate: allowAll,
    hooks: noHooks,
    onEvent: (event) => events.push(event),
  });
  return { outcome, text: resultText(outcome.block), isError: outcome.block.is_error === true, events };
}

/** Applies a call's context modifier, as the orchestration does after a batch. */
export function applyModifier(context: ToolUseContext, result: CallResult): ToolUseContext {
  return result.outcome.contextModifier ? result.outcome.contextModifier(context) : context;
}
