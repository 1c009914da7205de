import { describeError } from '../describe-error.js';
import type { PermissionGate } from '../permission-gate.js';
import type { FinalPermissionDecision, PermissionResult } from '../permission-types.js';
import type { AnyTool, ToolUseContext } from '../tool.js';
import type { AfterPreHooks } from './pre-hooks.js';

export interface PermissionOutcome {
  readonly decision: FinalPermissionDecision;
  /** The input the tool's own check normalised the call to, when it allowed it with one. */
  readonly toolInput?: Record<string, unknown>;
}

/** Step 5: hook decision, then the tool's own check, then the policy. Nothing here waits for a human. */
export async function decidePermission(tool: AnyTool, state: AfterPreHooks, context: ToolUseContext, gate: PermissionGate): Promise<PermissionOutcome> {
  let toolDecision: PermissionResult;
  try {
    toolDecision = await tool.checkPermissions(state.callInput, context);
  } catch (error) {
    toolDecision = { behavior: 'deny', message: `${tool.name} could not check its permissions: ${describeError(error)}` };
  }
  // A tool that allows a call may also normalise its input; the call then gets that input.
  const toolInput = toolDecision.behavior === 'allow' ? toolDecision.updatedInput : undefined;
  return { decision: await gateDecision(gate, tool, state, context, toolDecision), ...(toolInput ? { toolInput } : {}) };
}

async function gateDecision(
  gate: PermissionGate,
  tool: AnyTool,
  state: AfterPreHooks,
  context: ToolUseContext,
  toolDecision: PermissionResult,
): Promise<FinalPermissionDecision> {
  try {
    return await gate.decide({
      tool,
      input: state.callInput,
      observableInput: state.observableInput,
      context,
      toolDecision,
      ...(state.hookDecision ? { hookDecision: state.hookDecision } : {}),
    });
  } catch (error) {
    const reason = `the permission check failed: ${describeError(error)}`;
    return { behavior: 'deny', rule: null, message: `Permission denied: ${reason}`, reason, suggestedRule: null };
  }
}
