import { open } from 'node:fs/promises';

/** Decodes bytes cut at arbitrary offsets: a character split by the cut is dropped, not garbled. */
function decodeSlice(bytes: Buffer, trimStart: boolean, trimEnd: boolean): string {
  let text = new TextDecoder('utf-8').decode(bytes);
  if (trimStart) text = text.replace(/^\uFFFD+/, '');
  if (trimEnd) text = text.replace(/\uFFFD+$/, '');
  return text;
}

async function readRange(path: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export interface OutputExcerpt {
  readonly text: string;
  readonly totalBytes: number;
  readonly truncated: boolean;
  readonly omittedBytes: number;
}

/**
 * The output for the model: all of it when it fits in `budgetBytes`, else its head and its tail
 * with a marker between them. Reads only those two ranges of the log, whatever its size.
 */
export async function readOutputExcerpt(path: string, totalBytes: number, budgetBytes: number, logHint: string): Promise<OutputExcerpt> {
  if (totalBytes <= budgetBytes) {
    const text = decodeSlice(await readRange(path, 0, totalBytes), false, false);
    return { text, totalBytes, truncated: false, omittedBytes: 0 };
  }
  const half = Math.floor(budgetBytes / 2);
  const head = decodeSlice(await readRange(path, 0, half), false, true);
  const tail = decodeSlice(await readRange(path, totalBytes - half, half), true, false);
  const omittedBytes = totalBytes - 2 * half;
  const marker = `\n\n[... ${omittedBytes} bytes of output omitted (${totalBytes} bytes in all); ${logHint} ...]\n\n`;
  return { text: `${head}${marker}${tail}`, totalBytes, truncated: true, omittedBytes };
}

/** The last `count` lines written so far, from at most the last 4 KiB of the log. */
export async function readLastLines(path: string, totalBytes: number, count: number): Promise<string[]> {
  const length = Math.min(totalBytes, 4_096);
  if (length === 0) return [];
  const text = decodeSlice(await readRange(path, totalBytes - length, length), true, true);
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  if (lines.at(-1) === '') lines.pop();
  if (length < totalBytes) lines.shift();
  return lines.slice(-count);
}
