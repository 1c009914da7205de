/**
 * What a tool call answers with: the Messages API's `tool_result` block, in the engine's own types
 * (the pipeline knows no model API; the session hands these blocks to the API as they are).
 */
export type ImageMediaType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

export interface TextPart {
  readonly type: 'text';
  readonly text: string;
}

export interface ImagePart {
  readonly type: 'image';
  readonly source: { readonly type: 'base64'; readonly media_type: ImageMediaType; readonly data: string };
}

export type ToolResultPart = TextPart | ImagePart;

export interface ToolResultBlock {
  readonly type: 'tool_result';
  readonly tool_use_id: string;
  readonly content?: string | ToolResultPart[];
  readonly is_error?: boolean;
}
