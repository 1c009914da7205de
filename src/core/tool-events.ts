import type { FinalPermissionDecision } from './permission-types.js';
import type { ReportSubject } from './report-subject.js';
import type { PipelineStep } from './tool-error.js';

export type ToolCallStatus = 'success' | 'error' | 'denied' | 'cancelled';

/** What the pipeline reports as a call goes; the session forwards these to reporters. */
export type ToolEvent =
  | {
      readonly type: 'tool_call';
      readonly toolUseId: string;
      readonly toolName: string;
      readonly input: Record<string, unknown>;
      /** What the call does, as its tool declares it. */
      readonly subject: ReportSubject;
      readonly activity: string;
    }
  | {
      readonly type: 'permission_decision';
      readonly toolUseId: string;
      readonly toolName: string;
      readonly input: Record<string, unknown>;
      readonly decision: FinalPermissionDecision;
      /** What the call does, as its tool declares it from the input the hooks left. */
      readonly subject: ReportSubject;
      /** The allowed call may destroy work that cannot be got back (the tool's `isDestructive`): the report flags its row. */
      readonly destructive?: true;
    }
  | {
      readonly type: 'tool_progress';
      readonly toolUseId: string;
      readonly toolName: string;
      readonly data: unknown;
    }
  | {
      readonly type: 'tool_result';
      readonly toolUseId: string;
      readonly toolName: string;
      readonly status: ToolCallStatus;
      readonly failedStep?: PipelineStep;
      /** What the model received (a preview when the result was persisted). */
      readonly content: string;
      readonly durationMs: number;
      readonly persistedPath?: string;
    };

export type ToolEventListener = (event: ToolEvent) => void;
