import { splitBashCommand } from './simple-commands.js';
import { isReadOnlySimpleCommand } from './read-only-commands.js';
import { isDangerousVariable, unwrapCommand } from './wrappers.js';

const HARMLESS_TARGETS = new Set(['/dev/null', '/dev/stdout', '/dev/stderr']);

/**
 * True when every part of `command` only reads: each simple command is on the read-only list
 * with safe options, and nothing is redirected into a file. False (fail closed) when the
 * parser is not loaded yet or the command does not parse.
 */
export function isReadOnlyBashCommand(command: string): boolean {
  const split = splitBashCommand(command);
  if (!split || split.commands.length === 0) return false;
  for (const redirect of split.redirects) {
    if (redirect.kind === 'write' && (redirect.target.dynamic || !HARMLESS_TARGETS.has(redirect.target.text))) return false;
  }
  return split.commands.every((simple) => {
    if (simple.assignments.some((a) => isDangerousVariable(a.name))) return false;
    if (simple.words.length === 0) return simple.assignments.every((a) => !a.value.dynamic);
    return isReadOnlySimpleCommand(unwrapCommand(simple).words);
  });
}
