import { writeFileSync } from 'node:fs';
import { isInsideDirectory } from '../core/paths.js';
import type { CallAccess } from '../core/command-runner.js';
import { directArgv } from './bwrap-line.js';
import { launcherScript, mintCommandId, withCommandId } from './launcher.js';
import { mountPointsOf, removeMountPoints, withEmptyFileMountPoints } from './mount-points.js';
import type { ProfileFileIndex } from './profile-file-index.js';
import { hasDenyReadGlobs, nestedTargets, profileFileIndex, wrapDiskState } from './profile-inputs.js';
import { readOnlyProfile, writeProfile } from './profiles.js';
import { kindOf, mountPointExcludes, protectedTargets, type ProtectedTargets } from './protected-targets.js';
import type { SandboxScope } from './sandbox-scope.js';
import type { ProfileConfig, SandboxRuntime } from './sandbox-runtime.js';
import { applySeccompPath, javaProxyAgentPath } from './vendor-files.js';

export interface SessionWrapsOptions {
  readonly scope: SandboxScope;
  readonly runtime: SandboxRuntime;
  /** Where the git excludes for mount points are written (readable inside the sandbox, writable by no profile). */
  readonly gitExcludesFile: string;
  /** The user's own global git excludes, kept in that file. */
  readonly userGitExcludes: string;
  /** An empty file no profile can write: what the mount points over missing protected paths are bound from. */
  readonly emptyFile: string;
  /** The sandbox library's working directory (it protects dangerous names below it): this process's. */
  readonly cwd?: string;
}

/** How long after a call that wrote no other call may come before the next wraps are prepared. */
const PREPARE_WHEN_IDLE_MS = 20;

interface CachedWrap {
  readonly argv: readonly string[];
  readonly placeholder: string;
}

/** A wrap of the write profile, reused while what it was made from on disk stays the same. */
interface WriteWrap extends CachedWrap {
  readonly key: string;
  readonly profile: ProfileConfig;
  /** Where bubblewrap lays an empty mount point each time it runs; null: not reusable (wrapped per call). */
  readonly mountPoints: readonly string[] | null;
  /** Files the same kind of bind hides (ones the policy denies reading): bubblewrap makes nothing there while they exist. */
  readonly masked: readonly string[];
  /** Processes started from it and still running. */
  users: number;
  /** Superseded: its hold on the library is given back once nothing started from it runs. */
  stale: boolean;
}

/** How a process was wrapped, and what to do when it has exited. */
export interface Wrapped {
  readonly argv: readonly string[];
  readonly done: () => void;
}

/**
 * The wraps of one session's commands, each made once and reused while what it depends on stays
 * the same: each call gets a fresh attribution id written into the cached wrap.
 *
 * The read-only profile depends on the disk only through the read-deny globs (expanded when it is
 * wrapped). The write profile depends on the protected paths on disk: which exist (a missing one
 * gets an empty read-only mount point), nested ones (a repository's hooks, a package's .npmrc), the
 * names the library itself protects below its working directory. An index of those files is built
 * once and brought up to date before each wrap at the cost of what changed (a stat of each
 * directory, a read of the changed ones), and the write wrap is made again only when its inputs
 * changed. While a write wrap is cached the plan holds the library's count of live sandboxes, so
 * the library keeps the empty folder its binds come from; the mount points bubblewrap lays on the
 * host are removed by the plan after each call, once no sandbox that writes is running.
 */
