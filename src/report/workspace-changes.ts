/** What the session changed in the workspace, compared from a snapshot at its start to one at its end. */
export type FileChangeStatus = 'added' | 'modified' | 'deleted';

export interface FileChange {
  /** Relative to the workspace, with `/` separators. */
  readonly path: string;
  readonly status: FileChangeStatus;
  /** Lines added and removed; null for a binary file. */
  readonly added: number | null;
  readonly removed: number | null;
}

export type WorkspaceChanges =
  | {
      readonly compared: true;
      /** `git`: the workspace's own repository (ignored files left out); `snapshot`: a private one for a plain folder. */
      readonly method: 'git' | 'snapshot';
      readonly files: readonly FileChange[];
      /** The full diff's file, relative to the output folder (`changes.diff`); null when nothing changed. */
      readonly diffFile: string | null;
    }
  | {
      readonly compared: false;
      /** Why the comparison could not be made, in a sentence. */
      readonly reason: string;
    };

/** The whole text of a large output a tool saved, previewed head and tail in the report. */
export interface SavedOutput {
  readonly toolUseId: string;
  /** Relative to the output folder (`bash/toolu_1.log`). */
  readonly file: string;
  readonly bytes: number;
  /** The first lines and the last lines; `tail` is empty when `head` holds it all. */
  readonly head: string;
  readonly tail: string;
}
