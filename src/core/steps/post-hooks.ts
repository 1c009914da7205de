import { describeError } from '../describe-error.js';
import type { ToolHooks } from '../hook-types.js';
import type { AnyTool, ToolResult, ToolUseContext } from '../tool.js';

export interface AfterPostHooks {
  readonly output: unknown;
  readonly messages: readonly string[];
  readonly blocked?: string;
  readonly preventContinuation?: string;
}

/** The call as the post hooks see it: its tool, its id and the observable input. */
export interface HookedCall {
  readonly tool: AnyTool;
  readonly toolUseId: string;
  readonly observableInput: Record<string, unknown>;
}

/** Step 7: PostToolUse hooks may replace an MCP tool's output, add context or block the result. */
export async function runPostHooks(call: HookedCall, result: ToolResult<unknown>, context: ToolUseContext, hooks: ToolHooks): Promise<AfterPostHooks> {
  const { tool, toolUseId, observableInput } = call;
  const output = result.data;
  if (result.failure !== undefined) return runFailureHooks(call, result.failure, context, hooks, output);
  try {
    const outcome = await hooks.postToolUse({ tool, toolUseId, input: observableInput, output, context });
    const replaced = tool.isMcp && outcome.updatedMCPToolOutput !== undefined;
    return {
      output: replaced ? outcome.updatedMCPToolOutput : output,
      messages: outcome.messages ?? [],
      ...(outcome.block ? { blocked: outcome.block.reason } : {}),
      ...(outcome.preventContinuation ? { preventContinuation: outcome.preventContinuation.reason } : {}),
    };
  } catch (error) {
    return { output, messages: [], blocked: `a PostToolUse hook failed: ${describeError(error)}` };
  }
}

/**
 * Step 7 for a call that failed (it threw, timed out, or its result says it failed): the
 * PostToolUseFailure hooks, whose added context and `continue: false` count like PostToolUse's.
 */
export async function runFailureHooks(call: HookedCall, error: string, context: ToolUseContext, hooks: ToolHooks, output?: unknown): Promise<AfterPostHooks> {
  const { tool, toolUseId, observableInput } = call;
  try {
    const outcome = await hooks.postToolUseFailure({ tool, toolUseId, input: observableInput, error, context });
    return {
      output,
      messages: outcome.messages ?? [],
      ...(outcome.preventContinuation ? { preventContinuation: outcome.preventContinuation.reason } : {}),
    };
  } catch {
    // A failing failure hook cannot make the failure worse; the call's own error stands.
    return { output, messages: [] };
  }
}
