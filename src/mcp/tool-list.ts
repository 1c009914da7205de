import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ToolAnnotationsSchema, type ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

const MAX_TOOL_PAGES = 100;

/**
 * One `tools/list` page, checked only as far as the list itself. The SDK's `listTools()` validates
 * every tool with its own strict schema, so one tool without `type: "object"` would reject the
 * whole list; here each entry is checked on its own and a bad one costs only itself.
 */
const toolListPage = z.looseObject({
  tools: z.array(z.unknown()),
  nextCursor: z.string().optional(),
});

/** A tool as the server listed it, with only what Tollgate relies on checked. */
export interface McpToolEntry {
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  /** As given: normalised for the Messages API and compiled for validation later. */
  readonly inputSchema: unknown;
  readonly annotations?: ToolAnnotations;
  /** `execution.taskSupport`: "required" tools cannot be called without MCP tasks. */
  readonly taskSupport?: string;
}

export type ListedTool =
  | { readonly ok: true; readonly entry: McpToolEntry }
  | { readonly ok: false; readonly tool: string; readonly reason: string };

const entrySchema = z.looseObject({
  name: z.string(),
  title: z.string().optional().catch(undefined),
  description: z.string().optional().catch(undefined),
  inputSchema: z.unknown(),
  // Hints that do not parse are dropped: the tool is then treated as writing and destructive.
  annotations: ToolAnnotationsSchema.optional().catch(undefined),
  execution: z.looseObject({ taskSupport: z.string().optional().catch(undefined) }).optional().catch(undefined),
});

/** Every page of `tools/list`, each entry parsed on its own. */
export async function listServerTools(
  client: Client,
  options: { readonly signal: AbortSignal; readonly timeout: number },
): Promise<ListedTool[]> {
  const listed: ListedTool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_TOOL_PAGES; page++) {
    const result = await client.request(
      { method: 'tools/list', params: cursor !== undefined ? { cursor } : {} },
      toolListPage,
      options,
    );
    const before = listed.length;
    result.tools.forEach((raw, index) => listed.push(parseEntry(raw, before + index)));
    cursor = result.nextCursor;
    if (cursor === undefined) break;
  }
  return listed;
}

function parseEntry(raw: unknown, position: number): ListedTool {
  const parsed = entrySchema.safeParse(raw);
  if (!parsed.success) {
    const name = typeof raw === 'object' && raw !== null ? (raw as { name?: unknown }).name : undefined;
    return {
      ok: false,
      tool: typeof name === 'string' ? name : `(entry ${position + 1} of the tool list)`,
      reason: 'the server listed it without a name, so it cannot be called',
    };
  }
  const { name, title, description, inputSchema, annotations, execution } = parsed.data;
  return {
    ok: true,
    entry: {
      name,
      ...(title !== undefined ? { title } : {}),
      ...(description !== undefined ? { description } : {}),
      inputSchema,
      ...(annotations !== undefined ? { annotations } : {}),
      ...(execution?.taskSupport !== undefined ? { taskSupport: execution.taskSupport } : {}),
    },
  };
}
