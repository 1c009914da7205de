/**
 * A loopback fake of Amazon Bedrock Runtime's InvokeModelWithResponseStream for Claude, for tests
 * that drive the real `@anthropic-ai/bedrock-sdk`:
 *
 *   const bedrock = await startFakeBedrockApi({ region: 'us-east-1', credentials, script: [endTurn('done')] });
 *   env.ANTHROPIC_BEDROCK_BASE_URL = bedrock.url;
 *
 * - `POST /model/{modelId}/invoke-with-response-stream` only (anything else: 404
 *   UnknownOperationException, listed in `unrouted`).
 * - Auth first, as AWS does: a SigV4 `Authorization` header checked in full against `credentials`
 *   and `region` (sigv4.ts), or `Bearer <apiKey>` when `apiKey` is set. Refusals are 403 with
 *   AWS's `x-amzn-ErrorType` and `{"message"}` body.
 * - The body must be Bedrock's: a JSON object with `anthropic_version: "bedrock-2023-05-31"`,
 *   `max_tokens` and `messages`, and no `model` or `stream` (those are in the path); then the Messages
 *   API's own rules (messages-api-validation.ts). Refusals are 400 ValidationException.
 * - The reply is `application/vnd.amazon.eventstream` (aws-event-stream.ts): one `chunk` event per
 *   Messages API event, `{"bytes": base64(event JSON), "p": padding}`, with
 *   `amazon-bedrock-invocationMetrics` on `message_stop`. A script's `errorEventAfter` sends a
 *   `throttlingException` exception frame; `breakAfter` / `endAfter` cut the stream.
 * - Scripted HTTP errors get Bedrock's error types: 429 ThrottlingException, 529/503
 *   ServiceUnavailableException, 500 InternalServerException, 403 AccessDeniedException.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeEventStreamMessage } from './aws-event-stream.js';
import { type RecordedRequest, type Script, type ScriptedReply, type ServedReply, wait } from './fake-messages-api.js';
import { invalidRequestMessage } from './messages-api-validation.js';
import { behaviourProblem, type ModelBehaviour } from './fake-model-behaviour.js';
import { replyQueue, served as serve, streamScriptedMessage, type EventSink } from './scripted-stream.js';
import { verifySigV4, type SigV4Credentials } from './sigv4.js';

export const BEDROCK_VERSION = 'bedrock-2023-05-31';

export interface FakeBedrockOptions {
  readonly region: string;
  /** The only AWS credentials it accepts. */
  readonly credentials?: SigV4Credentials;
  /** A Bedrock API key it accepts as `Authorization: Bearer …`. */
  readonly apiKey?: string;
  readonly script?: Script;
  /** The window and thinking rules; Bedrock refuses `context_management` whatever this says. */
  readonly behaviour?: ModelBehaviour;
}

export interface BedrockRequest extends RecordedRequest {
  /** The model id from the path, decoded. */
  readonly modelId: string;
}

export interface BedrockRefusal {
  readonly path: string;
  readonly status: number;
  readonly type: string;
  readonly message: string;
}

export interface FakeBedrockApi {
  readonly url: string;
  /** Every invoke request that passed authentication and the body checks, in order. */
  readonly requests: BedrockRequest[];
  /** Requests refused (403 auth, 400 body), with AWS's type and message. */
  readonly refused: BedrockRefusal[];
  /** Paths that are not InvokeModelWithResponseStream (count-tokens, say). */
  readonly unrouted: string[];
  readonly served: ServedReply[];
  push(...replies: ScriptedReply[]): void;
  close(): Promise<void>;
}

const ROUTE = /^\/model\/([^/]+)\/invoke-with-response-stream$/;

const ERROR_TYPES: Readonly<Record<number, [number, string, string]>> = {
  429: [429, 'ThrottlingException', 'Too many requests, please wait before trying again.'],
  529: [503, 'ServiceUnavailableException', 'Bedrock is unable to process your request.'],
  503: [503, 'ServiceUnavailableException', 'Bedrock is unable to process your request.'],
  500: [500, 'InternalServerException', 'The server encountered an internal error.'],
  403: [403, 'AccessDeniedException', 'You don\u2019t have access to the model with the specified model ID.'],
  400: [400, 'ValidationException', 'Malformed input request, please reformat your input and try again.'],
};

/** What Bedrock says of a body that is not its Claude request shape, or null. */
function bodyProblem(body: unknown): string | null {
  const malformed = (detail: string) => `Malformed input request: ${detail}, please reformat your input and try again.`;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return malformed('#: expected type: JSONObject');
  const record = body as Record<string, unknown>;
  for (const key of ['anthropic_version', 'max_tokens', 'messages']) {
    if (!(key in record)) return malformed(`#: required key [${key}] not found`);
  }
  for (const key of ['model', 'stream']) {
    if (key in record) return malformed(`#: extraneous key [${key}] is not permitted`);
  }
  if (record.anthropic_version !== BEDROCK_VERSION) return malformed(`#/anthropic_version: ${String(record.anthropic_version)} is not a valid enum value`);
  return invalidRequestMessage(record);
}

