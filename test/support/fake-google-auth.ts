/**
 * Workload identity federation from GitHub Actions to Google Cloud, on loopback: the three services
 * an `external_account` credentials file (as google-github-actions/auth writes it) sends
 * google-auth-library to, each checking what the real one checks.
 *
 * - `GET /oidc?audience=…` — GitHub's `ACTIONS_ID_TOKEN_REQUEST_URL`: needs `Authorization: Bearer
 *   <requestToken>`; answers `{ "value": <the OIDC JWT> }`.
 * - `POST /v1/token` — Security Token Service (form-encoded token exchange): the subject token must
 *   be that JWT, of type jwt, for the pool provider's `audience`; answers a federated access token.
 * - `POST /v1/projects/-/serviceAccounts/{email}:generateAccessToken` — IAM Credentials: needs the
 *   federated token as Bearer and the cloud-platform scope; answers the service account's
 *   access token (`ya29.…`), the one Vertex AI accepts.
 *
 *   const google = await startFakeGoogleAuth();
 *   writeFileSync(path, JSON.stringify(google.credentialsFile()));   // GOOGLE_APPLICATION_CREDENTIALS
 *   google.accessTokens   // every token handed out that may call Vertex AI
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const WIF_AUDIENCE = '//iam.googleapis.com/projects/123456789/locations/global/workloadIdentityPools/github/providers/tollgate';
export const SERVICE_ACCOUNT = 'tollgate-ci@acme-ml.iam.gserviceaccount.com';
const CLOUD_PLATFORM = 'https://www.googleapis.com/auth/cloud-platform';

export interface FakeGoogleAuth {
  readonly url: string;
  /** `ACTIONS_ID_TOKEN_REQUEST_TOKEN`: the runner's secret that mints GitHub OIDC tokens. */
  readonly requestToken: string;
  /** The GitHub OIDC token (a JWT) the token endpoint hands out. */
  readonly oidcToken: string;
  /** Access tokens that may call Vertex AI: the service account's, and a direct federation's. */
  readonly accessTokens: ReadonlySet<string>;
  /** The service account's tokens (impersonation). */
  readonly serviceAccountTokens: ReadonlySet<string>;
  /** Every request, `METHOD path`, in order. */
  readonly log: string[];
  /** What google-github-actions/auth writes (with `service_account`: impersonation; without: direct federation). */
  credentialsFile(options?: { impersonate?: boolean; requestToken?: string }): Record<string, unknown>;
  close(): Promise<void>;
}

const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeGoogleAuth(): Promise<FakeGoogleAuth> {
  const requestToken = token('ghrt_');
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT' })).toString('base64url');
  const claims = Buffer.from(JSON.stringify({ iss: 'https://token.actions.githubusercontent.com', sub: 'repo:octo/repo:ref:refs/heads/main', aud: 'https://iam.googleapis.com/' })).toString('base64url');
  const oidcToken = `${header}.${claims}.${randomBytes(32).toString('base64url')}`;
  const federated = new Set<string>();
  const accessTokens = new Set<string>();
  const log: string[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    log.push(`${req.method} ${url.pathname}`);
    const body = await readText(req);
    if (req.method === 'GET' && url.pathname === '/oidc') {
      if (req.headers.authorization !== `Bearer ${requestToken}`) return send(res, 401, { message: 'Bad credentials' });
      if (!url.searchParams.get('audience')) return send(res, 400, { message: 'audience is required' });
      return send(res, 200, { count: 1, value: oidcToken });
    }
    if (req.method === 'POST' && url.pathname === '/v1/token') {
      const form = new URLSearchParams(body);
      const refuse = (description: string) => send(res, 400, { error: 'invalid_grant', error_description: description });
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:token-exchange') return refuse('Invalid grant_type.');
      if (form.get('subject_token_type') !== 'urn:ietf:params:oauth:token-type:jwt') return refuse('Invalid subject_token_type.');
      if (form.get('audience') !== WIF_AUDIENCE) return refuse('The audience in ID Token does not match the expected audience.');
      if (form.get('subject_token') !== oidcToken) return refuse('The token signature is invalid.');
      if (!(form.get('scope') ?? '').split(' ').includes(CLOUD_PLATFORM)) return refuse('Invalid scope.');
      const issued = token('fed.');
      federated.add(issued);
      return send(res, 200, { access_token: issued, issued_token_type: 'urn:ietf:params:oauth:token-type:access_token', token_type: 'Bearer', expires_in: 3600 });
    }
    const impersonation = /^\/v1\/projects\/-\/serviceAccounts\/([^/:]+):generateAccessToken$/.exec(url.pathname);
    if (req.method === 'POST' && impersonation) {
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!federated.has(bearer)) return send(res, 401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
      if (decodeURIComponent(impersonation[1]!) !== SERVICE_ACCOUNT) return send(res, 403, { error: { code: 403, message: 'Permission iam.serviceAccounts.getAccessToken denied', status: 'PERMISSION_DENIED' } });
      const scopes = (JSON.parse(body || '{}') as { scope?: string[] }).scope ?? [];
      if (!scopes.includes(CLOUD_PLATFORM)) return send(res, 400, { error: { code: 400, message: 'Invalid scope', status: 'INVALID_ARGUMENT' } });
      const issued = token('ya29.');
      accessTokens.add(issued);
      return send(res, 200, { accessToken: issued, expireTime: new Date(Date.now() + 3_600_000).toISOString() });
    }
    send(res, 404, { error: { code: 404, message: `no route ${url.pathname}`, status: 'NOT_FOUND' } });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requestToken,
    oidcToken,
    get accessTokens() {
      return new Set([...accessTokens, ...federated]);
    },
    serviceAccountTokens: accessTokens,
    log,
    credentialsFile: (options = {}) => ({
      type: 'external_account',
      audience: WIF_AUDIENCE,
      subject_token_type: 'urn:ietf:params:oauth:token-type:jwt',
      token_url: `${url}/v1/token`,
      credential_source: {
        url: `${url}/oidc?api-version=2.0&audience=${encodeURIComponent('https://iam.googleapis.com/')}`,
        headers: { Authorization: `Bearer ${options.requestToken ?? requestToken}` },
        format: { type: 'json', subject_token_field_name: 'value' },
      },
      ...(options.impersonate === false ? {} : { service_account_impersonation_url: `${url}/v1/projects/-/serviceAccounts/${SERVICE_ACCOUNT}:generateAccessToken` }),
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
