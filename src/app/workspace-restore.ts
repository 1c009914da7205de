import { lstat, readdir, realpath, rm, rmdir } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { relativeInside } from '../core/paths.js';

/** What putting the workspace back did. */
export interface WorkspaceRestore {
  /** Files written back as they were at the start (changed or deleted by the session). */
  readonly restored: number;
  /** Files the session added, removed. */
  readonly removed: number;
  /** Files in ignored folders (node_modules, caches, build output) that changed during the session, removed: their old content was never recorded. */
  readonly ignoredRemoved: readonly string[];
  /** Set when the walk of the ignored folders stopped early (too many files): some may be left. */
  readonly ignoredUnchecked: boolean;
}

export interface RestoreGit {
  /** git in the snapshot's private repository (its work tree is the workspace), with `extra` variables. */
  run(args: readonly string[], extra?: Readonly<Record<string, string>>): Promise<{ readonly code: number | null; readonly stdout: string; readonly stderr: string }>;
}

export interface RestoreInput {
  readonly git: RestoreGit;
  readonly workspace: string;
  /** The tree the workspace had at the start, and the one it has now. */
  readonly start: string;
  readonly now: string;
  /** A scratch index file for the checkout. */
  readonly index: string;
  /** What git ignores (collapsed: `node_modules/`), asked once the ignore rules are back: walked for files changed since `since`. */
  ignored(): Promise<readonly string[]>;
  /** When the start was recorded (ms since the epoch): an ignored file changed after it is the session's. */
  readonly since: number;
  /** Folders to leave alone (the output folder when it is inside the workspace). */
  readonly exclude: readonly string[];
}

/** At most this many entries of ignored folders are looked at. */
const MAX_IGNORED_ENTRIES = 500_000;
/** Paths per `git checkout-index` command line. */
const CHECKOUT_BATCH = 500;

function fail(what: string, run: { readonly stderr: string; readonly code: number | null }): Error {
  return new Error(`${what} failed: ${run.stderr.trim().split('\n')[0] || `exit code ${run.code}`}`);
}

/** Whether every folder from the workspace down to `path`'s parent is a real folder inside it (no symlink leads out). */
async function parentInside(workspace: string, path: string): Promise<boolean> {
  try {
    const real = await realpath(dirname(path));
    return relativeInside(real, await realpath(workspace)) !== null;
  } catch {
    return false;
  }
}

/** Removes now-empty folders from `path`'s parent up to (not including) the workspace. */
async function pruneEmpty(workspace: string, path: string): Promise<void> {
  let dir = dirname(path);
  while (relativeInside(dir, workspace)) {
    try {
      if ((await readdir(dir)).length > 0) return;
      await rmdir(dir);
    } catch {
      return;
    }
    dir = dirname(dir);
  }
}

/** Files and links below the ignored entries whose status changed after `since`; stops after MAX_IGNORED_ENTRIES. */
async function changedIgnored(input: RestoreInput): Promise<{ paths: string[]; complete: boolean }> {
  const found: string[] = [];
  let seen = 0;
  const excluded = (path: string) => input.exclude.some((dir) => relativeInside(path, dir) !== null);
  // A folder's entries are looked at side by side (the walk is mostly waiting on the disk), folders one after another.
  const visit = async (path: string): Promise<void> => {
    if (++seen > MAX_IGNORED_ENTRIES || excluded(path)) return;
    const stat = await lstat(path).catch(() => null);
    if (!stat) return;
    if (stat.isDirectory()) {
      const entries = await readdir(path).catch(() => [] as string[]);
      await Promise.all(entries.map((entry) => visit(join(path, entry))));
    } else if (stat.ctimeMs >= input.since) found.push(path);
  };
  for (const entry of await input.ignored()) await visit(join(input.workspace, entry.replace(/\/$/, '')));
  return { paths: found.sort(), complete: seen <= MAX_IGNORED_ENTRIES };
}

/**
 * Puts the workspace back as it was recorded at the start: every file the session changed or
 * deleted written back (through git, from the recorded tree), every file it added removed, and
 * files in ignored folders that changed during the session removed (nothing recorded their old
 * content, and a later step must not run them). Nothing outside the workspace is touched.
 */
export async function restoreWorkspace(input: RestoreInput): Promise<WorkspaceRestore> {
  const { git, workspace } = input;
  const diff = await git.run(['diff-tree', '-r', '-z', '--no-renames', '--no-abbrev', input.start, input.now]);
  if (diff.code !== 0) throw fail('Comparing the workspace with its start', diff);
  const fields = diff.stdout.split('\0');
  const added: string[] = [];
  const back: string[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [oldMode = '', newMode = ''] = fields[i]!.replace(/^:/, '').split(' ');
    const path = fields[i + 1]!;
    if (!path) continue;
    if (/^0+$/.test(oldMode)) added.push(path);
    else back.push(path);
    // A path whose kind changed (a file that is now a folder's name) is removed first, then written back.
    if (!/^0+$/.test(oldMode) && !/^0+$/.test(newMode) && oldMode.slice(0, 2) !== newMode.slice(0, 2)) added.push(path);
  }
  // Deepest first, so a folder the session made is empty when its turn comes.
  let removed = 0;
  for (const path of [...new Set(added)].sort((a, b) => b.split('/').length - a.split('/').length)) {
    const absolute = join(workspace, ...path.split('/'));
    if (!(await parentInside(workspace, absolute))) continue;
    await rm(absolute, { recursive: true, force: true });
    removed++;
    await pruneEmpty(workspace, absolute);
  }
  if (back.length > 0) {
    const env = { GIT_INDEX_FILE: input.index };
    const read = await git.run(['read-tree', input.start], env);
    if (read.code !== 0) throw fail('Reading the start of the workspace', read);
    for (let i = 0; i < back.length; i += CHECKOUT_BATCH) {
      const out = await git.run(['checkout-index', '--force', '--', ...back.slice(i, i + CHECKOUT_BATCH)], env);
      if (out.code !== 0) throw fail('Writing the files back', out);
    }
  }
  const ignored = await changedIgnored(input);
  for (const path of ignored.paths) {
    await rm(path, { force: true });
    await pruneEmpty(workspace, path);
  }
  return {
    restored: back.length,
    removed,
    ignoredRemoved: ignored.paths.map((path) => (relativeInside(path, workspace) ?? path).split(sep).join('/')),
    ignoredUnchecked: !ignored.complete,
  };
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The log line that says what putting the workspace back did. */
export function describeRestore(done: WorkspaceRestore): string {
  const parts = [`${count(done.restored, 'file')} written back`, `${count(done.removed, 'file')} the session added removed`];
  if (done.ignoredRemoved.length > 0) {
    const shown = done.ignoredRemoved.slice(0, 5).join(', ');
    parts.push(`${count(done.ignoredRemoved.length, 'ignored file')} the session changed removed (${shown}${done.ignoredRemoved.length > 5 ? ', …' : ''})`);
  }
  const unchecked = done.ignoredUnchecked ? ` Not every file of the ignored folders was looked at (over ${MAX_IGNORED_ENTRIES.toLocaleString('en-US')}).` : '';
  return `Tollgate: the workspace is back as it was checked out: ${parts.join('; ')}. Later steps of this job run none of the agent's edits (changes.keep_workspace: true keeps them).${unchecked}`;
}
