import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { CommandRunner } from '../core/command-runner.js';
import type { Redactor } from '../core/redact.js';
import type { McpServerConfig } from './config.js';
import { createLineSplitter } from './line-splitter.js';
import type { McpServerLink, McpToolProgress } from './mcp-tool.js';
import { RunnerStdioTransport } from './runner-stdio-transport.js';
import { listServerTools, type ListedTool } from './tool-list.js';
import { describeError } from '../core/describe-error.js';

const CLIENT_INFO = { name: 'tollgate', version: '0.1.0' } as const;

export interface ServerConnectionOptions {
  /** Starts stdio servers (its purpose `mcp_server`), so they are sandboxed and ended like every child. */
  readonly runner: CommandRunner;
  readonly baseEnv: Readonly<Record<string, string>>;
  readonly cwd: string;
  readonly connectTimeoutMs: number;
  /** How long a stdio server's process tree gets after SIGTERM at close before SIGKILL. */
  readonly closeGraceMs: number;
  readonly redact: Redactor;
  readonly onStderr?: (server: string, line: string) => void;
  readonly signal?: AbortSignal;
}

/** A connected server: its link for tools, its tool list, and a close that never hangs. */
export interface ServerConnection {
  readonly link: McpServerLink;
  readonly listed: readonly ListedTool[];
  readonly pid?: number;
  close(): Promise<void>;
}

/** A server that could not be connected; it has been closed (its processes ended) already. */
export class ServerStartError extends Error {
  override readonly name = 'ServerStartError';
  constructor(
    override readonly cause: unknown,
    /** The process that was started for it, if any (now gone). */
    readonly pid: number | undefined,
  ) {
    super(describeError(cause));
  }
}

/**
 * Starts (stdio) or reaches (http) one server, initializes it and lists its tools, all within
 * `connectTimeoutMs`. Throws on failure after cleaning up whatever was started.
 */
export async function connectServer(server: McpServerConfig, options: ServerConnectionOptions): Promise<ServerConnection> {
  const transport = createTransport(server, options);
  const client = new Client(CLIENT_INFO, { capabilities: {} });
  let disconnected: string | null = null;
  let closing = false;
  client.onclose = () => {
    disconnected ??= closing ? 'it was closed' : 'the server closed the connection or exited';
  };
  client.onerror = (error) => {
    if (!closing) options.onStderr?.(server.name, options.redact(`[mcp client] ${error.message}`));
  };

  let closePromise: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closePromise ??= (async () => {
      closing = true;
      disconnected ??= 'it was closed';
      if (transport instanceof StreamableHTTPClientTransport) {
        // A remote server that does not answer must not hold the session's end.
        let timer: NodeJS.Timeout | undefined;
        const bounded = transport.terminateSession().catch(() => undefined);
        await Promise.race([bounded, new Promise((resolve) => (timer = setTimeout(resolve, options.closeGraceMs)))]);
        clearTimeout(timer);
      }
      // For stdio this ends the server's whole process tree (bounded by the grace period).
      await client.close().catch(() => undefined);
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
  const pid = () => (transport instanceof RunnerStdioTransport ? transport.pid : undefined);
  try {
    if (options.signal?.aborted) throw new Error('cancelled before it was ready');
    const requestOptions = { signal: controller.signal, timeout: options.connectTimeoutMs };
    await Promise.race([client.connect(transport, requestOptions), aborted]);
    const listed = client.getServerCapabilities()?.tools ? await Promise.race([listServerTools(client, requestOptions), aborted]) : [];
    const link: McpServerLink = {
      name: server.name,
      disconnectedReason: () => disconnected,
      callTool: (tool, args, callOptions) => callTool(client, server.name, tool, args, callOptions, () => closing),
    };
    const started = pid();
    return { link, listed, ...(started !== undefined ? { pid: started } : {}), close };
  } catch (error) {
    const started = pid();
    await close();
    throw new ServerStartError(error, started);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

function createTransport(server: McpServerConfig, options: ServerConnectionOptions): RunnerStdioTransport | StreamableHTTPClientTransport {
  if (server.type === 'http') {
    let url: URL;
    try {
      url = new URL(server.url);
    } catch {
      throw new Error('its url is not a valid URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('its url must start with http:// or https://');
    return new StreamableHTTPClientTransport(url, { requestInit: { headers: { ...server.headers } } });
  }
  // Always drain stderr, or a chatty server blocks on a full pipe.
  const lines = createLineSplitter((line) => options.onStderr?.(server.name, options.redact(line)));
  return new RunnerStdioTransport({
    runner: options.runner,
    server: server.name,
    command: server.command,
    args: server.args,
    cwd: options.cwd,
    // The SDK's few safe variables (HOME, PATH, ...), then Tollgate's base, then the config's own.
    env: { ...getDefaultEnvironment(), ...options.baseEnv, ...server.env },
    closeGraceMs: options.closeGraceMs,
    onStderr: (chunk) => lines.push(chunk),
    onStderrEnd: () => lines.flush(),
  });
}

async function callTool(
  client: Client,
  server: string,
  tool: string,
  args: Record<string, unknown>,
  options: { readonly signal: AbortSignal; readonly timeoutMs: number; readonly onProgress?: (progress: McpToolProgress) => void },
  isClosing: () => boolean,
): Promise<CallToolResult> {
  const onProgress = options.onProgress;
  try {
    // The SDK sends notifications/cancelled to the server when the signal aborts or the timeout passes;
    // `onprogress` puts a progress token on the call, so the server may report progress.
    const result = await client.callTool({ name: tool, arguments: args }, undefined, {
      signal: options.signal,
      timeout: options.timeoutMs,
      ...(onProgress
        ? {
            onprogress: (progress: { progress: number; total?: number; message?: string }) =>
              onProgress({
                progress: progress.progress,
                ...(progress.total !== undefined ? { total: progress.total } : {}),
                ...(progress.message !== undefined ? { message: progress.message } : {}),
              }),
          }
        : {}),
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
    const malformed = describeMalformedAnswer(error);
    if (malformed !== null) throw new Error(`the MCP server "${server}" answered the call, but ${malformed}`, { cause: error });
    if (error instanceof McpError) {
      throw new Error(`the MCP server "${server}" answered with an error (${error.code}): ${firstLine(error.message)}`, { cause: error });
    }
    throw error;
  }
}

/**
 * When the SDK refused a server's answer against its own schema (a Zod error whose message is a
 * multi-line JSON dump of issues), one plain line naming the first issue; otherwise null.
 */
export function describeMalformedAnswer(error: unknown): string | null {
  const issues = (error as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues) || issues.length === 0) return null;
  const first = issues[0] as { path?: unknown; message?: unknown };
  const path = Array.isArray(first.path) && first.path.length > 0 ? first.path.map(String).join('.') : '(the whole answer)';
  const more = issues.length > 1 ? ` and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''}` : '';
  return `the server's answer does not follow the MCP schema (${path}: ${typeof first.message === 'string' ? first.message : 'invalid'}${more})`;
}

/** "MCP error -32602: MCP error -32602: Invalid tools/call result: [\n {…" → "Invalid tools/call result". */
function firstLine(message: string): string {
  const line = (message.replace(/^(MCP error -?\d+: )+/, '').split('\n')[0] ?? '').replace(/[\s:]*[[{]\s*$/, '').trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line || 'no message';
}

export function formatDuration(ms: number): string {
  return ms < 1_000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
