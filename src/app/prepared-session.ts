import type { SecretList } from '../core/redact.js';
import type { LoadedPolicy } from '../policy/index.js';
import type { RunConfigSummary } from '../report/config-notice.js';
import type { SessionEventListener, SessionRun } from '../session/index.js';
import type { DeferredWork } from './deferred-work.js';

/** A session ready to start: its policy loaded and its secrets known, so they can be masked first. */
export interface PreparedSession {
  readonly policy: LoadedPolicy;
  /** Every value to redact: the known secrets, the policy's and the MCP servers'; the contents of denied files join it beside the first model request. */
  readonly secrets: SecretList;
  readonly maxBudgetUsd: number;
  readonly maxTurns: number;
  /** What preparing warned about (policy notices, MCP servers that failed), also given to `onWarning`: the report lists them. */
  readonly warnings: readonly string[];
  /** Where the configuration came from and what the working tree changed of it: the report says so first. */
  readonly config: RunConfigSummary;
  /**
   * What runs beside the first model request (the sandbox started and checked; the caller adds the
   * workspace snapshot): started once that request is on its way, awaited before the first tool.
   * Absent for a session that opens nothing (a refused configuration).
   */
  readonly deferred?: DeferredWork;
  start(onEvent: SessionEventListener): SessionRun;
  /** Releases what preparing opened (MCP servers, the command runner's processes, the sandbox), every one even when one fails; throws naming each failure. */
  close(): Promise<void>;
}
