/**
 * The landing guard's rules, by id: what `changes.guard_allow` may name. The rules themselves live
 * in src/delivery/guard-rules/ (one file each), in a table the compiler checks against this list.
 */
export const GUARD_RULE_IDS = [
  'lifecycle-script',
  'dependency-source',
  'lockfile-source',
  'pth-import',
  'pipe-to-shell',
  'reverse-shell',
  'mining-pool',
  'decoded-code',
  'env-exfiltration',
  'bidi-control',
  'invisible-character',
  'credential',
] as const;
export type GuardRuleId = (typeof GUARD_RULE_IDS)[number];

export const GUARD_MODES = ['refuse', 'warn'] as const;
export type GuardMode = (typeof GUARD_MODES)[number];

/** Characters that make an entry a path glob rather than a rule id. */
const PATH_LIKE = /[/.*?[\]{}A-Z_]/;

/**
 * Why a `changes.guard_allow` entry is neither a rule id nor a path glob, or null. A lower-case word
 * with hyphens that is no rule id is a typo of one (`bidi` for `bidi-control`), never silently a path.
 */
export function guardAllowProblem(entry: string, suggest: (word: string) => string | null): string | null {
  if ((GUARD_RULE_IDS as readonly string[]).includes(entry) || PATH_LIKE.test(entry)) return null;
  const near = GUARD_RULE_IDS.find((id) => id.split('-').includes(entry)) ?? suggest(entry);
  return `'${entry}' is no guard rule${near ? ` (did you mean '${near}'?)` : ''}; the rules are ${GUARD_RULE_IDS.join(', ')}. A file named so is written as a path: '/${entry}' or '**/${entry}'`;
}
