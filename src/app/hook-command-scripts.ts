import { splitBashCommand } from '../permissions/bash/simple-commands.js';
import type { BashWord } from '../permissions/bash/words.js';
import { shellQuote } from '../core/shell-quote.js';
import { loadRefusal, scriptUses } from './program-scripts.js';
import { isOutsideRepository, repositoryPath } from './repository-path.js';

/** What a hook command's words mean: the environment the hook gets, and the repository it runs in. */
export interface HookCommandScope {
  readonly workspace: string;
  /** The hook's environment: `$VAR` in a place that runs something is read from it. */
  readonly env: Readonly<Record<string, string>>;
}

/** The repository files a hook command runs, and the command with each swapped for another path. */
export interface HookCommandScripts {
  /** Repository paths, `/`-separated, each once, in the order the command names them. */
  readonly paths: readonly string[];
  /** The command with every one of them replaced by `copyOf(path)`, quoted for the shell. */
  rewrite(copyOf: (path: string) => string): string;
}

/** Why Tollgate cannot tell which files a hook command runs. */
export interface UnreadableHookCommand {
  readonly unreadable: string;
}

const MAX_DEPTH = 4;
const GLOB = /[*?[\]{}]/;

/** A word's value as the hook's shell would see it, or null when only known when it runs. */
function wordValue(word: BashWord, scope: HookCommandScope, assigned: ReadonlySet<string>): string | null {
  if (!word.dynamic) return word.text;
  let value = '';
  for (const part of word.parts) {
    if (part.kind === 'text') {
      if (!part.quoted && GLOB.test(part.text)) return null;
      value += part.text;
    } else if (part.kind === 'variable') {
      // A variable the line itself sets is only known when the line runs.
      if (assigned.has(part.name)) return null;
      value += part.name === 'CLAUDE_PROJECT_DIR' ? scope.workspace : (scope.env[part.name] ?? '');
    } else if (part.kind === 'tilde') {
      if (part.user !== '' || scope.env['HOME'] === undefined) return null;
      value += scope.env['HOME'];
    } else {
      return null;
    }
  }
  return value;
}

interface Replacement {
  readonly start: number;
  readonly end: number;
  readonly with: (copyOf: (path: string) => string) => string;
}

function analyse(command: string, scope: HookCommandScope, depth: number): HookCommandScripts | UnreadableHookCommand {
  const split = splitBashCommand(command);
  if (split === null) return { unreadable: 'Tollgate cannot parse it to find the repository files it runs' };
  const assigned = new Set(split.variables.entries.keys());
  const paths: string[] = [];
  const replacements: Replacement[] = [];
  for (const simple of split.commands) {
    const values = simple.words.map((word) => wordValue(word, scope, assigned));
    for (const use of scriptUses(values, (value) => isOutsideRepository(value, scope.workspace))) {
      const word = simple.words[use.index]!;
      const value = values[use.index];
      if (use.kind === 'unknown' && use.loads !== undefined) return { unreadable: loadRefusal(command.slice(word.start, simple.words[use.loads]!.end)) };
      if (use.kind === 'unknown' || value === null || value === undefined) {
        return { unreadable: `\`${command.slice(word.start, word.end)}\` runs something only known when it runs, so Tollgate cannot tell whether it is a file of the pull request` };
      }
      if (use.kind === 'shell') {
        if (depth >= MAX_DEPTH) return { unreadable: 'its shell code nests too deep to follow' };
        const inner = analyse(value, scope, depth + 1);
        if ('unreadable' in inner) return inner;
        if (inner.paths.length === 0) continue;
        paths.push(...inner.paths);
        replacements.push({ start: word.start, end: word.end, with: (copyOf) => shellQuote(inner.rewrite(copyOf)) });
        continue;
      }
      const path = repositoryPath(value, scope.workspace);
      if (path === null) continue;
      paths.push(path);
      replacements.push({ start: word.start, end: word.end, with: (copyOf) => shellQuote(copyOf(path)) });
    }
  }
  const ordered = [...replacements].sort((a, b) => b.start - a.start);
  return {
    paths: [...new Set(paths)],
    rewrite(copyOf) {
      let text = command;
      for (const replacement of ordered) text = text.slice(0, replacement.start) + replacement.with(copyOf) + text.slice(replacement.end);
      return text;
    },
  };
}

/**
 * The repository files a hook command runs (`./ci/guard.sh`, `bash ci/guard.sh`,
 * `"$CLAUDE_PROJECT_DIR"/ci/guard.sh`, `node scripts/check.js`, also inside `bash -c '...'`), read
 * from the command as the shell will run it; or why that cannot be told (the command does not
 * parse, or something that runs is only known at run time). The Bash parser must be loaded.
 */
export function hookCommandScripts(command: string, scope: HookCommandScope): HookCommandScripts | UnreadableHookCommand {
  return analyse(command, scope, 0);
}
