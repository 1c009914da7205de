import { describeError } from '../describe-error.js';
import type { ToolHooks } from '../hook-types.js';
import type { PermissionResult } from '../permission-types.js';
import type { AnyTool, ToolUseContext } from '../tool.js';
import { reparseInput } from './parse-input.js';
import { fail, ok, type Step } from './step.js';

/** The clone observers see (hooks, rules, transcript, report), with the tool's derived fields; `call()` never gets it. */
export function observe(tool: AnyTool, input: Record<string, unknown>, context: ToolUseContext): Record<string, unknown> {
  const clone = structuredClone(input);
  tool.backfillObservableInput(clone, context);
  return clone;
}

export interface AfterPreHooks {
  readonly callInput: Record<string, unknown>;
  readonly observableInput: Record<string, unknown>;
  readonly userModified: boolean;
  readonly hookDecision?: PermissionResult;
  readonly messages: readonly string[];
  readonly preventContinuation?: string;
}

export interface PreHookCall {
  readonly tool: AnyTool;
  readonly toolUseId: string;
  readonly input: Record<string, unknown>;
  readonly observableInput: Record<string, unknown>;
}

/** Step 4: PreToolUse hooks may decide, rewrite the input, add context or stop the call. */
export async function runPreHooks(call: PreHookCall, context: ToolUseContext, hooks: ToolHooks): Promise<Step<AfterPreHooks>> {
  const { tool, toolUseId } = call;
  let outcome;
  try {
    outcome = await hooks.preToolUse({ tool, toolUseId, input: call.observableInput, context });
  } catch (error) {
    return fail('pre_hook', `A PreToolUse hook failed, so the call was blocked: ${describeError(error)}`, 'denied');
  }
  if (outcome.stop) return fail('pre_hook', `Blocked by a PreToolUse hook: ${outcome.stop.reason}`, 'denied');
  let callInput = call.input;
  let observed = call.observableInput;
  if (outcome.updatedInput) {
    const reparsed = reparseInput(tool, outcome.updatedInput, 'A PreToolUse hook');
    if (!reparsed.ok) return fail('pre_hook', reparsed.message);
    callInput = reparsed.value;
    observed = observe(tool, callInput, context);
  }
  return ok({
    callInput,
    observableInput: observed,
    userModified: outcome.updatedInput !== undefined,
    messages: outcome.messages ?? [],
    ...(outcome.permission ? { hookDecision: outcome.permission } : {}),
    ...(outcome.preventContinuation ? { preventContinuation: outcome.preventContinuation.reason } : {}),
  });
}
