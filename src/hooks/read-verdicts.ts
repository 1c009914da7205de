import type { PostToolUseOutcome, PreToolUseOutcome } from '../core/hook-types.js';
import type { PermissionResult } from '../core/permission-types.js';
import { hookLabel, type HookVerdict } from './hook-verdict.js';

// What the hooks of one event said together, read the way Claude Code reads them.

/** The first `continue: false`: the session stops after this batch. */
export function stopRequest(verdicts: readonly HookVerdict[]): { reason: string } | undefined {
  const stopping = verdicts.find((v) => v.output?.continue === false);
  if (!stopping) return undefined;
  return { reason: stopping.output?.stopReason ?? `the hook \`${hookLabel(stopping.command)}\` ended the session` };
}

/** Every `additionalContext`, for the model. */
export function contextOf(verdicts: readonly HookVerdict[]): string[] {
  return verdicts.map((v) => v.output?.hookSpecificOutput?.additionalContext).filter((c): c is string => typeof c === 'string' && c !== '');
}

/** PreToolUse: a block denies; otherwise deny beats ask beats allow, each with the hook's reason. */
function permissionOf(verdicts: readonly HookVerdict[]): PermissionResult | undefined {
  const blocked = verdicts.filter((v) => v.blocked !== undefined);
  if (blocked.length > 0) return { behavior: 'deny', message: blocked.map((v) => v.blocked).join('; ') };
  const decided = verdicts.map((v) => {
    const specific = v.output?.hookSpecificOutput;
    const decision = specific?.permissionDecision ?? (v.output?.decision === 'block' ? 'deny' : v.output?.decision === 'approve' ? 'allow' : undefined);
    const why = specific?.permissionDecisionReason ?? v.output?.reason;
    return { command: v.command, decision, why };
  });
  for (const behavior of ['deny', 'ask', 'allow'] as const) {
    const first = decided.find((d) => d.decision === behavior);
    if (!first) continue;
    if (behavior === 'deny') return { behavior, message: first.why ?? `the hook \`${hookLabel(first.command)}\` denied it` };
    return { behavior, ...(first.why !== undefined ? { message: first.why } : {}) };
  }
  return undefined;
}

/** PostToolUse: every block (exit 2, a failure, `decision: "block"`), with its reason. */
function resultBlocks(verdicts: readonly HookVerdict[]): string[] {
  return verdicts
    .map((v) => v.blocked ?? (v.output?.decision === 'block' ? (v.output.reason ?? `the hook \`${hookLabel(v.command)}\` blocked the result`) : undefined))
    .filter((b): b is string => b !== undefined);
}

/** What the PreToolUse hooks of one call decided: permission, a replaced input (unless denied), context, a stop. */
export function preToolUseOutcome(verdicts: readonly HookVerdict[]): PreToolUseOutcome {
  const permission = permissionOf(verdicts);
  const stop = stopRequest(verdicts);
  const updatedInput = permission?.behavior === 'deny' ? undefined : verdicts.map((v) => v.output?.hookSpecificOutput?.updatedInput).find((u) => u !== undefined);
  const messages = contextOf(verdicts);
  return {
    ...(permission ? { permission } : {}),
    ...(updatedInput ? { updatedInput } : {}),
    ...(messages.length > 0 ? { messages } : {}),
    ...(stop ? { stop, preventContinuation: stop } : {}),
  };
}

/** What the PostToolUse hooks of one call decided: a block, an MCP output replaced, context, a stop. */
export function postToolUseOutcome(verdicts: readonly HookVerdict[]): PostToolUseOutcome {
  const blocks = resultBlocks(verdicts);
  const replaced = verdicts.map((v) => v.output?.hookSpecificOutput?.updatedMCPToolOutput).find((o) => o !== undefined);
  const stop = stopRequest(verdicts);
  const messages = contextOf(verdicts);
  return {
    ...(blocks.length > 0 ? { block: { reason: blocks.join('; ') } } : {}),
    ...(replaced !== undefined ? { updatedMCPToolOutput: replaced } : {}),
    ...(messages.length > 0 ? { messages } : {}),
    ...(stop ? { preventContinuation: stop } : {}),
  };
}

/** What the PostToolUseFailure hooks of one call gave: context and a stop, nothing that changes the failure. */
export function failureOutcome(verdicts: readonly HookVerdict[]): PostToolUseOutcome {
  const stop = stopRequest(verdicts);
  const messages = contextOf(verdicts);
  return { ...(messages.length > 0 ? { messages } : {}), ...(stop ? { preventContinuation: stop } : {}) };
}
