import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Redactor } from '../../core/redact.js';
import type { ModelReply, ModelRequest } from '../../model/model-client.js';
import { countTokensLine, exchangeLine, failedExchangeLine, headerLine } from '../../model/cassette-format.js';
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

/** A signature that marks a thinking block whose text redaction changed: no longer what the API signed. */
export const UNSIGNED_BY_REDACTION = 'redacted-by-tollgate';

type Blocks = readonly { readonly type: string }[];

/**
 * Thinking blocks whose text holds a secret: the transcript keeps them redacted like everything
 * else, and drops their signature (it signed the text as it was), so a replay of the transcript
 * can never send a changed block back as if the API had signed it.
 */
function unsignRedacted<T extends Blocks>(blocks: T, redact: Redactor): T {
  let changed = false;
  const out = blocks.map((block) => {
    if (block.type !== 'thinking') return block;
    const thinking = (block as { thinking?: unknown }).thinking;
    if (typeof thinking !== 'string' || redact(thinking) === thinking) return block;
    changed = true;
    return { ...block, signature: UNSIGNED_BY_REDACTION };
  });
  return (changed ? out : blocks) as T;
}

function exchangeForTranscript(event: Extract<ReportEvent, { type: 'model_exchange' }>, redact: Redactor): { request: ModelRequest; reply: ModelReply } {
  const messages = event.request.messages.map((message) => (Array.isArray(message.content) ? { ...message, content: unsignRedacted(message.content, redact) } : message)) as ModelRequest['messages'];
  return { request: { ...event.request, messages }, reply: { ...event.reply, content: unsignRedacted(event.reply.content, redact) } };
}

/** An event's lines in the transcript: model traffic in the cassette format, a tool result also as its output. */
function transcriptLines(event: ReportEvent, redact: Redactor): string[] {
  switch (event.type) {
    case 'model_exchange': {
      const { request, reply } = exchangeForTranscript(event, redact);
      return [exchangeLine(event.seq, request, reply)];
    }
    case 'token_count':
      return [countTokensLine(event.seq, event.request, event.inputTokens)];
    case 'model_exchange_failed':
      return [failedExchangeLine(event.seq, event.request, event.error)];
    case 'model_error':
      return [JSON.stringify({ type: 'model_error', turn: event.turn, attempt: event.attempt, error: event.error })];
    case 'tool_result':
      return [
        JSON.stringify({ type: 'event', event }),
        JSON.stringify({
          type: 'tool_output',
          turn: event.turn,
          toolUseId: event.toolUseId,
          toolName: event.toolName,
          status: event.status,
          ...(event.persistedPath ? { persistedPath: event.persistedPath } : { content: event.content }),
        }),
      ];
    default:
      return [JSON.stringify({ type: 'event', event })];
  }
}

/** The file, written line by line, synchronously and redacted; the first failure is reported and ends the writing. */
function transcriptFile(options: TranscriptReporterOptions) {
  let fd: number | null = null;
  let failed = false;
  const close = () => {
    if (fd === null) return;
    try {
      closeSync(fd);
    } catch {
      // Already closed or the disk went away: nothing more to write either way.
    }
    fd = null;
  };
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    close();
    options.onError(`The transcript could not be written to ${options.path}: ${describeError(error)}`);
  };
  const append = (line: string) => {
    if (fd === null) return;
    try {
      writeSync(fd, `${options.redact(line)}\n`);
    } catch (error) {
      fail(error);
    }
  };
  return {
    get failed() {
      return failed;
    },
    get opened() {
      return fd !== null;
    },
    /** Creates the file and writes its header. */
    open(createdAt: string, sessionId: string, model: string) {
      try {
        mkdirSync(dirname(options.path), { recursive: true });
        fd = openSync(options.path, 'w');
      } catch (error) {
        fail(error);
        return;
      }
      append(headerLine('transcript', createdAt, { sessionId, model, workspaceRoot: options.workspaceRoot, outputDir: options.outputDir }));
    },
    append,
    close,
  };
}

/**
 * `transcript.jsonl`: a header, then every event, every request/reply exchange and token count in
 * the cassette format (so `--replay transcript.jsonl` and `tollgate replay` work), every model
 * error and tool output, one JSON object a line, secrets redacted, ending with `session_end`.
 * Opened once; writes are synchronous, so a crash loses nothing already seen.
 */
export function createTranscriptReporter(options: TranscriptReporterOptions): Reporter {
  const file = transcriptFile(options);
  const early: ReportEvent[] = [];
  const record = (event: ReportEvent) => {
    for (const line of transcriptLines(event, options.redact)) file.append(line);
  };
  return {
    name: 'transcript',
    stage: 'record',
    onEvent(event) {
      if (file.failed) return;
      if (!file.opened) {
        if (event.type === 'session_start') file.open(event.startedAt, event.sessionId, event.model);
        // A session that failed before it started still leaves a transcript of why.
        else if (event.type === 'session_end') file.open(new Date().toISOString(), event.result.sessionId, 'unknown');
        else {
          early.push(event);
          return;
        }
        for (const before of early.splice(0)) record(before);
      }
      record(event);
      // The session's record ends with it; what the runner learns afterwards is in result.json.
      if (event.type === 'session_end') file.close();
    },
    async finish() {
      file.close();
    },
  };
}
