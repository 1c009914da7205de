import type { BashAssignment } from './simple-commands.js';

/**
 * Variables that only change a program's output, locale or colour, never what it loads or runs:
 * `NODE_ENV=test npm test` is still `npm test` to an allow rule. Exact names (the programs
 * read them so); any other prefix makes the command need a rule that names it.
 */
const HARMLESS = new Set([
  'NODE_ENV', 'CI', 'FORCE_COLOR', 'NO_COLOR', 'COLORTERM', 'TERM', 'TZ', 'LANG', 'LANGUAGE', 'LC_ALL', 'LC_CTYPE',
  'LC_COLLATE', 'LC_MESSAGES', 'LC_NUMERIC', 'LC_TIME', 'COLUMNS', 'LINES', 'RUST_BACKTRACE', 'RUST_LOG', 'GOOS', 'GOARCH',
  'CGO_ENABLED', 'PYTHONUNBUFFERED', 'PYTHONDONTWRITEBYTECODE', 'DEBIAN_FRONTEND', 'TIME_STYLE',
]);

/** A harmless variable's value: a plain token, nothing a program could read as a path or a command. */
const PLAIN_VALUE = /^[A-Za-z0-9_.,:+@%-]*$/;

/**
 * Variables that change what the shell or a later program runs or reads, compared without case
 * (npm reads `npm_config_*` in any case): a bare `PATH=/tmp/x` before a command is not harmless.
 */
const DANGEROUS = /^(PATH|LD_.*|DYLD_.*|BASH_ENV|ENV|IFS|SHELLOPTS|BASHOPTS|PS4|PROMPT_COMMAND|CDPATH|GLOBIGNORE|HOME|TMPDIR|SHELL|BASH_.*|NODE_OPTIONS|NODE_PATH|NODE_EXTRA_CA_CERTS|PYTHON(?!UNBUFFERED$|DONTWRITEBYTECODE$).*|PERL.*|RUBY.*|GEM_.*|JAVA_TOOL_OPTIONS|_JAVA_OPTIONS|GIT_.*|NPM_CONFIG_.*|YARN_.*|PNPM_.*|COREPACK_.*|EDITOR|VISUAL|PAGER|MANPAGER|LESS.*|XDG_.*|SSH_.*|GNUPGHOME|LOCPATH|GCONV_PATH|HOSTALIASES|RESOLV_.*|MAKEFLAGS|MAKE.*)$/i;

export function isDangerousVariable(name: string): boolean {
  return DANGEROUS.test(name);
}

/** A prefix assignment an allow rule may look past: a name on the list, spelt exactly, with a plain value. */
export function isHarmlessAssignment(assignment: BashAssignment): boolean {
  return HARMLESS.has(assignment.name) && !assignment.value.dynamic && PLAIN_VALUE.test(assignment.value.text);
}

export function harmlessVariableNames(): readonly string[] {
  return [...HARMLESS];
}
