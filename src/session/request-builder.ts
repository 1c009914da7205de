import type {
  ContentBlockParam,
  MessageParam,
  TextBlockParam,
  Tool as ApiTool,
} from '../model/wire.js';
import type { CountTokensRequest, ModelRequest } from '../model/model-client.js';
import { thinkingParam, type Effort, type ThinkingSetting } from '../model/thinking.js';
import { COMPACTION_EDIT_TYPE } from '../model/wire.js';

const EPHEMERAL = { type: 'ephemeral' } as const;
const CACHEABLE = new Set(['text', 'tool_use', 'tool_result', 'image', 'document']);

export interface RequestParts {
  readonly model: string;
  readonly system: string;
  readonly tools: readonly ApiTool[];
  /** The conversation as stored: never carries cache_control. */
  readonly messages: readonly MessageParam[];
  readonly thinking?: ThinkingSetting;
  readonly effort?: Effort;
  /** Server-side compaction at this many input tokens (`context_management`); absent: none asked for. */
  readonly compactAt?: number;
  /** `none`: the model must answer in text (a summary request). */
  readonly toolChoice?: 'none';
}

/** Output tokens a thinking budget always leaves for the answer itself. */
export const ANSWER_ROOM_TOKENS = 512;

function blocksOf(message: MessageParam): readonly ContentBlockParam[] {
  return typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
}

/** A copy of the newest message with a cache breakpoint on its last block that may carry one. */
function withNewestBreakpoint(messages: readonly MessageParam[]): MessageParam[] {
  const copy = [...messages];
  const last = copy.at(-1);
  if (!last) return copy;
  const blocks = [...blocksOf(last)];
  for (let index = blocks.length - 1; index >= 0; index--) {
    const block = blocks[index]!;
    if (CACHEABLE.has(block.type)) {
      blocks[index] = { ...block, cache_control: EPHEMERAL } as ContentBlockParam;
      break;
    }
  }
  copy[copy.length - 1] = { ...last, content: blocks } as MessageParam;
  return copy;
}

function systemBlocks(system: string): TextBlockParam[] {
  return [{ type: 'text', text: system, cache_control: EPHEMERAL }];
}

/**
 * The request body. Three cache breakpoints at most: the last tool that is always sent (the tool
 * catalog puts it there, where it never moves), the system prompt (together the stable prefix),
 * and the newest message. Everything before the newest message is serialized from the stored
 * conversation unchanged, so between compactions each request extends the previous one byte for
 * byte (apart from where that one breakpoint sits, and the tools ToolSearch loaded, appended to the
 * tool list); after a compaction the new, shorter conversation is the prefix that is cached.
 */
export function buildModelRequest(parts: RequestParts, maxTokens: number): ModelRequest {
  const thinking = parts.thinking ? thinkingParam(parts.thinking, maxTokens, ANSWER_ROOM_TOKENS) : undefined;
  return {
    model: parts.model,
    max_tokens: maxTokens,
    system: systemBlocks(parts.system),
    ...(parts.tools.length > 0 ? { tools: [...parts.tools] } : {}),
    ...(parts.toolChoice ? { tool_choice: { type: parts.toolChoice } } : {}),
    ...(thinking ? { thinking } : {}),
    ...(parts.effort ? { output_config: { effort: parts.effort } } : {}),
    ...(parts.compactAt !== undefined
      ? { context_management: { edits: [{ type: COMPACTION_EDIT_TYPE, trigger: { type: 'input_tokens', value: parts.compactAt } }] } }
      : {}),
    // Last, so the settings above never sit between the growing conversation and what follows it.
    messages: withNewestBreakpoint(parts.messages),
  };
}

/** The same prompt for `count_tokens` (without compaction: it is the size before any that is wanted). */
export function buildCountTokensRequest(request: ModelRequest): CountTokensRequest {
  return {
    model: request.model,
    messages: request.messages,
    ...(request.system !== undefined ? { system: request.system } : {}),
    ...(request.tools !== undefined ? { tools: request.tools } : {}),
    ...(request.thinking !== undefined ? { thinking: request.thinking } : {}),
  };
}
