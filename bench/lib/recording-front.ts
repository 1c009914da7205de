/**
 * A loopback front for a fake API that records every HTTP request an agent makes, whatever its
 * method and path (Claude Code's `HEAD /` connectivity check, count_tokens, side requests), and
 * forwards `/v1/...` to the fake unchanged. Anything else gets an empty 200 at once, as
 * loopback-api.ts answers it, so nothing waits on a timeout.
 */
import { createServer, request as forward, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as it came in, and the status it was answered with. */
export interface FrontRequest {
  readonly method: string;
  /** Without the query string (`/v1/messages`, not `/v1/messages?beta=true`). */
  readonly path: string;
  readonly bytes: number;
  readonly status: number;
}

export interface RecordingFront {
  readonly url: string;
  readonly requests: readonly FrontRequest[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startRecordingFront(targetUrl: string): Promise<RecordingFront> {
  const target = new URL(targetUrl);
  const requests: FrontRequest[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const method = req.method ?? 'GET';
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const record = (status: number) => requests.push({ method, path, bytes: body.length, status });
      if (!path.startsWith('/v1/')) {
        record(200);
        res.writeHead(200);
        res.end();
        return;
      }
      const upstream = forward({ host: target.hostname, port: target.port, method, path: req.url, headers: req.headers }, (reply) => {
        record(reply.statusCode ?? 502);
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      });
      upstream.on('error', (error) => {
        record(502);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
