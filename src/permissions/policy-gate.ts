import { homedir } from 'node:os';
import { resolve } from 'node:path';
import type { ToolUseContext } from '../core/tool.js';
import { effectiveMode, modeProfile } from '../core/permission-modes.js';
import type { FinalPermissionDecision, PermissionResult, PermissionSubject } from '../core/permission-types.js';
import type { PermissionGate, PermissionRequest } from '../core/permission-gate.js';
import { isReadOnlyCall } from '../core/tool-answers.js';
import { resolveAdditionalDirectories } from '../policy/additional-directories.js';
import { PolicyError } from '../policy/policy-error.js';
import type { Policy } from '../policy/schema.js';
import { loadBashParser } from './bash/parser.js';
import { evaluateCall } from './evaluate-call.js';
import { describeCall, denialMessage } from './denial-message.js';
import type { ProtectedFile } from './protected-writes.js';
import { resolveAsk } from './resolve-ask.js';
import { READ_RULE } from '../policy/rule-names.js';
import { compileRules, matchRules, type RuleSet } from './rules/rule-set.js';
import { RuleSyntaxError } from '../policy/parse-rule.js';
import type { MatchBases, RuleSubject } from './rules/rule-subject.js';
import type { EvaluationEnv, PartVerdict } from './verdict.js';
import { OUTSIDE_WORKSPACE, realPathOf } from './workspace-paths.js';
import { describeError } from '../core/describe-error.js';

export interface PolicyGateOptions {
  readonly policy: Policy;
  /** The workflow's `allow_bypass: true`: without it a `bypassPermissions` policy is refused. */
  readonly allowBypass: boolean;
  /** Where `/x` rules and relative `additionalDirectories` start: the workspace root. */
  readonly policyRoot: string;
  readonly homeDir?: string;
  /** Files no call may write unless an allow rule names them: the policy file, the MCP config. */
  readonly protectedFiles?: readonly ProtectedFile[];
}

function deny(rule: string | null, reason: string, suggestedRule: string | null, call: string, unpermittable?: string): FinalPermissionDecision {
  if (unpermittable) {
    return { behavior: 'deny', rule, reason, message: denialMessage(call, reason, null, unpermittable), suggestedRule: null, unpermittable };
  }
  return { behavior: 'deny', rule, reason, message: denialMessage(call, reason, suggestedRule), suggestedRule };
}

function uniqueRules(parts: readonly PartVerdict[]): string | null {
  const rules = [...new Set(parts.map((p) => p.rule).filter((r): r is string => r !== null))];
  return rules.length > 0 ? rules.join(', ') : null;
}

/**
 * Step 5 of the pipeline for CI: deny rules, a hook's or the tool's deny, ask rules, a
 * hook's or the tool's ask, allow rules, the mode; every remaining ask resolved by the
 * policy's `non_interactive` section. Never returns "ask", never waits.
 */
