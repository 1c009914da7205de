/**
 * `tollgate run` (the built CLI) on Amazon Bedrock and Google Vertex AI: `--provider`, the policy's
 * `provider`, and the configuration mistakes that stop it before any model call.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../support/core-fixtures.js';
import { startBedrockRun, startVertexRun, type BedrockRun, type VertexRun } from '../support/provider-servers.js';
import { runCli } from '../support/run-cli.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';

let dir: string;
let cleanup: () => void;
let bedrockRun: BedrockRun | null = null;
let vertexRun: VertexRun | null = null;
beforeEach(() => {
  ({ dir, cleanup } = makeTempDir('tollgate-cli-providers-'));
  mkdirSync(join(dir, 'repo', 'src'), { recursive: true });
  writeFileSync(join(dir, 'repo', 'src', 'a.ts'), 'export const a = 1;\n');
});
afterEach(async () => {
  await bedrockRun?.close();
  await vertexRun?.close();
  bedrockRun = vertexRun = null;
  cleanup();
});

const repo = () => join(dir, 'repo');
const out = () => join(dir, 'out');
/** Nothing from the developer's machine decides where the CLI goes. */
const NO_CLOUD = { AWS_REGION: undefined, AWS_DEFAULT_REGION: undefined, AWS_ACCESS_KEY_ID: undefined, AWS_SECRET_ACCESS_KEY: undefined, AWS_SESSION_TOKEN: undefined, AWS_PROFILE: undefined, GOOGLE_APPLICATION_CREDENTIALS: undefined, CLOUD_ML_REGION: undefined };

describe('tollgate run on a cloud provider', () => {
  it('--provider bedrock runs the session through Bedrock, with no Anthropic key', async () => {
    bedrockRun = await startBedrockRun([reply(toolUse('Read', { file_path: 'src/a.ts' }, 'toolu_r')), endTurn('a is 1.')]);
    const run = await runCli(['run', '--provider', 'bedrock', '--prompt', 'what is a?', '--cwd', repo(), '--out', out(), '--json'], { cwd: dir, env: { ...NO_CLOUD, ...bedrockRun.env } });
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ conclusion: 'success', turns: 2, final_text: 'a is 1.' });
    expect(Object.keys(result.model_usage)).toEqual(['global.anthropic.claude-sonnet-5-5']);
    expect(bedrockRun.bedrock.requests).toHaveLength(2);
    expect(bedrockRun.bedrock.refused).toEqual([]);
  }, 60_000);

  it("takes the policy's provider when no flag names one, and the model as the provider's own id", async () => {
    vertexRun = await startVertexRun([endTurn('done')], 'global');
    vertexRun.writeCredentials(dir);
    const policy = join(dir, 'policy.yml');
    writeFileSync(policy, 'provider: vertex\npermissions:\n  allow: [Read]\n');
    const run = await runCli(['run', '--policy', policy, '--model', 'claude-opus-4-5', '--prompt', 'go', '--cwd', repo(), '--out', out(), '--json'], { cwd: dir, env: { ...NO_CLOUD, ...vertexRun.env } });
    expect(run.code, run.stderr).toBe(0);
    expect(vertexRun.vertex.requests[0]!.path).toBe('/v1/projects/acme-ml/locations/global/publishers/anthropic/models/claude-opus-4-5@20251101:streamRawPredict');
    expect(JSON.parse(readFileSync(join(out(), 'result.json'), 'utf8')).model_usage).toHaveProperty(['claude-opus-4-5@20251101']);
  }, 60_000);

  it('stops before any model call with exit 2 and what to set: no region, a model Bedrock has no id for, a bad --provider', async () => {
    bedrockRun = await startBedrockRun([endTurn('never')]);
    const { AWS_REGION: _r, AWS_DEFAULT_REGION: _d, ...noRegion } = bedrockRun.env;
    const missing = await runCli(['run', '--provider', 'bedrock', '--prompt', 'go', '--cwd', repo(), '--out', out()], { cwd: dir, env: { ...NO_CLOUD, ...noRegion } });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('tollgate: provider bedrock needs an AWS region: set AWS_REGION');
    const unknown = await runCli(['run', '--provider', 'bedrock', '--model', 'claude-mystery-9', '--prompt', 'go', '--cwd', repo(), '--out', out()], { cwd: dir, env: { ...NO_CLOUD, ...bedrockRun.env } });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Model 'claude-mystery-9' has no Amazon Bedrock id/);
    const bad = await runCli(['run', '--provider', 'aws', '--prompt', 'go', '--cwd', repo()], { cwd: dir, env: NO_CLOUD });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--provider must be one of anthropic, bedrock, vertex; got 'aws'.");
    const nothing = await runCli(['run', '--prompt', 'go', '--cwd', repo()], { cwd: dir, env: NO_CLOUD });
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('pass --provider bedrock or vertex');
    expect(bedrockRun.bedrock.requests).toHaveLength(0);
    expect(bedrockRun.bedrock.refused).toHaveLength(0);
  }, 60_000);
});
