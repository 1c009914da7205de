import { describeError } from '../describe-error.js';
import { persistLargeResult } from '../large-result.js';
import type { Redactor } from '../redact.js';
import type { ToolResultBlock } from '../tool-result-block.js';
import type { AnyTool, ToolUseContext } from '../tool.js';
import { fail, ok, type Step } from './step.js';

const NO_OUTPUT = '(no output)';

/** Every text part of a result, with the session's secrets removed: nothing reaches the model or a file unredacted. */
export function redactBlock(block: ToolResultBlock, redact: Redactor): ToolResultBlock {
  const { content } = block;
  if (content === undefined) return block;
  if (typeof content === 'string') return { ...block, content: redact(content) };
  return { ...block, content: content.map((part) => (part.type === 'text' ? { ...part, text: redact(part.text) } : part)) };
}

/** The Messages API refuses empty and whitespace-only text blocks: a result with nothing to say says so. */
function withoutEmptyText(block: ToolResultBlock): ToolResultBlock {
  const { content } = block;
  if (content === undefined || typeof content === 'string') {
    return content !== undefined && content.trim() !== '' ? block : { ...block, content: NO_OUTPUT };
  }
  const kept = content.filter((part) => part.type !== 'text' || part.text.trim() !== '');
  if (kept.length === content.length) return block;
  return { ...block, content: kept.length > 0 ? kept : NO_OUTPUT };
}

/** Step 8: the output as a tool_result block, secrets redacted, persisted to a file when it is too large. */
export async function mapResult(
  tool: AnyTool,
  toolUseId: string,
  output: unknown,
  context: ToolUseContext,
): Promise<Step<{ block: ToolResultBlock; persistedPath?: string }>> {
  let block: ToolResultBlock;
  try {
    block = redactBlock(withoutEmptyText({ ...tool.mapToolResultToToolResultBlockParam(output, toolUseId), tool_use_id: toolUseId }), context.redact);
  } catch (error) {
    return fail('map', `${tool.name} produced a result that could not be formatted: ${describeError(error)}`);
  }
  const limit = Number.isFinite(tool.maxResultSizeChars) ? Math.min(tool.maxResultSizeChars, context.limits.maxResultChars) : Infinity;
  try {
    const persisted = await persistLargeResult(block, limit, context.outputDir);
    return ok(persisted ? { block: persisted.block, persistedPath: persisted.path } : { block });
  } catch (error) {
    return fail('map', `${tool.name}'s result was too large and could not be saved: ${describeError(error)}`);
  }
}
