import { detectLineEnding, toLf, withLineEnding } from './line-endings.js';

export type EditOutcome =
  | { readonly ok: true; readonly updated: string; readonly replacements: number }
  | { readonly ok: false; readonly matches: number };

function countOccurrences(text: string, search: string): number {
  let count = 0;
  for (let at = text.indexOf(search); at !== -1; at = text.indexOf(search, at + search.length)) count++;
  return count;
}

function replaceIn(text: string, oldString: string, newString: string, replaceAll: boolean): EditOutcome {
  const matches = countOccurrences(text, oldString);
  if (matches === 0 || (matches > 1 && !replaceAll)) return { ok: false, matches };
  // split/join, not String.replace: `$&` and friends in new_string must stay literal.
  const updated = replaceAll ? text.split(oldString).join(newString) : text.replace(oldString, () => newString);
  return { ok: true, updated, replacements: matches };
}

/**
 * Replaces `oldString` by `newString` in `content`. In a CRLF file the strings the model wrote with
 * LF match and are written back with CRLF, so the file keeps its line endings.
 */
export function applyEdit(content: string, oldString: string, newString: string, replaceAll: boolean): EditOutcome {
  // An empty old_string only fills an empty file (the Edit tool turns it into a creation otherwise).
  if (oldString === '') return content === '' ? { ok: true, updated: newString, replacements: 1 } : { ok: false, matches: 0 };
  if (detectLineEnding(content) === 'CRLF') {
    const outcome = replaceIn(toLf(content), toLf(oldString), toLf(newString), replaceAll);
    return outcome.ok ? { ...outcome, updated: withLineEnding(outcome.updated, 'CRLF') } : outcome;
  }
  const direct = replaceIn(content, oldString, newString, replaceAll);
  if (direct.ok || direct.matches > 1 || !content.includes('\r\n') || !oldString.includes('\n')) return direct;
  // A file with mixed line endings: the model may have meant a CRLF stretch.
  const crlf = replaceIn(content, withLineEnding(oldString, 'CRLF'), withLineEnding(newString, 'CRLF'), replaceAll);
  return crlf.ok || crlf.matches > 0 ? crlf : direct;
}
