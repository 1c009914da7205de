import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { relativeInside } from '../core/paths.js';
import type { FileChange, FileChangeStatus, WorkspaceChanges } from '../report/workspace-changes.js';
import type { ChangedPath, ChangeSet } from './change-set.js';
import { describeError } from '../core/describe-error.js';
import { gitEnv, HARDENED_GIT_CONFIG } from '../core/run-git.js';
import { gitObjectReader, type GitObjectReader } from './git-object-reader.js';
import { restoreWorkspace, type WorkspaceRestore } from './workspace-restore.js';

/** Every git step of a comparison must finish within this; a huge tree reports "not compared" instead of hanging. */
const GIT_TIMEOUT_MS = 120_000;
/** Files git newly ignores at the end are compared anyway, up to this many (see `newlyIgnored`). */
const MAX_FORCED_PATHS = 2_000;
export const CHANGES_DIFF_FILE = 'changes.diff';

interface GitResult {
  readonly code: number | null;
  readonly stdout: string;
  /** The same output as bytes (a blob's content). */
  readonly bytes: Buffer;
  readonly stderr: string;
}

export interface SnapshotOptions {
  /** Folders inside the workspace to leave out (the output folder when it is there). */
  readonly exclude?: readonly string[];
  /** HOME and PATH for git; nothing else of the runner's environment is passed. */
  readonly env: NodeJS.ProcessEnv;
}

export interface WorkspaceSnapshot {
  /** Compares the workspace now with the start; writes the whole diff to `<outputDir>/changes.diff`. */
  compare(outputDir: string): Promise<WorkspaceChanges>;
  /**
   * What the last `compare` found, path by path with modes and blobs, read from the private
   * repository (never the workspace's own); null before a comparison or when it failed.
   */
  changeSet(): Promise<ChangeSet | null>;
  /**
   * Puts the workspace back as it was recorded at the start (see `restoreWorkspace`): what a later
   * step of the job finds is the checkout, not the session's edits.
   */
  restore(): Promise<WorkspaceRestore>;
  /** Removes the private repository (always call it). */
  dispose(): Promise<void>;
}

/**
 * The tree at the start of the session, recorded in a private git repository outside the workspace
 * (its work tree is the workspace). Nothing is written to the workspace or its own `.git`, and git
 * reads none of the workspace's git configuration, so nothing the agent wrote there (a filter, an
 * fsmonitor hook) runs. In a git checkout the real index seeds ours (only changed files are hashed)
 * and the real object store is borrowed read-only. The `.gitignore` rules of the start apply at the
 * end too: a file the agent hides with a new ignore rule is still compared.
 */
export async function snapshotWorkspace(workspace: string, options: SnapshotOptions): Promise<WorkspaceSnapshot> {
  const scratch = await mkdtemp(join(tmpdir(), 'tollgate-snapshot-'));
  const dispose = () => rm(scratch, { recursive: true, force: true });
  try {
    return await takeSnapshot(workspace, scratch, options, dispose);
  } catch (error) {
    const reason = describeError(error);
    const restore = () => Promise.reject(new Error(`the start of the workspace was not recorded (${reason})`));
    return { compare: async () => ({ compared: false, reason }), changeSet: async () => null, restore, dispose };
  }
}

function runGit(args: readonly string[], cwd: string, env: Record<string, string>, stdoutFile?: number): Promise<GitResult> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    let stderr = '';
    const child = spawn('git', [...HARDENED_GIT_CONFIG, '-c', 'core.quotePath=false', ...args], {
      cwd,
      env,
      stdio: ['ignore', stdoutFile ?? 'pipe', 'pipe'],
      timeout: GIT_TIMEOUT_MS,
    });
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const result = (code: number | null, err: string): GitResult => {
      const bytes = Buffer.concat(chunks);
      return { code, bytes, stdout: bytes.toString('utf8'), stderr: err };
    };
    child.on('error', (error) => done(result(null, String(error))));
    child.on('close', (code, signal) => done(result(signal ? null : code, signal === 'SIGTERM' ? `git took longer than ${GIT_TIMEOUT_MS / 1000} s` : stderr)));
  });
}

