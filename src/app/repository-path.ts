import { isAbsolute, posix, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { relativeInside } from '../core/paths.js';

/**
 * A path inside the repository, `/`-separated and relative to its root, as configuration sources
 * take it; null when the path leaves the repository (`..`, an absolute path elsewhere) or is the root.
 */
export function repositoryPath(path: string, workspace: string): string | null {
  const rel = relativeInside(isAbsolute(path) ? resolve(path) : resolve(workspace, path), resolve(workspace));
  return rel ? rel.split(sep).join('/') : null;
}

/**
 * An absolute path (or `file:` URL) outside the repository: what an interpreter loads from there is
 * no file a pull request can change.
 */
export function isOutsideRepository(pathOrUrl: string, workspace: string): boolean {
  let path = pathOrUrl;
  if (pathOrUrl.startsWith('file:')) {
    try {
      path = fileURLToPath(pathOrUrl);
    } catch {
      return false;
    }
  }
  return isAbsolute(path) && relativeInside(resolve(path), resolve(workspace)) === null;
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
