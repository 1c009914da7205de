import type { PermissionRule } from '../../policy/parse-rule.js';
import { EDIT_RULE, READ_RULE, WRITE_RULE_FAMILY } from '../../policy/rule-names.js';

/** Which list a rule is in. */
export type RuleBehavior = 'allow' | 'deny' | 'ask';

/** What a call does to a path. */
export type PathAccess = 'read' | 'write';

/**
 * Whether a path rule governs an access: the one answer for the file tools, Bash redirects, Bash
 * arguments and the walks below a directory.
 *
 * - A rule naming the tool itself governs it (`Write(docs/**)` allows or denies the Write tool).
 * - Deny and ask rules go by access, not by tool name: a `Read(...)` rule covers every read (and,
 *   as a deny, every write too), an `Edit(...)`, `Write(...)`, `MultiEdit(...)` or
 *   `NotebookEdit(...)` rule every write, whichever tool or command makes it. Bare, `Read` and
 *   `Edit` cover their whole family; a bare `Write` names the Write tool only.
 * - Allow rules keep Claude Code's meaning: `Read(path)` allows reads, `Edit(path)` writes; a bare
 *   rule (`Edit`, `Read`) allows the one tool it names.
 */
export function pathRuleGoverns(rule: PermissionRule, access: PathAccess, toolName: string, behavior: RuleBehavior): boolean {
  if (rule.toolName === toolName) return true;
  const scoped = rule.specifier !== null;
  if (behavior === 'allow') return scoped && rule.toolName === (access === 'write' ? EDIT_RULE : READ_RULE);
  if (rule.toolName === READ_RULE) return access === 'read' || behavior === 'deny';
  if (access !== 'write') return false;
  return rule.toolName === EDIT_RULE || (scoped && WRITE_RULE_FAMILY.includes(rule.toolName));
}
