import { lstatSync, readdirSync, type Stats } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { isInsideDirectory } from '../core/paths.js';
import type { ProtectedPattern, SandboxScope } from './sandbox-scope.js';

/** The protected paths a profile keeps read-only, and which of them did not exist when it was made. */
export interface ProtectedTargets {
  readonly paths: readonly string[];
  /** bubblewrap puts an empty read-only mount point at each of these while a command runs. */
  readonly missing: readonly string[];
}

/** How deep below a code root nested protected paths are looked for (a nested repository's hooks, a package's .npmrc): files at most this many levels down. */
export const NESTED_SCAN_DEPTH = 6;
/**
 * Names the sandbox library keeps read-only below the directory Tollgate runs from (its dangerous
 * files and directories; `.claude/` and git's are Tollgate's own too). It looks only there, so the
 * profile protects them the same way in every code root: at the top whether they exist or not,
 * deeper where they exist.
 */
export const LIBRARY_PROTECTED_FILES = ['.gitconfig', '.gitmodules', '.bashrc', '.bash_profile', '.zshrc', '.zprofile', '.profile', '.ripgreprc', '.mcp.json'];
export const LIBRARY_PROTECTED_DIRECTORIES = ['.vscode', '.idea'];
/** Home dotfiles the profile keeps read-only even when they do not exist, when the home directory is writable at all. */
const HOME_START_FILES = ['.bashrc', '.bash_profile', '.bash_login', '.bash_logout', '.profile', '.zshrc', '.zshenv', '.zprofile', '.zlogin', '.inputrc', '.gitconfig', '.npmrc', '.yarnrc', '.ssh'];
const YARNRC_NAMES = ['.yarnrc', '.yarnrc.yml'];

type Kind = 'directory' | 'file' | 'absent';

export function kindOf(path: string): Kind {
  let stat: Stats | undefined;
  try {
    // No exception for a missing path: most protected paths are missing, and an exception costs more than the lstat.
    stat = lstatSync(path, { throwIfNoEntry: false });
  } catch {
    return 'absent';
  }
  if (!stat) return 'absent';
  return stat.isDirectory() ? 'directory' : 'file';
}

function segmentMatches(pattern: string, segment: string): boolean {
  const name = segment.toLowerCase();
  // Patterns keep their canonical spelling (CODEOWNERS), which a missing path's mount point takes.
  const wanted = pattern.toLowerCase();
  return wanted.endsWith('*') ? name.startsWith(wanted.slice(0, -1)) : name === wanted;
}

/** The protected paths directly in `root` (at its top), existing or not. */
function topLevelTargets(root: string, patterns: readonly ProtectedPattern[]): string[] {
  const found: string[] = [];
  const dotGit = kindOf(join(root, '.git'));
  let entries: string[] = [];
  try {
    entries = readdirSync(root);
  } catch {
    // An unreadable root: only the fixed names.
  }
  for (const { segments } of patterns) {
    const [first = '', ...rest] = segments;
    if (first === '.git') {
      // A repository's hooks, config and info; a worktree's `.git` pointer file itself. No `.git`: nothing,
      // since a mount point there would stop `git init`.
      if (dotGit === 'directory') found.push(join(root, ...segments));
      else if (dotGit === 'file') found.push(join(root, '.git'));
      continue;
    }
    if (first.endsWith('*')) {
      const names = new Set([...YARNRC_NAMES.filter((name) => segmentMatches(first, name)), ...entries.filter((entry) => segmentMatches(first, entry))]);
      for (const name of names) found.push(join(root, name, ...rest));
      continue;
    }
    found.push(join(root, ...segments));
    // The same name spelt otherwise (`.GitHub/workflows`) where it exists.
    for (const entry of entries) if (entry !== first && segmentMatches(first, entry)) found.push(join(root, entry, ...rest));
  }
  for (const name of [...LIBRARY_PROTECTED_FILES, ...LIBRARY_PROTECTED_DIRECTORIES]) found.push(join(root, name));
  return found;
}

/**
 * The protected path a listed file lies in (or is), found the way the gate matches, by segments at
 * any depth, and whether it is one of those at the top of the root.
 */
export function protectedPrefix(rel: string, patterns: readonly ProtectedPattern[]): { readonly segments: string[]; readonly topLevel: boolean } | null {
  const segments = rel.split('/');
  const lower = segments.map((segment) => segment.toLowerCase());
  for (let start = 0; start < segments.length; start++) {
    // A submodule's repository lives in .git/modules/<name>/: its hooks, info and config are as much a repository's.
    if (lower[start] === '.git' && lower[start + 1] === 'modules') {
      const last = segments.length - 1;
      for (let i = start + 3; i <= last; i++) {
        if (lower[i] === 'hooks' || lower[i] === 'info') return { segments: segments.slice(0, i + 1), topLevel: false };
        if (i === last && lower[i] === 'config') return { segments, topLevel: false };
        if (i === last && lower[i] === 'head') return { segments: [...segments.slice(0, i), 'hooks'], topLevel: false };
      }
      return null;
    }
    // A nested repository, known by its HEAD: its hooks are protected before there are any.
    if (segments[start]?.toLowerCase() === '.git' && segments[start + 1]?.toLowerCase() === 'head' && start + 2 === segments.length) {
      return { segments: [...segments.slice(0, start + 1), 'hooks'], topLevel: start === 0 };
    }
    for (const pattern of patterns) {
      const length = pattern.segments.length;
      if (start + length > segments.length) continue;
      if (pattern.segments.every((p, i) => segmentMatches(p, segments[start + i] ?? ''))) return { segments: segments.slice(0, start + length), topLevel: start === 0 };
    }
  }
  return null;
}

