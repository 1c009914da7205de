import { initialAppState, type AppState } from './app-state.js';
import type { CommandRunner } from './command-runner.js';
import type { PermissionMode } from './permission-types.js';
import { noRedaction, type SecretRedactor } from './redact.js';
import type { Tools, ToolUseContext } from './tool.js';
import { defaultToolLimits, type ToolLimits } from './tool-limits.js';

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
  readonly isReadDenied?: (absolutePath: string, context: ToolUseContext) => boolean;
}

/** A context with its own app-state cell; the session and tests both start from here. */
export function createToolUseContext(options: CreateToolUseContextOptions): ToolUseContext {
  let state = options.appState ?? initialAppState;
  return {
    options: {
      tools: options.tools,
      ...(options.model !== undefined ? { model: options.model } : {}),
      isNonInteractiveSession: true,
      permissionMode: options.permissionMode ?? 'default',
      ...(options.maxBudgetUsd !== undefined ? { maxBudgetUsd: options.maxBudgetUsd } : {}),
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
