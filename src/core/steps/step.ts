import type { PipelineStep } from '../tool-error.js';
import type { ToolCallStatus } from '../tool-events.js';

/** Why a call ended at a step: the step, how the report counts it, and the text the model gets. */
export interface StepFailure {
  readonly step: PipelineStep;
  readonly status: ToolCallStatus;
  readonly message: string;
}

/** A step either hands on a value or ends the call with a result the model can act on. */
export type Step<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: StepFailure };

export const ok = <T>(value: T): Step<T> => ({ ok: true, value });

export const fail = (step: PipelineStep, message: string, status: ToolCallStatus = 'error'): Step<never> => ({
  ok: false,
  failure: { step, status, message },
});
