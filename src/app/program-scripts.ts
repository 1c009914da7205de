import { basename } from 'node:path';

/**
 * What a word of a command's argv does when it runs, for the words that run something: the
 * program itself when it is a path, an interpreter's script, `source`'s file, a shell's `-c` code.
 */
export type ScriptUse =
  /** A file the command runs. */
  | { readonly kind: 'file'; readonly index: number }
  /** Shell code (`bash -c CODE`): the files it runs in turn count too. */
  | { readonly kind: 'shell'; readonly index: number }
  /**
   * A word in a place that runs something, only known when the command runs (`$(...)`, a glob); or,
   * with `loads`, an option whose value is a file or module the interpreter loads besides its script
   * (`node -r ./x.js`, `python -m pkg`), which is not followed: `index` is the option, `loads` its last word.
   */
  | { readonly kind: 'unknown'; readonly index: number; readonly loads?: number };

/** Why a command whose interpreter loads a file or module through an option (`shown`: that option and its value) is refused. */
export function loadRefusal(shown: string): string {
  return `\`${shown}\` loads a file or module that Tollgate does not copy from the trusted commit (it copies only the script an interpreter runs), so the pull request's version could run; run the script by its path and load what it needs from inside it (\`node ci/check.js\`, \`python3 ci/gate.py\`)`;
}

/** How an interpreter's options are read, up to its script. */
interface Interpreter {
  /** Single-letter options that take the next word as their value (when nothing follows in the cluster). */
  readonly shortValue: string;
  readonly longValue: readonly string[];
  /** Options whose value is code to run instead of a file (`node -e`, `python -c`); for a shell, `-c` makes the first argument code. */
  readonly inlineShort: string;
  readonly inlineLong: readonly string[];
  /**
   * Options whose value is a file or module the interpreter loads or runs besides (or instead of)
   * its script (`node -r`, `python -m`, `bun --preload`): not followed, so the command is refused.
   */
  readonly loadShort: string;
  readonly loadLong: readonly string[];
  /** An option whose value is the script (`php -f FILE`). */
  readonly scriptShort?: string;
  /** Inline code is shell code (followed for the files it runs), and `+o`/`-o` take a value. */
  readonly shell?: boolean;
  /** A subcommand word before the script (`deno run`, `bun run`). */
  readonly subcommand?: string;
  /** A bare word is a package script's name, not a file, unless it looks like a path (`bun run lint`). */
  readonly bareWordIsName?: boolean;
}

const SHELL: Interpreter = { shortValue: 'oO', longValue: ['rcfile', 'init-file'], inlineShort: 'c', inlineLong: [], loadShort: '', loadLong: ['rcfile', 'init-file'], shell: true };
const NODE: Interpreter = {
  shortValue: 'rC',
  longValue: ['require', 'import', 'loader', 'experimental-loader', 'conditions', 'input-type', 'title', 'env-file', 'env-file-if-exists', 'stack-size', 'max-old-space-size', 'inspect-port', 'test-reporter', 'test-reporter-destination', 'test-name-pattern', 'watch-path', 'redirect-warnings', 'diagnostic-dir', 'report-dir', 'openssl-config', 'icu-data-dir'],
  inlineShort: 'ep',
  inlineLong: ['eval', 'print'],
  loadShort: 'r',
  loadLong: ['require', 'import', 'loader', 'experimental-loader', 'test-reporter'],
};
const PYTHON: Interpreter = { shortValue: 'WXQ', longValue: ['check-hash-based-pycs'], inlineShort: 'c', inlineLong: [], loadShort: 'm', loadLong: [] };
const RUBY: Interpreter = { shortValue: 'rICEFKT', longValue: ['encoding', 'external-encoding', 'internal-encoding', 'enable', 'disable', 'dump'], inlineShort: 'e', inlineLong: [], loadShort: 'r', loadLong: [] };
const PERL: Interpreter = { shortValue: 'IMmCdDFil0V', longValue: [], inlineShort: 'eE', inlineLong: [], loadShort: 'Mm', loadLong: [] };
// -c (an ini file), -d (an ini setting such as auto_prepend_file) and -z (a Zend extension) can all load code.
const PHP: Interpreter = { shortValue: 'cdz', longValue: [], inlineShort: 'rBRE', inlineLong: [], loadShort: 'cdz', loadLong: [], scriptShort: 'f' };
const TS_RUNNER: Interpreter = { shortValue: 'r', longValue: ['require', 'import', 'loader', 'tsconfig', 'project'], inlineShort: 'ep', inlineLong: ['eval', 'print'], loadShort: 'r', loadLong: ['require', 'import', 'loader', 'tsconfig', 'project'] };
const DENO: Interpreter = { shortValue: '', longValue: ['config', 'import-map', 'preload', 'lock', 'cert', 'location', 'seed', 'v8-flags', 'env-file'], inlineShort: '', inlineLong: [], loadShort: '', loadLong: ['config', 'import-map', 'preload'], subcommand: 'run', bareWordIsName: true };
const BUN: Interpreter = { shortValue: 'r', longValue: ['preload', 'cwd', 'env-file', 'config', 'tsconfig-override'], inlineShort: 'e', inlineLong: ['eval'], loadShort: 'r', loadLong: ['preload', 'config'], subcommand: 'run', bareWordIsName: true };

