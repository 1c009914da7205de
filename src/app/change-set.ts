import type { FileChangeStatus } from '../report/workspace-changes.js';

/** One path the session changed, as git records it: its mode and blob before and after. */
export interface ChangedPath {
  /** Relative to the workspace, `/`-separated, as git names it. */
  readonly path: string;
  readonly status: FileChangeStatus;
  /** `100644`, `100755`, `120000` (a symlink), `160000` (a submodule); null when the path is new. */
  readonly oldMode: string | null;
  /** Null when the path was deleted. */
  readonly newMode: string | null;
  readonly oldBlob: string | null;
  readonly newBlob: string | null;
}

/** What the session changed, from the snapshot's private repository, ready to be checked and landed. */
export interface ChangeSet {
  /** The commit the workspace had checked out when the session started; null outside the root of a git checkout. */
  readonly baseCommit: string | null;
  readonly paths: readonly ChangedPath[];
  /** A blob's size in bytes, without reading it. */
  blobSize(blob: string): Promise<number>;
  /** A blob's bytes (the content a path has at the end of the session). */
  readBlob(blob: string): Promise<Buffer>;
  /** A file as the base commit has it (the start of the session outside a git checkout); null when it is not there or not a file. */
  readBase(path: string): Promise<Buffer | null>;
}
