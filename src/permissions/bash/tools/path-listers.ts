import type { SimpleCommand } from '../simple-commands.js';
import type { Arg, ToolContext } from './tool-spec.js';

/** `git ls-files` options that only choose which tracked (or, with `-o`, untracked) names it prints, relative to the cwd. */
const LS_FILES_OPTIONS = new Set(['-z', '-c', '--cached', '-m', '--modified', '-d', '--deleted', '-o', '--others', '--exclude-standard', '-t', '-v']);
/** find tests that only choose names; no action (`-exec`, `-delete`, `-printf` …) and no `-L`. */
const FIND_TESTS = new Set(['-name', '-iname', '-path', '-ipath', '-wholename', '-iwholename', '-regex', '-iregex', '-type', '-maxdepth', '-mindepth', '-size', '-mtime', '-mmin', '-newer', '-empty']);
const FIND_WORDS = new Set(['-not', '!', '-a', '-and', '-o', '-or', '(', ')', '-print', '-print0', '-prune']);

/** Names that a command prints one per line (or NUL-separated), all below these directories. */
export interface ListedPaths {
  readonly by: 'git' | 'find';
  readonly within: readonly Arg[];
}

function gitListing(words: readonly string[]): ListedPaths | null {
  const rest = words.slice(2);
  let untracked = false;
  for (const word of rest) {
    if (word.startsWith('-')) {
      if (!LS_FILES_OPTIONS.has(word)) return null;
      if (word === '-o' || word === '--others') untracked = true;
      continue;
    }
    // A pathspec narrows what it prints; one that leaves the cwd (`..`, `/x`, `:/x`) is not followed here.
    if (word.startsWith('/') || word.startsWith(':') || word.split('/').includes('..')) return null;
  }
  // Untracked names come from the file system, tracked ones from git's index.
  return { by: untracked ? 'find' : 'git', within: [{ text: '.', word: null }] };
}

function findListing(words: readonly string[]): ListedPaths | null {
  let i = 1;
  const starts: string[] = [];
  while (i < words.length && !/^[-(!]/.test(words[i] ?? '')) starts.push(words[i++] ?? '.');
  for (; i < words.length; i++) {
    const word = words[i] ?? '';
    if (FIND_WORDS.has(word)) continue;
    if (!FIND_TESTS.has(word)) return null;
    i++;
  }
  return { by: 'find', within: (starts.length > 0 ? starts : ['.']).map((text) => ({ text, word: null })) };
}

/**
 * What feeds xargs when it is a command that only lists paths (`git ls-files '*.ts' | xargs wc -l`,
 * `find src -name '*.ts' | xargs grep -n TODO`): the names xargs passes on are below its
 * directories, so the command xargs runs can be checked as if they were written out.
 */
export function listedPaths({ stdin, expand }: ToolContext): ListedPaths | null {
  if (stdin.kind !== 'pipe' || stdin.producer === null) return null;
  const producer: SimpleCommand = stdin.producer;
  if (producer.assignments.length > 0 || producer.isolated !== null) return null;
  // The words as the shell expands them (`~` unquoted is the home directory, quoted a literal name); one that becomes more or fewer than one word is not followed.
  const words: string[] = [];
  for (const word of producer.words) {
    const values = expand(word);
    // A glob left unexpanded (no file system to expand it against) stands for names not known here.
    if (values === null || values.length !== 1 || (word.dynamic && /[*?[]/.test(values[0] ?? ''))) return null;
    words.push(values[0] ?? '');
  }
  if (words[0] === 'git' && words[1] === 'ls-files') return gitListing(words);
  if (words[0] === 'find') return findListing(words);
  return null;
}