const INTERPRETERS: Readonly<Record<string, Interpreter>> = {
  bash: SHELL, sh: SHELL, dash: SHELL, zsh: SHELL, ksh: SHELL, mksh: SHELL, ash: SHELL,
  node: NODE, nodejs: NODE, python: PYTHON, ruby: RUBY, perl: PERL, php: PHP,
  tsx: TS_RUNNER, 'ts-node': TS_RUNNER, deno: DENO, bun: BUN,
};

/** Programs that run the command after their own options: `env A=1 ./x`, `timeout 10 ./x`. */
interface Wrapper {
  readonly shortValue: string;
  readonly longValue: readonly string[];
  /** Arguments of its own after the options (timeout's duration). */
  readonly positionals?: number;
  /** `NAME=value` words before the command (env). */
  readonly assignments?: boolean;
  /** Options whose value is a command line of its own (`env -S`): what runs is not known here. */
  readonly opaque?: readonly string[];
}

const WRAPPERS: Readonly<Record<string, Wrapper>> = {
  env: { shortValue: 'uC', longValue: ['unset', 'chdir'], assignments: true, opaque: ['S', 'split-string'] },
  exec: { shortValue: 'a', longValue: [] },
  nohup: { shortValue: '', longValue: [] },
  setsid: { shortValue: '', longValue: [] },
  time: { shortValue: 'fo', longValue: ['format', 'output'] },
  timeout: { shortValue: 'sk', longValue: ['signal', 'kill-after'], positionals: 1 },
  nice: { shortValue: 'n', longValue: ['adjustment'] },
  stdbuf: { shortValue: 'ioe', longValue: ['input', 'output', 'error'] },
};

const MAX_WRAPPERS = 10;

/** `python3.12` → `python`, `/usr/bin/node` → `node`. */
function programName(word: string): string {
  return basename(word).replace(/(?<=[a-z])[\d.]+$/, '');
}

interface Options {
  readonly shortValue: string;
  readonly longValue: readonly string[];
}

/** How many words an option word takes (itself and its value); null when the word is no option. */
function optionWidth(word: string, spec: Options): number | null {
  if (word === '-' || word === '--' || !/^[-+]/.test(word)) return null;
  if (word.startsWith('--')) {
    const name = word.slice(2);
    return !name.includes('=') && spec.longValue.includes(name) ? 2 : 1;
  }
  // A cluster of single letters: the first that takes a value takes the rest of the cluster, or the next word.
  const letters = word.slice(1);
  for (let i = 0; i < letters.length; i++) {
    if (spec.shortValue.includes(letters[i]!)) return i === letters.length - 1 ? 2 : 1;
  }
  return 1;
}

/** The index of the program a chain of wrappers runs, or an `unknown` use when it cannot be told. */
function unwrap(words: readonly (string | null)[], start: number): number | ScriptUse {
  let i = start;
  for (let depth = 0; depth <= MAX_WRAPPERS; depth++) {
    const word = words[i];
    if (word === undefined) return -1;
    if (word === null) return { kind: 'unknown', index: i };
    // A relative path is a file of the repository, whatever its name (`./ci/timeout`).
    const wrapper = word.includes('/') && !word.startsWith('/') ? undefined : WRAPPERS[programName(word)];
    if (!wrapper) return i;
    i += 1;
    let positionals = wrapper.positionals ?? 0;
    for (;;) {
      const next = words[i];
      if (next === undefined) return -1;
      if (next === null) return { kind: 'unknown', index: i };
      if (next === '--') {
        i += 1;
        break;
      }
      const opaque = wrapper.opaque ?? [];
      if (opaque.some((name) => next === `-${name}` || next === `--${name}` || next.startsWith(`--${name}=`) || (name.length === 1 && next.startsWith(`-${name}`)))) {
        return { kind: 'unknown', index: i };
      }
      const width = optionWidth(next, wrapper);
      if (width !== null && !next.startsWith('+')) {
        i += width;
        continue;
      }
      if (wrapper.assignments && /^[A-Za-z_][A-Za-z0-9_]*=/.test(next)) {
        i += 1;
        continue;
      }
      if (positionals > 0) {
        positionals -= 1;
        i += 1;
        continue;
      }
      break;
    }
  }
  return { kind: 'unknown', index: i };
}

