import { lstatSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { isInsideDirectory, relativeInside } from '../../core/paths.js';
import { evaluatePathCall } from '../path-verdict.js';
import type { PermissionRule } from '../../policy/parse-rule.js';
import type { EvaluationEnv, PartVerdict } from '../verdict.js';
import { realPathOf } from '../workspace-paths.js';
import { refusedBelow } from './denied-below.js';
import { isDevice } from './simple-commands.js';
import { refusedListedName } from './listed-names.js';
import { repositoryRoot, trackedPaths } from './git-index.js';
import { pathRuleRegions, regionOverlaps } from './rule-regions.js';
import type { PathUse } from './tools/tool-spec.js';

/** What one path a command names comes to. */
export type PathOutcome =
  | { readonly kind: 'allow' }
  /** No rule allows it by itself; for a Bash argument, the command's own rule decides. */
  | { readonly kind: 'soft'; readonly verdict: PartVerdict }
  /** Denied, or an ask no allow rule lifts (an ask rule, outside the workspace). */
  | { readonly kind: 'firm'; readonly verdict: PartVerdict }
  /** Only known at run time. */
  | { readonly kind: 'unknown'; readonly what: string };


function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The fixed directory of a glob left unexpanded (`src/*.ts` → `src`). */
function globDirectory(text: string): string {
  const star = text.search(/[*?[]/);
  const fixed = star === -1 ? text : text.slice(0, star);
  const slash = fixed.lastIndexOf('/');
  return slash === -1 ? '.' : fixed.slice(0, slash) || '/';
}

/**
 * Where the kernel really lands: `..` steps up from where a symlink before it points, not from
 * the link (`src/link/../../x` with `src/link` → `secrets` leaves the workspace). Null when that
 * is where `resolve` lands too.
 */
export function physicalPath(base: string, text: string): string | null {
  if (!text.split('/').includes('..')) return null;
  let current = isAbsolute(text) ? '/' : base;
  for (const component of text.split('/')) {
    if (component === '' || component === '.') continue;
    current = component === '..' ? resolve(realPathOf(current), '..') : join(current, component);
  }
  return current === resolve(base, text) ? null : current;
}

function describe(path: string, env: EvaluationEnv): string {
  const rel = relativeInside(path, env.scope.workspaceRoot);
  if (rel === '') return '. (the workspace)';
  return rel ?? path;
}

function classify(verdict: PartVerdict, what: string): PathOutcome {
  const reason = `${what}: ${verdict.reason}`;
  if (verdict.behavior === 'deny') return { kind: 'firm', verdict: { ...verdict, reason } };
  if (verdict.behavior === 'ask') return verdict.firm || verdict.outsideWorkspace ? { kind: 'firm', verdict: { ...verdict, firm: true, reason } } : { kind: 'soft', verdict: { ...verdict, reason } };
  return { kind: 'allow' };
}

/** Tracked files checked one by one before asking for a pathspec instead. */
const TRACKED_LIMIT = 20_000;

/** A read of git's object store: its tracked files, or (history) anything a Read rule could ever have matched. */
function gitStoreOutcome(dir: string, store: 'tracked' | 'history', env: EvaluationEnv): PathOutcome | null {
  const regions = pathRuleRegions(env, 'read');
  if (regions.length === 0) return null;
  const root = repositoryRoot(dir, env.lineCache) ?? dir;
  const refusal = (why: string, rule: PermissionRule | null): PathOutcome => ({
    kind: 'firm',
    verdict: {
      behavior: rule && !env.rules.deny.includes(rule) ? 'ask' : 'deny',
      firm: true,
      rule: rule?.text ?? null,
      reason: `${why}; name the paths to show after \`--\``,
      suggestedRule: null,
      subject: { kind: 'path', toolName: 'Read', access: 'read', absolute: root, real: root },
    },
  });
  const tracked = store === 'tracked' ? trackedPaths(root, env.lineCache) : null;
  if (tracked === null) {
    const region = regions.find((r) => regionOverlaps(r, root));
    return region ? refusal(`it shows files from git's history, which may hold files the rule ${region.rule.text} covers`, region.rule) : null;
  }
  const candidates = tracked.map((path) => join(root, path)).filter((absolute) => isInsideDirectory(absolute, dir) && regions.some((r) => r.anyDepth || regionOverlaps(r, absolute)));
  if (candidates.length > TRACKED_LIMIT) return refusal(`it shows more than ${TRACKED_LIMIT} tracked files to check against the policy's Read rules`, null);
  for (const absolute of candidates) {
    const outcome = classify(evaluatePathCall({ toolName: 'Read', access: 'read', path: absolute, readOnly: true }, env), `it shows the tracked file ${relative(root, absolute)}`);
    if (outcome.kind === 'firm') return outcome;
  }
  return null;
}

/**
 * Every path a use names, resolved against each directory the command may run in (symlinks
 * followed), through the same check as Read, Edit and Write: the
 * workspace boundary, the policy's rules and, gate-wide, the protected paths. A directory read
 * or written as a whole is checked below too.
 */
export function checkPathUse(use: PathUse, cwds: readonly string[] | null, env: EvaluationEnv): PathOutcome[] {
  const arg = use.arg;
  if (arg.within && arg.listedBy) return arg.within.flatMap((start) => checkPathUse({ ...use, arg: start, directory: 'no', listed: arg.listedBy }, cwds, env));
  if (arg.within) return arg.within.flatMap((start) => checkPathUse({ ...use, arg: start, directory: 'recursive' }, cwds, env));
  const text = arg.text;
  const shown = arg.word?.text ?? 'an argument';
  if (text === null) return [{ kind: 'unknown', what: shown }];
  if (text === '-' || text === '' || isDevice(text)) return [];
  // The text is the word as the shell expands it: an unquoted `~` is already the home directory, and a `~` still here was quoted, a literal name.
  const pathText = use.arg.pattern ? globDirectory(text) : text;
  const directory = use.arg.pattern ? 'recursive' : use.directory;

  const bases: string[] = [];
  if (isAbsolute(pathText) && !use.fromRepositoryRoot) bases.push('/');
  else {
    if (cwds === null || use.base === null) return [{ kind: 'unknown', what: `${shown} (relative to a directory only known at run time)` }];
    for (const cwd of cwds) {
      const dir = use.base !== undefined ? resolve(cwd, use.base) : cwd;
      bases.push(use.fromRepositoryRoot ? (repositoryRoot(dir, env.lineCache) ?? dir) : dir);
    }
  }
  const targets = [...new Set(bases)].flatMap((base) => {
    const lexical = resolve(base, pathText);
    const physical = physicalPath(base, pathText);
    return physical === null ? [lexical] : [lexical, physical];
  });
  const outcomes: PathOutcome[] = [];
  for (const absolute of targets) {
    if (use.ifExists && !exists(absolute)) continue;
    const isDir = isDirectory(absolute);
    const probe = directory !== 'no' && (isDir || !exists(absolute));
    const verb = use.named ? 'it names' : use.access === 'write' ? 'it writes' : 'it reads';
    const what = `${verb} ${describe(absolute, env)}`;
    const outcome = classify(evaluatePathCall({ toolName: use.access === 'write' ? 'Edit' : 'Read', access: use.access, path: absolute, readOnly: use.access === 'read', directory: probe }, env), what);
    if (outcome.kind === 'firm') {
      outcomes.push(outcome);
      continue;
    }
    if (use.listed) {
      const refused = refusedListedName(absolute, use.listed, use.access, env);
      // A rule that covers a listed name decides; any other doubt (outside the workspace, a name xargs
      // would split, too many to check) leaves the names as unknown as xargs's input is without a lister.
      if (refused) {
        const what = `${verb} the names listed below ${describe(absolute, env)}, ${refused.what}`;
        outcomes.push(refused.verdict.rule !== null ? classify(refused.verdict, what) : { kind: 'unknown', what });
        continue;
      }
    }
    // git shows what its object store holds, not what is on disk: the store is checked instead.
    if (directory === 'recursive' && isDir && !use.gitStore) {
      const gitDirectory = use.skipGitDirectory ? repositoryRoot(absolute, env.lineCache) : null;
      const below = refusedBelow(absolute, use.access, use.follow === true, env, gitDirectory ? [join(gitDirectory, '.git')] : [], use.walk);
      if (below) {
        outcomes.push(classify(below.verdict, `${verb} everything below ${describe(absolute, env)}, ${describe(below.path, env)} included`));
        continue;
      }
    }
    if (use.gitStore) {
      const store = gitStoreOutcome(absolute, use.gitStore, env);
      if (store) {
        outcomes.push(store);
        continue;
      }
    }
    outcomes.push(outcome);
  }
  return outcomes;
}
