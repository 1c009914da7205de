import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { createToolUseContext } from '../core/context.js';
import type { ReadFileRecord } from '../core/read-file-state.js';
import type { ToolUseContext } from '../core/tool.js';
import { noHooks, type ToolHooks } from '../core/hook-types.js';
import type { FinalPermissionDecision } from '../core/permission-types.js';
import { decideToolUse, type ToolUseDecision } from '../core/pipeline.js';
import { buildTool } from '../core/build-tool.js';
import { findToolByName, type AnyTool, type Tools } from '../core/tool.js';
import { createCommandHooks } from '../hooks/command-hooks.js';
import { createPolicyGate, filterToolsForMode, type ProtectedFile } from '../permissions/index.js';
import { resolveAdditionalDirectories } from '../policy/additional-directories.js';
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
  /** `cwd`: where the call was made, when not the workspace root (a recorded call after a `cd`). */
  decide(call: PolicyCall, cwd?: string): Promise<FinalPermissionDecision>;
  /** Steps 1–5's own answer: which step refused the call, or the allowed call (`policy test` tells a policy's denial from a failure before it). */
  decideCall(call: PolicyCall, cwd?: string): Promise<ToolUseDecision>;
}

/**
 * A session's read state in which every existing file has just been read: `policy check` has no
 * earlier Read, and "read it first" would hide what the policy says about an edit.
 */
class EveryFileRead extends Map<string, ReadFileRecord> {
  override get(path: string): ReadFileRecord | undefined {
    const own = super.get(path);
    if (own) return own;
    try {
      return { mtimeMs: statSync(path).mtimeMs, timestamp: Date.now() };
    } catch {
      return undefined;
    }
  }
}

/**
 * MCP servers are not started by a check: a call to `mcp__server__tool` meets a stand-in that has
 * no schema and no annotations, so it is checked like an MCP tool its server does not call read-only.
 */
function mcpStandIn(name: string): AnyTool {
  return buildTool({
    name,
    isMcp: true,
    inputSchema: z.looseObject({}),
    description: async () => `${name} (an MCP tool; its server is not started by a policy check)`,
    call: async () => {
      throw new Error('policy check runs nothing');
    },
  });
}

/** What the session would answer, as the one line `policy check` prints. */
export function decisionOf(decided: ToolUseDecision): FinalPermissionDecision {
  if (decided.kind === 'allowed') return decided.decision;
  // A call refused after an allow (a replaced input the schema rejects) is still refused.
  if (decided.decision?.behavior === 'deny') return decided.decision;
  const reason = decided.failure.message;
  return { behavior: 'deny', rule: null, reason, message: reason, suggestedRule: null };
}

export interface PolicyDeciderOptions {
  readonly policy: Policy;
  readonly cwd: string;
  readonly withHooks: boolean;
  readonly tools?: Tools;
  readonly protectedFiles?: readonly ProtectedFile[];
  /** The environment a session's commands would get it from (default: this process's). */
  readonly env?: NodeJS.ProcessEnv;
  /**
   * A call recorded in an earlier run (`policy diff`, `policy suggest`): step 3's checks of the
   * files as they are now (the file exists, old_string is in it) say nothing of the policy, so a
   * call they refuse still goes to the gate. Its refusals on permission grounds (a path outside the
   * workspace) stand.
   */
  readonly recorded?: boolean;
}

/** The tool with step 3 keeping only its refusals on permission grounds: the call as recorded is judged, not the file as it is now. */
function judgedAsRecorded(tool: AnyTool): AnyTool {
  return {
    ...tool,
    async validateInput(input, context) {
      const validation = await tool.validateInput(input, context);
      return validation.result || validation.denied ? validation : { result: true };
    },
  };
}

/**
 * The decision CI would make for a call: steps 1–5 of the session's own pipeline (`decideToolUse`)
 * with the real tools, the real gate and — with `withHooks` — the policy's PreToolUse hooks.
 * Nothing is executed.
 */
export function createPolicyDecider(options: PolicyDeciderOptions): PolicyDecider {
  const { policy, cwd } = options;
  // The tools a session in this mode offers (plan mode leaves out Edit and Write).
  const offered = filterToolsForMode(options.tools ?? builtinTools(), policy.permissions.defaultMode);
  const tools = options.recorded ? offered.map(judgedAsRecorded) : offered;
  const gate = createPolicyGate({ policy, allowBypass: true, policyRoot: cwd, ...(options.protectedFiles ? { protectedFiles: options.protectedFiles } : {}) });
  const env = buildChildEnv(options.env ?? process.env, policy);
  const context: ToolUseContext = {
    ...createToolUseContext({
      // Nothing runs during a policy check; the runner is there because every context has one.
      commandRunner: createProcessRunner(),
      tools,
      workspaceRoot: cwd,
      outputDir: join(tmpdir(), 'tollgate-policy-check-output'),
      permissionMode: policy.permissions.defaultMode,
      // As in a session: the tools' own checks (Read's workspace boundary) take them from the context.
      additionalDirectories: resolveAdditionalDirectories(policy.permissions.additionalDirectories, cwd),
      env,
      isReadDenied: (path, ctx) => gate.isReadDenied?.(path, ctx) ?? false,
    }),
    readFileState: new EveryFileRead(),
  };
  const hooks: ToolHooks = options.withHooks
    ? createCommandHooks({ config: policy.hooks, sessionId: 'policy-check', transcriptPath: '', cwd, permissionMode: policy.permissions.defaultMode, env, runner: context.commandRunner })
    : noHooks;
  let count = 0;

  const decideCall = (call: PolicyCall, callCwd?: string): Promise<ToolUseDecision> => {
    const known = findToolByName(tools, call.tool) !== undefined;
    const here = callCwd === undefined ? context : { ...context, cwd: callCwd };
    const callContext = known || !call.tool.startsWith('mcp__') ? here : { ...here, options: { ...here.options, tools: [...tools, mcpStandIn(call.tool)] } };
    return decideToolUse({ id: `toolu_check_${++count}`, name: call.tool, input: call.input }, callContext, { gate, hooks });
  };
  return {
    decide: async (call, callCwd) => decisionOf(await decideCall(call, callCwd)),
    decideCall,
  };
}
