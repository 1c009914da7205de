import { analyseSimpleCommand, type LineScope } from './analyse-command.js';
import { isDangerousVariable } from './env-vars.js';
import { hasReadOnlyShape } from './read-only-shape.js';
import { isDevice, splitBashCommand } from './simple-commands.js';

/**
 * True when every part of `command` only reads: each simple command is on the read-only list
 * with options that are all known and safe, and nothing is redirected into a file. What it reads
 * is the gate's to check. False (fail closed) when the parser is not loaded yet or the command
 * does not parse. The Bash tool's isReadOnly and isConcurrencySafe, and so the sandbox profile
 * of the call, come from here.
 */
export function isReadOnlyBashCommand(command: string): boolean {
  const split = splitBashCommand(command);
  if (!split || split.commands.length === 0) return false;
  for (const redirect of split.redirects) {
    if (redirect.kind === 'write' && (redirect.target.dynamic || (!isDevice(redirect.target.text) || redirect.target.text.startsWith('/dev/fd/')))) return false;
  }
  const scope: LineScope = { split, home: null, cwdsAt: () => null, filesystem: false };
  const aliases = new Set(split.commands.filter((c) => c.words[0]?.text === 'alias').flatMap((c) => c.words.slice(1).map((w) => w.text.split('=')[0] ?? '')));
  return split.commands.every((simple) => {
    if (simple.isolated !== null) return false;
    if (simple.words.length === 0) return simple.assignments.every((a) => !a.value.dynamic && !isDangerousVariable(a.name));
    const node = analyseSimpleCommand(simple, scope);
    return node !== null && hasReadOnlyShape(node, aliases);
  });
}
