import type { CallToolResult, Tool as McpToolDefinition, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { buildTool, type AnyObjectSchema, type AnyTool, type JsonSchemaObject, type Tool } from '../core/tool.js';
import { normalizeMcpName } from './config.js';
import { jsonSchemaInput, type JsonSchemaCompiler } from './json-schema-input.js';
import { mcpOutputToBlock, type McpToolOutput } from './mcp-tool-output.js';

/** The longest tool name the Messages API accepts. */
export const MAX_TOOL_NAME_LENGTH = 64;
const MAX_DESCRIPTION_CHARS = 2_048;
const MAX_HINT_CHARS = 120;

/** What an MCP tool needs of its server's connection. */
export interface McpServerLink {
  readonly name: string;
  callTool(
    tool: string,
    args: Record<string, unknown>,
    options: { readonly signal: AbortSignal; readonly timeoutMs: number },
  ): Promise<CallToolResult>;
  /** Why the server is gone (crashed, closed), or null while it is connected. */
  disconnectedReason(): string | null;
}

export interface McpToolInfo {
  /** The server's name as configured. */
  readonly server: string;
  /** The tool's name on its server. */
  readonly tool: string;
  readonly annotations?: ToolAnnotations;
}

export type McpTool = Tool<AnyObjectSchema, McpToolOutput, never> & { readonly mcpInfo: McpToolInfo };

export type CreatedMcpTool = { readonly ok: true; readonly tool: McpTool } | { readonly ok: false; readonly reason: string };

export function mcpToolName(server: string, tool: string): string {
  return `mcp__${normalizeMcpName(server)}__${normalizeMcpName(tool)}`;
}

export function isMcpTool(tool: AnyTool): tool is AnyTool & { mcpInfo: McpToolInfo } {
  return tool.isMcp === true && typeof (tool as { mcpInfo?: unknown }).mcpInfo === 'object';
}

/**
 * One MCP tool as a Tool. Its JSON Schema goes to the model as given and is compiled once here;
 * a schema that does not compile makes the tool unavailable (reported, not thrown).
 * Behaviour follows the annotations and fails closed without them: not read-only, not
 * concurrency-safe, destructive. `checkPermissions` keeps buildTool's "allow", which defers to the
 * policy: rules `mcp__server`, `mcp__server__*`, `mcp__server__tool` decide, every other call is an ask.
 */
export function createMcpTool(
  link: McpServerLink,
  definition: McpToolDefinition,
  compiler: JsonSchemaCompiler,
  options: { readonly callTimeoutMs?: number } = {},
): CreatedMcpTool {
  const name = mcpToolName(link.name, definition.name);
  if (name.length > MAX_TOOL_NAME_LENGTH) {
    return { ok: false, reason: `${definition.name}: the tool name ${name} is longer than ${MAX_TOOL_NAME_LENGTH} characters` };
  }
  const jsonSchema = definition.inputSchema as JsonSchemaObject;
  let inputSchema: AnyObjectSchema;
  try {
    inputSchema = jsonSchemaInput(compiler.compile(jsonSchema));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `${definition.name}: its input schema cannot be compiled (${detail})` };
  }

  const annotations = definition.annotations;
  const readOnly = annotations?.readOnlyHint === true;
  const destructive = !readOnly && annotations?.destructiveHint !== false;
  const description = describe(definition);
  const title = annotations?.title ?? definition.title ?? definition.name;
  const mcpInfo: McpToolInfo = { server: link.name, tool: definition.name, ...(annotations ? { annotations } : {}) };

  const tool = buildTool<AnyObjectSchema, McpToolOutput, never>({
    name,
    isMcp: true,
    inputSchema,
    inputJSONSchema: jsonSchema,
    searchHint: oneLine(`${link.name}: ${description}`, MAX_HINT_CHARS),
    description: async () => description,
    isReadOnly: () => readOnly,
    permissionSubject: () => ({ kind: 'opaque', readOnly }),
    isConcurrencySafe: () => readOnly,
    isDestructive: () => destructive,
    userFacingName: () => `${link.name} - ${title} (MCP)`,
    getActivityDescription: () => `Calling ${definition.name} on the MCP server ${link.name}`,
    validateInput: async () => {
      const gone = link.disconnectedReason();
      if (gone === null) return { result: true };
      return {
        result: false,
        errorCode: 1,
        message: `The MCP server "${link.name}" is no longer connected (${gone}); its tools cannot be used in this session.`,
      };
    },
    call: async (input, context) => {
      const timeoutMs = options.callTimeoutMs ?? context.limits.toolTimeoutMs;
      const result = await link.callTool(definition.name, input, { signal: context.abortController.signal, timeoutMs });
      const mcpMeta = {
        ...(result._meta ? { _meta: result._meta } : {}),
        ...(result.structuredContent ? { structuredContent: result.structuredContent } : {}),
      };
      const content = result.content.length === 0 && result.structuredContent ? [{ type: 'text', text: JSON.stringify(result.structuredContent) }] : result.content;
      return { data: { content, isError: result.isError === true }, mcpMeta };
    },
    mapToolResultToToolResultBlockParam: (output, toolUseId) => mcpOutputToBlock(output, toolUseId),
  });
  return { ok: true, tool: { ...tool, mcpInfo } };
}

function describe(definition: McpToolDefinition): string {
  const text = definition.description?.trim() || definition.title || `The ${definition.name} tool.`;
  return text.length > MAX_DESCRIPTION_CHARS ? `${text.slice(0, MAX_DESCRIPTION_CHARS)}… [truncated]` : text;
}

function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
