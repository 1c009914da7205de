const EXACT_NAMES = /^[A-Za-z0-9_|,\s]+$/;

/**
 * Claude Code's matcher: empty or `*` matches everything; letters, digits, `_`, `|` and `,`
 * list exact names; anything else is a JavaScript regular expression.
 */
export function hookMatches(matcher: string, value: string): boolean {
  const trimmed = matcher.trim();
  if (trimmed === '' || trimmed === '*') return true;
  if (EXACT_NAMES.test(trimmed)) {
    return trimmed.split(/[|,]/).map((name) => name.trim()).includes(value);
  }
  try {
    return new RegExp(trimmed).test(value);
  } catch {
    return false;
  }
}
