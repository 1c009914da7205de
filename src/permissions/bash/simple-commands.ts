import { parseBash, type BashNode } from './parser.js';
import { collectVariables, type VariableTable } from './line-variables.js';
import { evaluateWord, joinWords, literalSubstitution, type BashWord } from './words.js';

export interface BashAssignment {
  readonly name: string;
  readonly value: BashWord;
}

/** What feeds a command's standard input, for shells that read their commands there. */
export type StdinSource =
  | { readonly kind: 'none' }
  /** A here-document or here-string; null text when it expands at run time. */
  | { readonly kind: 'text'; readonly text: string | null }
  /** The output of the command before it in a pipeline; null when that is not a simple command. */
  | { readonly kind: 'pipe'; readonly producer: SimpleCommand | null }
  | { readonly kind: 'file' };

/** One simple command of a compound command line: what a rule is matched against. */
export interface SimpleCommand {
  /** `VAR=value` prefixes, in order (for `export A=1`, the variables it sets). */
  readonly assignments: readonly BashAssignment[];
  /** The command name and its arguments, quotes removed. Empty for a bare assignment. */
  readonly words: readonly BashWord[];
  /** The command's own source text. */
  readonly source: string;
  /** Offsets of the command in the line. */
  readonly start: number;
  readonly end: number;
  /** `export`, `declare`, `local`...: its assignments set shell variables rather than prefix the command. */
  readonly declaration: boolean;
  /** Set when it runs in a subshell, a substitution or the background: no scoped allow rule covers it. */
  readonly isolated: string | null;
  readonly stdin: StdinSource;
  /**
   * The starts of earlier commands that must have succeeded for this one to run at all (`cd x` in
   * `cd x && npm test`): a `cd` among them has certainly moved the shell by then.
   */
  readonly after: readonly number[];
}

export interface BashRedirect {
  readonly kind: 'read' | 'write';
  /** The target path; `dynamic` when it depends on an expansion. */
  readonly target: BashWord;
  /** Offset in the line, to know which `cd` came before it. */
  readonly position: number;
  /** As for a command: the earlier commands that must have succeeded before it is made. */
  readonly after: readonly number[];
}

/** Devices every command may read and write: reading or writing them changes no file. */
const DEVICES = new Set(['/dev/null', '/dev/stdin', '/dev/stdout', '/dev/stderr', '/dev/zero', '/dev/random', '/dev/urandom', '/dev/tty', '/dev/full']);

/** A redirect to or from this path, or an argument naming it, touches no file: `2>/dev/null`, `< /dev/null`, `/dev/fd/3`. */
export function isDevice(path: string): boolean {
  return DEVICES.has(path) || /^\/dev\/fd\/\d+$/.test(path);
}

export interface SplitCommand {
  readonly commands: readonly SimpleCommand[];
  readonly redirects: readonly BashRedirect[];
  /** Names of the functions the line defines (`f() { ...; }`). */
  readonly functions: readonly string[];
  /** Every variable the line assigns, to expand `$X` where its value is known. */
  readonly variables: VariableTable;
  readonly source: string;
}

export const MAX_BASH_COMMAND_LENGTH = 10_000;

const WRITE_OPERATORS = new Set(['>', '>>', '>|', '&>', '&>>', '>&', '<>']);
const READ_OPERATORS = new Set(['<']);

/**
 * A file redirect's target, and the words after it. The grammar puts every word that follows a
 * redirect into it (`cat 2>/dev/null secrets/key`), but bash gives all of them but the first to the
 * command as arguments; a word split off the target at a line continuation is still the target.
 */
function redirectParts(node: BashNode, source: string): { readonly target: BashWord | null; readonly rest: readonly BashNode[] } {
  const destinations = node.childrenForFieldName('destination').filter((child): child is BashNode => child !== null);
  const first = destinations[0];
  if (!first) return { target: null, rest: [] };
  let target = evaluateWord(first);
  let end = first.endIndex;
  let i = 1;
  for (; i < destinations.length; i++) {
    const next = destinations[i] as BashNode;
    const between = source.slice(end, next.startIndex);
    if (between !== '' && !LINE_CONTINUATIONS.test(between)) break;
    target = joinWords(target, evaluateWord(next));
    end = next.endIndex;
  }
  return { target, rest: destinations.slice(i) };
}

/** The words bash gives a command from the redirects among or after its words, in order. */
function wordsAfterRedirects(redirects: readonly BashNode[], source: string): BashNode[] {
  return redirects.filter((node) => node.type === 'file_redirect').flatMap((node) => [...redirectParts(node, source).rest]);
}

