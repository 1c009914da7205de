import type { AnyObjectSchema, Tool } from './tool.js';

type DefaultableToolKeys =
  | 'isEnabled'
  | 'whenReady'
  | 'isConcurrencySafe'
  | 'isReadOnly'
  | 'isDestructive'
  | 'checkPermissions'
  | 'permissionSubject'
  | 'reportSubject'
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
    reportSubject: () => ({ kind: 'input' }),
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

