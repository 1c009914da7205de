import { posix } from 'node:path';

/** A line the change adds: its number in the new content and its text. */
export interface AddedLine {
  readonly line: number;
  readonly text: string;
}

/** One changed text file as the guard's rules read it. */
export interface GuardFile {
  /** Relative to the repository root, `/`-separated. */
  readonly path: string;
  /** The new content, as UTF-8 text. */
  readonly text: string;
  /** Whether the file is something that runs (code, scripts, configuration) rather than prose (Markdown, plain text). */
  readonly runs: boolean;
  /** The content at the base commit, as text; null for a new file. Read when first asked for. */
  oldText(): Promise<string | null>;
  /** The lines the change adds (see `addedLines`). */
  addedLines(): Promise<readonly AddedLine[]>;
}

/**
 * The lines of `newText` that `oldText` does not already hold, each counted as often as it occurs:
 * a line that was there before (moved or not) is not the change's, a new copy of one is.
 */
function addedLines(oldText: string | null, newText: string): AddedLine[] {
  const before = new Map<string, number>();
  for (const line of oldText?.split('\n') ?? []) before.set(line, (before.get(line) ?? 0) + 1);
  const added: AddedLine[] = [];
  newText.split('\n').forEach((text, index) => {
    const left = before.get(text) ?? 0;
    if (left > 0) before.set(text, left - 1);
    else if (text !== '') added.push({ line: index + 1, text });
  });
  return added;
}

const PROSE_EXTENSIONS = new Set(['.md', '.markdown', '.mdown', '.mkd', '.mdx', '.rst', '.txt', '.text', '.adoc', '.asciidoc', '.asc', '.org', '.rdoc', '.textile', '.wiki', '.tex']);
const PROSE_NAMES = new Set([
  'readme',
  'license',
  'licence',
  'copying',
  'changelog',
  'changes',
  'authors',
  'contributors',
  'contributing',
  'maintainers',
  'notice',
  'history',
  'news',
  'install',
  'usage',
  'security',
  'support',
  'faq',
  'todo',
  'thanks',
]);

/** Prose does not run: Markdown (MDX too), reStructuredText, AsciiDoc, plain text, and README- or INSTALL-like files without an extension. */
function isProse(path: string): boolean {
  const name = posix.basename(path).toLowerCase();
  const ext = posix.extname(name);
  return PROSE_EXTENSIONS.has(ext) || (ext === '' && PROSE_NAMES.has(name));
}

const MARKUP_EXTENSIONS = new Set(['.html', '.htm', '.xhtml', '.xml', '.svg']);

/** Markup: a browser may run its scripts, but no shell runs its text (a docs page that shows a command). */
export function isMarkup(path: string): boolean {
  return MARKUP_EXTENSIONS.has(posix.extname(path).toLowerCase());
}

const HASH_COMMENTS = new Set(['.sh', '.bash', '.zsh', '.ksh', '.fish', '.py', '.pyw', '.rb', '.pl', '.pm', '.r', '.ps1', '.psm1', '.yml', '.yaml', '.toml', '.cfg', '.ini', '.conf', '.env', '.mk', '.tf', '.nix', '.cmake']);
const HASH_COMMENT_NAMES = new Set(['dockerfile', 'containerfile', 'makefile', 'gemfile', 'rakefile', 'procfile', 'vagrantfile', 'brewfile', '.env']);

/** What could run inside a comment line that is part of a heredoc, template or f-string: `$(…)`, backticks, `${…}`, `{…}`. */
const INTERPOLATION = /\$\(|`|\{|\}/;

/**
 * Whether a line is a whole-line comment in this kind of file, so it never runs: `#` in shell,
 * Python, Ruby, YAML, Dockerfiles and Makefiles (not in C, where `#define` is code), `//` elsewhere.
 * A comment line with anything that would be expanded inside a heredoc, template or f-string
 * (`$(…)`, backticks, braces) is not one: there it runs.
 */
export function isCommentLine(path: string, text: string): boolean {
  const line = text.trimStart();
  if (INTERPOLATION.test(line)) return false;
  const name = posix.basename(path).toLowerCase();
  const ext = posix.extname(name);
  const hashFile = HASH_COMMENTS.has(ext) || HASH_COMMENT_NAMES.has(name) || name.startsWith('dockerfile') || name.endsWith('.dockerfile');
  return hashFile ? line.startsWith('#') && !line.startsWith('#!') : line.startsWith('//');
}

/**
 * The lines a change adds that are code (not whole-line comments), and the names `assigned` captures
 * on them (its group 1): what a rule follows from the line that fills a variable to the one that uses it.
 */
export async function addedCode(file: GuardFile, assigned: RegExp): Promise<{ lines: readonly AddedLine[]; names: ReadonlySet<string> }> {
  const lines = (await file.addedLines()).filter(({ text }) => !isCommentLine(file.path, text));
  const names = new Set<string>();
  for (const { text } of lines) {
    const name = assigned.exec(text)?.[1];
    if (name) names.add(name);
  }
  return { lines, names };
}

/** A GuardFile over contents already read; the old one is read when a rule first needs it. */
export function guardFile(path: string, text: string, readOld: () => Promise<string | null>): GuardFile {
  let old: Promise<string | null> | null = null;
  let added: Promise<AddedLine[]> | null = null;
  const oldText = () => (old ??= readOld());
  return {
    path,
    text,
    runs: !isProse(path),
    oldText,
    addedLines: () => (added ??= oldText().then((before) => addedLines(before, text))),
  };
}
