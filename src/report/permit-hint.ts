/** What the report knows about permitting a denied call. */
export interface PermitFacts {
  readonly suggestedRule: string | null;
  readonly unpermittable: string | null;
  readonly liftingRule: string | null;
}

/** The words a denial row ends with, and the rule they name (shown as code), if any. */
export interface PermitHint {
  readonly text: string;
  readonly rule: string | null;
}

/**
 * The rule to add; or why no rule can permit it; or, for a protected path, that only a rule
 * naming the path lifts it: "nothing can permit this" would be untrue there.
 */
export function permitHint(facts: PermitFacts): PermitHint | null {
  if (facts.unpermittable && facts.liftingRule) return { text: `${facts.unpermittable}, lifted only by a rule that names it: `, rule: facts.liftingRule };
  if (facts.unpermittable) return { text: `nothing can permit this: ${facts.unpermittable}`, rule: null };
  if (facts.suggestedRule) return { text: 'to permit: ', rule: facts.suggestedRule };
  return null;
}

/** The hint as one plain line (the console). */
export function permitLine(facts: PermitFacts): string | null {
  const hint = permitHint(facts);
  return hint ? `${hint.text}${hint.rule ?? ''}` : null;
}