function failure(what: string, result: GitResult): Error {
  if (result.code === null && /ENOENT/.test(result.stderr)) return new Error('git is not installed, and Tollgate compares the workspace with it');
  return new Error(`${what} failed: ${result.stderr.trim().split('\n')[0] ?? `exit code ${result.code}`}`);
}

interface RealRepository {
  /** Empty when the workspace is below the repository's root (its index names other paths). */
  readonly index: string;
  readonly objects: string;
  /** The commit checked out, when the workspace is the repository's root: what a landing builds on. */
  readonly head: string | null;
}

/** The real repository the workspace is in, if any: its index, object store and checked-out commit. */
async function realRepository(workspace: string, env: Record<string, string>): Promise<RealRepository | null> {
  const found = await runGit(['rev-parse', '--show-toplevel', '--git-path', 'index', '--git-path', 'objects'], workspace, env);
  if (found.code !== 0) return null;
  const [top, index, objects] = found.stdout.trim().split('\n');
  if (!top || !index || !objects || resolve(top) !== resolve(workspace)) {
    return objects ? { index: '', objects: resolve(workspace, objects), head: null } : null;
  }
  const head = await runGit(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], workspace, env);
  const sha = head.stdout.trim();
  return { index: resolve(workspace, index), objects: resolve(workspace, objects), head: head.code === 0 && /^[0-9a-f]{40}$/.test(sha) ? sha : null };
}

function pathspecs(workspace: string, exclude: readonly string[]): string[] {
  const specs = ['.'];
  for (const dir of exclude) {
    const rel = relativeInside(dir, workspace);
    if (rel) specs.push(`:(exclude,top)${rel.split(sep).join('/')}`);
  }
  return specs;
}

/** What git ignores: folders as one `dir/` entry when `collapsed`, else every file. */
async function ignoredPaths(env: Record<string, string>, workspace: string, specs: readonly string[], collapsed: boolean): Promise<string[]> {
  const listed = await runGit(['ls-files', '-z', '--others', '--ignored', '--exclude-standard', ...(collapsed ? ['--directory'] : []), '--', ...specs], workspace, env);
  if (listed.code !== 0) throw failure('Listing the ignored files', listed);
  return listed.stdout.split('\0').filter(Boolean);
}

async function ignoreRulesChanged(env: Record<string, string>, workspace: string, start: string, end: string): Promise<boolean> {
  const changed = await runGit(['diff', '--name-only', '-z', start, end, '--', ':(glob)**/.gitignore'], workspace, env);
  return changed.code !== 0 || changed.stdout.length > 0;
}

