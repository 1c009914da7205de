import { flag, HELP, optionalValue, parseArgs, pathOption, value, type OptionTable, type ParsedArgs } from './option-parser.js';
import { listedPaths } from './path-listers.js';
import { optionPathUses } from './simple-tool.js';
import { flags, longFlags, values } from './table-helpers.js';
import { analysis, read, RUNTIME_ARG, write, type Arg, type Nested, type NestedMode, type PathUse, type ToolAnalyser } from './tool-spec.js';

interface WrapperSpec {
  readonly table: OptionTable;
  /** Words between the options and the command (timeout's duration, chrt's priority, chroot's root). */
  readonly before?: number;
  readonly mode: NestedMode;
  /** Only an exact rule allows the wrapper itself (it changes who runs the command). */
  readonly exactOnly?: boolean;
  /** What the words before the command are to the policy. */
  readonly beforeUses?: (words: readonly Arg[]) => PathUse[];
  /** Options after which it runs no command (`ionice -p PID`, `command -v`). */
  readonly noCommandWith?: readonly string[];
  /** The directory it runs the command in (`env -C`, `sudo -D`). */
  readonly chdirTag?: string;
  /** `VAR=value` words before the command set its environment (sudo). */
  readonly assignments?: boolean;
}

/**
 * A program that runs the command after its own options: the command is judged as if run
 * alone (or, for `sudo` and the like, both must be allowed), and an option this table does
 * not know makes the command unknowable.
 */
function wrapper(spec: WrapperSpec): ToolAnalyser {
  return (args, name) => {
    const parsed = parseArgs(args, { ...spec.table, stopAtPositional: true });
    const paths = optionPathUses(parsed);
    if (spec.noCommandWith?.some((option) => parsed.options.some((o) => o.name === option))) return analysis({ paths, readOnly: false });
    if (parsed.unknown.length > 0 || parsed.dynamicOption) {
      return analysis({ paths, readOnly: false, exactOnly: true, nested: [{ kind: 'opaque', why: `${name} ${parsed.unknown[0] ?? 'with an argument known only at run time'}: what it runs cannot be told` }] });
    }
    const before = spec.before ?? 0;
    const words = parsed.positionals.slice(0, before);
    let command = parsed.positionals.slice(before);
    const assignments: { name: string; value: string | null }[] = [];
    while (spec.assignments && command[0]?.text && /^[A-Za-z_][A-Za-z0-9_]*=/.test(command[0].text)) {
      const text = command[0].text;
      assignments.push({ name: text.slice(0, text.indexOf('=')), value: text.slice(text.indexOf('=') + 1) });
      command = command.slice(1);
    }
    const chdir = spec.chdirTag ? (parsed.options.find((option) => option.spec.tag === spec.chdirTag)?.value ?? null) : null;
    const nested: Nested[] = command.length > 0 ? [{ kind: 'argv', mode: spec.mode, args: command, why: name, ...(chdir ? { chdir } : {}), ...(assignments.length > 0 ? { assignments } : {}) }] : [];
    return analysis({ paths: [...paths, ...(spec.beforeUses?.(words) ?? [])], nested, readOnly: false, ...(spec.exactOnly ? { exactOnly: true } : {}) });
  };
}

const inner = (table: OptionTable, extra: Partial<WrapperSpec> = {}): ToolAnalyser => wrapper({ table, mode: 'inner', ...extra });
const privileged = (table: OptionTable, extra: Partial<WrapperSpec> = {}): ToolAnalyser => wrapper({ table, mode: 'both', exactOnly: true, ...extra });