function redirectOf(node: BashNode, after: readonly number[], source: string): BashRedirect | null {
  const { target } = redirectParts(node, source);
  if (!target) return null;
  const operator = node.children.find((child) => !child.isNamed)?.type ?? '>';
  // `2>&1`, `>&-`: a file descriptor, not a file.
  if ((operator === '>&' || operator === '<&') && /^(\d+|-)$/.test(target.text)) return null;
  if (operator === '<&') return null;
  if (WRITE_OPERATORS.has(operator)) return { kind: 'write', target, position: node.startIndex, after };
  if (READ_OPERATORS.has(operator)) return { kind: 'read', target, position: node.startIndex, after };
  // An operator we do not know: treat the target as written, the stricter check.
  return { kind: 'write', target, position: node.startIndex, after };
}

interface Context {
  readonly isolated: string | null;
  readonly stdin: StdinSource;
  /** Commands whose success the commands here need (the left sides of enclosing `&&`s). */
  readonly after: readonly number[];
}

const TOP: Context = { isolated: null, stdin: { kind: 'none' }, after: [] };

/** Bash removes a backslash-newline before it reads words: `r\<newline>m` is `rm`. */
const LINE_CONTINUATIONS = /^(\\\n)+$/;

/**
 * The commands that have certainly succeeded once `node` has: every command of an `&&` chain, a
 * command through its redirections. Nothing for `||`, `!`, pipelines and subshells (whose `cd`
 * does not move the shell anyway).
 */
function succeededWith(node: BashNode): number[] {
  switch (node.type) {
    case 'command':
      return [node.startIndex];
    case 'redirected_statement': {
      const body = node.childForFieldName('body');
      return body ? succeededWith(body) : [];
    }
    case 'list': {
      const operands = node.namedChildren.filter((child) => child.type !== 'comment');
      const [left, right] = operands;
      const operator = node.children.find((child) => !child.isNamed)?.type;
      return operator === '&&' && operands.length === 2 && left && right ? [...succeededWith(left), ...succeededWith(right)] : [];
    }
    default:
      return [];
  }
}

function assignmentOf(node: BashNode): BashAssignment {
  const value = node.childForFieldName('value');
  const name = node.childForFieldName('name')?.text ?? '';
  const word = value ? evaluateWord(value) : { text: '', dynamic: false, parts: [], start: node.endIndex, end: node.endIndex };
  // `X+=y` and `X=(a b)` do not give X a value we know.
  const plain = node.children.some((child) => child.type === '=') && value?.type !== 'array';
  return { name, value: plain ? word : { ...word, dynamic: true, parts: [{ kind: 'unknown', source: word.text }] } };
}

function herestringText(node: BashNode): string | null {
  const word = node.namedChildren[0];
  if (!word) return '';
  const value = evaluateWord(word);
  return value.dynamic ? null : `${value.text}\n`;
}

function simpleCommandOf(node: BashNode, context: Context, source: string, trailing: readonly BashNode[] = []): SimpleCommand {
  const assignments: BashAssignment[] = [];
  const words: BashWord[] = [];
  let stdin = context.stdin;
  let previousEnd = -1;
  for (const child of node.namedChildren) {
    if (child.type === 'variable_assignment') {
      assignments.push(assignmentOf(child));
      previousEnd = -1;
      continue;
    }
    if (child.type === 'herestring_redirect') {
      stdin = { kind: 'text', text: herestringText(child) };
      previousEnd = -1;
      continue;
    }
    if (child.type === 'comment') {
      previousEnd = -1;
      continue;
    }
    if (child.type === 'file_redirect') {
      // The words the grammar hid in the redirect are the command's arguments.
      for (const extra of redirectParts(child, source).rest) words.push(evaluateWord(extra));
      previousEnd = -1;
      continue;
    }
    const inner = child.type === 'command_name' ? child.namedChildren[0] : child;
    const word = inner ? evaluateWord(inner) : { text: child.text, dynamic: true, parts: [{ kind: 'unknown' as const, source: child.text }], start: child.startIndex, end: child.endIndex };
    const last = words[words.length - 1];
    // The grammar sometimes splits what bash reads as one word ('r'\m is `rm`, `r\<newline>m` too):
    // nothing between, or only line continuations, means one word.
    const between = previousEnd === -1 ? null : source.slice(previousEnd, child.startIndex);
    if (last && (between === '' || (between !== null && LINE_CONTINUATIONS.test(between)))) words[words.length - 1] = joinWords(last, word);
    else words.push(word);
    previousEnd = child.endIndex;
  }
  // The words after the redirects of a redirected statement (`cat 2>&1 secrets/key`) come last, as bash reads them.
  for (const extra of trailing) words.push(evaluateWord(extra));
  const end = Math.max(node.endIndex, ...trailing.map((extra) => extra.endIndex));
  return { assignments, words, source: source.slice(node.startIndex, end), start: node.startIndex, end, declaration: false, isolated: context.isolated, stdin, after: context.after };
}