/**
 * The protected path a file `rel` below `root` lies in (or is), when that is not one at the top of
 * the root (those are covered whether they exist or not); null when it lies in none.
 */
export function nestedTargetOf(root: string, rel: string, patterns: readonly ProtectedPattern[]): string | null {
  const prefix = protectedPrefix(rel, patterns) ?? libraryPrefix(rel);
  return prefix && !prefix.topLevel ? join(root, ...prefix.segments) : null;
}

/** The library's dangerous name a file `rel` lies in (a `.vscode` folder) or is (a `.gitconfig`), matched case-insensitively as its scan does. */
function libraryPrefix(rel: string): { readonly segments: string[]; readonly topLevel: boolean } | null {
  const segments = rel.split('/');
  const lower = segments.map((segment) => segment.toLowerCase());
  const folder = lower.findIndex((segment, index) => index < lower.length - 1 && LIBRARY_PROTECTED_DIRECTORIES.includes(segment));
  const length = folder >= 0 ? folder + 1 : LIBRARY_PROTECTED_FILES.includes(lower.at(-1) ?? '') ? segments.length : 0;
  if (length === 0) return null;
  // A spelling other than the one protected at the top (`.VSCode`) is protected where it is.
  return { segments: segments.slice(0, length), topLevel: length === 1 && segments[0] === lower[0] };
}

/** The home directory's dotfiles, when some writable root contains the home directory; an allowWrite entry at or below one lifts it. */
function homeTargets(scope: SandboxScope, writableRoots: readonly string[]): string[] {
  if (!writableRoots.some((root) => isInsideDirectory(scope.homeDir, root))) return [];
  let entries: string[] = [];
  try {
    entries = readdirSync(scope.homeDir).filter((entry) => entry.startsWith('.'));
  } catch {
    // Unreadable: the fixed names only.
  }
  const names = new Set([...entries, ...HOME_START_FILES]);
  return [...names]
    .map((name) => join(scope.homeDir, name))
    .filter((path) => !scope.extraWritable.some((allowed) => isInsideDirectory(allowed, path)));
}

/** Every writable root of the profile of a call that writes. */
export function writableRoots(scope: SandboxScope): string[] {
  return [...scope.codeRoots, ...scope.extraWritable, scope.tmpDir, scope.outputDir];
}

/**
 * The paths a call that writes must not change: the protected paths at the top of every code root
 * (existing or not, looked at now), the nested ones found below them, the run's own configuration and
 * records, the home directory's dotfiles when it is writable, and `sandbox.filesystem.denyWrite`.
 */
export function protectedTargets(scope: SandboxScope, nested: readonly string[], extra: readonly string[] = []): ProtectedTargets {
  const roots = writableRoots(scope);
  const inWritable = (path: string) => roots.some((root) => isInsideDirectory(path, root));
  const candidates: string[] = [...nested];
  for (const root of scope.codeRoots) candidates.push(...topLevelTargets(root, scope.protectedPatterns));
  candidates.push(...homeTargets(scope, roots));
  candidates.push(...[...scope.runConfigFiles, ...scope.records, ...extra].filter(inWritable));
  candidates.push(...scope.denyWrite);
  const paths = [...new Set(candidates)];
  const missing = paths.filter((path) => kindOf(path) === 'absent' && kindOf(dirname(path)) !== 'file');
  return { paths, missing };
}

/**
 * A gitignore file's lines for the mount points of protected paths that do not exist yet, anchored
 * at the code root they are in, plus the names the sandbox library keeps read-only itself: git
 * would list them as untracked files, and `git add -A` fails on them.
 */
export function mountPointExcludes(scope: SandboxScope, missing: readonly string[]): string[] {
  const lines = new Set<string>();
  for (const root of scope.codeRoots) {
    for (const path of missing) {
      if (!isInsideDirectory(path, root) || path === root) continue;
      const rel = relative(root, path).split(sep).join('/');
      if (!rel.startsWith('.git/')) lines.add(`/${rel}`);
    }
    for (const name of LIBRARY_PROTECTED_FILES) if (kindOf(join(root, name)) === 'absent') lines.add(`/${name}`);
  }
  return [...lines];
}
