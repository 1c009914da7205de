import { flag, optionalValue, pathOption, value, type OptionSpec, type OptionTable } from './option-parser.js';

/** A git subcommand's options, written compactly: space-separated names, one letter for a short option. */
export interface GitOptionList {
  /** Flags that keep a read-only subcommand read-only. */
  readonly flags?: string;
  /** Flags that change something (`-d` of branch, `--force`). */
  readonly unsafe?: string;
  /** Options with a value that is not a path. */
  readonly values?: string;
  /** Options whose value may only be attached (`--pretty=oneline`, `-U3`). */
  readonly optional?: string;
  readonly reads?: string;
  readonly writes?: string;
  readonly writeDirs?: string;
  /** Options whose value is a program or code git runs. */
  readonly code?: string;
  /** Options whose value is a file of code or a template of hooks. */
  readonly codeFiles?: string;
  /** `-5` means `-n 5`. */
  readonly numeric?: boolean;
}

function put(table: { short: Record<string, OptionSpec>; long: Record<string, OptionSpec> }, names: string | undefined, spec: OptionSpec): void {
  for (const name of (names ?? '').split(/\s+/).filter(Boolean)) {
    if (name.length === 1) table.short[name] = spec;
    else table.long[name] = spec;
  }
}

export function gitTable(list: GitOptionList): OptionTable {
  const table = { short: {} as Record<string, OptionSpec>, long: {} as Record<string, OptionSpec> };
  put(table, list.flags, flag());
  put(table, list.unsafe, { kind: 'flag' });
  put(table, list.values, value());
  put(table, list.optional, optionalValue());
  put(table, list.reads, pathOption('read'));
  put(table, list.writes, pathOption('write'));
  put(table, list.writeDirs, pathOption('writeDir'));
  put(table, list.code, pathOption('code'));
  put(table, list.codeFiles, pathOption('codeFile'));
  put(table, 'help', flag());
  return { ...table, ...(list.numeric ? { numericShort: 'n' } : {}) };
}

/** Options shared by log, show, diff, whatchanged and the diff plumbing. */
export const DIFF_AND_LOG: GitOptionList = {
  flags: [
    'p u s z w b M C B D R a q', // short flags
    'patch no-patch patch-with-raw patch-with-stat raw stat numstat shortstat dirstat summary name-only name-status check full-index binary',
    'cached staged merge-base no-index exit-code quiet minimal patience histogram no-renames find-renames find-copies find-copies-harder irreversible-delete',
    'ignore-all-space ignore-space-change ignore-space-at-eol ignore-blank-lines ignore-cr-at-eol ignore-submodules text no-prefix no-color',
    'no-ext-diff no-textconv ita-invisible-in-index ita-visible-in-index function-context compact-summary cumulative color-words',
    'oneline graph all reverse first-parent no-merges merges follow abbrev-commit no-abbrev-commit relative-date topo-order date-order author-date-order',
    'left-right cherry-pick cherry-mark boundary simplify-by-decoration ancestry-path full-history dense sparse simplify-merges parents children',
    'regexp-ignore-case extended-regexp fixed-strings perl-regexp all-match invert-grep basic-regexp full-diff log-size no-decorate no-walk do-walk',
    'remerge-diff dd cc combined-all-paths no-notes show-linear-break expand-tabs no-expand-tabs source use-mailmap no-mailmap clear-decorations',
    'left-only right-only cherry not count unpacked single-worktree ignore-missing bisect stdin indexed-objects reflog walk-reflogs i E F m c t r',
  ].join(' '),
  values: [
    'n max-count skip since after until before author committer grep min-parents max-parents diff-filter S G O L',
    'date stat-width stat-name-width stat-graph-width stat-count src-prefix dst-prefix line-prefix diff-algorithm anchored output-indicator-new',
    'output-indicator-old output-indicator-context ws-error-highlight submodule word-diff-regex rotate-to skip-to orderfile decorate-refs',
    'decorate-refs-exclude glob exclude encoding grep-reflog since-as-filter inter-hunk-context max-depth',
  ].join(' '),
  optional: 'U unified pretty format decorate color word-diff relative branches tags remotes notes show-notes dirstat-by-file abbrev break-rewrites find-object color-moved color-moved-ws diff-merges expand-tabs first-parent-only',
  writes: 'output',
  numeric: true,
};
