import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRedactor, type Redactor } from '../core/redact.js';
import type { CountTokensRequest, ModelCallOptions, ModelClient, ModelReply, ModelRequest } from './model-client.js';
import { countTokensLine, exchangeLine, headerLine } from './cassette-format.js';

/** Receives one JSON line (no newline) per successful request. */
export type CassetteSink = (line: string) => void;

/** Wraps a client so every successful reply and token count is also written to `sink`, in order. */
export function recordModelCalls(inner: ModelClient, sink: CassetteSink): ModelClient {
  let seq = 0;
  return {
    async createMessage(request: ModelRequest, callOptions?: ModelCallOptions): Promise<ModelReply> {
      const reply = await inner.createMessage(request, callOptions);
      sink(exchangeLine(seq++, request, reply));
      return reply;
    },
    async countTokens(request: CountTokensRequest, callOptions?: ModelCallOptions): Promise<number> {
      const counted = await inner.countTokens(request, callOptions);
      sink(countTokensLine(seq++, request, counted));
      return counted;
    },
  };
}

export interface RecordingOptions {
  /** The cassette file (JSON Lines); created or truncated. */
  readonly path: string;
  /** Secrets to replace with `***` in every line written (the API key, tokens...). */
  readonly secrets?: Iterable<string | undefined>;
  readonly now?: () => Date;
}

/** `--record FILE`: a cassette with a versioned header, then one line per request, secrets redacted. */
export function createRecordingModelClient(inner: ModelClient, options: RecordingOptions): ModelClient {
  const redact: Redactor = createRedactor(options.secrets ?? []);
  const now = options.now ?? (() => new Date());
  mkdirSync(dirname(options.path), { recursive: true });
  writeFileSync(options.path, `${redact(headerLine('cassette', now().toISOString()))}\n`, 'utf8');
  return recordModelCalls(inner, (line) => appendFileSync(options.path, `${redact(line)}\n`, 'utf8'));
}
