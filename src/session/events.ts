import type { TodoItem } from '../core/app-state.js';
import type { ReportSubject } from '../core/report-subject.js';
import type { ToolEvent } from '../core/tool-events.js';
import type { CountTokensRequest, ModelReply, ModelRequest } from '../model/model-client.js';
import type { ModelCallError } from '../model/model-error.js';
import type { ModelUsage, TokenUsage } from '../model/usage.js';
import type { CompactionKind, ContextSummary } from './context-window.js';

export type Conclusion =
  | 'success'
  | 'budget_exhausted'
  | 'max_turns'
  | 'timeout'
  | 'cancelled'
  | 'refusal'
  | 'model_error'
  | 'error'
  /** The pull request changes the run's configuration and the policy says `trust.on_pr_config_change: refuse`: nothing ran. */
  | 'config_refused';

export const CONCLUSIONS: readonly Conclusion[] = [
  'success',
  'budget_exhausted',
  'max_turns',
  'timeout',
  'cancelled',
  'refusal',
  'model_error',
  'error',
  'config_refused',
];

// Usage is the model layer's; the session's events and result carry it as the model reports it.
export type { ModelUsage, TokenUsage };
export type { CompactionKind, ContextCompaction, ContextSummary } from './context-window.js';

/** The fallback model took over after the retries on an overloaded one. */
export interface ModelSwitch {
  readonly turn: number;
  readonly from: string;
  readonly to: string;
  readonly reason: string;
}

/** Whether the agent's commands ran under the OS sandbox; the report says so on its first line. */
export interface SandboxStatus {
  readonly enabled: boolean;
  /** One plain line: what confines the commands, or why nothing does ("sandbox.enabled is false in the policy"). */
  readonly summary: string;
}

/**
 * One configured MCP server as the session has it: connected or failed, and every tool it offered
 * that is not available or whose schema was changed for the Messages API, each with the reason in
 * plain words. Reporters show what is missing; the transcript and result.json keep it all.
 */
export interface McpServerSummary {
  readonly name: string;
  readonly status: 'connected' | 'failed';
  /** Why it failed to connect. */
  readonly error?: string;
  /** Tools available from it. */
  readonly toolCount: number;
  /** Of those, how many are deferred behind ToolSearch. */
  readonly deferredCount: number;
  readonly skippedTools: readonly { readonly tool: string; readonly reason: string }[];
  readonly normalizedTools: readonly { readonly tool: string; readonly changes: readonly string[] }[];
}

export interface Denial {
  /** `permission`: the gate refused the call; `network`: the sandbox refused a connection the call made. */
  readonly kind?: 'permission' | 'network';
  readonly toolUseId: string;
  readonly toolName: string;
  /** The observable input (absolute paths etc.). */
  readonly input: Record<string, unknown>;
  /** What the call does, as its tool declared it; absent when it was refused before the tool could say. */
  readonly subject?: ReportSubject;
  readonly reason: string;
  /** The rule that denied it, or null when nothing allowed it. */
  readonly rule: string | null;
  /** A rule (or policy setting) a maintainer could add to permit this call. */
  readonly suggestedRule: string | null;
  /** Set when no rule can permit it, saying why ("outside the workspace", "a protected path: git hooks"). */
  readonly unpermittable?: string;
  /** On a protected path: an allow rule naming it, which would lift the protection. */
  readonly liftingRule?: string;
}

export interface SessionResult {
  readonly sessionId: string;
  readonly conclusion: Conclusion;
  /** Why the session ended, in a sentence. */
  readonly reason: string;
  readonly costUsd: number;
  readonly maxBudgetUsd: number;
  readonly turns: number;
  readonly usage: TokenUsage;
  readonly modelUsage: Readonly<Record<string, ModelUsage>>;
  readonly denials: readonly Denial[];
  readonly durationMs: number;
  /** The model's last text. */
  readonly finalText: string;
  /** Absent when the caller did not say (tests of the loop alone). */
  readonly sandbox?: SandboxStatus;
  /** Absent when no MCP config was given. */
  readonly mcpServers?: readonly McpServerSummary[];
  /** With an output schema: the object StructuredOutput accepted, or null when the model gave none. Absent without one. */
  readonly structuredOutput?: Readonly<Record<string, unknown>> | null;
  /** The context window, the largest prompt, and every compaction. Absent when the session failed before it began. */
  readonly context?: ContextSummary;
  /** When the fallback model took over; absent when it did not. */
  readonly modelSwitch?: ModelSwitch;
}

/** Everything a reporter may observe. Reporters subscribe; none reaches into the loop. */
export type SessionEvent =
  | {
      readonly type: 'session_start';
      readonly sessionId: string;
      readonly model: string;
      readonly tools: readonly string[];
      readonly maxBudgetUsd: number;
      readonly maxTurns: number;
      readonly prompt: string;
      readonly startedAt: string;
      readonly sandbox?: SandboxStatus;
    }
  /** Right after session_start when MCP servers are configured: what each gave, failed or left out. */
  | { readonly type: 'mcp_servers'; readonly servers: readonly McpServerSummary[] }
  | { readonly type: 'turn_start'; readonly turn: number }
  | { readonly type: 'model_request'; readonly turn: number; readonly maxTokens: number }
  | { readonly type: 'assistant_text'; readonly turn: number; readonly text: string }
  /**
   * A tool_use block as the model sent it, before the pipeline looks at it: the report has the real
   * input even for a call refused before \`tool_call\` (unknown tool, bad input, a path outside the workspace).
   */
  | { readonly type: 'tool_requested'; readonly turn: number; readonly toolUseId: string; readonly toolName: string; readonly input: unknown }
  /** The pipeline's own events (tool call, decision, progress, result), with the turn they belong to. */
  | (ToolEvent & { readonly turn: number })
  | { readonly type: 'todos'; readonly todos: readonly TodoItem[] }
  | {
      readonly type: 'cost_update';
      readonly turn: number;
      readonly costUsd: number;
      readonly maxBudgetUsd: number;
      readonly usage: TokenUsage;
    }
  | { readonly type: 'warning'; readonly message: string }
  /**
   * The conversation was compacted to fit the window: by the API (\`server\`), by a summary request
   * before a turn (\`client\`), or after the API refused a prompt as too long (\`reactive\`). The
   * transcript's earlier exchanges keep the whole history it replaced.
   */
  | {
      readonly type: 'context_compacted';
      readonly turn: number;
      readonly kind: CompactionKind;
      readonly tokensBefore: number;
      readonly tokensAfter: number;
      readonly costUsd: number;
      /** Messages the summary replaced. */
      readonly replacedMessages: number;
    }
  | ({ readonly type: 'model_switched' } & ModelSwitch)
  /** Every model request and the reply it got (\`seq\` counts requests and token counts together): what replay needs. */
  | { readonly type: 'model_exchange'; readonly seq: number; readonly request: ModelRequest; readonly reply: ModelReply }
  | { readonly type: 'token_count'; readonly seq: number; readonly request: CountTokensRequest; readonly inputTokens: number }
  /** A request the API refused or that failed on the way, at its place among the exchanges: what replay needs to fail it the same way. */
  | { readonly type: 'model_exchange_failed'; readonly seq: number; readonly request: ModelRequest; readonly error: ModelCallError }
  /** A model call that failed (it may be retried: a \`warning\` says so). */
  | {
      readonly type: 'model_error';
      readonly turn: number;
      readonly attempt: number;
      readonly error: { readonly kind: string; readonly status: number | null; readonly message: string };
    }
  | { readonly type: 'session_end'; readonly result: SessionResult };

export type SessionEventListener = (event: SessionEvent) => void;
