import { join } from 'node:path';
import { matchRules } from './rules/rule-set.js';
import type { RuleSubject } from './rules/rule-subject.js';
import { suggestPathRule } from './suggest-rule.js';
import type { EvaluationEnv, PartVerdict } from './verdict.js';
import { isInsideDirectory, realPathOf, resolveToolPath } from './workspace-paths.js';

export interface PathCall {
  readonly toolName: string;
  readonly access: 'read' | 'write';
  readonly path: string;
  /** The tool says this call only reads (its `isReadOnly`). */
  readonly readOnly: boolean;
  /** Glob and Grep search a directory: a deny rule on the files below it denies the search too. */
  readonly directory?: boolean;
}

/** A file name no rule is likely to single out, to ask "would a deny rule cover files in this directory?". */
const PROBE_NAME = '.tollgate-probe';

function isUnderOutputDir(env: EvaluationEnv, real: string): boolean {
  const outputDir = env.scope.outputDir;
  return outputDir !== undefined && isInsideDirectory(real, realPathOf(outputDir));
}

/** A file tool's call (or a Bash redirect) against the rules, the workspace boundary and the mode. */
export function evaluatePathCall(call: PathCall, env: EvaluationEnv): PartVerdict {
  const resolved = resolveToolPath(env.scope, call.path);
  const subject: RuleSubject = { kind: 'path', toolName: call.toolName, access: call.access, absolute: resolved.absolute, real: resolved.real };
  const ruleTool = call.access === 'write' ? 'Edit' : 'Read';
  const base = { subject, firm: false };
  let matched = matchRules(env.rules, subject, env.bases);
  if (call.directory && matched?.behavior !== 'deny') {
    const probe: RuleSubject = { ...subject, absolute: join(resolved.absolute, PROBE_NAME), real: join(resolved.real, PROBE_NAME) };
    const below = matchRules(env.rules, probe, env.bases);
    if (below?.behavior === 'deny') matched = below;
  }
  if (matched?.behavior === 'deny') {
    return { ...base, behavior: 'deny', rule: matched.rule.text, reason: `the policy denies it (rule ${matched.rule.text})`, suggestedRule: null };
  }
  const suggestion = suggestPathRule(ruleTool, resolved.real, realPathOf(env.scope.cwd));
  if (matched?.behavior === 'ask') {
    return { ...base, behavior: 'ask', firm: true, rule: matched.rule.text, reason: `the policy's ask rule ${matched.rule.text} matches it`, suggestedRule: null };
  }
  if (!resolved.insideWorkspace) {
    if (call.access === 'read' && call.readOnly && isUnderOutputDir(env, resolved.real)) {
      return { ...base, behavior: 'allow', rule: null, reason: 'it reads a result this session saved', suggestedRule: null };
    }
    if (env.mode === 'bypassPermissions') return { ...base, behavior: 'allow', rule: null, reason: 'bypassPermissions mode', suggestedRule: null };
    return {
      ...base,
      behavior: 'ask',
      firm: true,
      outsideWorkspace: true,
      rule: null,
      reason: `${resolved.real} is outside the workspace (and the policy's additionalDirectories)`,
      suggestedRule: null,
    };
  }
  if (matched?.behavior === 'allow') {
    return { ...base, behavior: 'allow', rule: matched.rule.text, reason: `allowed by rule ${matched.rule.text}`, suggestedRule: null };
  }
  const readOnlyCall = call.access === 'read' && call.readOnly;
  switch (env.mode) {
    case 'bypassPermissions':
      return { ...base, behavior: 'allow', rule: null, reason: 'bypassPermissions mode', suggestedRule: null };
    case 'acceptEdits':
      return { ...base, behavior: 'allow', rule: null, reason: readOnlyCall ? 'a read inside the workspace' : 'acceptEdits mode allows edits inside the workspace', suggestedRule: null };
    case 'default':
    case 'plan':
      if (readOnlyCall) return { ...base, behavior: 'allow', rule: null, reason: 'a read inside the workspace', suggestedRule: null };
      if (env.mode === 'plan') return { ...base, behavior: 'deny', rule: null, reason: 'plan mode allows read-only calls only', suggestedRule: null };
      break;
    case 'dontAsk':
      break;
  }
  return { ...base, behavior: 'ask', rule: null, reason: `no rule allows ${call.access === 'write' ? 'writing' : 'reading'} this file`, suggestedRule: suggestion };
}
