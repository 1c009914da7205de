import type { AnyTool } from './tool.js';
import type { ToolUseContext } from './tool.js';
import type { PermissionResult } from './permission-types.js';

export interface PreToolUseRequest {
  readonly tool: AnyTool;
  readonly toolUseId: string;
  /** The observable (backfilled) input. */
  readonly input: Record<string, unknown>;
  readonly context: ToolUseContext;
}

export interface PreToolUseOutcome {
  /** A hook's permission decision; the gate still applies deny and ask rules over a hook's allow. */
  readonly permission?: PermissionResult;
  /** Replaces the input given to `call()`. */
  readonly updatedInput?: Record<string, unknown>;
  /** Extra context for the model, sent with the tool result. */
  readonly messages?: readonly string[];
  /** Stops this call; the reason becomes its error result. */
  readonly stop?: { readonly reason: string };
  /** Ends the session after this batch. */
  readonly preventContinuation?: { readonly reason: string };
}

export interface PostToolUseRequest {
  readonly tool: AnyTool;
  readonly toolUseId: string;
  readonly input: Record<string, unknown>;
  readonly output: unknown;
  readonly context: ToolUseContext;
}

export interface PostToolUseOutcome {
  /** Replaces an MCP tool's output (ignored for other tools). */
  readonly updatedMCPToolOutput?: unknown;
  readonly messages?: readonly string[];
  /** Marks the result as blocked: the model sees the reason as an error. */
  readonly block?: { readonly reason: string };
  readonly preventContinuation?: { readonly reason: string };
}

export interface PostToolUseFailureRequest {
  readonly tool: AnyTool;
  readonly toolUseId: string;
  readonly input: Record<string, unknown>;
  readonly error: string;
  readonly context: ToolUseContext;
}

/** Steps 4 and 7 of the pipeline. Implementations must not throw; a crash is an outcome. */
export interface ToolHooks {
  preToolUse(request: PreToolUseRequest): Promise<PreToolUseOutcome>;
  postToolUse(request: PostToolUseRequest): Promise<PostToolUseOutcome>;
  postToolUseFailure(request: PostToolUseFailureRequest): Promise<PostToolUseOutcome>;
}

export const noHooks: ToolHooks = {
  preToolUse: async () => ({}),
  postToolUse: async () => ({}),
  postToolUseFailure: async () => ({}),
};
