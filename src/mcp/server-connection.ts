import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError, type CallToolResult, type Tool as McpToolDefinition } from '@modelcontextprotocol/sdk/types.js';
import type { Redactor } from '../core/redact.js';
import type { McpServerConfig } from './config.js';
import { createLineSplitter } from './line-splitter.js';
import type { McpServerLink } from './mcp-tool.js';
import { isProcessAlive, killProcess, waitForExit } from './process-kill.js';

const CLIENT_INFO = { name: 'tollgate', version: '0.1.0' } as const;
const MAX_TOOL_PAGES = 100;

export interface ServerConnectionOptions {
  readonly baseEnv: Readonly<Record<string, string>>;
  readonly cwd?: string;
  readonly connectTimeoutMs: number;
  /** How long `close()` lets a server exit on its own before it is killed. */
  readonly closeGraceMs: number;
  readonly redact: Redactor;
  readonly onStderr?: (server: string, line: string) => void;
  readonly signal?: AbortSignal;
}

/** A connected server: its link for tools, its tool list, and a close that never hangs. */
export interface ServerConnection {
  readonly link: McpServerLink;
  readonly definitions: readonly McpToolDefinition[];
  readonly pid?: number;
  close(): Promise<void>;
}

/** A server that could not be connected; it has been closed (killed) already. */
export class ServerStartError extends Error {
  override readonly name = 'ServerStartError';
  constructor(
    override readonly cause: unknown,
    /** The process that was started for it, if any (now gone). */
    readonly pid: number | undefined,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * Starts (stdio) or reaches (http) one server, initializes it and lists its tools, all within
 * `connectTimeoutMs`. Throws on failure after cleaning up whatever was started.
 */
export async function connectServer(server: McpServerConfig, options: ServerConnectionOptions): Promise<ServerConnection> {
  const { transport, pid: pidOf } = createTransport(server, options);
  const client = new Client(CLIENT_INFO, { capabilities: {} });
  let disconnected: string | null = null;
  let closing = false;
  client.onclose = () => {
    disconnected ??= closing ? 'it was closed' : 'the server closed the connection or exited';
  };
  client.onerror = (error) => {
    if (!closing) options.onStderr?.(server.name, options.redact(`[mcp client] ${error.message}`));
  };

  let pid: number | undefined;
  let closePromise: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closePromise ??= (async () => {
      closing = true;
      disconnected ??= 'it was closed';
      const graceful = (async () => {
        if (transport instanceof StreamableHTTPClientTransport) await transport.terminateSession().catch(() => undefined);
        await client.close().catch(() => undefined);
      })();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([graceful, new Promise((resolve) => (timer = setTimeout(resolve, options.closeGraceMs)))]);
      clearTimeout(timer);
      const target = pid ?? pidOf();
      if (target !== undefined && isProcessAlive(target)) {
        killProcess(target);
        await waitForExit(target, 2_000);
      }
    })();
    return closePromise;
  };

  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(new Error('cancelled before it was ready'));
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new Error(`it did not finish starting within ${formatDuration(options.connectTimeoutMs)}`)),
    options.connectTimeoutMs,
  );
  const aborted = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  aborted.catch(() => undefined);
  try {
    if (options.signal?.aborted) throw new Error('cancelled before it was ready');
    const requestOptions = { signal: controller.signal, timeout: options.connectTimeoutMs };
    await Promise.race([client.connect(transport, requestOptions), aborted]);
    pid = pidOf();
    const definitions = client.getServerCapabilities()?.tools
      ? await Promise.race([listAllTools(client, requestOptions), aborted])
      : [];
    const link: McpServerLink = {
      name: server.name,
      disconnectedReason: () => disconnected,
      callTool: (tool, args, callOptions) => callTool(client, server.name, tool, args, callOptions, () => closing),
    };
    return { link, definitions, ...(pid !== undefined ? { pid } : {}), close };
  } catch (error) {
    pid ??= pidOf();
    await close();
    throw new ServerStartError(error, pid);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

function createTransport(
  server: McpServerConfig,
  options: ServerConnectionOptions,
): { transport: StdioClientTransport | StreamableHTTPClientTransport; pid: () => number | undefined } {
  if (server.type === 'http') {
    let url: URL;
    try {
      url = new URL(server.url);
    } catch {
      throw new Error('its url is not a valid URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('its url must start with http:// or https://');
    const transport = new StreamableHTTPClientTransport(url, { requestInit: { headers: { ...server.headers } } });
    return { transport, pid: () => undefined };
  }
  let spawnedPid: number | undefined;
  const transport = new PidTrackingStdioTransport((pid) => (spawnedPid = pid), {
    command: server.command,
    args: [...server.args],
    env: { ...options.baseEnv, ...server.env },
    stderr: 'pipe',
    ...(options.cwd !== undefined ? { cwd: options.cwd } : {}),
  });
  // Always drain stderr, or a chatty server blocks on a full pipe.
  const lines = createLineSplitter((line) => options.onStderr?.(server.name, options.redact(line)));
  transport.stderr?.on('data', (chunk: Buffer | string) => lines.push(chunk.toString()));
  transport.stderr?.on('end', () => lines.flush());
  return { transport, pid: () => spawnedPid };
}

/** Remembers the child's pid at spawn: the SDK forgets it as soon as a failed connect closes the transport. */
class PidTrackingStdioTransport extends StdioClientTransport {
  constructor(
    private readonly onSpawn: (pid: number | undefined) => void,
    ...params: ConstructorParameters<typeof StdioClientTransport>
  ) {
    super(...params);
  }

  override async start(): Promise<void> {
    await super.start();
    this.onSpawn(this.pid ?? undefined);
  }
}

async function listAllTools(
  client: Client,
  options: { signal: AbortSignal; timeout: number },
): Promise<McpToolDefinition[]> {
  const tools: McpToolDefinition[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_TOOL_PAGES; page++) {
    const result = await client.listTools(cursor !== undefined ? { cursor } : undefined, options);
    tools.push(...result.tools);
    cursor = result.nextCursor;
    if (cursor === undefined) break;
  }
  return tools;
}

async function callTool(
  client: Client,
  server: string,
  tool: string,
  args: Record<string, unknown>,
  options: { readonly signal: AbortSignal; readonly timeoutMs: number },
  isClosing: () => boolean,
): Promise<CallToolResult> {
  try {
    // The SDK sends notifications/cancelled to the server when the signal aborts or the timeout passes.
    const result = await client.callTool({ name: tool, arguments: args }, undefined, {
      signal: options.signal,
      timeout: options.timeoutMs,
    });
    return result as CallToolResult;
  } catch (error) {
    if (options.signal.aborted) throw error;
    if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) {
      throw new Error(
        `the MCP server "${server}" did not answer within ${formatDuration(options.timeoutMs)}; the call was cancelled`,
        { cause: error },
      );
    }
    if (error instanceof McpError && error.code === ErrorCode.ConnectionClosed && isClosing()) {
      throw new Error(`the MCP server "${server}" was shut down (the session is ending) during the call`, { cause: error });
    }
    if (error instanceof McpError && error.code === ErrorCode.ConnectionClosed) {
      throw new Error(`the MCP server "${server}" closed the connection during the call (it may have crashed)`, { cause: error });
    }
    throw error;
  }
}

export function formatDuration(ms: number): string {
  return ms < 1_000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
