import type { FileChangeStatus } from '../report/workspace-changes.js';

/** One changed path as landing sees it, from the workspace's change set or from a change bundle. */
export interface LandingFile {
  /** Relative to the repository root, `/`-separated. */
  readonly path: string;
  readonly status: FileChangeStatus;
  /** Null for a new path. */
  readonly oldMode: string | null;
  /** Null for a deleted path. */
  readonly newMode: string | null;
  /** The new content's size in bytes, without reading it; null for a deleted path. */
  size(): Promise<number | null>;
  /** The new content; null for a deleted path. */
  content(): Promise<Buffer | null>;
  /**
   * The content at the commit the change is made on (what the landed commit is compared with);
   * null when the path is not there. Read only when a rule needs to tell what the change added.
   */
  oldContent(): Promise<Buffer | null>;
}

/** A file of the commit a change is made on (a base `.npmrc`), or null when it is not there. */
export type BaseReader = (path: string) => Promise<Buffer | null>;

export const REGULAR_FILE = '100644';
export const EXECUTABLE_FILE = '100755';
export const SYMLINK = '120000';
export const SUBMODULE = '160000';
