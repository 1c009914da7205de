import { lstat, readdir, readlink, unlink } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describeError } from '../core/describe-error.js';

/** Entries looked at before giving up: a command could fill the folder to slow the run down. */
const MAX_ENTRIES = 200_000;

/**
 * Commands that may write can write the output folder, and Tollgate writes its reports there
 * afterwards, outside the sandbox. A symbolic link (`report.md -> ~/.bashrc`, `outputs -> ~/.ssh`),
 * a hard link, a FIFO (which would block a read) or a device a command left there would make those
 * writes, the redaction pass and the artifact upload land on or read from something else. Every
 * such entry is removed, once the session's processes are gone; what was removed is returned, said
 * plainly, for the report's warnings.
 */
export async function removeForeignEntries(outputDir: string): Promise<string[]> {
  const removed: string[] = [];
  let seen = 0;
  const visit = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if ((seen += 1) > MAX_ENTRIES) return;
      const path = join(dir, entry.name);
      const shown = relative(outputDir, path);
      if (entry.isDirectory()) {
        await visit(path);
        continue;
      }
      let what: string | null = null;
      if (entry.isSymbolicLink()) what = `a symbolic link (${shown} → ${await readlink(path).catch(() => '?')})`;
      else if (!entry.isFile()) what = `a special file (${shown})`;
      else if (((await lstat(path).catch(() => null))?.nlink ?? 1) > 1) what = `a hard link (${shown})`;
      if (what === null) continue;
      // Not removable: Tollgate's own writes could land elsewhere, so nothing is written at all.
      await unlink(path).catch((error: unknown) => {
        throw new Error(`${what} in the output folder ${outputDir} could not be removed (${describeError(error)}); no report is written through it`);
      });
      removed.push(`A command left ${what} in the output folder; it was removed before the report was written.`);
    }
  };
  await visit(outputDir);
  return removed;
}
