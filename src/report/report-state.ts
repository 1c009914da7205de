import type { TodoItem } from '../core/app-state.js';
import type { FinalPermissionDecision } from '../core/permission-types.js';
import type { ReportSubject } from '../core/report-subject.js';
import type { PipelineStep } from '../core/tool-error.js';
import type { ContextCompaction, McpServerSummary, ModelSwitch, SandboxStatus, SessionResult, TokenUsage } from '../session/events.js';
import type { RunConfigSummary } from './config-notice.js';
import type { ReportEvent } from './report-event.js';
import type { DeliveryOutcome } from './delivery-outcome.js';
import type { SavedOutput, WorkspaceChanges } from './workspace-changes.js';

export type CallStatus = 'running' | 'success' | 'error' | 'denied' | 'cancelled';

/** The gate's verdict on a call, as the report shows it. */
export interface CallDecision {
  readonly behavior: 'allow' | 'deny';
  readonly rule: string | null;
  readonly reason: string;
  /** A rule a maintainer could add to permit a denied call. */
  readonly suggestedRule: string | null;
  /** Why no rule can permit a denied call. */
  readonly unpermittable: string | null;
  /** On a protected path: an allow rule naming it, which would lift the protection. */
  readonly liftingRule: string | null;
  /** The protected path an explicit rule lifted for an allowed call. */
  readonly liftedProtection: string | null;
}

/** One row of the report: a tool call and what became of it. */
export interface CallRow {
  readonly toolUseId: string;
  readonly toolName: string;
  readonly turn: number;
  /**
   * What really ran: the input the gate and the hooks saw (absolute paths), or the model's input
   * as sent when the call was refused before that. Never the model's description of it.
   */
  readonly input: Record<string, unknown>;
  /** What the call does, as its tool declared it; absent when it was refused before the tool could say. */
  readonly subject?: ReportSubject;
  readonly status: CallStatus;
  readonly failedStep?: PipelineStep;
  /** What the model received. */
  readonly content?: string;
  readonly durationMs?: number;
  readonly persistedPath?: string;
  readonly decision?: CallDecision;
  /** The whole output the tool saved, read back after the session. */
  readonly saved?: SavedOutput;
  /** The latest progress the tool reported while running ("3/5 · step 3"). */
  readonly progress?: string;
  /** The tool called this allowed call destructive (`rm -rf`, `git reset --hard`, an MCP tool not annotated otherwise). */
  readonly destructive?: boolean;
}

/** What a reporter knows at any moment: the fold of every event seen so far. */
export interface ReportState {
  readonly sessionId: string | null;
  readonly model: string | null;
  readonly prompt: string;
  readonly startedAt: string | null;
  readonly maxBudgetUsd: number;
  readonly maxTurns: number;
  readonly turn: number;
  readonly costUsd: number;
  readonly usage: TokenUsage;
  readonly todos: readonly TodoItem[];
  readonly calls: readonly CallRow[];
  readonly lastText: string;
  readonly warnings: readonly string[];
  readonly sandbox: SandboxStatus | null;
  readonly changes: WorkspaceChanges | null;
  /** What became of the change after the session; null until the delivery phase says. */
  readonly delivery: DeliveryOutcome | null;
  /** The configured MCP servers: what each gave, failed or left out. */
  readonly mcpServers: readonly McpServerSummary[];
  /** Where the run's configuration came from, and what the working tree changed of it. */
  readonly config: RunConfigSummary | null;
  /** Each time the conversation was compacted to fit the context window, as it happened. */
  readonly compactions: readonly ContextCompaction[];
  /** When the fallback model took over. */
  readonly modelSwitch: ModelSwitch | null;
  readonly result: SessionResult | null;
}

/** The state once the session has ended. */
export type FinishedReport = ReportState & { readonly result: SessionResult };

export const emptyUsage: TokenUsage = {
  inputTokens: 0,
  outputTokens: 0,
  cacheCreationInputTokens: 0,
  cacheReadInputTokens: 0,
};

export const initialReportState: ReportState = {
  sessionId: null,
  model: null,
  prompt: '',
  startedAt: null,
  maxBudgetUsd: 0,
  maxTurns: 0,
  turn: 0,
  costUsd: 0,
  usage: emptyUsage,
  todos: [],
  calls: [],
  lastText: '',
  warnings: [],
  sandbox: null,
  mcpServers: [],
  compactions: [],
  modelSwitch: null,
  changes: null,
  delivery: null,
  config: null,
  result: null,
};

const asRecord = (input: unknown): Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};

function updateCall(
  calls: readonly CallRow[],
  toolUseId: string,
  fallback: () => CallRow,
  update: (row: CallRow) => CallRow,
): readonly CallRow[] {
  const index = calls.findIndex((row) => row.toolUseId === toolUseId);
  if (index === -1) return [...calls, update(fallback())];
  return calls.map((row, i) => (i === index ? update(row) : row));
}

function placeholderRow(toolUseId: string, toolName: string, turn: number, input: unknown = {}): CallRow {
  return { toolUseId, toolName, turn, input: asRecord(input), status: 'running' };
}

function decisionOf(decision: FinalPermissionDecision): CallDecision {
  return decision.behavior === 'deny'
    ? {
        behavior: 'deny',
        rule: decision.rule,
        reason: decision.reason,
        suggestedRule: decision.suggestedRule,
        unpermittable: decision.unpermittable ?? null,
        liftingRule: decision.liftingRule ?? null,
        liftedProtection: null,
      }
    : {
        behavior: 'allow',
        rule: decision.rule,
        reason: decision.reason,
        suggestedRule: null,
        unpermittable: null,
        liftingRule: null,
        liftedProtection: decision.liftedProtection ?? null,
      };
}