const TIMEOUT: OptionTable = { short: { ...values('s', 'k'), ...flags('vfp') }, long: { ...values('signal', 'kill-after'), ...longFlags('foreground', 'preserve-status', 'verbose'), ...HELP } };
const NICE: OptionTable = { short: { n: value() }, long: { adjustment: value(), ...HELP }, numericShort: 'n' };
const STDBUF: OptionTable = { short: values('i', 'o', 'e'), long: { ...values('input', 'output', 'error'), ...HELP } };
const TIME: OptionTable = { short: { ...flags('apvq'), o: pathOption('write'), f: value() }, long: { output: pathOption('write'), format: value(), ...longFlags('append', 'portability', 'verbose', 'quiet'), ...HELP } };
const COMMAND: OptionTable = { short: { p: flag(), v: flag(), V: flag() } };
const EXEC: OptionTable = { short: { c: flag(), l: flag(), a: value() } };
const IONICE: OptionTable = { short: { ...values('c', 'n', 'p', 'P', 'u'), t: flag() }, long: { ...values('class', 'classdata', 'pid', 'pgid', 'uid'), ignore: flag(), ...HELP } };
const CHRT: OptionTable = { short: { ...flags('abdfiormRve'), ...values('T', 'P', 'D'), p: flag() }, long: { ...longFlags('all-tasks', 'batch', 'deadline', 'fifo', 'idle', 'other', 'rr', 'reset-on-fork', 'max', 'verbose', 'ext'), ...values('sched-runtime', 'sched-period', 'sched-deadline'), pid: flag(), ...HELP } };
const TASKSET: OptionTable = { short: { a: flag(), c: flag(), p: flag() }, long: { 'all-tasks': flag(), 'cpu-list': flag(), pid: flag(), ...HELP } };
const SETSID: OptionTable = { short: flags('cfw'), long: { ...longFlags('ctty', 'fork', 'wait'), ...HELP } };
const SUDO: OptionTable = {
  short: { ...flags('AbEHKklnPSsVvBN'), ...values('u', 'g', 'U', 'C', 'h', 'p', 'r', 't', 'T', 'a'), D: value(true, 'chdir'), e: flag('edit'), i: flag('login') },
  long: {
    ...values('user', 'group', 'other-user', 'close-from', 'host', 'prompt', 'role', 'type', 'command-timeout', 'auth-type'), chdir: value(true, 'chdir'),
    ...longFlags('askpass', 'background', 'bell', 'reset-timestamp', 'remove-timestamp', 'non-interactive', 'preserve-groups', 'stdin', 'shell', 'validate', 'list', 'set-home'),
    'preserve-env': optionalValue(), login: flag('login'), edit: flag('edit'), ...HELP,
  },
};
const DOAS: OptionTable = { short: { ...flags('nLs'), u: value(), C: pathOption('read') } };
const PKEXEC: OptionTable = { long: { user: value(), 'disable-internal-agent': flag(), 'keep-cwd': flag(), ...HELP } };
const CHROOT: OptionTable = { long: { ...values('userspec', 'groups'), 'skip-chdir': flag(), ...HELP } };
const STRACE: OptionTable = {
  short: { ...flags('cCdDfFhiqrtTvVwxXyYzZkn'), ...values('a', 'b', 'e', 'E', 'I', 'O', 'p', 'P', 's', 'S', 'u', 'U'), o: pathOption('write') },
  long: { output: pathOption('write'), ...values('trace', 'signal', 'status', 'env', 'attach', 'string-limit', 'summary-sort-by', 'user', 'decode-fds', 'inject', 'fault'), ...longFlags('follow-forks', 'output-separately', 'summary', 'summary-only'), ...HELP },
};
const COPROC: OptionTable = {};

/** `env [-i] [-u NAME] [-C DIR] [-S STRING] [NAME=VALUE]... [COMMAND [ARG]...]`: its assignments are the command's environment. */
const ENV: OptionTable = {
  short: { ...flags('i0v'), u: value(), C: value(true, 'chdir'), S: value(true, 'split'), P: value() },
  long: { ...longFlags('ignore-environment', 'null', 'debug', 'list-signal-handling'), unset: value(), chdir: value(true, 'chdir'), 'split-string': value(true, 'split'), 'block-signal': optionalValue(), 'default-signal': optionalValue(), 'ignore-signal': optionalValue(), ...HELP },
};

