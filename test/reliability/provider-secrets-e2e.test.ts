/**
 * Cloud credentials are secrets. Through the built action on Bedrock and on Vertex, a Bash call
 * prints its environment, a PreToolUse hook dumps its own to a file, and the model reads the
 * credentials file google-github-actions/auth leaves in the workspace: no AWS_ / GOOGLE_ variable
 * reaches a child process, the file's token reaches the model only as `***`, and no credential
 * value appears in what the provider received from the tools, in a comment, the summary, the
 * outputs, the log, the artifact or the transcript.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commentEvent, runActionProcess, startActionServers, type ActionRun, type ActionServers } from '../support/action-harness.js';
import { readZipEntries } from '../support/fake-artifact-service.js';
import type { RecordedRequest } from '../support/fake-messages-api.js';
import { AWS_CREDENTIALS, CREDENTIALS_FILE, startBedrockRun, startVertexRun, type BedrockRun, type VertexRun } from '../support/provider-servers.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';

let servers: ActionServers | null = null;
let bedrockRun: BedrockRun | null = null;
let vertexRun: VertexRun | null = null;
afterEach(async () => {
  await servers?.close();
  await bedrockRun?.close();
  await vertexRun?.close();
  servers = bedrockRun = vertexRun = null;
});

const POLICY = [
  'permissions:',
  '  allow:',
  '    - Read',
  '    - Bash',
  'hooks:',
  '  PreToolUse:',
  '    - matcher: Bash',
  '      hooks:',
  '        - type: command',
  '          command: "env > hook-env.txt"',
  // The workspace stays as the session left it, so the hook's file can be read after the run.
  'changes:',
  '  keep_workspace: true',
  '',
].join('\n');

/**
 * Lines of an `env` dump naming a variable no child process may see, whatever its value. (The
 * sandbox sets CLOUDSDK_PROXY_* itself, for its proxy: those are not the runner's.)
 */
const CLOUD_NAMES = /^(AWS_\w+|GOOGLE_\w+|CLOUDSDK_(?!PROXY_)\w+|GCLOUD_PROJECT|GCP_PROJECT|CLOUD_ML_REGION|ANTHROPIC_\w+)=/m;

/** A tool result's text as the model got it. */
function textOf(content: string | undefined): string {
  const parsed: unknown = JSON.parse(content ?? '""');
  if (typeof parsed === 'string') return parsed;
  return (parsed as { type: string; text?: string }[]).map((block) => block.text ?? '').join('\n');
}

type Block = { type: string; tool_use_id?: string; content?: unknown };
function toolResults(requests: readonly RecordedRequest[]): Map<string, string> {
  const results = new Map<string, string>();
  for (const request of requests) {
    for (const message of request.body.messages as { role: string; content: string | Block[] }[]) {
      if (message.role !== 'user' || typeof message.content === 'string') continue;
      for (const block of message.content) if (block.type === 'tool_result' && block.tool_use_id) results.set(block.tool_use_id, JSON.stringify(block.content));
    }
  }
  return results;
}

function expectNowhere(secrets: Record<string, string>, run: ActionRun, s: ActionServers, providerRequests: readonly RecordedRequest[]): void {
  const places: Record<string, string> = {
    'what the provider received from the tools': JSON.stringify([...toolResults(providerRequests).values()]),
    'the job summary': run.summary,
    'the outputs': JSON.stringify(run.outputs),
    'stdout (but its ::add-mask:: lines)': run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')).join('\n'),
    stderr: run.stderr,
    'the transcript': readFileSync(run.outputs['transcript'] ?? join(run.runnerTemp, 'missing'), 'utf8'),
  };
  for (const [id, history] of s.github.commentHistory) history.forEach((body, i) => (places[`comment ${id} version ${i}`] = body));
  for (const [name, content] of readZipEntries(s.artifacts.artifacts[0]?.zip ?? Buffer.alloc(0))) places[`artifact ${name}`] = content.toString('utf8');
  for (const [where, text] of Object.entries(places)) {
    for (const [name, value] of Object.entries(secrets)) expect(text.includes(value), `${name} found in ${where}`).toBe(false);
  }
}

