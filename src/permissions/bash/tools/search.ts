import { codeOptions, flag, hasTag, HELP, onlySafeOptions, optionalValue, parseArgs, pathOption, value, type OptionTable, type ParsedArgs } from './option-parser.js';
import { optionPathUses } from './simple-tool.js';
import { flags, longFlags, values } from './table-helpers.js';
import { analysis, read, type Arg, type PathUse, type ToolAnalyser, type WalkFilter } from './tool-spec.js';

const GREP: OptionTable = {
  short: {
    ...flags('EFGPiyvwxclLoqsbHhnTZzUaI'), r: flag('recursive'), R: flag('follow'),
    ...values('m', 'A', 'B', 'C', 'D'), e: value(true, 'pattern'), f: pathOption('read', true, 'pattern'), d: value(true, 'directories'),
  },
  long: {
    ...longFlags('extended-regexp', 'fixed-strings', 'basic-regexp', 'perl-regexp', 'ignore-case', 'no-ignore-case', 'invert-match', 'word-regexp', 'line-regexp', 'count', 'files-with-matches', 'files-without-match', 'only-matching', 'quiet', 'silent', 'no-messages', 'byte-offset', 'with-filename', 'no-filename', 'null', 'null-data', 'initial-tab', 'line-buffered', 'text', 'binary', 'line-number', 'no-line-number'),
    recursive: flag('recursive'), 'dereference-recursive': flag('follow'),
    ...values('label', 'max-count', 'after-context', 'before-context', 'context', 'binary-files', 'devices', 'exclude', 'exclude-dir', 'include'),
    regexp: value(true, 'pattern'), file: pathOption('read', true, 'pattern'), directories: value(true, 'directories'), 'exclude-from': pathOption('read'),
    color: optionalValue(), colour: optionalValue(), ...HELP,
  },
  numericShort: 'C',
};

function grepRecursion(parsed: ParsedArgs): { recursive: boolean; follow: boolean } {
  const follow = hasTag(parsed, 'follow');
  const directories = parsed.options.find((option) => option.spec.tag === 'directories')?.value?.text;
  return { recursive: follow || hasTag(parsed, 'recursive') || directories === 'recurse' || directories === null, follow };
}

const valuesOf = (parsed: ParsedArgs, ...names: string[]) =>
  parsed.options.filter((option) => names.includes(option.name) && option.value?.text).map((option) => option.value?.text as string);

/** What grep's --include/--exclude/--exclude-dir and ripgrep's hidden-file rule and -g globs leave out of a search. */
function walkFilter(parsed: ParsedArgs, ripgrep: boolean): WalkFilter {
  if (!ripgrep) return { include: valuesOf(parsed, 'include'), exclude: valuesOf(parsed, 'exclude'), excludeDirs: valuesOf(parsed, 'exclude-dir') };
  const unrestricted = parsed.options.filter((option) => option.name === 'u' || option.name === 'unrestricted').length;
  const hidden = unrestricted >= 2 || parsed.options.some((option) => option.name === 'hidden' || option.name === '.');
  return { skipHidden: !hidden, globs: valuesOf(parsed, 'g', 'glob', 'iglob') };
}

/** Files after the pattern (unless `-e`/`-f` gave it); a recursive search with none searches `.`. */
function searchedPaths(positionals: readonly Arg[], parsed: ParsedArgs, alwaysRecursive: boolean, noPattern: boolean): PathUse[] {
  const files = hasTag(parsed, 'pattern') || noPattern ? positionals : positionals.slice(1);
  const { recursive, follow } = alwaysRecursive ? { recursive: true, follow: hasTag(parsed, 'follow') } : grepRecursion(parsed);
  const targets: Arg[] = files.length === 0 && recursive ? [{ text: '.', word: null }] : [...files];
  const walk = walkFilter(parsed, alwaysRecursive);
  return targets.filter((arg) => arg.text !== '-').map((arg) => read(arg, recursive ? 'recursive' : 'no', { follow, walk: noPattern ? { ...walk, namesOnly: true } : walk }));
}

const grep: ToolAnalyser = (args) => {
  const parsed = parseArgs(args, GREP);
  const paths = [...optionPathUses(parsed), ...searchedPaths(parsed.positionals, parsed, false, false)];
  return analysis({ paths, codeLoading: codeOptions(parsed), readOnly: onlySafeOptions(parsed) });
};

const RG: OptionTable = {
  short: {
    ...flags('acFHiIlnNopqsSuUvVwxz0bP.'), L: flag('follow'),
    ...values('A', 'B', 'C', 'E', 'g', 'j', 'm', 'M', 'r', 'd', 't', 'T'), e: value(true, 'pattern'), f: pathOption('read', true, 'pattern'), h: flag(),
  },
  long: {
    ...longFlags('text', 'count', 'count-matches', 'fixed-strings', 'with-filename', 'no-filename', 'ignore-case', 'smart-case', 'case-sensitive', 'files-with-matches', 'files-without-match', 'line-number', 'no-line-number', 'only-matching', 'pretty', 'quiet', 'unrestricted', 'invert-match', 'word-regexp', 'line-regexp', 'search-zip', 'null', 'byte-offset', 'pcre2', 'hidden', 'no-ignore', 'no-ignore-vcs', 'no-ignore-parent', 'no-ignore-dot', 'no-ignore-global', 'no-ignore-exclude', 'no-ignore-files', 'json', 'vimgrep', 'heading', 'no-heading', 'trim', 'stats', 'multiline', 'multiline-dotall', 'crlf', 'no-messages', 'one-file-system', 'column', 'no-config', 'sort-files', 'type-list', 'binary', 'no-binary', 'passthru', 'glob-case-insensitive', 'ignore-file-case-insensitive', 'max-columns-preview', 'no-unicode', 'debug', 'trace', 'line-buffered', 'block-buffered', 'auto-hybrid-regex', 'engine'),
    follow: flag('follow'), files: flag('files'),
    ...values('after-context', 'before-context', 'context', 'encoding', 'glob', 'iglob', 'threads', 'max-count', 'max-columns', 'replace', 'max-depth', 'maxdepth', 'type', 'type-not', 'sort', 'sortr', 'color', 'colors', 'context-separator', 'field-context-separator', 'field-match-separator', 'path-separator', 'max-filesize', 'dfa-size-limit', 'regex-size-limit', 'type-add', 'type-clear', 'pre-glob'),
    regexp: value(true, 'pattern'), file: pathOption('read', true, 'pattern'), 'ignore-file': pathOption('read'),
    pre: pathOption('code'), 'hostname-bin': pathOption('code'), ...HELP,
  },
};

const rg: ToolAnalyser = (args) => {
  const parsed = parseArgs(args, RG);
  const paths = [...optionPathUses(parsed), ...searchedPaths(parsed.positionals, parsed, true, hasTag(parsed, 'files'))];
  // ripgrep reads its own config file named by RIPGREP_CONFIG_PATH; without --no-config that is outside the command line.
  return analysis({ paths, codeLoading: codeOptions(parsed), readOnly: onlySafeOptions(parsed) });
};

export const SEARCH_TOOLS: Readonly<Record<string, ToolAnalyser>> = { grep, egrep: grep, fgrep: grep, rg };
