import type { ProcessRefusal } from './command-runner.js';
import type { FinalPermissionDecision } from './permission-types.js';
import type { ReportSubject } from './report-subject.js';
import { resultText } from './large-result.js';
import { redactBlock } from './steps/map-result.js';
import type { StepFailure } from './steps/step.js';
import { toolErrorBlock, type PipelineStep } from './tool-error.js';
import type { ToolCallStatus, ToolEventListener } from './tool-events.js';
import type { ToolResultBlock } from './tool-result-block.js';
import type { ToolUseContext } from './tool.js';

export interface ToolUseOutcome {
  readonly toolUseId: string;
  readonly toolName: string;
  /** Exactly one per tool_use id. */
  readonly block: ToolResultBlock;
  readonly status: ToolCallStatus;
  readonly failedStep?: PipelineStep;
  /** Text for the model after the result: the tool's `newMessages` and hooks' added context. */
  readonly extraText: readonly string[];
  readonly contextModifier?: (context: ToolUseContext) => ToolUseContext;
  /** A hook asked to end the session after this batch. */
  readonly preventContinuation?: string;
  readonly observableInput?: Record<string, unknown>;
  /** What the call does, as its tool declared it (absent when refused before its input parsed). */
  readonly subject?: ReportSubject;
  readonly decision?: FinalPermissionDecision;
  readonly persistedPath?: string;
  /** What the call's confinement refused (the tool's `refusals`). */
  readonly refusals?: readonly ProcessRefusal[];
  readonly durationMs: number;
}

/** What the step that ends a call gives its outcome; the recorder adds the rest. */
export type OutcomeFields = Omit<ToolUseOutcome, 'toolUseId' | 'toolName' | 'durationMs' | 'observableInput' | 'subject' | 'decision'>;
/** What goes with an error result besides its text: hooks' context, `continue: false`, the tool's refusals. */
export type FailureExtras = Partial<Omit<OutcomeFields, 'block' | 'status' | 'failedStep'>>;

/**
 * Builds the one outcome of a call, however early it ends: with what observers have seen so far
 * (the observable input, the decision), its text redacted, and the `tool_result` event sent.
 */
export interface OutcomeRecorder {
  /** Steps 1–5 named the tool and saw the input and the decision. */
  saw(seen: { readonly toolName: string; readonly observableInput?: Record<string, unknown>; readonly subject?: ReportSubject; readonly decision?: FinalPermissionDecision }): void;
  finish(result: OutcomeFields): ToolUseOutcome;
  /** The call ended at a step with an error result. */
  failed(failure: StepFailure, extras?: FailureExtras): ToolUseOutcome;
}

export function recordOutcome(
  toolUseId: string,
  modelToolName: string,
  context: ToolUseContext,
  deps: { readonly onEvent?: ToolEventListener; readonly now?: () => number },
): OutcomeRecorder {
  const now = deps.now ?? Date.now;
  const started = now();
  let toolName = modelToolName;
  const observed: { input?: Record<string, unknown>; subject?: ReportSubject; decision?: FinalPermissionDecision } = {};

  const finish: OutcomeRecorder['finish'] = (result) => {
    const outcome: ToolUseOutcome = {
      ...result,
      // Error texts carry hook output and thrown messages: they reach the model too.
      block: redactBlock(result.block, context.redact),
      extraText: result.extraText.map((text) => context.redact(text)),
      toolUseId,
      toolName,
      durationMs: now() - started,
      ...(observed.input ? { observableInput: observed.input } : {}),
      ...(observed.subject ? { subject: observed.subject } : {}),
      ...(observed.decision ? { decision: observed.decision } : {}),
    };
    deps.onEvent?.({
      type: 'tool_result',
      toolUseId,
      toolName,
      status: outcome.status,
      content: resultText(outcome.block),
      durationMs: outcome.durationMs,
      ...(outcome.failedStep ? { failedStep: outcome.failedStep } : {}),
      ...(outcome.persistedPath ? { persistedPath: outcome.persistedPath } : {}),
    });
    return outcome;
  };

  return {
    saw(seen) {
      toolName = seen.toolName;
      if (seen.observableInput) observed.input = seen.observableInput;
      if (seen.subject) observed.subject = seen.subject;
      if (seen.decision) observed.decision = seen.decision;
    },
    finish,
    failed: (failure, extras = {}) =>
      finish({ extraText: [], ...extras, block: toolErrorBlock(toolUseId, failure.message), status: failure.status, failedStep: failure.step }),
  };
}
