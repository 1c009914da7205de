import { describeError } from '../describe-error.js';
import type { FinalPermissionDecision } from '../permission-types.js';
import type { AnyTool, ToolUseContext } from '../tool.js';
import { fail, ok, type Step } from './step.js';

/** Step 3: what the schema cannot say (the file exists, the line is in the diff, ...). */
export async function validateSemantics(
  tool: AnyTool,
  input: Record<string, unknown>,
  context: ToolUseContext,
): Promise<{ step: Step<void>; decision?: FinalPermissionDecision }> {
  try {
    const validation = await tool.validateInput(input, context);
    if (validation.result) return { step: ok(undefined) };
    if (!validation.denied) return { step: fail('validation', validation.message) };
    // A refusal on permission grounds is a denial like the gate's, so the report can say why.
    const decision: FinalPermissionDecision = {
      behavior: 'deny',
      rule: null,
      reason: validation.message,
      message: validation.message,
      suggestedRule: null,
      ...(validation.unpermittable ? { unpermittable: validation.unpermittable } : {}),
    };
    return { step: fail('validation', validation.message, 'denied'), decision };
  } catch (error) {
    return { step: fail('validation', `${tool.name} could not validate its input: ${describeError(error)}`) };
  }
}
