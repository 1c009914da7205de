import type { AnyTool, ToolUseContext } from '../tool.js';
import { formatZodValidationError } from '../zod-error.js';
import { fail, ok, type Step } from './step.js';

function schemaNotSentHint(tool: AnyTool, context: ToolUseContext): string | null {
  if (!tool.shouldDefer || context.getAppState().loadedDeferredTools.includes(tool.name)) return null;
  return (
    `The schema of ${tool.name} was not sent to you, so its input cannot be checked. ` +
    `Load the tool first: call ToolSearch with query "select:${tool.name}", then retry.`
  );
}

/** Step 2: the input against the tool's schema. */
export function parseInput(tool: AnyTool, input: unknown, context: ToolUseContext): Step<Record<string, unknown>> {
  const hint = schemaNotSentHint(tool, context);
  if (hint) return fail('schema', `InputValidationError: ${hint}`);
  const parsed = tool.inputSchema.safeParse(input);
  if (!parsed.success) return fail('schema', formatZodValidationError(tool.name, parsed.error));
  return ok(parsed.data);
}

/** An input a hook or the tool's own check put in place of the model's, against the schema again. */
export function reparseInput(tool: AnyTool, input: Record<string, unknown>, who: string): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  const reparsed = tool.inputSchema.safeParse(input);
  if (reparsed.success) return { ok: true, value: reparsed.data };
  return { ok: false, message: `${who} returned an invalid input: ${formatZodValidationError(tool.name, reparsed.error)}` };
}
