export interface ToolLimits {
  /** Default cap on a tool result before it is persisted to a file. */
  readonly maxResultChars: number;
  readonly toolTimeoutMs: number;
  readonly fileReadMaxBytes: number;
  readonly fileReadMaxLines: number;
  /**
   * The most characters one Read shows: its share of the context window (the session sets it from
   * the model's window). Read pages past it with offset and limit instead of saving to a file.
   */
  readonly fileReadMaxChars: number;
  readonly globMaxResults: number;
  /** How many concurrency-safe calls run at once. */
  readonly maxToolConcurrency: number;
}

export const defaultToolLimits: ToolLimits = {
  maxResultChars: 30_000,
  toolTimeoutMs: 600_000,
  fileReadMaxBytes: 10 * 1024 * 1024,
  fileReadMaxLines: 2_000,
  fileReadMaxChars: 75_000,
  globMaxResults: 100,
  maxToolConcurrency: 10,
};
