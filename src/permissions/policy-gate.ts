import { homedir } from 'node:os';
import { resolve } from 'node:path';
import type { ToolUseContext } from '../core/context.js';
import type { FinalPermissionDecision, PermissionGate, PermissionMode, PermissionRequest, PermissionResult } from '../core/permission-types.js';
import { PolicyError } from '../policy/policy-error.js';
import type { Policy } from '../policy/schema.js';
import { loadBashParser } from './bash/parser.js';
import { evaluateCall } from './evaluate-call.js';
import { describeCall, denialMessage } from './denial-message.js';
import { resolveAsk } from './resolve-ask.js';
import { compileRules, matchRules, type RuleSet } from './rules/rule-set.js';
import { RuleSyntaxError } from './rules/parse-rule.js';
import type { MatchBases, RuleSubject } from './rules/rule-subject.js';
import type { EvaluationEnv, PartVerdict } from './verdict.js';
import { realPathOf } from './workspace-paths.js';

export interface PolicyGateOptions {
  readonly policy: Policy;
  /** The workflow's `allow_bypass: true`: without it a `bypassPermissions` policy is refused. */
  readonly allowBypass: boolean;
  /** Where `/x` rules and relative `additionalDirectories` start: the workspace root. */
  readonly policyRoot: string;
  readonly homeDir?: string;
}

/** The stricter of the policy's mode and the session's: a session in plan or dontAsk stays there. */
function effectiveMode(policyMode: PermissionMode, contextMode: PermissionMode): PermissionMode {
  if (contextMode === 'plan' || contextMode === 'dontAsk') return contextMode;
  return policyMode;
}

function deny(rule: string | null, reason: string, suggestedRule: string | null, call: string): FinalPermissionDecision {
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
  if (policy.permissions.defaultMode === 'bypassPermissions' && !options.allowBypass) {
    throw new PolicyError(
      "permissions.defaultMode: bypassPermissions is refused unless the workflow sets the input 'allow_bypass: true'",
    );
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
  const additional = policy.permissions.additionalDirectories.map((dir) =>
    dir.startsWith('~/') ? resolve(homeDir, dir.slice(2)) : resolve(policyRoot, dir),
  );

  function evaluationEnv(context: ToolUseContext): EvaluationEnv {
    const bases: MatchBases = {
      literal: { cwd: context.cwd, policyRoot, homeDir },
      real: { cwd: realPathOf(context.cwd), policyRoot: realPathOf(policyRoot), homeDir: realPathOf(homeDir) },
    };
    return {
      rules,
      bases,
      mode: effectiveMode(policy.permissions.defaultMode, context.options.permissionMode),
      scope: {
        cwd: context.cwd,
        workspaceRoot: context.workspaceRoot,
        additionalDirectories: [...context.additionalDirectories, ...additional],
        outputDir: context.outputDir,
      },
    };
  }

  return {
    async decide(request: PermissionRequest): Promise<FinalPermissionDecision> {
      const { tool, context } = request;
      const call = describeCall(tool.name, request.observableInput);
      try {
        if (tool.name === 'Bash') await loadBashParser();
        const env = evaluationEnv(context);
        const parts = evaluateCall(tool, request.input, request.observableInput, env);
        return decideFromParts(parts, request, env, call);
      } catch (error) {
        const reason = `the permission check failed (${error instanceof Error ? error.message : String(error)})`;
        return deny(null, reason, null, call);
      }
    },
    isReadDenied(absolutePath: string, context: ToolUseContext): boolean {
      try {
        const env = evaluationEnv(context);
        const subject: RuleSubject = { kind: 'path', toolName: 'Read', access: 'read', absolute: absolutePath, real: realPathOf(absolutePath) };
        return matchRules(env.rules, subject, env.bases)?.behavior === 'deny';
      } catch {
        return true;
      }
    },
  };

  function decideFromParts(parts: readonly PartVerdict[], request: PermissionRequest, env: EvaluationEnv, call: string): FinalPermissionDecision {
    const { hookDecision, toolDecision } = request;
    const denied = parts.find((p) => p.behavior === 'deny');
    if (denied) return deny(denied.rule, denied.reason, denied.suggestedRule, call);
    if (hookDecision?.behavior === 'deny') {
      return deny(null, `a PreToolUse hook denied it: ${hookDecision.message || 'no reason given'}`, null, call);
    }
    if (toolDecision.behavior === 'deny') {
      return deny(null, `${request.tool.name} refused it: ${toolDecision.message}`, toolDecision.suggestedRule ?? null, call);
    }
    const asking = parts.filter((p) => p.behavior === 'ask');
    const outside = asking.find((p) => p.outsideWorkspace);
    if (outside) return deny(null, outside.reason, null, call);

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
    if (resolved.length > 0) return { behavior: 'allow', rule, reason: resolved.join('; ') };
    if (hookAllows && asking.length > 0) return { behavior: 'allow', rule, reason: 'a PreToolUse hook allowed it' };
    const reasons = [...new Set(parts.map((p) => p.reason))];
    return { behavior: 'allow', rule, reason: reasons.length > 0 ? reasons.join('; ') : 'nothing in it runs' };
  }
}

function askOf(decision: PermissionResult | undefined, who: string): string | null {
  if (decision?.behavior !== 'ask') return null;
  return `${who} asked for approval${decision.message ? ` (${decision.message})` : ''}`;
}
