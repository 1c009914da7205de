import { lstatSync, readdirSync, rmdirSync, unlinkSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { tmpdir } from 'node:os';

/** bubblewrap's options and how many arguments each takes (bubblewrap 0.11). */
const BWRAP_ARITY: Readonly<Record<string, number>> = {
  '--args': 1, '--argv0': 1, '--level-prefix': 0, '--unshare-all': 0, '--share-net': 0, '--unshare-user': 0, '--unshare-user-try': 0,
  '--unshare-ipc': 0, '--unshare-pid': 0, '--unshare-net': 0, '--unshare-uts': 0, '--unshare-cgroup': 0, '--unshare-cgroup-try': 0,
  '--userns': 1, '--userns2': 1, '--disable-userns': 0, '--assert-userns-disabled': 0, '--pidns': 1, '--uid': 1, '--gid': 1,
  '--hostname': 1, '--chdir': 1, '--clearenv': 0, '--setenv': 2, '--unsetenv': 1, '--lock-file': 1, '--sync-fd': 1, '--perms': 1,
  '--size': 1, '--bind': 2, '--bind-try': 2, '--dev-bind': 2, '--dev-bind-try': 2, '--ro-bind': 2, '--ro-bind-try': 2,
  '--bind-fd': 2, '--ro-bind-fd': 2, '--remount-ro': 1, '--overlay-src': 1, '--overlay': 3, '--tmp-overlay': 1, '--ro-overlay': 1,
  '--exec-label': 1, '--file-label': 1, '--proc': 1, '--dev': 1, '--tmpfs': 1, '--mqueue': 1, '--dir': 1, '--file': 2,
  '--bind-data': 2, '--ro-bind-data': 2, '--symlink': 2, '--seccomp': 1, '--add-seccomp-fd': 1, '--block-fd': 1,
  '--userns-block-fd': 1, '--info-fd': 1, '--json-status-fd': 1, '--new-session': 0, '--die-with-parent': 0, '--as-pid-1': 0,
  '--cap-add': 1, '--cap-drop': 1, '--chmod': 2,
};

/** The words of a command line as the sandbox library renders it: bare words, single-quoted ones, `'"'"'` for a quote. */
function shellWords(line: string): string[] | null {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const char = line[i] ?? '';
    if (char === ' ' || char === '\n' || char === '\t') {
      if (word !== null) words.push(word);
      word = null;
    } else if (char === "'" || char === '"') {
      const close = line.indexOf(char, i + 1);
      const inner = line.slice(i + 1, close);
      if (close < 0 || (char === '"' && /[\\$`]/.test(inner))) return null;
      word = (word ?? '') + inner;
      i = close;
    } else if (/[A-Za-z0-9_./:=@+,-]/.test(char)) {
      word = (word ?? '') + char;
    } else {
      return null;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

/** A bind source the library lays over a protected path that does not exist: /dev/null, or its empty folder. */
function isEmptySource(source: string): boolean {
  return source === '/dev/null' || (dirname(source) === tmpdir() && basename(source).startsWith('claude-empty-'));
}

/**
 * Where bubblewrap makes an empty mount point on the host each time a wrap runs: the targets of the
 * read-only binds from /dev/null or the library's empty folder (the protected paths that did not
 * exist when it was wrapped). Null when the wrap is not a plain bubblewrap command line this
 * understands (then it is not reused: the library cleans up after each call itself).
 */
export function mountPointsOf(argv: readonly string[]): string[] | null {
  const words = argv[1] === '-c' && argv[2] !== undefined ? shellWords(argv[2]) : null;
  if (!words || !words[0]?.endsWith('/bwrap')) return null;
  const found: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const option = words[i] ?? '';
    if (option === '--') return found;
    const arity = BWRAP_ARITY[option];
    if (arity === undefined || i + arity >= words.length) return null;
    const [source = '', target = ''] = [words[i + 1], words[i + 2]];
    // The empty folder is also bound over itself, read-only: that is no mount point on the host.
    if ((option === '--ro-bind' || option === '--ro-bind-try') && isEmptySource(source) && target !== source) found.push(target);
    i += arity;
  }
  return null;
}

/**
 * Removes what bubblewrap left on the host at these mount points, each only while it is still the
 * empty file or empty folder it made (as the library does), deepest first.
 */
export function removeMountPoints(paths: Iterable<string>): void {
  for (const path of [...paths].sort((a, b) => b.length - a.length)) {
    try {
      const stat = lstatSync(path);
      if (stat.isFile() && stat.size === 0) unlinkSync(path);
      else if (stat.isDirectory() && readdirSync(path).length === 0) rmdirSync(path);
    } catch {
      // Gone already, or no longer what bubblewrap made.
    }
  }
}