export async function startFakeBedrockApi(options: FakeBedrockOptions): Promise<FakeBedrockApi> {
  const queue = replyQueue(options.script, 'Bedrock');
  const requests: BedrockRequest[] = [];
  const refused: BedrockRefusal[] = [];
  const unrouted: string[] = [];
  const served: ServedReply[] = [];
  let chunkCount = 0;

  const refuse = (res: ServerResponse, path: string, status: number, type: string, message: string) => {
    refused.push({ path, status, type, message });
    res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazon.bedrock/`, 'x-amzn-requestid': randomUUID() });
    res.end(JSON.stringify({ message }));
  };

  const authProblem = (req: IncomingMessage, raw: Buffer): { type: string; message: string } | null => {
    const authorization = req.headers.authorization ?? '';
    if (options.apiKey && authorization.startsWith('Bearer ')) {
      return authorization === `Bearer ${options.apiKey}` ? null : { type: 'UnrecognizedClientException', message: 'Invalid API Key format: Must start with pre-defined prefix' };
    }
    if (!options.credentials) return { type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' };
    return verifySigV4({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: raw }, { credentials: options.credentials, region: options.region, service: 'bedrock' });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBytes = Buffer.concat(chunks);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const auth = authProblem(req, rawBytes);
    if (auth) return refuse(res, path, 403, auth.type, auth.message);
    const route = req.method === 'POST' ? ROUTE.exec(path) : null;
    if (!route) {
      unrouted.push(`${req.method} ${path}`);
      return refuse(res, path, 404, 'UnknownOperationException', 'UnknownOperationException');
    }
    const modelId = decodeURIComponent(route[1]!);
    const raw = rawBytes.toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return refuse(res, path, 400, 'ValidationException', 'Malformed input request, please reformat your input and try again.');
    }
    const behaviour: ModelBehaviour = { ...options.behaviour, compaction: 'refuse' };
    const problem = bodyProblem(body) ?? behaviourProblem({ raw, body: body as Record<string, unknown>, headers: req.headers }, behaviour);
    // Bedrock words a prompt over the window its own way.
    if (problem) return refuse(res, path, 400, 'ValidationException', problem.startsWith('prompt is too long') ? 'Input is too long for requested model.' : problem);
    const recorded: BedrockRequest = { path, raw, body: body as Record<string, unknown>, headers: req.headers, modelId };
    const index = requests.length;
    requests.push(recorded);
    const reply = queue.take(recorded, index);
    await wait(reply.delayMs);
    if (res.destroyed) return;
    if (reply.kind === 'error') {
      served.push({ request: recorded, reply, usage: null, completed: false });
      const [status, type, message] = ERROR_TYPES[reply.status] ?? [reply.status, 'InternalServerException', 'HTTP error'];
      res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazon.bedrock/`, ...reply.headers });
      res.end(JSON.stringify({ message: reply.message ?? message }));
      return;
    }
    res.writeHead(200, {
      'content-type': 'application/vnd.amazon.eventstream',
      'x-amzn-requestid': randomUUID(),
      'x-amzn-bedrock-content-type': 'application/json',
    });
    const modelRequest = { ...recorded, body: { ...recorded.body, model: modelId } };
    const answer = serve(reply, modelRequest, { ...options.behaviour, compaction: 'refuse' });
    const usage = answer.usage;
    const started = Date.now();
    const sink: EventSink = {
      event: (event) => {
        const metrics = { inputTokenCount: usage.input_tokens, outputTokenCount: usage.output_tokens, invocationLatency: Date.now() - started, firstByteLatency: 1 };
        const withMetrics = event.type === 'message_stop' ? { ...event, 'amazon-bedrock-invocationMetrics': metrics } : event;
        const payload = JSON.stringify({ bytes: Buffer.from(JSON.stringify(withMetrics)).toString('base64'), p: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ'.slice(0, 1 + (chunkCount++ % 30)) });
        const frame = encodeEventStreamMessage({ ':event-type': 'chunk', ':content-type': 'application/json', ':message-type': 'event' }, Buffer.from(payload));
        return new Promise<void>((resolve) => res.write(frame, () => resolve()));
      },
      streamError: () => {
        const frame = encodeEventStreamMessage(
          { ':exception-type': 'throttlingException', ':content-type': 'application/json', ':message-type': 'exception' },
          Buffer.from(JSON.stringify({ message: 'Too many tokens, please wait before trying again.' })),
        );
        res.write(frame);
      },
      end: () => res.end(),
      destroy: () => res.socket?.destroy(),
    };
    served.push(await streamScriptedMessage(reply, answer, modelRequest, `msg_bdrk_${String(index + 1).padStart(4, '0')}`, sink));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    refused,
    unrouted,
    served,
    push: (...replies: ScriptedReply[]) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
