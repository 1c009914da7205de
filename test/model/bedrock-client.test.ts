import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ModelCallError } from '../../src/model/model-error.js';
import { openModelProvider } from '../../src/model/open-model-provider.js';
import { ProviderConfigError } from '../../src/model/provider-config-error.js';
import { decodeEventStreamMessages, encodeEventStreamMessage } from '../support/aws-event-stream.js';
import { startFakeBedrockApi, type FakeBedrockApi } from '../support/fake-bedrock-api.js';
import { brokenAfter, endTurn, rateLimited, reply, text, toolUse } from '../support/scripted-model.js';
import { signSigV4 } from '../support/sigv4.js';

const CREDENTIALS = { accessKeyId: 'ASIAFAKEKEYID0000001', secretAccessKey: 'fakeSecretAccessKey/abc+123', sessionToken: 'FwoGZXIvYXdzEFakeSessionToken//abc' };
const REGION = 'eu-west-1';

let bedrock: FakeBedrockApi | undefined;
afterEach(async () => {
  await bedrock?.close();
  bedrock = undefined;
});

function awsEnv(url: string, overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    AWS_SESSION_TOKEN: CREDENTIALS.sessionToken,
    ANTHROPIC_BEDROCK_BASE_URL: url,
    ...overrides,
  };
}

async function openBedrock(env: Record<string, string | undefined>, model = 'claude-sonnet-5-5') {
  return openModelProvider({ provider: 'bedrock', model, apiKey: '', env });
}

const ask = (model: string) => ({ model, max_tokens: 200, messages: [{ role: 'user' as const, content: 'hi' }] });

