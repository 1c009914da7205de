import { isAbsolute, join, relative, sep } from 'node:path';

/**
 * `child` relative to `parent` when it is `parent` itself ('') or below it, else null. Both
 * absolute and normalised. A name that merely starts with two dots (`..cache`) is inside.
 */
export function relativeInside(child: string, parent: string): string | null {
  const rel = relative(parent, child);
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return null;
  return rel;
}

/** True when `child` is `parent` itself or below it (both absolute, normalised). */
export function isInsideDirectory(child: string, parent: string): boolean {
  return relativeInside(child, parent) !== null;
}

/**
 * `~` and `~/…` in the home directory, as the shell and Claude Code's rules read them; any other
 * path as it is (`~user` is not expanded: that is another user's home).
 */
export function expandHome(path: string, homeDir: string): string {
  if (path === '~') return homeDir;
  if (path.startsWith('~/')) return join(homeDir, path.slice(2));
  return path;
}
