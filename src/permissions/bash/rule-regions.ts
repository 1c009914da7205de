import { join } from 'node:path';
import { isInsideDirectory } from '../../core/paths.js';
import { anchorPattern } from '../rules/path-pattern.js';
import type { PermissionRule } from '../../policy/parse-rule.js';
import type { MatchBases } from '../rules/rule-subject.js';
import type { EvaluationEnv } from '../verdict.js';
import { pathRuleGoverns, type PathAccess } from '../rules/path-rule-access.js';

/** A command's reads and writes are governed by access alone: no path rule names it (`Bash(...)` rules are matched elsewhere). */
const COMMAND = '';

/** Where a path rule can match: below `dir`, or at any depth below it. */
export interface RuleRegion {
  readonly rule: PermissionRule;
  readonly dir: string;
  readonly anyDepth: boolean;
}

const GLOB = /[*?[\]{}!\\]/;

function regionsOf(rule: PermissionRule, bases: MatchBases): RuleRegion[] {
  if (rule.specifier === null) return [{ rule, dir: '/', anyDepth: true }];
  return [bases.literal, bases.real].map((base) => {
    const { base: dir, pattern } = anchorPattern(rule.specifier as string, base);
    const body = pattern.replace(/^\/+/, '').replace(/\/+$/, '');
    const anchored = pattern.startsWith('/') || body.includes('/');
    if (!anchored || body.startsWith('**')) return { rule, dir, anyDepth: true };
    const fixed: string[] = [];
    for (const segment of body.split('/')) {
      if (GLOB.test(segment)) break;
      fixed.push(segment);
    }
    // A fixed `secrets` also matches everything below a directory of that name: the region is the same.
    return { rule, dir: join(dir, ...fixed), anyDepth: false };
  });
}

/** The path rules that deny or ask a command's reads (or writes), with where each can match. */
export function pathRuleRegions(env: EvaluationEnv, access: PathAccess): RuleRegion[] {
  const rules = [
    ...env.rules.deny.filter((rule) => pathRuleGoverns(rule, access, COMMAND, 'deny')),
    ...env.rules.ask.filter((rule) => pathRuleGoverns(rule, access, COMMAND, 'ask')),
  ];
  return rules.flatMap((rule) => regionsOf(rule, env.bases));
}

/** True when a deny or ask rule governs some read or write a command makes: its paths then need checking. */
export function hasCommandPathRules(env: EvaluationEnv): boolean {
  return pathRuleRegions(env, 'read').length > 0 || pathRuleRegions(env, 'write').length > 0;
}

/** True when something below `dir` may match the region's rule. */
export function regionOverlaps(region: RuleRegion, dir: string): boolean {
  return isInsideDirectory(region.dir, dir) || isInsideDirectory(dir, region.dir);
}
