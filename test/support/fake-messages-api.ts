/**
 * A loopback fake of the Anthropic Messages API, speaking the real wire format, for tests that
 * drive the real `@anthropic-ai/sdk`.
 *
 *   const api = await startFakeMessagesApi({ script: [reply(toolUse('Echo', { text: 'hi' })), endTurn('done')] });
 *   const client = createAnthropicModelClient({ apiKey: 'test-key', baseURL: api.baseURL });
 *   ...
 *   api.requests[0].body   // every POST /v1/messages body received, parsed (and `.raw` bytes)
 *   await api.close();
 *
 * - `POST /v1/messages` (streaming): answers with SSE `message_start`, `content_block_start`,
 *   `content_block_delta` (`text_delta` / `input_json_delta`), `content_block_stop`,
 *   `message_delta` (stop_reason and usage) and `message_stop`. Non-streaming requests get JSON.
 * - `POST /v1/messages/count_tokens`: `{ input_tokens }` from `options.countTokens` (default:
 *   one token per 4 bytes of the body, the same rule as the default usage).
 * - `script` is a queue of replies (`api.push(...)` adds more) or a function of the request.
 *   A reply is a `ScriptedMessage` (content blocks, stop reason, usage, `delayMs`, `breakAfter`
 *   = SSE events sent before the socket is destroyed, `endAfter` = events before the response
 *   ends cleanly without `message_stop`, `errorEventAfter` = events before an in-stream
 *   `event: error` overloaded_error; a tool_use block's `partialJson` replaces its streamed input
 *   fragments, e.g. with malformed JSON) or a `ScriptedError` (HTTP status, error type,
 *   headers such as `retry-after`). When the queue is empty the server answers 500.
 * - Usage defaults to following the request size: input_tokens = ceil(body bytes / 4), output
 *   tokens = ceil(content JSON bytes / 4) capped at `max_tokens`.
 * Helpers to write scripts briefly are in `scripted-model.ts`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { invalidRequestMessage } from './messages-api-validation.js';
import { behaviourProblem, serveExtras, type IterationUsage, type ModelBehaviour, type ServedBlock } from './fake-model-behaviour.js';

export type ScriptedBlock =
  | { readonly type: 'text'; readonly text: string }
  | {
      readonly type: 'tool_use';
      readonly id?: string;
      readonly name: string;
      readonly input: Record<string, unknown>;
      /** Sent as the `input_json_delta` fragments instead of `input` (malformed JSON, say). */
      readonly partialJson?: readonly string[];
    }
  /** Thinking and compaction blocks: the fake adds them itself (fake-model-behaviour.ts); a script may too. */
  | ServedBlock;

export type ScriptedStopReason = 'end_turn' | 'tool_use' | 'max_tokens' | 'pause_turn' | 'refusal' | 'stop_sequence';

export interface ApiUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  /** Present when the reply compacted: the compaction's usage, then the message's (the top-level fields). */
  iterations?: IterationUsage[];
}

export interface ScriptedMessage {
  readonly kind?: 'message';
  readonly content: readonly ScriptedBlock[];
  /** Defaults to `tool_use` when a block is a tool_use, else `end_turn`. */
  readonly stopReason?: ScriptedStopReason;
  /** Fixed numbers, or a function of the request; missing fields follow the request size. */
  readonly usage?: Partial<ApiUsage> | ((request: RecordedRequest) => Partial<ApiUsage>);
  readonly delayMs?: number;
  /** Destroy the socket after this many SSE events (a stream that breaks mid-message). */
  readonly breakAfter?: number;
  /** End the response cleanly, without `message_stop`, after this many SSE events (a truncating proxy). */
  readonly endAfter?: number;
  /** Send an in-stream `overloaded_error` event after this many SSE events. */
  readonly errorEventAfter?: number;
  readonly id?: string;
}

