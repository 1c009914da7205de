import type { Policy } from '../../policy/schema.js';
import { parseRule, type PermissionRule } from '../../policy/parse-rule.js';
import { ruleMatches, type MatchBases, type RuleBehavior, type RuleSubject } from './rule-subject.js';

export interface OverrideRule {
  readonly rule: PermissionRule;
  readonly decision: 'allow' | 'deny';
  readonly reason?: string;
}

export interface RuleSet {
  readonly allow: readonly PermissionRule[];
  readonly deny: readonly PermissionRule[];
  readonly ask: readonly PermissionRule[];
  readonly overrides: readonly OverrideRule[];
}

/** Parses every rule of the policy; throws RuleSyntaxError on the first bad one. */
export function compileRules(policy: Policy): RuleSet {
  return {
    allow: policy.permissions.allow.map(parseRule),
    deny: policy.permissions.deny.map(parseRule),
    ask: policy.permissions.ask.map(parseRule),
    overrides: policy.non_interactive.overrides.map((o) => ({
      rule: parseRule(o.rule),
      decision: o.decision,
      ...(o.reason !== undefined ? { reason: o.reason } : {}),
    })),
  };
}

export function firstMatch(
  rules: readonly PermissionRule[],
  subject: RuleSubject,
  behavior: RuleBehavior,
  bases: MatchBases,
): PermissionRule | null {
  return rules.find((rule) => ruleMatches(rule, subject, behavior, bases)) ?? null;
}

/** Deny, then ask, then allow: the first list with a match decides. */
export function matchRules(
  rules: RuleSet,
  subject: RuleSubject,
  bases: MatchBases,
): { behavior: RuleBehavior; rule: PermissionRule } | null {
  for (const behavior of ['deny', 'ask', 'allow'] as const) {
    const rule = firstMatch(rules[behavior], subject, behavior, bases);
    if (rule) return { behavior, rule };
  }
  return null;
}
