import { stat } from 'node:fs/promises';
import type { ToolUseContext } from '../../core/tool.js';
import type { ValidationResult } from '../../core/tool.js';
import { outsideWorkspaceRefusal, resolveFilePath } from '../file-paths.js';

/** The `path` of Glob and Grep, absolute; the cwd when left out. */
export function searchPath(context: ToolUseContext, path: string | undefined): string {
  return resolveFilePath(context, path ?? '.').absolute;
}

export async function validateSearchPath(
  context: ToolUseContext,
  path: string | undefined,
  allowFile: boolean,
): Promise<ValidationResult> {
  const resolved = resolveFilePath(context, path ?? '.');
  if (!resolved.insideWorkspace) {
    return outsideWorkspaceRefusal(context, path ?? '.', resolved);
  }
  const info = await stat(resolved.real).catch(() => null);
  if (!info) {
    return { result: false, message: `Path does not exist: ${resolved.absolute}. The current working directory is ${context.cwd}.` };
  }
  if (!info.isDirectory() && !(allowFile && info.isFile())) {
    return { result: false, message: `${resolved.absolute} is not a directory; give a directory to search in.` };
  }
  return { result: true };
}