/** `env -S 'a b c'`: the string split into words as env does (quotes and backslashes honoured). */
function splitString(text: string, word: Arg['word']): Arg[] | null {
  const words: string[] = [];
  let current = '';
  let inWord = false;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (quote) {
      if (ch === quote) quote = null;
      else if (ch === '\\' && quote === '"') current += text[++i] ?? '';
      else current += ch;
      continue;
    }
    if (ch === "'" || ch === '"') {
      quote = ch;
      inWord = true;
    } else if (ch === '\\') {
      current += text[++i] ?? '';
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(current);
      current = '';
      inWord = false;
    } else if (ch === '$') return null;
    else {
      current += ch;
      inWord = true;
    }
  }
  if (quote) return null;
  if (inWord) words.push(current);
  return words.map((text) => ({ text, word }));
}

const env: ToolAnalyser = (args, name) => {
  const parsed: ParsedArgs = parseArgs(args, { ...ENV, stopAtPositional: true });
  if (parsed.unknown.length > 0 || parsed.dynamicOption) return analysis({ readOnly: false, exactOnly: true, nested: [{ kind: 'opaque', why: `${name} ${parsed.unknown[0] ?? 'with an argument known only at run time'}` }] });
  let rest: Arg[] = [...parsed.positionals];
  for (const option of parsed.options.filter((o) => o.spec.tag === 'split')) {
    const split = option.value?.text === null || !option.value ? null : splitString(option.value.text, option.value.word);
    if (split === null) return analysis({ readOnly: false, exactOnly: true, nested: [{ kind: 'opaque', why: 'env -S with a string only known at run time' }] });
    rest = [...split, ...rest];
  }
  const assignments: { name: string; value: string | null }[] = [];
  while (rest[0] && rest[0].text !== null && /^[A-Za-z_][A-Za-z0-9_]*=/.test(rest[0].text)) {
    const text = rest[0].text;
    assignments.push({ name: text.slice(0, text.indexOf('=')), value: text.slice(text.indexOf('=') + 1) });
    rest = rest.slice(1);
  }
  if (rest[0]?.text === null) {
    return analysis({ readOnly: false, exactOnly: true, nested: [{ kind: 'opaque', why: 'env runs a command only known at run time' }] });
  }
  const chdir = parsed.options.find((option) => option.spec.tag === 'chdir')?.value ?? null;
  // `env` alone prints the environment, secrets included: not read-only.
  if (rest.length === 0) return analysis({ readOnly: false, ...(chdir ? { paths: [read(chdir)] } : {}) });
  return analysis({ paths: chdir ? [read(chdir)] : [], readOnly: false, nested: [{ kind: 'argv', mode: 'inner', args: rest, why: name, assignments, ...(chdir ? { chdir } : {}) }] });
};

const XARGS: OptionTable = {
  short: { ...flags('0oprtx'), a: pathOption('read'), ...values('d', 'E', 'L', 'l', 'n', 'P', 's'), I: value(true, 'replace'), i: optionalValue(true, 'replace'), e: optionalValue() },
  long: {
    ...longFlags('null', 'open-tty', 'interactive', 'no-run-if-empty', 'verbose', 'exit', 'show-limits'), 'arg-file': pathOption('read'),
    ...values('delimiter', 'max-lines', 'max-args', 'max-procs', 'max-chars', 'process-slot-var'), replace: optionalValue(true, 'replace'), eof: optionalValue(), ...HELP,
  },
};

/**
 * `xargs [opts] cmd args`: runs cmd with arguments read from its input, only known at run time —
 * unless a command that only lists paths feeds it (`git ls-files | xargs wc -l`): then they are
 * names below that command's directories, and cmd runs as if they were written out.
 */
