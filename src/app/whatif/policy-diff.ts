import { describeError } from '../../core/describe-error.js';
import type { FinalPermissionDecision } from '../../core/permission-types.js';
import { loadBashParser } from '../../permissions/index.js';
import { PolicyError } from '../../policy/policy-error.js';
import type { Policy } from '../../policy/schema.js';
import { createCallJudge, recordedPolicyOf, type CallJudgeOptions } from './call-judge.js';
import type { RecordedRun } from './recorded-run.js';

export type Behavior = 'allow' | 'deny';

/** A call the two policies decide differently. */
export interface Flip {
  readonly file: string;
  readonly toolUseId: string;
  readonly tool: string;
  /** As the model sent it (the run's paths). */
  readonly input: Record<string, unknown>;
  readonly before: Behavior;
  readonly after: Behavior;
  /** The rule responsible: the one that decides it now, else the one that decided it before (and is gone). */
  readonly rule: string | null;
  /** Why the new policy decides it so. */
  readonly reason: string;
}

/** How often each way the decisions change: `tighten` (allowed, now denied) and `loosen`. */
export type FlipWay = 'tighten' | 'loosen';

export function wayOf(flip: Pick<Flip, 'before' | 'after'>): FlipWay {
  return flip.before === 'allow' ? 'tighten' : 'loosen';
}

export interface PolicyDiff {
  /** Calls judged under both policies. */
  readonly calls: number;
  /** Runs judged. */
  readonly runs: number;
  readonly flips: readonly Flip[];
  /** Runs (and calls) not judged, each with why (no policy recorded and no base given, a recorded policy that does not compile). */
  readonly skipped: readonly string[];
}

export interface DiffInput extends CallJudgeOptions {
  readonly runs: readonly RecordedRun[];
  /** The policy before; null: the one each run recorded. */
  readonly base: Policy | null;
  readonly after: Policy;
}

function responsibleRule(before: FinalPermissionDecision, after: FinalPermissionDecision): string | null {
  return after.rule ?? before.rule ?? null;
}

/**
 * Every recorded call decided under the base policy and under the new one with the live gate,
 * statically; the calls whose decision changes, in the order of the runs. Throws PolicyError when
 * the new or the given base policy does not compile (a run's own recorded policy that does not
 * compile skips that run).
 */
export async function diffPolicies(input: DiffInput): Promise<PolicyDiff> {
  await loadBashParser();
  const options = { root: input.root, env: input.env, ...(input.tools ? { tools: input.tools } : {}) };
  const after = createCallJudge(input.after, options);
  const givenBase = input.base === null ? null : createCallJudge(input.base, options);
  const flips: Flip[] = [];
  const skipped: string[] = [];
  let calls = 0;
  let runs = 0;
  for (const run of input.runs) {
    let base = givenBase;
    if (base === null) {
      if (run.policy === null) {
        skipped.push(`${run.file}: the transcript records no policy (a run from before Tollgate recorded it); give the policy it ran with as --base`);
        continue;
      }
      try {
        base = createCallJudge(recordedPolicyOf(run.policy), options);
      } catch (error) {
        if (!(error instanceof PolicyError)) throw error;
        skipped.push(`${run.file}: the policy it recorded cannot be used (${error.message})`);
        continue;
      }
    }
    runs += 1;
    for (const call of run.calls) {
      let was: FinalPermissionDecision;
      let now: FinalPermissionDecision;
      try {
        was = await base.judge(call, run);
        now = await after.judge(call, run);
      } catch (error) {
        // The gate never throws; what does is the recorded data (a hostile input): that call is left out.
        skipped.push(`${run.file}: ${call.toolUseId} could not be judged (${describeError(error)})`);
        continue;
      }
      calls += 1;
      if (was.behavior === now.behavior) continue;
      flips.push({ file: run.file, toolUseId: call.toolUseId, tool: call.tool, input: call.input, before: was.behavior, after: now.behavior, rule: responsibleRule(was, now), reason: now.reason });
    }
  }
  return { calls, runs, flips, skipped };
}
