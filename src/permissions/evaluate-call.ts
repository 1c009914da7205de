import type { AnyTool } from '../core/tool.js';
import { evaluateBashCommand } from './bash/bash-verdict.js';
import { evaluatePathCall } from './path-verdict.js';
import { matchRules } from './rules/rule-set.js';
import type { RuleSubject } from './rules/rule-subject.js';
import { NETWORK_TOOLS, toolKind } from './tool-kinds.js';
import type { EvaluationEnv, PartVerdict } from './verdict.js';

function safeIsReadOnly(tool: AnyTool, input: Record<string, unknown>): boolean {
  try {
    return tool.isReadOnly(input) === true;
  } catch {
    return false;
  }
}

function hostOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

function evaluateOtherTool(tool: AnyTool, input: Record<string, unknown>, observable: Record<string, unknown>, env: EvaluationEnv): PartVerdict {
  const name = tool.name;
  const subject: RuleSubject = typeof observable.url === 'string' ? { kind: 'tool', toolName: name, url: observable.url } : { kind: 'tool', toolName: name };
  const base = { subject, firm: false };
  const matched = matchRules(env.rules, subject, env.bases);
  if (matched?.behavior === 'deny') return { ...base, behavior: 'deny', rule: matched.rule.text, reason: `the policy denies ${name} (rule ${matched.rule.text})`, suggestedRule: null };
  if (matched?.behavior === 'ask') return { ...base, behavior: 'ask', firm: true, rule: matched.rule.text, reason: `the policy's ask rule ${matched.rule.text} matches it`, suggestedRule: null };
  if (matched?.behavior === 'allow') return { ...base, behavior: 'allow', rule: matched.rule.text, reason: `allowed by rule ${matched.rule.text}`, suggestedRule: null };
  if (env.mode === 'bypassPermissions') return { ...base, behavior: 'allow', rule: null, reason: 'bypassPermissions mode', suggestedRule: null };
  const host = name === 'WebFetch' ? hostOf(observable.url) : null;
  const suggestedRule = host ? `WebFetch(domain:${host})` : name;
  // Network tools can carry data out, so they are never trusted as read-only. An MCP tool is read-only
  // only when its server annotates it so (readOnlyHint); without the annotation it needs a rule.
  const kind = toolKind(name);
  const trustedReadOnly =
    (kind === 'other' || kind === 'mcp') && !(NETWORK_TOOLS as readonly string[]).includes(name) && safeIsReadOnly(tool, input);
  if (trustedReadOnly && env.mode !== 'dontAsk') return { ...base, behavior: 'allow', rule: null, reason: `${name} only reads`, suggestedRule: null };
  if (env.mode === 'plan') return { ...base, behavior: 'deny', rule: null, reason: 'plan mode allows read-only calls only', suggestedRule: null };
  return { ...base, behavior: 'ask', rule: null, reason: `no rule allows ${name}`, suggestedRule };
}

function pathOf(observable: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = observable[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** The policy's verdict on each part of one call, before hooks, the tool's own check and ask resolution. */
export function evaluateCall(
  tool: AnyTool,
  input: Record<string, unknown>,
  observable: Record<string, unknown>,
  env: EvaluationEnv,
): PartVerdict[] {
  const readOnly = safeIsReadOnly(tool, input);
  if (env.mode === 'plan' && !readOnly) {
    // No rule lifts this: plan mode never changes anything.
    return [{ behavior: 'deny', rule: null, firm: true, reason: 'plan mode allows read-only calls only', suggestedRule: null, subject: { kind: 'tool', toolName: tool.name } }];
  }
  switch (toolKind(tool.name)) {
    case 'bash': {
      const command = observable.command;
      if (typeof command !== 'string') return [evaluateOtherTool(tool, input, observable, env)];
      return evaluateBashCommand(command, env);
    }
    case 'read-file': {
      const path = pathOf(observable, tool.name === 'Read' ? ['file_path'] : ['path']) ?? env.scope.cwd;
      return [evaluatePathCall({ toolName: tool.name, access: 'read', path, readOnly, directory: tool.name !== 'Read' }, env)];
    }
    case 'write-file': {
      const path = pathOf(observable, ['file_path', 'notebook_path']);
      if (path === null) return [{ behavior: 'ask', rule: null, firm: true, reason: `${tool.name} named no file`, suggestedRule: null, subject: { kind: 'tool', toolName: tool.name } }];
      return [evaluatePathCall({ toolName: tool.name, access: 'write', path, readOnly: false }, env)];
    }
    case 'mcp':
    case 'other':
      return [evaluateOtherTool(tool, input, observable, env)];
  }
}
