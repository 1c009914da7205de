import { join } from 'node:path';
import type { ToolUseContext } from '../../core/tool.js';

/**
 * Splits search results (paths relative to `root`) into those the policy lets the agent read and a
 * count of those a Read deny rule covers, so a search never shows what Read would refuse.
 */
export function withoutDeniedFiles(files: readonly string[], root: string, context: ToolUseContext): { kept: string[]; hidden: number } {
  const denied = context.isReadDenied;
  if (!denied) return { kept: [...files], hidden: 0 };
  const kept = files.filter((file) => !denied(join(root, file), context));
  return { kept, hidden: files.length - kept.length };
}

export function hiddenNote(hidden: number): string {
  if (hidden === 0) return '';
  return `\n(${hidden} matching file${hidden === 1 ? ' is' : 's are'} not shown: the policy denies reading ${hidden === 1 ? 'it' : 'them'}.)`;
}
