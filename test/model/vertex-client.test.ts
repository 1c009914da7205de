import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ModelCallError } from '../../src/model/model-error.js';
import { openModelProvider } from '../../src/model/open-model-provider.js';
import { PRICE_TABLE } from '../../src/model/prices.js';
import { ProviderConfigError } from '../../src/model/provider-config-error.js';
import { startFakeGoogleAuth, type FakeGoogleAuth } from '../support/fake-google-auth.js';
import { startFakeVertexApi, type FakeVertexApi } from '../support/fake-vertex-api.js';
import { endTurn, reply, text, toolUse } from '../support/scripted-model.js';

const PROJECT = 'acme-ml';
let google: FakeGoogleAuth | undefined;
let vertex: FakeVertexApi | undefined;
afterEach(async () => {
  await vertex?.close();
  await google?.close();
  vertex = undefined;
  google = undefined;
});

async function start(region: string, script: Parameters<typeof startFakeVertexApi>[0]['script'] = [], countTokens?: () => number) {
  google = await startFakeGoogleAuth();
  const auth = google;
  vertex = await startFakeVertexApi({ project: PROJECT, region, acceptsToken: (t) => auth.accessTokens.has(t), script, ...(countTokens ? { countTokens } : {}) });
  return { google, vertex };
}

function credentialsFile(content: Record<string, unknown>): string {
  const path = join(mkdtempSync(join(tmpdir(), 'tg-gcp-')), 'gha-creds-1a2b3c.json');
  writeFileSync(path, JSON.stringify(content));
  return path;
}

function gcpEnv(region: string, overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    GOOGLE_APPLICATION_CREDENTIALS: credentialsFile(google!.credentialsFile()),
    GOOGLE_CLOUD_PROJECT: PROJECT,
    CLOUD_ML_REGION: region,
    ANTHROPIC_VERTEX_BASE_URL: `${vertex!.url}/v1`,
    ...overrides,
  };
}

const openVertex = (env: Record<string, string | undefined>, model = 'claude-sonnet-5-5') => openModelProvider({ provider: 'vertex', model, apiKey: '', env });
const ask = (model: string) => ({ model, max_tokens: 200, messages: [{ role: 'user' as const, content: 'hi' }] });

