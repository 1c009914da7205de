import type { CallAccess, CommandRunner } from './command-runner.js';
import { noRedaction, type SecretRedactor } from './redact.js';
import type { Tools } from './tool.js';
import type { PermissionMode } from './permission-types.js';

export interface TodoItem {
  readonly content: string;
  readonly status: 'pending' | 'in_progress' | 'completed';
  readonly activeForm: string;
}

/** Session state that tools may read and replace (never mutate) through `setAppState`. */
export interface AppState {
  readonly todos: readonly TodoItem[];
  /** Deferred tools whose schemas ToolSearch has loaded; sent to the model from the next turn on. */
  readonly loadedDeferredTools: readonly string[];
}

export const initialAppState: AppState = { todos: [], loadedDeferredTools: [] };

export interface ReadFileRecord {
  /** Modification time when the file was read, to refuse edits of files changed since. */
  readonly mtimeMs: number;
  readonly timestamp: number;
  readonly offset?: number;
  readonly limit?: number;
}

/** Absolute path → what this session read of it. */
export type ReadFileState = Map<string, ReadFileRecord>;

export interface ToolLimits {
  /** Default cap on a tool result before it is persisted to a file. */
  readonly maxResultChars: number;
  readonly toolTimeoutMs: number;
  readonly fileReadMaxBytes: number;
  readonly fileReadMaxLines: number;
  readonly globMaxResults: number;
  /** How many concurrency-safe calls run at once. */
  readonly maxToolConcurrency: number;
}

export const defaultToolLimits: ToolLimits = {
  maxResultChars: 30_000,
  toolTimeoutMs: 600_000,
  fileReadMaxBytes: 10 * 1024 * 1024,
  fileReadMaxLines: 2_000,
  globMaxResults: 100,
  maxToolConcurrency: 10,
};

export interface ToolUseOptions {
  readonly tools: Tools;
  readonly model: string;
  readonly debug: boolean;
  readonly verbose: boolean;
  /** Always true in CI: nothing may wait for a human. */
  readonly isNonInteractiveSession: boolean;
  readonly permissionMode: PermissionMode;
  readonly maxBudgetUsd?: number;
  /** Returns a new tool list (after MCP servers or ToolSearch change what is available). */
  readonly refreshTools?: () => Tools;
}

export interface ToolUseContext {
  readonly options: ToolUseOptions;
  readonly abortController: AbortController;
  readonly readFileState: ReadFileState;
  getAppState(): AppState;
  setAppState(update: (prev: AppState) => AppState): void;
  /** The working directory the agent is in now (Bash `cd` moves it, within the workspace). */
  readonly cwd: string;
  /** The repository root; paths outside it (and `additionalDirectories`) are refused without a rule. */
  readonly workspaceRoot: string;
  readonly additionalDirectories: readonly string[];
  /** Where large results and other session outputs are written. */
  readonly outputDir: string;
  readonly limits: ToolLimits;
  /** The environment child processes get: already cleaned of secrets the policy does not pass. */
  readonly env: Readonly<Record<string, string>>;
  /** Starts every child process a tool needs; sandboxing and cleanup are its business. */
  readonly commandRunner: CommandRunner;
  /** Removes the session's secrets: every result is passed through it before the model sees it, and files tools write raw (Bash's log) are redacted with it. */
  readonly redact: SecretRedactor;
  /**
   * True when the policy denies reading this absolute path. Search tools (Glob, Grep) drop such
   * files from their results, so a `Read(./.env)` deny also hides `.env` from a search.
   */
  readonly isReadDenied?: (absolutePath: string, context: ToolUseContext) => boolean;
  /** Set by the pipeline for the call in progress. */
  readonly toolUseId?: string;
  /** True when a hook replaced the input the model gave. */
  readonly userModified?: boolean;
  /** Set by the pipeline for the call in progress: what the gate allowed it to change. */
  readonly callAccess?: CallAccess;
}

export interface CreateToolUseContextOptions {
  readonly tools: Tools;
  readonly workspaceRoot: string;
  readonly outputDir: string;
  readonly cwd?: string;
  readonly model?: string;
  readonly permissionMode?: PermissionMode;
  readonly maxBudgetUsd?: number;
  readonly additionalDirectories?: readonly string[];
  readonly limits?: Partial<ToolLimits>;
  readonly env?: Readonly<Record<string, string>>;
  readonly commandRunner: CommandRunner;
  readonly redact?: SecretRedactor;
  readonly abortController?: AbortController;
  readonly appState?: AppState;
  readonly refreshTools?: () => Tools;
  readonly debug?: boolean;
  readonly isReadDenied?: (absolutePath: string, context: ToolUseContext) => boolean;
}

/** A context with its own app-state cell; the session and tests both start from here. */
export function createToolUseContext(options: CreateToolUseContextOptions): ToolUseContext {
  let state = options.appState ?? initialAppState;
  return {
    options: {
      tools: options.tools,
      model: options.model ?? 'scripted',
      debug: options.debug ?? false,
      verbose: false,
      isNonInteractiveSession: true,
      permissionMode: options.permissionMode ?? 'default',
      ...(options.maxBudgetUsd !== undefined ? { maxBudgetUsd: options.maxBudgetUsd } : {}),
      ...(options.refreshTools ? { refreshTools: options.refreshTools } : {}),
    },
    abortController: options.abortController ?? new AbortController(),
    readFileState: new Map(),
    getAppState: () => state,
    setAppState: (update) => {
      state = update(state);
    },
    cwd: options.cwd ?? options.workspaceRoot,
    workspaceRoot: options.workspaceRoot,
    additionalDirectories: options.additionalDirectories ?? [],
    outputDir: options.outputDir,
    limits: { ...defaultToolLimits, ...options.limits },
    env: options.env ?? {},
    commandRunner: options.commandRunner,
    redact: options.redact ?? noRedaction,
    ...(options.isReadDenied ? { isReadDenied: options.isReadDenied } : {}),
  };
}
