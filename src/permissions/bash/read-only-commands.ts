import type { BashWord } from './words.js';

type Check = (args: readonly string[]) => boolean;

const always: Check = () => true;

const noOption =
  (...forbidden: string[]): Check =>
  (args) =>
    !args.some((arg) => forbidden.some((f) => arg === f || arg.startsWith(`${f}=`) || (f.length === 2 && f.startsWith('-') && !f.startsWith('--') && /^-[a-zA-Z]+$/.test(arg) && arg.includes(f[1] ?? ''))));

const FIND_ACTIONS = ['-delete', '-exec', '-execdir', '-ok', '-okdir', '-fprint', '-fprint0', '-fprintf', '-fls'];

function sedIsReadOnly(args: readonly string[]): boolean {
  for (const arg of args) {
    if (arg === '-i' || arg.startsWith('--in-place') || /^-[a-zA-Z]*i/.test(arg) || arg === '-s') return false;
    if (arg === '--file' || arg === '-f' || arg.startsWith('--file=')) return false;
  }
  // A sed script can write files (`w`, `W`) or run commands (`e`): refuse any script mentioning them.
  const scripts = args.filter((arg) => !arg.startsWith('-'));
  const script = scripts[0] ?? '';
  return !/(^|[;}\s/0-9$])[wWe](\s|$)|\/[gpiImMe0-9]*w\s/.test(script);
}

function sortIsReadOnly(args: readonly string[]): boolean {
  return !args.some((arg) => arg === '-o' || arg.startsWith('--output') || /^-[a-zA-Z]*o/.test(arg) || arg.startsWith('--compress-program'));
}

function uniqIsReadOnly(args: readonly string[]): boolean {
  // `uniq IN OUT` writes OUT.
  return args.filter((arg) => !arg.startsWith('-')).length <= 1;
}

function dateIsReadOnly(args: readonly string[]): boolean {
  return !args.some((arg) => arg === '-s' || arg.startsWith('--set') || (/^\d/.test(arg) && !arg.startsWith('+')));
}

const GIT_GLOBAL_WITH_VALUE = new Set(['-C', '--git-dir', '--work-tree', '--namespace']);

function gitBranchReadOnly(args: readonly string[]): boolean {
  const listing = new Set(['-a', '--all', '-r', '--remotes', '-v', '-vv', '--verbose', '--list', '-l', '--show-current', '--contains', '--no-contains', '--merged', '--no-merged', '--sort', '--points-at', '--format', '--color', '--no-color', '--column', '--no-column']);
  return args.every((arg) => listing.has(arg.split('=')[0] ?? arg) || arg === '--list');
}

const GIT_READ_ONLY: Record<string, Check> = {
  status: always,
  log: noOption('--output'),
  diff: noOption('--output', '--ext-diff'),
  show: noOption('--output', '--ext-diff'),
  blame: always,
  'rev-parse': always,
  'ls-files': always,
  'ls-tree': always,
  'cat-file': always,
  describe: always,
  shortlog: always,
  'merge-base': always,
  grep: noOption('-O', '--open-files-in-pager'),
  branch: gitBranchReadOnly,
  tag: (args) => args.every((arg) => ['-l', '--list', '-n', '--contains', '--points-at', '--sort', '--format'].includes(arg.split('=')[0] ?? arg)),
  remote: (args) => args.every((arg) => arg === '-v' || arg === '--verbose') || (args[0] === 'show' || args[0] === 'get-url'),
  config: (args) => args.some((arg) => ['--get', '--get-all', '--get-regexp', '--list', '-l'].includes(arg)) && !args.some((arg) => ['--add', '--unset', '--unset-all', '--replace-all', '--edit', '-e', '--rename-section', '--remove-section'].includes(arg)),
  stash: (args) => args[0] === 'list' || args[0] === 'show',
  reflog: (args) => args.length === 0 || args[0] === 'show',
  'show-ref': always,
  'for-each-ref': always,
  'rev-list': always,
  'name-rev': always,
  'count-objects': always,
  version: always,
  help: always,
};

function gitIsReadOnly(args: readonly string[]): boolean {
  let i = 0;
  while (i < args.length) {
    const arg = args[i] ?? '';
    if (arg === '-c' || arg.startsWith('--config-env') || arg.startsWith('--exec-path') || arg === '-p' || arg === '--paginate') return false;
    if (GIT_GLOBAL_WITH_VALUE.has(arg)) {
      i += 2;
      continue;
    }
    if (arg === '--no-pager' || arg === '-P' || arg.startsWith('--git-dir=') || arg.startsWith('--work-tree=') || arg === '--no-optional-locks') {
      i += 1;
      continue;
    }
    break;
  }
  const sub = args[i];
  if (sub === undefined) return false;
  const check = GIT_READ_ONLY[sub];
  return check !== undefined && check(args.slice(i + 1));
}

const READ_ONLY_COMMANDS: Record<string, Check> = {
  ls: always, cat: always, head: always, tail: always, wc: always, pwd: always, echo: always, printf: noOption('-v'),
  true: always, false: always, which: always, whoami: always, id: always, uname: always, hostname: (args) => args.every((a) => a.startsWith('-')),
  file: noOption('-C', '--compile'), stat: always, du: always, df: always, tree: noOption('-o'), cut: always, tr: always, nl: always, rev: always,
  diff: always, cmp: always, comm: always, basename: always, dirname: always, realpath: always, readlink: always,
  grep: always, egrep: always, fgrep: always, rg: noOption('--pre'), ag: always, less: always, more: always, md5sum: always, sha1sum: always,
  sha256sum: always, sha512sum: always, cksum: always, od: always, hexdump: always, xxd: (args) => args.filter((a) => !a.startsWith('-')).length <= 1,
  strings: always, column: always, fold: always, fmt: always, expand: always, unexpand: always, paste: always, join: always, seq: always,
  test: always, '[': always, '[[': always, type: always, env: (args) => args.length === 0, printenv: always, date: dateIsReadOnly, cal: always,
  sleep: always, jq: always, yq: noOption('-i', '--inplace'), tac: always, look: always, sort: sortIsReadOnly, uniq: uniqIsReadOnly,
  find: (args) => !args.some((arg) => FIND_ACTIONS.includes(arg)), sed: sedIsReadOnly, git: gitIsReadOnly,
};

/** True when one simple command (name and arguments, wrappers already stripped) only reads. */
export function isReadOnlySimpleCommand(words: readonly BashWord[]): boolean {
  const name = words[0];
  if (!name || name.dynamic) return false;
  const check = READ_ONLY_COMMANDS[name.text];
  if (!check) return false;
  const args = words.slice(1);
  // An argument that expands at run time could turn into an option we refused.
  if (args.some((arg) => arg.dynamic && /^\$|^`/.test(arg.text))) return false;
  return check(args.map((arg) => arg.text));
}
