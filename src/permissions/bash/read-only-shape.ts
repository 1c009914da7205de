import type { CommandNode } from './analyse-command.js';

/**
 * A command that only reads, judged without a filesystem: its table says read-only for these
 * options, and nothing about it is run, set, wrapped, isolated, redefined or only known at run time.
 * (`FOO=1 ls`, `nice ls`, `(ls)`, `ls $X` and `env` are not.)
 */
export function hasReadOnlyShape(node: CommandNode, aliases: ReadonlySet<string>): boolean {
  const a = node.analysis;
  return (
    a.readOnly && node.known && !node.nameDynamic && !node.functionCall && node.wrappedBy === null && node.isolated === null &&
    node.assignments.length === 0 && node.children.length === 0 && a.codeLoading.length === 0 && a.notReadOnlyBecause === undefined &&
    a.paths.every((use) => use.access === 'read') && !aliases.has(node.name?.base ?? '') && node.args.every((arg) => arg.text !== null && !arg.pattern)
  );
}
