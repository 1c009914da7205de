import type { z } from 'zod';
import type { ToolResultBlock } from './tool-result-block.js';
import type { ProcessRefusal } from './command-runner.js';
import type { ToolUseContext } from './context.js';
import type { PermissionMode, PermissionResult, PermissionSubject } from './permission-types.js';

/** Every tool input is an object; the schema's output type is what `call()` receives. */
export type AnyObjectSchema = z.ZodType<Record<string, unknown>>;

export type JsonSchemaObject = { readonly type: 'object'; readonly [key: string]: unknown };

export type ValidationResult =
  | { readonly result: true }
  | {
      readonly result: false;
      readonly message: string;
      readonly errorCode: number;
      /** A refusal on permission grounds (a path outside the workspace): reported as a denial, not an error. */
      readonly denied?: boolean;
      /** With `denied`: why no rule can permit the call ("outside the workspace"). */
      readonly unpermittable?: string;
    };

export interface McpMeta {
  readonly _meta?: Record<string, unknown>;
  readonly structuredContent?: Record<string, unknown>;
}

export interface ToolResult<Output> {
  readonly data: Output;
  /** Extra text for the model, sent after the tool result in the same user message. */
  readonly newMessages?: readonly string[];
  /** Applied after the tool's batch finishes, in the order the model called the tools. */
  readonly contextModifier?: (context: ToolUseContext) => ToolUseContext;
  readonly mcpMeta?: McpMeta;
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
  isReadOnly(input: z.output<Schema>): boolean;
  isConcurrencySafe(input: z.output<Schema>): boolean;
  isDestructive(input: z.output<Schema>): boolean;
  isEnabled(): boolean;
  /**
   * Resolves once the synchronous checks (`isReadOnly`, `isConcurrencySafe`) give their final
   * answers (Bash's parser loads in the background); awaited before calls are batched.
   */
  whenReady(): Promise<void>;
  userFacingName(input?: Partial<z.output<Schema>>): string;
  /** A short present-tense line for progress reports: "Reading src/a.ts". */
  getActivityDescription(input: z.output<Schema>): string;
  /** Adds derived fields (absolute paths, ...) to a clone that observers see; never to the called input. */
  backfillObservableInput(input: Record<string, unknown>, context: ToolUseContext): void;
  mapToolResultToToolResultBlockParam(output: Output, toolUseId: string): ToolResultBlock;
}

export type AnyTool = Tool<AnyObjectSchema, unknown, unknown>;
export type Tools = readonly AnyTool[];

type DefaultableToolKeys =
  | 'isEnabled'
  | 'whenReady'
  | 'isConcurrencySafe'
  | 'isReadOnly'
  | 'isDestructive'
  | 'checkPermissions'
  | 'permissionSubject'
  | 'userFacingName'
  | 'validateInput'
  | 'getActivityDescription'
  | 'backfillObservableInput'
  | 'prompt'
  | 'mapToolResultToToolResultBlockParam'
  | 'maxResultSizeChars';

/** A tool definition: everything with a safe default may be left out. */
export type ToolDef<Schema extends AnyObjectSchema, Output, Progress> = Omit<
  Tool<Schema, Output, Progress>,
  DefaultableToolKeys
> &
  Partial<Pick<Tool<Schema, Output, Progress>, DefaultableToolKeys>>;

export const DEFAULT_MAX_RESULT_SIZE_CHARS = 30_000;

export function outputToText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (output === undefined) return '';
  return JSON.stringify(output, null, 2);
}

/**
 * Fills every omitted behaviour with a fail-closed default: enabled, not concurrency-safe,
 * not read-only, not destructive, "allow" from the tool itself (the policy still decides), and a
 * permission subject that may change anything, so only a rule naming the tool allows it.
 */
export function buildTool<Schema extends AnyObjectSchema, Output, Progress = never>(
  def: ToolDef<Schema, Output, Progress>,
): Tool<Schema, Output, Progress> {
  return {
    isEnabled: () => true,
    whenReady: () => Promise.resolve(),
    isConcurrencySafe: () => false,
    isReadOnly: () => false,
    isDestructive: () => false,
    checkPermissions: async () => ({ behavior: 'allow' }),
    permissionSubject: () => ({ kind: 'opaque', readOnly: false }),
    userFacingName: () => def.name,
    validateInput: async () => ({ result: true }),
    getActivityDescription: () => def.name,
    backfillObservableInput: () => {},
    prompt: (context) => def.description(context),
    mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
      type: 'tool_result',
      tool_use_id: toolUseId,
      content: outputToText(output),
    }),
    maxResultSizeChars: DEFAULT_MAX_RESULT_SIZE_CHARS,
    ...def,
  };
}

export function toolMatchesName(tool: { name: string; aliases?: readonly string[] }, name: string): boolean {
  return tool.name === name || (tool.aliases?.includes(name) ?? false);
}

export function findToolByName(tools: Tools, name: string): AnyTool | undefined {
  return tools.find((tool) => tool.name === name) ?? tools.find((tool) => toolMatchesName(tool, name));
}
