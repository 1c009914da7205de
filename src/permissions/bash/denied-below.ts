import { readdirSync, statSync, type Dirent } from 'node:fs';
import { join, relative } from 'node:path';
import picomatch from 'picomatch';
import { evaluatePathCall } from '../path-verdict.js';
import type { EvaluationEnv, PartVerdict } from '../verdict.js';
import { pathRuleRegions, regionOverlaps } from './rule-regions.js';
import type { WalkFilter } from './tools/tool-spec.js';

/** Which entries below `dir` a command with this filter touches: (path, is a directory) → touched. */
function touches(dir: string, filter: WalkFilter): (path: string, name: string, directory: boolean) => boolean {
  const test = (globs: readonly string[] | undefined) => (globs && globs.length > 0 ? picomatch(globs as string[], { dot: true }) : null);
  const include = test(filter.include);
  const exclude = test(filter.exclude);
  const excludeDirs = test(filter.excludeDirs);
  const positive = test(filter.globs?.filter((g) => !g.startsWith('!')));
  const negative = test(filter.globs?.filter((g) => g.startsWith('!')).map((g) => g.slice(1)));
  return (path, name, directory) => {
    if (filter.skipHidden && name.startsWith('.')) return false;
    const rel = relative(dir, path);
    if (directory) return !(excludeDirs?.(name) ?? false) && !(negative?.(rel) || negative?.(name));
    if (filter.namesOnly) return false;
    if (include && !include(name)) return false;
    if (exclude?.(name)) return false;
    if (negative?.(rel) || negative?.(name)) return false;
    return !positive || positive(rel) || positive(name);
  };
}

/** Entries looked at below one directory before giving up. */
export const WALK_LIMIT = 5000;

function entries(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function blocking(verdict: PartVerdict): boolean {
  return verdict.behavior === 'deny' || (verdict.behavior === 'ask' && (verdict.firm || verdict.outsideWorkspace === true));
}

/**
 * A command that reads or writes a whole tree (`grep -r`, `rm -r`, `find`) touches every file
 * below it: the first one the policy refuses, with its verdict. Reads look only where a Read deny
 * or ask rule can match (and, when symlinks are followed, at the links); writes look everywhere
 * (protected paths and Edit rules), breadth first, up to WALK_LIMIT entries.
 */
export function refusedBelow(dir: string, access: 'read' | 'write', follow: boolean, env: EvaluationEnv, skip: readonly string[] = [], filter: WalkFilter = {}): { verdict: PartVerdict; path: string } | null {
  const regions = pathRuleRegions(env, access);
  if (access === 'read' && regions.length === 0 && !follow) return null;
  const everywhere = access === 'write' || follow || regions.some((region) => region.anyDepth);
  const relevant = (path: string) => everywhere || regions.some((region) => regionOverlaps(region, path));
  const toolName = access === 'write' ? 'Edit' : 'Read';
  const touched = touches(dir, filter);
  const queue = [dir];
  let seen = 0;
  while (queue.length > 0) {
    const current = queue.shift() as string;
    for (const entry of entries(current)) {
      const path = join(current, entry.name);
      if (!relevant(path) || skip.includes(path)) continue;
      const directory = entry.isDirectory() || (entry.isSymbolicLink() && isDirectory(path));
      if (!touched(path, entry.name, directory)) continue;
      if (++seen > WALK_LIMIT) {
        if (access === 'write') return null;
        const verdict: PartVerdict = {
          behavior: 'ask', firm: true, rule: null, suggestedRule: null,
          reason: `it holds more than ${WALK_LIMIT} entries to check against the policy's Read rules; name the files or a smaller directory`,
          subject: { kind: 'path', toolName, access, absolute: dir, real: dir },
        };
        return { verdict, path: dir };
      }
      if (entry.isSymbolicLink()) {
        // Not followed, a link's target is neither read nor written (rm -r removes the link itself).
        if (!follow) continue;
        const verdict = evaluatePathCall({ toolName, access, path, readOnly: access === 'read', directory: isDirectory(path) }, env);
        if (blocking(verdict)) return { verdict, path };
        continue;
      }
      const verdict = evaluatePathCall({ toolName, access, path, readOnly: access === 'read', directory }, env);
      if (blocking(verdict)) return { verdict, path };
      if (directory) queue.push(path);
    }
  }
  return null;
}
