import { didYouMean } from './did-you-mean.js';
import { BASH_RULE, RULE_TOOL_NAMES } from './rule-names.js';

/** A permission rule as written in the policy: `Tool` or `Tool(specifier)`. */
export interface PermissionRule {
  /** The rule exactly as written. */
  readonly text: string;
  readonly toolName: string;
  /** Null when the rule names the whole tool (`Bash`, `Bash(*)`, `Bash()`). */
  readonly specifier: string | null;
}

export class RuleSyntaxError extends Error {
  override readonly name = 'RuleSyntaxError';
}

const TOOL_NAME = /^[A-Za-z][A-Za-z0-9_-]*$|^mcp__[A-Za-z0-9_-]+__\*$/;

function unescapeParens(text: string): string {
  return text.replace(/\\([()\\])/g, '$1');
}

/** Parses a rule string, or throws RuleSyntaxError saying what is wrong. */
export function parseRule(text: string): PermissionRule {
  const trimmed = text.trim();
  const open = trimmed.indexOf('(');
  const toolName = open === -1 ? trimmed : trimmed.slice(0, open);
  if (!TOOL_NAME.test(toolName)) {
    throw new RuleSyntaxError(`'${text}' is not a rule: expected Tool or Tool(specifier)`);
  }
  if (!toolName.startsWith('mcp__') && !(RULE_TOOL_NAMES as readonly string[]).includes(toolName)) {
    const suggestion = didYouMean(toolName, RULE_TOOL_NAMES);
    if (suggestion) throw new RuleSyntaxError(`unknown tool '${toolName}' in rule '${text}' (did you mean '${suggestion}'?)`);
  }
  if (open === -1) return { text, toolName, specifier: null };
  if (!trimmed.endsWith(')')) throw new RuleSyntaxError(`rule '${text}' opens '(' but does not end with ')'`);
  if (toolName.startsWith('mcp__')) throw new RuleSyntaxError(`MCP rule '${text}' takes no specifier: write mcp__server or mcp__server__tool`);
  const specifier = unescapeParens(trimmed.slice(open + 1, -1));
  if (specifier.trim() === '' || specifier.trim() === '*') return { text, toolName, specifier: null };
  if (toolName === BASH_RULE) {
    const colonStar = specifier.indexOf(':*');
    if (colonStar !== -1 && colonStar !== specifier.length - 2) {
      throw new RuleSyntaxError(`rule '${text}': ':*' only works at the end of a Bash rule; use ' *' for a wildcard elsewhere`);
    }
  }
  return { text, toolName, specifier };
}
