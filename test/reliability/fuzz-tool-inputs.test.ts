/**
 * Random and malformed tool_use inputs for every built-in tool and for MCP tools (a real stdio
 * server), through `runToolUses` and through a whole session: nothing escapes, every id is
 * answered exactly once, and the session goes on.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToolUseContext } from '../../src/core/context.js';
import { noHooks } from '../../src/core/hook-types.js';
import { runToolUses } from '../../src/core/orchestration.js';
import type { ToolUseBlockLike } from '../../src/core/pipeline.js';
import type { Tools } from '../../src/core/tool.js';
import { connectMcpServers, type McpConnection } from '../../src/mcp/connect.js';
import { createAnthropicModelClient } from '../../src/model/anthropic-client.js';
import { createPolicyGate } from '../../src/permissions/index.js';
import { parsePolicyText } from '../../src/policy/load-policy.js';
import { runSession } from '../../src/session/run-session.js';
import { builtinTools } from '../../src/tools/index.js';
import { configOf, stdioServer } from '../mcp/helpers.js';
import { makeTempDir } from '../support/core-fixtures.js';
import { startFakeMessagesApi, type ScriptedBlock } from '../support/fake-messages-api.js';
import { endTurn, reply } from '../support/scripted-model.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';

const BUILTIN = ['Bash', 'Glob', 'Grep', 'Read', 'Edit', 'Write', 'TodoWrite', 'ToolSearch'];
// `slow`, `crash` and `big` are left out: they wait, kill the server or allocate what they are told.
const MCP = ['mcp__demo__echo', 'mcp__demo__write_note', 'mcp__demo__fail', 'mcp__demo__delete_all'];
const FIELDS = ['command', 'timeout', 'description', 'file_path', 'path', 'pattern', 'glob', 'output_mode', 'offset', 'limit', 'old_string', 'new_string', 'replace_all', 'content', 'todos', 'query', 'max_results', 'text', 'note', 'tags', '-i', '-n', 'head_limit', 'type', 'multiline'];
const POLICY = [
  'permissions:',
  '  allow: [Read, Glob, Grep, Edit, Write, TodoWrite, ToolSearch, mcp__demo__echo, mcp__demo__write_note, mcp__demo__fail]',
  '  deny: [mcp__demo__delete_all]',
  'limits:',
  '  tool_timeout_s: 10',
  '',
].join('\n');

let connection: McpConnection;
let temp: { dir: string; cleanup: () => void };
let tools: Tools;

beforeAll(async () => {
  temp = makeTempDir('tollgate-fuzz-');
  mkdirSync(join(temp.dir, 'src'));
  writeFileSync(join(temp.dir, 'src', 'a.ts'), 'export const a = 1;\n');
  writeFileSync(join(temp.dir, 'README.md'), '# readme\nline two\n');
  connection = await connectMcpServers(configOf(stdioServer('demo')), { runner: createProcessRunner(), env: {} });
  expect(connection.servers[0]?.status).toBe('connected');
  tools = [...builtinTools(), ...connection.tools];
}, 30_000);
afterAll(async () => {
  await connection.close();
  temp.cleanup();
});

function deps() {
  const { policy } = parsePolicyText(POLICY, 'fuzz-policy');
  return { gate: createPolicyGate({ policy, allowBypass: false, policyRoot: temp.dir }), hooks: noHooks };
}

function context() {
  return createToolUseContext({ commandRunner: createProcessRunner(),
    tools,
    workspaceRoot: temp.dir,
    outputDir: join(temp.dir, '.out'),
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' },
    limits: { toolTimeoutMs: 10_000 },
  });
}

const deep = fc.integer({ min: 50, max: 3_000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { nested: value } : [value];
  return value;
});
const huge = fc.integer({ min: 100_000, max: 1_000_000 }).map((n) => 'A'.repeat(n));
const weird = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom('', '../../../etc/passwd', '/etc/shadow', '~/.ssh/id_rsa', '\u0000', 'src/a.ts', 'README.md', '*', '**/*', '$(id)', 'ls -la', 'cat README.md'),
  fc.double(),
  fc.integer(),
  huge,
  deep,
);
/** An input object: real field names with values of any type, plus unknown keys. */
const inputObject = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 })), weird, { maxKeys: 5 });
const input = fc.oneof({ arbitrary: inputObject, weight: 6 }, { arbitrary: weird, weight: 1 }, { arbitrary: fc.constant(null), weight: 1 });
const toolName = fc.oneof(
  { arbitrary: fc.constantFrom(...BUILTIN, ...MCP), weight: 8 },
  { arbitrary: fc.constantFrom('NoSuchTool', 'mcp__demo__missing', 'mcp__other__x', 'bash', '', '__proto__', 'constructor'), weight: 1 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), huge);
