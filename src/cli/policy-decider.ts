import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { createToolUseContext, type ToolUseContext } from '../core/context.js';
import type { FinalPermissionDecision, PermissionGate, PermissionResult } from '../core/permission-types.js';
import { buildTool, findToolByName, type AnyTool, type Tools } from '../core/tool.js';
import { formatZodValidationError } from '../core/zod-error.js';
import { createCommandHooks } from '../hooks/command-hooks.js';
import { createPolicyGate } from '../permissions/policy-gate.js';
import { toolKind } from '../permissions/tool-kinds.js';
import { buildChildEnv } from '../policy/child-env.js';
import type { Policy } from '../policy/schema.js';
import { builtinTools } from '../tools/index.js';
import { createProcessRunner } from '../sandbox/process-runner.js';

/** One call as `policy check` and `policy test` take it. */
export const policyCallSchema = z.strictObject({
  tool: z.string().min(1),
  input: z.record(z.string(), z.unknown()).default({}),
});
export type PolicyCall = z.output<typeof policyCallSchema>;

export interface PolicyDecider {
  decide(call: PolicyCall): Promise<FinalPermissionDecision>;
}

/** A stand-in for a tool Tollgate does not ship (MCP tools, MultiEdit, ...): read-only only if it reads files. */
function standInTool(name: string): AnyTool {
  const readOnly = toolKind(name) === 'read-file';
  return buildTool({
    name,
    inputSchema: z.looseObject({}),
    description: async () => name,
    call: async () => ({ data: null }),
    isReadOnly: () => readOnly,
    backfillObservableInput(input, context) {
      for (const key of ['file_path', 'notebook_path', 'path']) {
        const value = input[key];
        if (typeof value === 'string') input[key] = resolve(context.cwd, value);
      }
    },
  });
}

function deny(reason: string): FinalPermissionDecision {
  return { behavior: 'deny', rule: null, reason, message: reason, suggestedRule: null };
}

/**
 * The decision CI would make for a call, through the same steps as the pipeline: the real
 * tool's schema and observable input, PreToolUse hooks when asked for, the tool's own
 * check, then the policy gate. Nothing is executed.
 */
export function createPolicyDecider(options: { policy: Policy; cwd: string; withHooks: boolean; tools?: Tools }): PolicyDecider {
  const { policy, cwd } = options;
  const tools = options.tools ?? builtinTools();
  const gate: PermissionGate = createPolicyGate({ policy, allowBypass: true, policyRoot: cwd });
  const env = buildChildEnv(process.env, policy);
  const context: ToolUseContext = createToolUseContext({
    // Nothing runs during a policy check; the runner is there because every context has one.
    commandRunner: createProcessRunner(),
    tools,
    workspaceRoot: cwd,
    outputDir: join(tmpdir(), 'tollgate-policy-check-output'),
    permissionMode: policy.permissions.defaultMode,
    env,
  });
  const hooks = options.withHooks
    ? createCommandHooks({ config: policy.hooks, sessionId: 'policy-check', transcriptPath: '', cwd, permissionMode: policy.permissions.defaultMode, env, runner: context.commandRunner })
    : null;
  let count = 0;

  return {
    async decide(call: PolicyCall): Promise<FinalPermissionDecision> {
      const tool = findToolByName(tools, call.tool) ?? standInTool(call.tool);
      const parsed = tool.inputSchema.safeParse(call.input);
      if (!parsed.success) return deny(formatZodValidationError(tool.name, parsed.error));
      let input = parsed.data;
      let observableInput = structuredClone(input);
      tool.backfillObservableInput(observableInput, context);
      let hookDecision: PermissionResult | undefined;
      if (hooks) {
        const outcome = await hooks.preToolUse({ tool, toolUseId: `check_${++count}`, input: observableInput, context });
        if (outcome.stop) return deny(`Blocked by a PreToolUse hook: ${outcome.stop.reason}`);
        if (outcome.updatedInput) {
          const reparsed = tool.inputSchema.safeParse(outcome.updatedInput);
          if (!reparsed.success) return deny(`A PreToolUse hook returned an invalid input: ${formatZodValidationError(tool.name, reparsed.error)}`);
          input = reparsed.data;
          observableInput = structuredClone(input);
          tool.backfillObservableInput(observableInput, context);
        }
        hookDecision = outcome.permission;
      }
      let toolDecision: PermissionResult;
      try {
        toolDecision = await tool.checkPermissions(input, context);
      } catch (error) {
        toolDecision = { behavior: 'deny', message: `${tool.name} could not check its permissions: ${(error as Error).message}` };
      }
      return gate.decide({ tool, input, observableInput, context, toolDecision, ...(hookDecision ? { hookDecision } : {}) });
    },
  };
}