export interface ScriptedError {
  readonly kind: 'error';
  readonly status: number;
  /** `overloaded_error`, `rate_limit_error`, `api_error`...; derived from the status by default. */
  readonly type?: string;
  readonly message?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly delayMs?: number;
}

export type ScriptedReply = ScriptedMessage | ScriptedError;

export interface RecordedRequest {
  readonly path: string;
  /** The body exactly as received. */
  readonly raw: string;
  readonly body: Record<string, unknown>;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

export type Script = ScriptedReply[] | ((request: RecordedRequest, index: number) => ScriptedReply);

export interface FakeMessagesApiOptions {
  readonly script?: Script;
  readonly countTokens?: (request: RecordedRequest) => number;
  /** The window, thinking and compaction rules (fake-model-behaviour.ts); compaction is offered unless this says `refuse`. */
  readonly behaviour?: ModelBehaviour;
  /** `GET /v1/models/{id}` answers these ids with their `max_input_tokens`; any other id is a 404. */
  readonly models?: Readonly<Record<string, number>>;
}

/** What the fake sent for one request: the reply and the usage it reported (partial for broken streams). */
export interface ServedReply {
  readonly request: RecordedRequest;
  readonly reply: ScriptedReply;
  /** The usage the client could see; null for HTTP errors. */
  readonly usage: ApiUsage | null;
  readonly completed: boolean;
}

export interface RejectedRequest {
  readonly request: RecordedRequest;
  /** The API's message, e.g. "tools.3.custom.name: String should match pattern ...". */
  readonly message: string;
}

export interface FakeMessagesApi {
  readonly baseURL: string;
  /** Every `POST /v1/messages`, in order (the rejected ones too). */
  readonly requests: RecordedRequest[];
  /** Requests refused with 400 `invalid_request_error` because the real API would refuse them. */
  readonly rejected: RejectedRequest[];
  readonly countRequests: RecordedRequest[];
  readonly served: ServedReply[];
  push(...replies: ScriptedReply[]): void;
  close(): Promise<void>;
}

export const tokensForBytes = (text: string): number => Math.ceil(Buffer.byteLength(text, 'utf8') / 4);

export function defaultUsage(request: RecordedRequest, content: readonly ScriptedBlock[], inputTokens = tokensForBytes(request.raw)): ApiUsage {
  const maxTokens = typeof request.body.max_tokens === 'number' ? request.body.max_tokens : Infinity;
  return {
    input_tokens: inputTokens,
    output_tokens: Math.min(maxTokens, Math.max(1, tokensForBytes(JSON.stringify(content)))),
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  };
}

export function errorType(status: number): string {
  if (status === 429) return 'rate_limit_error';
  if (status === 529) return 'overloaded_error';
  if (status === 400) return 'invalid_request_error';
  if (status === 401) return 'authentication_error';
  return 'api_error';
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function wait(ms: number | undefined): Promise<void> {
  return ms ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

export function sseEvents(message: ScriptedMessage, request: RecordedRequest, usage: ApiUsage, id: string): object[] {
  const stopReason = message.stopReason ?? (message.content.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn');
  const events: object[] = [
    {
      type: 'message_start',
      message: {
        id,
        type: 'message',
        role: 'assistant',
        model: typeof request.body.model === 'string' ? request.body.model : 'unknown',
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: {
          input_tokens: usage.input_tokens,
          output_tokens: 1,
          cache_creation_input_tokens: usage.cache_creation_input_tokens,
          cache_read_input_tokens: usage.cache_read_input_tokens,
        },
      },
    },
  ];
  message.content.forEach((block, index) => {
    if (block.type === 'thinking') {
      events.push({ type: 'content_block_start', index, content_block: { type: 'thinking', thinking: '', signature: '' } });
      events.push({ type: 'content_block_delta', index, delta: { type: 'thinking_delta', thinking: block.thinking } });
      events.push({ type: 'content_block_delta', index, delta: { type: 'signature_delta', signature: block.signature } });
    } else if (block.type === 'compaction') {
      events.push({ type: 'content_block_start', index, content_block: { type: 'compaction', content: null, encrypted_content: null, signature: block.signature } });
      events.push({ type: 'content_block_delta', index, delta: { type: 'compaction_delta', content: block.content, encrypted_content: block.encrypted_content } });
    } else if (block.type === 'text') {
      events.push({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
      const half = Math.ceil(block.text.length / 2);
      for (const part of [block.text.slice(0, half), block.text.slice(half)]) {
        if (part) events.push({ type: 'content_block_delta', index, delta: { type: 'text_delta', text: part } });
      }
    } else {
      const toolId = block.id ?? `toolu_${id.slice(-6)}_${index}`;
      events.push({ type: 'content_block_start', index, content_block: { type: 'tool_use', id: toolId, name: block.name, input: {} } });
      const json = JSON.stringify(block.input);
      const step = Math.max(1, Math.ceil(json.length / 3));
      const fragments: string[] = [];
      for (let at = 0; at < json.length; at += step) fragments.push(json.slice(at, at + step));
      for (const fragment of block.partialJson ?? fragments) {
        events.push({ type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: fragment } });
      }
    }
    events.push({ type: 'content_block_stop', index });
  });
  events.push({
    type: 'message_delta',
    delta: { stop_reason: stopReason, stop_sequence: null },
    usage: { output_tokens: usage.output_tokens, ...(usage.iterations ? { input_tokens: usage.input_tokens, iterations: usage.iterations } : {}) },
  });
  events.push({ type: 'message_stop' });
  return events;
}

/**
 * A scripted reply as the API serves it for this request: the blocks the API adds first (a
 * compaction, a thinking block), and the usage: the script's numbers over the defaults, the prompt
 * counted as the API keeps it, and a compaction's usage in `iterations` only.
 */
export function servedMessage(reply: ScriptedMessage, request: RecordedRequest, behaviour: ModelBehaviour): { message: ScriptedMessage; usage: ApiUsage } {
  const extras = serveExtras(request, behaviour);
  const content = [...extras.before, ...reply.content];
  const given = typeof reply.usage === 'function' ? reply.usage(request) : reply.usage ?? {};
  const usage: ApiUsage = { ...defaultUsage(request, content, extras.inputTokens), ...given };
  const withIterations: ApiUsage = extras.compaction
    ? {
        ...usage,
        iterations: [
          extras.compaction,
          { type: 'message', input_tokens: usage.input_tokens, output_tokens: usage.output_tokens, cache_creation_input_tokens: usage.cache_creation_input_tokens, cache_read_input_tokens: usage.cache_read_input_tokens },
        ],
      }
    : usage;
  return { message: { ...reply, content }, usage: withIterations };
}

export async function startFakeMessagesApi(options: FakeMessagesApiOptions = {}): Promise<FakeMessagesApi> {
  const queue: ScriptedReply[] = Array.isArray(options.script) ? [...options.script] : [];
  const scriptFn = typeof options.script === 'function' ? options.script : null;
  const requests: RecordedRequest[] = [];
  const countRequests: RecordedRequest[] = [];
  const served: ServedReply[] = [];
  const rejected: RejectedRequest[] = [];
  let messageCounter = 0;
  let requestCounter = 0;

  const behaviour: ModelBehaviour = { compaction: 'offer', ...options.behaviour };
  /** The real API's 400 for a request it refuses; true when `recorded` was refused. */
  const refuse = (recorded: RecordedRequest, res: ServerResponse): boolean => {
    const message = invalidRequestMessage(recorded.body) ?? (recorded.path === '/v1/messages' ? behaviourProblem(recorded, behaviour) : null);
    if (message === null) return false;
    rejected.push({ request: recorded, message });
    const requestId = `req_fake_invalid_${++requestCounter}`;
    res.writeHead(400, { 'content-type': 'application/json', 'request-id': requestId });
    res.end(JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message }, request_id: requestId }));
    return true;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const model = req.method === 'GET' ? /^\/v1\/models\/([^/]+)$/.exec((req.url ?? '').split('?')[0] ?? '') : null;
    if (model) {
      const id = decodeURIComponent(model[1]!);
      const window = options.models?.[id];
      res.writeHead(window === undefined ? 404 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(window === undefined ? { type: 'error', error: { type: 'not_found_error', message: `model: ${id}` } } : { type: 'model', id, display_name: id, created_at: '2026-01-01T00:00:00Z', max_input_tokens: window }));
      return;
    }
    const raw = await readBody(req);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message: 'bad JSON' } }));
      return;
    }
    const path = (req.url ?? '').split('?')[0] ?? '';
    const recorded: RecordedRequest = { path, raw, body, headers: req.headers };

    if (req.method === 'POST' && path === '/v1/messages/count_tokens') {
      countRequests.push(recorded);
      if (refuse(recorded, res)) return;
      const inputTokens = options.countTokens ? options.countTokens(recorded) : tokensForBytes(raw);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ input_tokens: inputTokens }));
      return;
    }
    if (req.method !== 'POST' || path !== '/v1/messages') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: `no route ${path}` } }));
      return;
    }
    const index = requests.length;
    requests.push(recorded);
    if (refuse(recorded, res)) return;
    const reply: ScriptedReply =
      (scriptFn ? scriptFn(recorded, index) : queue.shift()) ??
      ({ kind: 'error', status: 500, message: 'The fake Messages API has no scripted reply left.' } satisfies ScriptedError);
    await wait(reply.delayMs);
    if (res.destroyed) return;

    if (reply.kind === 'error') {
      served.push({ request: recorded, reply, usage: null, completed: false });
      res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_fake_${index}`, ...reply.headers });
      res.end(JSON.stringify({ type: 'error', error: { type: reply.type ?? errorType(reply.status), message: reply.message ?? `HTTP ${reply.status}` } }));
      return;
    }

    const id = reply.id ?? `msg_fake_${String(++messageCounter).padStart(4, '0')}`;
    const answer = servedMessage(reply, recorded, behaviour);
    const usage = answer.usage;
    const events = sseEvents(answer.message, recorded, usage, id);
    if (body.stream !== true) {
      const final = events.at(0) as { message: Record<string, unknown> };
      served.push({ request: recorded, reply, usage, completed: true });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ...final.message, content: answer.message.content, stop_reason: (events.at(-2) as { delta: { stop_reason: string } }).delta.stop_reason, usage }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'request-id': `req_fake_${index}` });
    let sent = 0;
    for (const event of events) {
      if (reply.breakAfter !== undefined && sent >= reply.breakAfter) {
        served.push({ request: recorded, reply, usage: sent > 0 ? { ...usage, output_tokens: 1 } : null, completed: false });
        // Let the client read what was sent, then cut the connection without ending the response.
        await wait(30);
        res.socket?.destroy();
        return;
      }
      if (reply.endAfter !== undefined && sent >= reply.endAfter) {
        served.push({ request: recorded, reply, usage: sent > 0 ? { ...usage, output_tokens: 1 } : null, completed: false });
        res.end();
        return;
      }
      if (reply.errorEventAfter !== undefined && sent >= reply.errorEventAfter) {
        served.push({ request: recorded, reply, usage: sent > 0 ? { ...usage, output_tokens: 1 } : null, completed: false });
        res.write(`event: error\ndata: ${JSON.stringify({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } })}\n\n`);
        res.end();
        return;
      }
      const type = (event as { type: string }).type;
      await new Promise<void>((resolve) => res.write(`event: ${type}\ndata: ${JSON.stringify(event)}\n\n`, () => resolve()));
      sent++;
    }
    served.push({ request: recorded, reply, usage, completed: true });
    res.end();
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    rejected,
    countRequests,
    served,
    push: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
