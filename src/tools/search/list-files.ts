import { lstat, readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { isInsideDirectory, relativeInside } from '../../core/paths.js';
import { runGit, type GitRunner } from '../../core/run-git.js';
import { splitNul } from './run-git.js';
import { planSearch, type SearchEngine } from './search-plan.js';

export type { SearchEngine } from './search-plan.js';

export interface ListFilesOptions {
  /** How git runs: through the session's command runner, hardened. */
  readonly git: GitRunner;
  /** Force an engine (tests compare the two); by default git inside a work tree, else the walk. */
  readonly engine?: SearchEngine;
  /** The highest directory whose .gitignore applies when walking outside git (the workspace root). */
  readonly ignoreRoot?: string;
}

export interface FileList {
  /** Paths relative to the listed directory, with `/` separators; not ignored, `.git` excluded. */
  readonly files: readonly string[];
  readonly engine: SearchEngine;
}

const toPosix = (path: string) => path.split(sep).join('/');

/**
 * Lists the files under `root` that git would not ignore. `git ls-files` starts beside the plan's
 * own git call (inside a work tree the plan picks it); when the plan picks the walk, its answer is
 * not used.
 */
export async function listFiles(root: string, options: ListFilesOptions): Promise<FileList> {
  const early = options.engine === 'node' ? null : runGit(options.git, ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root);
  const plan = await planSearch(root, options.git, options.ignoreRoot ?? root, options.engine);
  if (plan.engine === 'git' && early) {
    const run = await early;
    if (run.code === 0) return { files: [...new Set(splitNul(run.stdout))], engine: 'git' };
    if (options.engine === 'git') throw new Error(`git ls-files failed: ${run.stderr.trim()}`);
  }
  // Its process ends before the call does (runGit never rejects).
  const [files] = await Promise.all([walkFiles(root, plan.ignoreTop, { skipNestedRepositories: plan.skipNestedRepositories }), early]);
  return { files, engine: 'node' };
}

interface IgnoreLevel {
  readonly base: string;
  readonly rules: Ignore;
}

async function loadIgnore(dir: string): Promise<IgnoreLevel | null> {
  try {
    const text = await readFile(join(dir, '.gitignore'), 'utf8');
    return { base: dir, rules: ignore().add(text) };
  } catch {
    return null;
  }
}

/** Git's rule: the deepest .gitignore with an opinion decides. */
function isIgnored(levels: readonly IgnoreLevel[], path: string, isDir: boolean): boolean {
  let ignored = false;
  for (const level of levels) {
    const inside = relativeInside(path, level.base);
    if (!inside) continue;
    const rel = toPosix(inside);
    const verdict = level.rules.test(isDir ? `${rel}/` : rel);
    if (verdict.ignored) ignored = true;
    else if (verdict.unignored) ignored = false;
  }
  return ignored;
}

export interface WalkOptions {
  /** Inside a git work tree, git lists neither nested repositories nor submodules' files: skip them too. */
  readonly skipNestedRepositories?: boolean;
}

async function holdsGitDir(dir: string): Promise<boolean> {
  return lstat(join(dir, '.git')).then(
    () => true,
    () => false,
  );
}

/** Walks `root` honouring every .gitignore from `ignoreRoot` down; skips `.git` and symlinked directories. */
export async function walkFiles(root: string, ignoreRoot: string, options: WalkOptions = {}): Promise<string[]> {
  const ancestors: string[] = [];
  for (let dir = dirname(root); isInsideDirectory(dir, ignoreRoot) && dir !== root; dir = dirname(dir)) {
    ancestors.unshift(dir);
    if (dir === ignoreRoot || dirname(dir) === dir) break;
  }
  const inherited = (await Promise.all(ancestors.map(loadIgnore))).filter((level): level is IgnoreLevel => level !== null);
  const files: string[] = [];
  const visit = async (dir: string, levels: readonly IgnoreLevel[]): Promise<void> => {
    const own = await loadIgnore(dir);
    const here = own ? [...levels, own] : levels;
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    const subdirs: string[] = [];
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.name === '.git') continue;
      if (entry.isDirectory()) {
        if (isIgnored(here, path, true)) continue;
        if (options.skipNestedRepositories && (await holdsGitDir(path))) continue;
        subdirs.push(path);
      } else if ((entry.isFile() || entry.isSymbolicLink()) && !isIgnored(here, path, false)) {
        files.push(toPosix(relative(root, path)));
      }
    }
    for (const sub of subdirs) await visit(sub, here);
  };
  await visit(root, inherited);
  return files;
}
