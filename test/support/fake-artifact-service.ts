/**
 * A loopback stand-in for the Actions artifact service as @actions/artifact v6 talks to it:
 * twirp JSON `CreateArtifact` / `FinalizeArtifact` under
 * `POST /twirp/github.actions.results.api.v1.ArtifactService/...`, and the Azure blob upload the
 * signed URL points at (`PUT ?comp=block&blockid=...`, then `PUT ?comp=blocklist`), answered 201.
 * The committed blob (a zip) is kept so tests can read its entries. Downloads as in the same
 * workflow run: `ListArtifacts` (every finalized artifact of the token's run, any job, filtered by
 * name or id), `GetSignedArtifactURL`, and a `GET` of the signed URL that answers the zip.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/';

export interface StoredArtifact {
  readonly id: number;
  readonly name: string;
  /** The run and job that uploaded it (from the uploader's runtime token). */
  readonly runBackendId: string;
  readonly jobBackendId: string;
  readonly createRequest: Record<string, unknown>;
  finalizeRequest: Record<string, unknown> | null;
  zip: Buffer | null;
}

export interface FakeArtifactService {
  /** The value for ACTIONS_RESULTS_URL. */
  readonly url: string;
  readonly artifacts: StoredArtifact[];
  readonly requests: { method: string; path: string; query: string; authorization: string }[];
  /** The names of the artifacts downloaded, in order. */
  readonly downloads: string[];
  /** Makes the next `CreateArtifact` calls fail with a non-retryable 400. */
  failCreate(times: number): void;
  close(): Promise<void>;
}

