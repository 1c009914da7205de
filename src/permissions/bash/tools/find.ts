import { analysis, read, RUNTIME_ARG, write, type Arg, type Nested, type PathUse, type ToolAnalyser } from './tool-spec.js';

/** Tests and options that take one argument that is not a path. */
const WITH_VALUE = new Set([
  '-name', '-iname', '-path', '-ipath', '-lname', '-ilname', '-regex', '-iregex', '-wholename', '-iwholename', '-perm', '-user', '-group',
  '-uid', '-gid', '-size', '-type', '-xtype', '-fstype', '-inum', '-links', '-used', '-context', '-amin', '-cmin', '-mmin', '-atime',
  '-ctime', '-mtime', '-mindepth', '-maxdepth', '-printf', '-regextype', '-D', '-O',
]);
/** Tests that take a file they only look at. */
const WITH_FILE = new Set(['-newer', '-anewer', '-cnewer', '-samefile']);
const NEWER_XY = /^-newer[aBcmt][aBcmt]$/;
const NO_VALUE = new Set([
  '-print', '-print0', '-ls', '-prune', '-quit', '-true', '-false', '-empty', '-readable', '-writable', '-executable', '-nouser', '-nogroup',
  '-depth', '-d', '-mount', '-xdev', '-noleaf', '-daystart', '-follow', '-ignore_readdir_race', '-noignore_readdir_race', '-warn', '-nowarn',
  '-not', '!', '(', ')', '-a', '-and', '-o', '-or', ',', '-help', '--help', '-version', '--version',
]);
const RUNS = new Set(['-exec', '-execdir', '-ok', '-okdir']);
const WRITES_TO = new Set(['-fprint', '-fprint0', '-fls']);

/** `-H`, `-L`, `-P`, `-D opts`, `-O level` before the starting points: where they end, and whether `-L` follows links. */
function globalOptions(args: readonly Arg[]): { next: number; follow: boolean } {
  let i = 0;
  let follow = false;
  while (i < args.length) {
    const text = args[i]?.text;
    if (text === '-H' || text === '-P') i++;
    else if (text === '-L') {
      follow = true;
      i++;
    } else if (text === '-D' || (text?.startsWith('-O') ?? false)) i += text === '-D' ? 2 : 1;
    else break;
  }
  return { next: i, follow };
}

/** The starting points, up to the first word of the expression; `.` when there is none. */
function startingPoints(args: readonly Arg[], from: number): { next: number; starts: Arg[] } {
  const starts: Arg[] = [];
  let i = from;
  while (i < args.length) {
    const text = args[i]?.text;
    if (text !== null && text !== undefined && (text.startsWith('-') || text === '(' || text === '!' || text === ',')) break;
    starts.push(args[i] as Arg);
    i++;
  }
  if (starts.length === 0) starts.push({ text: '.', word: null });
  return { next: i, starts };
}

/** `-exec … ;` (or `+`): the command it runs, `{}` standing for some path below the starting points. */
function execCommand(args: readonly Arg[], from: number, starts: readonly Arg[]): { next: number; command: Arg[] } {
  const command: Arg[] = [];
  let j = from + 1;
  for (; j < args.length; j++) {
    const word = args[j]?.text;
    if (word === ';' || word === '+') break;
    const current = args[j] as Arg;
    if (word === '{}') command.push({ text: null, word: current.word, within: starts });
    else command.push(word !== null && word !== undefined && word.includes('{}') ? RUNTIME_ARG : current);
  }
  return { next: j + 1, command };
}

/**
 * `find [-H|-L|-P] [-D opts] [-O level] start... expression`: the starting points are read
 * recursively; `-exec`/`-execdir`/`-ok` run a command (both it and find must be allowed, and its
 * `{}` is some path below the starting points); `-delete` writes below them; `-fprint` writes a file.
 */
export const find: ToolAnalyser = (args) => {
  const options = globalOptions(args);
  let follow = options.follow;
  const { next, starts } = startingPoints(args, options.next);
  let i = next;
  const paths: PathUse[] = [];
  const nested: Nested[] = [];
  let readOnly = true;
  let deletes = false;
  while (i < args.length) {
    const arg = args[i] as Arg;
    const text = arg.text;
    if (text === null) {
      // An expression word known only at run time could be -delete or -exec.
      nested.push({ kind: 'opaque', why: `find's expression word ${arg.word?.text ?? ''} is only known at run time` });
      readOnly = false;
      i++;
      continue;
    }
    if (RUNS.has(text)) {
      const exec = execCommand(args, i, starts);
      nested.push({ kind: 'argv', mode: 'both', args: exec.command, why: `find ${text}` });
      readOnly = false;
      i = exec.next;
      continue;
    }
    const file = args[i + 1];
    if (text === '-delete') {
      deletes = true;
      readOnly = false;
    } else if (text === '-follow') follow = true;
    else if (WRITES_TO.has(text)) {
      if (file) paths.push(write(file));
      readOnly = false;
      i++;
    } else if (text === '-fprintf') {
      if (file) paths.push(write(file));
      readOnly = false;
      i += 2;
    } else if (text === '-files0-from') {
      if (file) paths.push(read(file), read(RUNTIME_ARG, 'recursive'));
      readOnly = false;
      i++;
    } else if (WITH_FILE.has(text) || NEWER_XY.test(text)) {
      if (file && !NEWER_XY.test(text)) paths.push(read(file));
      i++;
    } else if (WITH_VALUE.has(text)) i++;
    else if (!NO_VALUE.has(text)) readOnly = false;
    i++;
  }
  // Without -exec, find prints names: only the listings of the directories it goes through count.
  for (const start of starts) paths.push(deletes ? write(start, 'recursive') : read(start, 'recursive', { follow, walk: { namesOnly: true } }));
  return analysis({ paths, nested, readOnly });
};
