/**
 * AWS Signature Version 4, checked the way AWS checks it, written from the published algorithm
 * (not from the SDK, so a client cannot pass by agreeing with itself):
 *
 *   canonical request = METHOD \n canonical URI \n canonical query \n canonical headers \n signed headers \n payload hash
 *   string to sign    = AWS4-HMAC-SHA256 \n amz-date \n date/region/service/aws4_request \n hex(sha256(canonical request))
 *   signing key       = HMAC(HMAC(HMAC(HMAC("AWS4" + secret, date), region), service), "aws4_request")
 *
 * The canonical URI encodes each path segment as sent once more (every service but S3), so `:` in a
 * model id is `%3A` there. Returns AWS's own message for what is wrong, or null when the signature holds.
 */
import { createHash, createHmac } from 'node:crypto';

export interface SigV4Credentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string;
}

export interface SigV4Request {
  readonly method: string;
  /** The path and query exactly as received (`req.url`). */
  readonly url: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

export interface SigV4Failure {
  /** `x-amzn-ErrorType`. */
  readonly type: 'MissingAuthenticationTokenException' | 'IncompleteSignatureException' | 'InvalidSignatureException' | 'UnrecognizedClientException';
  readonly message: string;
}

const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([a-z0-9-]+)\/([a-z0-9-]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const AMZ_DATE = /^(\d{8})T\d{6}Z$/;
const MAX_SKEW_MS = 5 * 60_000;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 percent-encoding: everything but A-Z a-z 0-9 - _ . ~ */
function awsEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function header(headers: SigV4Request['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function canonicalQuery(query: string): string {
  if (!query) return '';
  return query
    .split('&')
    .map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [awsEncode(decodeURIComponent(key)), awsEncode(decodeURIComponent(value))] as const;
    })
    .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

export function verifySigV4(request: SigV4Request, expected: { credentials: SigV4Credentials; region: string; service: string; now?: number }): SigV4Failure | null {
  const authorization = header(request.headers, 'authorization');
  if (!authorization) return { type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' };
  const parsed = AUTHORIZATION.exec(authorization);
  if (!parsed) return { type: 'IncompleteSignatureException', message: `Authorization header requires 'Credential', 'SignedHeaders' and 'Signature' parameters: ${authorization.slice(0, 40)}…` };
  const [, accessKeyId, scopeDate, region, service, signedHeaderList, signature] = parsed as unknown as string[];
  const amzDate = header(request.headers, 'x-amz-date') ?? '';
  const dateMatch = AMZ_DATE.exec(amzDate);
  if (!dateMatch) return { type: 'IncompleteSignatureException', message: "Authorization header requires existence of either a 'X-Amz-Date' or a 'Date' header." };
  if (accessKeyId !== expected.credentials.accessKeyId) return { type: 'UnrecognizedClientException', message: 'The security token included in the request is invalid.' };
  const token = header(request.headers, 'x-amz-security-token');
  if ((expected.credentials.sessionToken ?? undefined) !== token) return { type: 'UnrecognizedClientException', message: 'The security token included in the request is invalid.' };
  if (scopeDate !== dateMatch[1]) return { type: 'InvalidSignatureException', message: `Date in Credential scope does not match YYYYMMDD from ISO-8601 version of date from HTTP: '${scopeDate}' != '${dateMatch[1]}'` };
  if (region !== expected.region) return { type: 'InvalidSignatureException', message: `Credential should be scoped to a valid region, not '${region}'.` };
  if (service !== expected.service) return { type: 'InvalidSignatureException', message: `Credential should be scoped to correct service: '${expected.service}'.` };
  const signedAt = Date.parse(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
  if (Math.abs((expected.now ?? Date.now()) - signedAt) > MAX_SKEW_MS) return { type: 'InvalidSignatureException', message: `Signature expired: ${amzDate} is now earlier or later than the allowed window.` };
  const signedHeaders = signedHeaderList!.split(';');
  for (const required of ['host', 'x-amz-date', ...(token ? ['x-amz-security-token'] : [])]) {
    if (!signedHeaders.includes(required)) return { type: 'InvalidSignatureException', message: `'${required}' must be a signed header.` };
  }
  const payloadHash = sha256(request.body);
  const claimed = header(request.headers, 'x-amz-content-sha256');
  if (claimed !== undefined && claimed !== payloadHash) return { type: 'InvalidSignatureException', message: 'The provided x-amz-content-sha256 header does not match what was computed.' };
  const computed = signature4({ ...request, amzDate, scope: { date: scopeDate!, region: region!, service: service! }, signedHeaders, payloadHash: claimed ?? payloadHash }, expected.credentials.secretAccessKey);
  if (computed !== signature) {
    return {
      type: 'InvalidSignatureException',
      message: 'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
    };
  }
  return null;
}

interface Canonical extends SigV4Request {
  readonly amzDate: string;
  readonly scope: { readonly date: string; readonly region: string; readonly service: string };
  readonly signedHeaders: readonly string[];
  readonly payloadHash: string;
}

function signature4(request: Canonical, secretAccessKey: string): string {
  const [rawPath = '/', query = ''] = request.url.split('?');
  const canonicalUri = rawPath.split('/').map(awsEncode).join('/');
  const canonicalHeaders = request.signedHeaders.map((name) => `${name}:${(header(request.headers, name) ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [request.method.toUpperCase(), canonicalUri, canonicalQuery(query), canonicalHeaders, request.signedHeaders.join(';'), request.payloadHash].join('\n');
  const { date, region, service } = request.scope;
  const stringToSign = ['AWS4-HMAC-SHA256', request.amzDate, `${date}/${region}/${service}/aws4_request`, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
}

/** Signs a request by hand (for tests that send Bedrock what the SDK never would); returns the headers to add. */
export function signSigV4(
  request: { method: string; url: string; host: string; body: Buffer },
  credentials: SigV4Credentials,
  region: string,
  service: string,
  now = new Date(),
): Record<string, string> {
  const amzDate = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const payloadHash = sha256(request.body);
  const headers: Record<string, string> = {
    host: request.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': payloadHash,
    ...(credentials.sessionToken ? { 'x-amz-security-token': credentials.sessionToken } : {}),
  };
  const signedHeaders = Object.keys(headers).sort();
  const scope = { date: amzDate.slice(0, 8), region, service };
  const signature = signature4({ method: request.method, url: request.url, headers, body: request.body, amzDate, scope, signedHeaders, payloadHash }, credentials.secretAccessKey);
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope.date}/${region}/${service}/aws4_request, SignedHeaders=${signedHeaders.join(';')}, Signature=${signature}`,
  };
}