async function takeSnapshot(workspace: string, scratch: string, options: SnapshotOptions, dispose: () => Promise<void>): Promise<WorkspaceSnapshot> {
  const plain = gitEnv(options.env);
  const info = await stat(workspace);
  if (!info.isDirectory()) throw new Error(`${workspace} is not a folder`);
  // Independent: the real repository is looked up while the private one is made.
  const [real, init] = await Promise.all([realRepository(workspace, plain), runGit(['init', '--quiet', '--template=', join(scratch, 'repo')], scratch, { ...plain })]);
  if (init.code !== 0) throw failure('Preparing the comparison', init);
  const gitDir = join(scratch, 'repo', '.git');
  const env: Record<string, string> = {
    ...plain,
    GIT_DIR: gitDir,
    GIT_WORK_TREE: workspace,
    GIT_INDEX_FILE: join(scratch, 'index'),
    ...(real ? { GIT_ALTERNATE_OBJECT_DIRECTORIES: real.objects } : {}),
  };
  if (real?.index) await copyFile(real.index, env.GIT_INDEX_FILE!).catch(() => undefined);
  const specs = pathspecs(workspace, options.exclude ?? []);
  const addAll = async (): Promise<void> => {
    const added = await runGit(['add', '--all', '--ignore-errors', '--', ...specs], workspace, env);
    if (added.code !== 0 && added.code !== 1) throw failure('Recording the workspace', added);
  };
  const treeOfIndex = async (): Promise<string> => {
    const tree = await runGit(['write-tree'], workspace, env);
    if (tree.code !== 0) throw failure('Recording the workspace', tree);
    return tree.stdout.trim();
  };
  const writeTree = async (): Promise<string> => {
    await addAll();
    return treeOfIndex();
  };
  // Both only read the index `add` wrote: the tree and the ignored files are taken at once.
  const recordStart = async (): Promise<[string, string[]]> => {
    await addAll();
    return Promise.all([treeOfIndex(), ignoredPaths(env, workspace, specs, true)]);
  };
  let start: string;
  let ignoredAtStart: string[];
  const since = Date.now();
  try {
    [start, ignoredAtStart] = await recordStart();
  } catch (error) {
    if (!real?.index) throw error;
    // A copied index git cannot use (a split index, another version): start from an empty one.
    await rm(env.GIT_INDEX_FILE!, { force: true });
    [start, ignoredAtStart] = await recordStart();
  }
  const ignoredBefore = (path: string) => ignoredAtStart.some((entry) => entry === path || (entry.endsWith('/') && path.startsWith(entry)));
  let compared: string | null = null;
  /** Reads the change set's objects, started when first asked for and closed with the snapshot. */
  let objects: GitObjectReader | null = null;
  /** The tree the workspace has now, with the files only a changed ignore rule hides. */
  const endTree = async (): Promise<string> => {
    let end = await writeTree();
    // The same tree: no .gitignore changed either.
    if (end !== start && (await ignoreRulesChanged(env, workspace, start, end))) {
      // A file only a changed ignore rule hides is compared anyway.
      const hidden = (await ignoredPaths(env, workspace, specs, false)).filter((path) => !ignoredBefore(path)).slice(0, MAX_FORCED_PATHS);
      if (hidden.length > 0) {
        await runGit(['add', '--force', '--ignore-errors', '--', ...hidden.map((path) => `:(literal)${path}`)], workspace, env);
        end = await writeTree();
      }
    }
    return end;
  };

  return {
    async dispose() {
      objects?.close();
      await dispose();
    },
    async changeSet() {
      if (compared === null) return null;
      objects ??= gitObjectReader(workspace, env);
      return readChangeSet(env, workspace, start, compared, real?.head ?? null, objects);
    },
    async compare(outputDir) {
      compared = null;
      try {
        const end = await endTree();
        const changes = await describeChanges(env, workspace, start, end, outputDir, real ? 'git' : 'snapshot');
        compared = end;
        return changes;
      } catch (error) {
        return { compared: false, reason: describeError(error) };
      }
    },
    async restore() {
      const now = await endTree();
      return restoreWorkspace({
        git: { run: (args, extra) => runGit(args, workspace, { ...env, ...extra }) },
        workspace,
        start,
        now,
        index: join(scratch, 'restore-index'),
        ignored: () => ignoredPaths(env, workspace, specs, true),
        since,
        exclude: options.exclude ?? [],
      });
    },
  };
}

const STATUS: Readonly<Record<string, FileChangeStatus>> = { A: 'added', M: 'modified', D: 'deleted', T: 'modified' };

