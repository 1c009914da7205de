import { toolInputJsonSchema } from '../core/tool-input-schema.js';
import type { AnyTool, Tools } from '../core/tool.js';

export const DEFAULT_MAX_UNDEFERRED_MCP_TOOLS = 15;
export const DEFAULT_MAX_MCP_SCHEMA_CHARS = 10_000;

export interface DeferralOptions {
  /** More MCP tools than this are deferred. Default 15. */
  readonly maxTools?: number;
  /** MCP input schemas longer than this together (JSON characters) are deferred. Default 10,000. */
  readonly maxSchemaChars?: number;
}

/**
 * When the MCP tools together are too many or too large, returns copies of them marked
 * `shouldDefer` with a one-line `searchHint`: the model sees names and hints, ToolSearch loads
 * the schemas. Other tools, and every tool when under the threshold, are returned as they are.
 */
export function applyDeferral(tools: Tools, options: DeferralOptions = {}): Tools {
  const maxTools = options.maxTools ?? DEFAULT_MAX_UNDEFERRED_MCP_TOOLS;
  const maxSchemaChars = options.maxSchemaChars ?? DEFAULT_MAX_MCP_SCHEMA_CHARS;
  const mcpTools = tools.filter((tool) => tool.isMcp === true);
  const schemaChars = mcpTools.reduce((sum, tool) => sum + JSON.stringify(toolInputJsonSchema(tool)).length, 0);
  if (mcpTools.length <= maxTools && schemaChars <= maxSchemaChars) return tools;
  return tools.map((tool) => (tool.isMcp === true ? deferred(tool) : tool));
}

function deferred(tool: AnyTool): AnyTool {
  const hint = tool.searchHint?.trim() || tool.name;
  return { ...tool, shouldDefer: true, searchHint: hint.replace(/\s+/g, ' ') };
}