describe('Google Vertex AI through @anthropic-ai/vertex-sdk (loopback streamRawPredict, workload identity federation)', () => {
  it('gets a token the way google-github-actions/auth sets it up, and streams a reply with the Vertex body', async () => {
    await start('us-east5', [{ ...reply(text('hello'), toolUse('Grep', { pattern: 'x' }, 'toolu_v')), usage: { input_tokens: 400, output_tokens: 12 } }]);
    const opened = await openVertex(gcpEnv('us-east5'));
    expect(opened.model).toBe('claude-sonnet-5-5');
    expect(opened.description).toBe('Google Vertex AI (acme-ml, us-east5): claude-sonnet-5-5');
    // GitHub's OIDC token, exchanged at STS, then the service account impersonated: before any model call.
    expect(google!.log).toEqual(['GET /oidc', 'POST /v1/token', `POST /v1/projects/-/serviceAccounts/tollgate-ci@acme-ml.iam.gserviceaccount.com:generateAccessToken`]);
    const result = await opened.client.createMessage(ask(opened.model));
    expect(result.content).toEqual([
      { type: 'text', text: 'hello' },
      { type: 'tool_use', id: 'toolu_v', name: 'Grep', input: { pattern: 'x' } },
    ]);
    expect(result.usage).toMatchObject({ inputTokens: 400, outputTokens: 12 });
    expect(vertex!.refused).toEqual([]);
    const [sent] = vertex!.requests;
    expect(sent!.path).toBe('/v1/projects/acme-ml/locations/us-east5/publishers/anthropic/models/claude-sonnet-5-5:streamRawPredict');
    expect(sent!.body).toMatchObject({ anthropic_version: 'vertex-2023-10-16', stream: true, max_tokens: 200 });
    expect(sent!.body).not.toHaveProperty('model');
    const bearer = String(sent!.headers.authorization).replace('Bearer ', '');
    expect(google!.serviceAccountTokens.has(bearer)).toBe(true);
    // The token, and the runner's OIDC request token the credentials file holds, are secrets of the session.
    expect(opened.secrets).toEqual(expect.arrayContaining([bearer, google!.requestToken]));
  });

  it('counts tokens through count-tokens:rawPredict, with the model in the body', async () => {
    await start('global', [], () => 4321);
    const opened = await openVertex(gcpEnv('global'), 'claude-haiku-4-5');
    expect(opened.model).toBe('claude-haiku-4-5@20251001');
    expect(await opened.client.countTokens!(ask(opened.model))).toBe(4321);
    expect(vertex!.countRequests[0]!.body).toMatchObject({ model: 'claude-haiku-4-5@20251001', anthropic_version: 'vertex-2023-10-16' });
  });

  it('charges a regional endpoint 10 % more than the table, and the global one the table', async () => {
    await start('europe-west1');
    const regional = await openVertex(gcpEnv('europe-west1'));
    expect(regional.prices?.['claude-sonnet-5-5']?.output).toBeCloseTo(PRICE_TABLE['claude-sonnet-5-5']!.output * 1.1, 10);
    const global = await openVertex(gcpEnv('global'));
    expect(global.prices).toBeUndefined();
  });

  it('maps an in-stream overloaded_error and a token Vertex does not accept', async () => {
    await start('us-east5', [{ ...endTurn('x'.repeat(50)), errorEventAfter: 2 }]);
    const opened = await openVertex(gcpEnv('us-east5'));
    const overloaded = await opened.client.createMessage(ask(opened.model)).catch((e: unknown) => e);
    expect(overloaded).toMatchObject({ kind: 'overloaded', retryable: true });
    await vertex!.close();
    vertex = await startFakeVertexApi({ project: PROJECT, region: 'us-east5', acceptsToken: () => false, script: [endTurn('never')] });
    const refused = await (await openVertex(gcpEnv('us-east5'))).client.createMessage(ask('claude-sonnet-5-5')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ModelCallError);
    expect(refused).toMatchObject({ kind: 'authentication', status: 401, retryable: false });
    expect((refused as Error).message).toMatch(/^Google Vertex AI answered 401: Request had invalid authentication credentials/);
  });

  it('the fake refuses a request without a token, for another project, or with a body that is not the Vertex shape', async () => {
    await start('us-east5');
    const token = [...google!.accessTokens][0] ?? (await openVertex(gcpEnv('us-east5')), [...google!.accessTokens][0]!);
    const post = async (path: string, body: unknown, auth = true) => {
      const response = await fetch(`${vertex!.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
      return { status: response.status, text: await response.text() };
    };
    const path = '/v1/projects/acme-ml/locations/us-east5/publishers/anthropic/models/claude-sonnet-5-5:streamRawPredict';
    const good = { anthropic_version: 'vertex-2023-10-16', stream: true, max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] };
    expect((await post(path, good, false)).status).toBe(401);
    expect((await post(path.replace('acme-ml', 'other-project'), good)).status).toBe(403);
    expect((await post(path, { ...good, model: 'claude-sonnet-5-5' })).text).toMatch(/model: Extra inputs are not permitted/);
    expect((await post(path, { ...good, anthropic_version: '2026-10-21' })).text).toMatch(/anthropic_version: Input should be 'vertex-2023-10-16'/);
    expect((await post(path, { ...good, stream: false })).status).toBe(400);
    expect(vertex!.requests).toHaveLength(0);
  });

  it('stops before any model call, naming what to set, when a credential does not work or a setting is missing', async () => {
    await start('us-east5');
    const badToken = await openVertex(gcpEnv('us-east5', { GOOGLE_APPLICATION_CREDENTIALS: credentialsFile(google!.credentialsFile({ requestToken: 'ghrt_wrong' })) })).catch((e: unknown) => e);
    expect(badToken).toBeInstanceOf(ProviderConfigError);
    expect((badToken as Error).message).toMatch(/no Google access token could be obtained.*google-github-actions\/auth with workload_identity_provider/);
    expect((await openVertex(gcpEnv('us-east5', { CLOUD_ML_REGION: undefined })).catch((e: unknown) => e) as Error).message).toMatch(/needs a region: set CLOUD_ML_REGION/);
    expect((await openVertex(gcpEnv('us-east5', { GOOGLE_CLOUD_PROJECT: undefined })).catch((e: unknown) => e) as Error).message).toMatch(/needs a Google Cloud project: set ANTHROPIC_VERTEX_PROJECT_ID or GOOGLE_CLOUD_PROJECT/);
    expect(vertex!.requests).toHaveLength(0);
  });
});
