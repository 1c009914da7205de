/**
 * The built CLI with the GitHub tools (a token in the environment and a known repository) and with
 * `--output-schema`, against the loopback GitHub and Messages API.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../support/core-fixtures.js';
import { actionsCheckRun, startFakeGitHub, type FakeGitHub } from '../support/fake-github.js';
import { startFakeMessagesApi, type FakeMessagesApi } from '../support/fake-messages-api.js';
import { runCli } from '../support/run-cli.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';
import { samplePull } from '../github/pr-fixtures.js';

const TOKEN = 'ghp_cliToolsToken0123456789';
let dir: string;
let cleanup: () => void;
let api: FakeMessagesApi | undefined;
let github: FakeGitHub | undefined;
beforeEach(() => {
  ({ dir, cleanup } = makeTempDir('tollgate-cli-gh-'));
  mkdirSync(join(dir, 'repo'));
  writeFileSync(join(dir, 'repo', 'README.md'), 'hello\n');
});
afterEach(async () => {
  await Promise.all([api?.close(), github?.close()]);
  api = undefined;
  github = undefined;
  cleanup();
});

const repo = () => join(dir, 'repo');
const out = () => join(dir, 'out');
const noToken = { GITHUB_TOKEN: undefined, GH_TOKEN: undefined };

describe('tollgate run with the GitHub tools', () => {
  it('gives the agent GitHubChecks and GitHubJobLog with GITHUB_TOKEN and the origin remote, keeping the token in its own process', async () => {
    execFileSync('git', ['init', '-q'], { cwd: repo() });
    execFileSync('git', ['remote', 'add', 'origin', 'git@github.com:octo/repo.git'], { cwd: repo() });
    const head = samplePull().head.sha;
    github = await startFakeGitHub({
      pulls: [samplePull()],
      checkRuns: [actionsCheckRun({ id: 502, name: 'test', sha: head, conclusion: 'failure' })],
      jobLogs: { 502: '2024-05-01T10:00:00.0000000Z FAIL parses the empty string\n' },
    });
    api = await startFakeMessagesApi({
      script: [reply(toolUse('GitHubChecks', {}, 'toolu_checks')), reply(toolUse('GitHubJobLog', { job_id: 502, pattern: 'FAIL' }, 'toolu_log')), endTurn('It fails on the empty string.')],
    });
    const env = { ...noToken, GITHUB_TOKEN: TOKEN, GITHUB_API_URL: github.url, ANTHROPIC_API_KEY: 'sk-test-cli-key-123456', ANTHROPIC_BASE_URL: api.baseURL };
    const run = await runCli(['run', '--prompt', 'why does CI fail?', '--cwd', repo(), '--out', out(), '--pr', '12'], { cwd: dir, env });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('GitHub tools: GitHubChecks, GitHubJobLog and GitHubPRThreads read octo/repo with GITHUB_TOKEN, pull request #12.');
    const result = JSON.parse(readFileSync(join(out(), 'result.json'), 'utf8'));
    expect(result.tool_calls.map((c: { tool: string; status: string }) => [c.tool, c.status])).toEqual([
      ['GitHubChecks', 'success'],
      ['GitHubJobLog', 'success'],
    ]);
    const seen = JSON.stringify(api.requests.at(-1)!.body);
    expect(seen).toContain('✗ test: failure · Actions job 502');
    expect(seen).toContain('FAIL parses the empty string');
    expect(api.requests.some((r) => r.raw.includes(TOKEN))).toBe(false);
    expect(github.logHost.requests.map((r) => r.authorization)).toEqual(['']);
    expect(github.requests.filter((r) => r.path.startsWith('/repos/')).every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
  }, 60_000);

  it('has no GitHub tools without a token, and refuses --repo without one', async () => {
    api = await startFakeMessagesApi({ script: [endTurn('ok')] });
    const env = { ...noToken, ANTHROPIC_API_KEY: 'sk-test-cli-key-123456', ANTHROPIC_BASE_URL: api.baseURL };
    const run = await runCli(['run', '--prompt', 'hi', '--cwd', repo(), '--out', out()], { cwd: dir, env });
    expect(run.code).toBe(0);
    expect((api.requests[0]!.body.tools as { name: string }[]).map((t) => t.name)).not.toContain('GitHubChecks');
    const refused = await runCli(['run', '--prompt', 'hi', '--cwd', repo(), '--repo', 'octo/repo'], { cwd: dir, env });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('tollgate: --repo and --pr give the agent the GitHub tools, which need a token: set GITHUB_TOKEN (or GH_TOKEN)');
  }, 60_000);
});

describe('tollgate run --output-schema', () => {
  it('puts the answer in result.json, and refuses a schema that is not JSON Schema before any model call', async () => {
    api = await startFakeMessagesApi({ script: [reply(toolUse('StructuredOutput', { cause: 'empty input' }))] });
    const env = { ...noToken, ANTHROPIC_API_KEY: 'sk-test-cli-key-123456', ANTHROPIC_BASE_URL: api.baseURL };
    const schema = '{"type":"object","properties":{"cause":{"type":"string"}},"required":["cause"]}';
    const run = await runCli(['run', '--prompt', 'why?', '--cwd', repo(), '--out', out(), '--output-schema', schema, '--json'], { cwd: dir, env });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ conclusion: 'success', structured_output: { cause: 'empty input' } });

    writeFileSync(join(dir, 'schema.json'), '{\n  "type": "object",\n  "required": "cause"\n}\n');
    const bad = await runCli(['run', '--prompt', 'why?', '--cwd', repo(), '--out', out(), '--output-schema', 'schema.json'], { cwd: dir, env });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(`tollgate: ${join(dir, 'schema.json')}:3:15: output_schema.required: must be array (not valid JSON Schema 2020-12)\n`);
    expect(api.requests).toHaveLength(1);
  }, 60_000);
});
