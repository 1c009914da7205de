import type { Tool as ApiTool } from '../model/wire.js';
import type { AnyTool, DescriptionContext } from '../core/tool.js';
import { toolInputJsonSchema } from '../core/tool-input-schema.js';

/** The tool definition sent in the Messages API `tools` array. */
export async function toApiTool(tool: AnyTool, context: DescriptionContext): Promise<ApiTool> {
  return {
    name: tool.name,
    description: await tool.prompt(context),
    input_schema: toolInputJsonSchema(tool) as ApiTool['input_schema'],
  };
}
