import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { CommandRunner, RunningProcess } from '../core/command-runner.js';

/** How long close() lets a server exit by itself once its stdin is closed, before its process tree is ended. */
const STDIN_EOF_WAIT_MS = 500;

export interface RunnerStdioTransportOptions {
  readonly runner: CommandRunner;
  /** The server's name in the config (the runner's purpose). */
  readonly server: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  /** How long the process tree gets after SIGTERM before SIGKILL. */
  readonly closeGraceMs: number;
  /** Every chunk the server writes to stderr (drained always, so a chatty server never blocks). */
  readonly onStderr: (chunk: string) => void;
  /** stderr ended (a last line without a newline can be handed on). */
  readonly onStderrEnd?: () => void;
}

/** A spawn that failed; `code` is the errno name (`ENOENT`) when the runner's message carries one. */
export class ServerSpawnError extends Error {
  override readonly name = 'ServerSpawnError';
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/**
 * The MCP stdio transport over a process the CommandRunner started (the SDK's StdioClientTransport
 * spawns by itself, so the runner could neither sandbox it nor end its tree). Closing ends the
 * whole process tree (`npx` → `sh` → `node server`), not just the process that was started.
 */
export class RunnerStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private running: RunningProcess | undefined;
  private readonly buffer = new ReadBuffer();
  private closing: Promise<void> | undefined;
  private closedNotified = false;
  private readonly inbox: JSONRPCMessage[] = [];
  private delivering = false;
  private closeWhenDelivered = false;

  constructor(private readonly options: RunnerStdioTransportOptions) {}

  /** The process the runner started (for `npx`, npx itself). */
  get pid(): number | undefined {
    return this.running?.pid;
  }

  async start(): Promise<void> {
    if (this.running) throw new Error('RunnerStdioTransport already started');
    const { runner, server, command, args, cwd, env } = this.options;
    const running = await runner.spawn({
      file: command,
      args,
      cwd,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
      purpose: { kind: 'mcp_server', server },
    });
    this.running = running;
    if (running.pid === undefined || !running.stdin || !running.stdout) {
      const exit = await running.exited;
      const message = exit.kind === 'spawn_error' ? exit.message : 'the process could not be started';
      throw new ServerSpawnError(message, /\b(E[A-Z]+)\b/.exec(message)?.[1]);
    }
    running.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    running.stdout.on('error', (error: Error) => this.onerror?.(error));
    // End of stdout is the end of the connection: the server (or every process holding the pipe) is gone.
    running.stdout.once('close', () => {
      // What arrived before the end is handed on first (a crashing server's last answer).
      if (this.delivering) this.closeWhenDelivered = true;
      else this.notifyClosed();
    });
    running.stdin.on('error', (error: Error) => this.onerror?.(error));
    // Decoded by the stream, so a character split across two chunks stays whole.
    running.stderr?.setEncoding('utf8');
    running.stderr?.on('data', (chunk: string) => this.options.onStderr(chunk));
    running.stderr?.on('end', () => this.options.onStderrEnd?.());
    running.stderr?.on('error', () => undefined);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.running?.stdin;
      if (!stdin || this.closing || stdin.destroyed) {
        reject(new Error('Not connected'));
        return;
      }
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once('drain', resolve);
    });
  }

  /** stdin closed, a short wait for the server to exit, then the whole tree ended; never hangs. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      const running = this.running;
      if (running) {
        try {
          running.stdin?.end();
        } catch {
          // Already closed.
        }
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([running.exited, new Promise((resolve) => (timer = setTimeout(resolve, STDIN_EOF_WAIT_MS)))]);
        clearTimeout(timer);
        // Even when the started process exited, what it spawned may live on (npx's server): end the group.
        await running.terminate(this.options.closeGraceMs);
        // Until Node has reaped it, the started process is a zombie that still answers kill(pid, 0).
        await Promise.race([running.exited, new Promise((resolve) => (timer = setTimeout(resolve, 1_000)))]);
        clearTimeout(timer);
        // A process that escaped the group could still hold the pipes: let go of them, so they keep nothing alive.
        for (const stream of [running.stdin, running.stdout, running.stderr]) stream?.destroy();
      }
      this.buffer.clear();
      this.inbox.length = 0;
      this.notifyClosed();
    })();
    return this.closing;
  }

  private receive(chunk: Buffer): void {
    try {
      this.buffer.append(chunk);
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
      void this.close();
      return;
    }
    for (;;) {
      let message: JSONRPCMessage | null;
      try {
        message = this.buffer.readMessage();
      } catch (error) {
        // A line that is not JSON-RPC (a server logging to stdout): reported, the rest goes on.
        this.onerror?.(error instanceof Error ? error : new Error(String(error)));
        continue;
      }
      if (message === null) break;
      this.inbox.push(message);
    }
    if (this.inbox.length > 0 && !this.delivering) this.deliverNext();
  }

  /**
   * One message per turn of the event loop. The SDK handles a notification in a microtask but a
   * response at once, so a call's last `notifications/progress` arriving in the same chunk as its
   * result would be dropped ("unknown token") if both were handed over in one go.
   */
  private deliverNext(): void {
    this.delivering = true;
    setImmediate(() => {
      const message = this.inbox.shift();
      if (message !== undefined) this.onmessage?.(message);
      if (this.inbox.length > 0) {
        this.deliverNext();
        return;
      }
      this.delivering = false;
      if (this.closeWhenDelivered) this.notifyClosed();
    });
  }

  private notifyClosed(): void {
    if (this.closedNotified) return;
    this.closedNotified = true;
    this.onclose?.();
  }
}
