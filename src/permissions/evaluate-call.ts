import { modeVerdict, type ModeCallKind } from '../core/permission-modes.js';
import { join } from 'node:path';
import type { PathAccess, PermissionSubject } from '../core/permission-types.js';
import { evaluateBashCommand } from './bash/bash-verdict.js';
import { evaluatePathCall, PROBE_NAME } from './path-verdict.js';
import { firstMatch, matchRules } from './rules/rule-set.js';
import type { RuleSubject } from './rules/rule-subject.js';
import type { EvaluationEnv, PartVerdict } from './verdict.js';
import { resolveToolPath } from './workspace-paths.js';

/** The tool being checked, as far as the policy may know it: its name and whether it says it only reads. */
export interface CheckedTool {
  readonly name: string;
  /** The tool's `isReadOnly` for this input; false when it threw. */
  readonly readOnly: boolean;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** What a call that changes something is, to a mode. */
function changeKind(subject: PermissionSubject): ModeCallKind {
  switch (subject.kind) {
    case 'paths':
      return 'edit';
    case 'command':
      return 'command';
    case 'url':
      return 'network';
    case 'opaque':
      return 'other';
  }
}

/** Whether the subject itself says the call only reads (a command is analysed part by part later). */
function subjectOnlyReads(subject: PermissionSubject): boolean {
  switch (subject.kind) {
    case 'paths':
      // Declaring no file at all is not a claim to only read.
      return subject.paths.length > 0 && subject.paths.every((p) => p.access === 'read');
    case 'command':
      return true;
    case 'url':
      return false;
    case 'opaque':
      return subject.readOnly;
  }
}

/** A call only the tool's name can be matched for: opaque tools, URLs (`Tool(domain:host)`), MCP tools. */
function evaluateNamedTool(tool: CheckedTool, url: string | null, kind: ModeCallKind, env: EvaluationEnv): PartVerdict {
  const name = tool.name;
  const subject: RuleSubject = url !== null ? { kind: 'tool', toolName: name, url } : { kind: 'tool', toolName: name };
  const base = { subject, firm: false };
  const matched = matchRules(env.rules, subject, env.bases);
  if (matched?.behavior === 'deny') return { ...base, behavior: 'deny', rule: matched.rule.text, reason: `the policy denies ${name} (rule ${matched.rule.text})`, suggestedRule: null };
  if (matched?.behavior === 'ask') return { ...base, behavior: 'ask', firm: true, rule: matched.rule.text, reason: `the policy's ask rule ${matched.rule.text} matches it`, suggestedRule: null };
  if (matched?.behavior === 'allow') return { ...base, behavior: 'allow', rule: matched.rule.text, reason: `allowed by rule ${matched.rule.text}`, suggestedRule: null };
  const byMode = modeVerdict(env.mode, kind);
  switch (byMode.behavior) {
    case 'allow':
      return { ...base, behavior: 'allow', rule: null, reason: kind === 'declaredRead' ? `${name} only reads` : byMode.reason, suggestedRule: null };
    case 'deny':
      return { ...base, behavior: 'deny', firm: true, rule: null, reason: byMode.reason, suggestedRule: null, unpermittable: byMode.unpermittable };
    case 'ask': {
      const host = url !== null ? hostOf(url) : null;
      return { ...base, behavior: 'ask', rule: null, reason: `no rule allows ${name}`, suggestedRule: host ? `${name}(domain:${host})` : name };
    }
  }
}

/**
 * A file an opaque tool names (an MCP file server's `read_text_file` of `secrets/key`): the policy's
 * path deny and ask rules hold it as they hold the file tools. Nothing else: the server keeps its
 * own roots, and the tool itself is allowed or not by its name.
 */
function namedPathVerdicts(toolName: string, access: PathAccess, env: EvaluationEnv): PartVerdict[] {
  const resolved = resolveToolPath(env.scope, access.path);
  const subject: RuleSubject = { kind: 'path', toolName, access: access.access, absolute: resolved.absolute, real: resolved.real };
  const below: RuleSubject = { ...subject, absolute: join(resolved.absolute, PROBE_NAME), real: join(resolved.real, PROBE_NAME) };
  const subjects = access.directory ? [subject, below] : [subject];
  const denied = subjects.map((s) => firstMatch(env.rules.deny, s, 'deny', env.bases)).find((rule) => rule !== null);
  if (denied) return [{ subject, firm: true, behavior: 'deny', rule: denied.text, reason: `${toolName} names ${resolved.absolute}, which the policy denies (rule ${denied.text})`, suggestedRule: null }];
  const asked = subjects.map((s) => firstMatch(env.rules.ask, s, 'ask', env.bases)).find((rule) => rule !== null);
  if (asked) return [{ subject, firm: true, behavior: 'ask', rule: asked.text, reason: `${toolName} names ${resolved.absolute}, which the policy's ask rule ${asked.text} matches`, suggestedRule: null }];
  return [];
}

/**
 * The policy's verdict on each part of one call, before hooks, the tool's own check and ask
 * resolution. It sees what the tool declared (its permission subject), never the tool's input.
 */
export function evaluateCall(tool: CheckedTool, subject: PermissionSubject, env: EvaluationEnv): PartVerdict[] {
  const readOnly = tool.readOnly && subjectOnlyReads(subject);
  // A command is judged part by part, plan mode included: `cd src && ls` only reads, whatever the
  // tool's own quick judgement without the file system said.
  if (!readOnly && subject.kind !== 'command') {
    // A mode that refuses every change (plan) refuses it here, before any allow rule is looked at.
    const byMode = modeVerdict(env.mode, changeKind(subject));
    if (byMode.behavior === 'deny') {
      return [{ behavior: 'deny', rule: null, firm: true, reason: byMode.reason, suggestedRule: null, unpermittable: byMode.unpermittable, subject: { kind: 'tool', toolName: tool.name } }];
    }
  }
  switch (subject.kind) {
    case 'command':
      return evaluateBashCommand(subject.command, env);
    case 'paths':
      if (subject.paths.length === 0) return [evaluateNamedTool(tool, null, 'other', env)];
      return subject.paths.map((p) =>
        evaluatePathCall({ toolName: tool.name, access: p.access, path: p.path, readOnly: p.access === 'read' && tool.readOnly, liftable: true, ...(p.directory ? { directory: true } : {}) }, env),
      );
    case 'url':
      return [evaluateNamedTool(tool, subject.url, 'network', env)];
    case 'opaque':
      return [evaluateNamedTool(tool, null, readOnly ? 'declaredRead' : 'other', env), ...(subject.paths ?? []).flatMap((p) => namedPathVerdicts(tool.name, p, env))];
  }
}
