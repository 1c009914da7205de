/**
 * Real git repositories for tests: commits made from file maps, a pull request's base and head,
 * and a shallow clone of the head (the checkout `fetch-depth: 1` makes, without the base's objects).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A file's content, `{ mode: 0o755 }` to make it executable, `{ symlink }` for a link, null to delete it. */
export type RepoFile = string | { readonly content: string; readonly mode: number } | { readonly symlink: string } | null;

const ENV = {
  GIT_AUTHOR_NAME: 'Tollgate Tests',
  GIT_AUTHOR_EMAIL: 'tests@example.invalid',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
  GIT_COMMITTER_NAME: 'Tollgate Tests',
  GIT_COMMITTER_EMAIL: 'tests@example.invalid',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
  GIT_CONFIG_NOSYSTEM: '1',
};

export function git(dir: string, args: readonly string[]): string {
  return execFileSync('git', ['-c', 'init.defaultBranch=main', '-c', 'protocol.file.allow=always', ...args], {
    cwd: dir,
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: dir, ...ENV },
    encoding: 'utf8',
  }).trim();
}

/** Writes the files into the work tree (null deletes). */
export function writeFiles(dir: string, files: Readonly<Record<string, RepoFile>>): void {
  for (const [path, file] of Object.entries(files)) {
    const full = join(dir, path);
    rmSync(full, { force: true, recursive: true });
    if (file === null) continue;
    mkdirSync(dirname(full), { recursive: true });
    if (typeof file === 'string') writeFileSync(full, file);
    else if ('symlink' in file) symlinkSync(file.symlink, full);
    else {
      writeFileSync(full, file.content);
      chmodSync(full, file.mode);
    }
  }
}

/** A new repository in `dir` (created) with one commit of `files`; returns the commit id. */
export function initRepo(dir: string, files: Readonly<Record<string, RepoFile>>): string {
  mkdirSync(dir, { recursive: true });
  git(dir, ['init', '-q']);
  return commitFiles(dir, files, 'base');
}

/** Writes `files` and commits everything; returns the new commit id. */
export function commitFiles(dir: string, files: Readonly<Record<string, RepoFile>>, message: string): string {
  writeFiles(dir, files);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-q', '--allow-empty', '-m', message]);
  return git(dir, ['rev-parse', 'HEAD']);
}

/** A clone of `source` at its HEAD with history cut to that one commit (what `fetch-depth: 1` gives). */
export function shallowClone(source: string, target: string): void {
  mkdirSync(dirname(target), { recursive: true });
  git(dirname(target), ['clone', '-q', '--depth', '1', `file://${source}`, target]);
}

/** A full clone (the base commit's objects are there, as with `fetch-depth: 0`). */
export function fullClone(source: string, target: string): void {
  mkdirSync(dirname(target), { recursive: true });
  git(dirname(target), ['clone', '-q', `file://${source}`, target]);
}
