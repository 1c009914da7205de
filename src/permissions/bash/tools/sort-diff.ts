import { flag, hasTag, HELP, optionalValue, pathOption, type OptionTable } from './option-parser.js';
import { readsFiles, simpleTool } from './simple-tool.js';
import { flags, longFlags, values } from './table-helpers.js';
import { read, type Arg, type ToolAnalyser } from './tool-spec.js';

const SORT: OptionTable = {
  short: { ...flags('bdfgiMhnRrVcCmsuz'), ...values('k', 't', 'S'), o: pathOption('write'), T: pathOption('writeDir') },
  long: {
    ...longFlags('ignore-leading-blanks', 'dictionary-order', 'ignore-case', 'general-numeric-sort', 'ignore-nonprinting', 'month-sort', 'human-numeric-sort', 'numeric-sort', 'random-sort', 'reverse', 'version-sort', 'debug', 'merge', 'stable', 'unique', 'zero-terminated'),
    ...values('sort', 'batch-size', 'key', 'buffer-size', 'field-separator', 'parallel'),
    check: optionalValue(), 'random-source': pathOption('read'), 'compress-program': pathOption('code'), 'files0-from': pathOption('readList'),
    output: pathOption('write'), 'temporary-directory': pathOption('writeDir'), ...HELP,
  },
};

/** sort: files read; `-o` written; `-T` written into; `--compress-program` runs a program. */
const sort = simpleTool({ table: SORT, positionals: readsFiles() });

const DIFF: OptionTable = {
  short: {
    ...flags('qsyltTNaibBwEZdpP'), r: flag('recursive'), u: flag(), c: flag(),
    ...values('C', 'U', 'W', 'I', 'F', 'D', 'x', 'S', 'L'), X: pathOption('read'),
  },
  long: {
    ...longFlags('brief', 'report-identical-files', 'side-by-side', 'left-column', 'suppress-common-lines', 'expand-tabs', 'initial-tab', 'suppress-blank-empty', 'new-file', 'unidirectional-new-file', 'ignore-file-name-case', 'no-ignore-file-name-case', 'text', 'strip-trailing-cr', 'ignore-case', 'ignore-tab-expansion', 'ignore-trailing-space', 'ignore-space-change', 'ignore-all-space', 'ignore-blank-lines', 'minimal', 'speed-large-files', 'show-c-function', 'normal', 'ed', 'rcs', 'no-dereference', 'paginate'),
    recursive: flag('recursive'),
    ...values('label', 'width', 'ignore-matching-lines', 'show-function-line', 'ifdef', 'exclude', 'starting-file', 'horizon-lines', 'tabsize', 'line-format', 'old-line-format', 'new-line-format', 'unchanged-line-format', 'old-group-format', 'new-group-format', 'unchanged-group-format', 'changed-group-format', 'palette'),
    context: optionalValue(), unified: optionalValue(), color: optionalValue(),
    'exclude-from': pathOption('read'), 'from-file': pathOption('read'), 'to-file': pathOption('read'), ...HELP,
  },
};

/** diff: both operands read, recursively with `-r`. (`--paginate` runs `pr`, which only formats.) */
const diff = simpleTool({
  table: DIFF,
  positionals: (positionals: readonly Arg[], parsed) => positionals.filter((arg) => arg.text !== '-').map((arg) => read(arg, hasTag(parsed, 'recursive') ? 'recursive' : 'list')),
});

export const SORT_DIFF: Readonly<Record<string, ToolAnalyser>> = { sort, diff };
