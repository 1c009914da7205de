/**
 * The built action (`node dist/index.js`) on Amazon Bedrock and on Google Vertex AI, against
 * loopback fakes of their streaming endpoints, with the environment the standard auth actions
 * leave: each run completes with the right cost in result.json and the outputs, each stops on the
 * hard budget cap without going over it, and a credential that does not work stops the run
 * before anything is spent. The Anthropic API fake must receive nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PRICE_TABLE, type ModelPrice } from '../../src/model/prices.js';
import { commentEvent, E2E_RUN_ID, runActionProcess, startActionServers, type ActionRun, type ActionServers } from '../support/action-harness.js';
import type { ApiUsage, ScriptedMessage, ServedReply } from '../support/fake-messages-api.js';
import { startFakeAwsSts, type FakeAwsSts } from '../support/fake-aws-sts.js';
import { startFakeBedrockApi } from '../support/fake-bedrock-api.js';
import { startBedrockRun, startVertexRun, type BedrockRun, type VertexRun } from '../support/provider-servers.js';
import { endTurn, reply, text, toolUse } from '../support/scripted-model.js';

let servers: ActionServers | null = null;
let bedrockRun: BedrockRun | null = null;
let vertexRun: VertexRun | null = null;
let sts: FakeAwsSts | null = null;
afterEach(async () => {
  await servers?.close();
  await bedrockRun?.close();
  await vertexRun?.close();
  await sts?.close();
  servers = bedrockRun = vertexRun = sts = null;
});

const POLICY = ['permissions:', '  allow:', '    - Read', '    - Grep', '    - Glob', ''].join('\n');
/** The action's inputs for a cloud provider: no Anthropic key, no Anthropic base URL. */
const cloudInputs = (provider: string, extra: Record<string, string> = {}) => ({ provider, anthropic_api_key: '', anthropic_base_url: '', policy: POLICY, ...extra });

function costOf(served: readonly ServedReply[], price: ModelPrice): number {
  const usd = (usage: ApiUsage) =>
    (usage.input_tokens * price.input + usage.output_tokens * price.output + usage.cache_creation_input_tokens * price.cache_write_5m + usage.cache_read_input_tokens * price.cache_read) / 1_000_000;
  return served.reduce((sum, entry) => sum + (entry.usage ? usd(entry.usage) : 0), 0);
}

const scaled = (price: ModelPrice, factor: number): ModelPrice => ({
  input: price.input * factor,
  output: price.output * factor,
  cache_write_5m: price.cache_write_5m * factor,
  cache_write_1h: price.cache_write_1h * factor,
  cache_read: price.cache_read * factor,
});

function resultJson(run: ActionRun): Record<string, unknown> {
  return JSON.parse(readFileSync(join(run.runnerTemp, `tollgate-${E2E_RUN_ID}-1`, 'result.json'), 'utf8')) as Record<string, unknown>;
}

/** A session that reads a file, then answers: fixed usage so the cost can be checked to the cent's millionth. */
const twoTurns = (): ScriptedMessage[] => [
  { ...reply(text('Reading it.'), toolUse('Read', { file_path: 'src/a.ts' }, 'toolu_read')), usage: { input_tokens: 1800, output_tokens: 120, cache_creation_input_tokens: 1500, cache_read_input_tokens: 0 } },
  { ...endTurn('The parser is fine.'), usage: { input_tokens: 300, output_tokens: 60, cache_creation_input_tokens: 0, cache_read_input_tokens: 1500 } },
];

/**
 * A model that never stops calling tools, billing honestly: input as the fakes count it (a token per
 * 4 bytes of the request, the same rule as their count_tokens), output never more than max_tokens.
 */
const endless = () => (request: { body: Record<string, unknown> }, index: number): ScriptedMessage => ({
  ...reply(toolUse('Read', { file_path: 'src/a.ts' }, `toolu_loop_${index}`)),
  usage: { output_tokens: Math.min(3000, Number(request.body.max_tokens)) },
});

