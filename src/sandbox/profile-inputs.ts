import { join, relative, sep } from 'node:path';
import picomatch from 'picomatch';
import { isInsideDirectory } from '../core/paths.js';
import { ProfileFileIndex, type IndexedTree } from './profile-file-index.js';
import { kindOf, LIBRARY_PROTECTED_DIRECTORIES, LIBRARY_PROTECTED_FILES, NESTED_SCAN_DEPTH, nestedTargetOf, protectedPrefix, writableRoots } from './protected-targets.js';
import type { SandboxScope } from './sandbox-scope.js';

/**
 * How deep the sandbox library looks below its working directory for dangerous names on each wrap
 * (its `mandatoryDenySearchDepth`, 3 by default, and files one level further down).
 */
const LIBRARY_SCAN_DEPTH = 4;
/** What the library protects in its working directory whether it exists or not, and what it looks at there. */
const LIBRARY_CWD_NAMES = [...LIBRARY_PROTECTED_FILES, ...LIBRARY_PROTECTED_DIRECTORIES, '.claude', '.claude/commands', '.claude/agents', '.git', '.git/hooks', '.git/config'];

const GLOB_CHARS = /[*?[{]/;

function depthBelow(path: string, root: string): number {
  const rel = relative(root, path);
  return rel === '' ? 0 : rel.split(sep).length;
}

/**
 * The trees whose files the wraps follow from: each code root, six levels down (the protected paths
 * nested in it), and, where the library's own scan of its working directory reaches writable places
 * those trees do not cover, those places as deep as the library looks.
 */
export function indexedTrees(scope: SandboxScope, cwd: string): IndexedTree[] {
  const trees: IndexedTree[] = scope.codeRoots.map((root) => ({ root, depth: NESTED_SCAN_DEPTH }));
  const covered = (dir: string, depth: number) => trees.some((tree) => isInsideDirectory(dir, tree.root) && depthBelow(dir, tree.root) + depth <= tree.depth);
  for (const root of writableRoots(scope)) {
    if (isInsideDirectory(root, cwd)) {
      const depth = LIBRARY_SCAN_DEPTH - depthBelow(root, cwd);
      if (depth > 0 && !covered(root, depth)) trees.push({ root, depth });
    } else if (isInsideDirectory(cwd, root) && !covered(cwd, LIBRARY_SCAN_DEPTH)) {
      trees.push({ root: cwd, depth: LIBRARY_SCAN_DEPTH });
    }
  }
  return trees;
}

/** The read-deny entries that are globs: the library expands them against the disk when it wraps. */
function denyReadGlobs(scope: SandboxScope): string[] {
  return scope.denyRead.filter((entry) => GLOB_CHARS.test(entry));
}

/** Whether the read-only wrap depends on the index (a read-deny glob, expanded against the disk), not only on a few paths. */
export function hasDenyReadGlobs(scope: SandboxScope): boolean {
  return denyReadGlobs(scope).length > 0;
}

/**
 * Whether a file changes a wrap: it lies in a protected path (Tollgate's list), has a name the
 * library protects (its scan's list), or matches a read-deny glob. Generous on purpose: a file too
 * many costs a wrap, a file too few would leave it stale.
 */
function profileFileMatcher(scope: SandboxScope): (rel: string, absolute: string) => boolean {
  const globs = denyReadGlobs(scope);
  const denied = globs.length > 0 ? picomatch(globs, { dot: true, nocase: true }) : () => false;
  const libraryFiles = new Set(LIBRARY_PROTECTED_FILES.map((name) => name.toLowerCase()));
  return (rel, absolute) => {
    if (protectedPrefix(rel, scope.protectedPatterns)) return true;
    const segments = rel.toLowerCase().split('/');
    if (libraryFiles.has(segments.at(-1) ?? '')) return true;
    if (segments.slice(0, -1).some((segment) => LIBRARY_PROTECTED_DIRECTORIES.includes(segment))) return true;
    return denied(absolute);
  };
}

/** The index of the files a session's wraps follow from. */
export function profileFileIndex(scope: SandboxScope, cwd: string): ProfileFileIndex {
  return new ProfileFileIndex(indexedTrees(scope, cwd), profileFileMatcher(scope));
}

/** The protected paths nested below the top of the code roots, from the index's regular files (what a `rg --files` scan lists). */
export function nestedTargets(scope: SandboxScope, index: ProfileFileIndex): string[] {
  const found = new Set<string>();
  for (const entry of index.entries()) {
    if (!entry.regular || entry.tree.depth !== NESTED_SCAN_DEPTH || !scope.codeRoots.includes(entry.tree.root)) continue;
    const target = nestedTargetOf(entry.tree.root, relative(entry.tree.root, entry.path).split(sep).join('/'), scope.protectedPatterns);
    if (target) found.add(target);
  }
  return [...found];
}

/**
 * What else on disk a wrap depends on, beyond the profile and the index: what exists of the names
 * the library protects in its working directory, and of the literal read-deny paths.
 */
export function wrapDiskState(scope: SandboxScope, cwd: string): string {
  const cwdKinds = LIBRARY_CWD_NAMES.map((name) => kindOf(join(cwd, name))[0]).join('');
  const denyKinds = scope.denyRead.filter((entry) => !GLOB_CHARS.test(entry)).map((path) => kindOf(path)[0]).join('');
  return `${cwd}\0${cwdKinds}\0${denyKinds}`;
}
