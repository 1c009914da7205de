/**
 * Long tasks through the built CLI (`dist/cli/index.js run`) against a loopback Messages API that
 * enforces a 200k-token window, offers server-side compaction (or refuses it, as a gateway does),
 * reports a compaction's usage only in `usage.iterations`, and refuses a thinking block that comes
 * back changed or missing. The model's side is scripted (no model API is reachable here): it reads
 * the repository's files one per turn.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../support/core-fixtures.js';
import { startFakeMessagesApi, type FakeMessagesApi, type RecordedRequest, type ServedReply } from '../support/fake-messages-api.js';
import { startBedrockRun, startVertexRun } from '../support/provider-servers.js';
import { promptTokens } from '../support/fake-model-behaviour.js';
import { apiTotalUsd, DEFAULT_MODEL_RATES, readEveryFile, writeLongTaskRepo } from '../support/long-task.js';
import { runCli } from '../support/run-cli.js';
import { endTurn, reply, text, toolUse } from '../support/scripted-model.js';

const WINDOW = 200_000;

let dir: string;
let cleanup: () => void;
let api: FakeMessagesApi | null = null;
beforeEach(() => {
  ({ dir, cleanup } = makeTempDir('tollgate-long-'));
});
afterEach(async () => {
  await api?.close();
  api = null;
  cleanup();
});

/** The parts of result.json these tests read. */
interface ResultJson {
  readonly conclusion: string;
  readonly reason: string;
  readonly cost_usd: number;
  readonly turns: number;
  readonly warnings: readonly string[];
  readonly model_usage: Record<string, unknown>;
  readonly model_switch: { turn: number; from: string; to: string } | null;
  readonly context: { window: number; peak_input_tokens: number; compactions: { turn: number; kind: string; cost_usd: number; tokens_before: number; tokens_after: number }[] };
}

interface RunResult {
  readonly code: number | null;
  readonly stderr: string;
  readonly stdout: string;
  readonly result: ResultJson;
}

async function run(args: readonly string[], policy = 'permissions:\n  allow: [Read]\n'): Promise<RunResult> {
  writeFileSync(join(dir, 'policy.yml'), policy);
  const cli = await runCli(['run', '--cwd', join(dir, 'repo'), '--out', join(dir, 'out'), '--policy', join(dir, 'policy.yml'), ...args], {
    cwd: dir,
    env: { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: api!.baseURL },
    timeoutMs: 240_000,
  });
  const result = JSON.parse(readFileSync(join(dir, 'out', 'result.json'), 'utf8')) as ResultJson;
  return { code: cli.code, stderr: cli.stderr, stdout: cli.stdout, result };
}

/** Every prompt the API counted stayed inside the window, and none was refused. */
function expectInsideWindow(requests: readonly RecordedRequest[]): void {
  for (const request of requests) expect(promptTokens(request)).toBeLessThanOrEqual(WINDOW);
}

/** Each assistant turn sent back carries the thinking block the API signed, first (after a compaction block). */
function expectThinkingSentBack(requests: readonly RecordedRequest[]): void {
  const last = requests.at(-1)!.body.messages as { role: string; content: { type: string; signature?: string }[] }[];
  const assistants = last.filter((message) => message.role === 'assistant');
  expect(assistants.length).toBeGreaterThan(0);
  for (const message of assistants) {
    const first = message.content.find((block) => block.type !== 'compaction')!;
    expect(first.type).toBe('thinking');
    expect(first.signature).toMatch(/^sig_/);
  }
}

