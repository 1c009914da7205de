import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { expandHome, isInsideDirectory } from '../core/paths.js';

export interface PathScope {
  readonly cwd: string;
  readonly workspaceRoot: string;
  readonly additionalDirectories: readonly string[];
  readonly outputDir?: string;
  /** What `~` means in a path. */
  readonly homeDir: string;
  /** The real locations of the workspace root and the additional directories, when already known (the gate resolves them once a session). */
  readonly realRoots?: readonly string[];
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

/** The real locations of the scope's roots: the workspace and the additional directories. */
export function realRootsOf(scope: PathScope): readonly string[] {
  return scope.realRoots ?? [scope.workspaceRoot, ...scope.additionalDirectories].map((root) => realPathOf(resolve(scope.cwd, root)));
}

/**
 * A memo of real root locations for one session: the roots do not move while it runs, and a
 * Bash line that walks 5,000 files would otherwise resolve them 5,000 times.
 */
export function rootResolver(): (roots: readonly string[]) => readonly string[] {
  const known = new Map<string, string>();
  return (roots) =>
    roots.map((root) => {
      const cached = known.get(root);
      if (cached !== undefined) return cached;
      const real = realPathOf(root);
      known.set(root, real);
      return real;
    });
}

/**
 * Resolves a path a tool or a rule names, the one way every caller does: `~` and `~/…` are the
 * home directory (as in the shell and in Claude Code), a relative path is from the cwd, and the
 * real location follows symlinks.
 */
export function resolveToolPath(scope: PathScope, filePath: string): ResolvedPath {
  const absolute = resolve(scope.cwd, expandHome(filePath, scope.homeDir));
  const real = realPathOf(absolute);
  return { absolute, real, insideWorkspace: realRootsOf(scope).some((root) => isInsideDirectory(real, root)) };
}
