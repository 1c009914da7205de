import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { noHooks } from '../../src/core/hook-types.js';
import { runToolUse } from '../../src/core/pipeline.js';
import { connectMcpServers, type McpConnection } from '../../src/mcp/connect.js';
import { configOf, contextFor, isAlive, makeTempDir, recordingGate, stdioServer, waitFor } from './helpers.js';
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
      { env: { HTTP_TOKEN: 'tok-5551234' }, onStderr: (server, line) => stderr.push(`${server}: ${line}`) },
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
      { env: {} },
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
    const connection = await connect(configOf(stdioServer('schemas', ['--bad-schema'])), { env: {} });
    const [status] = connection.servers;
    expect(status?.status).toBe('connected');
    expect(status?.toolCount).toBe(12);
    expect(status?.skippedTools).toHaveLength(1);
    expect(status?.skippedTools[0]).toMatch(/^broken: its input schema cannot be compiled \(schema is invalid/);
    expect(connection.tools.map((tool) => tool.name)).not.toContain('mcp__schemas__broken');
  });

  it('closes every server, killing one that ignores SIGTERM, and leaves no process', async () => {
    const stderr: string[] = [];
    const connection = await connectMcpServers(
      configOf(stdioServer('stubborn', ['--ignore-sigterm']), stdioServer('polite')),
      { env: {}, closeGraceMs: 1_000, onStderr: (server, line) => stderr.push(`${server}: ${line}`) },
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
});
