/**
 * Reading the sandbox library's wrap, `[shell, '-c', '<bwrap> <options> -- <shell> -c <line>']`: the
 * options bubblewrap gets, and the same command without the shells that only split a line again.
 */
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

/**
 * The words of a command line as the sandbox library renders it: bare words, single-quoted ones,
 * `'"'"'` for a quote. Null for anything else a shell would read differently (an operator, an
 * expansion, a second command on a new line).
 */
function shellWords(line: string): string[] | null {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const char = line[i] ?? '';
    if (char === ' ' || char === '\t') {
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

/** One bubblewrap option and its values, in order. */
export interface BwrapOption {
  readonly option: string;
  readonly values: readonly string[];
}

interface BwrapLine {
  readonly words: readonly string[];
  readonly options: readonly BwrapOption[];
  readonly command: readonly string[];
}

/** The bubblewrap command line of a wrap, when it is a plain one this reads: its options, and the command after `--`. */
export function bwrapLine(argv: readonly string[]): BwrapLine | null {
  const words = argv.length === 3 && argv[1] === '-c' && argv[2] !== undefined ? shellWords(argv[2]) : null;
  return words ? parseWords(words) : null;
}

/** `words` read as bubblewrap and its options up to `--`, then the command. */
function parseWords(words: readonly string[]): BwrapLine | null {
  if (!words[0]?.endsWith('/bwrap')) return null;
  const options: BwrapOption[] = [];
  for (let i = 1; i < words.length; i++) {
    const option = words[i] ?? '';
    if (option === '--') return { words, options, command: words.slice(i + 1) };
    const arity = BWRAP_ARITY[option];
    if (arity === undefined || i + arity >= words.length) return null;
    options.push({ option, values: words.slice(i + 1, i + 1 + arity) });
    i += arity;
  }
  return null;
}

/**
 * The wrap as an argv that starts bubblewrap itself: without the shell that only splits the
 * library's line into bubblewrap's arguments, and, inside, without the shell whose line is just
 * `<shell> -c <script>`. The same programs run with the same arguments, two shells fewer (a few ms a
 * call). Null when the wrap is not a plain line this reads: then it runs as the library made it.
 */
export function directArgv(argv: readonly string[]): string[] | null {
  const line = bwrapLine(argv);
  const [shell, flag, inner, ...more] = line?.command ?? [];
  if (!line || !shell || flag !== '-c' || inner === undefined || more.length > 0) return null;
  const head = line.words.slice(0, line.words.length - line.command.length);
  const nested = shellWords(inner);
  if (nested?.length === 3 && nested[0] === shell && nested[1] === '-c') return [...head, ...nested];
  return [...head, shell, flag, inner];
}

/** An argv from `directArgv` with `change` applied to each of bubblewrap's options; null when it is not one. */
export function withBwrapOptions(argv: readonly string[], change: (option: BwrapOption) => BwrapOption): string[] | null {
  const line = parseWords(argv);
  if (!line) return null;
  const options = line.options.flatMap((option) => {
    const changed = change(option);
    return [changed.option, ...changed.values];
  });
  return [line.words[0] ?? '', ...options, '--', ...line.command];
}
