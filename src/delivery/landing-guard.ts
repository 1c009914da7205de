import picomatch from 'picomatch';
import { describeError } from '../core/describe-error.js';
import { GUARD_RULE_IDS, type GuardMode, type GuardRuleId } from '../policy/index.js';
import type { CheckFinding } from '../report/check-finding.js';
import { guardFile } from './guard-rules/guard-file.js';
import { registryHosts } from './guard-rules/registry-hosts.js';
import type { GuardContext, GuardRule } from './guard-rules/rule.js';
import { GUARD_RULES } from './guard-rules/rules.js';
import type { BaseReader } from './landing-file.js';

/** `changes.guard` and `changes.guard_allow`, ready to apply. */
export interface GuardSettings {
  readonly mode: GuardMode;
  /** Whether `changes.guard_allow` accepts a finding of `rule` in `path`. */
  readonly accepts: (rule: GuardRuleId, path: string) => boolean;
}

export function guardSettings(mode: GuardMode, allow: readonly string[]): GuardSettings {
  const rules = new Set<string>(allow.filter((entry) => (GUARD_RULE_IDS as readonly string[]).includes(entry)));
  const globs = allow.filter((entry) => !rules.has(entry)).map((entry) => entry.replace(/^\/+/, ''));
  const matches = globs.length > 0 ? picomatch(globs, { dot: true }) : () => false;
  return { mode, accepts: (rule, path) => rules.has(rule) || matches(path) };
}

/** One changed text file for the guard: its new text, and its old text when a rule asks. */
export interface GuardedFile {
  readonly path: string;
  readonly text: string;
  readOld(): Promise<string | null>;
}

const RULES: readonly GuardRule[] = Object.values(GUARD_RULES);

function acceptHint(rule: GuardRuleId, path: string): string {
  return `\`changes.guard_allow: [${rule}]\` (the rule) or \`[${JSON.stringify(path)}]\` (the file) accepts it`;
}

/**
 * The landing guard: every rule of the table on every changed text file (what a change does, not
 * only where it is). Each finding is refused, or with `changes.guard: warn` only reported, unless
 * `changes.guard_allow` names its rule or path. A rule that fails on a file is a refusal of its own:
 * nothing lands unchecked.
 */
export async function guardChange(files: readonly GuardedFile[], settings: GuardSettings, readBase: BaseReader): Promise<CheckFinding[]> {
  let hosts: Promise<ReadonlySet<string>> | null = null;
  const context: GuardContext = { registryHosts: () => (hosts ??= registryHosts(readBase)) };
  const findings: CheckFinding[] = [];
  for (const changed of files) {
    const file = guardFile(changed.path, changed.text, () => changed.readOld());
    for (const rule of RULES) {
      if (!rule.applies(file)) continue;
      let hits;
      try {
        hits = await rule.check(file, context);
      } catch (error) {
        hits = [{ line: null, why: `the rule could not read this file (${describeError(error)}), and nothing lands unchecked` }];
      }
      for (const hit of hits) {
        const accepted = settings.accepts(rule.id, file.path);
        findings.push({
          rule: rule.id,
          path: file.path,
          line: hit.line,
          why: hit.why,
          accept: accepted ? 'accepted by `changes.guard_allow`' : acceptHint(rule.id, file.path),
          verdict: accepted ? 'accepted' : settings.mode === 'warn' ? 'warn' : 'refuse',
        });
      }
    }
  }
  return findings;
}
