/**
 * The repository behind the loopback GitHub: a real bare git repository, so the object ids the
 * fake returns are the ids GitHub would return for the same content, and tests read the result
 * with git (`tree`, `log`) instead of trusting the fake's own bookkeeping.
 *
 *   const repo = createFakeGitRepo();
 *   const base = repo.commit({ 'src/a.ts': 'x\n', 'run.sh': { content: '#!/bin/sh\n', mode: '100755' } });
 *   repo.setBranch('fix', base);
 *   repo.checkout(workspace, base);   // what actions/checkout leaves
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type FileSpec = string | Buffer | { readonly content: string | Buffer; readonly mode?: '100644' | '100755' };

export interface TreeEntry {
  readonly mode: string;
  readonly type: 'blob' | 'commit' | 'tree';
  readonly sha: string;
}

export interface FakeGitRepo {
  /** The bare repository. */
  readonly dir: string;
  git(args: readonly string[], options?: { input?: string | Buffer; env?: Record<string, string> }): Buffer;
  /** Writes a blob; returns its id. */
  writeBlob(content: Buffer): string;
  hasObject(sha: string, type?: 'blob' | 'commit' | 'tree'): boolean;
  /** A commit of `files` (paths → content) on top of `parent`'s tree (`null` for none). `null` content deletes. */
  commit(files: Readonly<Record<string, FileSpec | null>>, options?: { parent?: string | null; message?: string }): string;
  branch(name: string): string | null;
  setBranch(name: string, sha: string): void;
  deleteBranch(name: string): void;
  branches(): string[];
  /** Every file of a commit's (or a tree's) tree: path → mode, type and id. */
  tree(treeish: string): Map<string, TreeEntry>;
  read(commit: string, path: string): Buffer | null;
  parents(commit: string): string[];
  /** The commit's raw message. */
  message(commit: string): string;
  treeOf(commit: string): string;
  isAncestor(ancestor: string, descendant: string): boolean;
  /** A working copy of `commit` in `dir` (which must be empty or absent), detached, with no remote. */
  checkout(dir: string, commit: string): void;
  dispose(): void;
}

const GIT_IDENTITY = {
  GIT_AUTHOR_NAME: 'github-actions[bot]',
  GIT_AUTHOR_EMAIL: '41898282+github-actions[bot]@users.noreply.github.com',
  GIT_COMMITTER_NAME: 'GitHub',
  GIT_COMMITTER_EMAIL: 'noreply@github.com',
  GIT_AUTHOR_DATE: '2024-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2024-01-01T00:00:00Z',
};

export function createFakeGitRepo(): FakeGitRepo {
  const root = mkdtempSync(join(tmpdir(), 'tg-fake-repo-'));
  const dir = join(root, 'repo.git');
  const baseEnv = { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: root, GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C' };
  const run = (args: readonly string[], options: { input?: string | Buffer; env?: Record<string, string>; cwd?: string } = {}): Buffer =>
    execFileSync('git', [...args], {
      cwd: options.cwd ?? root,
      env: { ...baseEnv, GIT_DIR: dir, ...GIT_IDENTITY, ...options.env },
      input: options.input ?? '',
      maxBuffer: 256 * 1024 * 1024,
    });
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', dir], { env: baseEnv });
  const text = (args: readonly string[], options?: { input?: string | Buffer; env?: Record<string, string> }) => run(args, options).toString('utf8').trim();
  let indexes = 0;

  const repo: FakeGitRepo = {
    dir,
    git: (args, options) => run(args, options),
    writeBlob: (content) => text(['hash-object', '-w', '--stdin'], { input: content }),
    hasObject(sha, type) {
      if (!/^[0-9a-f]{40}$/.test(sha)) return false;
      try {
        const actual = text(['cat-file', '-t', sha]);
        return type === undefined || actual === type;
      } catch {
        return false;
      }
    },
    commit(files, options = {}) {
      const index = join(root, `index-${indexes++}`);
      const env = { GIT_INDEX_FILE: index };
      const parent = options.parent ?? null;
      if (parent) run(['read-tree', parent], { env });
      for (const [path, spec] of Object.entries(files)) {
        if (spec === null) {
          run(['update-index', '-z', '--index-info'], { env, input: `0 ${'0'.repeat(40)}\t${path}\0` });
          continue;
        }
        const content = typeof spec === 'string' || Buffer.isBuffer(spec) ? spec : spec.content;
        const mode = typeof spec === 'object' && !Buffer.isBuffer(spec) ? (spec.mode ?? '100644') : '100644';
        const blob = repo.writeBlob(Buffer.from(content));
        run(['update-index', '--add', '--cacheinfo', `${mode},${blob},${path}`], { env });
      }
      const tree = text(['write-tree'], { env });
      rmSync(index, { force: true });
      return text(['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', options.message ?? 'A commit']);
    },
    branch(name) {
      try {
        return text(['rev-parse', '--verify', '--quiet', `refs/heads/${name}^{commit}`]) || null;
      } catch {
        return null;
      }
    },
    setBranch: (name, sha) => void run(['update-ref', `refs/heads/${name}`, sha]),
    deleteBranch: (name) => void run(['update-ref', '-d', `refs/heads/${name}`]),
    branches: () =>
      text(['for-each-ref', '--format=%(refname:short)', 'refs/heads/'])
        .split('\n')
        .filter(Boolean),
    tree(commit) {
      const entries = new Map<string, TreeEntry>();
      const listing = run(['ls-tree', '-r', '-z', commit]).toString('utf8');
      for (const record of listing.split('\0').filter(Boolean)) {
        const [meta, path] = record.split('\t');
        const [mode, type, sha] = (meta ?? '').split(' ');
        if (path && mode && sha) entries.set(path, { mode, type: type as TreeEntry['type'], sha });
      }
      return entries;
    },
    read(commit, path) {
      const entry = repo.tree(commit).get(path);
      return entry ? run(['cat-file', 'blob', entry.sha]) : null;
    },
    parents: (commit) => text(['rev-list', '--parents', '-n', '1', commit]).split(' ').slice(1),
    message: (commit) => run(['log', '-1', '--format=%B', commit]).toString('utf8').replace(/\n+$/, ''),
    treeOf: (commit) => text(['rev-parse', `${commit}^{tree}`]),
    isAncestor(ancestor, descendant) {
      try {
        run(['merge-base', '--is-ancestor', ancestor, descendant]);
        return true;
      } catch {
        return false;
      }
    },
    checkout(target, commit) {
      const plain = { ...baseEnv, ...GIT_IDENTITY };
      execFileSync('git', ['clone', '--quiet', '--no-checkout', dir, target], { env: plain });
      execFileSync('git', ['-C', target, 'checkout', '--quiet', '--detach', commit], { env: plain });
      execFileSync('git', ['-C', target, 'remote', 'remove', 'origin'], { env: plain });
    },
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
  return repo;
}
