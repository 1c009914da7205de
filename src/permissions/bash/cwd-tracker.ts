import { isAbsolute, resolve } from 'node:path';
import { expandWord, lineVariables } from './expand.js';
import type { SimpleCommand, SplitCommand } from './simple-commands.js';

const CHANGES_DIRECTORY = new Set(['cd', 'pushd']);

/**
 * `cd dir` looks `dir` up in CDPATH, a bare `cd` goes to HOME and `cd -` to OLDPWD: a line that
 * sets any of them may move anywhere, so its cds lead somewhere only known at run time.
 */
function steersCd(source: string): boolean {
  return /\b(CDPATH|OLDPWD)\b/.test(source) || /(^|[^\w$])HOME\+?=/.test(source) || /\b(read|readarray|mapfile|getopts|printf|declare|typeset|export|local|readonly)\b[^;&|\n]*\bHOME\b/.test(source);
}

/** The earlier commands a position of the line needs to have succeeded: those of the innermost command or redirect there. */
function afterAt(split: SplitCommand, position: number): ReadonlySet<number> {
  const redirect = split.redirects.find((r) => r.position === position);
  if (redirect) return new Set(redirect.after);
  let inner: SimpleCommand | null = null;
  for (const command of split.commands) {
    if (command.start <= position && position <= command.end && (inner === null || command.start >= inner.start)) inner = command;
  }
  return new Set(inner?.after ?? []);
}

/**
 * The directories each command of the line may run in: the session's cwd, and every directory a
 * `cd` before it may have moved to. A cd can fail or sit in a branch, so the directory before it
 * stays possible, unless the command only runs once that cd has succeeded (`cd pkg && npm test`
 * runs in `pkg` only). Null from a `cd` whose target is only known at run time on.
 */
export function trackDirectories(split: SplitCommand, start: readonly string[], home: string | null): (position: number) => readonly string[] | null {
  const steered = steersCd(split.source);
  const cds = [...split.commands].sort((a, b) => a.start - b.start).filter((command) => {
    const name = command.words[0];
    return name !== undefined && !name.dynamic && CHANGES_DIRECTORY.has(name.text);
  });
  const memo = new Map<number, readonly string[] | null>();

  const targetsOf = (cd: SimpleCommand, before: readonly string[], seen: readonly string[]): readonly string[] | null => {
    const target = cd.words.slice(1).find((word) => word.dynamic || !word.text.startsWith('-') || word.text === '-');
    if (!target) return home === null ? null : [home];
    // `cd -` goes back to where the shell was before: any directory it has been in.
    if (!target.dynamic && target.text === '-') return seen;
    const cwd = before.length === 1 ? (before[0] ?? null) : null;
    const values = expandWord(target, { cwd, home, variable: lineVariables(split.variables, { home, pwdAt: cwdsAt }, () => cwd) });
    return values === null ? null : [...new Set(values.flatMap((value) => (isAbsolute(value) ? [value] : before.map((dir) => resolve(dir, value)))))];
  };

  function cwdsAt(position: number): readonly string[] | null {
    if (memo.has(position)) return memo.get(position) ?? null;
    memo.set(position, null); // a cd whose target names $PWD at its own position: only known at run time
    const guaranteed = afterAt(split, position);
    let current: readonly string[] | null = start;
    let seen: string[] = [...start];
    for (const cd of cds) {
      if (current === null) break;
      if (cd.end > position) continue;
      const targets: readonly string[] | null = steered ? null : targetsOf(cd, current, seen);
      if (targets === null) {
        current = null;
        break;
      }
      current = guaranteed.has(cd.start) ? targets : [...new Set([...current, ...targets])];
      seen = [...new Set([...seen, ...targets])];
    }
    memo.set(position, current);
    return current;
  }
  return cwdsAt;
}
