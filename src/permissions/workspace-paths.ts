import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

export interface PathScope {
  readonly cwd: string;
  readonly workspaceRoot: string;
  readonly additionalDirectories: readonly string[];
  readonly outputDir?: string;
}

export interface ResolvedPath {
  /** `filePath` resolved against the scope's cwd, `..` collapsed, symlinks kept. */
  readonly absolute: string;
  /** The real location: symlinks followed as far as the path exists. */
  readonly real: string;
  /** True when `real` is inside the workspace root or one of the additional directories. */
  readonly insideWorkspace: boolean;
}

/** Why no rule permits a path outside the workspace: only `additionalDirectories` widens it. */
export const OUTSIDE_WORKSPACE = "outside the workspace (and the policy's additionalDirectories)";

/** True when `child` is `parent` itself or below it (both absolute, normalised). */
export function isInsideDirectory(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  if (rel === '') return true;
  return rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/** Paths whose meaning depends on the process that opens them. */
const PROCESS_RELATIVE = /^\/(proc|dev\/fd|dev\/std(in|out|err))(\/|$)/;

/** Symlinks followed by hand before giving up (the kernel's own limit is 40). */
const MAX_LINKS = 40;

function danglingTarget(path: string): string | null {
  try {
    return lstatSync(path).isSymbolicLink() ? resolve(dirname(path), readlinkSync(path)) : null;
  } catch {
    return null;
  }
}

/**
 * The realpath of `path`; for a path that does not exist yet, the realpath of its nearest
 * existing ancestor joined with the rest (so a new file under a symlinked directory is
 * placed where the symlink really points). A dangling symlink counts as where it points:
 * writing through it creates its target.
 */
export function realPathOf(path: string, links = 0): string {
  // /proc/self/cwd, /proc/<pid>/root, /dev/fd/3 resolve here against Tollgate's own process, not the
  // command's: taken literally they are outside every root, which is what they may be at run time.
  if (PROCESS_RELATIVE.test(path)) return path;
  const rest: string[] = [];
  let current = path;
  for (;;) {
    try {
      const real = realpathSync.native(current);
      return rest.length === 0 ? real : join(real, ...rest.reverse());
    } catch {
      const target = links < MAX_LINKS ? danglingTarget(current) : null;
      if (target !== null) return realPathOf(rest.length === 0 ? target : join(target, ...rest.reverse()), links + 1);
      const parent = dirname(current);
      if (parent === current) return path;
      rest.push(basename(current));
      current = parent;
    }
  }
}

/** Resolves a tool's path argument. `~` is not expanded: a file may really be called `~`. */
export function resolveToolPath(scope: PathScope, filePath: string): ResolvedPath {
  const absolute = resolve(scope.cwd, filePath);
  const real = realPathOf(absolute);
  const roots = [scope.workspaceRoot, ...scope.additionalDirectories].map((root) => realPathOf(resolve(scope.cwd, root)));
  return { absolute, real, insideWorkspace: roots.some((root) => isInsideDirectory(real, root)) };
}
