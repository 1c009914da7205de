import { isAbsolute, resolve } from 'node:path';
import { expandWord, lineVariables } from './expand.js';
import type { SplitCommand } from './simple-commands.js';

const CHANGES_DIRECTORY = new Set(['cd', 'pushd']);

/**
 * `cd dir` looks `dir` up in CDPATH, a bare `cd` goes to HOME and `cd -` to OLDPWD: a line that
 * sets any of them may move anywhere, so its cds lead somewhere only known at run time.
 */
function steersCd(source: string): boolean {
  return /\b(CDPATH|OLDPWD)\b/.test(source) || /(^|[^\w$])HOME\+?=/.test(source) || /\b(read|readarray|mapfile|getopts|printf|declare|typeset|export|local|readonly)\b[^;&|\n]*\bHOME\b/.test(source);
}

/**
 * The directories each command of the line may run in: the session's cwd, and every directory
 * a `cd` before it may have moved to (a cd can fail or sit in a branch, so earlier ones stay
 * possible). Null from a `cd` whose target is only known at run time on.
 */
export function trackDirectories(split: SplitCommand, start: readonly string[], home: string | null): (position: number) => readonly string[] | null {
  const breakpoints: { position: number; cwds: readonly string[] | null }[] = [];
  let current: readonly string[] | null = start;
  const cwdsAt = (position: number): readonly string[] | null => {
    let found: readonly string[] | null = start;
    for (const point of breakpoints) if (point.position <= position) found = point.cwds;
    return found;
  };
  const steered = steersCd(split.source);
  const commands = [...split.commands].sort((a, b) => a.start - b.start);
  for (const command of commands) {
    const name = command.words[0];
    if (!name || name.dynamic || !CHANGES_DIRECTORY.has(name.text)) continue;
    const target = command.words.slice(1).find((word) => word.dynamic || !word.text.startsWith('-') || word.text === '-');
    let next: readonly string[] | null;
    if (current === null || steered) next = null;
    else if (!target) next = home === null ? null : [...current, home];
    else if (!target.dynamic && target.text === '-') next = current;
    else {
      const base: readonly string[] = current;
      const cwd = base.length === 1 ? (base[0] ?? null) : null;
      const values = expandWord(target, { cwd, home, variable: lineVariables(split.variables, { home, pwdAt: cwdsAt }, () => cwd) });
      next = values === null ? null : [...new Set([...base, ...values.flatMap((value) => (isAbsolute(value) ? [value] : base.map((dir) => resolve(dir, value))))])];
    }
    current = next;
    breakpoints.push({ position: command.end, cwds: current });
  }
  return cwdsAt;
}
