import type { CallAccess } from '../command-runner.js';
import type { FinalPermissionDecision } from '../permission-types.js';
import { describeError } from '../describe-error.js';
import { runWithSignal } from '../run-with-signal.js';
import { isReadOnlyCall } from '../tool-answers.js';
import type { ToolEventListener } from '../tool-events.js';
import type { AnyTool, ToolResult, ToolUseContext } from '../tool.js';
import { fail, ok, type Step } from './step.js';

export interface ToolCall {
  readonly tool: AnyTool;
  readonly toolUseId: string;
  readonly input: Record<string, unknown>;
  /** A hook replaced the model's input. */
  readonly userModified: boolean;
  /** What the gate judged: whether the call only reads, and the files it writes and where they led. */
  readonly judged?: Pick<Extract<FinalPermissionDecision, { behavior: 'allow' }>, 'readOnly' | 'judgedWrites'>;
}

/** Step 6: the call itself, bounded by the session's abort signal and the tool timeout. */
export async function callTool(call: ToolCall, context: ToolUseContext, onEvent: ToolEventListener | undefined): Promise<Step<ToolResult<unknown>>> {
  const { tool, toolUseId, input, userModified, judged } = call;
  const controller = new AbortController();
  // The gate's judgement may only narrow it: a call it judged read-only runs read-only whatever the tool says.
  const callAccess: CallAccess = judged?.readOnly === true || isReadOnlyCall(tool, input) ? 'read-only' : 'write';
  const callContext: ToolUseContext = { ...context, abortController: controller, toolUseId, userModified, callAccess, ...(judged?.judgedWrites ? { judgedWrites: judged.judgedWrites } : {}) };
  const onProgress = (data: unknown) => onEvent?.({ type: 'tool_progress', toolUseId, toolName: tool.name, data });
  const run = await runWithSignal(() => tool.call(input, callContext, onProgress), context.abortController.signal, controller, context.limits.toolTimeoutMs);
  switch (run.kind) {
    case 'done':
      return ok(run.value);
    case 'aborted':
      return fail('call', `Interrupted: the session was cancelled while ${tool.name} was running.`, 'cancelled');
    case 'timeout':
      return fail('call', `${tool.name} timed out after ${Math.round(context.limits.toolTimeoutMs / 1000)} s and was stopped.`);
    case 'thrown':
      return fail('call', `${tool.name} failed: ${describeError(run.error)}`);
  }
}
