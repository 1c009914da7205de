import type { ToolResultBlock } from '../core/tool-result-block.js';
import { z } from 'zod';
import { outputToText } from '../core/build-tool.js';
import { wrapToolError } from '../core/tool-error.js';

/** What an MCP tool's `call()` returns as `data`; a PostToolUse hook may replace it. */
export interface McpToolOutput {
  /** The server's content blocks, as received. */
  readonly content: readonly unknown[];
  /** The server said the call failed (`isError`): the model gets an error result. */
  readonly isError: boolean;
  /** The server's structured result and metadata: PostToolUse hooks get them in `tool_response`; the model gets `content`. */
  readonly structuredContent?: Record<string, unknown>;
  readonly _meta?: Record<string, unknown>;
}

const contentBlock = z.looseObject({ type: z.string() });
const outputShape = z.object({ content: z.array(z.unknown()), isError: z.boolean().optional() });

/**
 * The tool_result for an MCP output, or for whatever a PostToolUse hook put in its place
 * (`updatedMCPToolOutput`): an output of the same shape, an array of content blocks, a string,
 * or any other JSON value.
 */
export function mcpOutputToBlock(output: unknown, toolUseId: string): ToolResultBlock {
  const parsed = outputShape.safeParse(output);
  if (parsed.success) {
    const text = contentToText(parsed.data.content);
    return parsed.data.isError
      ? { type: 'tool_result', tool_use_id: toolUseId, content: wrapToolError(text.trim() ? text : 'The MCP tool reported an error.'), is_error: true }
      : { type: 'tool_result', tool_use_id: toolUseId, content: orNoOutput(text) };
  }
  if (Array.isArray(output)) return { type: 'tool_result', tool_use_id: toolUseId, content: orNoOutput(contentToText(output)) };
  return { type: 'tool_result', tool_use_id: toolUseId, content: orNoOutput(outputToText(output)) };
}

/** The Messages API refuses empty and whitespace-only text, and the model reads nothing as "not done". */
export const NO_OUTPUT = '(no output)';

function orNoOutput(text: string): string {
  return text.trim() === '' ? NO_OUTPUT : text;
}

/** MCP content as text: text as is, resources inlined, images and audio noted (not sent). */
export function contentToText(content: readonly unknown[]): string {
  return content.map(blockToText).join('\n');
}

function blockToText(block: unknown): string {
  const parsed = contentBlock.safeParse(block);
  if (!parsed.success) return outputToText(block);
  const item = parsed.data as Record<string, unknown>;
  const str = (key: string, from: Record<string, unknown> = item): string | undefined =>
    typeof from[key] === 'string' ? (from[key] as string) : undefined;
  switch (item.type) {
    case 'text':
      return str('text') ?? '';
    case 'image':
    case 'audio': {
      const bytes = Buffer.byteLength(str('data') ?? '', 'base64');
      return `[${item.type} omitted: ${str('mimeType') ?? 'unknown type'}, about ${bytes} bytes]`;
    }
    case 'resource': {
      const resource = (typeof item.resource === 'object' && item.resource !== null ? item.resource : {}) as Record<string, unknown>;
      const uri = str('uri', resource) ?? '(no uri)';
      const text = str('text', resource);
      return text !== undefined ? `[resource ${uri}]\n${text}` : `[binary resource omitted: ${uri}, ${str('mimeType', resource) ?? 'unknown type'}]`;
    }
    case 'resource_link':
      return `[resource link: ${str('uri') ?? '(no uri)'}${str('name') ? ` (${str('name')})` : ''}]`;
    default:
      return outputToText(block);
  }
}
