import { z } from 'zod';
import type { ContentBlockParam, StopReason } from './wire.js';
import type { ModelReply, ModelRequest } from './model-client.js';
import type { ModelCallError, ModelErrorKind } from './model-error.js';

/**
 * Cassettes and transcripts are JSON Lines. The first line is a header
 * (`{"type":"cassette"|"transcript","version":1,...}`); replay uses the `exchange` lines (a request
 * and the reply served for it), the `exchange_failed` lines (a request the API refused or that broke
 * on the way), in the order of their `seq`, and `count_tokens` lines, and ignores every other line.
 */
export const CASSETTE_VERSION = 1;

export const cassetteHeaderSchema = z.looseObject({
  type: z.enum(['cassette', 'transcript']),
  version: z.literal(CASSETTE_VERSION),
  createdAt: z.string(),
});

const billedTokensSchema = z.object({
  inputTokens: z.number().nonnegative(),
  outputTokens: z.number().nonnegative(),
  cacheCreationInputTokens: z.number().nonnegative(),
  cacheReadInputTokens: z.number().nonnegative(),
  cacheCreation1hInputTokens: z.number().nonnegative().default(0),
});

/** A reply's usage; `compaction` is what a server-side compaction in it used (billed on top). */
const usageSchema = billedTokensSchema.extend({
  compaction: billedTokensSchema.optional(),
  compactionUnreported: z.literal(true).optional(),
});

const stopReasonSchema = z.enum([
  'end_turn',
  'max_tokens',
  'stop_sequence',
  'tool_use',
  'pause_turn',
  'refusal',
  'model_context_window_exceeded',
  'compaction',
]);

export const modelReplySchema = z.object({
  id: z.string(),
  model: z.string(),
  content: z.array(z.looseObject({ type: z.string() })),
  stopReason: stopReasonSchema.nullable(),
  usage: usageSchema,
});

export const exchangeLineSchema = z.object({
  type: z.literal('exchange'),
  seq: z.number().int().nonnegative(),
  request: z.record(z.string(), z.unknown()),
  reply: modelReplySchema,
});

const MODEL_ERROR_KINDS = ['rate_limited', 'overloaded', 'server_error', 'connection', 'broken_stream', 'aborted', 'invalid_request', 'authentication', 'replay_exhausted', 'unknown'] as const satisfies readonly ModelErrorKind[];

/** A request that failed as the session saw it: refused (with the status), or broken on the way. */
export const failedExchangeLineSchema = z.object({
  type: z.literal('exchange_failed'),
  seq: z.number().int().nonnegative(),
  request: z.record(z.string(), z.unknown()),
  error: z.object({
    kind: z.enum(MODEL_ERROR_KINDS),
    status: z.number().int().nullable(),
    message: z.string(),
    retryAfterMs: z.number().nonnegative().nullable(),
    partialUsage: usageSchema.nullable(),
  }),
});

export const countTokensLineSchema = z.object({
  type: z.literal('count_tokens'),
  seq: z.number().int().nonnegative(),
  request: z.record(z.string(), z.unknown()),
  inputTokens: z.number().int().nonnegative(),
});

export interface RecordedExchange {
  readonly seq: number;
  readonly request: Record<string, unknown>;
  readonly reply: ModelReply;
}

export type RecordedFailure = z.output<typeof failedExchangeLineSchema>;

export interface Cassette {
  /** Replies written by hand (the demo): there are no real requests to compare with. */
  readonly scripted: boolean;
  /** The header line as written (a transcript's names the workspace and output folder it ran with). */
  readonly header: Readonly<Record<string, unknown>>;
  readonly exchanges: readonly RecordedExchange[];
  /** Requests that failed, each at its place in the order (`seq`) among the exchanges. */
  readonly failures: readonly RecordedFailure[];
  readonly counts: readonly { readonly request: Record<string, unknown>; readonly inputTokens: number }[];
}

export function exchangeLine(seq: number, request: ModelRequest, reply: ModelReply): string {
  return JSON.stringify({ type: 'exchange', seq, request, reply });
}

export function failedExchangeLine(seq: number, request: ModelRequest, error: ModelCallError): string {
  const { kind, status, message, retryAfterMs, partialUsage } = error;
  return JSON.stringify({ type: 'exchange_failed', seq, request, error: { kind, status: status ?? null, message, retryAfterMs: retryAfterMs ?? null, partialUsage } });
}

export function countTokensLine(seq: number, request: unknown, inputTokens: number): string {
  return JSON.stringify({ type: 'count_tokens', seq, request, inputTokens });
}

export function headerLine(type: 'cassette' | 'transcript', createdAt: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ type, version: CASSETTE_VERSION, createdAt, ...extra });
}

export class CassetteFormatError extends Error {
  constructor(file: string, line: number, message: string) {
    super(`${file}:${line}: ${message}`);
    this.name = 'CassetteFormatError';
  }
}

/** Parses a cassette or transcript; errors name the file and line. */
export function parseCassette(text: string, file: string): Cassette {
  const lines = text.split('\n');
  const exchanges: RecordedExchange[] = [];
  const failures: RecordedFailure[] = [];
  const counts: { request: Record<string, unknown>; inputTokens: number }[] = [];
  let sawHeader = false;
  let scripted = false;
  let headerLine: Record<string, unknown> = {};
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw new CassetteFormatError(file, lineNo, 'not valid JSON');
    }
    if (!sawHeader) {
      const header = cassetteHeaderSchema.safeParse(value);
      if (!header.success) {
        throw new CassetteFormatError(
          file,
          lineNo,
          `expected a header {"type":"cassette"|"transcript","version":${CASSETTE_VERSION}}, got ${raw.slice(0, 120)}`,
        );
      }
      sawHeader = true;
      scripted = header.data.scripted === true;
      headerLine = header.data;
      return;
    }
    const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
    if (type === 'exchange') {
      const parsed = exchangeLineSchema.safeParse(value);
      if (!parsed.success) throw new CassetteFormatError(file, lineNo, `bad exchange: ${z.prettifyError(parsed.error)}`);
      exchanges.push({
        seq: parsed.data.seq,
        request: parsed.data.request,
        reply: {
          ...parsed.data.reply,
          content: parsed.data.reply.content as unknown as ContentBlockParam[],
          stopReason: parsed.data.reply.stopReason as StopReason | null,
        },
      });
    } else if (type === 'exchange_failed') {
      const parsed = failedExchangeLineSchema.safeParse(value);
      if (!parsed.success) throw new CassetteFormatError(file, lineNo, `bad exchange_failed line: ${z.prettifyError(parsed.error)}`);
      failures.push(parsed.data);
    } else if (type === 'count_tokens') {
      const parsed = countTokensLineSchema.safeParse(value);
      if (!parsed.success) throw new CassetteFormatError(file, lineNo, `bad count_tokens line: ${z.prettifyError(parsed.error)}`);
      counts.push({ request: parsed.data.request, inputTokens: parsed.data.inputTokens });
    }
  });
  if (!sawHeader) throw new CassetteFormatError(file, 1, 'the file is empty');
  return { scripted, header: headerLine, exchanges, failures, counts };
}