const xargs: ToolAnalyser = (args, name, context) => {
  const parsed = parseArgs(args, { ...XARGS, stopAtPositional: true });
  if (parsed.unknown.length > 0 || parsed.dynamicOption) return analysis({ readOnly: false, exactOnly: true, nested: [{ kind: 'opaque', why: `${name} ${parsed.unknown[0] ?? 'with an argument known only at run time'}` }] });
  const replace = parsed.options.find((option) => option.spec.tag === 'replace');
  const marker = replace ? (replace.value?.text ?? '{}') : null;
  const command = parsed.positionals.length > 0 ? parsed.positionals : [{ text: 'echo', word: null }];
  const listed = parsed.options.some((option) => option.spec.kind === 'read' || option.name === 'a' || option.name === 'arg-file') ? null : listedPaths(context);
  const input: Arg = listed ? { text: null, word: null, within: listed.within, listedBy: listed.by } : RUNTIME_ARG;
  const withInput = marker ? command.map((arg) => (arg.text === marker ? input : arg.text !== null && arg.text.includes(marker) ? RUNTIME_ARG : arg)) : [...command, input];
  return analysis({ paths: optionPathUses(parsed), readOnly: false, nested: [{ kind: 'argv', mode: 'inner', args: withInput, why: 'xargs', ...(listed ? { transparent: true } : {}) }] });
};

/** `flock FILE cmd` / `flock FILE -c 'cmd'`: the lock file is created; the command runs. */
const FLOCK: OptionTable = { short: { ...flags('sxunoFe'), ...values('w', 'E'), c: value(true, 'command') }, long: { ...longFlags('shared', 'exclusive', 'unlock', 'nonblock', 'close', 'no-fork', 'verbose'), ...values('timeout', 'conflict-exit-code'), command: value(true, 'command'), ...HELP } };
const flock: ToolAnalyser = (args, name) => {
  const parsed = parseArgs(args, FLOCK);
  const [file, ...command] = parsed.positionals;
  const paths: PathUse[] = file && !/^\d+$/.test(file.text ?? '') ? [write(file)] : [];
  const script = parsed.options.find((option) => option.spec.tag === 'command')?.value;
  const nested: Nested[] = script ? [script.text === null ? { kind: 'opaque', why: 'flock -c with a command only known at run time' } : { kind: 'script', mode: 'denyOnly', text: script.text, why: 'flock -c' }] : command.length > 0 ? [{ kind: 'argv', mode: 'inner', args: command, why: name }] : [];
  return analysis({ paths, nested, readOnly: false, ...(script ? { exactOnly: true } : {}) });
};

/** `watch 'cmd'` runs the words joined through `sh -c`; `watch -x cmd args` runs them as they are. */
const WATCH: OptionTable = { short: { ...flags('bcCegprtwx'), ...values('d', 'n', 'q') }, long: { ...longFlags('beep', 'color', 'no-color', 'errexit', 'chgexit', 'precise', 'no-rerun', 'no-title', 'no-wrap', 'exec'), ...values('differences', 'interval', 'equexit', 'shotsdir'), ...HELP } };
const watch: ToolAnalyser = (args, name) => {
  const parsed = parseArgs(args, { ...WATCH, stopAtPositional: true });
  if (parsed.unknown.length > 0 || parsed.dynamicOption) return analysis({ readOnly: false, exactOnly: true, nested: [{ kind: 'opaque', why: `${name} ${parsed.unknown[0] ?? ''}` }] });
  if (parsed.options.some((option) => option.name === 'x' || option.name === 'exec')) return analysis({ readOnly: false, exactOnly: true, nested: [{ kind: 'argv', mode: 'both', args: parsed.positionals, why: 'watch -x' }] });
  const known = parsed.positionals.every((arg) => arg.text !== null);
  return analysis({ readOnly: false, exactOnly: true, nested: [known ? { kind: 'script', mode: 'denyOnly', text: parsed.positionals.map((arg) => arg.text).join(' '), why: 'watch' } : { kind: 'opaque', why: 'watch runs a command only known at run time' }] });
};

