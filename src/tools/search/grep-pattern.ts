import { describeError } from '../../core/describe-error.js';
/** True when the pattern has no regex syntax, so a fixed-string search (`git grep -F`) means the same. */
export function isFixedString(pattern: string): boolean {
  return !/[.*+?^${}()|[\]\\]/.test(pattern);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pattern as a JavaScript RegExp (the fallback's matcher), or an error message for the model. */
export function compileGrepPattern(pattern: string, ignoreCase: boolean): RegExp | string {
  const source = isFixedString(pattern) ? escapeRegExp(pattern) : pattern;
  try {
    return new RegExp(source, ignoreCase ? 'i' : '');
  } catch (error) {
    const detail = describeError(error);
    return `Invalid regular expression ${JSON.stringify(pattern)}: ${detail}. Escape special characters (e.g. "\\(") or search a fixed string without them.`;
  }
}
