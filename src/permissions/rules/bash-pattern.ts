function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

function collapse(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Counts `*` that are not escaped as `\*`. */
function wildcardCount(pattern: string): number {
  return (pattern.match(/(?<!\\)\*/g) ?? []).length;
}

export function hasWildcard(specifier: string): boolean {
  return wildcardCount(specifier) > 0;
}

/**
 * Claude Code's Bash rule matching: exact text, `*` matching any run of characters (spaces
 * too), `prefix:*` meaning `prefix` alone or followed by a space, and a single trailing ` *`
 * made optional so `ls *` matches `ls` and `ls -la` but not `lsof`. `keepSpacing` leaves the
 * command's inner whitespace as written.
 */
export function bashPatternMatches(specifier: string, command: string, options: { keepSpacing?: boolean } = {}): boolean {
  let pattern = collapse(specifier);
  // Allow rules compare the text as written (Claude Code's rule: `npm  test` is not `npm test`).
  const text = options.keepSpacing ? command.trim() : collapse(command);
  if (pattern.endsWith(':*')) pattern = `${pattern.slice(0, -2)} *`;
  const wildcards = wildcardCount(pattern);
  if (wildcards === 0) return text === pattern.replace(/\\\*/g, '*');
  const literal = (part: string): string => escapeRegExp(part.replace(/\\\*/g, '*')).replace(/\*/g, '\\*');
  const regex =
    wildcards === 1 && pattern.endsWith(' *')
      ? `${literal(pattern.slice(0, -2))}(?: [\\s\\S]*)?`
      : pattern.split(/(?<!\\)\*/).map(literal).join('[\\s\\S]*');
  return new RegExp(`^${regex}$`).test(text);
}
