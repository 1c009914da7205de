import { expandBraces } from './brace.js';
import { expandGlob, hasGlob, unescapePattern } from './glob.js';
import type { VariableTable } from './line-variables.js';
import type { BashWord, WordPart } from './words.js';

/** What a word's expansion may look at. */
export interface ExpansionScope {
  /** Where globs are expanded; null to leave them unexpanded (analysis without a filesystem). */
  readonly cwd: string | null;
  readonly home: string | null;
  /** The values `$name` may have at `position` in the line, or null when only known at run time. */
  variable(name: string, position: number): readonly string[] | null;
}

const MAX_COMBINATIONS = 64;
const MAX_WORDS = 1000;

function escapeLiteral(text: string): string {
  return text.replace(/[\\*?[\]{},]/g, '\\$&');
}

/** Each part's possible pattern texts (literals escaped), or null when a part is unknown. */
function partAlternatives(part: WordPart, word: BashWord, scope: ExpansionScope, assignment: boolean): string[] | null {
  switch (part.kind) {
    case 'text':
      return [part.quoted || assignment ? escapeLiteral(part.text) : part.text];
    case 'tilde':
      return part.user === '' && scope.home !== null ? [escapeLiteral(scope.home)] : null;
    case 'variable': {
      const values = scope.variable(part.name, word.start);
      if (values === null) return null;
      if (part.quoted || assignment) return values.map(escapeLiteral);
      // Unquoted: the value is split on whitespace and globbed; only simple values are followed.
      if (values.some((value) => /\s/.test(value) || value === '')) return null;
      return [...values];
    }
    case 'unknown':
      return null;
  }
}

function combinations(lists: readonly string[][]): string[] | null {
  let out = [''];
  for (const list of lists) {
    const next: string[] = [];
    for (const prefix of out) for (const item of list) next.push(prefix + item);
    if (next.length > MAX_COMBINATIONS) return null;
    out = next;
  }
  return out;
}

/**
 * The words `word` becomes once the shell expands it (variables the line gives a value, `~`,
 * braces, globs against the real tree), or null when that is only known at run time.
 * An assignment's value is neither split, brace-expanded nor globbed.
 */
export function expandWord(word: BashWord, scope: ExpansionScope, assignment = false): string[] | null {
  if (!word.dynamic) return [word.text];
  const lists: string[][] = [];
  for (const part of word.parts) {
    const alternatives = partAlternatives(part, word, scope, assignment);
    if (alternatives === null) return null;
    lists.push(alternatives);
  }
  const patterns = combinations(lists);
  if (patterns === null) return null;
  if (assignment) return patterns.map(unescapePattern);
  const out: string[] = [];
  for (const pattern of patterns) {
    const braced = expandBraces(pattern);
    if (braced === null) return null;
    for (const item of braced) {
      const globbed = scope.cwd !== null && hasGlob(item) ? expandGlob(item, scope.cwd) : [unescapePattern(item)];
      if (globbed === null) return null;
      out.push(...globbed);
      if (out.length > MAX_WORDS) return null;
    }
  }
  return out;
}

/** The variables of one line: what it assigns, and HOME and PWD (the working directory at that point) from the session. */
export function lineVariables(
  table: VariableTable,
  known: { readonly home: string | null; readonly pwdAt: (position: number) => readonly string[] | null },
  cwd: () => string | null,
): ExpansionScope['variable'] {
  const resolving = new Set<string>();
  const fromSession = (name: string, position: number): readonly string[] | null => {
    if (name === 'HOME') return known.home === null ? null : [known.home];
    if (name === 'PWD') return known.pwdAt(position);
    return null;
  };
  const variable = (name: string, position: number): readonly string[] | null => {
    const entries = table.entries.get(name) ?? [];
    if (entries.length === 0) return fromSession(name, position);
    if (resolving.has(name)) return null;
    resolving.add(name);
    try {
      const dominated = entries.some((e) => (e.unconditional && e.position < position) || (e.within !== undefined && e.within[0] <= position && position < e.within[1]));
      const values = new Set<string>();
      if (!dominated) {
        const session = fromSession(name, position);
        if (session === null) return null;
        for (const value of session) values.add(value);
      }
      const scope: ExpansionScope = { cwd: cwd(), home: known.home, variable };
      for (const entry of entries) {
        if (entry.values === null) return null;
        for (const valueWord of entry.values) {
          const expanded = expandWord(valueWord, scope, entry.within === undefined);
          if (expanded === null) return null;
          for (const value of expanded) values.add(value);
        }
      }
      return [...values];
    } finally {
      resolving.delete(name);
    }
  };
  return variable;
}
