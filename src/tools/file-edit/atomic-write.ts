import { randomBytes } from 'node:crypto';
import { open, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export interface AtomicWriteOptions {
  /**
   * Called after the temp file is written and synced, before it replaces the target. Tests use
   * it to kill the writer at exactly that point; production code leaves it out.
   */
  readonly beforeRename?: (tempPath: string) => Promise<void> | void;
}

/** The temp file that `atomicWriteFile` writes next to `target`; exported so tests can find leftovers. */
export function atomicTempPrefix(target: string): string {
  return `.${basename(target)}.tollgate-`;
}

async function existingMode(target: string): Promise<number | undefined> {
  try {
    return (await stat(target)).mode & 0o7777;
  } catch {
    return undefined;
  }
}

/**
 * Replaces `target` with `data` so that a reader (or a crash) sees either the old file or the
 * new one, never a half-written one: write a temp file in the same directory, fsync it, rename it
 * over the target. Keeps the target's permission bits.
 */
export async function atomicWriteFile(target: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const dir = dirname(target);
  const temp = join(dir, `${atomicTempPrefix(target)}${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  const mode = await existingMode(target);
  let renamed = false;
  try {
    const handle = await open(temp, 'wx', mode ?? 0o666);
    try {
      await handle.writeFile(data);
      if (mode !== undefined) await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await options.beforeRename?.(temp);
    await rename(temp, target);
    renamed = true;
    await syncDirectory(dir);
  } finally {
    if (!renamed) await unlink(temp).catch(() => undefined);
  }
}

/** Makes the rename itself durable; best effort (some file systems refuse to open a directory). */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // The data is already renamed into place; only durability across a power loss is at stake.
  }
}
