/**
 * A loopback fake of Claude on Google Vertex AI, for tests that drive the real
 * `@anthropic-ai/vertex-sdk`:
 *
 *   const vertex = await startFakeVertexApi({ project: 'acme-ml', region: 'us-east5', acceptsToken: (t) => google.accessTokens.has(t), script });
 *   env.ANTHROPIC_VERTEX_BASE_URL = `${vertex.url}/v1`;
 *
 * - `POST /v1/projects/{project}/locations/{region}/publishers/anthropic/models/{model}:streamRawPredict`
 *   (SSE, the Messages API's events) and `…/models/count-tokens:rawPredict` (`{ input_tokens }`).
 *   Anything else: 404, listed in `unrouted`.
 * - Auth first: `Authorization: Bearer <token>` that `acceptsToken` knows, else 401 UNAUTHENTICATED;
 *   another project or region, 403 PERMISSION_DENIED.
 * - The body must be Vertex's: `anthropic_version: "vertex-2023-10-16"`, no `model` (it is in the
 *   path; count-tokens is the other way round: `model` in the body), `stream: true` for
 *   streamRawPredict; then the Messages API's own rules (messages-api-validation.ts). Refusals are
 *   400 `invalid_request_error`, as Vertex passes Anthropic's errors through.
 * - Scripts, faults and usage as in fake-messages-api.ts; a scripted 429 answers with Google's
 *   RESOURCE_EXHAUSTED body.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorType, readBody, tokensForBytes, wait, type RecordedRequest, type Script, type ScriptedReply, type ServedReply } from './fake-messages-api.js';
import { invalidRequestMessage } from './messages-api-validation.js';
import { behaviourProblem, type ModelBehaviour } from './fake-model-behaviour.js';
import { replyQueue, served as serve, streamScriptedMessage, type EventSink } from './scripted-stream.js';

export const VERTEX_VERSION = 'vertex-2023-10-16';

export interface FakeVertexOptions {
  readonly project: string;
  readonly region: string;
  readonly acceptsToken: (token: string) => boolean;
  readonly script?: Script;
  readonly countTokens?: (request: VertexRequest) => number;
  /** The window and thinking rules; Vertex AI refuses `context_management` whatever this says. */
  readonly behaviour?: ModelBehaviour;
}

export interface VertexRequest extends RecordedRequest {
  readonly project: string;
  readonly region: string;
  /** The model from the path (decoded), or from the body for count-tokens. */
  readonly model: string;
}

export interface VertexRefusal {
  readonly path: string;
  readonly status: number;
  readonly message: string;
}

export interface FakeVertexApi {
  readonly url: string;
  /** Every streamRawPredict that passed authentication and the body checks, in order. */
  readonly requests: VertexRequest[];
  readonly countRequests: VertexRequest[];
  readonly refused: VertexRefusal[];
  readonly unrouted: string[];
  readonly served: ServedReply[];
  push(...replies: ScriptedReply[]): void;
  close(): Promise<void>;
}

const ROUTE = /^\/v1\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/anthropic\/models\/([^/]+):(streamRawPredict|rawPredict)$/;

function bodyProblem(body: Record<string, unknown>, counting: boolean): string | null {
  if (body.anthropic_version !== VERTEX_VERSION) return `anthropic_version: Input should be '${VERTEX_VERSION}'`;
  if (counting) {
    if (typeof body.model !== 'string') return 'model: Field required';
  } else {
    if ('model' in body) return 'model: Extra inputs are not permitted';
    if (body.stream !== true) return 'stream: streamRawPredict requires "stream": true';
    if (typeof body.max_tokens !== 'number') return 'max_tokens: Field required';
  }
  return invalidRequestMessage(body);
}

export async function startFakeVertexApi(options: FakeVertexOptions): Promise<FakeVertexApi> {
  const queue = replyQueue(options.script, 'Vertex AI');
  const requests: VertexRequest[] = [];
  const countRequests: VertexRequest[] = [];
  const refused: VertexRefusal[] = [];
  const unrouted: string[] = [];
  const served: ServedReply[] = [];

  const google = (res: ServerResponse, path: string, code: number, status: string, message: string) => {
    refused.push({ path, status: code, message });
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code, message, status } }));
  };
  const anthropic = (res: ServerResponse, path: string, message: string) => {
    refused.push({ path, status: 400, message });
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message } }));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await readBody(req);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer) return google(res, path, 401, 'UNAUTHENTICATED', 'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential.');
    if (!options.acceptsToken(bearer)) return google(res, path, 401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.');
    const route = req.method === 'POST' ? ROUTE.exec(path) : null;
    if (!route) {
      unrouted.push(`${req.method} ${path}`);
      return google(res, path, 404, 'NOT_FOUND', `The requested URL ${path} was not found on this server.`);
    }
    const [, project = '', region = '', rawModel = '', method] = route;
    const model = decodeURIComponent(rawModel);
    if (decodeURIComponent(project) !== options.project || decodeURIComponent(region) !== options.region) {
      return google(res, path, 403, 'PERMISSION_DENIED', `Permission 'aiplatform.endpoints.predict' denied on resource '//aiplatform.googleapis.com/${path.slice(4)}' (or it may not exist).`);
    }
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      body = parsed as Record<string, unknown>;
    } catch {
      return google(res, path, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    }
    const counting = model === 'count-tokens' && method === 'rawPredict';
    if (!counting && method !== 'streamRawPredict') {
      unrouted.push(`${req.method} ${path}`);
      return google(res, path, 404, 'NOT_FOUND', `Tollgate's fake serves streamRawPredict only, not ${method}.`);
    }
    const problem = bodyProblem(body, counting) ?? (counting ? null : behaviourProblem({ raw, body, headers: req.headers }, { ...options.behaviour, compaction: 'refuse' }));
    if (problem) return anthropic(res, path, problem);
    const recorded: VertexRequest = { path, raw, body, headers: req.headers, project: options.project, region: options.region, model: counting ? String(body.model) : model };
    if (counting) {
      countRequests.push(recorded);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ input_tokens: options.countTokens ? options.countTokens(recorded) : tokensForBytes(raw) }));
      return;
    }
    const index = requests.length;
    requests.push(recorded);
    const reply = queue.take(recorded, index);
    await wait(reply.delayMs);
    if (res.destroyed) return;
    if (reply.kind === 'error') {
      served.push({ request: recorded, reply, usage: null, completed: false });
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      const message = reply.message ?? `HTTP ${reply.status}`;
      res.end(
        JSON.stringify(
          reply.status === 429
            ? { error: { code: 429, message: `Quota exceeded for aiplatform.googleapis.com/online_prediction_requests_per_base_model with base model: anthropic-${model}. ${message}`, status: 'RESOURCE_EXHAUSTED' } }
            : { type: 'error', error: { type: reply.type ?? errorType(reply.status), message } },
        ),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const sink: EventSink = {
      event: (event) => new Promise<void>((resolve) => res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`, () => resolve())),
      streamError: () => res.write(`event: error\ndata: ${JSON.stringify({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } })}\n\n`),
      end: () => res.end(),
      destroy: () => res.socket?.destroy(),
    };
    const modelRequest = { ...recorded, body: { ...body, model } };
    served.push(await streamScriptedMessage(reply, serve(reply, modelRequest, { ...options.behaviour, compaction: 'refuse' }), modelRequest, `msg_vrtx_${String(index + 1).padStart(4, '0')}`, sink));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 500, message: String(error), status: 'INTERNAL' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    countRequests,
    refused,
    unrouted,
    served,
    push: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
