import type { AnyTool } from './tool.js';
import type { ToolUseContext } from './context.js';

export type PermissionMode = 'default' | 'acceptEdits' | 'plan' | 'dontAsk' | 'bypassPermissions';

/** Why a decision was made; shown to the model and in the report. */
export type DecisionReason =
  | { type: 'rule'; rule: string; ruleBehavior: 'allow' | 'deny' | 'ask' }
  | { type: 'mode'; mode: PermissionMode }
  | { type: 'hook'; hook: string; reason?: string }
  | { type: 'tool'; reason: string }
  | { type: 'policy'; reason: string }
  | { type: 'workspace'; reason: string }
  | { type: 'error'; reason: string };

/** A tool's or a hook's own view of a call, before the policy resolves it. */
export type PermissionResult =
  | { behavior: 'allow'; updatedInput?: Record<string, unknown>; reason?: DecisionReason }
  | { behavior: 'deny'; message: string; reason?: DecisionReason; suggestedRule?: string }
  | { behavior: 'ask'; message?: string; reason?: DecisionReason; suggestedRule?: string };

/** What the gate returns in a non-interactive session: never "ask". */
export type FinalPermissionDecision =
  | {
      behavior: 'allow';
      /** The rule that allowed the call, or null when the mode or a read-only default did. */
      rule: string | null;
      reason: string;
      updatedInput?: Record<string, unknown>;
      /** The protected path an explicit path rule lifted for this call; the report marks such a run. */
      liftedProtection?: string;
    }
  | {
      behavior: 'deny';
      /** The rule that denied the call, or null when no rule allowed it. */
      rule: string | null;
      /** Text that reaches the model. */
      message: string;
      reason: string;
      /** A rule a maintainer could add to the policy to permit this call, when one would. */
      suggestedRule: string | null;
      /** Set when nothing can permit the call, saying why ("outside the workspace", "a protected path: git hooks"). */
      unpermittable?: string;
    };

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
}
