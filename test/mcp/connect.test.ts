import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';
import { noHooks } from '../../src/core/hook-types.js';
import { runToolUse } from '../../src/core/pipeline.js';
import { connectMcpServers, type McpConnection } from '../../src/mcp/connect.js';
import type { CommandRunner, ProcessSpec } from '../../src/core/command-runner.js';
import type { ToolEvent } from '../../src/core/tool-events.js';
import { isRunning } from '../support/processes.js';
import { liveGroupMembers } from '../tools/process-check.js';
import { configOf, contextFor, isAlive, makeTempDir, recordingGate, stdioServer, waitFor } from './helpers.js';

const RAW_SERVER = new URL('./servers/raw-server.mjs', import.meta.url).pathname;
import { startHttpMcpServer, type HttpMcpServer } from './servers/http-server.js';

let http: HttpMcpServer;
let dir: string;
let cleanup: () => Promise<void>;
const open: McpConnection[] = [];

beforeAll(async () => {
  http = await startHttpMcpServer();
  ({ dir, cleanup } = await makeTempDir());
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.close()));
});
afterAll(async () => {
  await http.close();
  await cleanup();
});

async function connect(...args: Parameters<typeof connectMcpServers>): Promise<McpConnection> {
  const connection = await connectMcpServers(...args);
  open.push(connection);
  return connection;
}

function pidsOf(connection: McpConnection): number[] {
  return connection.servers.flatMap((server) => (server.pid !== undefined ? [server.pid] : []));
}

