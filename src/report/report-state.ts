import type { TodoItem } from '../core/context.js';
import type { PipelineStep } from '../core/tool-error.js';
import type { McpServerSummary, SessionEvent, SessionResult, TokenUsage } from '../session/events.js';

export type CallStatus = 'running' | 'success' | 'error' | 'denied' | 'cancelled';

export interface CallDenial {
  readonly reason: string;
  readonly rule: string | null;
  readonly suggestedRule: string | null;
}

/** One row of the report: a tool call and what became of it. */
export interface CallRow {
  readonly toolUseId: string;
  readonly toolName: string;
  readonly activity: string;
  readonly input: Record<string, unknown>;
  readonly status: CallStatus;
  readonly failedStep?: PipelineStep;
  readonly content?: string;
  readonly durationMs?: number;
  readonly persistedPath?: string;
  readonly denial?: CallDenial;
  /** The latest progress the tool reported while running ("3/5 · step 3"). */
  readonly progress?: string;
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
  /** The configured MCP servers: what each gave, failed or left out. */
  readonly mcpServers: readonly McpServerSummary[];
  readonly result: SessionResult | null;
}

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
  mcpServers: [],
  result: null,
};

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

function placeholderRow(toolUseId: string, toolName: string, input: Record<string, unknown> = {}): CallRow {
  return { toolUseId, toolName, activity: toolName, input, status: 'running' };
}

/** Folds one event into the state; pure, so the live comment, the summary and tests share it. */
export function reduceReport(state: ReportState, event: SessionEvent): ReportState {
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
      };
    case 'turn_start':
      return { ...state, turn: event.turn };
    case 'model_request':
      return state;
    case 'assistant_text':
      return event.text.trim() ? { ...state, lastText: event.text } : state;
    case 'tool_call':
      return {
        ...state,
        calls: updateCall(
          state.calls,
          event.toolUseId,
          () => placeholderRow(event.toolUseId, event.toolName, event.input),
          (row) => ({ ...row, activity: event.activity || event.toolName, input: event.input }),
        ),
      };
    case 'permission_decision': {
      const { decision } = event;
      if (decision.behavior !== 'deny') return state;
      return {
        ...state,
        calls: updateCall(
          state.calls,
          event.toolUseId,
          () => placeholderRow(event.toolUseId, event.toolName, event.input),
          (row) => ({
            ...row,
            status: 'denied',
            denial: { reason: decision.reason, rule: decision.rule, suggestedRule: decision.suggestedRule },
          }),
        ),
      };
    }
    case 'tool_progress': {
      const progress = describeProgress(event.data);
      if (progress === null) return state;
      return {
        ...state,
        calls: updateCall(
          state.calls,
          event.toolUseId,
          () => placeholderRow(event.toolUseId, event.toolName),
          (row) => ({ ...row, progress }),
        ),
      };
    }
    case 'mcp_servers':
      return { ...state, mcpServers: event.servers };
    case 'tool_result':
      return {
        ...state,
        calls: updateCall(
          state.calls,
          event.toolUseId,
          () => placeholderRow(event.toolUseId, event.toolName),
          (row) => ({
            ...row,
            status: event.status,
            content: event.content,
            durationMs: event.durationMs,
            ...(event.failedStep ? { failedStep: event.failedStep } : {}),
            ...(event.persistedPath ? { persistedPath: event.persistedPath } : {}),
          }),
        ),
      };
    case 'todos':
      return { ...state, todos: event.todos };
    case 'cost_update':
      return { ...state, costUsd: event.costUsd, maxBudgetUsd: event.maxBudgetUsd, usage: event.usage };
    case 'warning':
      return { ...state, warnings: [...state.warnings, event.message] };
    case 'session_end':
      return {
        ...state,
        result: event.result,
        costUsd: event.result.costUsd,
        usage: event.result.usage,
        turn: event.result.turns,
        lastText: event.result.finalText || state.lastText,
        calls: state.calls.map((row) => (row.status === 'running' ? { ...row, status: 'cancelled' } : row)),
      };
  }
}

export function foldReport(events: Iterable<SessionEvent>, state: ReportState = initialReportState): ReportState {
  let next = state;
  for (const event of events) next = reduceReport(next, event);
  return next;
}
