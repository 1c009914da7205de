import { stat } from 'node:fs/promises';
import type { ToolUseContext } from '../../core/tool.js';
import type { ValidationResult } from '../../core/tool.js';

export function recordRead(
  context: ToolUseContext,
  realPath: string,
  mtimeMs: number,
  range: { offset?: number | undefined; limit?: number | undefined } = {},
): void {
  context.readFileState.set(realPath, {
    mtimeMs,
    timestamp: Date.now(),
    ...(range.offset !== undefined ? { offset: range.offset } : {}),
    ...(range.limit !== undefined ? { limit: range.limit } : {}),
  });
}

/**
 * An existing file may be changed only after this session read it, and only if nobody changed
 * it since: otherwise the model would overwrite what it has not seen.
 */
export async function checkReadBeforeWrite(context: ToolUseContext, realPath: string, shownPath: string): Promise<ValidationResult> {
  const record = context.readFileState.get(realPath);
  if (!record) {
    return {
      result: false,
      message: `${shownPath} has not been read in this session. Read it first (with the Read tool), then change it.`,
    };
  }
  const { mtimeMs } = await stat(realPath);
  if (mtimeMs !== record.mtimeMs) {
    return {
      result: false,
      message: `${shownPath} was modified on disk after you read it (by a command, a formatter or someone else). Read it again, then retry the change.`,
    };
  }
  return { result: true };
}
