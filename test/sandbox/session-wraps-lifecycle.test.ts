import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SandboxScope } from '../../src/sandbox/sandbox-scope.js';
import type { SandboxRuntime } from '../../src/sandbox/sandbox-runtime.js';
import { SessionWraps } from '../../src/sandbox/session-wraps.js';
import { sandboxScope } from '../support/sandbox-scope.js';

/**
 * A runtime that wraps as the library does where it matters here: a protected path that exists is
 * bound over itself, a missing one gets an empty mount point from /dev/null, and so does every file
 * the profile denies reading and every file `masks` names that exists (what the library finds for a
 * read-deny glob). While `options.hold` is set, a wrap looks at the disk, then waits for it (a
 * wrap takes a while).
 */
function libraryLikeRuntime(options: { readonly masks?: readonly string[]; hold?: Promise<void> } = {}): SandboxRuntime & { readonly wrapped: string[] } {
  const wrapped: string[] = [];
  return {
    wrapped,
    async wrap(command, profile, commandId) {
      wrapped.push(command);
      const pathOf = (entry: string | { readonly path: string }) => (typeof entry === 'string' ? entry : entry.path);
      const binds = [
        ...(profile.filesystem?.denyWrite ?? []).map(pathOf).map((path) => (existsSync(path) ? `--ro-bind ${path} ${path}` : `--ro-bind /dev/null ${path}`)),
        ...(profile.filesystem?.denyRead ?? []).map(pathOf).map((path) => `--ro-bind /dev/null ${path}`),
        ...(options.masks ?? []).filter((path) => existsSync(path)).map((path) => `--ro-bind /dev/null ${path}`),
      ];
      await options.hold;
      return ['/usr/bin/bash', '-c', `/usr/bin/bwrap --unshare-pid --setenv ID ${Buffer.from(commandId).toString('base64')} ${binds.join(' ')} -- /usr/bin/bash -c true`];
    },
    allowNetwork: () => undefined,
    watch: () => () => undefined,
    cleanupAfterCommand: () => undefined,
    release: async () => undefined,
  };
}

