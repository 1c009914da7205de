import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
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
}

export function createTranscriptWriter(
  path: string,
  options: { secrets?: readonly string[]; createdAt: string; sessionId: string; model: string; onError: (message: string) => void },
): TranscriptWriter {
  const redact = createRedactor(options.secrets ?? []);
  let broken = false;
  const append = (line: string, first = false) => {
    if (broken) return;
    try {
      if (first) {
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, `${redact(line)}\n`, 'utf8');
      } else {
        appendFileSync(path, `${redact(line)}\n`, 'utf8');
      }
    } catch (error) {
      broken = true;
      options.onError(`The transcript could not be written to ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  append(headerLine('transcript', options.createdAt, { sessionId: options.sessionId, model: options.model }), true);
  return {
    writeLine: (line) => append(line),
    write: (record) => append(JSON.stringify(record)),
  };
}