export class SessionWraps {
  /** Files the wraps use that a writable root could hold (a workspace above the system temp folder): kept read-only there. */
  private readonly ownFiles: readonly string[];
  private readonly cwd: string;
  private readonly index: ProfileFileIndex;
  private readonly denyReadGlobs: boolean;
  private readOnly: { readonly key: string; readonly wrap: Promise<CachedWrap | null> } | null = null;
  private write: { readonly key: string; readonly wrap: Promise<WriteWrap> } | null = null;
  /** Write wraps that hold the library's count (given back once stale and unused). */
  private readonly held = new Set<WriteWrap>();
  private nestedCache: { readonly version: number; readonly paths: readonly string[] } | null = null;
  /** Processes with the write profile still running, and the mount points to remove when none is. */
  private liveWrites = 0;
  private readonly pendingMountPoints = new Set<string>();
  /** What the git excludes file holds: rewritten only when the mount points change. */
  private writtenExcludes: string | null = null;
  /** Set by `close`: nothing new is wrapped (the library is about to be given back). */
  private closed = false;
  /** The look at what the last call changed, waiting for the session to be idle (see `prepareNext`). */
  private prepareTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: SessionWrapsOptions) {
    this.cwd = options.cwd ?? process.cwd();
    this.ownFiles = [applySeccompPath(), javaProxyAgentPath(), options.gitExcludesFile, options.emptyFile].filter((path): path is string => path !== null);
    this.index = profileFileIndex(options.scope, this.cwd);
    this.denyReadGlobs = hasDenyReadGlobs(options.scope);
  }

  /**
   * Makes the read-only wrap and builds the index now, so the first call does not wait for them
   * (the session calls it while it waits on the model); the first call makes them otherwise. The
   * write profile is wrapped at the first call that writes (a session may make none).
   */
  prepare(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return Promise.allSettled([this.readOnlyWrap(), this.index.ready()]).then(() => undefined);
  }

  /**
   * What the read-only wrap was made from on disk: nothing without read-deny entries; the literal
   * ones' existence; and, only with a glob among them, the index (brought up to date first).
   */
  private denyReadKey(): string {
    const { scope } = this.options;
    if (scope.denyRead.length === 0) return '';
    const disk = wrapDiskState(scope, this.cwd);
    if (!this.denyReadGlobs) return disk;
    this.index.refresh();
    return `${this.index.version}\0${disk}`;
  }

  private async makeReadOnlyWrap(): Promise<CachedWrap | null> {
    const { scope, runtime } = this.options;
    const placeholder = mintCommandId();
    const argv = await runtime.wrap(launcherScript({ tmpDir: scope.scratchDir }), readOnlyProfile(scope), placeholder);
    // Nothing in this profile makes a mount point; the library counts the wrap as a live sandbox until told otherwise.
    runtime.cleanupAfterCommand();
    // A profile too long for the command line lives in a file the library closes at clean-up: not reusable.
    return argv.some((arg) => arg.includes('srt-args')) ? null : { argv: directArgv(argv) ?? argv, placeholder };
  }

  private async readOnlyWrap(): Promise<CachedWrap | null> {
    if (this.denyReadGlobs) await this.index.ready();
    const key = this.denyReadKey();
    if (this.readOnly?.key !== key) {
      const wrap = this.makeReadOnlyWrap().catch((error: unknown) => {
        if (this.readOnly?.wrap === wrap) this.readOnly = null;
        throw error;
      });
      this.readOnly = { key, wrap };
    }
    return this.readOnly.wrap;
  }

  private nested(): readonly string[] {
    if (this.nestedCache?.version !== this.index.version) this.nestedCache = { version: this.index.version, paths: nestedTargets(this.options.scope, this.index) };
    return this.nestedCache.paths;
  }

  /** The write wrap for the disk as it is now: the cached one while its inputs are unchanged. */
  private async writeWrap(): Promise<WriteWrap> {
    const { scope } = this.options;
    await this.index.ready();
    this.index.refresh();
    const targets = protectedTargets(scope, this.nested(), this.ownFiles);
    const profile = writeProfile(scope, targets);
    const key = JSON.stringify([profile, targets.missing, this.index.version, wrapDiskState(scope, this.cwd)]);
    const current = this.write;
    if (current?.key === key && this.reusableNow(await current.wrap)) return current.wrap;
    // Made by a newer look at the disk meanwhile: that one.
    if (this.write !== current && this.write) return this.write.wrap;
    const wrap = this.makeWriteWrap(key, targets, profile).catch((error: unknown) => {
      if (this.write?.wrap === wrap) this.write = null;
      throw error;
    });
    this.write = { key, wrap };
    void current?.wrap.then((old) => this.retire(old), () => undefined);
    return wrap;
  }

  /**
   * Whether the wrap does on disk what it did when it was made. Each mount point is absent, or one a
   * running process holds: something made since at one (a `.github/` folder where
   * `.github/workflows` was to be) would be covered by it. Each file it hides still exists: once one
   * is gone, bubblewrap would leave an empty file in its place that nothing removes. Otherwise the
   * wrap is made again.
   */
  private reusableNow(wrap: WriteWrap): boolean {
    if (wrap.mountPoints === null) return true;
    return wrap.mountPoints.every((path) => this.pendingMountPoints.has(path) || kindOf(path) === 'absent') && wrap.masked.every((path) => kindOf(path) !== 'absent');
  }

  private async makeWriteWrap(key: string, targets: ProtectedTargets, profile: ProfileConfig): Promise<WriteWrap> {
    const { scope, runtime } = this.options;
    const excludes = mountPointExcludes(scope, targets.missing);
    const own = this.options.userGitExcludes.trimEnd();
    const lines = [...(own ? [own] : []), ...excludes, ''].join('\n');
    if (lines !== this.writtenExcludes) {
      writeFileSync(this.options.gitExcludesFile, lines);
      this.writtenExcludes = lines;
    }
    const placeholder = mintCommandId();
    const argv = await runtime.wrap(launcherScript({ tmpDir: scope.tmpDir, gitExcludesFile: this.options.gitExcludesFile }), profile, placeholder);
    const binds = emptyBinds(argv, targets, this.pendingMountPoints);
    const mountPoints = binds?.mountPoints ?? null;
    const direct = mountPoints === null ? null : directArgv(argv);
    const reusable = direct && mountPoints ? withEmptyFileMountPoints(direct, mountPoints, this.options.emptyFile) : argv;
    const wrap: WriteWrap = { key, profile, argv: reusable, placeholder, mountPoints, masked: binds?.masked ?? [], users: 0, stale: false };
    if (mountPoints === null) runtime.cleanupAfterCommand();
    else this.held.add(wrap);
    if (this.write?.key !== key) this.retire(wrap);
    return wrap;
  }

  /** A write wrap no longer current: its hold on the library goes once nothing started from it runs. */
  private retire(wrap: WriteWrap): void {
    wrap.stale = true;
    if (wrap.users === 0 && this.held.delete(wrap)) this.options.runtime.cleanupAfterCommand();
  }

  /** The argv that runs a command with this access under attribution id `id`, and what to do once it has exited. */
  async wrapFor(access: CallAccess, id: string): Promise<Wrapped> {
    if (this.closed) throw new Error('the session has ended: no command starts in its sandbox');
    const { scope, runtime } = this.options;
    if (access === 'read-only') {
      const cached = await this.readOnlyWrap();
      if (cached) return { argv: withCommandId(cached.argv, cached.placeholder, id), done: () => undefined };
      return { argv: await runtime.wrap(launcherScript({ tmpDir: scope.scratchDir }), readOnlyProfile(scope), id), done: () => runtime.cleanupAfterCommand() };
    }
    const wrap = await this.writeWrap();
    // This call has looked at the disk itself; a look ahead from now on would take its mount points for files.
    this.cancelPrepare();
    let argv: readonly string[];
    let release: () => void;
    if (wrap.mountPoints === null) {
      argv = await runtime.wrap(launcherScript({ tmpDir: scope.tmpDir, gitExcludesFile: this.options.gitExcludesFile }), wrap.profile, id);
      release = () => runtime.cleanupAfterCommand();
    } else {
      // Only what is absent now is bubblewrap's to make, and the plan's to remove.
      for (const path of wrap.mountPoints) if (kindOf(path) === 'absent') this.pendingMountPoints.add(path);
      argv = withCommandId(wrap.argv, wrap.placeholder, id);
      wrap.users += 1;
      release = () => {
        wrap.users -= 1;
        if (wrap.stale) this.retire(wrap);
      };
    }
    this.liveWrites += 1;
    return {
      argv,
      done: () => {
        release();
        this.liveWrites -= 1;
        if (this.liveWrites > 0) return;
        removeMountPoints(this.pendingMountPoints);
        this.pendingMountPoints.clear();
        this.schedulePrepare();
      },
    };
  }

  /**
   * After a call that wrote: what it changed is looked at once no call has come for a moment
   * (the session is waiting on the model), so the next call finds its wrap made, rewrapped only if
   * it must. A call that comes sooner cancels it.
   */
  private schedulePrepare(): void {
    this.cancelPrepare();
    this.prepareTimer = setTimeout(() => {
      this.prepareTimer = null;
      this.prepareNext();
    }, PREPARE_WHEN_IDLE_MS);
    this.prepareTimer.unref();
  }

  private cancelPrepare(): void {
    if (this.prepareTimer) clearTimeout(this.prepareTimer);
    this.prepareTimer = null;
  }

  private prepareNext(): void {
    if (this.closed) return;
    this.readOnlyWrap().catch(() => undefined);
    this.writeWrap().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.cancelPrepare();
    await Promise.allSettled([this.index.settled(), this.readOnly?.wrap, this.write?.wrap]);
    removeMountPoints(this.pendingMountPoints);
    this.pendingMountPoints.clear();
    const current = await this.write?.wrap.catch(() => null);
    if (current) this.retire(current);
    for (const wrap of [...this.held]) this.retire(wrap);
  }
}