const path = fc.oneof(
  fc.constantFrom('src/a.ts', 'README.md', 'new.txt', 'src', '.', '', '../outside.txt', '/etc/passwd', 'src/../../x', 'x\u0000y', '.out/../src/a.ts'),
  fc.string({ maxLength: 20 }),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const todo = fc.record({ content: text, status: fc.constantFrom('pending', 'in_progress', 'completed', 'bogus'), activeForm: text });
/** Inputs of the right shape with hostile values, so calls get past the schema into the later steps. */
const shaped = fc.oneof(
  fc.record({ name: fc.constant('Bash'), input: fc.record({ command: fc.oneof(fc.constantFrom('ls', 'cat README.md', 'git status', 'echo hi', 'pwd', 'wc -l src/a.ts', 'grep -r a .', 'cat /etc/passwd'), fc.string({ minLength: 1, maxLength: 40 })), timeout: maybe(fc.integer({ min: 1, max: 5_000 })) }, { requiredKeys: ['command'] }) }),
  fc.record({ name: fc.constant('Read'), input: fc.record({ file_path: path, offset: maybe(fc.integer({ min: -5, max: 10 })), limit: maybe(fc.integer({ min: -5, max: 10 })) }, { requiredKeys: ['file_path'] }) }),
  fc.record({ name: fc.constant('Glob'), input: fc.record({ pattern: fc.oneof(fc.constantFrom('**/*', '*.ts', '{a,b', '[', '../**'), fc.string({ maxLength: 20 })), path: maybe(path) }, { requiredKeys: ['pattern'] }) }),
  fc.record({ name: fc.constant('Grep'), input: fc.record({ pattern: fc.oneof(fc.constantFrom('(', 'a+', '[z-a]', '.*', '\\'), fc.string({ maxLength: 20 })), path: maybe(path), output_mode: maybe(fc.constantFrom('content', 'files_with_matches', 'count')) }, { requiredKeys: ['pattern'] }) }),
  fc.record({ name: fc.constant('Edit'), input: fc.record({ file_path: path, old_string: text, new_string: text, replace_all: maybe(fc.boolean()) }, { requiredKeys: ['file_path', 'old_string', 'new_string'] }) }),
  fc.record({ name: fc.constant('Write'), input: fc.record({ file_path: path, content: text }) }),
  fc.record({ name: fc.constant('TodoWrite'), input: fc.record({ todos: fc.array(todo, { maxLength: 4 }) }) }),
  fc.record({ name: fc.constant('ToolSearch'), input: fc.record({ query: fc.oneof(fc.constantFrom('select:mcp__demo__echo', 'select:Nope', 'select:', 'echo'), text), max_results: maybe(fc.integer({ min: -1, max: 50 })) }, { requiredKeys: ['query'] }) }),
  fc.record({ name: fc.constant('mcp__demo__echo'), input: fc.record({ text }) }),
  fc.record({ name: fc.constant('mcp__demo__write_note'), input: fc.record({ note: text, tags: maybe(fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 })) }, { requiredKeys: ['note'] }) }),
);
/** Ids from a small pool, so duplicates are common. */
const id = fc.constantFrom('toolu_1', 'toolu_2', 'toolu_3', 'toolu_4', 'toolu_5', 'toolu_6');
const block = fc.oneof(
  fc.record({ id, name: toolName, input }),
  fc.tuple(id, shaped).map(([blockId, call]) => ({ id: blockId, ...call })),
);
const message = fc.array(block, { minLength: 1, maxLength: 8 });

function distinctIds(blocks: readonly ToolUseBlockLike[]): string[] {
  return [...new Set(blocks.map((b) => b.id))];
}

async function expectEveryIdAnsweredOnce(blocks: ToolUseBlockLike[]): Promise<void> {
  const result = await runToolUses(blocks, context(), deps());
  expect(result.outcomes.map((o) => o.toolUseId)).toEqual(distinctIds(blocks));
  for (const outcome of result.outcomes) {
    expect(outcome.block.type).toBe('tool_result');
    expect(outcome.block.tool_use_id).toBe(outcome.toolUseId);
    expect(['success', 'error', 'denied', 'cancelled']).toContain(outcome.status);
  }
}