describe('a task longer than the context window', () => {
  it('reads 40 files of ~6k tokens with adaptive thinking: compacted by the API, success, cost equal to what the API billed', async () => {
    const repo = writeLongTaskRepo(join(dir, 'repo'), 40, 24_000);
    const task = readEveryFile(repo.files);
    api = await startFakeMessagesApi({ script: task.script, behaviour: { contextWindow: WINDOW } });
    const { code, stderr, result } = await run(['--prompt', 'Read every file under docs/.', '--thinking', 'adaptive', '--max-budget-usd', '40', '--max-turns', '60', '--json']);
    expect(code, stderr).toBe(0);
    expect(result.conclusion).toBe('success');
    expect(task.done.size).toBe(40);
    expect(api.rejected).toEqual([]);
    expectInsideWindow(api.requests);
    // The API compacted: the reply's compaction block went back verbatim (a changed one is refused), and it was charged.
    const compactions = result.context.compactions;
    expect(compactions.length).toBeGreaterThanOrEqual(1);
    expect(compactions.every((c) => c.kind === 'server' && c.cost_usd > 0 && c.tokens_after < c.tokens_before)).toBe(true);
    expect(api.requests.some((request) => (request.body.messages as { content: { type: string }[] }[]).some((m) => Array.isArray(m.content) && m.content.some((b) => b.type === 'compaction')))).toBe(true);
    expect(result.cost_usd).toBeCloseTo(apiTotalUsd(api.served, DEFAULT_MODEL_RATES), 9);
    expect(result.context.window).toBe(WINDOW);
    expect(result.context.peak_input_tokens).toBeLessThanOrEqual(WINDOW);
    expectThinkingSentBack(api.requests);
    // After the compaction the shorter conversation is the prefix: each later request extends the one before, byte for byte.
    const after = api.requests.findIndex((request) => request.raw.includes('"type":"compaction"'));
    expect(after).toBeGreaterThan(0);
    const messagesPart = (raw: string) => raw.slice(raw.indexOf('"messages":'), raw.length - ',"stream":true}'.length).replace(',"cache_control":{"type":"ephemeral"}', '');
    for (let index = after + 1; index < api.requests.length; index++) {
      expect(messagesPart(api.requests[index]!.raw).startsWith(messagesPart(api.requests[index - 1]!.raw).slice(0, -1)), `request ${index + 1}`).toBe(true);
    }
    // Every request asked for adaptive thinking and server-side compaction, under its beta.
    for (const request of api.requests) {
      expect(request.body.thinking).toEqual({ type: 'adaptive' });
      expect(request.headers['anthropic-beta']).toContain('compact-2026-01-12');
    }
    const report = readFileSync(join(dir, 'out', 'report.md'), 'utf8');
    expect(report).toMatch(/context compacted (once|\d+ times) \(turns? [\d, ]+\)/);
    expect(report).not.toContain('Thinking before answering');
  }, 300_000);

  it('reads the same 40 files through a gateway that refuses context_management: falls back once, compacts client-side, success', async () => {
    const repo = writeLongTaskRepo(join(dir, 'repo'), 40, 24_000);
    const task = readEveryFile(repo.files);
    api = await startFakeMessagesApi({ script: task.script, behaviour: { contextWindow: WINDOW, compaction: 'refuse' } });
    const { code, stderr, result } = await run(['--prompt', 'Read every file under docs/.', '--thinking', 'adaptive', '--max-budget-usd', '40', '--max-turns', '60', '--json']);
    expect(code, stderr).toBe(0);
    expect(result.conclusion).toBe('success');
    expect(task.done.size).toBe(40);
    // Exactly one refusal, of the first request's context_management; none after it.
    expect(api.rejected.map((r) => r.message)).toEqual(['context_management: Extra inputs are not permitted']);
    expect(api.requests.slice(1).every((request) => request.body.context_management === undefined)).toBe(true);
    expectInsideWindow(api.requests);
    const compactions = result.context.compactions;
    expect(compactions.length).toBeGreaterThanOrEqual(1);
    expect(compactions.every((c) => c.kind === 'client' && c.cost_usd > 0)).toBe(true);
    expect(task.summaries()).toBe(compactions.length);
    expect(result.cost_usd).toBeCloseTo(apiTotalUsd(api.served, DEFAULT_MODEL_RATES), 9);
    expectThinkingSentBack(api.requests);
    // The summary stays model output: framed as notes in a user turn, the system prompt unchanged.
    const after = api.requests.at(-1)!.body;
    expect(after.system).toEqual(api.requests[0]!.body.system);
    const first = (after.messages as { role: string; content: { type: string; text?: string }[] }[])[0]!;
    expect(first.role).toBe('user');
    expect(first.content[0]!.text).toBe('Read every file under docs/.');
    expect(first.content.at(-1)!.text).toMatch(/written by the model from that conversation, which held tool output and other untrusted content/);
    // The transcript keeps what the summary replaced: the first file's contents are in it.
    const transcript = readFileSync(join(dir, 'out', 'transcript.jsonl'), 'utf8');
    expect(transcript).toContain('file 1 line 1: lorem ipsum');
    expect(transcript).toContain('"type":"context_compacted"');
    // It replays the same way: the refused request is refused again, the same summary request is made at the same turn.
    const replay = await runCli(['replay', join(dir, 'out', 'transcript.jsonl'), '--cwd', join(dir, 'repo'), '--out', join(dir, 'replayed'), '--policy', join(dir, 'policy.yml')], { cwd: dir, timeoutMs: 240_000 });
    expect(replay.code, replay.stderr).toBe(0);
    expect(replay.stdout).toContain('Replay matched: every tool result equals the recording');
    expect(replay.stdout).toContain(`context compacted (client) before turn ${compactions[0]!.turn}`);
  }, 300_000);

  it('reads a 1.7 MB file and 10 more: the Read pages instead of flooding the window, success', async () => {
    const repo = writeLongTaskRepo(join(dir, 'repo'), 10, 20_000);
    // 1,000 lines of 1,700 characters: under Read's 2,000 lines, so only a size cap keeps it out of the window.
    writeFileSync(join(dir, 'repo', 'big.log'), `${Array.from({ length: 1_000 }, (_, i) => `${i} ${'x'.repeat(1_695)}`).join('\n')}\n`);
    const files = ['big.log', ...repo.files];
    const task = readEveryFile(files);
    api = await startFakeMessagesApi({ script: task.script, behaviour: { contextWindow: WINDOW } });
    const { code, stderr, result } = await run(['--prompt', 'Read big.log, then docs/.', '--max-budget-usd', '20', '--json']);
    expect(code, stderr).toBe(0);
    expect(result.conclusion).toBe('success');
    expect(api.rejected).toEqual([]);
    expectInsideWindow(api.requests);
    const bigResult = (api.requests[1]!.body.messages as { content: { type: string; content?: string }[] }[]).at(-1)!.content[0]!;
    expect(bigResult.type).toBe('tool_result');
    expect(bigResult.content!.length).toBeLessThan(80_000);
    expect(bigResult.content).toMatch(/more would not fit one result's share of the context window\. Read on with offset=\d+/);
  }, 300_000);

  it.each([
    [16, 'client-side', 'refuse'],
    [24, 'server-side', 'offer'],
  ] as const)('reads %i files of ~22k tokens (%s compaction): the context refills every few turns and is compacted as often as it must, never in a loop', async (count, _how, compaction) => {
    const repo = writeLongTaskRepo(join(dir, 'repo'), count, 88_000);
    const task = readEveryFile(repo.files);
    api = await startFakeMessagesApi({ script: task.script, behaviour: { contextWindow: WINDOW, compaction } });
    const { code, stderr, result } = await run(['--prompt', 'Read every file under docs/.', '--max-budget-usd', '30', '--max-turns', '40', '--json']);
    expect(code, stderr).toBe(0);
    expect(result.conclusion).toBe('success');
    expect(task.done.size).toBe(count);
    expectInsideWindow(api.requests);
    const compactions = result.context.compactions;
    expect(compactions.length).toBeGreaterThanOrEqual(count === 24 ? 2 : 1);
    // At most one compaction for any turn: each one frees the window for several reads.
    const turns = compactions.map((c) => c.turn);
    expect(new Set(turns).size).toBe(turns.length);
    expect(result.turns).toBe(count + 1);
  }, 300_000);

  it('compacts and retries once when the API still finds the prompt too long (a window smaller than the table says), and stops rather than loop', async () => {
    const repo = writeLongTaskRepo(join(dir, 'repo'), 12, 24_000);
    const task = readEveryFile(repo.files);
    // The API's window is 60k tokens; the policy claims 200k, so only the API's 400 tells.
    api = await startFakeMessagesApi({ script: task.script, behaviour: { contextWindow: 60_000, compaction: 'refuse' } });
    const policy = 'permissions:\n  allow: [Read]\nmodel:\n  context_window: 200000\n';
    const { code, stderr, result } = await run(['--prompt', 'Read every file under docs/.', '--max-budget-usd', '20', '--json'], policy);
    expect(code, stderr).toBe(0);
    expect(result.conclusion).toBe('success');
    const kinds = result.context.compactions.map((c) => c.kind);
    expect(kinds.length).toBeGreaterThanOrEqual(1);
    expect(kinds.every((kind) => kind === 'reactive')).toBe(true);
    // Each refusal for length was followed by one compaction, never by a second refusal of the same turn.
    const tooLong = api.rejected.filter((r) => /prompt is too long/.test(r.message));
    expect(tooLong.length).toBe(kinds.length);
    expect(api.rejected.length - tooLong.length).toBe(1); // the first request's context_management, refused once
    // From the refusal on, the session plans with the window the API named.
    expect(result.context.window).toBe(60_000);
    expect(result.warnings.some((w) => w.includes('holds this model to a 60000-token context window'))).toBe(true);
  }, 300_000);

  it('a single turn that cannot fit ends with model_error, every tool_use answered, without looping', async () => {
    writeLongTaskRepo(join(dir, 'repo'), 1, 100);
    api = await startFakeMessagesApi({
      script: () => reply(text('Looking.'), toolUse('Read', { file_path: 'docs/f01.txt' }, 'toolu_read_1')),
      behaviour: { contextWindow: 1_000, compaction: 'refuse' },
    });
    const policy = 'permissions:\n  allow: [Read]\nmodel:\n  context_window: 200000\n';
    const { code, result } = await run(['--prompt', 'Read it.', '--max-budget-usd', '5', '--json'], policy);
    expect(code).toBe(1);
    expect(result.conclusion).toBe('model_error');
    expect(result.reason).toMatch(/prompt is too long|could not be fitted/);
    expect(api.requests.length).toBeLessThanOrEqual(3);
  }, 120_000);
});

describe('the budget across compaction', () => {
  it('caps swept across the first compaction: every run ends success or budget_exhausted, and the API never billed more than the cap', async () => {
    const repo = writeLongTaskRepo(join(dir, 'repo'), 34, 24_000);
    let firstCompactionSpend = 0;
    {
      const task = readEveryFile(repo.files);
      api = await startFakeMessagesApi({ script: task.script, behaviour: { contextWindow: WINDOW } });
      const { result } = await run(['--prompt', 'Read every file under docs/.', '--max-budget-usd', '40', '--max-turns', '60', '--json']);
      expect(result.conclusion).toBe('success');
      expect(result.context.compactions.length).toBeGreaterThanOrEqual(1);
      // What the run had spent by the reply that compacted, compaction included.
      let spent = 0;
      for (const served of api.served) {
        spent += apiTotalUsd([served], DEFAULT_MODEL_RATES);
        if (served.usage?.iterations) break;
      }
      firstCompactionSpend = spent;
      await api.close();
    }
    expect(firstCompactionSpend).toBeGreaterThan(1);
    const caps = [0.9, 0.97, 1, 1.02, 1.05, 1.1, 1.2].map((share) => Number((firstCompactionSpend * share).toFixed(4)));
    for (const cap of caps) {
      const task = readEveryFile(repo.files);
      api = await startFakeMessagesApi({ script: task.script, behaviour: { contextWindow: WINDOW } });
      const { result } = await run(['--prompt', 'Read every file under docs/.', '--max-budget-usd', String(cap), '--max-turns', '60', '--json']);
      expect(['success', 'budget_exhausted'], `cap ${cap}`).toContain(result.conclusion);
      const billed = apiTotalUsd(api.served, DEFAULT_MODEL_RATES);
      expect(billed, `cap ${cap}`).toBeLessThanOrEqual(cap);
      expect(result.cost_usd).toBeCloseTo(billed, 9);
      await api.close();
      api = null;
    }
  }, 900_000);
});

describe('fallback model', () => {
  it('takes the rest of the run after the retries on an overloaded model, priced by its own row, and the report says when', async () => {
    writeLongTaskRepo(join(dir, 'repo'), 2, 200);
    let fallbackCalls = 0;
    api = await startFakeMessagesApi({
      script: (request) => {
        if (request.body.model === 'claude-opus-4-8') return { kind: 'error', status: 529, type: 'overloaded_error', message: 'Overloaded', headers: { 'retry-after-ms': '5' } };
        fallbackCalls++;
        return fallbackCalls < 3 ? reply(toolUse('Read', { file_path: 'docs/f01.txt' }, `toolu_read_${fallbackCalls}`)) : endTurn('done on the fallback');
      },
    });
    const { code, stderr, result } = await run(['--prompt', 'Read f01.', '--model', 'claude-opus-4-8', '--fallback-model', 'claude-sonnet-4-6', '--max-budget-usd', '5', '--json']);
    expect(code, stderr).toBe(0);
    expect(result.conclusion).toBe('success');
    expect(result.model_switch).toMatchObject({ turn: 1, from: 'claude-opus-4-8', to: 'claude-sonnet-4-6' });
    expect(Object.keys(result.model_usage)).toEqual(['claude-sonnet-4-6']);
    // Sonnet 4.6's row: $3 / $15 per million.
    const billed = apiTotalUsd(api.served, { input: 3, output: 15, cache_write_5m: 3.75, cache_read: 0.3 });
    expect(result.cost_usd).toBeCloseTo(billed, 9);
    expect(api.requests.filter((r) => r.body.model === 'claude-opus-4-8')).toHaveLength(5);
    const report = readFileSync(join(dir, 'out', 'report.md'), 'utf8');
    expect(report).toContain('claude-sonnet-4-6 from turn 1 (fallback)');
  }, 180_000);
});

describe('a long task on Amazon Bedrock and Google Vertex AI (client-side compaction)', () => {
  const NO_CLOUD = { AWS_REGION: undefined, AWS_DEFAULT_REGION: undefined, AWS_ACCESS_KEY_ID: undefined, AWS_SECRET_ACCESS_KEY: undefined, AWS_SESSION_TOKEN: undefined, AWS_PROFILE: undefined, GOOGLE_APPLICATION_CREDENTIALS: undefined, CLOUD_ML_REGION: undefined };
  let closeProvider: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await closeProvider?.();
    closeProvider = null;
  });

  async function cloudRun(provider: 'bedrock' | 'vertex', cap: number): Promise<{ result: ResultJson; billed: number; refused: number; done: number }> {
    const repo = writeLongTaskRepo(join(dir, 'repo'), 40, 24_000);
    const task = readEveryFile(repo.files);
    const behaviour = { contextWindow: WINDOW };
    let env: Record<string, string>;
    let served: () => readonly ServedReply[];
    let refused: () => number;
    if (provider === 'bedrock') {
      const bedrock = await startBedrockRun(task.script, undefined, behaviour);
      closeProvider = () => bedrock.close();
      ({ env } = bedrock);
      served = () => bedrock.bedrock.served;
      refused = () => bedrock.bedrock.refused.length;
    } else {
      const vertex = await startVertexRun(task.script, 'global', behaviour);
      vertex.writeCredentials(dir);
      closeProvider = () => vertex.close();
      ({ env } = vertex);
      served = () => vertex.vertex.served;
      refused = () => vertex.vertex.refused.length;
    }
    writeFileSync(join(dir, 'policy.yml'), 'permissions:\n  allow: [Read]\n');
    await runCli(['run', '--provider', provider, '--cwd', join(dir, 'repo'), '--out', join(dir, 'out'), '--policy', join(dir, 'policy.yml'), '--prompt', 'Read every file under docs/.', '--thinking', 'adaptive', '--max-budget-usd', String(cap), '--max-turns', '60', '--json'], {
      cwd: dir,
      env: { ...NO_CLOUD, ...env },
      timeoutMs: 240_000,
    });
    const result = JSON.parse(readFileSync(join(dir, 'out', 'result.json'), 'utf8')) as ResultJson;
    return { result, billed: apiTotalUsd(served(), DEFAULT_MODEL_RATES), refused: refused(), done: task.done.size };
  }

  it.each(['bedrock', 'vertex'] as const)('%s: the 40-file task completes, compacted client-side, every request inside the window, cost equal to the bill', async (provider) => {
    const { result, billed, refused, done } = await cloudRun(provider, 40);
    expect(result.conclusion, result.reason).toBe('success');
    expect(done).toBe(40);
    expect(refused).toBe(0);
    expect(result.context.compactions.length).toBeGreaterThanOrEqual(1);
    expect(result.context.compactions.every((c) => c.kind === 'client')).toBe(true);
    expect(result.cost_usd).toBeCloseTo(billed, 9);
  }, 300_000);

  it.each(['bedrock', 'vertex'] as const)('%s: with a cap below what the task costs, stops with budget_exhausted and the bill stays under the cap', async (provider) => {
    const { result, billed } = await cloudRun(provider, 2);
    expect(result.conclusion).toBe('budget_exhausted');
    expect(billed).toBeLessThanOrEqual(2);
    expect(result.cost_usd).toBeCloseTo(billed, 9);
  }, 300_000);
});