/** `su [-] [user] -c 'cmd'`, `runuser -u user -- cmd`, `script -c 'cmd' file`: a shell command run for someone else or recorded. */
const SU: OptionTable = { short: { ...flags('lmpPfT'), ...values('g', 'G', 's', 'w', 'u'), c: value(true, 'command') }, long: { ...longFlags('login', 'preserve-environment', 'pty', 'fast'), ...values('group', 'supp-group', 'shell', 'whitelist-environment', 'user', 'session-command'), command: value(true, 'command'), ...HELP } };
const su: ToolAnalyser = (args, name) => {
  const parsed = parseArgs(args, SU);
  const script = parsed.options.find((option) => option.spec.tag === 'command')?.value;
  if (script) return analysis({ readOnly: false, exactOnly: true, nested: [script.text === null ? { kind: 'opaque', why: `${name} -c with a command only known at run time` } : { kind: 'script', mode: 'both', text: script.text, why: `${name} -c` }] });
  const dashDash = parsed.afterDashDash;
  if (name === 'runuser' && dashDash !== -1) return analysis({ readOnly: false, exactOnly: true, nested: [{ kind: 'argv', mode: 'both', args: parsed.positionals.slice(dashDash), why: name }] });
  return analysis({ readOnly: false, exactOnly: true, nested: [{ kind: 'opaque', why: `${name} opens a shell` }] });
};
const SCRIPT: OptionTable = { short: { ...flags('aeEfqTB'), ...values('o', 'I', 'O', 'm'), c: value(true, 'command') }, long: { ...longFlags('append', 'return', 'flush', 'force', 'quiet'), ...values('output-limit', 'log-in', 'log-out', 'log-io', 'log-timing', 'logging-format', 'echo'), command: value(true, 'command'), ...HELP } };
const script: ToolAnalyser = (args) => {
  const parsed = parseArgs(args, SCRIPT);
  const command = parsed.options.find((option) => option.spec.tag === 'command')?.value;
  const file = parsed.positionals[0];
  const nested: Nested[] = [command ? (command.text === null ? { kind: 'opaque', why: 'script -c with a command only known at run time' } : { kind: 'script', mode: 'denyOnly', text: command.text, why: 'script -c' }) : { kind: 'opaque', why: 'script opens a shell' }];
  return analysis({ paths: [...optionPathUses(parsed), write(file ?? { text: 'typescript', word: null })], readOnly: false, exactOnly: true, nested });
};

export const WRAPPERS: Readonly<Record<string, ToolAnalyser>> = {
  timeout: inner(TIMEOUT, { before: 1 }),
  nice: inner(NICE),
  nohup: inner({ long: HELP }),
  time: inner(TIME),
  stdbuf: inner(STDBUF),
  command: inner(COMMAND, { noCommandWith: ['v', 'V'] }),
  builtin: inner({}),
  exec: inner(EXEC),
  coproc: inner(COPROC),
  ionice: inner(IONICE, { noCommandWith: ['p', 'P', 'u', 'pid', 'pgid', 'uid'] }),
  chrt: inner(CHRT, { before: 1, noCommandWith: ['p', 'pid'] }),
  taskset: inner(TASKSET, { before: 1, noCommandWith: ['p', 'pid'] }),
  setsid: inner(SETSID),
  unbuffer: inner({}),
  caffeinate: inner({ short: flags('dimsu') }),
  env,
  xargs,
  flock,
  watch,
  sudo: privileged(SUDO, { chdirTag: 'chdir', assignments: true, noCommandWith: ['e', 'edit', 'l', 'list', 'v', 'validate', 'k', 'K'] }),
  doas: privileged(DOAS),
  pkexec: privileged(PKEXEC),
  chroot: privileged(CHROOT, { before: 1, beforeUses: (words) => words.map((arg) => read(arg, 'recursive')) }),
  strace: privileged(STRACE, { noCommandWith: ['p', 'attach'] }),
  ltrace: privileged(STRACE, { noCommandWith: ['p'] }),
  nsenter: privileged({}),
  unshare: privileged({}),
  su,
  runuser: su,
  script,
};
