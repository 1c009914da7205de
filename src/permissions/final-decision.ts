import type { PermissionRequest } from '../core/permission-gate.js';
import type { FinalPermissionDecision, JudgedPath, PermissionResult } from '../core/permission-types.js';
import type { Policy } from '../policy/schema.js';
import { denialMessage } from './denial-message.js';
import { resolveAsk } from './resolve-ask.js';
import type { EvaluationEnv, PartVerdict } from './verdict.js';
import { OUTSIDE_WORKSPACE } from './workspace-paths.js';

// The gate's verdict from the policy's view of each part of a call, the PreToolUse hook's decision
// and the tool's own: deny rules, a hook's or the tool's deny, the workspace boundary, ask rules and
// the asks of the hook, the tool and the mode, each ask resolved by `non_interactive`, then allow.

export function deny(rule: string | null, reason: string, suggestedRule: string | null, call: string, unpermittable?: string, liftingRule?: string): FinalPermissionDecision {
  if (unpermittable) {
    const message = denialMessage(call, reason, null, unpermittable, liftingRule);
    return { behavior: 'deny', rule, reason, message, suggestedRule: null, unpermittable, ...(liftingRule ? { liftingRule } : {}) };
  }
  return { behavior: 'deny', rule, reason, message: denialMessage(call, reason, suggestedRule), suggestedRule };
}

function askOf(decision: PermissionResult | undefined, who: string): string | null {
  if (decision?.behavior !== 'ask') return null;
  return `${who} asked for approval${decision.message ? ` (${decision.message})` : ''}`;
}

function uniqueRules(parts: readonly PartVerdict[]): string | null {
  const rules = [...new Set(parts.map((p) => p.rule).filter((r): r is string => r !== null))];
  return rules.length > 0 ? rules.join(', ') : null;
}

/** What nothing can ask about: a deny rule, a hook's or the tool's deny, a part outside the workspace. Null when none denies. */
function firmDenial(parts: readonly PartVerdict[], request: PermissionRequest, call: string): FinalPermissionDecision | null {
  const { hookDecision, toolDecision } = request;
  // A part nothing can permit says the most about the call: no rule would help.
  const denied = parts.find((p) => p.behavior === 'deny' && p.unpermittable) ?? parts.find((p) => p.behavior === 'deny');
  if (denied) return deny(denied.rule, denied.reason, denied.suggestedRule, call, denied.unpermittable, denied.liftingRule);
  if (hookDecision?.behavior === 'deny') return deny(null, `a PreToolUse hook denied it: ${hookDecision.message || 'no reason given'}`, null, call);
  if (toolDecision.behavior === 'deny') return deny(null, `${request.tool.name} refused it: ${toolDecision.message}`, toolDecision.suggestedRule ?? null, call);
  const outside = parts.find((p) => p.behavior === 'ask' && p.outsideWorkspace);
  if (outside) return deny(null, outside.reason, null, call, outside.unpermittable ?? OUTSIDE_WORKSPACE);
  return null;
}

/** Every open ask resolved by the policy: the first that resolves to deny denies the call, else each says why it was allowed. */
function resolveAsks(parts: readonly PartVerdict[], request: PermissionRequest, policy: Policy, env: EvaluationEnv, call: string): FinalPermissionDecision | { reasons: string[]; rules: string[] } {
  const { hookDecision, toolDecision } = request;
  const asking = parts.filter((p) => p.behavior === 'ask');
  const wholeCallAsk = askOf(hookDecision, 'a PreToolUse hook') ?? askOf(toolDecision, request.tool.name);
  // A hook's allow lifts the asks no rule made; ask rules, the boundary and the tool's own ask stay.
  const open = hookDecision?.behavior === 'allow' && wholeCallAsk === null ? asking.filter((p) => p.firm) : asking;
  const reasons: string[] = [];
  const rules: string[] = [];
  if (wholeCallAsk !== null) {
    const resolution = resolveAsk(parts.map((p) => p.subject), policy, env);
    const reason = `${wholeCallAsk}; ${resolution.reason}`;
    if (resolution.behavior === 'deny') return deny(resolution.rule, reason, toolDecision.behavior === 'ask' ? (toolDecision.suggestedRule ?? null) : null, call);
    reasons.push(reason);
    if (resolution.rule) rules.push(resolution.rule);
  }
  for (const part of open) {
    const resolution = resolveAsk([part.subject], policy, env);
    const reason = `${part.reason}; ${resolution.reason}`;
    if (resolution.behavior === 'deny') return deny(resolution.rule, reason, part.suggestedRule, call);
    reasons.push(reason);
    if (resolution.rule) rules.push(resolution.rule);
  }
  return { reasons, rules };
}

/** What the call may do, as the parts were judged: only read, and which files it writes and where they led. */
function judgement(parts: readonly PartVerdict[]): { readOnly?: true; judgedWrites?: JudgedPath[] } {
  const readOnly = parts.length > 0 && parts.every((p) => p.behavior === 'allow' && p.readOnly === true);
  const writes = parts.flatMap((p) => (p.subject.kind === 'path' && p.subject.access === 'write' ? [{ path: p.subject.absolute, real: p.subject.real }] : []));
  return { ...(readOnly ? { readOnly: true } : {}), ...(writes.length > 0 ? { judgedWrites: writes } : {}) };
}

/** The gate's verdict on a call, from the policy's verdict on each of its parts. Never "ask". */
export function finalDecision(parts: readonly PartVerdict[], request: PermissionRequest, policy: Policy, env: EvaluationEnv, call: string): FinalPermissionDecision {
  const denied = firmDenial(parts, request, call);
  if (denied) return denied;
  const resolved = resolveAsks(parts, request, policy, env, call);
  if ('behavior' in resolved) return resolved;
  const rule = [uniqueRules(parts.filter((p) => p.behavior === 'allow')), ...new Set(resolved.rules)].filter(Boolean).join(', ') || null;
  const liftedList = [...new Set(parts.map((p) => p.liftedProtection).filter((l): l is string => l !== undefined))];
  const lifted = { ...(liftedList.length > 0 ? { liftedProtection: liftedList.join(', ') } : {}), ...judgement(parts) };
  if (resolved.reasons.length > 0) return { behavior: 'allow', rule, reason: resolved.reasons.join('; '), ...lifted };
  const { hookDecision } = request;
  if (hookDecision?.behavior === 'allow' && parts.some((p) => p.behavior === 'ask')) {
    return { behavior: 'allow', rule, reason: `a PreToolUse hook allowed it${hookDecision.message ? ` (${hookDecision.message})` : ''}`, ...lifted };
  }
  const reasons = [...new Set(parts.map((p) => p.reason))];
  return { behavior: 'allow', rule, reason: reasons.length > 0 ? reasons.join('; ') : 'nothing in it runs', ...lifted };
}
