import { join, resolve } from 'node:path';
import { modeVerdict, type ModeCallKind } from '../core/permission-modes.js';
import { protectionsOf, ruleNamesProtection, type Protection } from './protected-writes.js';
import { parseRule } from '../policy/parse-rule.js';
import { EDIT_RULE, READ_RULE } from '../policy/rule-names.js';
import { matchRules } from './rules/rule-set.js';
import { ruleMatches, type RuleSubject } from './rules/rule-subject.js';
import { suggestPathRule } from './suggest-rule.js';
import type { EvaluationEnv, PartVerdict } from './verdict.js';
import { isInsideDirectory } from '../core/paths.js';
import { OUTSIDE_WORKSPACE, realPathOf, realRootsOf, resolveToolPath } from './workspace-paths.js';

export interface PathCall {
  readonly toolName: string;
  readonly access: 'read' | 'write';
  readonly path: string;
  /** The tool says this call only reads (its `isReadOnly`). */
  readonly readOnly: boolean;
  /** Glob and Grep search a directory: a deny rule on the files below it denies the search too. */
  readonly directory?: boolean;
  /**
   * A file tool's write: a protected-path denial names the rule that would lift it. Not for a
   * command's, which the sandbox keeps off protected paths whatever the rules say.
   */
  readonly liftable?: boolean;
}

/** A file name no rule is likely to single out, to ask "would a deny rule cover files in this directory?". */
export const PROBE_NAME = '.tollgate-probe';

function isUnderOutputDir(env: EvaluationEnv, real: string): boolean {
  const outputDir = env.scope.outputDir;
  return outputDir !== undefined && isInsideDirectory(real, realPathOf(outputDir));
}

type PathSubject = Extract<RuleSubject, { kind: 'path' }>;

/** An allow rule a maintainer could add that names every protection and covers the path: the file itself. */
function ruleThatWouldLift(protections: readonly Protection[], subject: PathSubject, env: EvaluationEnv): string | undefined {
  const text = suggestPathRule(EDIT_RULE, subject.real, realPathOf(env.scope.cwd));
  const rule = parseRule(text);
  return ruleMatches(rule, subject, 'allow', env.bases) && protections.every((p) => ruleNamesProtection(rule, p)) ? text : undefined;
}

/** The allow rule that names every protection and covers the path, if the policy has one. */
function liftingRule(protections: readonly Protection[], subject: PathSubject, env: EvaluationEnv): string | null {
  const rule = env.rules.allow.find(
    (candidate) => ruleMatches(candidate, subject, 'allow', env.bases) && protections.every((p) => ruleNamesProtection(candidate, p)),
  );
  return rule?.text ?? null;
}

/** A write to a protected path: refused, or lifted by an allow rule that names it (the gate's one check, for file tools and landings alike). */
export function protectedWrite(subject: PathSubject, env: EvaluationEnv, liftable: boolean): { refused: PartVerdict | null; lifted: { rule: string; what: string } | null } {
  const roots = [env.scope.workspaceRoot, ...env.scope.additionalDirectories].map((root) => resolve(env.scope.cwd, root));
  const protections = protectionsOf([subject.absolute, subject.real], [...new Set([...roots, ...realRootsOf(env.scope)])], env.protectedFiles ?? []);
  if (protections.length === 0) return { refused: null, lifted: null };
  const what = protections.map((p) => p.what).join(', ');
  const rule = liftingRule(protections, subject, env);
  if (rule !== null) return { refused: null, lifted: { rule, what } };
  const unpermittable = `a protected path (${what})`;
  const wouldLift = liftable ? ruleThatWouldLift(protections, subject, env) : undefined;
  return {
    lifted: null,
    refused: {
      subject,
      firm: true,
      behavior: 'deny',
      rule: null,
      reason: `${subject.real} is ${unpermittable}: no mode or broad rule lets a call write it`,
      suggestedRule: null,
      unpermittable,
      ...(wouldLift ? { liftingRule: wouldLift } : {}),
    },
  };
}

