import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';
import { toolInputJsonSchema } from '../../src/core/tool-input-schema.js';
import type { ToolHooks } from '../../src/core/hook-types.js';
import { noHooks } from '../../src/core/hook-types.js';
import { runToolUse } from '../../src/core/pipeline.js';
import { findToolByName, type AnyTool } from '../../src/core/tool.js';
import { connectMcpServers, type McpConnection } from '../../src/mcp/connect.js';
import { configOf, contextFor, isAlive, makeTempDir, recordingGate, stdioServer, waitFor } from './helpers.js';

let connection: McpConnection;
let dir: string;
let cleanup: () => Promise<void>;
const stderr: string[] = [];

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir());
  connection = await connectMcpServers(configOf(stdioServer('demo')), {
    runner: createProcessRunner(),
    env: {},
    onStderr: (_server, line) => stderr.push(line),
  });
  expect(connection.servers[0]?.status).toBe('connected');
});
afterAll(async () => {
  await connection.close();
  await cleanup();
});

function tool(name: string): AnyTool {
  const found = findToolByName(connection.tools, name);
  if (!found) throw new Error(`no tool ${name}`);
  return found;
}

async function run(name: string, input: unknown, options: { hooks?: ToolHooks; context?: ReturnType<typeof contextFor> } = {}) {
  const gate = recordingGate();
  const outcome = await runToolUse({ id: `toolu_${name}`, name, input }, options.context ?? contextFor(connection.tools, dir), {
    gate,
    hooks: options.hooks ?? noHooks,
  });
  return { outcome, gate };
}

describe('an MCP tool in the pipeline', () => {
  it('validates the input against the server JSON Schema at step 2, before the permission gate', async () => {
    const missing = await run('mcp__demo__echo', {});
    expect(missing.outcome.failedStep).toBe('schema');
    expect(missing.outcome.block.content).toContain('the parameter `text`: is required but missing');
    expect(missing.gate.requests).toHaveLength(0);

    const wrongType = await run('mcp__demo__echo', { text: 3 });
    expect(wrongType.outcome.block.content).toContain('the parameter `text`: must be string');

    const extra = await run('mcp__demo__echo', { text: 'a', colour: 'red' });
    expect(extra.outcome.block.content).toContain('the parameter `colour`: is not an accepted parameter');

    const nested = await run('mcp__demo__write_note', { note: 'n', tags: ['ok', 5] });
    expect(nested.outcome.block.content).toContain('the parameter `tags[1]`: must be string');

    const notObject = await run('mcp__demo__echo', 'just text');
    expect(notObject.outcome.failedStep).toBe('schema');
  });

  it('sends the server JSON Schema to the model as given', async () => {
    expect(toolInputJsonSchema(tool('mcp__demo__echo'))).toEqual({
      type: 'object',
      properties: { text: { type: 'string' } },
      required: ['text'],
      additionalProperties: false,
    });
    const description = await tool('mcp__demo__echo').prompt({ permissionMode: 'default', isNonInteractiveSession: true, tools: [] });
    expect(description).toBe('Echoes the text back.\nSecond line of the description.');
    expect(tool('mcp__demo__echo').searchHint).toBe('demo: Echoes the text back. Second line of the description.');
  });

  it('takes read-only, concurrency-safe and destructive from the annotations, failing closed without them', () => {
    const facts = (name: string) => {
      const t = tool(name);
      return { readOnly: t.isReadOnly({}), concurrent: t.isConcurrencySafe({}), destructive: t.isDestructive({}) };
    };
    expect(facts('mcp__demo__echo')).toEqual({ readOnly: true, concurrent: true, destructive: false });
    expect(facts('mcp__demo__write_note')).toEqual({ readOnly: false, concurrent: false, destructive: true });
    expect(facts('mcp__demo__delete_all')).toEqual({ readOnly: false, concurrent: false, destructive: true });
    expect(facts('mcp__demo__safe_update')).toEqual({ readOnly: false, concurrent: false, destructive: false });
  });

  it('has no opinion of its own on permission: the gate sees the call and decides', async () => {
    const { outcome, gate } = await run('mcp__demo__echo', { text: 'hi' });
    expect(outcome.status).toBe('success');
    expect(gate.requests).toHaveLength(1);
    expect(gate.requests[0]?.toolDecision.behavior).toBe('allow');
    const denied = await runToolUse({ id: 'toolu_d', name: 'mcp__demo__echo', input: { text: 'hi' } }, contextFor(connection.tools, dir), {
      gate: recordingGate(() => true),
      hooks: noHooks,
    });
    expect(denied).toMatchObject({ status: 'denied', failedStep: 'permission' });
  });

  it('returns the text content to the model, and _meta and structuredContent to PostToolUse hooks', async () => {
    const responses: unknown[] = [];
    const hooks: ToolHooks = { ...noHooks, postToolUse: async (request) => (responses.push(request.output), {}) };
    const { outcome } = await run('mcp__demo__echo', { text: 'hi' }, { hooks });
    expect(outcome.block).toEqual({ type: 'tool_result', tool_use_id: 'toolu_mcp__demo__echo', content: 'echo: hi' });
    expect(responses).toEqual([{ content: [{ type: 'text', text: 'echo: hi' }], isError: false, structuredContent: { echoed: 'hi' }, _meta: { 'test/server': 'stdio' } }]);
  });

  it('turns an isError result into an error result for the model', async () => {
    const { outcome } = await run('mcp__demo__fail', {});
    expect(outcome.status).toBe('error');
    expect(outcome.block.is_error).toBe(true);
    expect(outcome.block.content).toBe('<tool_use_error>it broke: the widget is missing</tool_use_error>');
  });

  it('notes images instead of sending them, and shows structured-only results as JSON', async () => {
    const image = await run('mcp__demo__image', {});
    expect(image.outcome.block.content).toBe('here is a picture\n[image omitted: image/png, about 16 bytes]');
    const structured = await run('mcp__demo__structured', {});
    expect(structured.outcome.block.content).toBe('{"answer":42}');
  });

  it('lets a PostToolUse hook replace the output', async () => {
    const replaceWith = (updatedMCPToolOutput: unknown): ToolHooks => ({
      ...noHooks,
      postToolUse: async () => ({ updatedMCPToolOutput }),
    });
    const asOutput = await run('mcp__demo__echo', { text: 'secret' }, {
      hooks: replaceWith({ content: [{ type: 'text', text: 'replaced by a hook' }], isError: false }),
    });
    expect(asOutput.outcome.block.content).toBe('replaced by a hook');
    const asString = await run('mcp__demo__echo', { text: 'secret' }, { hooks: replaceWith('plain replacement') });
    expect(asString.outcome.block.content).toBe('plain replacement');
    const asBlocks = await run('mcp__demo__echo', { text: 'secret' }, { hooks: replaceWith([{ type: 'text', text: 'block one' }]) });
    expect(asBlocks.outcome.block.content).toBe('block one');
  });

  it('persists a result over the size limit like any other tool', async () => {
    const context = contextFor(connection.tools, dir, { limits: { maxResultChars: 1_000 } });
    const { outcome } = await run('mcp__demo__big', { size: 50_000 }, { context });
    expect(outcome.status).toBe('success');
    expect(outcome.persistedPath).toBeDefined();
    expect((await readFile(outcome.persistedPath ?? '', 'utf8')).length).toBe(50_000);
    expect(String(outcome.block.content)).toMatch(/^Output too large \(50000 characters\)/);
  });

  it('forwards an abort to the server as an MCP cancellation', async () => {
    const controller = new AbortController();
    const context = contextFor(connection.tools, dir, { abortController: controller });
    const pending = run('mcp__demo__slow', {}, { context });
    await waitFor(() => stderr.some((line) => line.startsWith('slow started')), 'the slow tool to start');
    controller.abort();
    const { outcome } = await pending;
    expect(outcome.status).toBe('cancelled');
    await waitFor(() => stderr.some((line) => line.startsWith('slow cancelled')), 'the server to see the cancellation');
    const after = await run('mcp__demo__echo', { text: 'still here' });
    expect(after.outcome.block.content).toBe('echo: still here');
  });
});

