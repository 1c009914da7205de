import { isAbsolute, join, relative, sep } from 'node:path';
import { anchorPattern } from '../rules/path-pattern.js';
import type { PermissionRule } from '../../policy/parse-rule.js';
import type { MatchBases } from '../rules/rule-subject.js';
import type { EvaluationEnv } from '../verdict.js';

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

/** The path rules (Read for reads; Read, Edit and Write for writes) that deny or ask, with where each can match. */
export function pathRuleRegions(env: EvaluationEnv, access: 'read' | 'write'): RuleRegion[] {
  const tools = access === 'read' ? ['Read'] : ['Read', 'Edit', 'Write', 'MultiEdit', 'NotebookEdit'];
  const rules = [...env.rules.deny, ...env.rules.ask].filter((rule) => tools.includes(rule.toolName));
  return rules.flatMap((rule) => regionsOf(rule, env.bases));
}

function inside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** True when something below `dir` may match the region's rule. */
export function regionOverlaps(region: RuleRegion, dir: string): boolean {
  return inside(region.dir, dir) || inside(dir, region.dir);
}