/** `export A=1 B`, `declare -x C=2`, `unset X`: the keyword, its options and names as words, its assignments apart. */
function declarationOf(node: BashNode, context: Context): SimpleCommand {
  const words: BashWord[] = [];
  const assignments: BashAssignment[] = [];
  for (const child of node.children) {
    if (child.type === 'file_redirect') continue;
    if (!child.isNamed) {
      words.push({ text: child.type, dynamic: false, parts: [{ kind: 'text', text: child.type, quoted: false }], start: child.startIndex, end: child.endIndex });
      continue;
    }
    if (child.type === 'variable_assignment') {
      const assignment = assignmentOf(child);
      assignments.push(assignment);
      words.push({ ...assignment.value, text: `${assignment.name}=${assignment.value.text}`, start: child.startIndex, end: child.endIndex });
      continue;
    }
    words.push(evaluateWord(child));
  }
  return { assignments, words, source: node.text, start: node.startIndex, end: node.endIndex, declaration: true, isolated: context.isolated, stdin: context.stdin, after: context.after };
}

/** A heredoc feeds its text to the command, known unless its delimiter is unquoted and the body expands. */
function heredocText(node: BashNode): string | null {
  const start = node.children.find((child) => child.type === 'heredoc_start')?.text ?? '';
  const body = node.children.find((child) => child.type === 'heredoc_body');
  if (!body) return '';
  const quoted = /['"\\]/.test(start);
  const expands = body.namedChildren.some((child) => child.type !== 'heredoc_content');
  return quoted || !expands ? body.text : null;
}

/** The isolation of a command in `( … )`: seen through by prefix rules, unlike a substitution's or a background job's. */
export const SUBSHELL = 'a subshell `( … )`';

function isolatedBy(node: BashNode): string | null {
  switch (node.type) {
    case 'subshell':
      return SUBSHELL;
    case 'command_substitution':
      return node.text.startsWith('`') ? 'a backtick substitution' : 'a command substitution `$( … )`';
    case 'process_substitution':
      return 'a process substitution';
    default:
      return null;
  }
}

/** True when the node is followed by `&`: it runs as a background job. */
function isBackgrounded(node: BashNode): boolean {
  return node.nextSibling?.type === '&';
}

/**
 * Text the grammar kept as plain characters but bash will run: a backtick or `$(` left inside a
 * word (`${x:-\`cmd\`}`), and inside backticks an escaped backtick (`` `echo \`cmd\`` ``), which
 * nests a substitution there.
 */
function hidesSubstitution(node: BashNode): boolean {
  if (node.type !== 'word' && node.type !== 'string_content' && node.type !== 'heredoc_content') return false;
  if (node.type === 'heredoc_content' && node.parent && /['"\\]/.test(node.parent.parent?.children.find((c) => c.type === 'heredoc_start')?.text ?? '')) return false;
  let inBackticks = false;
  for (let up = node.parent; up; up = up.parent) if (up.type === 'command_substitution' && up.text.startsWith('`')) inBackticks = true;
  if (inBackticks && node.text.includes('\\`')) return true;
  const unescaped = node.text.replace(/\\./g, '');
  return unescaped.includes('`') || unescaped.includes('$(');
}

function opaqueCommand(node: BashNode): SimpleCommand {
  const word: BashWord = { text: node.text, dynamic: true, parts: [{ kind: 'unknown', source: node.text }], start: node.startIndex, end: node.endIndex };
  return { assignments: [], words: [word], source: node.text, start: node.startIndex, end: node.endIndex, declaration: false, isolated: 'a command substitution the parser could not separate', stdin: { kind: 'none' }, after: [] };
}

interface Collected {
  readonly commands: SimpleCommand[];
  readonly redirects: BashRedirect[];
  readonly functions: string[];
}

/** A simple command (with the words a redirect after it hid), then the commands in its substitutions. */
function collectCommand(node: BashNode, here: Context, out: Collected, source: string, trailing: readonly BashNode[]): void {
  out.commands.push(simpleCommandOf(node, here, source, trailing));
  // The command's own stdin does not reach the commands in its substitutions.
  for (const child of node.namedChildren) collect(child, { ...here, stdin: { kind: 'none' } }, out, source);
}

function collect(node: BashNode, context: Context, out: Collected, source: string): void {
  let here = context;
  if (isBackgrounded(node)) here = { ...here, isolated: 'a background job `&`' };
  const isolation = isolatedBy(node);
  // The description kept is the one that says most: a substitution inside a subshell is a substitution.
  if (isolation) here = { ...here, isolated: here.isolated === null || here.isolated === SUBSHELL ? isolation : here.isolated, stdin: node.type === 'subshell' ? here.stdin : { kind: 'none' } };
  // Its output is the line's own text (see literalSubstitution): no command in it runs.
  if (literalSubstitution(node) !== null) return;

  if (hidesSubstitution(node)) out.commands.push(opaqueCommand(node));
  switch (node.type) {
    case 'command':
      collectCommand(node, here, out, source, []);
      return;
    case 'declaration_command':
    case 'unset_command':
      out.commands.push(declarationOf(node, here));
      break;
    case 'variable_assignment':
      // A bare `A=b` at statement level (not a command's prefix, which `command` handles).
      if (node.parent?.type !== 'command' && node.parent?.type !== 'declaration_command') {
        out.commands.push({ assignments: [assignmentOf(node)], words: [], source: node.text, start: node.startIndex, end: node.endIndex, declaration: false, isolated: here.isolated, stdin: here.stdin, after: here.after });
      }
      break;
    case 'file_redirect': {
      const redirect = redirectOf(node, here.after, source);
      if (redirect) out.redirects.push(redirect);
      break;
    }
    case 'function_definition': {
      const name = node.childForFieldName('name')?.text;
      if (name) out.functions.push(name);
      break;
    }
    case 'redirected_statement': {
      let stdin = here.stdin;
      for (const child of node.namedChildren) {
        if (child.type === 'heredoc_redirect') stdin = { kind: 'text', text: heredocText(child) };
        if (child.type === 'file_redirect' && child.children.some((c) => c.type === '<')) stdin = { kind: 'file' };
      }
      const body = node.childForFieldName('body');
      const trailing = wordsAfterRedirects(node.namedChildren, source);
      // `(cat) > out secrets/key`: bash refuses words after a compound command's redirect; nothing here runs them unseen.
      if (trailing.length > 0 && body?.type !== 'command') out.commands.push(opaqueCommand(trailing[0] as BashNode));
      for (const child of node.namedChildren) {
        if (child.id === body?.id && body.type === 'command') {
          collectCommand(body, { ...here, stdin }, out, source, trailing);
          continue;
        }
        if (child.type === 'heredoc_redirect') {
          // `cat <<E | sh`: the grammar keeps `| sh` inside the heredoc; it reads the body command's output.
          const piped: StdinSource = { kind: 'pipe', producer: body?.type === 'command' ? simpleCommandOf(body, TOP, source) : null };
          for (const inner of child.namedChildren) collect(inner, { ...here, stdin: inner.type === 'pipeline' ? piped : { kind: 'none' } }, out, source);
          continue;
        }
        collect(child, child.type.endsWith('redirect') ? { ...here, stdin: { kind: 'none' } } : { ...here, stdin }, out, source);
      }
      return;
    }
    case 'list': {
      const operands = node.namedChildren.filter((child) => child.type !== 'comment');
      const [left, right] = operands;
      if (operands.length !== 2 || !left || !right) break;
      const operator = node.children.find((child) => !child.isNamed)?.type;
      collect(left, here, out, source);
      // `a && b`: b runs only once a has succeeded.
      collect(right, operator === '&&' ? { ...here, after: [...here.after, ...succeededWith(left)] } : here, out, source);
      return;
    }
    case 'pipeline': {
      let producer: BashNode | null = null;
      for (const child of node.namedChildren) {
        const stdin: StdinSource = producer === null ? here.stdin : { kind: 'pipe', producer: producer.type === 'command' ? simpleCommandOf(producer, TOP, source) : null };
        collect(child, { ...here, stdin }, out, source);
        producer = child;
      }
      return;
    }
    default:
      break;
  }
  // Every child, so commands in $( ), backticks, <( ), subshells, heredocs and loops are found too.
  for (const child of node.namedChildren) collect(child, here, out, source);
}

/**
 * Splits a command line into its simple commands and redirects, or returns null when it
 * cannot be analysed (parser not loaded, syntax error, too long): the caller treats that as "ask".
 */
export function splitBashCommand(command: string): SplitCommand | null {
  if (command.length > MAX_BASH_COMMAND_LENGTH) return null;
  const parsed = parseBash(command);
  if (!parsed) return null;
  try {
    const out: Collected = { commands: [], redirects: [], functions: [] };
    collect(parsed.root, TOP, out, command);
    return { ...out, variables: collectVariables(parsed.root), source: command };
  } finally {
    parsed.dispose();
  }
}