describe('MCP call timeouts and crashes', () => {
  it('cancels a call that outlives the per-call timeout and says so', async () => {
    const lines: string[] = [];
    const timed = await connectMcpServers(configOf(stdioServer('timed')), {
      runner: createProcessRunner(),
      env: {},
      callTimeoutMs: 500,
      onStderr: (_server, line) => lines.push(line),
    });
    try {
      const outcome = await runToolUse({ id: 'toolu_t', name: 'mcp__timed__slow', input: {} }, contextFor(timed.tools, dir), {
        gate: recordingGate(),
        hooks: noHooks,
      });
      expect(outcome.status).toBe('error');
      expect(outcome.block.content).toContain('the MCP server "timed" did not answer within 500 ms; the call was cancelled');
      await waitFor(() => lines.some((line) => line.startsWith('slow cancelled')), 'the server to see the cancellation');
    } finally {
      await timed.close();
    }
  });

  it('answers a call to a server that crashes mid-call with an error, and the session goes on', async () => {
    const pair = await connectMcpServers(configOf(stdioServer('fragile'), stdioServer('steady')), { runner: createProcessRunner(), env: {} });
    try {
      const context = contextFor(pair.tools, dir);
      const deps = { gate: recordingGate(), hooks: noHooks };
      const crashed = await runToolUse({ id: 'toolu_c', name: 'mcp__fragile__crash', input: {} }, context, deps);
      expect(crashed.status).toBe('error');
      expect(crashed.block.content).toContain('the MCP server "fragile" closed the connection during the call (it may have crashed)');

      const again = await runToolUse({ id: 'toolu_c2', name: 'mcp__fragile__echo', input: { text: 'x' } }, context, deps);
      expect(again.failedStep).toBe('validation');
      expect(again.block.content).toContain('The MCP server "fragile" is no longer connected');

      const other = await runToolUse({ id: 'toolu_s', name: 'mcp__steady__echo', input: { text: 'ok' } }, context, deps);
      expect(other.block.content).toBe('echo: ok');
      const fragilePid = pair.servers[0]?.pid ?? 0;
      await waitFor(() => !isAlive(fragilePid), 'the crashed server to be gone');
    } finally {
      await pair.close();
    }
    expect(pair.servers.map((server) => server.pid ?? 0).filter(isAlive)).toEqual([]);
  });
});
