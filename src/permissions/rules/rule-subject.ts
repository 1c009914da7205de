import type { PermissionRule } from '../../policy/parse-rule.js';
import { bashPatternMatches, hasWildcard } from './bash-pattern.js';
import { pathPatternMatches, type PathRuleBases } from './path-pattern.js';
import { BASH_RULE } from '../../policy/rule-names.js';
import { pathRuleGoverns, type RuleBehavior } from './path-rule-access.js';

export type { RuleBehavior } from './path-rule-access.js';

/** What a rule is matched against: one part of a call, normalised. */
export type RuleSubject =
  | {
      readonly kind: 'bash';
      /** Deny and ask rules match any of these (full text, without env prefixes, without wrappers). */
      readonly forms: readonly string[];
      /** Exact allow rules (no wildcard) match one of these only: the command as written. */
      readonly allowForms: readonly string[];
      /** Prefix and wildcard allow rules also match these: the command's words as the shell parses them (`npm  run "build"` is `npm run build`). */
      readonly allowWords?: readonly string[];
      /** It runs in a `( … )` subshell: prefix rules see through it, exact rules do not. */
      readonly inSubshell?: boolean;
      /** `bash -c`, `eval`, ...: only an exact rule or the whole tool allows it. */
      readonly exactOnly: boolean;
      /** The command name expands at run time: only the whole tool allows it. */
      readonly dynamicName: boolean;
    }
  | {
      readonly kind: 'path';
      readonly toolName: string;
      readonly access: 'read' | 'write';
      readonly absolute: string;
      readonly real: string;
    }
  | { readonly kind: 'tool'; readonly toolName: string; readonly url?: string };

export interface MatchBases {
  readonly literal: PathRuleBases;
  /** The same directories with symlinks resolved. */
  readonly real: PathRuleBases;
}


function mcpRuleMatches(ruleTool: string, toolName: string): boolean {
  if (ruleTool === toolName) return true;
  const server = ruleTool.endsWith('__*') ? ruleTool.slice(0, -3) : ruleTool;
  // `mcp__server` and `mcp__server__*` cover every tool of that server.
  return server.split('__').length === 2 && toolName.startsWith(`${server}__`);
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** Whether `rule`, used as an allow/deny/ask rule, covers `subject`. */
export function ruleMatches(rule: PermissionRule, subject: RuleSubject, behavior: RuleBehavior, bases: MatchBases): boolean {
  switch (subject.kind) {
    case 'bash': {
      if (rule.toolName !== BASH_RULE) return false;
      if (rule.specifier === null) return true;
      const specifier = rule.specifier;
      if (behavior !== 'allow') return subject.forms.some((form) => bashPatternMatches(specifier, form));
      if (subject.dynamicName) return false;
      // An exact rule is an exact match of the command as written, `(npm test)` and `npm  test` are not `npm test`.
      if (!hasWildcard(specifier)) return subject.inSubshell !== true && subject.allowForms.some((form) => bashPatternMatches(specifier, form, { keepSpacing: true }));
      if (subject.exactOnly) return false;
      return [...subject.allowForms, ...(subject.allowWords ?? [])].some((form) => bashPatternMatches(specifier, form, { keepSpacing: true }));
    }
    case 'path': {
      if (!pathRuleGoverns(rule, subject.access, subject.toolName, behavior)) return false;
      if (rule.specifier === null) return true;
      if (behavior === 'allow') return pathPatternMatches(rule.specifier, subject.real, bases.real, false);
      return pathPatternMatches(rule.specifier, subject.real, bases.real, true) || pathPatternMatches(rule.specifier, subject.absolute, bases.literal, true);
    }
    case 'tool': {
      if (subject.toolName.startsWith('mcp__')) return rule.specifier === null && mcpRuleMatches(rule.toolName, subject.toolName);
      if (rule.toolName !== subject.toolName) return false;
      if (rule.specifier === null) return true;
      if (subject.url !== undefined && rule.specifier.startsWith('domain:')) {
        const host = hostOf(subject.url);
        const domain = rule.specifier.slice('domain:'.length).toLowerCase();
        return host !== null && (host === domain || (domain.startsWith('*.') && host.endsWith(domain.slice(1))));
      }
      return false;
    }
  }
}
