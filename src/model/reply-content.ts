import type { ContentBlock, ContentBlockParam } from './wire.js';

/**
 * The assistant's content blocks as request params, to send back unchanged on the next turn.
 * Tool inputs keep the exact object the stream produced (key order included).
 */
export function replyContentToParams(content: readonly ContentBlock[]): ContentBlockParam[] {
  return content.map((block): ContentBlockParam => {
    switch (block.type) {
      case 'text':
        return { type: 'text', text: block.text };
      case 'tool_use':
        return { type: 'tool_use', id: block.id, name: block.name, input: block.input };
      case 'thinking':
        return { type: 'thinking', thinking: block.thinking, signature: block.signature };
      case 'redacted_thinking':
        return { type: 'redacted_thinking', data: block.data };
      default:
        // Server-tool blocks are valid params as returned; a JSON copy drops the SDK's lazy getters.
        return JSON.parse(JSON.stringify(block)) as ContentBlockParam;
    }
  });
}