type CallEvent = Extract<ReportEvent, { type: 'tool_requested' | 'tool_call' | 'permission_decision' | 'tool_result' }>;

/** What one event of a call says about its row: the real input, the decision, how it ended. */
function updatedRow(row: CallRow, event: CallEvent): CallRow {
  switch (event.type) {
    case 'tool_requested':
      return row;
    case 'tool_call':
      return { ...row, toolName: event.toolName, input: event.input, subject: event.subject };
    case 'permission_decision':
      return {
        ...row,
        input: event.input,
        subject: event.subject,
        decision: decisionOf(event.decision),
        ...(event.decision.behavior === 'deny' ? { status: 'denied' as const } : {}),
        ...(event.destructive ? { destructive: true } : {}),
      };
    case 'tool_result':
      return {
        ...row,
        toolName: event.toolName,
        status: event.status,
        content: event.content,
        durationMs: event.durationMs,
        ...(event.failedStep ? { failedStep: event.failedStep } : {}),
        ...(event.persistedPath ? { persistedPath: event.persistedPath } : {}),
      };
  }
}

/** The row of the event's call updated; the first event the report sees of a call starts its row (with the model's input when it is the request). */
function withCallEvent(calls: readonly CallRow[], event: CallEvent): readonly CallRow[] {
  const placeholder = () => placeholderRow(event.toolUseId, event.toolName, event.turn, event.type === 'tool_requested' ? event.input : {});
  return updateCall(calls, event.toolUseId, placeholder, (row) => updatedRow(row, event));
}

/** The session is over: its result's figures are the final ones, and a call still running was cut off. */
function ended(state: ReportState, result: SessionResult): ReportState {
  return {
    ...state,
    result,
    costUsd: result.costUsd,
    usage: result.usage,
    turn: result.turns,
    lastText: result.finalText || state.lastText,
    sandbox: result.sandbox ?? state.sandbox,
    calls: state.calls.map((row) => (row.status === 'running' ? { ...row, status: 'cancelled' } : row)),
  };
}

/** Folds one event into the state; pure, so the live comment, the summary and tests share it. */
export function reduceReport(state: ReportState, event: ReportEvent): ReportState {
  switch (event.type) {
    case 'session_start':
      return {
        ...state,
        sessionId: event.sessionId,
        model: event.model,
        prompt: event.prompt,
        startedAt: event.startedAt,
        maxBudgetUsd: event.maxBudgetUsd,
        maxTurns: event.maxTurns,
        sandbox: event.sandbox ?? null,
      };
    case 'turn_start':
      return { ...state, turn: event.turn };
    case 'assistant_text':
      return event.text.trim() ? { ...state, lastText: event.text } : state;
    case 'tool_requested':
    case 'tool_call':
    case 'permission_decision':
    case 'tool_result':
      return { ...state, calls: withCallEvent(state.calls, event) };
    case 'tool_progress': {
      const progress = describeProgress(event.data);
      if (progress === null) return state;
      return { ...state, calls: state.calls.map((row) => (row.toolUseId === event.toolUseId ? { ...row, progress } : row)) };
    }
    case 'todos':
      return { ...state, todos: event.todos };
    case 'cost_update':
      return { ...state, costUsd: event.costUsd, maxBudgetUsd: event.maxBudgetUsd, usage: event.usage };
    case 'warning':
      return { ...state, warnings: [...state.warnings, event.message] };
    case 'run_config':
      return { ...state, config: event.config };
    case 'setup_warnings':
      return { ...state, warnings: [...event.messages, ...state.warnings] };
    case 'session_end':
      return ended(state, event.result);
    case 'workspace_changes':
      return { ...state, changes: event.changes };
    case 'delivery':
      return { ...state, delivery: event.outcome };
    case 'saved_outputs': {
      const byId = new Map(event.outputs.map((output) => [output.toolUseId, output]));
      return { ...state, calls: state.calls.map((row) => (byId.has(row.toolUseId) ? { ...row, saved: byId.get(row.toolUseId)! } : row)) };
    }
    case 'mcp_servers':
      return { ...state, mcpServers: event.servers };
    case 'context_compacted':
      return {
        ...state,
        compactions: [...state.compactions, { turn: event.turn, kind: event.kind, tokensBefore: event.tokensBefore, tokensAfter: event.tokensAfter, costUsd: event.costUsd }],
      };
    case 'model_switched':
      return { ...state, modelSwitch: { turn: event.turn, from: event.from, to: event.to, reason: event.reason } };
    case 'model_request':
    case 'model_exchange':
    case 'model_exchange_failed':
    case 'token_count':
    case 'model_error':
      return state;
  }
}

/**
 * A tool's progress as one short line: MCP `notifications/progress` (`progress`, `total`,
 * `message`) as "3/5 · message"; anything else with a `message` as that message.
 */
export function describeProgress(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { progress, total, message } = data as { progress?: unknown; total?: unknown; message?: unknown };
  const amount = typeof progress === 'number' ? (typeof total === 'number' ? `${progress}/${total}` : String(progress)) : null;
  const text = typeof message === 'string' && message.trim() ? message.replace(/\s+/g, ' ').trim().slice(0, 120) : null;
  return amount && text ? `${amount} · ${text}` : (amount ?? text);
}
