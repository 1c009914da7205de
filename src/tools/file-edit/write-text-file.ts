import { mkdir, readFile, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ToolUseContext } from '../../core/tool.js';
import { atomicWriteFile } from './atomic-write.js';
import { recordRead } from './read-state.js';

/** Reads a file as UTF-8, or null when it does not exist. */
export async function readTextIfExists(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Writes atomically (creating parent directories) and records the new mtime as read, so the
 * model can edit the file again without re-reading what it just wrote.
 */
export async function writeTextFile(context: ToolUseContext, realPath: string, content: string): Promise<void> {
  await mkdir(dirname(realPath), { recursive: true });
  await atomicWriteFile(realPath, content);
  const { mtimeMs } = await stat(realPath);
  recordRead(context, realPath, mtimeMs);
}