describe('the flags', () => {
  it.each([
    [['--thinking', 'lots'], "--thinking must be 'adaptive', 'off', or a token budget of at least 1024 (e.g. 8000); got 'lots'."],
    [['--effort', 'extreme'], "--effort must be one of low, medium, high, xhigh, max; got 'extreme'."],
    [['--fallback-model', 'a b'], "--fallback-model must be a model id such as claude-sonnet-4-6; got 'a b'."],
  ])('%j stops with exit 2 and what the flag takes, before any model call', async (flags, message) => {
    writeLongTaskRepo(join(dir, 'repo'), 1, 100);
    api = await startFakeMessagesApi({ script: [] });
    const cli = await runCli(['run', '--cwd', join(dir, 'repo'), '--prompt', 'go', ...flags], { cwd: dir, env: { ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: api.baseURL } });
    expect(cli.code).toBe(2);
    expect(cli.stderr).toContain(message);
    expect(api.requests).toHaveLength(0);
  });

  it('a policy whose model.thinking is not a setting names the file, line and key', async () => {
    writeLongTaskRepo(join(dir, 'repo'), 1, 100);
    api = await startFakeMessagesApi({ script: [] });
    writeFileSync(join(dir, 'policy.yml'), 'permissions:\n  allow: [Read]\nmodel:\n  thinking: lots\n');
    const cli = await runCli(['run', '--cwd', join(dir, 'repo'), '--prompt', 'go', '--policy', join(dir, 'policy.yml')], { cwd: dir, env: { ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: api.baseURL } });
    expect(cli.code).toBe(2);
    expect(cli.stderr).toMatch(/policy\.yml:4(:\d+)?.*model\.thinking.*must be adaptive, off, or a token budget of at least 1024/);
    expect(api.requests).toHaveLength(0);
  });
});
