import { sep } from 'node:path';
import { relativeInside } from '../core/paths.js';
import type { BashWord } from './bash/words.js';

const RUN_SCRIPT_TOOLS = new Set(['npm', 'pnpm', 'yarn', 'bun']);
const SUBCOMMAND = /^[a-z][a-z0-9:_-]*$/;

/** A prefix rule for a command, e.g. `Bash(npm run lint:*)`, `Bash(git push:*)`, `Bash(curl:*)`. */
export function suggestBashRule(words: readonly BashWord[]): string | null {
  const name = words[0];
  if (!name || name.dynamic) return null;
  const take = [name.text];
  const second = words[1];
  if (second && !second.dynamic && SUBCOMMAND.test(second.text)) {
    take.push(second.text);
    const third = words[2];
    if (RUN_SCRIPT_TOOLS.has(name.text) && second.text === 'run' && third && !third.dynamic && SUBCOMMAND.test(third.text)) {
      take.push(third.text);
    }
  }
  return `Bash(${take.join(' ')}:*)`;
}

/** An exact rule for a command a prefix rule never covers (`bash -c ...`, `eval ...`). */
export function suggestExactBashRule(source: string): string {
  return `Bash(${source.replace(/[()\\]/g, '\\$&')})`;
}

/** `Edit(src/foo.ts)` relative to the cwd, or `//abs` when outside it. */
export function suggestPathRule(toolName: 'Edit' | 'Read', path: string, cwd: string): string {
  const rel = relativeInside(path, cwd);
  return rel ? `${toolName}(${rel.split(sep).join('/')})` : `${toolName}(/${path})`;
}
