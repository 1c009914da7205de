import type * as Srt from '@anthropic-ai/sandbox-runtime';
import type { SandboxRuntimeConfig } from '@anthropic-ai/sandbox-runtime';
import type { HostPrograms } from './host-programs.js';
import { applySeccompPath, javaProxyAgentPath } from './vendor-files.js';

type Manager = (typeof Srt)['SandboxManager'];

/** The per-command part of the library's configuration: what one profile may read and write. */
export type ProfileConfig = Pick<SandboxRuntimeConfig, 'filesystem'>;

export type ResolvedPrograms = { readonly [K in keyof HostPrograms]: string };

/** Called with each line the proxy records for a refused connection of one command. */
export type RefusalListener = (line: string) => void;

/**
 * The process-wide sandbox library (its manager is a singleton: one set of proxies per process),
 * shared by every session of this process and released when the last one ends.
 */
export interface SandboxRuntime {
  /** `[shell, '-c', script]`: `command` wrapped for `profile`, its connections attributed to `commandId`. */
  wrap(command: string, profile: ProfileConfig, commandId: string): Promise<readonly string[]>;
  /** Lets the command presenting `commandId` reach `domains` (none: every connection is refused). */
  allowNetwork(commandId: string, domains: readonly string[]): void;
  /** Routes the refused connections of `commandId` to `listener` until the returned function is called. */
  watch(commandId: string, listener: RefusalListener): () => void;
  /** After a wrap that may have made mount points on the host: removes them once no sandbox runs. */
  cleanupAfterCommand(): void;
  release(): Promise<void>;
}

/** The attribution key the library puts in the proxy username and its violation records. */
export function encodedCommandId(commandId: string): string {
  return Buffer.from(commandId.slice(0, 100)).toString('base64');
}

interface Shared {
  readonly manager: Manager;
  readonly routes: Map<string, RefusalListener>;
  readonly unsubscribe: () => void;
  users: number;
}

let shared: Promise<Shared> | null = null;
/** A reset in progress: the next start waits for it (the manager cannot initialize while it resets). */
let resetting: Promise<void> = Promise.resolve();

function baseConfig(programs: ResolvedPrograms): SandboxRuntimeConfig {
  const applyPath = applySeccompPath();
  const jar = javaProxyAgentPath();
  return {
    // Nothing is allowed process-wide: each command's own list is registered under its id.
    network: { allowedDomains: [], deniedDomains: [] },
    filesystem: { denyRead: [], allowWrite: [], denyWrite: [] },
    bwrapPath: programs.bwrap,
    socatPath: programs.socat,
    ripgrep: { command: programs.rg },
    ...(applyPath ? { seccomp: { applyPath } } : {}),
    ...(jar ? { javaAgentJarPath: jar } : {}),
  };
}

const STOP_SIGNALS: readonly string[] = ['SIGINT', 'SIGTERM'];

/**
 * The library tears itself down on the first SIGINT or SIGTERM (handlers it adds at its first
 * start). A run treats those as "cancel": the session stops, its processes end, the report is
 * written, and only then is the library given back. The library's handler would pull the proxies
 * from under commands still running, and a signal that comes while the library is still starting
 * made its start never finish (a cancelled action was left running, its proxy bridge alive). So
 * each such handler added while it starts is taken out again before any signal can reach it; its
 * `exit` handler stays.
 */
function withoutLibrarySignalHandlers<T>(starting: () => Promise<T>): Promise<T> {
  const added = (event: string | symbol, listener: (...args: unknown[]) => void) => {
    // Emitted before the listener is added; a signal is an event-loop task, so none comes in between.
    if (typeof event === 'string' && STOP_SIGNALS.includes(event)) queueMicrotask(() => process.removeListener(event, listener));
  };
  process.on('newListener', added);
  return starting().finally(() => process.removeListener('newListener', added));
}

async function start(programs: ResolvedPrograms): Promise<Shared> {
  const { SandboxManager } = (await import('@anthropic-ai/sandbox-runtime')) as typeof Srt;
  await resetting;
  try {
    await withoutLibrarySignalHandlers(() => SandboxManager.initialize(baseConfig(programs), undefined, false));
  } catch (error) {
    await SandboxManager.reset().catch(() => undefined);
    throw error;
  }
  const routes = new Map<string, RefusalListener>();
  const seen = new WeakSet<object>();
  const unsubscribe = SandboxManager.getSandboxViolationStore().subscribe((violations) => {
    for (const violation of violations) {
      if (seen.has(violation)) continue;
      seen.add(violation);
      const route = violation.encodedCommand ? routes.get(violation.encodedCommand) : undefined;
      route?.(violation.line);
    }
  });
  return { manager: SandboxManager, routes, unsubscribe, users: 0 };
}

/** Starts the library's proxies on first use (about 120 ms here); later sessions share them. */
export async function acquireSandboxRuntime(programs: ResolvedPrograms): Promise<SandboxRuntime> {
  shared ??= start(programs).catch((error: unknown) => {
    shared = null;
    throw error;
  });
  const host = await shared;
  host.users += 1;
  let released = false;
  const { manager, routes } = host;
  return {
    async wrap(command, profile, commandId) {
      const { argv } = await manager.wrapWithSandboxArgv(command, programs.bash, profile, undefined, undefined, { commandId });
      return argv;
    },
    allowNetwork(commandId, domains) {
      if (domains.length > 0) manager.registerCommandNetworkLists(commandId, { allowedDomains: [...domains] });
    },
    watch(commandId, listener) {
      const key = encodedCommandId(commandId);
      routes.set(key, listener);
      return () => {
        routes.delete(key);
        manager.unregisterCommandNetworkLists(commandId);
      };
    },
    cleanupAfterCommand() {
      manager.cleanupAfterCommand();
    },
    async release() {
      if (released) return;
      released = true;
      host.users -= 1;
      if (host.users > 0) return;
      shared = null;
      host.unsubscribe();
      resetting = manager.reset().catch(() => undefined);
      await resetting;
    },
  };
}
