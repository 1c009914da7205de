import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { mapWithConcurrency } from '../../core/concurrency.js';

export interface FileWithTime {
  readonly path: string;
  readonly mtimeMs: number;
}

/** Keeps the regular files (following symlinks) with their mtimes; listed-but-deleted files drop out. */
export async function statFiles(root: string, relativePaths: readonly string[]): Promise<FileWithTime[]> {
  const stats = await mapWithConcurrency(relativePaths, 32, async (path) => {
    try {
      const info = await stat(join(root, path));
      return info.isFile() ? { path, mtimeMs: info.mtimeMs } : null;
    } catch {
      return null;
    }
  });
  return stats.filter((entry): entry is FileWithTime => entry !== null);
}

/** Newest first; equal times by path, so the order is stable. */
export function byMtimeDescending(a: FileWithTime, b: FileWithTime): number {
  return b.mtimeMs - a.mtimeMs || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}
