import { z } from 'zod';
import type { AnyTool, JsonSchemaObject } from './tool.js';

/** The JSON Schema the model sees for a tool's input. */
export function toolInputJsonSchema(tool: AnyTool): JsonSchemaObject {
  if (tool.inputJSONSchema) return tool.inputJSONSchema;
  const { $schema: _ignored, ...schema } = z.toJSONSchema(tool.inputSchema, { io: 'input', unrepresentable: 'any' });
  return { ...schema, type: 'object' };
}
