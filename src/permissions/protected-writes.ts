import { basename, sep } from 'node:path';
import { relativeInside } from '../core/paths.js';
import { protectedPatternUnder } from '../policy/protected-paths.js';
import type { PermissionRule } from '../policy/parse-rule.js';

/** A file this session must not change (the policy file, the MCP config), absolute. */
export interface ProtectedFile {
  readonly path: string;
  readonly what: string;
}

/** One protected thing a write would change, and the path segments a rule must name to lift it. */
export interface Protection {
  readonly what: string;
  /** Lower-case; a trailing `*` stands for any ending (`.yarnrc*`). */
  readonly segments: readonly string[];
}

/**
 * Git's own files, for the file tools and redirects: a `.git` file points git at another
 * directory's hooks and config, and nothing under `.git/` is a file an agent edits (git commands
 * write there themselves; the sandbox leaves that to them). A rule lifts it only by naming the
 * entry below `.git` (`Edit(.git/HEAD)`), so `Edit(.git/**)` does not reach `.git/modules/x/config`.
 */
function gitInternals(root: string, path: string): Protection | null {
  const rel = relativeInside(path, root);
  if (!rel) return null;
  const segments = rel.split(sep);
  const at = segments.findIndex((s) => s.toLowerCase() === '.git');
  if (at === -1) return null;
  const entry = segments[at + 1];
  if (entry === undefined) return { what: 'a .git entry (a .git file points git at another repository)', segments: ['.git'] };
  return { what: `git's internals (.git/${entry})`, segments: ['.git', entry.toLowerCase()] };
}

/**
 * The protected things a write to any of `paths` (absolute: as given and real) would change, below
 * any of `roots`, plus the session's own protected files. Empty when the write touches none.
 */
export function protectionsOf(paths: readonly string[], roots: readonly string[], files: readonly ProtectedFile[]): Protection[] {
  const found = new Map<string, Protection>();
  for (const path of paths) {
    for (const root of roots) {
      const pattern = protectedPatternUnder(root, path);
      if (pattern) found.set(pattern.what, { what: pattern.what, segments: pattern.segments.map((s) => s.toLowerCase()) });
      // The named git paths (hooks, config, info) say more than "git's internals"; either way it is protected.
      const git = pattern?.segments[0] === '.git' ? null : gitInternals(root, path);
      if (git) found.set(git.what, git);
    }
    for (const file of files) {
      if (path.toLowerCase() === file.path.toLowerCase()) found.set(file.what, { what: file.what, segments: [basename(file.path).toLowerCase()] });
    }
  }
  return [...found.values()];
}

const GLOB_CHARACTERS = /[*?[\]{}!\\]/;

function segmentNames(ruleSegment: string, protectedSegment: string): boolean {
  const rule = ruleSegment.toLowerCase();
  if (rule === protectedSegment) return true;
  if (!protectedSegment.endsWith('*') || GLOB_CHARACTERS.test(rule)) return false;
  return rule.startsWith(protectedSegment.slice(0, -1));
}

/**
 * Whether a path rule names the protected thing: its specifier spells out the protected segments,
 * in order, without wildcards (`Edit(.github/workflows/**)`, `Edit(/.git/hooks/pre-commit)`,
 * `Write(.yarnrc.yml)`). `Edit(**)`, `Edit(.github/**)` or `Edit(**\/workflows/*)` do not.
 */
export function ruleNamesProtection(rule: PermissionRule, protection: Protection): boolean {
  if (rule.specifier === null) return false;
  const segments = rule.specifier.split('/').filter((s) => s !== '' && s !== '.' && s !== '~');
  const wanted = protection.segments;
  for (let start = 0; start + wanted.length <= segments.length; start++) {
    if (wanted.every((segment, i) => segmentNames(segments[start + i] ?? '', segment))) return true;
  }
  return false;
}
