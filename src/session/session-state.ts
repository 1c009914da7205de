import type { ToolUseContext } from '../core/tool.js';
import type { ToolHooks } from '../core/hook-types.js';
import type { PermissionGate } from '../core/permission-gate.js';
import type { Budget } from '../model/budget.js';
import type { ModelClient } from '../model/model-client.js';
import type { RetryPolicy } from '../model/retry-policy.js';
import type { Effort, ThinkingSetting } from '../model/thinking.js';
import type { MessageParam } from '../model/wire.js';
import type { ContextWindow } from './context-window.js';
import type { Denial, ModelSwitch, SessionEvent } from './events.js';
import type { RequestParts } from './request-builder.js';
import type { LoopGuards } from './loop-guards.js';
import type { ToolCatalog } from './tool-catalog.js';

export type StopCause = 'timeout' | 'cancelled';

/** The loop's own counters, kept here so the whole run is one object that can be inspected. */
export interface LoopCounters {
  /** Structured-output reminders sent. */
  reminders: number;
  /** `pause_turn` replies in a row. */
  pauses: number;
  /** The tool calls of the last turn, and how many turns in a row made exactly them. */
  lastSignature: string | null;
  identicalTurns: number;
}

/** What the phases of one session share. Only the loop and its phases touch it. */
export interface SessionState {
  readonly sessionId: string;
  /** The model requests name; the fallback model once the first one stayed overloaded. */
  model: string;
  /** Takes the rest of the run after the retries on an overloaded model; null when none is set. */
  readonly fallbackModel: string | null;
  /** When the fallback took over (at most once a run). */
  modelSwitch: ModelSwitch | null;
  readonly system: string;
  readonly client: ModelClient;
  readonly budget: Budget;
  readonly catalog: ToolCatalog;
  readonly gate: PermissionGate;
  readonly hooks: ToolHooks;
  readonly retry: RetryPolicy;
  readonly guards: LoopGuards;
  readonly maxTokens: number;
  readonly thinking: ThinkingSetting;
  readonly effort: Effort | null;
  /** The window, the prompt's size, and the compactions so far. */
  readonly window: ContextWindow;
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
  /**
   * The conversation as sent (without cache breakpoints). Appended to between compactions, so each
   * request extends the one before byte for byte; a compaction replaces it (see compaction.ts).
   */
  messages: MessageParam[];
  turns: number;
  readonly loop: LoopCounters;
  readonly denials: Denial[];
  finalText: string;
}

/** The next request's parts: the conversation as it stands, with the session's thinking, effort and compaction settings. */
export async function requestParts(state: SessionState): Promise<RequestParts> {
  const server = state.window.serverCompaction;
  return {
    model: state.model,
    system: state.system,
    tools: await state.catalog.forTurn(state.context.getAppState()),
    messages: state.messages,
    thinking: state.thinking,
    ...(state.effort ? { effort: state.effort } : {}),
    ...(server.offered ? { compactAt: state.window.serverTrigger } : {}),
  };
}