/** A runtime token whose `scp` claim names the run and job, the way the runner issues it. */
export function fakeRuntimeToken(runBackendId = 'run-backend-1', jobBackendId = 'job-backend-1'): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ scp: `Actions.ExampleScope Actions.Results:${runBackendId}:${jobBackendId}` })}.sig`;
}

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startFakeArtifactService(): Promise<FakeArtifactService> {
  const artifacts: StoredArtifact[] = [];
  const requests: FakeArtifactService['requests'] = [];
  const blocks = new Map<string, Map<string, Buffer>>();
  const downloads: string[] = [];
  let createFailures = 0;
  let nextId = 4200;
  let base = '';

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', base);
    const raw = await readRaw(req);
    requests.push({ method: req.method ?? '', path: url.pathname, query: url.search, authorization: String(req.headers['authorization'] ?? '') });
    if (req.method === 'POST' && url.pathname.startsWith(SERVICE)) {
      const method = url.pathname.slice(SERVICE.length);
      const body = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
      if (!String(req.headers['authorization'] ?? '').startsWith('Bearer ')) return json(res, 401, { code: 'unauthenticated', msg: 'no token' });
      if (method === 'CreateArtifact') {
        if (createFailures > 0) {
          createFailures -= 1;
          return json(res, 400, { code: 'invalid_argument', msg: 'injected CreateArtifact failure' });
        }
        const name = String(body['name'] ?? '');
        const artifact: StoredArtifact = {
          id: nextId++,
          name,
          runBackendId: String(body['workflow_run_backend_id'] ?? ''),
          jobBackendId: String(body['workflow_job_run_backend_id'] ?? ''),
          createRequest: body,
          finalizeRequest: null,
          zip: null,
        };
        artifacts.push(artifact);
        return json(res, 200, { ok: true, signed_upload_url: `${base}/blob/actions-results/${artifact.id}/${encodeURIComponent(name)}.zip?sig=fake-signature&se=2099-01-01` });
      }
      if (method === 'FinalizeArtifact') {
        const artifact = artifacts.find((a) => a.name === body['name'] && a.finalizeRequest === null);
        if (!artifact) return json(res, 404, { code: 'not_found', msg: 'no such artifact' });
        artifact.finalizeRequest = body;
        return json(res, 200, { ok: true, artifact_id: String(artifact.id) });
      }
      if (method === 'ListArtifacts') {
        // Every finalized artifact of the run, whichever job uploaded it, as a later job of the run sees them.
        const listed = artifacts.filter(
          (a) =>
            a.finalizeRequest !== null &&
            a.runBackendId === body['workflow_run_backend_id'] &&
            (body['name_filter'] === undefined || a.name === body['name_filter']) &&
            (body['id_filter'] === undefined || String(a.id) === String(body['id_filter'])),
        );
        return json(res, 200, {
          artifacts: listed.map((a) => ({
            workflow_run_backend_id: a.runBackendId,
            workflow_job_run_backend_id: a.jobBackendId,
            database_id: String(a.id),
            name: a.name,
            size: String(a.zip?.length ?? 0),
            created_at: '2024-01-01T00:00:00Z',
          })),
        });
      }
      if (method === 'GetSignedArtifactURL') {
        const artifact = artifacts.find((a) => a.name === body['name'] && a.runBackendId === body['workflow_run_backend_id'] && a.finalizeRequest !== null);
        if (!artifact) return json(res, 404, { code: 'not_found', msg: 'no such artifact' });
        return json(res, 200, { signed_url: `${base}/blob/actions-results/${artifact.id}/${encodeURIComponent(artifact.name)}.zip?sig=fake-signature&se=2099-01-01` });
      }
      return json(res, 404, { code: 'bad_route', msg: `no method ${method}` });
    }
    if (req.method === 'GET' && url.pathname.startsWith('/blob/')) {
      const artifact = artifacts.find((a) => a.id === Number(url.pathname.split('/')[3]));
      if (!artifact?.zip || url.searchParams.get('sig') !== 'fake-signature') {
        res.writeHead(artifact ? 403 : 404).end();
        return;
      }
      downloads.push(artifact.name);
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(artifact.zip.length) }).end(artifact.zip);
      return;
    }
    if (req.method === 'PUT' && url.pathname.startsWith('/blob/')) {
      const id = Number(url.pathname.split('/')[3]);
      const artifact = artifacts.find((a) => a.id === id);
      if (!artifact || url.searchParams.get('sig') !== 'fake-signature') {
        res.writeHead(403).end();
        return;
      }
      const comp = url.searchParams.get('comp');
      const staged = blocks.get(url.pathname) ?? new Map<string, Buffer>();
      blocks.set(url.pathname, staged);
      if (comp === 'block') {
        staged.set(url.searchParams.get('blockid') ?? '', raw);
        res.writeHead(201, { 'x-ms-request-id': `r${requests.length}`, 'x-ms-version': '2024-11-04' }).end();
        return;
      }
      if (comp === 'blocklist') {
        const ids = [...raw.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map((m) => m[1] ?? '');
        artifact.zip = Buffer.concat(ids.map((blockId) => staged.get(blockId) ?? Buffer.alloc(0)));
        res.writeHead(201, { etag: '"0x1"', 'last-modified': new Date().toUTCString(), 'x-ms-request-id': `r${requests.length}`, 'x-ms-version': '2024-11-04' }).end();
        return;
      }
      // A single-shot upload (no comp): the body is the whole blob.
      artifact.zip = raw;
      res.writeHead(201, { etag: '"0x1"' }).end();
      return;
    }
    json(res, 404, { msg: 'not found' });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { msg: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    artifacts,
    requests,
    downloads,
    failCreate: (times) => {
      createFailures = times;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Reads a zip's entries (stored or deflated) from its central directory. */
export function readZipEntries(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd -= 1;
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const localNameLength = zip.readUInt16LE(localOffset + 26);
    const localExtraLength = zip.readUInt16LE(localOffset + 28);
    const dataStart = localOffset + 30 + localNameLength + localExtraLength;
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (!name.endsWith('/')) entries.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** A zip of `entries`, stored, or deflated as @actions/artifact uploads it (`deflate`): what a test writes in place of an artifact. */
export function writeZip(entries: ReadonlyMap<string, Buffer>, options: { readonly deflate?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const stored = options.deflate ? deflateRawSync(data) : data;
    const method = options.deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, stored);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.size, 8);
  end.writeUInt16LE(entries.size, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
