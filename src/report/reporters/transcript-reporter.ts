import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Redactor } from '../../core/redact.js';
import { countTokensLine, exchangeLine, headerLine } from '../../model/cassette-format.js';
import type { ReportEvent } from '../report-event.js';
import type { Reporter } from '../reporter.js';
import { describeError } from '../../core/describe-error.js';

export interface TranscriptReporterOptions {
  readonly path: string;
  readonly redact: Redactor;
  /** Recorded in the header, so `tollgate replay` can tell these paths from real differences. */
  readonly workspaceRoot: string;
  readonly outputDir: string;
  /** A write failure: the transcript stops, the run goes on. */
  readonly onError: (message: string) => void;
}

/**
 * `transcript.jsonl`: a header, then every event, every request/reply exchange and token count in
 * the cassette format (so `--replay transcript.jsonl` and `tollgate replay` work), every model
 * error and tool output, one JSON object a line, secrets redacted, ending with `session_end`.
 * Opened once; writes are synchronous, so a crash loses nothing already seen.
 */
export function createTranscriptReporter(options: TranscriptReporterOptions): Reporter {
  let fd: number | null = null;
  let failed = false;
  const early: ReportEvent[] = [];
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    close();
    options.onError(`The transcript could not be written to ${options.path}: ${describeError(error)}`);
  };
  const close = () => {
    if (fd === null) return;
    try {
      closeSync(fd);
    } catch {
      // Already closed or the disk went away: nothing more to write either way.
    }
    fd = null;
  };
  const append = (line: string) => {
    if (fd === null) return;
    try {
      writeSync(fd, `${options.redact(line)}\n`);
    } catch (error) {
      fail(error);
    }
  };
  const open = (createdAt: string, sessionId: string, model: string) => {
    try {
      mkdirSync(dirname(options.path), { recursive: true });
      fd = openSync(options.path, 'w');
    } catch (error) {
      fail(error);
      return;
    }
    append(headerLine('transcript', createdAt, { sessionId, model, workspaceRoot: options.workspaceRoot, outputDir: options.outputDir }));
  };
  const record = (event: ReportEvent) => {
    switch (event.type) {
      case 'model_exchange':
        return append(exchangeLine(event.seq, event.request, event.reply));
      case 'token_count':
        return append(countTokensLine(event.seq, event.request, event.inputTokens));
      case 'model_error':
        return append(JSON.stringify({ type: 'model_error', turn: event.turn, attempt: event.attempt, error: event.error }));
      case 'tool_result':
        append(JSON.stringify({ type: 'event', event }));
        return append(
          JSON.stringify({
            type: 'tool_output',
            turn: event.turn,
            toolUseId: event.toolUseId,
            toolName: event.toolName,
            status: event.status,
            ...(event.persistedPath ? { persistedPath: event.persistedPath } : { content: event.content }),
          }),
        );
      default:
        return append(JSON.stringify({ type: 'event', event }));
    }
  };
  return {
    name: 'transcript',
    onEvent(event) {
      if (failed) return;
      if (fd === null) {
        if (event.type === 'session_start') open(event.startedAt, event.sessionId, event.model);
        // A session that failed before it started still leaves a transcript of why.
        else if (event.type === 'session_end') open(new Date().toISOString(), event.result.sessionId, 'unknown');
        else {
          early.push(event);
          return;
        }
        for (const before of early.splice(0)) record(before);
      }
      record(event);
      // The session's record ends with it; what the runner learns afterwards is in result.json.
      if (event.type === 'session_end') close();
    },
    async finish() {
      close();
    },
  };
}
