import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { openDirectoryNoFollow, SymlinkSwappedError, type OpenDirectory } from './no-follow.js';

export interface AtomicWriteOptions {
  /**
   * Called after the temp file is written and synced, before it replaces the target. Tests use
   * it to kill the writer at exactly that point; production code leaves it out.
   */
  readonly beforeRename?: (tempPath: string) => Promise<void> | void;
  /** Create the directories on the way that do not exist yet (each without following a symlink). */
  readonly createDirectories?: boolean;
}

/** The temp file that `atomicWriteFile` writes next to `target`; exported so tests can find leftovers. */
export function atomicTempPrefix(target: string): string {
  return `.${basename(target)}.tollgate-`;
}

/** The mode of the file there now; refuses a symlink there (the judged path is a real one). */
async function existingMode(dir: OpenDirectory, name: string, target: string): Promise<number | undefined> {
  const info = await lstat(dir.at(name)).catch(() => null);
  if (info?.isSymbolicLink()) throw new SymlinkSwappedError(`${target} became a symlink after it was judged, so nothing was written`);
  return info ? info.mode & 0o7777 : undefined;
}

/**
 * Replaces `target` (a real path: no symlink in it) with `data` so that a reader (or a crash) sees
 * either the old file or the new one, never a half-written one: write a temp file in the same
 * directory, fsync it, rename it over the target. Keeps the target's permission bits. The
 * directory is opened without following symlinks and both files are named through it, so a
 * symlink swapped in on the way since the path was judged stops the write instead of redirecting it.
 */
export async function atomicWriteFile(target: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const name = basename(target);
  const tempName = `${atomicTempPrefix(target)}${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  const dir = await openDirectoryNoFollow(dirname(target), options.createDirectories === true);
  let written = false;
  let renamed = false;
  try {
    const mode = await existingMode(dir, name, target);
    const handle = await open(dir.at(tempName), constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, mode ?? 0o666);
    written = true;
    try {
      await handle.writeFile(data);
      if (mode !== undefined) await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await options.beforeRename?.(join(dirname(target), tempName));
    await rename(dir.at(tempName), dir.at(name));
    renamed = true;
    // Makes the rename itself durable; best effort (some file systems refuse).
    await dir.sync();
  } finally {
    if (written && !renamed) await unlink(dir.at(tempName)).catch(() => undefined);
    await dir.close();
  }
}