/** A promise and what settles it. */
function gate(): { readonly promise: Promise<void>; readonly open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** What bubblewrap does on the host when a wrap runs: an empty file at each bind target from an empty source that is absent (in a folder that exists). */
function layMountPoints(argv: readonly string[], emptyFile: string): void {
  argv.forEach((arg, index) => {
    const target = argv[index + 2] ?? '';
    const empty = argv[index + 1] === '/dev/null' || argv[index + 1] === emptyFile;
    if (arg === '--ro-bind' && empty && !existsSync(target) && existsSync(dirname(target))) writeFileSync(target, '');
  });
}

describe('SessionWraps over a session', () => {
  let root: string;
  let scope: SandboxScope;
  beforeEach(() => {
    root = realpathSync(mkdtempSync(join(tmpdir(), 'tg-wraps-')));
    const workspace = join(root, 'ws');
    mkdirSync(workspace, { recursive: true });
    scope = sandboxScope(root, workspace);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const wrapsFor = (runtime: SandboxRuntime) => new SessionWraps({ scope, runtime, gitExcludesFile: join(root, 'excludes'), userGitExcludes: '', emptyFile: join(root, 'empty'), cwd: scope.workspace });

  it('makes no wrap until a call or prepare() asks, then the read-only one once', async () => {
    const runtime = libraryLikeRuntime();
    const wraps = wrapsFor(runtime);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runtime.wrapped).toHaveLength(0);
    await wraps.prepare();
    expect(runtime.wrapped).toHaveLength(1);
    const first = await wraps.wrapFor('read-only', 'AAAAAAAAAAAAAAAAAAAAAAAB');
    first.done();
    expect(runtime.wrapped).toHaveLength(1);
    expect(first.argv[0]).toBe('/usr/bin/bwrap'); // started directly, not through a shell
    await wraps.close();
  });

  it('wraps nothing once closed: a late warm-up is a no-op and a late call is refused', async () => {
    const runtime = libraryLikeRuntime();
    const wraps = wrapsFor(runtime);
    await wraps.close();
    await wraps.prepare();
    expect(runtime.wrapped).toHaveLength(0);
    await expect(wraps.wrapFor('write', 'AAAAAAAAAAAAAAAAAAAAAAAB')).rejects.toThrow('the session has ended');
    expect(runtime.wrapped).toHaveLength(0);
  });

  const writeWraps = (runtime: { readonly wrapped: string[] }) => runtime.wrapped.filter((command) => command.includes('core.excludesFile')).length;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** A nested repository appears: the write profile must protect its hooks from now on, so the next call that writes wraps again. */
  const addNestedRepository = () => {
    mkdirSync(join(scope.workspace, 'vendor', 'lib', '.git'), { recursive: true });
    writeFileSync(join(scope.workspace, 'vendor', 'lib', '.git', 'HEAD'), 'ref: refs/heads/main\n');
  };
  /** A second call that writes, wrapped again (a nested repository appeared) while the library takes its time: `finish` lets it end. */
  const secondCallWrapping = async (wraps: SessionWraps, options: { hold?: Promise<void> }) => {
    addNestedRepository();
    const held = gate();
    options.hold = held.promise;
    const pending = wraps.wrapFor('write', 'AAAAAAAAAAAAAAAAAAAAAAAC');
    await sleep(5);
    return { pending, finish: held.open };
  };

  it('looks at what a call that wrote changed only once no call has come for a moment, and then without a call', async () => {
    const runtime = libraryLikeRuntime();
    const wraps = wrapsFor(runtime);
    (await wraps.wrapFor('write', 'AAAAAAAAAAAAAAAAAAAAAAAB')).done();
    const afterCall = writeWraps(runtime);
    // The call made a nested repository.
    addNestedRepository();
    await sleep(5);
    expect(writeWraps(runtime)).toBe(afterCall);
    await vi.waitFor(() => expect(writeWraps(runtime)).toBe(afterCall + 1), { timeout: 2_000, interval: 10 });
    await wraps.close();
  });

  it('leaves the look to a call that comes at once, and to nobody once closed', async () => {
    const runtime = libraryLikeRuntime();
    const wraps = wrapsFor(runtime);
    (await wraps.wrapFor('write', 'AAAAAAAAAAAAAAAAAAAAAAAB')).done();
    const next = await wraps.wrapFor('write', 'AAAAAAAAAAAAAAAAAAAAAAAC');
    const afterCalls = writeWraps(runtime);
    // Changed while the second call runs: a look ahead left scheduled by the first would rewrap now.
    mkdirSync(join(scope.workspace, '.vscode'));
    await sleep(60);
    expect(writeWraps(runtime)).toBe(afterCalls);
    next.done();
    await wraps.close();
    mkdirSync(join(scope.workspace, '.idea'));
    await sleep(60);
    expect(writeWraps(runtime)).toBe(afterCalls);
  });

  it('reuses the write wrap when the policy denies reading a file that exists, and binds its mount points from an empty file', async () => {
    const secret = join(scope.workspace, '.env');
    writeFileSync(secret, 'TOKEN=1\n');
    scope = { ...scope, denyRead: [secret] };
    const runtime = libraryLikeRuntime();
    const wraps = wrapsFor(runtime);
    const argvs: (readonly string[])[] = [];
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAAAB', 'AAAAAAAAAAAAAAAAAAAAAAAC', 'AAAAAAAAAAAAAAAAAAAAAAAD']) {
      const wrapped = await wraps.wrapFor('write', id);
      argvs.push(wrapped.argv);
      wrapped.done();
    }
    // One wrap for all three calls: the bind over the existing .env is no mount point that makes it stale.
    expect(writeWraps(runtime)).toBe(1);
    const argv = argvs[2] ?? [];
    const sourceOf = (target: string) => argv[argv.findIndex((arg, index) => arg === target && argv[index - 2] === '--ro-bind') - 1];
    expect(sourceOf(join(scope.workspace, '.gitattributes'))).toBe(join(root, 'empty'));
    expect(sourceOf(join(scope.workspace, '.npmrc'))).toBe(join(root, 'empty'));
    // A file the policy denies reading stays unreadable.
    expect(sourceOf(secret)).toBe('/dev/null');
    await wraps.close();
  });

  it('keeps its own files read-only when a writable root holds them (a workspace above the temp folder)', async () => {
    const own = join(scope.workspace, 'sandbox-files');
    mkdirSync(own);
    for (const name of ['empty', 'excludes']) writeFileSync(join(own, name), '');
    const runtime = libraryLikeRuntime();
    const wraps = new SessionWraps({ scope, runtime, gitExcludesFile: join(own, 'excludes'), userGitExcludes: '', emptyFile: join(own, 'empty'), cwd: scope.workspace });
    const { argv, done } = await wraps.wrapFor('write', 'AAAAAAAAAAAAAAAAAAAAAAAB');
    done();
    const line = argv.join(' ');
    expect(line).toContain(`--ro-bind ${join(own, 'empty')} ${join(own, 'empty')}`);
    expect(line).toContain(`--ro-bind ${join(own, 'excludes')} ${join(own, 'excludes')}`);
    await wraps.close();
  });

  it('makes the write wrap again once a file it hides is gone, so bubblewrap leaves no empty file in its place', async () => {
    const hidden = join(scope.workspace, 'node_modules', 'pkg', '.env');
    mkdirSync(join(scope.workspace, 'node_modules', 'pkg'), { recursive: true });
    writeFileSync(hidden, 'TOKEN=1\n');
    const runtime = libraryLikeRuntime({ masks: [hidden] });
    const wraps = wrapsFor(runtime);
    (await wraps.wrapFor('write', 'AAAAAAAAAAAAAAAAAAAAAAAB')).done();
    (await wraps.wrapFor('write', 'AAAAAAAAAAAAAAAAAAAAAAAC')).done();
    expect(writeWraps(runtime)).toBe(1);
    // Deleted where the index does not look (node_modules): only the wrap's own check sees it.
    rmSync(hidden);
    const after = await wraps.wrapFor('write', 'AAAAAAAAAAAAAAAAAAAAAAAD');
    after.done();
    expect(writeWraps(runtime)).toBe(2);
    expect(after.argv.join(' ')).not.toContain(hidden);
    await wraps.close();
  });

  it('counts a mount point a running call laid while the library was wrapping as a mount point, not as a file it hides', async () => {
    const options: { hold?: Promise<void> } = {};
    const runtime = libraryLikeRuntime(options);
    const wraps = wrapsFor(runtime);
    const first = await wraps.wrapFor('write', 'AAAAAAAAAAAAAAAAAAAAAAAB');
    const { pending, finish } = await secondCallWrapping(wraps, options);
    // While the library works on the second wrap, the first call's bubblewrap starts.
    layMountPoints(first.argv, join(root, 'empty'));
    finish();
    const second = await pending;
    expect(writeWraps(runtime)).toBe(2);
    const sourceOf = (target: string) => second.argv[second.argv.findIndex((arg, index) => arg === target && second.argv[index - 2] === '--ro-bind') - 1];
    // Tracked as the second wrap's mount point (bound from the empty file, removed after its calls), not as a file it hides.
    expect(sourceOf(join(scope.workspace, '.gitattributes'))).toBe(join(root, 'empty'));
    first.done();
    second.done();
    expect(existsSync(join(scope.workspace, '.gitattributes'))).toBe(false);
    await wraps.close();
  });

  it('cancels the look ahead of a call that ended while the next one was being wrapped', async () => {
    const options: { hold?: Promise<void> } = {};
    const runtime = libraryLikeRuntime(options);
    const wraps = wrapsFor(runtime);
    const first = await wraps.wrapFor('write', 'AAAAAAAAAAAAAAAAAAAAAAAB');
    const { pending, finish } = await secondCallWrapping(wraps, options);
    first.done();
    finish();
    const second = await pending;
    layMountPoints(second.argv, join(root, 'empty'));
    const made = writeWraps(runtime);
    await sleep(60);
    // No look at the disk while the second call runs: it would take its mount points for files and wrap again.
    expect(writeWraps(runtime)).toBe(made);
    second.done();
    await wraps.close();
  });
});
