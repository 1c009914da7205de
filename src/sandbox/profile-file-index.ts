import { lstatSync, readdirSync, type Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** A tree the index keeps: the entries down to `depth` levels below `root` (1: its own entries), as `rg --max-depth` counts. */
export interface IndexedTree {
  readonly root: string;
  readonly depth: number;
}

/** Whether a non-directory entry matters to the profiles: `rel` is '/'-separated from its tree's root. */
type EntryMatcher = (rel: string, absolute: string) => boolean;

interface IndexedEntry {
  readonly tree: IndexedTree;
  readonly path: string;
  /** A regular file (what `rg --files` lists), not a symlink or another kind of entry. */
  readonly regular: boolean;
}

interface DirState {
  readonly depth: number;
  readonly dev: bigint;
  readonly ino: bigint;
  readonly ctime: bigint;
  /** Changed so shortly before it was read that a later change could carry the same ctime: read again next time. */
  readonly racy: boolean;
  readonly unreadable: boolean;
  readonly matches: readonly IndexedEntry[];
  readonly subdirs: readonly string[];
}

/**
 * A directory's ctime moves with every entry made, removed or renamed in it, and no program can set
 * it back (utimes sets it to now); but the kernel stamps it from a clock that ticks every few
 * milliseconds. A directory read less than this after its last change is read again next time.
 */
const RACY_NS = 100_000_000n;
/** Directories read in one go while the index is first built, between turns of the event loop. */
const BUILD_SLICE = 64;

const nowNs = (): bigint => BigInt(Date.now()) * 1_000_000n;

function sameMatches(a: readonly IndexedEntry[], b: readonly IndexedEntry[]): boolean {
  return a.length === b.length && a.every((entry, index) => entry.path === b[index]?.path && entry.regular === b[index]?.regular);
}

/**
 * The entries below some trees that sandbox profiles are made from (protected paths, the sandbox
 * library's dangerous names, read-deny glob matches), kept up to date at the cost of what changed:
 * it is built once by a walk (node_modules left out, as the library's scan leaves it out), and
 * `refresh()` then looks at each directory's identity and ctime, reading again only the directories
 * that changed and walking only the subtrees that are new. `version` moves whenever the entries it
 * holds (or the directories it cannot read) change.
 */
export class ProfileFileIndex {
  private readonly dirs: Map<string, DirState>[];
  private built: Promise<void> | null = null;
  private changes = 0;

  constructor(
    private readonly trees: readonly IndexedTree[],
    private readonly matches: EntryMatcher,
  ) {
    this.dirs = trees.map(() => new Map());
  }

  /** Moves whenever what the index holds changes. */
  get version(): number {
    return this.changes;
  }

  /** Builds the index (once; the walk yields to the event loop as it goes). */
  ready(): Promise<void> {
    this.built ??= this.build();
    return this.built;
  }

  /** Settles when a build under way has finished (at once when none was started). */
  settled(): Promise<void> {
    return (this.built ?? Promise.resolve()).catch(() => undefined);
  }

  /** Every matching entry, by tree. */
  entries(): IndexedEntry[] {
    return this.dirs.flatMap((dirs) => [...dirs.values()].flatMap((state) => state.matches));
  }

  /** Brings the index up to date with the disk. Call after `ready()`. */
  refresh(): void {
    this.trees.forEach((tree, index) => {
      const dirs = this.dirs[index] ?? new Map<string, DirState>();
      for (const [dir, state] of [...dirs]) {
        if (dirs.get(dir) !== state) continue;
        const stat = lstatSync(dir, { bigint: true, throwIfNoEntry: false });
        if (!stat?.isDirectory() || stat.ino !== state.ino || stat.dev !== state.dev) {
          this.drop(dirs, dir);
          if (stat?.isDirectory()) this.walk(tree, dirs, dir, state.depth);
          continue;
        }
        if (stat.ctimeNs !== state.ctime || state.racy) this.reread(tree, dirs, dir, state);
      }
    });
  }

  private async build(): Promise<void> {
    for (const [index, tree] of this.trees.entries()) {
      const dirs = this.dirs[index] ?? new Map<string, DirState>();
      const queue: [string, number][] = [[tree.root, 0]];
      // Walked by position: shifting a long queue is quadratic.
      for (let read = 0; read < queue.length; read++) {
        if (read % BUILD_SLICE === BUILD_SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
        const [dir, depth] = queue[read] ?? [tree.root, 0];
        const state = this.read(tree, dir, depth);
        if (!state) continue;
        dirs.set(dir, state);
        for (const sub of state.subdirs) queue.push([sub, depth + 1]);
      }
    }
    this.changes++;
  }

  /** The directory as it is now (its identity read before its entries, so a change in between is seen next time). */
  private read(tree: IndexedTree, dir: string, depth: number): DirState | null {
    const stat = lstatSync(dir, { bigint: true, throwIfNoEntry: false });
    if (!stat?.isDirectory()) return null;
    let entries: Dirent[] = [];
    let unreadable = false;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      // What it holds is unknown; the library's scan denies such a directory whole.
      unreadable = true;
    }
    const matches: IndexedEntry[] = [];
    const subdirs: string[] = [];
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && depth + 1 < tree.depth) subdirs.push(path);
      } else if (this.matches(relative(tree.root, path).split(sep).join('/'), path)) {
        matches.push({ tree, path, regular: entry.isFile() });
      }
    }
    matches.sort((a, b) => (a.path < b.path ? -1 : 1));
    return { depth, dev: stat.dev, ino: stat.ino, ctime: stat.ctimeNs, racy: nowNs() - stat.ctimeNs < RACY_NS, unreadable, matches, subdirs };
  }

  /** A directory not indexed yet, and everything below it. */
  private walk(tree: IndexedTree, dirs: Map<string, DirState>, dir: string, depth: number): void {
    const state = this.read(tree, dir, depth);
    if (!state) return;
    dirs.set(dir, state);
    if (state.matches.length > 0 || state.unreadable) this.changes++;
    for (const sub of state.subdirs) this.walk(tree, dirs, sub, depth + 1);
  }

  private reread(tree: IndexedTree, dirs: Map<string, DirState>, dir: string, before: DirState): void {
    const after = this.read(tree, dir, before.depth);
    if (!after) {
      this.drop(dirs, dir);
      return;
    }
    dirs.set(dir, after);
    if (after.unreadable !== before.unreadable || !sameMatches(after.matches, before.matches)) this.changes++;
    const kept = new Set(after.subdirs);
    for (const sub of before.subdirs) if (!kept.has(sub)) this.drop(dirs, sub);
    for (const sub of after.subdirs) if (!dirs.has(sub)) this.walk(tree, dirs, sub, before.depth + 1);
  }

  private drop(dirs: Map<string, DirState>, dir: string): void {
    const state = dirs.get(dir);
    if (!state) return;
    dirs.delete(dir);
    if (state.matches.length > 0 || state.unreadable) this.changes++;
    for (const sub of state.subdirs) this.drop(dirs, sub);
  }
}