describe('cloud credentials never reach a child process or any output', () => {
  it('on Bedrock: the AWS keys and session token stay out of Bash, the hook, the model and the report', async () => {
    servers = await startActionServers([]);
    bedrockRun = await startBedrockRun([
      reply(toolUse('Bash', { command: 'env' }, 'toolu_env'), toolUse('Bash', { command: 'printenv AWS_SECRET_ACCESS_KEY; cat ~/.aws/credentials; echo done' }, 'toolu_printenv')),
      endTurn('Nothing found.'),
    ]);
    const run = await runActionProcess(servers, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate find the cloud keys'),
      // Positive control: a variable the policy names does reach the command.
      inputs: { provider: 'bedrock', anthropic_api_key: '', anthropic_base_url: '', policy: `${POLICY}environment:\n  pass: [AWS_REGION]\n` },
      env: bedrockRun.env,
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const results = toolResults(bedrockRun.bedrock.requests);
    // Positive controls: the commands ran and printed an environment, the hook wrote one.
    expect(textOf(results.get('toolu_env'))).toMatch(/^PATH=/m);
    expect(textOf(results.get('toolu_printenv'))).toContain('done');
    const hookEnv = readFileSync(join(run.workspace, 'hook-env.txt'), 'utf8');
    expect(hookEnv).toMatch(/^PATH=/m);
    for (const dump of [textOf(results.get('toolu_env')), hookEnv]) {
      expect(dump).toMatch(/^AWS_REGION=us-east-1$/m);
      expect(dump.replace(/^AWS_REGION=us-east-1$/m, '')).not.toMatch(CLOUD_NAMES);
    }
    const secrets = { 'the access key id': AWS_CREDENTIALS.accessKeyId, 'the secret access key': AWS_CREDENTIALS.secretAccessKey, 'the session token': AWS_CREDENTIALS.sessionToken };
    for (const [name, value] of Object.entries(secrets)) expect(hookEnv.includes(value), `${name} in the hook's env`).toBe(false);
    expectNowhere(secrets, run, servers, bedrockRun.bedrock.requests);
    // They are masked in the job log.
    expect(run.stdout).toContain(`::add-mask::${AWS_CREDENTIALS.secretAccessKey}`);
    expect(run.stdout).toContain(`::add-mask::${AWS_CREDENTIALS.sessionToken}`);
  }, 120_000);

  it("on Vertex: the credentials file's token and the access token stay out of Bash, the hook, the model and the report", async () => {
    servers = await startActionServers([]);
    vertexRun = await startVertexRun([
      reply(
        toolUse('Bash', { command: 'env' }, 'toolu_env'),
        toolUse('Read', { file_path: CREDENTIALS_FILE }, 'toolu_read_creds'),
        toolUse('Bash', { command: `cat ${CREDENTIALS_FILE}` }, 'toolu_cat_creds'),
      ),
      endTurn('Nothing found.'),
    ]);
    const provider = vertexRun;
    const run = await runActionProcess(servers, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate find the cloud keys'),
      inputs: { provider: 'vertex', anthropic_api_key: '', anthropic_base_url: '', policy: POLICY },
      env: provider.env,
      prepareWorkspace: (workspace) => provider.writeCredentials(workspace),
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const { google, vertex } = vertexRun;
    const results = toolResults(vertex.requests);
    expect(textOf(results.get('toolu_env'))).toMatch(/^PATH=/m);
    expect(textOf(results.get('toolu_env'))).not.toMatch(CLOUD_NAMES);
    const hookEnv = readFileSync(join(run.workspace, 'hook-env.txt'), 'utf8');
    expect(hookEnv).toMatch(/^PATH=/m);
    expect(hookEnv).not.toMatch(CLOUD_NAMES);
    // The file was read (its other fields came through) with the runner's OIDC request token masked.
    expect(results.get('toolu_read_creds')).toContain('external_account');
    expect(results.get('toolu_read_creds')).toMatch(/Authorization[\\"]*:[\\"]*\*\*\*/);
    expect(results.get('toolu_cat_creds')).toMatch(/Authorization[\\"]*:[\\"]*\*\*\*/);
    const secrets: Record<string, string> = { "the runner's OIDC request token": google.requestToken };
    [...google.accessTokens].forEach((token, i) => (secrets[`access token ${i}`] = token));
    expect(Object.keys(secrets).length).toBeGreaterThan(1);
    for (const [name, value] of Object.entries(secrets)) expect(hookEnv.includes(value), `${name} in the hook's env`).toBe(false);
    expectNowhere(secrets, run, servers, vertex.requests);
  }, 120_000);
});
