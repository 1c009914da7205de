import type { GitRunner } from '../../core/run-git.js';
import { isIgnoredByGit, gitWorkTreeRoot } from './run-git.js';
import { isInsideDirectory } from '../../core/paths.js';

export type SearchEngine = 'git' | 'node';

export interface SearchPlan {
  readonly engine: SearchEngine;
  /** The highest directory whose .gitignore files the walk honours. */
  readonly ignoreTop: string;
  /** Inside a git work tree git lists no file of a nested repository or submodule: the walk skips them too. */
  readonly skipNestedRepositories: boolean;
}

/**
 * git inside a work tree; the walk elsewhere. A directory that git ignores but the model asked for
 * by name (`node_modules/x`, `build/`) is walked, honouring only the .gitignore files inside it.
 */
export async function planSearch(root: string, git: GitRunner, fallbackIgnoreTop: string, forced?: SearchEngine): Promise<SearchPlan> {
  const top = await gitWorkTreeRoot(git, root);
  if (!top) {
    return { engine: forced ?? 'node', ignoreTop: isInsideDirectory(root, fallbackIgnoreTop) ? fallbackIgnoreTop : root, skipNestedRepositories: false };
  }
  if (forced) return { engine: forced, ignoreTop: top, skipNestedRepositories: true };
  if (root !== top && (await isIgnoredByGit(git, root, root))) return { engine: 'node', ignoreTop: root, skipNestedRepositories: true };
  return { engine: 'git', ignoreTop: top, skipNestedRepositories: true };
}
