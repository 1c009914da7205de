import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { describeError } from '../core/describe-error.js';
import type { PermissionGate, PermissionRequest, ReadDenialTest } from '../core/permission-gate.js';
import { effectiveMode, modeProfile } from '../core/permission-modes.js';
import type { FinalPermissionDecision, PermissionSubject } from '../core/permission-types.js';
import { isReadOnlyCall } from '../core/tool-answers.js';
import type { ToolUseContext } from '../core/tool.js';
import { resolveAdditionalDirectories } from '../policy/additional-directories.js';
import { RuleSyntaxError, type PermissionRule } from '../policy/parse-rule.js';
import { PolicyError } from '../policy/policy-error.js';
import { EDIT_RULE, READ_RULE } from '../policy/rule-names.js';
import type { Policy } from '../policy/schema.js';
import { loadBashParser } from './bash/parser.js';
import { describeCall } from './denial-message.js';
import { evaluateCall } from './evaluate-call.js';
import { deny, finalDecision } from './final-decision.js';
import type { ProtectedFile } from './protected-writes.js';
import { compileRules, firstMatch, matchRules, type RuleSet } from './rules/rule-set.js';
import type { MatchBases, RuleSubject } from './rules/rule-subject.js';
import { pathRuleGoverns } from './rules/path-rule-access.js';
import { protectedWrite } from './path-verdict.js';
import { createLineCache, type EvaluationEnv } from './verdict.js';
import { realPathOf, rootResolver } from './workspace-paths.js';

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

/** What the gate fixes once, from the policy: its rules, where paths start, what no call may write. */
interface GateSetup {
  readonly policy: Policy;
  readonly rules: RuleSet;
  readonly policyRoot: string;
  readonly homeDir: string;
  readonly additionalDirectories: readonly string[];
  readonly protectedFiles: readonly ProtectedFile[];
  /** The real locations of roots, resolved once a session. */
  readonly realRoots: (roots: readonly string[]) => readonly string[];
  /** The deny rules that can cover reading a file: without any, nothing is read-denied and no path needs resolving. */
  readonly readDenyRules: readonly PermissionRule[];
}

/** Throws PolicyError for a mode the workflow did not opt in to, or a rule that does not parse. */
function gateSetup(options: PolicyGateOptions): GateSetup {
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
  // Matched as given and where symlinks really lead.
  const protectedFiles = (options.protectedFiles ?? []).flatMap((file) => {
    const path = resolve(policyRoot, file.path);
    const real = realPathOf(path);
    return real === path ? [{ ...file, path }] : [{ ...file, path }, { ...file, path: real }];
  });
  const additionalDirectories = resolveAdditionalDirectories(policy.permissions.additionalDirectories, policyRoot, homeDir);
  const readDenyRules = rules.deny.filter((rule) => pathRuleGoverns(rule, 'read', READ_RULE, 'deny'));
  return { policy, rules, policyRoot, homeDir, additionalDirectories, protectedFiles, realRoots: rootResolver(), readDenyRules };
}

/** Everything the evaluation of one call needs: the rules, the bases paths are matched from, the mode and the scope now. */
function evaluationEnv(setup: GateSetup, context: ToolUseContext): EvaluationEnv {
  const { policyRoot, homeDir } = setup;
  const [realPolicyRoot = policyRoot, realHome = homeDir] = setup.realRoots([policyRoot, homeDir]);
  const bases: MatchBases = {
    literal: { cwd: context.cwd, policyRoot, homeDir },
    real: { cwd: realPathOf(context.cwd), policyRoot: realPolicyRoot, homeDir: realHome },
  };
  const additionalDirectories = [...new Set([...context.additionalDirectories, ...setup.additionalDirectories])];
  const roots = [context.workspaceRoot, ...additionalDirectories].map((root) => resolve(context.cwd, root));
  return {
    rules: setup.rules,
    bases,
    mode: effectiveMode(setup.policy.permissions.defaultMode, context.options.permissionMode),
    protectedFiles: setup.protectedFiles,
    scope: { cwd: context.cwd, workspaceRoot: context.workspaceRoot, additionalDirectories, outputDir: context.outputDir, homeDir, realRoots: setup.realRoots(roots) },
    lineCache: createLineCache(),
  };
}

/**
 * Step 5 of the pipeline for CI: deny rules, a hook's or the tool's deny, ask rules, a
 * hook's or the tool's ask, allow rules, the mode; every remaining ask resolved by the
 * policy's `non_interactive` section. Never returns "ask", never waits.
 */
