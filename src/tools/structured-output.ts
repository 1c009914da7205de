import { buildTool } from '../core/build-tool.js';
import type { AnyObjectSchema, JsonSchemaObject, Tool } from '../core/tool.js';

export const STRUCTURED_OUTPUT_TOOL_NAME = 'StructuredOutput';

/** The run's output schema, ready for the tool: what the model is sent, and the check of each call. */
export interface OutputSchemaTool {
  /** The copy the Messages API accepts (normalised like an MCP input schema). */
  readonly sent: JsonSchemaObject;
  /** The schema as the workflow gave it, compiled: step 2 of the pipeline checks every call against it. */
  readonly input: AnyObjectSchema;
}

/**
 * `StructuredOutput {…}`: the answer a workflow asked for (`output_schema`), as the tool's input. A
 * call that breaks the schema is an input error the model can fix; a valid one is kept in the app
 * state, and the session ends after the turn that gave it.
 */
export function createStructuredOutputTool(schema: OutputSchemaTool): Tool<AnyObjectSchema, Readonly<Record<string, unknown>>> {
  return buildTool({
    name: STRUCTURED_OUTPUT_TOOL_NAME,
    inputSchema: schema.input,
    inputJSONSchema: schema.sent,
    maxResultSizeChars: 2_000,
    description: async () =>
      'Give the answer this run asks for, as one object that matches this input schema. Call it once, when your work is done: the session ends as soon as it accepts the object. If it answers with an error, fix the fields it names and call it again.',
    // It changes nothing but the session's own state (the answer it keeps); it runs alone, like TodoWrite.
    isReadOnly: () => true,
    permissionSubject: () => ({ kind: 'opaque', readOnly: true }),
    getActivityDescription: () => 'Giving the structured output',
    call: async (input, context) => {
      context.setAppState((prev) => ({ ...prev, structuredOutput: input }));
      return { data: input };
    },
    mapToolResultToToolResultBlockParam: (_output, toolUseId) => ({
      type: 'tool_result',
      tool_use_id: toolUseId,
      content: 'Structured output accepted; the session ends here.',
    }),
  });
}
