import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRedactor, type Redactor } from '../core/redact.js';
import type { CountTokensRequest, ModelCallOptions, ModelClient, ModelReply, ModelRequest } from './model-client.js';
import { countTokensLine, exchangeLine, failedExchangeLine, headerLine } from './cassette-format.js';
import { ModelCallError } from './model-error.js';

/** Receives one JSON line (no newline) per successful request. */
export type CassetteSink = (line: string) => void;

/**
 * Told of every request with its reply, every request the API refused or that failed on the way
 * (so a replay fails it the same way: a 400, a 529, a broken stream), and every token count, in
 * order (`seq` counts all three). An aborted call is not told: it says nothing of the API.
 */
export interface ModelCallObserver {
  onExchange(seq: number, request: ModelRequest, reply: ModelReply): void;
  onFailedExchange(seq: number, request: ModelRequest, error: ModelCallError): void;
  onTokenCount(seq: number, request: CountTokensRequest, inputTokens: number): void;
}

/** Wraps a client so an observer sees every call; the failures still reach the caller. */
export function observeModelCalls(inner: ModelClient, observer: ModelCallObserver): ModelClient {
  let seq = 0;
  const count = inner.countTokens?.bind(inner);
  const window = inner.contextWindow?.bind(inner);
  return {
    ...(window ? { contextWindow: window } : {}),
    async createMessage(request: ModelRequest, callOptions?: ModelCallOptions): Promise<ModelReply> {
      let reply: ModelReply;
      try {
        reply = await inner.createMessage(request, callOptions);
      } catch (error) {
        if (error instanceof ModelCallError && error.kind !== 'aborted' && !callOptions?.signal?.aborted) observer.onFailedExchange(seq++, request, error);
        throw error;
      }
      observer.onExchange(seq++, request, reply);
      return reply;
    },
    ...(count
      ? {
          async countTokens(request: CountTokensRequest, callOptions?: ModelCallOptions): Promise<number> {
            const counted = await count(request, callOptions);
            observer.onTokenCount(seq++, request, counted);
            return counted;
          },
        }
      : {}),
  };
}

/** Wraps a client so every successful reply and token count is also written to `sink`, in order. */
export function recordModelCalls(inner: ModelClient, sink: CassetteSink): ModelClient {
  return observeModelCalls(inner, {
    onExchange: (seq, request, reply) => sink(exchangeLine(seq, request, reply)),
    onFailedExchange: (seq, request, error) => sink(failedExchangeLine(seq, request, error)),
    onTokenCount: (seq, request, inputTokens) => sink(countTokensLine(seq, request, inputTokens)),
  });
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
