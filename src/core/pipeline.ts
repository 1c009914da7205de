// The eight steps for one tool_use block, top to bottom: `decideToolUse` runs steps 1–5 (it runs
// nothing, so `tollgate policy check` asks it alone), `runToolUse` all eight. Each step is a named
// function in ./steps/; what is here is the glue.
import type { ToolHooks } from './hook-types.js';
import type { PermissionGate } from './permission-gate.js';
import type { FinalPermissionDecision } from './permission-types.js';
import type { ReportSubject } from './report-subject.js';
import { callTool } from './steps/call-tool.js';
import { lookUpTool } from './steps/lookup.js';
import { mapResult } from './steps/map-result.js';
import { parseInput, reparseInput } from './steps/parse-input.js';
import { decidePermission } from './steps/permission.js';
import { runFailureHooks, runPostHooks } from './steps/post-hooks.js';
import { observe, runPreHooks, type AfterPreHooks } from './steps/pre-hooks.js';
import type { StepFailure } from './steps/step.js';
import { validateSemantics } from './steps/validate-semantics.js';
import { activityOf, isDestructiveCall, reportSubjectOf } from './tool-answers.js';
import type { ToolEventListener } from './tool-events.js';
import { recordOutcome, type OutcomeRecorder, type ToolUseOutcome } from './tool-use-outcome.js';
import type { AnyTool, ToolUseContext } from './tool.js';

/** What steps 1–5 need: the gate, the PreToolUse hooks, and who hears the call and its decision. */
export interface DecisionDeps {
  readonly gate: PermissionGate;
  readonly hooks: ToolHooks;
  readonly onEvent?: ToolEventListener;
}

export interface PipelineDeps extends DecisionDeps {
  readonly now?: () => number;
}

export interface ToolUseBlockLike {
  readonly id: string;
  readonly name: string;
  readonly input: unknown;
}

/**
 * What steps 1–5 made of one tool_use block, before anything runs: the call refused at some step
 * (with the text the model gets), or allowed with the input to call the tool with.
 */
export type ToolUseDecision =
  | {
      readonly kind: 'refused';
      /** The tool's own name once lookup found it, else the name the model used. */
      readonly toolName: string;
      readonly failure: StepFailure;
      readonly observableInput?: Record<string, unknown>;
      /** What the call does, as its tool declared it (once the input parsed). */
      readonly subject?: ReportSubject;
      /** Set when the call was refused on permission grounds (by the gate, or by a tool's validation). */
      readonly decision?: FinalPermissionDecision;
      /** Hooks' added context that goes with the refusal. */
      readonly extraText: readonly string[];
      readonly preventContinuation?: string;
    }
  | {
      readonly kind: 'allowed';
      readonly toolName: string;
      readonly tool: AnyTool;
      readonly callInput: Record<string, unknown>;
      /** A hook or the gate replaced the model's input. */
      readonly userModified: boolean;
      readonly observableInput: Record<string, unknown>;
      readonly subject: ReportSubject;
      readonly decision: Extract<FinalPermissionDecision, { behavior: 'allow' }>;
      /** Hooks' added context, sent after the result. */
      readonly messages: readonly string[];
      readonly preventContinuation?: string;
    };

type Refused = Extract<ToolUseDecision, { kind: 'refused' }>;
type Allowed = Extract<ToolUseDecision, { kind: 'allowed' }>;

function refused(toolName: string, failure: StepFailure, extra: Partial<Omit<Refused, 'kind' | 'toolName' | 'failure'>> = {}): Refused {
  return { kind: 'refused', toolName, failure, extraText: [], ...extra };
}

/**
 * Steps 1–5 for one tool_use block: lookup, schema, semantic validation, PreToolUse hooks,
 * permission. Runs nothing. A session calls it from `runToolUse`; `tollgate policy check` calls it
 * alone, so the answer a maintainer gets is the session's own. Never throws.
 */
export async function decideToolUse(block: ToolUseBlockLike, context: ToolUseContext, deps: DecisionDeps): Promise<ToolUseDecision> {
  const found = lookUpTool(block.name, context);
  if (!found.ok) return refused(block.name, found.failure);
  const tool = found.value;

  const parsed = parseInput(tool, block.input, context);
  if (!parsed.ok) return refused(tool.name, parsed.failure);

  const valid = await validateSemantics(tool, parsed.value, context);
  if (!valid.step.ok) return refused(tool.name, valid.step.failure, valid.decision ? { decision: valid.decision } : {});

  const observableInput = observe(tool, parsed.value, context);
  const subject = reportSubjectOf(tool, parsed.value, context);
  deps.onEvent?.({ type: 'tool_call', toolUseId: block.id, toolName: tool.name, input: observableInput, subject, activity: activityOf(tool, parsed.value) });
  const pre = await runPreHooks({ tool, toolUseId: block.id, input: parsed.value, observableInput }, context, deps.hooks);
  if (!pre.ok) return refused(tool.name, pre.failure, { observableInput, subject });

  return settlePermission(tool, block.id, pre.value, context, deps);
}

