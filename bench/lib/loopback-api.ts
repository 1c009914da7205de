/**
 * A loopback Messages API for benchmarks: answers `POST /v1/messages` (streamed as SSE, or as
 * JSON when `stream` is false) from a script, answers count_tokens, and bills cached prefixes
 * as cache reads (see cache-billing.ts). Every request body is kept for the figures to inspect.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CacheBiller, estimateTokens, type CacheBill } from './cache-billing.js';

export interface ScriptedBlockText {
  readonly type: 'text';
  readonly text: string;
}
export interface ScriptedBlockToolUse {
  readonly type: 'tool_use';
  readonly id: string;
  readonly name: string;
  readonly input: Record<string, unknown>;
}
export type ScriptedBlock = ScriptedBlockText | ScriptedBlockToolUse;

export interface ScriptedReply {
  readonly content: readonly ScriptedBlock[];
  readonly stopReason: 'end_turn' | 'tool_use' | 'max_tokens';
  /** Output tokens to report; defaults to an estimate from the content. */
  readonly outputTokens?: number;
  /** Replaces the cache biller's input-side bill (the budget figure draws random usage). */
  readonly bill?: CacheBill;
}

/** One request as received: path, parsed body, arrival time (ms, performance clock) and the bill. */
export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly body: Record<string, unknown>;
  readonly raw: string;
  readonly receivedAt: number;
  readonly bill?: CacheBill;
}

/** Decides the reply to one Messages request; `null` means "not part of the script": a short text reply. */
export type Script = (body: Record<string, unknown>, index: number) => ScriptedReply | null;

export interface LoopbackApi {
  readonly url: string;
  readonly requests: ReceivedRequest[];
  /** Resolves on the next request whose path starts with `/v1/messages` (not count_tokens). */
  nextMessagesRequest(): Promise<ReceivedRequest>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function sse(res: ServerResponse, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

let messageCounter = 0;

function usageOf(bill: CacheBill, outputTokens: number) {
  return {
    input_tokens: bill.inputTokens,
    cache_creation_input_tokens: bill.cacheCreationInputTokens,
    cache_read_input_tokens: bill.cacheReadInputTokens,
    output_tokens: outputTokens,
  };
}

function writeStream(res: ServerResponse, model: string, reply: ScriptedReply, bill: CacheBill, outputTokens: number): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const id = `msg_bench_${++messageCounter}`;
  sse(res, 'message_start', {
    type: 'message_start',
    message: { id, type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: usageOf(bill, 1) },
  });
  reply.content.forEach((block, index) => {
    if (block.type === 'text') {
      sse(res, 'content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
      sse(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: block.text } });
    } else {
      sse(res, 'content_block_start', {
        type: 'content_block_start',
        index,
        content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} },
      });
      sse(res, 'content_block_delta', {
        type: 'content_block_delta',
        index,
        delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) },
      });
    }
    sse(res, 'content_block_stop', { type: 'content_block_stop', index });
  });
  sse(res, 'message_delta', {
    type: 'message_delta',
    delta: { stop_reason: reply.stopReason, stop_sequence: null },
    usage: { output_tokens: outputTokens },
  });
  sse(res, 'message_stop', { type: 'message_stop' });
  res.end();
}

function writeJson(res: ServerResponse, model: string, reply: ScriptedReply, bill: CacheBill, outputTokens: number): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: `msg_bench_${++messageCounter}`,
      type: 'message',
      role: 'assistant',
      model,
      content: reply.content,
      stop_reason: reply.stopReason,
      stop_sequence: null,
      usage: usageOf(bill, outputTokens),
    }),
  );
}

const fallbackReply: ScriptedReply = { content: [{ type: 'text', text: 'ok' }], stopReason: 'end_turn' };

export async function startLoopbackApi(script: Script): Promise<LoopbackApi> {
  const requests: ReceivedRequest[] = [];
  const waiters: ((request: ReceivedRequest) => void)[] = [];
  const biller = new CacheBiller();
  let messagesIndex = 0;

  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const receivedAt = performance.now();
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const method = req.method ?? 'GET';
      const body = parseJson(raw);
      if (req.method === 'POST' && path.endsWith('/v1/messages/count_tokens')) {
        requests.push({ method, path, body, raw, receivedAt });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ input_tokens: estimateTokens(raw) }));
        return;
      }
      if (req.method === 'POST' && path.endsWith('/v1/messages')) {
        const bill = biller.bill(body);
        const received: ReceivedRequest = { method, path, body, raw, receivedAt, bill };
        requests.push(received);
        waiters.splice(0).forEach((wake) => wake(received));
        const reply = script(body, messagesIndex++) ?? fallbackReply;
        const charged = reply.bill ?? bill;
        const outputTokens = reply.outputTokens ?? Math.max(1, estimateTokens(JSON.stringify(reply.content)));
        const model = typeof body.model === 'string' ? body.model : 'bench-model';
        if (body.stream === true) writeStream(res, model, reply, charged, outputTokens);
        else writeJson(res, model, reply, charged, outputTokens);
        return;
      }
      // Anything else (telemetry, account or feature-flag look-ups): recorded, answered empty.
      requests.push({ method, path, body, raw, receivedAt });
      res.writeHead(req.method === 'GET' || req.method === 'POST' ? 200 : 204, { 'content-type': 'application/json' });
      res.end('{}');
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    nextMessagesRequest: () => new Promise((resolve) => waiters.push(resolve)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