describe('fuzzed tool_use blocks', () => {
  it('never throw out of runToolUses, and every distinct id gets exactly one tool_result', async () => {
    const big = 'A'.repeat(1_000_000);
    const examples: [ToolUseBlockLike[]][] = [
      [
        [
          { id: 'toolu_1', name: 'Bash', input: { command: `echo ${big}` } },
          { id: 'toolu_2', name: 'Read', input: { file_path: big } },
          { id: 'toolu_3', name: 'Grep', input: { pattern: '('.repeat(100_000) } },
          { id: 'toolu_4', name: 'Write', input: { file_path: 'big.txt', content: big } },
          { id: 'toolu_5', name: 'mcp__demo__echo', input: { text: big } },
          { id: 'toolu_5', name: 'Glob', input: { pattern: '**/'.repeat(10_000) } },
        ],
      ],
    ];
    await fc.assert(fc.asyncProperty(message, expectEveryIdAnsweredOnce), { numRuns: 60, examples });
  }, 60_000);

  it('a deny rule holds for a fuzzed MCP call, and a malformed input is answered, not sent', async () => {
    await fc.assert(
      fc.asyncProperty(inputObject, async (value) => {
        const result = await runToolUses([{ id: 'toolu_x', name: 'mcp__demo__delete_all', input: value }], context(), deps());
        expect(['denied', 'error']).toContain(result.outcomes[0]?.status);
        expect(JSON.stringify(result.outcomes[0]?.block)).not.toContain('delete_all done');
      }),
      { numRuns: 20 },
    );
  }, 30_000);

  it('answers 100 calls of one message, each once', async () => {
    const sample = fc.sample(fc.oneof(fc.record({ name: toolName, input: inputObject }), shaped), { numRuns: 100, seed: 9 });
    const blocks = sample.map((b, i) => ({ id: `toolu_${i}`, ...b }));
    await expectEveryIdAnsweredOnce(blocks);
  }, 60_000);
});

async function runScripted(scripted: ScriptedBlock[]) {
  const api = await startFakeMessagesApi({ script: [reply(...scripted), endTurn('Carried on.')] });
  try {
    const { gate, hooks } = deps();
    const session = runSession({
      prompt: 'fuzz',
      commandRunner: createProcessRunner(),
      tools,
      gate,
      hooks,
      client: createAnthropicModelClient({ apiKey: 'sk-test', baseURL: api.baseURL }),
      maxBudgetUsd: 5,
      maxTurns: 5,
      timeoutMs: 30_000,
      workspaceRoot: temp.dir,
      outputDir: join(temp.dir, '.out'),
      retry: { maxRetries: 0 },
    });
    const result = await session.result;
    const messages = (api.requests[1]?.body.messages ?? []) as { role: string; content: { type: string; tool_use_id?: string; is_error?: boolean }[] }[];
    return { result, requests: api.requests.length, answer: messages.at(-1)?.content ?? [] };
  } finally {
    await api.close();
  }
}

describe('fuzzed tool_use blocks in a session', () => {
  it('answers inputs nested thousands of levels deep, and the session goes on', async () => {
    let deepValue: unknown = 'bottom';
    for (let i = 0; i < 4_000; i++) deepValue = i % 2 === 0 ? { nested: deepValue } : [deepValue];
    const { result, requests, answer } = await runScripted([
      { type: 'tool_use', id: 'toolu_deep_read', name: 'Read', input: { file_path: 'README.md', deep: deepValue } },
      { type: 'tool_use', id: 'toolu_deep_mcp', name: 'mcp__demo__echo', input: { text: 'hi', deep: deepValue } },
    ]);
    expect(result.conclusion).toBe('success');
    expect(requests).toBe(2);
    expect(answer.filter((c) => c.type === 'tool_result').map((c) => [c.tool_use_id, c.is_error])).toEqual([
      ['toolu_deep_read', true],
      ['toolu_deep_mcp', true],
    ]);
  });

  it('the session answers every id before its next request and goes on to the end', async () => {
    const jsonInput = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 })), fc.jsonValue({ maxDepth: 4 }), { maxKeys: 4 });
    const jsonBlock = fc.record({ id: fc.constantFrom('toolu_a', 'toolu_b', 'toolu_c', 'toolu_d'), name: toolName, input: jsonInput });
    await fc.assert(
      fc.asyncProperty(fc.array(jsonBlock, { minLength: 1, maxLength: 6 }), async (blocks) => {
        const scripted: ScriptedBlock[] = blocks.map((b) => ({ type: 'tool_use', id: b.id, name: b.name, input: b.input }));
        const { result, requests, answer } = await runScripted(scripted);
        expect(result.conclusion).toBe('success');
        expect(result.finalText).toBe('Carried on.');
        expect(requests).toBe(2);
        const results = answer.filter((c) => c.type === 'tool_result').map((c) => c.tool_use_id);
        expect(results).toEqual(distinctIds(blocks));
        expect(answer.slice(0, results.length).every((c) => c.type === 'tool_result')).toBe(true);
      }),
      { numRuns: 12 },
    );
  }, 60_000);
});