/** Sends what the SDK never would, signed by hand. */
function rawPost(url: string, path: string, body: string, headers: Record<string, string>): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['x-amzn-errortype'] ?? ''), body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('Amazon Bedrock through @anthropic-ai/bedrock-sdk (loopback InvokeModelWithResponseStream)', () => {
  it('streams a reply over the AWS event stream, SigV4-signed, with the Bedrock body and the global profile id', async () => {
    bedrock = await startFakeBedrockApi({ region: REGION, credentials: CREDENTIALS, script: [{ ...reply(text('hello'), toolUse('Read', { file_path: 'a.ts' }, 'toolu_1')), usage: { input_tokens: 321, output_tokens: 9 } }] });
    const opened = await openBedrock(awsEnv(bedrock.url));
    expect(opened.model).toBe('global.anthropic.claude-sonnet-5-5');
    expect(opened.description).toBe('Amazon Bedrock (eu-west-1): global.anthropic.claude-sonnet-5-5');
    const result = await opened.client.createMessage(ask(opened.model));
    expect(result.content).toEqual([
      { type: 'text', text: 'hello' },
      { type: 'tool_use', id: 'toolu_1', name: 'Read', input: { file_path: 'a.ts' } },
    ]);
    expect(result.stopReason).toBe('tool_use');
    expect(result.usage).toMatchObject({ inputTokens: 321, outputTokens: 9 });
    expect(bedrock.refused).toEqual([]);
    const [sent] = bedrock.requests;
    expect(sent!.modelId).toBe('global.anthropic.claude-sonnet-5-5');
    expect(sent!.body).toMatchObject({ anthropic_version: 'bedrock-2023-05-31', max_tokens: 200 });
    expect(sent!.body).not.toHaveProperty('model');
    expect(sent!.body).not.toHaveProperty('stream');
    expect(String(sent!.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=ASIAFAKEKEYID0000001\/\d{8}\/eu-west-1\/bedrock\/aws4_request, SignedHeaders=[a-z0-9;-]*x-amz-security-token[a-z0-9;-]*, Signature=[0-9a-f]{64}$/);
    expect(sent!.headers['x-amz-security-token']).toBe(CREDENTIALS.sessionToken);
    expect(sent!.headers['anthropic-version']).toBeUndefined();
    // Every credential value is a secret of the session.
    expect(opened.secrets).toEqual(expect.arrayContaining([CREDENTIALS.accessKeyId, CREDENTIALS.secretAccessKey, CREDENTIALS.sessionToken]));
  });

  it('has no count_tokens (Bedrock serves none), so nothing is ever sent for one', async () => {
    bedrock = await startFakeBedrockApi({ region: REGION, credentials: CREDENTIALS, script: [endTurn('ok')] });
    const opened = await openBedrock(awsEnv(bedrock.url));
    expect(opened.client.countTokens).toBeUndefined();
    await opened.client.createMessage(ask(opened.model));
    expect(bedrock.unrouted).toEqual([]);
  });

  it('sends a Bedrock model id or inference profile as given, and an Anthropic dated id as its family', async () => {
    bedrock = await startFakeBedrockApi({ region: REGION, credentials: CREDENTIALS, script: [endTurn('a'), endTurn('b')] });
    const profile = await openBedrock(awsEnv(bedrock.url), 'eu.anthropic.claude-sonnet-4-5-20250929-v1:0');
    await profile.client.createMessage(ask(profile.model));
    const dated = await openBedrock(awsEnv(bedrock.url), 'claude-haiku-4-5-20251001');
    await dated.client.createMessage(ask(dated.model));
    expect(bedrock.requests.map((r) => r.modelId)).toEqual(['eu.anthropic.claude-sonnet-4-5-20250929-v1:0', 'global.anthropic.claude-haiku-4-5-20251001-v1:0']);
    expect(bedrock.refused).toEqual([]);
  });

  it('is refused with 403 when the secret key is wrong, and says so as an authentication error', async () => {
    bedrock = await startFakeBedrockApi({ region: REGION, credentials: CREDENTIALS, script: [endTurn('never')] });
    const opened = await openBedrock(awsEnv(bedrock.url, { AWS_SECRET_ACCESS_KEY: 'not-the-secret' }));
    const error = await opened.client.createMessage(ask(opened.model)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelCallError);
    expect(error).toMatchObject({ kind: 'authentication', status: 403, retryable: false });
    expect((error as Error).message).toMatch(/^Amazon Bedrock answered 403: The request signature we calculated does not match/);
    expect(bedrock.requests).toHaveLength(0);
    expect(bedrock.refused[0]).toMatchObject({ status: 403, type: 'InvalidSignatureException' });
  });

  it('is refused when signed for another region', async () => {
    bedrock = await startFakeBedrockApi({ region: 'us-east-1', credentials: CREDENTIALS, script: [endTurn('never')] });
    const opened = await openBedrock(awsEnv(bedrock.url));
    const error = await opened.client.createMessage(ask(opened.model)).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'authentication', status: 403 });
    expect(bedrock.refused[0]?.message).toMatch(/scoped to a valid region, not 'eu-west-1'/);
  });

  it('the fake refuses a request without a signature, with a bad one, or with a body that is not the Bedrock shape', async () => {
    bedrock = await startFakeBedrockApi({ region: REGION, credentials: CREDENTIALS, script: [] });
    const path = '/model/global.anthropic.claude-sonnet-5-5/invoke-with-response-stream';
    const good = JSON.stringify({ anthropic_version: 'bedrock-2023-05-31', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] });
    const host = new URL(bedrock.url).host;
    const signed = (body: string) => signSigV4({ method: 'POST', url: path, host, body: Buffer.from(body) }, CREDENTIALS, REGION, 'bedrock');

    const unsigned = await rawPost(bedrock.url, path, good, {});
    expect(unsigned).toMatchObject({ status: 403, type: expect.stringMatching(/^MissingAuthenticationTokenException:/) });

    const tampered = await rawPost(bedrock.url, path, good.replace('hi', 'ho'), signed(good));
    expect(tampered.status).toBe(403);
    expect(tampered.type).toMatch(/^InvalidSignatureException:/);

    const bodies: [string, RegExp][] = [
      [JSON.stringify({ model: 'x', anthropic_version: 'bedrock-2023-05-31', max_tokens: 10, messages: [] }), /extraneous key \[model\]/],
      [JSON.stringify({ anthropic_version: 'bedrock-2023-05-31', max_tokens: 10, stream: true, messages: [] }), /extraneous key \[stream\]/],
      [JSON.stringify({ anthropic_version: '2026-10-21', max_tokens: 10, messages: [] }), /anthropic_version: 2026-10-21 is not a valid enum value/],
      [JSON.stringify({ max_tokens: 10, messages: [] }), /required key \[anthropic_version\] not found/],
      [JSON.stringify({ anthropic_version: 'bedrock-2023-05-31', max_tokens: 10, messages: [{ role: 'user', content: [{ type: 'text', text: ' ' }] }] }), /non-whitespace text/],
    ];
    for (const [body, message] of bodies) {
      const answer = await rawPost(bedrock.url, path, body, signed(body));
      expect(answer.status, body).toBe(400);
      expect(answer.type).toMatch(/^ValidationException:/);
      expect(JSON.parse(answer.body).message).toMatch(message);
    }
    expect(bedrock.requests).toHaveLength(0);
  });

  it('maps a throttlingException frame mid-stream to a retryable rate limit, charging what arrived', async () => {
    bedrock = await startFakeBedrockApi({ region: REGION, credentials: CREDENTIALS, script: [{ ...endTurn('a'.repeat(60)), errorEventAfter: 3, usage: { input_tokens: 777 } }] });
    const opened = await openBedrock(awsEnv(bedrock.url));
    const error = await opened.client.createMessage(ask(opened.model)).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rate_limited', retryable: true });
    expect((error as Error).message).toMatch(/^Amazon Bedrock reported an error mid-stream: Too many tokens/);
    expect((error as ModelCallError).partialUsage).toMatchObject({ inputTokens: 777 });
  });

  it('reports a stream cut mid-message as broken, with the usage seen so far; a 429 as a rate limit', async () => {
    bedrock = await startFakeBedrockApi({ region: REGION, credentials: CREDENTIALS, script: [{ ...brokenAfter(endTurn('b'.repeat(90)), 3), usage: { input_tokens: 555 } }, rateLimited(1)] });
    const opened = await openBedrock(awsEnv(bedrock.url));
    const broken = await opened.client.createMessage(ask(opened.model)).catch((e: unknown) => e);
    expect(broken).toMatchObject({ kind: 'broken_stream', retryable: true });
    expect((broken as ModelCallError).partialUsage).toMatchObject({ inputTokens: 555 });
    const limited = await opened.client.createMessage(ask(opened.model)).catch((e: unknown) => e);
    expect(limited).toMatchObject({ kind: 'rate_limited', status: 429, retryable: true });
  });

  it('takes a Bedrock API key (AWS_BEARER_TOKEN_BEDROCK) as a bearer token instead of signing', async () => {
    bedrock = await startFakeBedrockApi({ region: REGION, apiKey: 'ABSKbedrockApiKeyValue0001', script: [endTurn('ok')] });
    const opened = await openBedrock({ AWS_REGION: REGION, AWS_BEARER_TOKEN_BEDROCK: 'ABSKbedrockApiKeyValue0001', ANTHROPIC_BEDROCK_BASE_URL: bedrock.url });
    await opened.client.createMessage(ask(opened.model));
    expect(bedrock.requests[0]!.headers.authorization).toBe('Bearer ABSKbedrockApiKeyValue0001');
    expect(opened.secrets).toContain('ABSKbedrockApiKeyValue0001');
  });

  it('stops before any request, naming what to set, without a region or with half a key pair', async () => {
    const noRegion = await openBedrock({ AWS_ACCESS_KEY_ID: 'AKIAX', AWS_SECRET_ACCESS_KEY: 'y' }).catch((e: unknown) => e);
    expect(noRegion).toBeInstanceOf(ProviderConfigError);
    expect((noRegion as Error).message).toMatch(/needs an AWS region: set AWS_REGION/);
    const half = await openBedrock({ AWS_REGION: REGION, AWS_ACCESS_KEY_ID: 'AKIAX' }).catch((e: unknown) => e);
    expect((half as Error).message).toMatch(/AWS_SECRET_ACCESS_KEY is missing.*aws-actions\/configure-aws-credentials/);
    const unknown = await openBedrock(awsEnv('http://127.0.0.1:9'), 'claude-mystery-9').catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(ProviderConfigError);
    expect((unknown as Error).message).toMatch(/no Amazon Bedrock id.*global\.anthropic\.claude-sonnet-5-5/);
  });
});

describe('the AWS event-stream framing the fake writes', () => {
  it('round-trips, and a flipped byte fails a CRC', () => {
    const frame = encodeEventStreamMessage({ ':event-type': 'chunk', ':message-type': 'event' }, Buffer.from('{"bytes":"e30="}'));
    expect(decodeEventStreamMessages(Buffer.concat([frame, frame]))).toEqual([
      { headers: { ':event-type': 'chunk', ':message-type': 'event' }, payload: Buffer.from('{"bytes":"e30="}') },
      { headers: { ':event-type': 'chunk', ':message-type': 'event' }, payload: Buffer.from('{"bytes":"e30="}') },
    ]);
    const corrupt = Buffer.from(frame);
    const at = corrupt.length - 6;
    corrupt.writeUInt8(corrupt.readUInt8(at) ^ 1, at);
    expect(() => decodeEventStreamMessages(corrupt)).toThrow(/bad message CRC/);
  });
});
