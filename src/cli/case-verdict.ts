import type { ToolUseDecision } from '../core/pipeline.js';
import type { PipelineStep } from '../core/tool-error.js';

/**
 * What `policy test` got for one case: `allow` and `deny` are the policy's answers (its rules, its
 * mode, a protected path, a hook); `error` is a call refused before the policy was asked (an unknown
 * tool, an input the schema refuses, a file that does not exist), which proves nothing about the policy.
 */
export type CaseOutcome = 'allow' | 'deny' | 'error';

export interface CaseVerdict {
  readonly got: CaseOutcome;
  /** Why, in a few words: the rule or the mode that decided, or where the call failed and with what. */
  readonly why: string;
}

const BEFORE_THE_POLICY: Partial<Record<PipelineStep, string>> = {
  lookup: 'no such tool',
  schema: 'the input does not fit the tool',
  validation: "the tool's own check",
};

const oneLine = (text: string) => text.replace(/<\/?tool_use_error>/g, '').replace(/\s+/g, ' ').trim();

/** The decision steps 1–5 made for a case, read as the policy's answer or as a failure before it. */
export function caseVerdict(decided: ToolUseDecision): CaseVerdict {
  if (decided.kind === 'allowed') {
    const { rule, reason } = decided.decision;
    return { got: 'allow', why: rule ? `allowed by rule ${rule}` : oneLine(reason) };
  }
  const { decision, failure } = decided;
  // A refusal on permission grounds is the policy's, whichever step made it (the gate, a tool's path check).
  if (decision?.behavior === 'deny') {
    const why = decision.unpermittable ? `${oneLine(decision.reason)} (nothing can permit this: ${decision.unpermittable})` : oneLine(decision.reason);
    return { got: 'deny', why };
  }
  if (failure.step === 'pre_hook') return { got: 'deny', why: `a PreToolUse hook blocked it: ${oneLine(failure.message)}` };
  const where = BEFORE_THE_POLICY[failure.step] ?? failure.step;
  return { got: 'error', why: `failed before the policy was asked (${where}): ${oneLine(failure.message)}` };
}
