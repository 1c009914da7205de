import type { z } from 'zod';
import type { ToolResultBlock } from './tool-result-block.js';
import type { CallAccess, CommandRunner, ProcessRefusal } from './command-runner.js';
import type { AppState } from './app-state.js';
import type { ReadFileState } from './read-file-state.js';
import type { SecretRedactor } from './redact.js';
import type { ToolLimits } from './tool-limits.js';
import type { JudgedPath, PermissionMode, PermissionResult, PermissionSubject } from './permission-types.js';
import type { ReportSubject } from './report-subject.js';

/** Every tool input is an object; the schema's output type is what `call()` receives. */
export type AnyObjectSchema = z.ZodType<Record<string, unknown>>;

export type JsonSchemaObject = { readonly type: 'object'; readonly [key: string]: unknown };

export type ValidationResult =
  | { readonly result: true }
  | {
      readonly result: false;
      readonly message: string;
      /** A refusal on permission grounds (a path outside the workspace): reported as a denial, not an error. */
      readonly denied?: boolean;
      /** With `denied`: why no rule can permit the call ("outside the workspace"). */
      readonly unpermittable?: string;
    };

export interface ToolResult<Output> {
  readonly data: Output;
  /** Extra text for the model, sent after the tool result in the same user message. */
  readonly newMessages?: readonly string[];
  /** Applied after the tool's batch finishes, in the order the model called the tools. */
  readonly contextModifier?: (context: ToolUseContext) => ToolUseContext;
  /** The tool saved its whole output to this file itself (Bash's log when cut); reported like a persisted result. */
  readonly persistedOutputPath?: string;
  /**
   * The call ran but failed (Bash: "Exit code 1"): PostToolUseFailure hooks run with this as their
   * error instead of PostToolUse, as in Claude Code. The output is still mapped and sent.
   */
  readonly failure?: string;
  /** What the process's confinement refused during the call (a connection the sandbox blocked): each is reported as a denial. */
  readonly refusals?: readonly ProcessRefusal[];
}

export interface DescriptionContext {
  readonly permissionMode: PermissionMode;
  readonly isNonInteractiveSession: boolean;
  readonly tools: Tools;
}

export interface Tool<Schema extends AnyObjectSchema = AnyObjectSchema, Output = unknown, Progress = unknown> {
  readonly name: string;
  /** Older names that still route here, so old transcripts replay. */
  readonly aliases?: readonly string[];
  readonly inputSchema: Schema;
  /** Sent to the model instead of a conversion of `inputSchema` (MCP tools pass theirs as given). */
  readonly inputJSONSchema?: JsonSchemaObject;
  /** Not sent to the model until ToolSearch loads it. */
  readonly shouldDefer?: boolean;
  /** A one-line hint the model sees for a deferred tool. */
  readonly searchHint?: string;
  readonly isMcp?: boolean;
  /** Results longer than this are persisted to a file; `Infinity` never persists. */
  readonly maxResultSizeChars: number;
  /** Every call writes (Edit, Write): a mode that allows read-only calls only does not offer the tool. */
  readonly alwaysWrites?: boolean;

  description(context: DescriptionContext): Promise<string>;
  prompt(context: DescriptionContext): Promise<string>;
  call(
    input: z.output<Schema>,
    context: ToolUseContext,
    onProgress: (progress: Progress) => void,
  ): Promise<ToolResult<Output>>;
  validateInput(input: z.output<Schema>, context: ToolUseContext): Promise<ValidationResult>;
  checkPermissions(input: z.output<Schema>, context: ToolUseContext): Promise<PermissionResult>;
  /** What the permission rules look at in this call: the files it reads or writes, its command, its URL, or nothing but the tool. */
  permissionSubject(input: z.output<Schema>, context: ToolUseContext): PermissionSubject;
  /** How the report shows this call: what it really does (its command, file, search), never the model's words for it. */
  reportSubject(input: z.output<Schema>, context: ToolUseContext): ReportSubject;
  isReadOnly(input: z.output<Schema>): boolean;
  isConcurrencySafe(input: z.output<Schema>): boolean;
  isDestructive(input: z.output<Schema>): boolean;
  isEnabled(): boolean;
  /**
   * Resolves once the synchronous checks (`isReadOnly`, `isConcurrencySafe`) give their final
   * answers (Bash's parser loads in the background); awaited before calls are batched.
   */
  whenReady(): Promise<void>;
  /** A short present-tense line for progress reports: "Reading src/a.ts". */
  getActivityDescription(input: z.output<Schema>): string;
  /** Adds derived fields (absolute paths, ...) to a clone that observers see; never to the called input. */
  backfillObservableInput(input: Record<string, unknown>, context: ToolUseContext): void;
  mapToolResultToToolResultBlockParam(output: Output, toolUseId: string): ToolResultBlock;
}

export type AnyTool = Tool<AnyObjectSchema, unknown, unknown>;
export type Tools = readonly AnyTool[];

// The context is declared beside the tool: each names the other (a tool is called with a context,
// a context lists the tools), and one file keeps the pair free of an import cycle.
export interface ToolUseOptions {
  /** Every tool of the session, deferred ones included (ToolSearch loads those through the app state). */
  readonly tools: Tools;
  /** The model the session calls; absent where none is called (`tollgate policy check`). */
  readonly model?: string;
  /** Always true in CI: nothing may wait for a human. */
  readonly isNonInteractiveSession: boolean;
  readonly permissionMode: PermissionMode;
  readonly maxBudgetUsd?: number;
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
  /** Set by the pipeline for the call in progress: the files the gate judged it may write, and where they led then. */
  readonly judgedWrites?: readonly JudgedPath[];
}

export function toolMatchesName(tool: { name: string; aliases?: readonly string[] }, name: string): boolean {
  return tool.name === name || (tool.aliases?.includes(name) ?? false);
}

export function findToolByName(tools: Tools, name: string): AnyTool | undefined {
  return tools.find((tool) => tool.name === name) ?? tools.find((tool) => toolMatchesName(tool, name));
}