/**
 * The binds from an empty source of a write wrap, when it can be run again: a plain bubblewrap
 * command line (not a profile in a file the library closes at clean-up) whose empty mount points
 * cover every missing protected path (else what this reads of it is not what the library did).
 * Null: wrap each call. A bind over a path that is absent (or over a mount point a running call
 * holds) is a mount point bubblewrap makes on the host; the same bind over a file that exists (one
 * the policy denies reading) makes nothing there, and only hides it.
 */
function emptyBinds(argv: readonly string[], targets: ProtectedTargets, held: ReadonlySet<string>): { readonly mountPoints: string[]; readonly masked: string[] } | null {
  const found = mountPointsOf(argv);
  if (!found) return null;
  // A missing path below an existing protected one (a worktree's `.git` file, a read-only folder) needs no mount point of its own.
  const existing = targets.paths.filter((path) => kindOf(path) !== 'absent');
  const covered = (path: string) => found.some((point) => isInsideDirectory(path, point)) || existing.some((other) => other !== path && isInsideDirectory(path, other));
  if (!targets.missing.every(covered)) return null;
  const isMountPoint = (path: string) => held.has(path) || kindOf(path) === 'absent';
  return { mountPoints: found.filter(isMountPoint), masked: found.filter((path) => !isMountPoint(path)) };
}
