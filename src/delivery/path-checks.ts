import { posix } from 'node:path';
import type { ChangeVerdict } from '../permissions/index.js';
import { SUBMODULE, SYMLINK, EXECUTABLE_FILE, REGULAR_FILE, type LandingFile } from './landing-file.js';

/** What a path check found: why, and what would accept it (null: nothing does). */
export interface PathProblem {
  readonly rule: PathRule;
  readonly why: string;
  readonly accept: string | null;
}

export type PathRule = 'path' | 'file-mode' | 'protected-path' | 'denied-path';

/** Why a path cannot name a file of the repository, or null: relative, no `..`, nothing in `.git`. */
function repositoryPath(file: LandingFile): PathProblem | null {
  const { path } = file;
  const problem = (why: string): PathProblem => ({ rule: 'path', why, accept: null });
  if (path === '' || path.includes('\0') || path.includes('\\')) return problem('not a file path');
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return problem('an absolute path, outside the workspace');
  const segments = path.split('/');
  if (segments.some((s) => s === '..')) return problem('it leaves the workspace (`..`)');
  if (segments.some((s) => s === '' || s === '.') || posix.normalize(path) !== path) return problem('not a normalised path');
  if (segments.some((s) => s.toLowerCase() === '.git')) return problem("inside a .git folder (git's internals)");
  return null;
}

function fileMode(file: LandingFile): PathProblem | null {
  const problem = (why: string): PathProblem => ({ rule: 'file-mode', why, accept: null });
  const modes = [file.oldMode, file.newMode];
  if (modes.includes(SYMLINK)) return problem('a symbolic link: Tollgate never lands symlinks (a link can point outside the repository)');
  if (modes.includes(SUBMODULE)) return problem('a submodule: Tollgate never lands submodule changes');
  if (file.newMode !== null && file.newMode !== REGULAR_FILE && file.newMode !== EXECUTABLE_FILE) return problem(`mode ${file.newMode}, which is not a regular file`);
  return null;
}

export interface PathCheckSettings {
  /** The gate's judgement of a write to an absolute path (protected paths, deny rules). */
  readonly checkWrite: (absolutePath: string) => ChangeVerdict;
  /** The repository root paths are judged under (the workspace). */
  readonly root: string;
}

function gateVerdict(file: LandingFile, settings: PathCheckSettings): PathProblem | null {
  const verdict = settings.checkWrite(posix.join(settings.root, file.path));
  if (verdict.allowed) return null;
  if (verdict.by === 'deny_rule') return { rule: 'denied-path', why: verdict.reason, accept: null };
  return { rule: 'protected-path', why: verdict.reason, accept: verdict.liftingRule ? `an allow rule naming it lifts this: \`${verdict.liftingRule}\`` : null };
}

/** The checks of each changed path, in order; the first that finds something speaks for the path. */
const PATH_CHECKS: readonly ((file: LandingFile, settings: PathCheckSettings) => PathProblem | null)[] = [repositoryPath, fileMode, gateVerdict];

export function pathProblem(file: LandingFile, settings: PathCheckSettings): PathProblem | null {
  for (const check of PATH_CHECKS) {
    const problem = check(file, settings);
    if (problem) return problem;
  }
  return null;
}
