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
 * The wraps of one session's commands. The read-only profile does not depend on the call: wrapped
 * once and reused. The write profile depends on the protected paths on disk (nested ones are
 * scanned now and again after each call that writes, off the path of the next call, which waits
 * for a scan still under way).
 */
class SandboxWraps {
  private readonly ownFiles = [applySeccompPath(), javaProxyAgentPath()].filter((path): path is string => path !== null);
  private readOnly: Promise<CachedWrap | null> | null = null;
  private nested: ReturnType<typeof scanNestedTargets>;
  /** What the git excludes file holds: rewritten only when the mount points change. */
  private writtenExcludes: string | null = null;

  constructor(private readonly options: SandboxedPlanOptions) {
    this.nested = scanNestedTargets(options.scope, options.rg);
    // Made while the model works on its first reply, so the first read-only call does not wait for it.
    this.readOnlyWrap().catch(() => undefined);
  }

  private async makeReadOnlyWrap(): Promise<CachedWrap | null> {
    const { scope, runtime } = this.options;
    const placeholder = mintCommandId();
    const argv = await runtime.wrap(launcherScript({ tmpDir: scope.scratchDir }), readOnlyProfile(scope), placeholder);
    // Nothing in this profile makes a mount point; the library counts the wrap as a live sandbox until told otherwise.
    runtime.cleanupAfterCommand();
    // A profile too long for the command line lives in a file the library closes at clean-up: not reusable.
    return argv.some((arg) => arg.includes('srt-args')) ? null : { argv, placeholder };
  }

  private readOnlyWrap(): Promise<CachedWrap | null> {
    this.readOnly ??= this.makeReadOnlyWrap().catch((error: unknown) => {
      this.readOnly = null;
      throw error;
    });
    return this.readOnly;
  }

  /** The argv that runs a command with this access under attribution id `id`, and whether it holds mount points to clean up. */
  async wrapFor(access: CallAccess, id: string): Promise<{ argv: readonly string[]; holdsMountPoints: boolean }> {
    const { scope, runtime } = this.options;
    if (access === 'read-only') {
      const cached = await this.readOnlyWrap();
      if (cached) return { argv: withCommandId(cached.argv, cached.placeholder, id), holdsMountPoints: false };
      return { argv: await runtime.wrap(launcherScript({ tmpDir: scope.scratchDir }), readOnlyProfile(scope), id), holdsMountPoints: true };
    }
    const targets = protectedTargets(scope, await this.nested, this.ownFiles);
    const excludes = mountPointExcludes(scope, targets.missing);
    const own = this.options.userGitExcludes.trimEnd();
    const lines = [...(own ? [own] : []), ...excludes, ''].join('\n');
    if (lines !== this.writtenExcludes) {
      writeFileSync(this.options.gitExcludesFile, lines);
      this.writtenExcludes = lines;
    }
    const launcher = launcherScript({ tmpDir: scope.tmpDir, gitExcludesFile: this.options.gitExcludesFile });
    return { argv: await runtime.wrap(launcher, writeProfile(scope, targets), id), holdsMountPoints: true };
  }

  /**
   * A call that wrote may have made a nested repository or package: scan again. And files a read
   * deny glob covers: the read-only wrap expands its globs again.
   */
  afterWrite(): void {
    this.nested = scanNestedTargets(this.options.scope, this.options.rg);
    if (this.options.scope.denyRead.length > 0) {
      this.readOnly = null;
      this.readOnlyWrap().catch(() => undefined);
    }
  }

  async idle(): Promise<void> {
    await Promise.allSettled([this.readOnly ?? Promise.resolve(null), this.nested]);
  }
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
  const wraps = new SandboxWraps(options);
  const plan: SpawnPlan = async (spec) => {
    if (spec.purpose.kind === 'hook' && !options.hooks) return unconfined(spec);
    if (spec.purpose.kind === 'mcp_server' && !options.mcpServers) return unconfined(spec);
    const access = accessOf(spec);
    const id = mintCommandId();
    const { argv, holdsMountPoints } = await wraps.wrapFor(access, id);
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
        if (access === 'write') wraps.afterWrite();
      },
    };
  };
  return { plan, idle: () => wraps.idle() };
}
