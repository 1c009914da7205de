import type { PermissionRule } from '../../policy/parse-rule.js';
import { bashPatternMatches, hasWildcard } from './bash-pattern.js';
import { pathPatternMatches, type PathRuleBases } from './path-pattern.js';
import { BASH_RULE, EDIT_RULE, READ_RULE } from '../../policy/rule-names.js';

/** What a rule is matched against: one part of a call, normalised. */
export type RuleSubject =
  | {
      readonly kind: 'bash';
      /** Deny and ask rules match any of these (full text, without env prefixes, without wrappers). */
      readonly forms: readonly string[];
      /** Allow rules match one of these only. */
      readonly allowForms: readonly string[];
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

export type RuleBehavior = 'allow' | 'deny' | 'ask';

function mcpRuleMatches(ruleTool: string, toolName: string): boolean {
  if (ruleTool === toolName) return true;
  const server = ruleTool.endsWith('__*') ? ruleTool.slice(0, -3) : ruleTool;
  // `mcp__server` and `mcp__server__*` cover every tool of that server.
  return server.split('__').length === 2 && toolName.startsWith(`${server}__`);
}

/**
 * `Read(...)` path rules cover every read and `Edit(...)` path rules every write, whatever tool
 * makes it; a `Read` deny also covers writes. A bare allow rule (`Edit`, `Read`) allows the tool it
 * names and no other, as in Claude Code; a bare deny or ask rule covers the whole family.
 */
function pathToolMatches(rule: PermissionRule, subject: Extract<RuleSubject, { kind: 'path' }>, behavior: RuleBehavior): boolean {
  if (rule.toolName === subject.toolName) return true;
  if (behavior === 'allow' && rule.specifier === null) return false;
  if (subject.access === 'write') return rule.toolName === EDIT_RULE || (behavior === 'deny' && rule.toolName === READ_RULE);
  return rule.toolName === READ_RULE;
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
      if (subject.exactOnly && hasWildcard(specifier)) return false;
      return subject.allowForms.some((form) => bashPatternMatches(specifier, form, { keepSpacing: true }));
    }
    case 'path': {
      if (!pathToolMatches(rule, subject, behavior)) return false;
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
