import { constants } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import type { ToolUseContext } from '../../core/tool.js';
import { atomicWriteFile } from './atomic-write.js';
import { openDirectoryNoFollow, SymlinkSwappedError } from './no-follow.js';
import { recordRead } from './read-state.js';

/**
 * Reads a file (a real path) as UTF-8, or null when it does not exist, without following a
 * symlink anywhere on its path: one swapped in since the path was judged is refused.
 */
export async function readTextIfExists(path: string): Promise<string | null> {
  let dir;
  try {
    dir = await openDirectoryNoFollow(dirname(path), false);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const handle = await open(dir.at(basename(path)), constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      return await handle.readFile('utf8');
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'ELOOP') throw new SymlinkSwappedError(`${path} became a symlink after it was judged, so it was not read`);
    throw error;
  } finally {
    await dir.close();
  }
}

/**
 * Writes atomically (creating parent directories), never through a symlink, and records the new
 * mtime as read, so the model can edit the file again without re-reading what it just wrote.
 */
export async function writeTextFile(context: ToolUseContext, realPath: string, content: string): Promise<void> {
  await atomicWriteFile(realPath, content, { createDirectories: true });
  const { mtimeMs } = await stat(realPath);
  recordRead(context, realPath, mtimeMs);
}
