import type { ToolResultBlock } from './tool-result-block.js';

/** The pipeline's steps, in order; a failed call names the one it failed at. */
export type PipelineStep =
  | 'lookup'
  | 'schema'
  | 'validation'
  | 'pre_hook'
  | 'permission'
  | 'call'
  | 'post_hook'
  | 'map';

export function wrapToolError(message: string): string {
  return `<tool_use_error>${message}</tool_use_error>`;
}

export function toolErrorBlock(toolUseId: string, message: string): ToolResultBlock {
  return { type: 'tool_result', tool_use_id: toolUseId, content: wrapToolError(message), is_error: true };
}
