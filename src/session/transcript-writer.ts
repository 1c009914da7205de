import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRedactor } from '../core/redact.js';
import { headerLine } from '../model/cassette-format.js';

/**
 * `transcript.jsonl`: a header, then every event, request/reply exchange (the cassette format, so
 * `--replay transcript.jsonl` works), model error and tool output, one JSON object a line,
 * secrets redacted. A write failure disables the writer and is reported once.
 */
export interface TranscriptWriter {
  /** One already-serialized JSON line (used for exchanges, shared with the cassette recorder). */
  writeLine(line: string): void;
  write(record: Record<string, unknown>): void;
  /** Releases the file (writes are synchronous, nothing is pending); later writes are dropped. */
  close(): void;
}

/** The file is opened once: a session writes hundreds of lines, and reopening it per line showed in profiles. */
export function createTranscriptWriter(
  path: string,
  options: { secrets?: readonly string[]; createdAt: string; sessionId: string; model: string; onError: (message: string) => void },
): TranscriptWriter {
  const redact = createRedactor(options.secrets ?? []);
  let fd: number | null = null;
  const fail = (error: unknown) => {
    if (fd !== null) closeQuietly(fd);
    fd = null;
    options.onError(`The transcript could not be written to ${path}: ${error instanceof Error ? error.message : String(error)}`);
  };
  try {
    mkdirSync(dirname(path), { recursive: true });
    fd = openSync(path, 'w');
  } catch (error) {
    fail(error);
  }
  const append = (line: string) => {
    if (fd === null) return;
    try {
      writeSync(fd, `${redact(line)}\n`);
    } catch (error) {
      fail(error);
    }
  };
  append(headerLine('transcript', options.createdAt, { sessionId: options.sessionId, model: options.model }));
  return {
    writeLine: append,
    write: (record) => append(JSON.stringify(record)),
    close: () => {
      if (fd !== null) closeQuietly(fd);
      fd = null;
    },
  };
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // Already closed or the disk went away: nothing more to write either way.
  }
}
