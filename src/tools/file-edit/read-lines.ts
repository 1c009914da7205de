import { open } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';

export interface LineWindow {
  /** The lines from `startLine` on (1-based), without their line breaks. */
  readonly lines: string[];
  readonly startLine: number;
  /** Total lines in the file, or null when the scan stopped early. */
  readonly totalLines: number | null;
  /** True when lines after the window exist. */
  readonly moreAfter: boolean;
  readonly mtimeMs: number;
}

const CHUNK_BYTES = 64 * 1024;

/**
 * Reads lines `startLine .. startLine+limit-1` without holding the whole file: only the window is
 * kept. Splits on LF only (a trailing CR is dropped), as Grep does, so line numbers agree.
 * With `countAll` the scan goes on to the end to count the lines.
 */
export async function readLineWindow(path: string, startLine: number, limit: number, countAll: boolean): Promise<LineWindow> {
  const handle = await open(path, 'r');
  try {
    const { mtimeMs } = await handle.stat();
    const decoder = new StringDecoder('utf8');
    const buffer = Buffer.alloc(CHUNK_BYTES);
    const lines: string[] = [];
    const lastLine = startLine + limit - 1;
    let lineNo = 0;
    let partial = '';
    let moreAfter = false;
    let sawAny = false;
    const take = (line: string) => {
      lineNo++;
      if (lineNo >= startLine && lineNo <= lastLine) lines.push(line.endsWith('\r') ? line.slice(0, -1) : line);
      else if (lineNo > lastLine) moreAfter = true;
    };
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      sawAny = true;
      const text = partial + decoder.write(buffer.subarray(0, bytesRead));
      const parts = text.split('\n');
      partial = parts.pop() ?? '';
      for (const part of parts) take(part);
      if (moreAfter && !countAll) return { lines, startLine, totalLines: null, moreAfter, mtimeMs };
    }
    const rest = partial + decoder.end();
    if (rest !== '') take(rest);
    return { lines, startLine, totalLines: sawAny ? lineNo : 0, moreAfter, mtimeMs };
  } finally {
    await handle.close();
  }
}

/** True when the first 8,000 bytes hold a NUL byte: the test git uses to call a file binary. */
export async function looksBinary(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(8_000);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).includes(0);
  } finally {
    await handle.close();
  }
}