/**
 * A file tool's path, a Bash redirect target or a path a command writes, against the rules, the
 * workspace boundary, the protected paths and the mode — the same for every caller. Deny and ask
 * rules match case-insensitively, allow rules exactly.
 */
export function evaluatePathCall(call: PathCall, env: EvaluationEnv): PartVerdict {
  const resolved = resolveToolPath(env.scope, call.path);
  const subject: PathSubject = { kind: 'path', toolName: call.toolName, access: call.access, absolute: resolved.absolute, real: resolved.real };
  const base = { subject, firm: false };
  let matched = matchRules(env.rules, subject, env.bases);
  if (call.directory && matched?.behavior !== 'deny') {
    // A search covers the files below the directory: a rule on them decides too (`Read(src/**)` lets Grep search `src`).
    const probe: RuleSubject = { ...subject, absolute: join(resolved.absolute, PROBE_NAME), real: join(resolved.real, PROBE_NAME) };
    const below = matchRules(env.rules, probe, env.bases);
    if (below?.behavior === 'deny' || (matched === null && below !== null)) matched = below;
  }
  if (matched?.behavior === 'deny') {
    return { ...base, behavior: 'deny', rule: matched.rule.text, reason: `the policy denies it (rule ${matched.rule.text})`, suggestedRule: null };
  }
  const readOnlyCall = call.access === 'read' && call.readOnly;
  if (!resolved.insideWorkspace) {
    if (readOnlyCall && isUnderOutputDir(env, resolved.real)) {
      return { ...base, behavior: 'allow', rule: null, reason: 'it reads a result this session saved', suggestedRule: null, readOnly: true };
    }
    return {
      ...base,
      behavior: 'deny',
      firm: true,
      outsideWorkspace: true,
      rule: null,
      reason: `${resolved.real} is ${OUTSIDE_WORKSPACE}`,
      suggestedRule: null,
      unpermittable: OUTSIDE_WORKSPACE,
    };
  }
  const guarded = call.access === 'write' ? protectedWrite(subject, env, call.liftable === true) : { refused: null, lifted: null };
  if (guarded.refused) return guarded.refused;
  const kind: ModeCallKind = call.access === 'write' ? 'edit' : readOnlyCall ? 'read' : 'other';
  const byMode = modeVerdict(env.mode, kind);
  // A mode that refuses every change (plan) refuses a write whatever rule would allow it: a redirect, an argument.
  if (byMode.behavior === 'deny') return { ...base, behavior: 'deny', firm: true, rule: null, reason: byMode.reason, suggestedRule: null, unpermittable: byMode.unpermittable };
  const reads = readOnlyCall ? { readOnly: true } : {};
  const lifted = guarded.lifted ? { liftedProtection: guarded.lifted.what } : {};
  if (matched?.behavior === 'ask') {
    return { ...base, ...lifted, behavior: 'ask', firm: true, rule: matched.rule.text, reason: `the policy's ask rule ${matched.rule.text} matches it`, suggestedRule: null };
  }
  if (guarded.lifted) {
    const { rule, what } = guarded.lifted;
    return { ...base, ...lifted, behavior: 'allow', rule, reason: `allowed by rule ${rule}, which names the protected path (${what})`, suggestedRule: null };
  }
  if (matched?.behavior === 'allow') {
    return { ...base, ...reads, behavior: 'allow', rule: matched.rule.text, reason: `allowed by rule ${matched.rule.text}`, suggestedRule: null };
  }
  switch (byMode.behavior) {
    case 'allow':
      return { ...base, ...reads, behavior: 'allow', rule: null, reason: byMode.reason, suggestedRule: null };
    case 'ask': {
      const suggestion = suggestPathRule(call.access === 'write' ? EDIT_RULE : READ_RULE, resolved.real, realPathOf(env.scope.cwd));
      return { ...base, behavior: 'ask', rule: null, reason: `no rule allows ${call.access === 'write' ? 'writing' : 'reading'} this file`, suggestedRule: suggestion };
    }
  }
}
