import type { FinalPermissionDecision, PermissionResult } from './permission-types.js';
import type { AnyTool, ToolUseContext } from './tool.js';

export interface PermissionRequest {
  readonly tool: AnyTool;
  /** The input the tool will be called with. */
  readonly input: Record<string, unknown>;
  /** The backfilled clone (absolute paths and the like) that rules and reports see. */
  readonly observableInput: Record<string, unknown>;
  readonly context: ToolUseContext;
  /** A PreToolUse hook's decision, when one was made. */
  readonly hookDecision?: PermissionResult;
  /** The tool's own `checkPermissions` answer. */
  readonly toolDecision: PermissionResult;
}

/** Step 5 of the pipeline: the policy, its modes and rules, resolving every "ask" without a human. */
export interface PermissionGate {
  decide(request: PermissionRequest): Promise<FinalPermissionDecision>;
  /** True when a deny rule covers reading this absolute path (search tools hide such files). */
  isReadDenied?(absolutePath: string, context: ToolUseContext): boolean;
  /** The same verdict for many paths in one context (its roots resolved once): the walk for the contents of denied files. */
  readDenialTest?(context: ToolUseContext): ReadDenialTest;
}

/** Whether a deny rule covers reading `absolutePath`; `realPath`, when the caller knows it, saves resolving it again. */
export type ReadDenialTest = (absolutePath: string, realPath?: string) => boolean;
