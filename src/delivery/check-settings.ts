import { createChangeCheck, type ProtectedFile } from '../permissions/index.js';
import type { Policy } from '../policy/index.js';
import type { ChangeCheckSettings } from './change-checks.js';
import { guardSettings } from './landing-guard.js';

export interface CheckSettingsInput {
  /** The policy in force (the trusted one): its `changes` block and the rules that lift protected paths. */
  readonly policy: Policy;
  /** The repository root paths are judged under. */
  readonly root: string;
  /** The session's own protected files (the policy file, the MCP config). */
  readonly protectedFiles: readonly ProtectedFile[];
}

/**
 * The one way the checks before a landing are set up, for the action's run, its apply job and
 * `tollgate apply --dry-run` alike. The mode governs tool calls; a landing is judged by the rules,
 * the protected paths, the limits and the guard alone.
 */
export function changeCheckSettings(input: CheckSettingsInput): ChangeCheckSettings {
  const { policy } = input;
  return {
    limits: policy.changes,
    guard: guardSettings(policy.changes.guard, policy.changes.guard_allow),
    checkWrite: createChangeCheck({ policy, allowBypass: true, policyRoot: input.root, protectedFiles: input.protectedFiles }),
    root: input.root,
  };
}