describe('the action on Amazon Bedrock (OIDC credentials from aws-actions/configure-aws-credentials)', () => {
  it('completes a session, signed, on the global inference profile, with the cost the price table gives', async () => {
    servers = await startActionServers([]);
    bedrockRun = await startBedrockRun(twoTurns());
    const run = await runActionProcess(servers, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate check the parser'),
      inputs: cloudInputs('bedrock'),
      env: bedrockRun.env,
      workspaceFiles: { 'src/a.ts': 'export const parse = (s: string) => s.trim();\n' },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const { bedrock } = bedrockRun;
    expect(servers.api.requests).toHaveLength(0);
    expect(bedrock.refused).toEqual([]);
    expect(bedrock.requests.map((r) => r.modelId)).toEqual(['global.anthropic.claude-sonnet-5-5', 'global.anthropic.claude-sonnet-5-5']);
    for (const request of bedrock.requests) expect(String(request.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=ASIAE2ETESTKEY00042\/\d{8}\/us-east-1\/bedrock\/aws4_request, /);
    // The second turn carried the tool's result back: the session really ran through Bedrock.
    expect(JSON.stringify(bedrock.requests[1]!.body.messages)).toContain('export const parse');
    const expected = costOf(bedrock.served, PRICE_TABLE['claude-sonnet-5-5']!);
    expect(expected).toBeGreaterThan(0);
    expect(run.outputs['conclusion']).toBe('success');
    expect(run.outputs['cost_usd']).toBe(expected.toFixed(6));
    const result = resultJson(run);
    expect(result['cost_usd']).toBeCloseTo(expected, 12);
    expect(Object.keys(result['model_usage'] as object)).toEqual(['global.anthropic.claude-sonnet-5-5']);
    expect(run.stdout).toContain('Model: Amazon Bedrock (us-east-1): global.anthropic.claude-sonnet-5-5');
  }, 90_000);

  it('stops with budget_exhausted before a call could pass the cap, without the count_tokens Bedrock lacks', async () => {
    servers = await startActionServers([]);
    bedrockRun = await startBedrockRun(endless());
    const run = await runActionProcess(servers, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate keep reading'),
      inputs: cloudInputs('bedrock', { max_budget_usd: '0.1', max_turns: '50', ok_conclusions: 'success,budget_exhausted' }),
      env: bedrockRun.env,
      workspaceFiles: { 'src/a.ts': 'export const a = 1;\n' },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const { bedrock } = bedrockRun;
    expect(run.outputs['conclusion']).toBe('budget_exhausted');
    const spent = costOf(bedrock.served, PRICE_TABLE['claude-sonnet-5-5']!);
    expect(bedrock.requests.length).toBeGreaterThan(1);
    expect(spent).toBeLessThanOrEqual(0.1);
    expect(Number(run.outputs['cost_usd'])).toBeCloseTo(spent, 6);
    expect(resultJson(run)['cost_usd']).toBeLessThanOrEqual(0.1);
    expect(bedrock.unrouted).toEqual([]);
    expect(servers.api.countRequests).toHaveLength(0);
  }, 120_000);

  it('assumes the role from a web identity token file (AWS_WEB_IDENTITY_TOKEN_FILE + AWS_ROLE_ARN) and signs with what STS gave', async () => {
    const issued = { accessKeyId: 'ASIAFROMSTS000000042', secretAccessKey: 'stsIssuedSecret/Key+42', sessionToken: 'stsIssuedSessionToken//42==' };
    const webIdentityToken = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJyZXBvOm9jdG8vcmVwbyJ9.d2ViLWlkZW50aXR5LXNpZ25hdHVyZQ';
    const roleArn = 'arn:aws:iam::123456789012:role/tollgate-bedrock';
    sts = await startFakeAwsSts({ roleArn, webIdentityToken, credentials: issued });
    servers = await startActionServers([]);
    const bedrock = await startFakeBedrockApi({ region: 'eu-central-1', credentials: issued, script: [endTurn('Signed with the role.')] });
    bedrockRun = { bedrock, env: {}, close: () => bedrock.close() };
    const stsUrl = sts.url;
    const env: Record<string, string> = { AWS_REGION: 'eu-central-1', AWS_ROLE_ARN: roleArn, AWS_ENDPOINT_URL_STS: stsUrl, ANTHROPIC_BEDROCK_BASE_URL: bedrock.url };
    const run = await runActionProcess(servers, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate hello'),
      inputs: cloudInputs('bedrock', { model: 'eu.anthropic.claude-sonnet-4-5-20250929-v1:0' }),
      env,
      prepareWorkspace: (workspace) => {
        const file = join(workspace, '..', 'web-identity-token');
        writeFileSync(file, webIdentityToken);
        env.AWS_WEB_IDENTITY_TOKEN_FILE = file;
      },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(sts.calls).toHaveLength(1);
    expect(sts.calls[0]!.get('RoleArn')).toBe(roleArn);
    expect(bedrock.refused).toEqual([]);
    expect(bedrock.requests[0]!.modelId).toBe('eu.anthropic.claude-sonnet-4-5-20250929-v1:0');
    expect(String(bedrock.requests[0]!.headers.authorization)).toContain('Credential=ASIAFROMSTS000000042/');
    // A geographic profile is billed 10 % over the global rate.
    expect(run.outputs['cost_usd']).toBe(costOf(bedrock.served, scaled(PRICE_TABLE['claude-sonnet-4-5']!, 1.1)).toFixed(6));
    // What STS issued, and the web identity token, are masked like any secret.
    for (const secret of [issued.secretAccessKey, issued.sessionToken, webIdentityToken]) expect(run.stdout).toContain(`::add-mask::${secret}`);
  }, 90_000);

  it('with a secret key AWS refuses, ends with the error and what to check, having spent nothing', async () => {
    servers = await startActionServers([]);
    bedrockRun = await startBedrockRun([endTurn('never')]);
    const run = await runActionProcess(servers, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate check the parser'),
      inputs: cloudInputs('bedrock'),
      env: { ...bedrockRun.env, AWS_SECRET_ACCESS_KEY: 'a-key-AWS-never-issued' },
    });
    expect(run.code).toBe(1);
    expect(run.outputs['conclusion']).toBe('model_error');
    expect(run.outputs['cost_usd']).toBe('0.000000');
    expect(bedrockRun.bedrock.requests).toHaveLength(0);
    expect(bedrockRun.bedrock.refused[0]).toMatchObject({ status: 403, type: 'InvalidSignatureException' });
    expect(run.stdout).toMatch(/Amazon Bedrock answered 403: The request signature we calculated does not match.*aws-actions\/configure-aws-credentials/);
  }, 90_000);

  it('without an AWS region stops before any request, naming AWS_REGION', async () => {
    servers = await startActionServers([]);
    bedrockRun = await startBedrockRun([endTurn('never')]);
    const { AWS_REGION: _region, AWS_DEFAULT_REGION: _default, ...withoutRegion } = bedrockRun.env;
    const run = await runActionProcess(servers, { event: 'issue_comment', payload: commentEvent('@tollgate go'), inputs: cloudInputs('bedrock'), env: withoutRegion });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::provider bedrock needs an AWS region: set AWS_REGION');
    expect(bedrockRun.bedrock.requests).toHaveLength(0);
    expect(bedrockRun.bedrock.refused).toHaveLength(0);
  }, 90_000);
});

describe('the action on Google Vertex AI (workload identity federation from google-github-actions/auth)', () => {
  it('completes a session in a regional endpoint, charged the regional rate (10 % over the table)', async () => {
    servers = await startActionServers([]);
    vertexRun = await startVertexRun(twoTurns(), 'us-east5');
    const provider = vertexRun;
    const run = await runActionProcess(servers, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate check the parser'),
      inputs: cloudInputs('vertex'),
      env: provider.env,
      prepareWorkspace: (workspace) => provider.writeCredentials(workspace),
      workspaceFiles: { 'src/a.ts': 'export const parse = (s: string) => s.trim();\n' },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const { vertex, google } = vertexRun;
    expect(servers.api.requests).toHaveLength(0);
    expect(vertex.refused).toEqual([]);
    expect(vertex.requests.map((r) => r.path)).toEqual(Array(2).fill('/v1/projects/acme-ml/locations/us-east5/publishers/anthropic/models/claude-sonnet-5-5:streamRawPredict'));
    for (const request of vertex.requests) expect(google.serviceAccountTokens.has(String(request.headers.authorization).replace('Bearer ', ''))).toBe(true);
    const expected = costOf(vertex.served, scaled(PRICE_TABLE['claude-sonnet-5-5']!, 1.1));
    expect(run.outputs['conclusion']).toBe('success');
    expect(run.outputs['cost_usd']).toBe(expected.toFixed(6));
    expect(resultJson(run)['cost_usd']).toBeCloseTo(expected, 12);
    expect(run.stdout).toContain('Model: Google Vertex AI (acme-ml, us-east5): claude-sonnet-5-5');
  }, 90_000);

  it('stops with budget_exhausted on the global endpoint without going over the cap', async () => {
    servers = await startActionServers([]);
    vertexRun = await startVertexRun(endless(), 'global');
    const provider = vertexRun;
    const run = await runActionProcess(servers, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate keep reading'),
      inputs: cloudInputs('vertex', { max_budget_usd: '0.1', max_turns: '50', ok_conclusions: 'success,budget_exhausted' }),
      env: provider.env,
      prepareWorkspace: (workspace) => provider.writeCredentials(workspace),
      workspaceFiles: { 'src/a.ts': 'export const a = 1;\n' },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs['conclusion']).toBe('budget_exhausted');
    const spent = costOf(vertexRun.vertex.served, PRICE_TABLE['claude-sonnet-5-5']!);
    expect(vertexRun.vertex.requests.length).toBeGreaterThan(1);
    // Vertex counts tokens: near the cap the session asked for the real count.
    expect(vertexRun.vertex.countRequests.length).toBeGreaterThan(0);
    expect(spent).toBeLessThanOrEqual(0.1);
    expect(Number(run.outputs['cost_usd'])).toBeCloseTo(spent, 6);
  }, 120_000);

  it('with a credentials file whose token GitHub refuses, stops before any Vertex request, naming google-github-actions/auth', async () => {
    servers = await startActionServers([]);
    vertexRun = await startVertexRun([endTurn('never')]);
    const provider = vertexRun;
    const run = await runActionProcess(servers, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate go'),
      inputs: cloudInputs('vertex'),
      env: provider.env,
      prepareWorkspace: (workspace) => provider.writeCredentials(workspace, { requestToken: 'ghrt_revoked_token_value_0001' }),
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::provider vertex: no Google access token could be obtained .*google-github-actions\/auth with workload_identity_provider/);
    expect(vertexRun.vertex.requests).toHaveLength(0);
    expect(vertexRun.vertex.refused).toHaveLength(0);
    // The report says why it could not start, and never shows the token.
    const comment = [...servers.github.comments.values()][0]?.body ?? '';
    expect(comment).toContain('could not start');
    expect(comment).not.toContain('ghrt_revoked_token_value_0001');
  }, 90_000);
});