async function describeChanges(
  env: Record<string, string>,
  workspace: string,
  start: string,
  end: string,
  outputDir: string,
  method: 'git' | 'snapshot',
): Promise<WorkspaceChanges> {
  if (start === end) return { compared: true, method, files: [], diffFile: null };
  const common = ['diff', '--no-renames', '--no-ext-diff', '--no-textconv', '-z', start, end];
  const [names, counts] = await Promise.all([runGit([...common, '--name-status'], workspace, env), runGit([...common, '--numstat'], workspace, env)]);
  if (names.code !== 0) throw failure('Comparing the workspace', names);
  if (counts.code !== 0) throw failure('Comparing the workspace', counts);
  const lines = new Map<string, { added: number | null; removed: number | null }>();
  // --numstat -z: "added\tremoved\tpath\0" per file.
  for (const record of counts.stdout.split('\0').filter(Boolean)) {
    const [added, removed, ...path] = record.split('\t');
    lines.set(path.join('\t'), { added: added === '-' ? null : Number(added), removed: removed === '-' ? null : Number(removed) });
  }
  // --name-status -z: "status\0path\0" per file.
  const fields = names.stdout.split('\0');
  const files: FileChange[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const code = fields[i]!.charAt(0);
    const path = fields[i + 1]!;
    if (!path) continue;
    const count = lines.get(path) ?? { added: null, removed: null };
    files.push({ path, status: STATUS[code] ?? 'modified', ...count });
  }
  const diffPath = join(outputDir, CHANGES_DIFF_FILE);
  const handle = await open(diffPath, 'w');
  try {
    const diff = await runGit(['diff', '--no-renames', '--no-ext-diff', '--no-textconv', '--binary', start, end], workspace, env, handle.fd);
    if (diff.code !== 0) throw failure('Writing the diff', diff);
  } finally {
    await handle.close();
  }
  return { compared: true, method, files, diffFile: CHANGES_DIFF_FILE };
}

const NO_OBJECT = /^0+$/;

/** The change from `start` to `end`, path by path (`git diff-tree --raw`), and a reader of the new blobs. */
/** A file of a tree by listing it (for a path with a line break, which cat-file --batch cannot take). */
async function readBaseByListing(env: Record<string, string>, workspace: string, treeish: string, path: string): Promise<Buffer | null> {
  const listed = await runGit(['ls-tree', '-z', treeish, '--', `:(literal)${path}`], workspace, env);
  if (listed.code !== 0) throw failure(`Reading ${path} at the base`, listed);
  const [, type, object] = listed.stdout.split('\t')[0]?.split(' ') ?? [];
  if (type !== 'blob' || !object) return null;
  const read = await runGit(['cat-file', 'blob', object], workspace, env);
  if (read.code !== 0) throw failure(`Reading ${path} at the base`, read);
  return read.bytes;
}

async function readChangeSet(env: Record<string, string>, workspace: string, start: string, end: string, baseCommit: string | null, objects: GitObjectReader): Promise<ChangeSet> {
  const raw = await runGit(['diff-tree', '-r', '-z', '--no-renames', '--no-abbrev', start, end], workspace, env);
  if (raw.code !== 0) throw failure('Listing the change', raw);
  // -z: ":<old mode> <new mode> <old blob> <new blob> <status>\0<path>\0" per path.
  const fields = raw.stdout.split('\0');
  const paths: ChangedPath[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [oldMode, newMode, oldBlob, newBlob, status] = fields[i]!.replace(/^:/, '').split(' ');
    const path = fields[i + 1]!;
    if (!path || !oldMode || !newMode || !oldBlob || !newBlob || !status) continue;
    const added = NO_OBJECT.test(oldMode);
    const deleted = NO_OBJECT.test(newMode);
    paths.push({
      path,
      status: added ? 'added' : deleted ? 'deleted' : 'modified',
      oldMode: added ? null : oldMode,
      newMode: deleted ? null : newMode,
      oldBlob: added ? null : oldBlob,
      newBlob: deleted ? null : newBlob,
    });
  }
  const readBlob = async (blob: string): Promise<Buffer> => {
    const found = await objects.read(blob);
    if (found?.type !== 'blob') throw new Error(`Reading ${blob} failed: git has no such blob`);
    return found.content;
  };
  return {
    baseCommit,
    paths,
    async blobSize(blob) {
      const found = await objects.check(blob);
      if (found?.type !== 'blob') throw new Error(`Reading ${blob} failed: git has no such blob`);
      return found.size;
    },
    readBlob,
    async readBase(path) {
      // A folder there is no file; a path git cannot take on one line is read the slow way.
      if (/[\n\r]/.test(path)) return readBaseByListing(env, workspace, baseCommit ?? start, path);
      const found = await objects.read(`${baseCommit ?? start}:${path}`);
      return found?.type === 'blob' ? found.content : null;
    },
  };
}
