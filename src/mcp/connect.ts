import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { CommandRunner } from '../core/command-runner.js';
import { createRedactor } from '../core/redact.js';
import type { AnyTool, Tools } from '../core/tool.js';
import type { McpConfig, McpServerConfig } from './config.js';
import { expandServerConfig } from './expand-env.js';
import { createJsonSchemaCompiler, type JsonSchemaCompiler } from './json-schema-input.js';
import { createMcpTool } from './mcp-tool.js';
import { ServerSpawnError } from './runner-stdio-transport.js';
import { connectServer, describeMalformedAnswer, formatDuration, ServerStartError, type ServerConnection } from './server-connection.js';
import { describeError } from '../core/describe-error.js';

export const DEFAULT_CONNECT_TIMEOUT_MS = 30_000;
export const DEFAULT_CLOSE_GRACE_MS = 5_000;

/** A tool the server offered that the session does not have. */
export interface SkippedMcpTool {
  /** Its name on the server. */
  readonly tool: string;
  /** Why, in plain words. */
  readonly reason: string;
}

/** A tool whose input schema was changed so the Messages API accepts it. */
export interface NormalizedMcpTool {
  readonly tool: string;
  readonly changes: readonly string[];
}

export interface McpServerStatus {
  readonly name: string;
  readonly transport: 'stdio' | 'http';
  readonly status: 'connected' | 'failed';
  /** Why the server failed to connect; secrets are redacted. */
  readonly error?: string;
  /** Tools available from it. */
  readonly toolCount: number;
  readonly skippedTools: readonly SkippedMcpTool[];
  readonly normalizedTools: readonly NormalizedMcpTool[];
  /** The stdio server's process id (for a failed server: the process that was started and killed). */
  readonly pid?: number;
}

export interface McpConnection {
  readonly tools: Tools;
  /** One entry per configured server, in configuration order. */
  readonly servers: readonly McpServerStatus[];
  /** Values the config put in servers' env and headers: mask them in logs and reports. */
  readonly secretValues: readonly string[];
  /** Closes every server; a stdio server's whole process tree is ended. Never rejects, never hangs. */
  close(): Promise<void>;
}

export interface ConnectMcpOptions {
  /** Starts the stdio servers (purpose `mcp_server`): the session's one seam for child processes. */
  readonly runner: CommandRunner;
  /** The runner's environment, for `${VAR}` expansion; nothing from it reaches a server unless the config names it. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Variables every stdio server gets under its configured env (e.g. PATH). Default: none. */
  readonly baseEnv?: Readonly<Record<string, string>>;
  /** Working directory of stdio servers. Default: this process's. */
  readonly cwd?: string;
  /** Per server, for start-up, initialization and the tool list. Default 30 s. */
  readonly connectTimeoutMs?: number;
  /** Per tool call. Default: the session's tool timeout (`limits.toolTimeoutMs`). */
  readonly callTimeoutMs?: number;
  /** How long a server's processes get after SIGTERM at close before SIGKILL. Default 5 s. */
  readonly closeGraceMs?: number;
  /** A line a server wrote to stderr (for the transcript, never the PR); secrets redacted. */
  readonly onStderr?: (server: string, line: string) => void;
  readonly signal?: AbortSignal;
}

interface ServerOutcome {
  readonly status: McpServerStatus;
  readonly tools: readonly AnyTool[];
  readonly connection?: ServerConnection;
  readonly secretValues: readonly string[];
}

/**
 * Connects every configured server in parallel. A server that fails is reported in `servers`
 * with its tools absent; this never rejects.
 */
export async function connectMcpServers(config: McpConfig, options: ConnectMcpOptions): Promise<McpConnection> {
  const compiler = createJsonSchemaCompiler();
  const outcomes = await Promise.all(config.servers.map((server) => connectOne(server, options, compiler)));
  const connections = outcomes.flatMap((outcome) => (outcome.connection ? [outcome.connection] : []));
  // If this process exits without close(), the runner still takes the servers' process groups down.
  let closed: Promise<void> | undefined;
  return {
    tools: outcomes.flatMap((outcome) => outcome.tools),
    servers: outcomes.map((outcome) => outcome.status),
    secretValues: [...new Set(outcomes.flatMap((outcome) => outcome.secretValues))],
    close: () => {
      closed ??= Promise.all(connections.map((connection) => connection.close().catch(() => undefined))).then(() => undefined);
      return closed;
    },
  };
}

/**
 * The server's tools as Tools: one per name (a second tool whose name comes out the same is left
 * out, saying why), each a tool only when its schema compiles, with what was adjusted for the API.
 */
