import { constants, existsSync, realpathSync } from 'node:fs';
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A directory opened without following a symlink anywhere on its path. `at(name)` is a path that
 * reaches the entry `name` of this very directory, whatever is renamed or swapped above it since.
 */
export interface OpenDirectory {
  at(name: string): string;
  /** Makes renames in it durable; best effort. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** A symlink (or a file) was found where the judged path has a directory, or the file itself became a symlink. */
export class SymlinkSwappedError extends Error {
  override readonly name = 'SymlinkSwappedError';
}

/** Linux names an open directory as /proc/self/fd/N: opening an entry through it is opening it relative to that directory. */
const PROC_FD = '/proc/self/fd';
const DIRECTORY = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW;

function swapped(path: string): SymlinkSwappedError {
  return new SymlinkSwappedError(`${path} is no longer the directory it was: a symlink or a file is on the way, so nothing was written`);
}

async function openChild(parent: FileHandle, name: string, shown: string, create: boolean): Promise<FileHandle> {
  const path = `${PROC_FD}/${parent.fd}/${name}`;
  try {
    return await open(path, DIRECTORY);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP' || code === 'ENOTDIR') throw swapped(shown);
    if (code !== 'ENOENT' || !create) throw error;
  }
  await mkdir(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  try {
    return await open(path, DIRECTORY);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw code === 'ELOOP' || code === 'ENOTDIR' ? swapped(shown) : error;
  }
}

/** Where /proc is missing (macOS): the directory is checked to have no symlink on its path, then named as it is. */
async function plainDirectory(dir: string, create: boolean): Promise<OpenDirectory> {
  if (create) await mkdir(dir, { recursive: true });
  if (realpathSync.native(dir) !== dir) throw swapped(dir);
  return { at: (name) => join(dir, name), sync: async () => undefined, close: async () => undefined };
}

/**
 * Opens `dir` (absolute, with no symlink in it: a real path) one component at a time from `/`,
 * each without following a symlink, creating the missing ones when `create` is set. A symlink
 * swapped in anywhere on the way since the path was judged makes it throw SymlinkSwappedError.
 */
export async function openDirectoryNoFollow(dir: string, create: boolean): Promise<OpenDirectory> {
  if (!existsSync(PROC_FD)) return plainDirectory(dir, create);
  let handle = await open('/', DIRECTORY);
  try {
    let shown = '';
    for (const part of dir.split('/').filter((segment) => segment !== '')) {
      shown = `${shown}/${part}`;
      const child = await openChild(handle, part, shown, create);
      await handle.close();
      handle = child;
    }
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  const opened = handle;
  return {
    at: (name) => `${PROC_FD}/${opened.fd}/${name}`,
    sync: () => opened.sync().catch(() => undefined),
    close: () => opened.close(),
  };
}

