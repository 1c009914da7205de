import type { PermissionMode } from '../core/permission-types.js';
import type { RuleSet } from './rules/rule-set.js';
import type { MatchBases, RuleSubject } from './rules/rule-subject.js';
import type { PathScope } from './workspace-paths.js';

/** The policy's view of one part of a call (a Bash call has one per simple command and redirect). */
export interface PartVerdict {
  readonly behavior: 'allow' | 'deny' | 'ask';
  /** The rule that decided, when one did. */
  readonly rule: string | null;
  readonly reason: string;
  /** What an override is matched against. */
  readonly subject: RuleSubject;
  /** Asks from an ask rule or the workspace boundary: a hook's allow does not lift them. */
  readonly firm: boolean;
  readonly suggestedRule: string | null;
  /** The call leaves the workspace: no rule, override or on_ask lifts that ask. */
  readonly outsideWorkspace?: boolean;
}

/** Everything the evaluation of one call needs, fixed for that call. */
export interface EvaluationEnv {
  readonly rules: RuleSet;
  readonly bases: MatchBases;
  readonly scope: PathScope;
  readonly mode: PermissionMode;
}

export function combineParts(parts: readonly PartVerdict[]): PartVerdict | null {
  return parts.find((p) => p.behavior === 'deny') ?? parts.find((p) => p.behavior === 'ask' && p.firm) ?? parts.find((p) => p.behavior === 'ask') ?? null;
}
