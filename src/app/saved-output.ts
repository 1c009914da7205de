import { open } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import type { SavedOutput } from '../report/workspace-changes.js';

/** Head and tail of a saved output read back for the report; the whole file is linked. */
const SAVED_HEAD_BYTES = 4_096;
const SAVED_TAIL_BYTES = 4_096;

/** The head and tail of a saved output, for the report; null when it cannot be read. */
export async function readSavedOutput(toolUseId: string, path: string, outputDir: string): Promise<SavedOutput | null> {
  let handle;
  try {
    handle = await open(path, 'r');
    const { size } = await handle.stat();
    const headBuffer = Buffer.alloc(Math.min(size, SAVED_HEAD_BYTES));
    await handle.read(headBuffer, 0, headBuffer.length, 0);
    const tailLength = Math.min(Math.max(0, size - headBuffer.length), SAVED_TAIL_BYTES);
    const tailBuffer = Buffer.alloc(tailLength);
    if (tailLength > 0) await handle.read(tailBuffer, 0, tailLength, size - tailLength);
    // Whole lines only: the cut ends of the two reads are dropped.
    const headText = headBuffer.toString('utf8');
    const head = size > headBuffer.length ? headText.slice(0, Math.max(0, headText.lastIndexOf('\n'))) : headText.replace(/\n$/, '');
    const tailText = tailBuffer.toString('utf8');
    const tail = tailLength > 0 ? (size - tailLength > headBuffer.length ? tailText.slice(tailText.indexOf('\n') + 1) : tailText).replace(/\n$/, '') : '';
    return { toolUseId, file: relative(outputDir, path).split(sep).join('/'), bytes: size, head, tail };
  } catch {
    return null;
  } finally {
    await handle?.close();
  }
}
