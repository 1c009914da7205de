import type { SessionEvent } from '../session/events.js';
import type { RunConfigSummary } from './config-notice.js';
import type { DeliveryOutcome } from './delivery-outcome.js';
import type { SavedOutput, WorkspaceChanges } from './workspace-changes.js';

/**
 * What reporters observe: the session's own events, then what the runner learns once the session
 * has ended (the workspace compared with its start, the saved outputs read back, the change landed).
 */
export type ReportEvent =
  | SessionEvent
  /** Where the run's configuration came from and what the working tree changed of it, before the session starts. */
  | { readonly type: 'run_config'; readonly config: RunConfigSummary }
  /** Warnings from preparing the session (policy notices, MCP servers or tools left out), before it starts. */
  | { readonly type: 'setup_warnings'; readonly messages: readonly string[] }
  | { readonly type: 'workspace_changes'; readonly changes: WorkspaceChanges }
  | { readonly type: 'saved_outputs'; readonly outputs: readonly SavedOutput[] }
  /** What became of the change after the session: landed, kept in the artifact, or refused. */
  | { readonly type: 'delivery'; readonly outcome: DeliveryOutcome };
