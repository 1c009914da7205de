/** `2024-01-01T00:00:00.0000000Z ` at the start of every line of a GitHub Actions log. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z ?/;
/** ANSI escape sequences (colours, cursor moves) test runners print; they cost tokens and say nothing. */
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g;

/** A line shown longer than this is cut (the saved file has it whole). */
export const MAX_SHOWN_LINE_CHARS = 2_000;
/** A pattern is tried on this much of each line: a bound on what one match can cost. */
const MAX_MATCHED_LINE_CHARS = 2_000;
/** More unbounded repeats than this can take polynomial time to the power of their number on a long line. */
const MAX_UNBOUNDED_REPEATS = 4;

/** One line of the log as the model reads it: no byte-order mark, no timestamp prefix, no colour codes. */
export function cleanLogLine(line: string): string {
  return line.replace(/^\uFEFF/, '').replace(TIMESTAMP, '').replace(ANSI, '');
}

/** Where `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!` or `(?<name>` starting at `open` ends: its `?` repeats nothing. */
function groupPrefixEnd(source: string, open: number): number {
  if (source[open + 2] !== '<') return open + 2;
  if (source[open + 3] === '=' || source[open + 3] === '!') return open + 3;
  const close = source.indexOf('>', open);
  return close === -1 ? open + 2 : close;
}

/**
 * Why a pattern could take exponential time on a hostile line (the log is the output of the PR's
 * code, and the match runs in Tollgate's own process), or null when it cannot: a repeated group
 * that itself repeats or has alternatives (`(a+)+`, `(a|a)*`), a back-reference, or many unbounded
 * repeats.
 */
export function riskyPattern(source: string): string | null {
  const groups: { inner: boolean }[] = [];
  let inClass = false;
  let unbounded = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      if (!inClass && /[1-9k]/.test(source[i + 1] ?? '')) return 'it uses a back-reference';
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') {
      groups.push({ inner: false });
      if (source[i + 1] === '?') i = groupPrefixEnd(source, i);
    } else if (c === ')') {
      const group = groups.pop();
      const next = source[i + 1];
      if (group?.inner && (next === '*' || next === '+' || next === '{')) return 'a repeated group itself repeats or has alternatives, which can take exponential time';
      if (group?.inner && groups.length > 0) groups[groups.length - 1]!.inner = true;
    } else if (c === '*' || c === '+' || c === '?' || c === '{' || c === '|') {
      if (c === '*' || c === '+' || (c === '{' && /^\{\d*,\}/.test(source.slice(i)))) unbounded++;
      if (groups.length > 0) groups[groups.length - 1]!.inner = true;
    }
  }
  return unbounded > MAX_UNBOUNDED_REPEATS ? `it has ${unbounded} unbounded repeats (at most ${MAX_UNBOUNDED_REPEATS})` : null;
}

export type LogView =
  | { readonly kind: 'tail'; readonly lines: number }
  | { readonly kind: 'range'; readonly offset: number; readonly limit: number }
  | { readonly kind: 'matches'; readonly pattern: RegExp; readonly context: number; readonly maxMatches: number };

export interface ShownLine {
  /** 1-based, as `offset` takes it. */
  readonly n: number;
  readonly text: string;
}

export interface LogSelection {
  readonly totalLines: number;
  /** Runs of consecutive lines; a gap lies between two runs. */
  readonly runs: readonly (readonly ShownLine[])[];
  /** Lines that matched the pattern, all of them (0 without one). */
  readonly matches: number;
  /** Of those, how many are shown. */
  readonly matchesShown: number;
}

function shown(n: number, line: string): ShownLine {
  const text = line.length > MAX_SHOWN_LINE_CHARS ? `${line.slice(0, MAX_SHOWN_LINE_CHARS)}… [${line.length - MAX_SHOWN_LINE_CHARS} more characters]` : line;
  return { n, text };
}

/** Picks the lines of `view` from a log pushed one line at a time, holding only what it shows. */
export function createLogSelector(view: LogView): { push(line: string): void; finish(): LogSelection } {
  const runs: ShownLine[][] = [];
  let total = 0;
  let matches = 0;
  let matchesShown = 0;
  let lastShown = 0;
  let afterLeft = 0;
  const before: ShownLine[] = [];
  const emit = (line: ShownLine) => {
    if (line.n <= lastShown) return;
    if (runs.length === 0 || line.n !== lastShown + 1) runs.push([]);
    runs[runs.length - 1]!.push(line);
    lastShown = line.n;
  };
  const push = (text: string) => {
    total += 1;
    const n = total;
    switch (view.kind) {
      case 'range':
        if (n >= view.offset && n < view.offset + view.limit) emit(shown(n, text));
        return;
      case 'tail':
        before.push(shown(n, text));
        if (before.length > view.lines) before.shift();
        return;
      case 'matches': {
        view.pattern.lastIndex = 0;
        const hit = view.pattern.test(text.length > MAX_MATCHED_LINE_CHARS ? text.slice(0, MAX_MATCHED_LINE_CHARS) : text);
        if (hit) matches += 1;
        if (hit && matchesShown < view.maxMatches) {
          matchesShown += 1;
          for (const line of before) emit(line);
          before.length = 0;
          emit(shown(n, text));
          afterLeft = view.context;
          return;
        }
        if (afterLeft > 0) {
          afterLeft -= 1;
          emit(shown(n, text));
          return;
        }
        if (view.context > 0 && matchesShown < view.maxMatches) {
          before.push(shown(n, text));
          if (before.length > view.context) before.shift();
        }
      }
    }
  };
  const finish = (): LogSelection => {
    if (view.kind === 'tail') for (const line of before) emit(line);
    return { totalLines: total, runs, matches, matchesShown };
  };
  return { push, finish };
}
