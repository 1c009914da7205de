import { parseBash, type BashNode } from './parser.js';
import { evaluateWord, type BashWord } from './words.js';

export interface BashAssignment {
  readonly name: string;
  readonly value: BashWord;
}

/** One simple command of a compound command line: what a rule is matched against. */
export interface SimpleCommand {
  /** `VAR=value` prefixes, in order. */
  readonly assignments: readonly BashAssignment[];
  /** The command name and its arguments, quotes removed. Empty for a bare assignment. */
  readonly words: readonly BashWord[];
  /** The command's own source text. */
  readonly source: string;
}

export interface BashRedirect {
  readonly kind: 'read' | 'write';
  /** The target path; `dynamic` when it depends on an expansion. */
  readonly target: BashWord;
}

export interface SplitCommand {
  readonly commands: readonly SimpleCommand[];
  readonly redirects: readonly BashRedirect[];
}

export const MAX_BASH_COMMAND_LENGTH = 10_000;

const WRITE_OPERATORS = new Set(['>', '>>', '>|', '&>', '&>>', '>&', '<>']);
const READ_OPERATORS = new Set(['<']);

function redirectOf(node: BashNode): BashRedirect | null {
  const destination = node.childForFieldName('destination');
  if (!destination) return null;
  const operator = node.children.find((child) => !child.isNamed)?.type ?? '>';
  // `2>&1`, `>&-`: a file descriptor, not a file.
  if ((operator === '>&' || operator === '<&') && /^(\d+|-)$/.test(destination.text)) return null;
  if (operator === '<&') return null;
  if (WRITE_OPERATORS.has(operator)) return { kind: 'write', target: evaluateWord(destination) };
  if (READ_OPERATORS.has(operator)) return { kind: 'read', target: evaluateWord(destination) };
  // An operator we do not know: treat the target as written, the stricter check.
  return { kind: 'write', target: evaluateWord(destination) };
}

function simpleCommandOf(node: BashNode): SimpleCommand {
  const assignments: BashAssignment[] = [];
  const words: BashWord[] = [];
  let previousEnd = -1;
  for (const child of node.namedChildren) {
    if (child.type === 'variable_assignment') {
      const name = child.childForFieldName('name')?.text ?? '';
      const value = child.childForFieldName('value');
      assignments.push({ name, value: value ? evaluateWord(value) : { text: '', dynamic: false } });
      previousEnd = -1;
      continue;
    }
    if (child.type === 'file_redirect' || child.type === 'herestring_redirect' || child.type === 'comment') {
      previousEnd = -1;
      continue;
    }
    const inner = child.type === 'command_name' ? child.namedChildren[0] : child;
    const word = inner ? evaluateWord(inner) : { text: child.text, dynamic: true };
    const last = words[words.length - 1];
    // The grammar sometimes splits what bash reads as one word ('r'\m is `rm`): no space between means one word.
    if (last && child.startIndex === previousEnd) {
      words[words.length - 1] = { text: last.text + word.text, dynamic: last.dynamic || word.dynamic };
    } else {
      words.push(word);
    }
    previousEnd = child.endIndex;
  }
  return { assignments, words, source: node.text };
}

/** Commands that are not `command` nodes but run something: their words are taken as given. */
function keywordCommandOf(node: BashNode): SimpleCommand {
  const words = node.children
    .filter((child) => child.type !== 'file_redirect')
    .map((child) => (child.isNamed ? evaluateWord(child) : { text: child.type, dynamic: false }));
  return { assignments: [], words, source: node.text };
}

function collect(node: BashNode, commands: SimpleCommand[], redirects: BashRedirect[]): void {
  switch (node.type) {
    case 'command':
      commands.push(simpleCommandOf(node));
      break;
    case 'declaration_command':
    case 'unset_command':
      commands.push(keywordCommandOf(node));
      break;
    case 'variable_assignment':
      // A bare `A=b` at statement level (not a command's prefix, which `command` handles).
      if (node.parent?.type !== 'command' && node.parent?.type !== 'declaration_command') {
        const value = node.childForFieldName('value');
        commands.push({
          assignments: [{ name: node.childForFieldName('name')?.text ?? '', value: value ? evaluateWord(value) : { text: '', dynamic: false } }],
          words: [],
          source: node.text,
        });
      }
      break;
    case 'file_redirect': {
      const redirect = redirectOf(node);
      if (redirect) redirects.push(redirect);
      break;
    }
    default:
      break;
  }
  // Every child, so commands in $( ), backticks, <( ), subshells, heredocs and loops are found too.
  for (const child of node.namedChildren) collect(child, commands, redirects);
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
    const commands: SimpleCommand[] = [];
    const redirects: BashRedirect[] = [];
    collect(parsed.root, commands, redirects);
    return { commands, redirects };
  } finally {
    parsed.dispose();
  }
}
