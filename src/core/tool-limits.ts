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
