import { analysis, write, type Arg, type PathUse, type ToolAnalyser } from './tool-spec.js';

const URL = /^[a-z][a-z0-9+.-]*:\/\//i;
const REMOTE = /^[^/\s]+@[^/\s]+:/;

/** A word that names a path whether or not it exists: absolute, `~`, a dot name (`.npmrc`, `..`), or with a slash. */
export function looksLikePath(text: string): boolean {
  return text.startsWith('/') || text.startsWith('~') || text.startsWith('.') || text.includes('/');
}

function pathInValue(value: string, arg: Arg): PathUse[] {
  if (value === '' || value === '-') return [];
  if (value.startsWith('file://')) return [write({ text: value.slice('file://'.length), word: arg.word }, 'recursive', { named: true })];
  if (URL.test(value) || REMOTE.test(value)) return [];
  return [write({ text: value, word: arg.word }, 'recursive', looksLikePath(value) ? { named: true } : { ifExists: true, named: true })];
}

/**
 * What an unknown command may do with its arguments: every word that names a path (or an
 * existing file), every `--opt=value` and `-Ivalue` that does, may be written, read or run.
 */
export function genericArgumentUses(args: readonly Arg[]): PathUse[] {
  const uses: PathUse[] = [];
  for (const arg of args) {
    const text = arg.text;
    if (text === null) {
      uses.push(write(arg, 'recursive', { named: true }));
      continue;
    }
    if (text.startsWith('--')) {
      const eq = text.indexOf('=');
      if (eq !== -1) uses.push(...pathInValue(text.slice(eq + 1), arg));
      continue;
    }
    if (text.startsWith('-') && text.length > 2) {
      const attached = text.slice(2);
      if (looksLikePath(attached) || attached.startsWith('=')) uses.push(...pathInValue(attached.replace(/^=/, ''), arg));
      continue;
    }
    if (text.startsWith('-')) continue;
    const eq = text.indexOf('=');
    if (eq > 0 && /^[A-Za-z_][A-Za-z0-9_.-]*$/.test(text.slice(0, eq))) {
      uses.push(...pathInValue(text.slice(eq + 1), arg));
      continue;
    }
    uses.push(...pathInValue(text, arg));
  }
  return uses;
}

/** A command Tollgate has no table for: not read-only, and every path-like argument checked as written. */
export const generic: ToolAnalyser = (args) => analysis({ paths: genericArgumentUses(args), readOnly: false });
