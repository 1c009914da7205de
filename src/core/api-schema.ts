import { z } from 'zod';
import type { Tool as ApiTool } from '@anthropic-ai/sdk/resources/messages';
import type { AnyTool, DescriptionContext, JsonSchemaObject } from './tool.js';

/** The JSON Schema the model sees for a tool's input. */
export function toolInputJsonSchema(tool: AnyTool): JsonSchemaObject {
  if (tool.inputJSONSchema) return tool.inputJSONSchema;
  const { $schema: _ignored, ...schema } = z.toJSONSchema(tool.inputSchema, { io: 'input', unrepresentable: 'any' });
  return { ...schema, type: 'object' };
}

/** The tool definition sent in the Messages API `tools` array. */
export async function toApiTool(tool: AnyTool, context: DescriptionContext): Promise<ApiTool> {
  return {
    name: tool.name,
    description: await tool.prompt(context),
    input_schema: toolInputJsonSchema(tool) as ApiTool['input_schema'],
  };
}
