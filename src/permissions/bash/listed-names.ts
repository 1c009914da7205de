import { lstatSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isInsideDirectory } from '../../core/paths.js';
import { evaluatePathCall } from '../path-verdict.js';
import type { EvaluationEnv, PartVerdict } from '../verdict.js';
import { WALK_LIMIT } from './denied-below.js';
import { repositoryRoot, trackedPaths } from './git-index.js';
import { pathRuleRegions, regionOverlaps } from './rule-regions.js';

/** Characters xargs splits a line on or treats as quoting: a name holding one reaches the command as other words. */
const XARGS_SPLITS = /[\s'"\\]/;
/** Tracked names looked at before giving up. */
const TRACKED_LIMIT = 20_000;

type Refusal = { readonly verdict: PartVerdict; readonly what: string } | null;

function walk(dir: string): { names: string[]; links: Set<string> } | null {
  const names: string[] = [];
  const links = new Set<string>();
  const queue = [dir];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    let entries;
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const path = join(current, entry.name);
      names.push(path);
      if (names.length > WALK_LIMIT) return null;
      if (entry.isSymbolicLink()) links.add(path);
      else if (entry.isDirectory()) queue.push(path);
    }
  }
  return { names, links };
}

function isLink(path: string, links: Set<string> | null): boolean {
  return links ? links.has(path) : (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() ?? false);
}

function refusal(dir: string, reason: string): Refusal {
  return { what: reason, verdict: { behavior: 'ask', firm: true, rule: null, suggestedRule: null, reason, subject: { kind: 'path', toolName: 'Read', access: 'read', absolute: dir, real: dir } } };
}

/**
 * The names a lister prints below `dir` (git's tracked files, or every entry of the tree), as xargs
 * hands them to a command that reads or writes them: each must reach it whole (no blank or quote
 * xargs would split on), and each that a path rule could cover or that is a symlink goes through
 * the same check as a path written on the line. The first refusal, or null.
 */
export function refusedListedName(dir: string, by: 'git' | 'find', access: 'read' | 'write', env: EvaluationEnv): Refusal {
  let names: string[];
  let links: Set<string> | null = null;
  if (by === 'git') {
    const root = repositoryRoot(dir, env.lineCache) ?? dir;
    const tracked = trackedPaths(root, env.lineCache);
    if (tracked === null) return refusal(dir, "git's index could not be read, so the names it lists cannot be checked");
    names = tracked.map((path) => join(root, path)).filter((path) => isInsideDirectory(path, dir));
    if (names.length > TRACKED_LIMIT) return refusal(dir, `it lists more than ${TRACKED_LIMIT} names to check; name the files or a smaller directory`);
  } else {
    const found = walk(dir);
    if (found === null) return refusal(dir, `it lists more than ${WALK_LIMIT} names to check; name the files or a smaller directory`);
    names = found.names;
    links = found.links;
  }
  const regions = pathRuleRegions(env, access);
  for (const name of names) {
    const rel = relative(dir, name);
    if (XARGS_SPLITS.test(rel)) return refusal(dir, `xargs would split the listed name ${JSON.stringify(rel)} into other words`);
    if (rel.startsWith('-')) return refusal(dir, `the listed name ${JSON.stringify(rel)} would reach the command as an option`);
    const covered = access === 'write' || regions.some((region) => region.anyDepth || regionOverlaps(region, name));
    if (!covered && !isLink(name, links)) continue;
    const verdict = evaluatePathCall({ toolName: access === 'write' ? 'Edit' : 'Read', access, path: name, readOnly: access === 'read' }, env);
    if (verdict.behavior === 'deny' || (verdict.behavior === 'ask' && (verdict.firm || verdict.outsideWorkspace === true))) return { verdict, what: rel };
  }
  return null;
}