const looksLikePath = (word: string) => word.includes('/') || /\.[A-Za-z0-9]+$/.test(word);

/** The script an interpreter runs (from `words[start]`, its first argument), if it runs a file. */
function interpreterScript(words: readonly (string | null)[], start: number, spec: Interpreter, loadsFromOutside: (value: string) => boolean): ScriptUse | null {
  let i = start;
  let inline = false;
  if (spec.subcommand !== undefined && words[i] === spec.subcommand) i += 1;
  for (;;) {
    const word = words[i];
    if (word === undefined) break;
    if (word === null) return { kind: 'unknown', index: i };
    if (word === '--') {
      i += 1;
      break;
    }
    if (word === '-') break;
    const long = word.startsWith('--') ? word.slice(2).split('=')[0]! : null;
    if (long !== null) {
      if (spec.inlineLong.includes(long)) return null;
      if (spec.loadLong.includes(long)) {
        const value = word.includes('=') ? word.slice(word.indexOf('=') + 1) : words[i + 1];
        if (!(typeof value === 'string' && loadsFromOutside(value))) return { kind: 'unknown', index: i, loads: Math.min(i + (optionWidth(word, spec) ?? 1), words.length) - 1 };
      }
    } else if (/^[-+]/.test(word) && word.length > 1) {
      const letters = word.slice(1);
      // The first letter that takes a value ends the cluster's options: the rest is its value.
      const valueAt = [...letters].findIndex((letter) => spec.shortValue.includes(letter) || spec.loadShort.includes(letter));
      if (valueAt >= 0 && spec.loadShort.includes(letters[valueAt]!)) {
        const value = valueAt === letters.length - 1 ? words[i + 1] : letters.slice(valueAt + 1);
        if (!(typeof value === 'string' && loadsFromOutside(value))) return { kind: 'unknown', index: i, loads: valueAt === letters.length - 1 && i + 1 < words.length ? i + 1 : i };
      }
      if (spec.scriptShort && letters.startsWith(spec.scriptShort)) {
        const attached = letters.length > 1;
        const index = attached ? i : i + 1;
        if (attached) return { kind: 'unknown', index };
        return words[index] === null ? { kind: 'unknown', index } : words[index] === undefined ? null : { kind: 'file', index };
      }
      if ([...letters].some((letter) => spec.inlineShort.includes(letter))) {
        // A shell's -c makes its first argument code; elsewhere the option's own value is the code.
        if (!spec.shell) return null;
        inline = true;
      }
    } else {
      break;
    }
    i += optionWidth(word, spec) ?? 1;
  }
  const script = words[i];
  // A shell given no script and no code reads its commands from its input (a heredoc, a pipe): not seen here.
  if (spec.shell && (script === undefined || script === '-') && !inline) return { kind: 'unknown', index: start - 1 };
  if (script === undefined) return null;
  if (script === null) return { kind: 'unknown', index: i };
  if (inline) return { kind: 'shell', index: i };
  if (script === '-' || (spec.bareWordIsName && !looksLikePath(script))) return null;
  return { kind: 'file', index: i };
}

/**
 * The words of one simple command (null where only known when it runs) that run something: the
 * program when it names a file by path (`./ci/guard.sh`, `/abs/tool`), the script of an interpreter
 * (`bash ci/guard.sh`, `node scripts/check.js`, `python3 -u x.py`), the file `source`/`.` reads,
 * and a shell's `-c` code; wrappers (`env`, `timeout`, `nice`, `exec`...) are looked through.
 * An option that loads a file or module besides the script is a refusal (`loads`) unless
 * `loadsFromOutside` says its value cannot be a file of the repository (an absolute path elsewhere).
 */
export function scriptUses(words: readonly (string | null)[], loadsFromOutside: (value: string) => boolean = () => false): ScriptUse[] {
  const program = unwrap(words, 0);
  if (typeof program !== 'number') return [program];
  const name = words[program];
  if (program < 0 || name === undefined || name === null) return [];
  const uses: ScriptUse[] = [];
  if (name.includes('/')) uses.push({ kind: 'file', index: program });
  if (name === 'source' || name === '.') {
    const file = words[program + 1];
    if (file === null) uses.push({ kind: 'unknown', index: program + 1 });
    else if (file !== undefined) uses.push({ kind: 'file', index: program + 1 });
    return uses;
  }
  const interpreter = INTERPRETERS[programName(name)];
  if (interpreter) {
    const script = interpreterScript(words, program + 1, interpreter, loadsFromOutside);
    if (script) uses.push(script);
  }
  return uses;
}
