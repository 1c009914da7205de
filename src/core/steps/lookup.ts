import { findToolByName, type AnyTool, type ToolUseContext } from '../tool.js';
import { fail, ok, type Step } from './step.js';

/** Step 1: the tool by name or alias, among the enabled ones. */
export function lookUpTool(name: string, context: ToolUseContext): Step<AnyTool> {
  const tools = context.options.tools.filter((tool) => tool.isEnabled());
  const tool = findToolByName(tools, name);
  if (tool) return ok(tool);
  const available = tools.map((t) => t.name).join(', ') || '(none)';
  return fail('lookup', `No such tool available: ${name}. Available tools: ${available}.`);
}
