import type { FinalPermissionDecision } from '../../core/permission-types.js';
import type { Tools } from '../../core/tool.js';
import { builtinTools } from '../../tools/index.js';
import { policySchema, type Policy } from '../../policy/schema.js';
import type { RecordedPolicy } from '../../report/recorded-policy.js';
import { createPolicyDecider, type PolicyDecider } from '../policy-decider.js';
import { sessionProtectedFiles } from '../prepare-session.js';
import { localCall } from './local-call.js';
import type { RecordedCall, RecordedRun } from './recorded-run.js';

/** The files a run protected by being its configuration (its policy file, its MCP config). */
export interface RunProtection {
  readonly file: string | null;
  readonly mcp_config_file: string | null;
}

/** A run that records no policy protected the default policy file only, as every run does. */
const DEFAULT_PROTECTION: RunProtection = { file: null, mcp_config_file: null };

export function protectionOf(run: RecordedRun): RunProtection {
  return run.policy ?? DEFAULT_PROTECTION;
}

/** The policy a run recorded, as the gate takes it (every other key at its default: the gate reads none). */
export function recordedPolicyOf(recorded: RecordedPolicy): Policy {
  return policySchema.parse({ permissions: recorded.permissions, non_interactive: recorded.non_interactive });
}

export interface CallJudgeOptions {
  /** This workspace: the runs' paths are judged under it, relative as they were under theirs. */
  readonly root: string;
  /** What a session's commands would see (Bash expands variables from it); never this job's secrets. */
  readonly env: NodeJS.ProcessEnv;
  /** Tools a run may have had beside the built-in ones (the action's GitHub tools): judged, never called. */
  readonly tools?: Tools;
}

/**
 * Judges recorded calls under a policy with the session's own steps 1–5 (`createPolicyDecider`:
 * the real tools, the real gate), statically: the run's mode, its protected files, its working
 * directory at each call, nothing executed, no hook run. Throws PolicyError when the policy's rules
 * do not compile.
 */
export function createCallJudge(policy: Policy, options: CallJudgeOptions) {
  const deciders = new Map<string, PolicyDecider>();
  const deciderFor = (protection: RunProtection): PolicyDecider => {
    const key = JSON.stringify([protection.file, protection.mcp_config_file]);
    let decider = deciders.get(key);
    if (!decider) {
      const policyFile = protection.file === null ? undefined : ({ kind: 'path', path: protection.file } as const);
      const protectedFiles = sessionProtectedFiles(options.root, policyFile, protection.mcp_config_file ?? undefined);
      const tools = [...builtinTools(), ...(options.tools ?? [])];
      decider = createPolicyDecider({ policy, cwd: options.root, withHooks: false, protectedFiles, env: options.env, recorded: true, tools });
      deciders.set(key, decider);
    }
    return decider;
  };
  // Made now, so rules that do not compile throw here rather than at the first call.
  deciderFor(DEFAULT_PROTECTION);
  return {
    judge(call: RecordedCall, run: RecordedRun): Promise<FinalPermissionDecision> {
      const local = localCall(call, run.workspaceRoot, options.root);
      return deciderFor(protectionOf(run)).decide({ tool: local.tool, input: local.input }, local.cwd);
    },
  };
}

export type CallJudge = ReturnType<typeof createCallJudge>;
