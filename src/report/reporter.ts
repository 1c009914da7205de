import type { SessionEvent } from '../session/events.js';
import type { ReportContext } from './report-context.js';
import type { FinishedReport } from './report-state.js';
import type { SavedOutput, WorkspaceChanges } from './workspace-changes.js';

/**
 * What reporters observe: the session's own events, then what the runner learns once the session
 * has ended (the workspace compared with its start, the saved outputs read back).
 */
export type ReportEvent =
  | SessionEvent
  /** Warnings from preparing the session (policy notices, MCP servers or tools left out), before it starts. */
  | { readonly type: 'setup_warnings'; readonly messages: readonly string[] }
  | { readonly type: 'workspace_changes'; readonly changes: WorkspaceChanges }
  | { readonly type: 'saved_outputs'; readonly outputs: readonly SavedOutput[] };

/** Links a reporter adds for the reporters after it (the artifact's URL once it is uploaded). */
export type ReportLinks = Partial<Pick<ReportContext, 'artifactUrl' | 'artifactNote'>>;

/**
 * One destination of the report: the PR comment, the job summary, the console, the transcript,
 * result.json. The runner calls `onEvent` for every event as it happens (it must not throw; a
 * failure is reported once and the reporter is left out), then `finish` once, in list order.
 */
export interface Reporter {
  /** Named in the warning when it fails. */
  readonly name: string;
  onEvent?(event: ReportEvent): void;
  /** The session is over and the workspace compared: write or post the final report. */
  finish?(report: FinishedReport, context: ReportContext): Promise<ReportLinks | void>;
}
