import type { Readable, Writable } from 'node:stream';

/**
 * What a tool call may change, as the gate allowed it: a call allowed because it only reads runs
 * with nothing writable; any other allowed call may write the workspace (minus protected paths).
 */
export type CallAccess = 'read-only' | 'write';

/** Who a child process runs for. The runner (chosen in `src/app/`) picks its sandbox profile from this. */
export type ProcessPurpose =
  /** A tool call of the agent's (Bash): always sandboxed when the sandbox is on. */
  | { readonly kind: 'tool'; readonly toolUseId: string; readonly access: CallAccess }
  /** A command hook from the policy: the maintainer's own program. */
  | { readonly kind: 'hook'; readonly event: string }
  /** A stdio MCP server from the MCP config: the maintainer's own program. */
  | { readonly kind: 'mcp_server'; readonly server: string };

/** A pipe to this process, nothing, or a file descriptor it inherits (Bash writes its log straight to one). */
export type StdioSpec = 'pipe' | 'ignore' | number;

export interface ProcessSpec {
  /** The program; no shell is involved unless it is one. */
  readonly file: string;
  readonly args: readonly string[];
  readonly cwd: string;
  /** The whole environment of the process (already cleaned by the policy). */
  readonly env: Readonly<Record<string, string>>;
  /** stdin, stdout, stderr, then any further descriptors the process inherits at those numbers ('ignore' leaves a number unused). */
  readonly stdio: readonly [StdioSpec, StdioSpec, StdioSpec, ...StdioSpec[]];
  readonly purpose: ProcessPurpose;
}

/**
 * Something what confines the process stopped it from doing, for the report and the model: a
 * connection the sandbox's proxy refused.
 */
export interface ProcessRefusal {
  readonly kind: 'network';
  readonly host: string;
  readonly port: number;
  /** Why it was refused, in a phrase ("the host is not in sandbox.network.allowedDomains"). */
  readonly reason: string;
  /** The policy setting that would permit it, or null when none can. */
  readonly suggestedRule: string | null;
  /** Set when no setting can permit it, saying why. */
  readonly unpermittable?: string;
}

export type ProcessExit =
  | { readonly kind: 'exited'; readonly code: number | null; readonly signal: NodeJS.Signals | null }
  | { readonly kind: 'spawn_error'; readonly message: string };

/** What ending a process tree achieved. */
export type TerminateOutcome = 'terminated' | 'killed' | 'survived';

export interface RunningProcess {
  /** The process the runner started (for a sandboxed one, the sandbox's outermost process). */
  readonly pid: number | undefined;
  readonly stdin: Writable | null;
  readonly stdout: Readable | null;
  readonly stderr: Readable | null;
  /** Settles when the started process exits, or at once when it could not be started; never rejects. */
  readonly exited: Promise<ProcessExit>;
  /**
   * Ends every process this spawn started, the started one and all it spawned: SIGTERM, then
   * SIGKILL after `graceMs`. Resolves when they are gone (or reports that some survived).
   */
  terminate(graceMs: number): Promise<TerminateOutcome>;
  /** What was refused to this process and its children so far (absent when nothing confines it). */
  refusals?(): readonly ProcessRefusal[];
}

/**
 * The one seam through which the engine starts child processes: the Bash tool, command hooks
 * and stdio MCP servers. The implementation decides sandboxing and cleanup; callers stay unaware.
 */
export interface CommandRunner {
  spawn(spec: ProcessSpec): Promise<RunningProcess>;
  /** Ends every process tree this runner started that is still running (the session's end). */
  terminateAll(graceMs: number): Promise<void>;
}
