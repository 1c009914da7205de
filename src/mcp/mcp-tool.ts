import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { buildTool } from '../core/build-tool.js';
import type { AnyObjectSchema, AnyTool, Tool } from '../core/tool.js';
import { normalizeMcpName } from './config.js';
import { fileServerPaths } from './file-server-paths.js';
import { describeCompileError, dialectOf, jsonSchemaInput, type JsonSchemaCompiler } from './json-schema-input.js';
import { mcpOutputToBlock, type McpToolOutput } from './mcp-tool-output.js';
import { normalizeInputSchema } from './normalize-input-schema.js';
import type { McpToolEntry } from './tool-list.js';

/** The longest tool name the Messages API accepts (`^[a-zA-Z0-9_-]{1,64}$`). */
export const MAX_TOOL_NAME_LENGTH = 64;
const MAX_DESCRIPTION_CHARS = 2_048;
const MAX_HINT_CHARS = 120;

/** A `notifications/progress` the server sent for a call in progress. */
export interface McpToolProgress {
  readonly progress: number;
  readonly total?: number;
  readonly message?: string;
}

/** What an MCP tool needs of its server's connection. */
export interface McpServerLink {
  readonly name: string;
  callTool(
    tool: string,
    args: Record<string, unknown>,
    options: {
      readonly signal: AbortSignal;
      readonly timeoutMs: number;
      /** Requests progress (a progress token on the call) and receives each notification. */
      readonly onProgress?: (progress: McpToolProgress) => void;
    },
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

export type McpTool = Tool<AnyObjectSchema, McpToolOutput, McpToolProgress> & { readonly mcpInfo: McpToolInfo };

export type CreatedMcpTool =
  | {
      readonly ok: true;
      readonly tool: McpTool;
      /** How its schema was changed for the Messages API, in plain words (empty: sent as given). */
      readonly changes: readonly string[];
    }
  | { readonly ok: false; readonly reason: string };

export function mcpToolName(server: string, tool: string): string {
  return `mcp__${normalizeMcpName(server)}__${normalizeMcpName(tool)}`;
}

export function isMcpTool(tool: AnyTool): tool is AnyTool & { mcpInfo: McpToolInfo } {
  return tool.isMcp === true && typeof (tool as { mcpInfo?: unknown }).mcpInfo === 'object';
}

/**
 * One MCP tool as a Tool, or why it cannot be one (reported, never thrown). The model is sent a
 * copy of its input schema that the Messages API accepts; every call is checked against the
 * server's own schema, in the dialect it declares (2020-12 by default), compiled once here.
 * Behaviour follows the annotations and fails closed without them: not read-only, not
 * concurrency-safe, destructive. `checkPermissions` keeps buildTool's "allow", which defers to the
 * policy: rules `mcp__server`, `mcp__server__*`, `mcp__server__tool` decide, every other call is an ask.
 */
export function createMcpTool(
  link: McpServerLink,
  definition: McpToolEntry,
  compiler: JsonSchemaCompiler,
  options: { readonly callTimeoutMs?: number } = {},
): CreatedMcpTool {
  const name = mcpToolName(link.name, definition.name);
  if (name.length > MAX_TOOL_NAME_LENGTH) {
    return {
      ok: false,
      reason: `its name as a tool, ${name}, is ${name.length} characters long; the Messages API accepts at most ${MAX_TOOL_NAME_LENGTH}`,
    };
  }
  if (definition.taskSupport === 'required') {
    return {
      ok: false,
      reason: 'it can only run as an MCP task (execution.taskSupport is "required"), and Tollgate does not support MCP tasks yet',
    };
  }
  const dialect = dialectOf(definition.inputSchema);
  if (!dialect.ok) return { ok: false, reason: dialect.reason };
  let inputSchema: AnyObjectSchema;
  try {
    const original = definition.inputSchema;
    inputSchema = jsonSchemaInput(compiler.compile(typeof original === 'object' && original !== null ? (original as Record<string, unknown>) : { type: 'object' }, dialect.dialect));
  } catch (error) {
    return { ok: false, reason: `its input schema does not compile as JSON Schema ${dialect.dialect} (${describeCompileError(error)})` };
  }
  const sent = normalizeInputSchema(definition.inputSchema, dialect.dialect, compiler);
  if (!sent.ok) return { ok: false, reason: sent.reason };

  const annotations = definition.annotations;
  const readOnly = annotations?.readOnlyHint === true;
  const destructive = !readOnly && annotations?.destructiveHint !== false;
  const description = describe(definition);
  const mcpInfo: McpToolInfo = { server: link.name, tool: definition.name, ...(annotations ? { annotations } : {}) };

  const tool = buildTool<AnyObjectSchema, McpToolOutput, McpToolProgress>({
    name,
    isMcp: true,
    inputSchema,
    inputJSONSchema: sent.schema,
    searchHint: oneLine(`${link.name}: ${description}`, MAX_HINT_CHARS),
    description: async () => description,
    isReadOnly: () => readOnly,
    permissionSubject: (input) => {
      const paths = fileServerPaths(definition.name, input);
      return { kind: 'opaque', readOnly, ...(paths.length > 0 ? { paths } : {}) };
    },
    reportSubject: (input) => ({ kind: 'mcp', server: link.name, tool: definition.name, args: input }),
    isConcurrencySafe: () => readOnly,
    isDestructive: () => destructive,
    getActivityDescription: () => `Calling ${definition.name} on the MCP server ${link.name}`,
    validateInput: async () => {
      const gone = link.disconnectedReason();
      if (gone === null) return { result: true };
      return {
        result: false,
        message: `The MCP server "${link.name}" is no longer connected (${gone}); its tools cannot be used in this session.`,
      };
    },
    call: async (input, context, onProgress) => {
      const timeoutMs = options.callTimeoutMs ?? context.limits.toolTimeoutMs;
      const result = await link.callTool(definition.name, input, { signal: context.abortController.signal, timeoutMs, onProgress });
      // A result with only structured content is sent as its JSON text, so the model sees it.
      const content = result.content.length === 0 && result.structuredContent ? [{ type: 'text', text: JSON.stringify(result.structuredContent) }] : result.content;
      return {
        data: {
          content,
          isError: result.isError === true,
          ...(result.structuredContent ? { structuredContent: result.structuredContent } : {}),
          ...(result._meta ? { _meta: result._meta } : {}),
        },
      };
    },
    mapToolResultToToolResultBlockParam: (output, toolUseId) => mcpOutputToBlock(output, toolUseId),
  });
  return { ok: true, tool: { ...tool, mcpInfo }, changes: sent.changes };
}

function describe(definition: McpToolEntry): string {
  const text = definition.description?.trim() || definition.title?.trim() || `The ${definition.name} tool.`;
  return text.length > MAX_DESCRIPTION_CHARS ? `${text.slice(0, MAX_DESCRIPTION_CHARS)}… [truncated]` : text;
}

function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
