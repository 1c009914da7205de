import { readlinkSync, realpathSync } from 'node:fs';
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

/** True when `child` is `parent` itself or below it (both absolute, normalised). */
export function isInsideDirectory(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  if (rel === '') return true;
  return rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

function linkTarget(path: string): string | null {
  try {
    return readlinkSync(path);
  } catch {
    return null;
  }
}

/**
 * The realpath of `path`; for a path that does not exist yet, the realpath of its nearest
 * existing ancestor joined with the rest (so a new file under a symlinked directory is
 * placed where the symlink really points). A dangling symlink counts where it points.
 */
export function realPathOf(path: string): string {
  const rest: string[] = [];
  let current = path;
  let hops = 0;
  for (;;) {
    try {
      const real = realpathSync.native(current);
      return rest.length === 0 ? real : join(real, ...rest.reverse());
    } catch {
      const target = linkTarget(current);
      if (target !== null && hops++ < 40) {
        current = resolve(dirname(current), target);
        continue;
      }
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