/** Step 5 and what follows from it: observers hear the decision, a denial is refused, an allowed call gets its final input. */
async function settlePermission(tool: AnyTool, toolUseId: string, pre: AfterPreHooks, context: ToolUseContext, deps: DecisionDeps): Promise<ToolUseDecision> {
  const { observableInput, messages } = pre;
  const stop = pre.preventContinuation ? { preventContinuation: pre.preventContinuation } : {};
  const { decision, toolInput } = await decidePermission(tool, pre, context, deps.gate);
  const destructive = decision.behavior === 'allow' && isDestructiveCall(tool, pre.callInput);
  const subject = reportSubjectOf(tool, pre.callInput, context);
  deps.onEvent?.({ type: 'permission_decision', toolUseId, toolName: tool.name, input: observableInput, subject, decision, ...(destructive ? { destructive } : {}) });
  if (decision.behavior === 'deny') {
    return refused(tool.name, { step: 'permission', status: 'denied', message: decision.message }, { observableInput, subject, decision, extraText: messages, ...stop });
  }
  let callInput = pre.callInput;
  if (toolInput) {
    const reparsed = reparseInput(tool, toolInput, `${tool.name}'s permission check`);
    if (!reparsed.ok) return refused(tool.name, { step: 'permission', status: 'error', message: reparsed.message }, { observableInput, subject, decision });
    callInput = reparsed.value;
  }
  return { kind: 'allowed', toolName: tool.name, tool, callInput, userModified: pre.userModified, observableInput, subject, decision, messages, ...stop };
}

/**
 * Runs one tool_use block through the eight steps. Never throws: every failure is a
 * `tool_result` with `is_error: true`, so the id is always answered.
 */
export async function runToolUse(block: ToolUseBlockLike, context: ToolUseContext, deps: PipelineDeps): Promise<ToolUseOutcome> {
  const outcome = recordOutcome(block.id, block.name, context, deps);
  if (context.abortController.signal.aborted) {
    return outcome.failed({ step: 'call', status: 'cancelled', message: 'Interrupted: the session was cancelled before this tool ran.' });
  }
  const decided = await decideToolUse(block, context, deps);
  outcome.saw(decided);
  if (decided.kind === 'refused') {
    return outcome.failed(decided.failure, { extraText: decided.extraText, ...(decided.preventContinuation ? { preventContinuation: decided.preventContinuation } : {}) });
  }
  return runAllowed(decided, block.id, context, deps, outcome);
}

/** Steps 6–8 for a call steps 1–5 allowed: the call, the post hooks, the result mapped for the model. */
async function runAllowed(decided: Allowed, toolUseId: string, context: ToolUseContext, deps: PipelineDeps, outcome: OutcomeRecorder): Promise<ToolUseOutcome> {
  const { tool, observableInput } = decided;
  const hooked = { tool, toolUseId, observableInput };

  const called = await callTool({ tool, toolUseId, input: decided.callInput, userModified: decided.userModified, judged: decided.decision }, context, deps.onEvent);
  if (!called.ok) {
    // A cancelled call is not a failure of the tool's (Claude Code does not run the hooks on an interrupt).
    const after = called.failure.status === 'error' ? await runFailureHooks(hooked, called.failure.message, context, deps.hooks) : null;
    const preventContinuation = decided.preventContinuation ?? after?.preventContinuation;
    return outcome.failed(called.failure, {
      extraText: [...decided.messages, ...(after?.messages ?? [])],
      ...(preventContinuation ? { preventContinuation } : {}),
    });
  }
  const result = called.value;

  const post = await runPostHooks(hooked, result, context, deps.hooks);
  const preventContinuation = decided.preventContinuation ?? post.preventContinuation;
  const kept = {
    extraText: [...decided.messages, ...(result.newMessages ?? []), ...post.messages],
    ...(result.refusals && result.refusals.length > 0 ? { refusals: result.refusals } : {}),
    ...(result.contextModifier ? { contextModifier: result.contextModifier } : {}),
    ...(preventContinuation ? { preventContinuation } : {}),
  };
  if (post.blocked !== undefined) {
    return outcome.failed({ step: 'post_hook', status: 'error', message: `Blocked by a PostToolUse hook: ${post.blocked}` }, kept);
  }

  const mapped = await mapResult(tool, toolUseId, post.output, context);
  if (!mapped.ok) return outcome.failed(mapped.failure, kept);
  const persistedPath = mapped.value.persistedPath ?? result.persistedOutputPath;
  return outcome.finish({ block: mapped.value.block, status: mapped.value.block.is_error ? 'error' : 'success', ...kept, ...(persistedPath ? { persistedPath } : {}) });
}
