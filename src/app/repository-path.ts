import { isAbsolute, posix, relative, resolve, sep } from 'node:path';

/**
 * A path inside the repository, `/`-separated and relative to its root, as configuration sources
 * take it; null when the path leaves the repository (`..`, an absolute path elsewhere) or is the root.
 */
export function repositoryPath(path: string, workspace: string): string | null {
  const absolute = isAbsolute(path) ? resolve(path) : resolve(workspace, path);
  const rel = relative(resolve(workspace), absolute);
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return null;
  return rel.split(sep).join('/');
}

/** The folder a repository path is in ('' for the root). */
export function repositoryFolder(path: string): string {
  const folder = posix.dirname(path);
  return folder === '.' ? '' : folder;
}

/** A repository path as sources check it: relative, normalised, inside the repository. */
export function isCleanRepositoryPath(path: string): boolean {
  return path !== '' && !path.startsWith('/') && posix.normalize(path) === path && path !== '..' && !path.startsWith('../');
}
