import type { MessageParam } from '@anthropic-ai/sdk/resources/messages';
import type { ToolUseContext } from '../core/tool.js';
import type { ToolHooks } from '../core/hook-types.js';
import type { PermissionGate } from '../core/permission-gate.js';
import type { Budget } from '../model/budget.js';
import type { ModelClient } from '../model/model-client.js';
import type { RetryPolicy } from '../model/retry-policy.js';
import type { Denial, SessionEvent } from './events.js';
import type { RequestParts } from './request-builder.js';
import type { LoopGuards } from './loop-guards.js';
import type { ToolCatalog } from './tool-catalog.js';

export type StopCause = 'timeout' | 'cancelled';

/** What the phases of one session share. Only the loop and its phases touch it. */
export interface SessionState {
  readonly sessionId: string;
  readonly model: string;
  readonly system: string;
  readonly client: ModelClient;
  readonly budget: Budget;
  readonly catalog: ToolCatalog;
  readonly gate: PermissionGate;
  readonly hooks: ToolHooks;
  readonly retry: RetryPolicy;
  readonly guards: LoopGuards;
  readonly maxTokens: number;
  readonly abort: AbortController;
  readonly now: () => number;
  readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  readonly random: () => number;
  emit(event: SessionEvent): void;
  /** Why `abort` fired, once it has. */
  stopCause: StopCause | null;
  /** The abort signal's reason (e.g. `SIGTERM`), when it gave one. */
  cancelReason: string | null;
  context: ToolUseContext;
  /** The conversation as sent (without cache breakpoints); only ever appended to. */
  readonly messages: MessageParam[];
  turns: number;
  readonly denials: Denial[];
  finalText: string;
}

export async function requestParts(state: SessionState): Promise<RequestParts> {
  return {
    model: state.model,
    system: state.system,
    tools: await state.catalog.forTurn(state.context.getAppState()),
    messages: state.messages,
  };
}
