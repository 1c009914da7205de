import { writeFileSync } from 'node:fs';
import type { CallAccess, ProcessRefusal, ProcessSpec } from '../core/command-runner.js';
import { launcherScript, mintCommandId, withCommandId, wrapperEnv } from './launcher.js';
import { refusalFromLine } from './network-refusals.js';
import type { PlannedProgram, SpawnPlan } from './process-runner.js';
import { readOnlyProfile, writeProfile } from './profiles.js';
import { mountPointExcludes, protectedTargets, scanNestedTargets } from './protected-targets.js';
import type { SandboxScope } from './sandbox-scope.js';
import type { SandboxRuntime } from './sandbox-runtime.js';
import { applySeccompPath, javaProxyAgentPath } from './vendor-files.js';

export interface SandboxedPlanOptions {
  readonly scope: SandboxScope;
  readonly runtime: SandboxRuntime;
  /** ripgrep, for the scan of nested protected paths (none: only the top-level ones are found). */
  readonly rg: string | null;
  /** Command hooks run sandboxed too (`sandbox.hooks`). */
  readonly hooks: boolean;
  /** stdio MCP servers run sandboxed too (`sandbox.mcpServers`). */
  readonly mcpServers: boolean;
  /** Where the git excludes for mount points are written (readable inside the sandbox, writable by no profile). */
  readonly gitExcludesFile: string;
  /** The user's own global git excludes, kept in that file. */
  readonly userGitExcludes: string;
}

interface CachedWrap {
  readonly argv: readonly string[];
  readonly placeholder: string;
}

function unconfined(spec: ProcessSpec): PlannedProgram {
  return { file: spec.file, args: spec.args, env: spec.env };
}

/** The profile a process gets: a tool call's follows the gate's verdict; a sandboxed hook or MCP server may write like a call that writes. */
function accessOf(spec: ProcessSpec): CallAccess {
  return spec.purpose.kind === 'tool' ? spec.purpose.access : 'write';
}

export interface SandboxedPlan {
  readonly plan: SpawnPlan;
  /** Settles when no wrap or scan of the plan is under way (before the library is released). */
  idle(): Promise<void>;
}

/**
 * The sandboxed spawn plan: every tool call (and, when the policy asks, every hook and MCP server)
 * runs under the sandbox library with the profile its access calls for.
 *
 * The profile of calls that only read does not depend on the call, so it is wrapped once and reused:
 * each call gets a fresh attribution id written into the cached wrap, and its command and
 * environment are handed to the wrap's launcher in variables. The profile of calls that write
 * depends on what exists on disk (protected paths that do not exist yet get mount points, which the
 * library removes after the command), so each such call is wrapped afresh.
 */
export function createSandboxedPlan(options: SandboxedPlanOptions): SandboxedPlan {
  const { scope, runtime } = options;
  const ownFiles = [applySeccompPath(), javaProxyAgentPath()].filter((path): path is string => path !== null);
  let readOnly: Promise<CachedWrap | null> | null = null;
  // Nested protected paths change only when a call writes: scanned now, and again after each call that
  // writes, off the path of the next call (which waits for a scan still under way).
  let nested = scanNestedTargets(scope, options.rg);

  async function makeReadOnlyWrap(): Promise<CachedWrap | null> {
    const placeholder = mintCommandId();
    const argv = await runtime.wrap(launcherScript({ tmpDir: scope.scratchDir }), readOnlyProfile(scope), placeholder);
    // Nothing in this profile makes a mount point; the library counts the wrap as a live sandbox until told otherwise.
    runtime.cleanupAfterCommand();
    // A profile too long for the command line lives in a file the library closes at clean-up: not reusable.
    return argv.some((arg) => arg.includes('srt-args')) ? null : { argv, placeholder };
  }

  function readOnlyWrap(): Promise<CachedWrap | null> {
    readOnly ??= makeReadOnlyWrap().catch((error: unknown) => {
      readOnly = null;
      throw error;
    });
    return readOnly;
  }
  // Made while the model works on its first reply, so the first read-only call does not wait for it.
  readOnlyWrap().catch(() => undefined);

  async function wrapFor(access: CallAccess, id: string): Promise<{ argv: readonly string[]; holdsMountPoints: boolean }> {
    if (access === 'read-only') {
      const cached = await readOnlyWrap();
      if (cached) return { argv: withCommandId(cached.argv, cached.placeholder, id), holdsMountPoints: false };
      return { argv: await runtime.wrap(launcherScript({ tmpDir: scope.scratchDir }), readOnlyProfile(scope), id), holdsMountPoints: true };
    }
    const targets = protectedTargets(scope, await nested, ownFiles);
    const excludes = mountPointExcludes(scope, targets.missing);
    const own = options.userGitExcludes.trimEnd();
    writeFileSync(options.gitExcludesFile, [...(own ? [own] : []), ...excludes, ''].join('\n'));
    const launcher = launcherScript({ tmpDir: scope.tmpDir, gitExcludesFile: options.gitExcludesFile });
    return { argv: await runtime.wrap(launcher, writeProfile(scope, targets), id), holdsMountPoints: true };
  }

  const plan: SpawnPlan = async (spec) => {
    if (spec.purpose.kind === 'hook' && !options.hooks) return unconfined(spec);
    if (spec.purpose.kind === 'mcp_server' && !options.mcpServers) return unconfined(spec);
    const access = accessOf(spec);
    const id = mintCommandId();
    const { argv, holdsMountPoints } = await wrapFor(access, id);
    const refusals: ProcessRefusal[] = [];
    const stopWatching = runtime.watch(id, (line) => {
      const refusal = refusalFromLine(line, access);
      if (refusal) refusals.push(refusal);
    });
    runtime.allowNetwork(id, access === 'write' ? scope.allowedDomains : []);
    let released = false;
    const [file = '', ...args] = argv;
    return {
      file,
      args,
      env: wrapperEnv(spec),
      refusals: () => [...refusals],
      release: () => {
        if (released) return;
        released = true;
        stopWatching();
        if (holdsMountPoints) runtime.cleanupAfterCommand();
        if (access === 'write') {
          // It may have made a nested repository or package: scan again. And files a read deny glob
          // covers: the read-only wrap expands its globs again.
          nested = scanNestedTargets(scope, options.rg);
          if (scope.denyRead.length > 0) {
            readOnly = null;
            readOnlyWrap().catch(() => undefined);
          }
        }
      },
    };
  };
  return {
    plan,
    idle: async () => {
      await Promise.allSettled([readOnly ?? Promise.resolve(null), nested]);
    },
  };
}
