import type { ToolHooks } from '../core/hook-types.js';
import type { PermissionGate } from '../core/permission-gate.js';
import type { PermissionMode } from '../core/permission-types.js';
import type { Tools } from '../core/tool.js';
import type { ToolLimits } from '../core/tool-limits.js';
import type { CommandRunner } from '../core/command-runner.js';
import type { ModelClient } from '../model/model-client.js';
import type { PriceOverrides } from '../model/prices.js';
import type { RetryPolicy } from '../model/retry-policy.js';
import type { Effort, ThinkingSetting } from '../model/thinking.js';
import type { McpServerSummary, SandboxStatus, SessionEventListener, SessionResult } from './events.js';
import type { LoopGuards } from './loop-guards.js';

/** What the system prompt says about the run. Every field is optional; user-written text is marked untrusted. */
export interface SystemContext {
  /** `owner/name`. */
  readonly repository?: string;
  /** The GitHub event name (`issue_comment`, `schedule`, ...). */
  readonly eventName?: string;
  /** The PR or issue number. */
  readonly number?: number;
  /** The PR or issue title (untrusted). */
  readonly title?: string;
  /** The comment that triggered the run (untrusted). */
  readonly triggerComment?: string;
  readonly triggerAuthor?: string;
  /** More user-written context (PR body, diff summary...): shown as untrusted. */
  readonly untrustedContext?: string;
}

/** Session-level hooks (Claude Code's SessionStart, Stop, SessionEnd). Failures become warnings. */
export interface SessionHooks {
  sessionStart(): Promise<void>;
  /** The model ended its turn. */
  stop(): Promise<void>;
  sessionEnd(reason: string): Promise<void>;
  /** Context SessionStart hooks gave for the model; sent after the prompt in the first message. */
  sessionStartContext?(): readonly string[];
}

export interface SessionOptions {
  /** The task: the first user message. */
  readonly prompt: string;
  readonly systemContext?: SystemContext;
  /** The policy in brief, for the system prompt. */
  readonly policySummary?: string;
  /** Every tool; `shouldDefer` ones are sent only once `AppState.loadedDeferredTools` lists them. */
  readonly tools: Tools;
  readonly gate: PermissionGate;
  /** Defaults to no hooks. */
  readonly hooks?: ToolHooks;
  readonly sessionHooks?: SessionHooks;
  readonly client: ModelClient;
  /** Defaults to `DEFAULT_MODEL`. */
  readonly model?: string;
  /** Takes the rest of the run when `model` stays overloaded after the retries; priced by its own row. */
  readonly fallbackModel?: string;
  /** Defaults to adaptive on models that offer it, else off (see resolveThinking). */
  readonly thinking?: ThinkingSetting;
  /** `output_config.effort`; unset: the model's default. */
  readonly effort?: Effort;
  /** The model's context window in input tokens; defaults to the model table's (the Models API may tell better). */
  readonly contextWindow?: number;
  /**
   * The provider offers server-side compaction (the Anthropic API): requests carry
   * `context_management`, until a 400 that names it says otherwise. Without it the session compacts
   * client-side. Defaults to false.
   */
  readonly serverCompaction?: boolean;
  readonly maxBudgetUsd: number;
  readonly maxTurns: number;
  readonly timeoutMs: number;
  /** Aborting it ends the session with `cancelled` (SIGINT/SIGTERM in the entries). */
  readonly signal?: AbortSignal;
  readonly workspaceRoot: string;
  readonly outputDir: string;
  /** The environment child processes get (already cleaned). */
  readonly env?: Readonly<Record<string, string>>;
  /** Starts the tools' child processes (sandboxed or not: chosen by the caller, in src/app/). */
  readonly commandRunner: CommandRunner;
  /**
   * What the command runner confines, for the report's first line; a function when it is only
   * settled later (a sandbox still starting), read at the start and again at the end.
   */
  readonly sandbox?: SandboxStatus | (() => SandboxStatus);
  /** The configured MCP servers, reported at the start (event `mcp_servers`) and in the result. */
  readonly mcpServers?: readonly McpServerSummary[];
  readonly additionalDirectories?: readonly string[];
  readonly limits?: Partial<ToolLimits>;
  /** `budget.prices` from the policy. */
  readonly prices?: PriceOverrides;
  /** Defaults to `default`. */
  readonly permissionMode?: PermissionMode;
  /** `max_tokens` per call before the budget shrinks it; defaults to 16000. */
  readonly maxTokens?: number;
  /** Below this many output tokens the session stops with `budget_exhausted`; defaults to 512. */
  readonly minUsefulOutputTokens?: number;
  /**
   * Work the caller runs beside the first model request (the sandbox started and checked, the
   * workspace recorded): awaited before the first tool runs and before the session ends. A
   * rejection ends the session with `error` and its message, every tool call of that turn answered
   * without running, and no further model request.
   */
  readonly ready?: () => Promise<void>;
  /** Await `ready` before the first request too (SessionStart hooks run commands before it). */
  readonly readyBeforeStart?: boolean;
  /** Every event, model exchanges included; the transcript is one such listener (a reporter). */
  readonly onEvent?: SessionEventListener;
  /**
   * The run must end with an answer given through this tool (StructuredOutput, for `output_schema`):
   * the session ends after the turn in which the tool accepted one, and cannot succeed without one.
   */
  readonly structuredOutput?: { readonly toolName: string };
  /** Redacted from every tool result and hook text before the model sees it (and from the Bash logs). */
  readonly secrets?: Iterable<string>;
  readonly retry?: Partial<RetryPolicy>;
  /** Per-turn tool-call cap and the endless pause_turn / identical-call guards; see DEFAULT_LOOP_GUARDS. */
  readonly loopGuards?: Partial<LoopGuards>;
  readonly sessionId?: string;
  /** Clock and sleep, injectable for tests. */
  readonly now?: () => number;
  readonly sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  readonly random?: () => number;
}

/** A session under way; its events go to `SessionOptions.onEvent`. */
export interface SessionRun {
  readonly result: Promise<SessionResult>;
}

export const DEFAULT_MAX_TOKENS = 16_000;
/** The most room a cut-off tool call is retried with. */
export const MAX_RETRY_MAX_TOKENS = 64_000;
