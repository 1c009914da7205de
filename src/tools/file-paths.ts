import { relative } from 'node:path';
import type { ToolUseContext } from '../core/tool.js';
import type { ValidationResult } from '../core/tool.js';
import { SymlinkSwappedError } from './file-edit/no-follow.js';
import { homedir } from 'node:os';
import { isInsideDirectory } from '../core/paths.js';
import { OUTSIDE_WORKSPACE, realPathOf, resolveToolPath, type PathScope, type ResolvedPath } from '../permissions/workspace-paths.js';

export function pathScope(context: ToolUseContext): PathScope {
  return { cwd: context.cwd, workspaceRoot: context.workspaceRoot, additionalDirectories: context.additionalDirectories, homeDir: homedir() };
}

export function resolveFilePath(context: ToolUseContext, filePath: string): ResolvedPath {
  return resolveToolPath(pathScope(context), filePath);
}

/** True when the resolved path is a session output (a persisted large result, a Bash log). */
export function isInsideOutputDir(context: ToolUseContext, resolved: ResolvedPath): boolean {
  return isInsideDirectory(resolved.real, realPathOf(context.outputDir));
}

export function outsideWorkspaceMessage(context: ToolUseContext, filePath: string, resolved: ResolvedPath): string {
  const roots = [context.workspaceRoot, ...context.additionalDirectories].join(', ');
  const where = resolved.real === resolved.absolute ? resolved.absolute : `${resolved.absolute} (really ${resolved.real})`;
  return `${filePath} resolves to ${where}, which is outside the workspace (${roots}). Use a path inside the workspace.`;
}

/**
 * The file a Write or Edit opens, resolved again when it is called: it must lead where it led when
 * the gate judged it (a symlink swapped in since, in a directory on the way or as the file itself,
 * is refused) and still be inside the workspace. The write then opens it without following links.
 */
export function resolveAtCallTime(context: ToolUseContext, filePath: string): ResolvedPath {
  const resolved = resolveFilePath(context, filePath);
  if (context.judgedWrites) {
    const judged = context.judgedWrites.find((entry) => entry.path === resolved.absolute);
    if (!judged) throw new SymlinkSwappedError(`${filePath} is not the file the permission check allowed; nothing was written`);
    if (judged.real !== resolved.real) {
      throw new SymlinkSwappedError(`${filePath} led to ${judged.real} when the permission check allowed it and leads to ${resolved.real} now (a symlink was swapped in since); nothing was written`);
    }
  }
  if (!resolved.insideWorkspace) throw new Error(outsideWorkspaceMessage(context, filePath, resolved));
  return resolved;
}

/** The refusal of a path outside the workspace: a denial no rule can lift, reported as such. */
export function outsideWorkspaceRefusal(context: ToolUseContext, filePath: string, resolved: ResolvedPath): ValidationResult {
  return { result: false, message: outsideWorkspaceMessage(context, filePath, resolved), denied: true, unpermittable: OUTSIDE_WORKSPACE };
}

/** A path as the model should see it: relative to the cwd when inside it, absolute otherwise. */
export function displayPath(context: ToolUseContext, absolute: string): string {
  if (!isInsideDirectory(absolute, context.cwd)) return absolute;
  return relative(context.cwd, absolute) || '.';
}
