export interface ReadFileRecord {
  /** Modification time when the file was read, to refuse edits of files changed since. */
  readonly mtimeMs: number;
  readonly timestamp: number;
  readonly offset?: number;
  readonly limit?: number;
}

/** Absolute path → what this session read of it. */
export type ReadFileState = Map<string, ReadFileRecord>;