function toolsOf(connection: ServerConnection, compiler: JsonSchemaCompiler, options: ConnectMcpOptions): { tools: AnyTool[]; skippedTools: SkippedMcpTool[]; normalizedTools: NormalizedMcpTool[] } {
  const tools: AnyTool[] = [];
  const skippedTools: SkippedMcpTool[] = [];
  const normalizedTools: NormalizedMcpTool[] = [];
  // Tool name → the server's name of the tool that got it first.
  const taken = new Map<string, string>();
  for (const listed of connection.listed) {
    if (!listed.ok) {
      skippedTools.push({ tool: listed.tool, reason: listed.reason });
      continue;
    }
    const definition = listed.entry;
    const created = createMcpTool(connection.link, definition, compiler, {
      ...(options.callTimeoutMs !== undefined ? { callTimeoutMs: options.callTimeoutMs } : {}),
    });
    if (!created.ok) {
      skippedTools.push({ tool: definition.name, reason: created.reason });
      continue;
    }
    const first = taken.get(created.tool.name);
    if (first !== undefined) {
      const why =
        first === definition.name
          ? `the server lists a tool of this name twice; only the first is kept`
          : `its name becomes ${created.tool.name}, the same as the tool "${first}" listed before it (characters outside A-Z a-z 0-9 _ - become _); only the first is kept`;
      skippedTools.push({ tool: definition.name, reason: why });
      continue;
    }
    taken.set(created.tool.name, definition.name);
    tools.push(created.tool as AnyTool);
    if (created.changes.length > 0) normalizedTools.push({ tool: definition.name, changes: created.changes });
  }
  return { tools, skippedTools, normalizedTools };
}

async function connectOne(
  server: McpServerConfig,
  options: ConnectMcpOptions,
  compiler: JsonSchemaCompiler,
): Promise<ServerOutcome> {
  const base = { name: server.name, transport: server.type, toolCount: 0, skippedTools: [], normalizedTools: [] };
  if (server.type === 'stdio' && server.unavailable !== undefined) return { status: { ...base, status: 'failed', error: server.unavailable }, tools: [], secretValues: [] };
  const expanded = expandServerConfig(server, options.env);
  if (!expanded.ok) {
    const names = expanded.missing.join(', ');
    return {
      status: { ...base, status: 'failed', error: `the environment variable${expanded.missing.length > 1 ? 's' : ''} ${names} ${expanded.missing.length > 1 ? 'are' : 'is'} not set` },
      tools: [],
      secretValues: [],
    };
  }
  const redact = createRedactor(expanded.secretValues);
  let connection: ServerConnection;
  try {
    connection = await connectServer(expanded.server, {
      runner: options.runner,
      baseEnv: options.baseEnv ?? {},
      cwd: options.cwd ?? process.cwd(),
      connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      closeGraceMs: options.closeGraceMs ?? DEFAULT_CLOSE_GRACE_MS,
      redact,
      ...(options.onStderr ? { onStderr: options.onStderr } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    const cause = error instanceof ServerStartError ? error.cause : error;
    const pid = error instanceof ServerStartError ? error.pid : undefined;
    return {
      status: {
        ...base,
        status: 'failed',
        error: redact(describeConnectError(cause, options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS)),
        ...(pid !== undefined ? { pid } : {}),
      },
      tools: [],
      secretValues: expanded.secretValues,
    };
  }

  const { tools, skippedTools, normalizedTools } = toolsOf(connection, compiler, options);
  return {
    status: {
      ...base,
      status: 'connected',
      toolCount: tools.length,
      skippedTools,
      normalizedTools,
      ...(connection.pid !== undefined ? { pid: connection.pid } : {}),
    },
    tools,
    connection,
    secretValues: expanded.secretValues,
  };
}

function describeConnectError(error: unknown, timeoutMs: number): string {
  const message = describeError(error);
  if (error instanceof McpError && error.code === ErrorCode.ConnectionClosed) {
    return 'the server exited or closed the connection before it was ready (its stderr is in the transcript)';
  }
  if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) {
    return /cancelled/.test(message) ? 'cancelled before it was ready' : `it did not finish starting within ${formatDuration(timeoutMs)}`;
  }
  const code = error instanceof ServerSpawnError ? error.code : (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return `its command was not found (${message})`;
  if (error instanceof ServerSpawnError) return `it could not be started (${message})`;
  if (message === 'fetch failed') {
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : 'no detail';
    return `could not reach the server (${detail})`;
  }
  const malformed = describeMalformedAnswer(error);
  if (malformed !== null) return malformed;
  // Whatever else: one line, bounded, for the console and a table cell.
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}
