import type { CommandNode } from './analyse-command.js';
import { SUBSHELL } from './simple-commands.js';
import type { BashWord } from './words.js';

/** `$?`, `$#`, `$$`, `$!`, `$-` (or in braces): the shell's own state, not the environment. */
const SPECIAL_PARAMETER = /^\$[?#$!-]$|^\$\{[?#$!-]\}$/;

/** A word whose only unknown pieces are the shell's special parameters (`"exit: $?"`). */
function onlySpecialParameters(word: BashWord | null): boolean {
  return word !== null && word.parts.every((part) => part.kind === 'text' || (part.kind === 'unknown' && SPECIAL_PARAMETER.test(part.source)));
}

/**
 * Every argument is known: written out, names a lister printed and xargs passed on (each checked),
 * or — for a command that only prints them — a special parameter like `$?`.
 */
function argumentsKnown(node: CommandNode): boolean {
  return node.args.every((arg) => (arg.text !== null && !arg.pattern) || arg.listedBy !== undefined || (node.analysis.printsArguments === true && onlySpecialParameters(arg.word)));
}

/** Nothing about how it runs is changed or hidden: no prefix, wrapper, alias, function, dynamic name or code-loading option. */
function runsAsWritten(node: CommandNode, aliases: ReadonlySet<string>): boolean {
  const a = node.analysis;
  return (
    node.known && !node.nameDynamic && !node.functionCall && node.wrappedBy === null && node.children.length === 0 &&
    a.codeLoading.length === 0 && a.notReadOnlyBecause === undefined && !aliases.has(node.name?.base ?? '')
  );
}

/**
 * A command that only reads, judged without a filesystem: its table says read-only for these
 * options, and nothing about it is run, set, wrapped, isolated, redefined or only known at run time.
 * (`FOO=1 ls`, `nice ls`, `(ls)`, `ls $X` and `env` are not.)
 */
export function hasReadOnlyShape(node: CommandNode, aliases: ReadonlySet<string>): boolean {
  return (
    node.analysis.readOnly && runsAsWritten(node, aliases) && node.isolated === null && node.assignments.length === 0 &&
    node.analysis.paths.every((use) => use.access === 'read') && argumentsKnown(node)
  );
}

/** `cd dir` / `pushd dir` to a directory the line names: it only moves the shell (in a `( … )` subshell, only the subshell). */
export function isDirectoryStep(node: CommandNode, aliases: ReadonlySet<string>): boolean {
  const name = node.name?.base;
  return (
    (name === 'cd' || name === 'pushd') && node.name?.analysed === name && runsAsWritten(node, aliases) &&
    (node.isolated === null || node.isolated === SUBSHELL) && node.assignments.length === 0 && node.args.length > 0 && argumentsKnown(node) &&
    node.args.every((arg) => arg.text !== '-')
  );
}

/** The filesystem commands Claude Code's acceptEdits mode runs without asking. */
const FILE_COMMANDS = new Set(['mkdir', 'touch', 'rm', 'rmdir', 'cp', 'mv', 'sed']);

/**
 * `mkdir`, `touch`, `rm`, `rmdir`, `cp`, `mv`, `sed -i` as written (no wrapper, no subshell, at most
 * a harmless prefix such as `LANG=C`), every argument known: what acceptEdits runs once each path
 * it names is allowed as the read or write it is.
 */
export function isFileCommand(node: CommandNode, aliases: ReadonlySet<string>): boolean {
  const name = node.name?.base ?? '';
  return (
    FILE_COMMANDS.has(name) && node.name?.analysed === name && runsAsWritten(node, aliases) && node.isolated === null &&
    node.assignments.every((a) => a.harmless) && argumentsKnown(node)
  );
}
