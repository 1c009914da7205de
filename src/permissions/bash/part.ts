import type { PermissionRule } from '../../policy/parse-rule.js';
import type { RuleSubject } from '../rules/rule-subject.js';
import type { PartVerdict } from '../verdict.js';

/** A part's verdict with the defaults filled in. */
export function part(behavior: PartVerdict['behavior'], subject: RuleSubject, reason: string, extra: Partial<PartVerdict> = {}): PartVerdict {
  return { behavior, subject, reason, rule: null, firm: false, suggestedRule: null, ...extra };
}

/** Bash rules that name a command (not the whole tool). */
export const scopedBashRules = (rules: readonly PermissionRule[]) => rules.filter((rule) => rule.toolName === 'Bash' && rule.specifier !== null);