describe('connectMcpServers', () => {
  it('connects a stdio and an http server and names their tools mcp__<server>__<tool>', async () => {
    const stderr: string[] = [];
    const connection = await connect(
      configOf(stdioServer('my.files'), {
        type: 'http',
        name: 'remote',
        url: http.url,
        headers: { Authorization: 'Bearer ${HTTP_TOKEN}' },
      }),
      { runner: createProcessRunner(), env: { HTTP_TOKEN: 'tok-5551234' }, onStderr: (server, line) => stderr.push(`${server}: ${line}`) },
    );
    expect(connection.servers.map(({ name, transport, status, toolCount }) => ({ name, transport, status, toolCount }))).toEqual([
      { name: 'my.files', transport: 'stdio', status: 'connected', toolCount: 12 },
      { name: 'remote', transport: 'http', status: 'connected', toolCount: 1 },
    ]);
    const names = connection.tools.map((tool) => tool.name);
    expect(names).toContain('mcp__my_files__echo');
    expect(names).toContain('mcp__my_files__weird_name_');
    expect(names).toContain('mcp__remote__lookup');
    expect(connection.tools.every((tool) => tool.isMcp === true)).toBe(true);
    expect(stderr).toContain('my.files: test server ready');
    expect(http.requests.some((headers) => headers.authorization === 'Bearer tok-5551234')).toBe(true);
    expect(connection.secretValues).toEqual(['Bearer tok-5551234', 'tok-5551234']);

    const outcome = await runToolUse(
      { id: 'toolu_http', name: 'mcp__remote__lookup', input: { key: 'a' } },
      contextFor(connection.tools, dir),
      { gate: recordingGate(), hooks: noHooks },
    );
    expect(outcome.status).toBe('success');
    expect(outcome.block.content).toBe('value of a');
  });

  it('reports servers that fail to start, with their tools absent, while the others connect', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const connection = await connect(
      configOf(
        stdioServer('exits', ['--exit-at-start']),
        { type: 'stdio', name: 'missing-binary', command: '/nonexistent/tollgate-mcp-server', args: [], env: {} },
        stdioServer('needs-var', [], { TOKEN: '${NOT_SET_ANYWHERE}' }),
        { type: 'http', name: 'bad-url', url: 'not a url', headers: {} },
        { type: 'http', name: 'unreachable', url: `http://127.0.0.1:${closedPort}/mcp`, headers: {} },
        stdioServer('fine'),
      ),
      { runner: createProcessRunner(), env: {} },
    );
    const byName = Object.fromEntries(connection.servers.map((server) => [server.name, server]));
    expect(byName.exits?.status).toBe('failed');
    expect(byName.exits?.error).toContain('exited or closed the connection before it was ready');
    expect(byName['missing-binary']?.error).toContain('its command was not found');
    expect(byName['needs-var']?.error).toBe('the environment variable NOT_SET_ANYWHERE is not set');
    expect(byName['bad-url']?.error).toBe('its url is not a valid URL');
    expect(byName.unreachable?.error).toBe('could not reach the server (ECONNREFUSED)');
    expect(byName.fine).toMatchObject({ status: 'connected', toolCount: 12 });
    expect(connection.tools.every((tool) => tool.name.startsWith('mcp__fine__'))).toBe(true);
    expect(connection.tools).toHaveLength(12);
  });

  it('gives up on a server that never answers, after the connect timeout, and kills it', async () => {
    const connection = await connect(configOf(stdioServer('hangs', ['--hang-at-start'])), {
      runner: createProcessRunner(),
      env: {},
      connectTimeoutMs: 2_000,
      closeGraceMs: 500,
    });
    const [status] = connection.servers;
    expect(status).toMatchObject({ name: 'hangs', status: 'failed', error: 'it did not finish starting within 2 s' });
    expect(status?.pid).toBeTypeOf('number');
    expect(isAlive(status?.pid ?? 0)).toBe(false);
  });

  it('stops connecting when the signal aborts and leaves no process', async () => {
    const controller = new AbortController();
    const connection = await connect(configOf(stdioServer('hangs', ['--hang-at-start'])), {
      runner: createProcessRunner(),
      env: {},
      closeGraceMs: 500,
      signal: controller.signal,
      onStderr: (_server, line) => {
        if (line === 'hanging') controller.abort();
      },
    });
    expect(connection.servers[0]).toMatchObject({ status: 'failed', error: 'cancelled before it was ready' });
    expect(isAlive(connection.servers[0]?.pid ?? 0)).toBe(false);
  });

  it('gives a server only the env its config names, expanded from the runner env, and redacts it in stderr', async () => {
    process.env.TOLLGATE_TEST_PROCESS_SECRET = 'process-secret-value';
    const stderr: string[] = [];
    try {
      const connection = await connect(configOf(stdioServer('envcheck', [], { API_KEY: '${MY_KEY}', MODE: '${MODE:-fast}' })), {
        runner: createProcessRunner(),
        env: { MY_KEY: 'k-1234567', OTHER_SECRET: 'other-7654321' },
        baseEnv: { PATH: process.env.PATH ?? '/usr/bin' },
        onStderr: (_server, line) => stderr.push(line),
      });
      const outcome = await runToolUse(
        { id: 'toolu_env', name: 'mcp__envcheck__env', input: {} },
        contextFor(connection.tools, dir),
        { gate: recordingGate(), hooks: noHooks },
      );
      const serverEnv = JSON.parse(String(outcome.block.content)) as Record<string, string>;
      expect(serverEnv.API_KEY).toBe('k-1234567');
      expect(serverEnv.MODE).toBe('fast');
      expect(serverEnv).not.toHaveProperty('MY_KEY');
      expect(serverEnv).not.toHaveProperty('OTHER_SECRET');
      expect(serverEnv).not.toHaveProperty('TOLLGATE_TEST_PROCESS_SECRET');
      expect(connection.secretValues).toContain('k-1234567');
      await waitFor(() => stderr.some((line) => line.startsWith('API_KEY=')), 'the env line on stderr');
      expect(stderr).toContain('API_KEY=***');
      expect(stderr.join('\n')).not.toContain('k-1234567');
    } finally {
      delete process.env.TOLLGATE_TEST_PROCESS_SECRET;
    }
  });

  it('skips a tool whose input schema cannot be compiled and reports it', async () => {
    const connection = await connect(configOf(stdioServer('schemas', ['--bad-schema'])), { runner: createProcessRunner(), env: {} });
    const [status] = connection.servers;
    expect(status?.status).toBe('connected');
    expect(status?.toolCount).toBe(12);
    expect(status?.skippedTools).toEqual([
      { tool: 'broken', reason: expect.stringMatching(/^its input schema does not compile as JSON Schema 2020-12 \(data\/properties\/x\/type must be/) },
    ]);
    expect(connection.tools.map((tool) => tool.name)).not.toContain('mcp__schemas__broken');
  });

  it('closes every server, killing one that ignores SIGTERM, and leaves no process', async () => {
    const stderr: string[] = [];
    const connection = await connectMcpServers(
      configOf(stdioServer('stubborn', ['--ignore-sigterm']), stdioServer('polite')),
      { runner: createProcessRunner(), env: {}, closeGraceMs: 1_000, onStderr: (server, line) => stderr.push(`${server}: ${line}`) },
    );
    const pids = pidsOf(connection);
    expect(pids).toHaveLength(2);
    expect(pids.every(isAlive)).toBe(true);
    await connection.close();
    expect(pids.filter(isAlive)).toEqual([]);
    await connection.close();
  });

  it('closing during a call answers the call with an error and leaves no process', async () => {
    const stderr: string[] = [];
    const connection = await connectMcpServers(configOf(stdioServer('busy', ['--ignore-sigterm'])), {
      runner: createProcessRunner(),
      env: {},
      closeGraceMs: 1_000,
      onStderr: (_server, line) => stderr.push(line),
    });
    const pending = runToolUse({ id: 'toolu_busy', name: 'mcp__busy__slow', input: {} }, contextFor(connection.tools, dir), {
      gate: recordingGate(),
      hooks: noHooks,
    });
    await waitFor(() => stderr.some((line) => line.startsWith('slow started')), 'the slow call to start');
    await connection.close();
    const outcome = await pending;
    expect(outcome.status).toBe('error');
    expect(outcome.block.is_error).toBe(true);
    expect(outcome.block.content).toContain('the MCP server "busy" was shut down (the session is ending) during the call');
    expect(isAlive(connection.servers[0]?.pid ?? 0)).toBe(false);
  });

  it('starts every stdio server through the command runner, as an mcp_server, in the workspace', async () => {
    const specs: ProcessSpec[] = [];
    const inner = createProcessRunner();
    const runner: CommandRunner = { spawn: (spec) => (specs.push(spec), inner.spawn(spec)), terminateAll: (ms) => inner.terminateAll(ms) };
    const connection = await connect(configOf(stdioServer('seen', [], { ONLY_THIS: 'yes' })), { runner, env: {}, cwd: dir, baseEnv: { PATH: '/usr/bin:/bin' } });
    expect(connection.servers[0]?.status).toBe('connected');
    expect(specs).toHaveLength(1);
    expect(specs[0]).toMatchObject({ file: process.execPath, cwd: dir, purpose: { kind: 'mcp_server', server: 'seen' }, stdio: ['pipe', 'pipe', 'pipe'] });
    expect(specs[0]?.env).toMatchObject({ PATH: '/usr/bin:/bin', ONLY_THIS: 'yes' });
  });

  it('ends the whole process tree of a server at close, not only the process it started', async () => {
    const stderr: string[] = [];
    const connection = await connect(configOf(stdioServer('parent', ['--spawn-child'])), {
      runner: createProcessRunner(),
      env: {},
      closeGraceMs: 1_000,
      onStderr: (_server, line) => stderr.push(line),
    });
    await waitFor(() => stderr.some((line) => line.startsWith('grandchild ')), 'the grandchild pid');
    const grandchild = Number(stderr.find((line) => line.startsWith('grandchild '))?.split(' ')[1]);
    const pid = connection.servers[0]?.pid ?? 0;
    expect(isRunning(grandchild)).toBe(true);
    expect(liveGroupMembers(pid).sort()).toEqual([pid, grandchild].sort());
    await connection.close();
    expect(isRunning(grandchild)).toBe(false);
    expect(liveGroupMembers(pid)).toEqual([]);
  });

  it('keeps every good tool of a server whose list has bad ones, and says why each bad one is out', async () => {
    const connection = await connect(configOf(stdioServer('odd', ['--odd-tools'])), { runner: createProcessRunner(), env: {} });
    const [status] = connection.servers;
    expect(status?.status).toBe('connected');
    // The 12 usual tools, and of the odd ones those that can be fixed: untyped, find, configure, pair, get.item, count_up, silent, garbled.
    expect(status?.toolCount).toBe(20);
    expect(connection.tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['mcp__odd__untyped', 'mcp__odd__find', 'mcp__odd__configure', 'mcp__odd__pair', 'mcp__odd__get_item']));
    const reasons = Object.fromEntries((status?.skippedTools ?? []).map((skipped) => [skipped.tool, skipped.reason]));
    expect(reasons).toEqual({
      ancient: expect.stringContaining('declares the JSON Schema dialect "http://example.com/my-dialect", which Tollgate cannot check inputs against'),
      a_tool_whose_name_is_far_too_long_for_the_messages_api_xxxxxxxxxx: expect.stringContaining('is 75 characters long; the Messages API accepts at most 64'),
      get_item: 'its name becomes mcp__odd__get_item, the same as the tool "get.item" listed before it (characters outside A-Z a-z 0-9 _ - become _); only the first is kept',
      research: 'it can only run as an MCP task (execution.taskSupport is "required"), and Tollgate does not support MCP tasks yet',
      '(entry 22 of the tool list)': 'the server listed it without a name, so it cannot be called',
    });
    expect(status?.normalizedTools.map((tool) => tool.tool)).toEqual(['untyped', 'find', 'configure', 'pair']);
    for (const reason of Object.values(reasons)) expect(reason).not.toMatch(/\n|"code":|ZodError/);
  });

  it('puts a progress token on every call and hands each progress notification on as tool progress', async () => {
    const stderr: string[] = [];
    const connection = await connect(configOf(stdioServer('counter', ['--odd-tools'])), { runner: createProcessRunner(), env: {}, onStderr: (_s, line) => stderr.push(line) });
    const events: ToolEvent[] = [];
    const outcome = await runToolUse({ id: 'toolu_count', name: 'mcp__counter__count_up', input: { to: 3 } }, contextFor(connection.tools, dir), {
      gate: recordingGate(),
      hooks: noHooks,
      onEvent: (event) => events.push(event),
    });
    expect(outcome.block.content).toBe('counted to 3');
    // The server logs the token it got on stderr, which arrives on its own schedule.
    for (let waited = 0; !stderr.some((line) => line.startsWith('count_up progress token')) && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stderr.find((line) => line.startsWith('count_up progress token'))).toMatch(/^count_up progress token (?!\(none\)).+/);
    expect(events.filter((event) => event.type === 'tool_progress').map((event) => event.type === 'tool_progress' && event.data)).toEqual([
      { progress: 1, total: 3, message: 'step 1' },
      { progress: 2, total: 3, message: 'step 2' },
      { progress: 3, total: 3, message: 'step 3' },
    ]);
  });

  it('answers a whitespace-only result with "(no output)", never an empty text', async () => {
    const connection = await connect(configOf(stdioServer('quiet', ['--odd-tools'])), { runner: createProcessRunner(), env: {} });
    const outcome = await runToolUse({ id: 'toolu_silent', name: 'mcp__quiet__silent', input: {} }, contextFor(connection.tools, dir), { gate: recordingGate(), hooks: noHooks });
    expect(outcome.status).toBe('success');
    expect(outcome.block.content).toBe('(no output)');
  });

  it('turns an answer that breaks the MCP schema into one plain line, not a validation dump', async () => {
    const connection = await connect(configOf(stdioServer('garble', ['--odd-tools'])), { runner: createProcessRunner(), env: {} });
    const outcome = await runToolUse({ id: 'toolu_garbled', name: 'mcp__garble__garbled', input: {} }, contextFor(connection.tools, dir), { gate: recordingGate(), hooks: noHooks });
    expect(outcome.status).toBe('error');
    const message = String(outcome.block.content);
    expect(message).toContain('mcp__garble__garbled failed: the MCP server "garble" answered with an error (-32602): Invalid tools/call result');
    expect(message).not.toContain('\n');
  });

  it('names the first problem, in one line, when a server that is not built on the SDK answers against the MCP schema', async () => {
    const raw = (name: string, flags: string[] = []) => ({ type: 'stdio' as const, name, command: process.execPath, args: [RAW_SERVER, ...flags], env: {} });
    const connection = await connect(configOf(raw('raw'), raw('rawinit', ['--bad-initialize'])), { runner: createProcessRunner(), env: {} });
    const [good, bad] = connection.servers;
    expect(good?.status).toBe('connected');
    expect(bad).toMatchObject({ status: 'failed', error: expect.stringMatching(/^the server's answer does not follow the MCP schema \(serverInfo: /) });
    expect(bad?.error).not.toContain('\n');
    const outcome = await runToolUse({ id: 'toolu_raw', name: 'mcp__raw__odd_answer', input: {} }, contextFor(connection.tools, dir), { gate: recordingGate(), hooks: noHooks });
    const message = String(outcome.block.content);
    expect(message).toMatch(/the MCP server "raw" answered the call, but the server's answer does not follow the MCP schema \(content\.0/);
    expect(message).not.toContain('\n');
  });
});
