import ignore, { type Ignore } from 'ignore';
import { sep } from 'node:path';
import { relativeInside } from '../../core/paths.js';

/** The directories a path rule can be relative to. */
export interface PathRuleBases {
  readonly cwd: string;
  /** Where `/x` rules start: the policy's root (the workspace root). */
  readonly policyRoot: string;
  readonly homeDir: string;
}

interface AnchoredPattern {
  readonly base: string;
  readonly pattern: string;
}

/**
 * Claude Code's path rule forms: `//abs` from the filesystem root, `~/x` from the home
 * directory, `/x` from the policy root, `./x` anchored at the cwd, and a bare `x` matched
 * gitignore-style below the cwd (at any depth when it has no inner slash).
 */
export function anchorPattern(specifier: string, bases: PathRuleBases): AnchoredPattern {
  if (specifier.startsWith('//')) return { base: '/', pattern: specifier.slice(1) };
  if (specifier === '~') return { base: bases.homeDir, pattern: '**' };
  if (specifier.startsWith('~/')) return { base: bases.homeDir, pattern: specifier.slice(1) };
  if (specifier.startsWith('/')) return { base: bases.policyRoot, pattern: specifier };
  if (specifier.startsWith('./')) return { base: bases.cwd, pattern: specifier.slice(1) };
  return { base: bases.cwd, pattern: specifier };
}

/** A compiled pattern, and how many paths it was asked about (the `ignore` package keeps each answer). */
interface Matcher {
  readonly ignore: Ignore;
  uses: number;
}

/** Compiled matchers by pattern and case: a rule's pattern is compiled once, not per path checked. */
const matchers = new Map<string, Matcher>();
/** Patterns come from the policy; the bound only keeps a caller with unbounded patterns from growing it. */
const MAX_MATCHERS = 1_000;
/** Each matcher remembers every path (and its folders) it answered: compiled afresh after this many, so that memory stays bounded. */
const MAX_USES = 10_000;

function matcherFor(pattern: string, ignoreCase: boolean): Ignore {
  const key = `${ignoreCase ? 'i' : 's'}${pattern}`;
  let matcher = matchers.get(key);
  if (!matcher || matcher.uses >= MAX_USES) {
    if (!matcher && matchers.size >= MAX_MATCHERS) matchers.clear();
    matcher = { ignore: ignore({ ignorecase: ignoreCase }).add(pattern), uses: 0 };
    matchers.set(key, matcher);
  }
  matcher.uses += 1;
  return matcher.ignore;
}

/**
 * True when the absolute `path` matches the rule's path specifier. `ignoreCase` folds the case of
 * the whole path, anchor included (deny and ask rules: a case-insensitive file system opens
 * `.ENV` as `.env`); allow rules match exactly.
 */
export function pathPatternMatches(specifier: string, path: string, bases: PathRuleBases, ignoreCase: boolean): boolean {
  const { base, pattern } = anchorPattern(specifier, bases);
  const rel = ignoreCase ? relativeInside(path.toLowerCase(), base.toLowerCase()) : relativeInside(path, base);
  if (!rel) return false;
  try {
    return matcherFor(pattern, ignoreCase).ignores(rel.split(sep).join('/'));
  } catch {
    return false;
  }
}