export function createPolicyGate(options: PolicyGateOptions): PermissionGate {
  const { policy } = options;
  const policyMode = policy.permissions.defaultMode;
  if (modeProfile(policyMode).needsOptIn && !options.allowBypass) {
    throw new PolicyError(`permissions.defaultMode: ${policyMode} is refused unless the workflow sets the input 'allow_bypass: true'`);
  }
  let rules: RuleSet;
  try {
    rules = compileRules(policy);
  } catch (error) {
    if (error instanceof RuleSyntaxError) throw new PolicyError(`permissions: ${error.message}`);
    throw error;
  }
  const policyRoot = resolve(options.policyRoot);
  const homeDir = options.homeDir ?? homedir();
  const additional = resolveAdditionalDirectories(policy.permissions.additionalDirectories, policyRoot, homeDir);
  // Matched as given and where symlinks really lead.
  const protectedFiles = (options.protectedFiles ?? []).flatMap((file) => {
    const path = resolve(policyRoot, file.path);
    const real = realPathOf(path);
    return real === path ? [{ ...file, path }] : [{ ...file, path }, { ...file, path: real }];
  });

  function evaluationEnv(context: ToolUseContext): EvaluationEnv {
    const bases: MatchBases = {
      literal: { cwd: context.cwd, policyRoot, homeDir },
      real: { cwd: realPathOf(context.cwd), policyRoot: realPathOf(policyRoot), homeDir: realPathOf(homeDir) },
    };
    return {
      rules,
      bases,
      mode: effectiveMode(policyMode, context.options.permissionMode),
      protectedFiles,
      scope: {
        cwd: context.cwd,
        workspaceRoot: context.workspaceRoot,
        additionalDirectories: [...new Set([...context.additionalDirectories, ...additional])],
        outputDir: context.outputDir,
      },
    };
  }

  return {
    async decide(request: PermissionRequest): Promise<FinalPermissionDecision> {
      const { tool, context } = request;
      let call = tool.name;
      try {
        const subject: PermissionSubject = tool.permissionSubject(request.input, context);
        call = describeCall(tool.name, subject, context.cwd);
        if (subject.kind === 'command') await loadBashParser();
        const env = evaluationEnv(context);
        const parts = evaluateCall({ name: tool.name, readOnly: isReadOnlyCall(tool, request.input) }, subject, env);
        return decideFromParts(parts, request, env, call);
      } catch (error) {
        const reason = `the permission check failed (${describeError(error)})`;
        return deny(null, reason, null, call);
      }
    },
    isReadDenied(absolutePath: string, context: ToolUseContext): boolean {
      try {
        const env = evaluationEnv(context);
        const subject: RuleSubject = { kind: 'path', toolName: READ_RULE, access: 'read', absolute: absolutePath, real: realPathOf(absolutePath) };
        return matchRules(env.rules, subject, env.bases)?.behavior === 'deny';
      } catch {
        return true;
      }
    },
  };

  function decideFromParts(parts: readonly PartVerdict[], request: PermissionRequest, env: EvaluationEnv, call: string): FinalPermissionDecision {
    const { hookDecision, toolDecision } = request;
    // A part nothing can permit says the most about the call: no rule would help.
    const denied = parts.find((p) => p.behavior === 'deny' && p.unpermittable) ?? parts.find((p) => p.behavior === 'deny');
    if (denied) return deny(denied.rule, denied.reason, denied.suggestedRule, call, denied.unpermittable);
    if (hookDecision?.behavior === 'deny') {
      return deny(null, `a PreToolUse hook denied it: ${hookDecision.message || 'no reason given'}`, null, call);
    }
    if (toolDecision.behavior === 'deny') {
      return deny(null, `${request.tool.name} refused it: ${toolDecision.message}`, toolDecision.suggestedRule ?? null, call);
    }
    const asking = parts.filter((p) => p.behavior === 'ask');
    const outside = asking.find((p) => p.outsideWorkspace);
    if (outside) return deny(null, outside.reason, null, call, outside.unpermittable ?? OUTSIDE_WORKSPACE);

    const wholeCallAsk = askOf(hookDecision, 'a PreToolUse hook') ?? askOf(toolDecision, request.tool.name);
    const hookAllows = hookDecision?.behavior === 'allow';
    // A hook's allow lifts the asks no rule made; ask rules, the boundary and the tool's own ask stay.
    const open = hookAllows && wholeCallAsk === null ? asking.filter((p) => p.firm) : asking;
    const resolved: string[] = [];
    const overrideRules: string[] = [];
    if (wholeCallAsk !== null) {
      const resolution = resolveAsk(parts.map((p) => p.subject), policy, env);
      const reason = `${wholeCallAsk}; ${resolution.reason}`;
      if (resolution.behavior === 'deny') {
        const suggested = toolDecision.behavior === 'ask' ? (toolDecision.suggestedRule ?? null) : null;
        return deny(resolution.rule, reason, suggested, call);
      }
      resolved.push(reason);
      if (resolution.rule) overrideRules.push(resolution.rule);
    }
    for (const part of open) {
      const resolution = resolveAsk([part.subject], policy, env);
      const reason = `${part.reason}; ${resolution.reason}`;
      if (resolution.behavior === 'deny') return deny(resolution.rule, reason, part.suggestedRule, call);
      resolved.push(reason);
      if (resolution.rule) overrideRules.push(resolution.rule);
    }
    const rule = [uniqueRules(parts.filter((p) => p.behavior === 'allow')), ...new Set(overrideRules)].filter(Boolean).join(', ') || null;
    const liftedList = [...new Set(parts.map((p) => p.liftedProtection).filter((l): l is string => l !== undefined))];
    const lifted = liftedList.length > 0 ? { liftedProtection: liftedList.join(', ') } : {};
    if (resolved.length > 0) return { behavior: 'allow', rule, reason: resolved.join('; '), ...lifted };
    if (hookAllows && asking.length > 0) {
      return { behavior: 'allow', rule, reason: `a PreToolUse hook allowed it${hookDecision.message ? ` (${hookDecision.message})` : ''}`, ...lifted };
    }
    const reasons = [...new Set(parts.map((p) => p.reason))];
    return { behavior: 'allow', rule, reason: reasons.length > 0 ? reasons.join('; ') : 'nothing in it runs', ...lifted };
  }
}

function askOf(decision: PermissionResult | undefined, who: string): string | null {
  if (decision?.behavior !== 'ask') return null;
  return `${who} asked for approval${decision.message ? ` (${decision.message})` : ''}`;
}