export function createPolicyGate(options: PolicyGateOptions): PermissionGate {
  const setup = gateSetup(options);
  // A search asks about each file it found in one context: the context's bases are resolved once for all.
  const readTests = new WeakMap<ToolUseContext, ReadDenialTest>();
  return {
    async decide(request: PermissionRequest): Promise<FinalPermissionDecision> {
      const { tool, context } = request;
      let call = tool.name;
      try {
        const subject: PermissionSubject = tool.permissionSubject(request.input, context);
        call = describeCall(tool.name, subject, context.cwd);
        if (subject.kind === 'command') await loadBashParser();
        const env = evaluationEnv(setup, context);
        const parts = evaluateCall({ name: tool.name, readOnly: isReadOnlyCall(tool, request.input) }, subject, env);
        return finalDecision(parts, request, setup.policy, env, call);
      } catch (error) {
        return deny(null, `the permission check failed (${describeError(error)})`, null, call);
      }
    },
    isReadDenied(absolutePath: string, context: ToolUseContext): boolean {
      let test = readTests.get(context);
      if (!test) readTests.set(context, (test = readDenialTest(setup, context)));
      return test(absolutePath);
    },
    readDenialTest(context: ToolUseContext): ReadDenialTest {
      return readDenialTest(setup, context);
    },
  };
}

/** The deny rules' verdict on reading paths in one context, its bases resolved once; an error denies. */
function readDenialTest(setup: GateSetup, context: ToolUseContext): ReadDenialTest {
  if (setup.readDenyRules.length === 0) return () => false;
  let env: EvaluationEnv;
  try {
    env = evaluationEnv(setup, context);
  } catch {
    return () => true;
  }
  return (absolutePath, realPath) => {
    try {
      const subject: RuleSubject = { kind: 'path', toolName: READ_RULE, access: 'read', absolute: absolutePath, real: realPath ?? realPathOf(absolutePath) };
      return firstMatch(setup.readDenyRules, subject, 'deny', env.bases) !== null;
    } catch {
      return true;
    }
  };
}

/** What the gate says of a change to one file, judged as a file tool's write of it. */
export type ChangeVerdict =
  | { readonly allowed: true; readonly liftedBy: { readonly rule: string; readonly what: string } | null }
  | { readonly allowed: false; readonly by: 'deny_rule' | 'protected'; readonly reason: string; readonly liftingRule: string | null };

/**
 * The gate's own judgement of a change to a file of the workspace, for what lands after the session:
 * a deny rule that covers writing it, or a protected path (the policy file, the MCP config among
 * them) that only an allow rule naming it lifts, exactly as for a file tool's write. Paths are taken
 * as given (no symlink followed): the change is to the repository, not to this disk.
 */
export function createChangeCheck(options: PolicyGateOptions): (absolutePath: string) => ChangeVerdict {
  const setup = gateSetup(options);
  const { policyRoot, homeDir } = setup;
  const bases: MatchBases = { literal: { cwd: policyRoot, policyRoot, homeDir }, real: { cwd: policyRoot, policyRoot, homeDir } };
  const env: EvaluationEnv = {
    rules: setup.rules,
    bases,
    mode: setup.policy.permissions.defaultMode,
    protectedFiles: setup.protectedFiles,
    scope: { cwd: policyRoot, workspaceRoot: policyRoot, additionalDirectories: [], homeDir },
  };
  return (absolutePath) => {
    const subject = (toolName: string) => ({ kind: 'path', toolName, access: 'write', absolute: absolutePath, real: absolutePath }) as const;
    const denied = matchRules(env.rules, subject(EDIT_RULE), env.bases);
    if (denied?.behavior === 'deny') return { allowed: false, by: 'deny_rule', reason: `the policy denies writing it (rule ${denied.rule.text})`, liftingRule: null };
    // `Edit(...)` rules cover every write; a `Write(...)` rule naming the path lifts it for the Write tool, so for a landing too.
    let guarded = protectedWrite(subject(EDIT_RULE), env, true);
    if (guarded.refused) {
      const byWrite = protectedWrite(subject('Write'), env, true);
      if (byWrite.lifted) guarded = byWrite;
    }
    if (guarded.lifted) return { allowed: true, liftedBy: guarded.lifted };
    if (guarded.refused) return { allowed: false, by: 'protected', reason: `it is ${guarded.refused.unpermittable ?? 'a protected path'}`, liftingRule: guarded.refused.liftingRule ?? null };
    return { allowed: true, liftedBy: null };
  };
}
