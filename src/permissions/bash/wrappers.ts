import type { BashAssignment, SimpleCommand } from './simple-commands.js';
import type { BashWord } from './words.js';

/** What a simple command really runs once wrappers and environment prefixes are looked through. */
export interface UnwrappedCommand {
  readonly assignments: readonly BashAssignment[];
  /** The innermost command and its arguments. */
  readonly words: readonly BashWord[];
  /** Every form from the full text to the innermost command; deny and ask rules try each. */
  readonly forms: readonly string[];
}

/** Variables that change what a later program does, so an allow rule must name them. */
const DANGEROUS_VARIABLE = /^(PATH|LD_.*|DYLD_.*|BASH_ENV|ENV|IFS|SHELLOPTS|BASHOPTS|PS4|PROMPT_COMMAND|NODE_OPTIONS|NODE_PATH|PYTHONPATH|PYTHONSTARTUP|PERL5LIB|PERL5OPT|RUBYOPT|RUBYLIB|GIT_.*|NPM_CONFIG_.*|npm_config_.*|EDITOR|VISUAL|PAGER|GIT_PAGER|LESSOPEN|HOME|XDG_CONFIG_HOME|SSH_.*)$/;

export function isDangerousVariable(name: string): boolean {
  return DANGEROUS_VARIABLE.test(name);
}

export function wordsText(words: readonly BashWord[]): string {
  return words.map((word) => word.text).join(' ');
}

function assignmentsText(assignments: readonly BashAssignment[]): string {
  return assignments.map((a) => `${a.name}=${a.value.text}`).join(' ');
}

const DURATION = /^\d+(\.\d+)?[smhd]?$/;

/** How many leading words a wrapper takes (itself and its options), or null when it is not a wrapper we can see through. */
function wrapperLength(words: readonly BashWord[]): number | null {
  const name = words[0];
  if (!name || name.dynamic) return null;
  const rest = words.slice(1).map((w) => w.text);
  const skipOptions = (from: number, withValue: ReadonlySet<string>): number => {
    let i = from;
    while (i < rest.length) {
      const word = rest[i] ?? '';
      if (word === '--') return i + 1;
      if (!word.startsWith('-') || word === '-') return i;
      i += withValue.has(word) ? 2 : 1;
    }
    return i;
  };
  switch (name.text) {
    case 'nohup':
    case 'builtin':
      return 1;
    case 'time':
      return 1 + skipOptions(0, new Set());
    case 'command': {
      // `command -v x` / `-V` only looks a name up: not a wrapper then.
      if (rest.some((w) => w === '-v' || w === '-V')) return null;
      return 1 + skipOptions(0, new Set());
    }
    case 'nice':
      return 1 + skipOptions(0, new Set(['-n', '--adjustment']));
    case 'stdbuf':
      return 1 + skipOptions(0, new Set(['-i', '-o', '-e']));
    case 'timeout': {
      const at = skipOptions(0, new Set(['-s', '--signal', '-k', '--kill-after']));
      const duration = rest[at];
      if (duration === undefined || !DURATION.test(duration)) return null;
      return 1 + at + 1;
    }
    case 'xargs':
      // Only a bare `xargs cmd`: its options change what runs (-I, -a, ...).
      return rest.length > 0 && !(rest[0] ?? '').startsWith('-') ? 1 : null;
    default:
      return null;
  }
}

/** Strips `VAR=value` prefixes and the wrappers `timeout`, `time`, `nice`, `nohup`, `stdbuf`, `command`, `builtin`, bare `xargs`. */
export function unwrapCommand(command: SimpleCommand): UnwrappedCommand {
  const forms: string[] = [];
  const full = [assignmentsText(command.assignments), wordsText(command.words)].filter(Boolean).join(' ');
  forms.push(full);
  let words = command.words;
  forms.push(wordsText(words));
  for (let depth = 0; depth < 10; depth++) {
    const length = wrapperLength(words);
    if (length === null || length >= words.length) break;
    words = words.slice(length);
    forms.push(wordsText(words));
  }
  return { assignments: command.assignments, words, forms: [...new Set(forms)].filter(Boolean) };
}

/** Programs that run a command line or a file given as an argument: a prefix allow rule never covers them. */
const COMMAND_RUNNERS = new Set([
  'bash', 'sh', 'zsh', 'dash', 'ksh', 'fish', 'csh', 'tcsh', 'busybox',
  'eval', 'exec', 'source', '.', 'env', 'sudo', 'su', 'doas', 'xargs', 'nsenter', 'chroot', 'unshare', 'setsid', 'script',
]);

export function isCommandRunner(words: readonly BashWord[]): boolean {
  const name = words[0];
  if (!name) return false;
  const base = name.text.split('/').pop() ?? name.text;
  return COMMAND_RUNNERS.has(base);
}

/** The script of `bash -c 'script'` (and sh, zsh, ...), when it is a literal. */
export function inlineShellScript(words: readonly BashWord[]): string | null {
  const name = words[0];
  if (!name) return null;
  const base = name.text.split('/').pop() ?? name.text;
  if (base === 'eval') {
    const args = words.slice(1);
    return args.length > 0 && args.every((w) => !w.dynamic) ? wordsText(args) : null;
  }
  if (!['bash', 'sh', 'zsh', 'dash', 'ksh'].includes(base)) return null;
  const index = words.findIndex((w, i) => i > 0 && /^-[a-zA-Z]*c[a-zA-Z]*$/.test(w.text));
  const script = index > 0 ? words[index + 1] : undefined;
  return script && !script.dynamic ? script.text : null;
}
