import { flag, HELP, optionalValue, pathOption, unsafeFlag, value, hasTag, type OptionTable } from './option-parser.js';
import { noPaths, readsFiles, simpleTool } from './simple-tool.js';
import { flags, longFlags, values } from './table-helpers.js';
import { read, write, type Arg, type PathUse, type ToolAnalyser } from './tool-spec.js';

const LS: OptionTable = {
  short: { ...flags('aAbBcCDfFgGhHiklmnNopqQrsStuUvxXZ1'), R: flag('recursive'), d: flag('self'), L: flag('follow'), ...values('I', 'T', 'w') },
  long: {
    ...longFlags('all', 'almost-all', 'author', 'escape', 'ignore-backups', 'dired', 'file-type', 'full-time', 'group-directories-first', 'no-group', 'human-readable', 'si', 'dereference-command-line', 'dereference-command-line-symlink-to-dir', 'inode', 'kibibytes', 'literal', 'numeric-uid-gid', 'hide-control-chars', 'show-control-chars', 'quote-name', 'reverse', 'size', 'context', 'zero'),
    recursive: flag('recursive'), directory: flag('self'), dereference: flag('follow'),
    ...values('block-size', 'format', 'hide', 'indicator-style', 'ignore', 'quoting-style', 'sort', 'time', 'time-style', 'tabsize', 'width'),
    color: optionalValue(), classify: optionalValue(), hyperlink: optionalValue(), ...HELP,
  },
};

/** `ls` lists what it is given (`.` by default); `-d` only the entries themselves, `-R` everything below. */
const ls = simpleTool({
  table: LS,
  positionals: (positionals, parsed) => {
    const directory = hasTag(parsed, 'recursive') ? 'recursive' : hasTag(parsed, 'self') ? 'no' : 'list';
    const targets: Arg[] = positionals.length > 0 ? [...positionals] : [{ text: '.', word: null }];
    return targets.map((arg) => read(arg, directory, { follow: hasTag(parsed, 'follow'), walk: { namesOnly: true } }));
  },
});

const CAT: OptionTable = {
  short: flags('AbeEnstTuv'),
  long: { ...longFlags('show-all', 'number-nonblank', 'show-ends', 'number', 'squeeze-blank', 'show-tabs', 'show-nonprinting'), ...HELP },
};

const HEAD_TAIL: OptionTable = {
  short: { ...flags('qvzF'), ...values('c', 'n', 's'), f: flag() },
  long: {
    ...longFlags('quiet', 'silent', 'verbose', 'zero-terminated', 'retry'), ...values('bytes', 'lines', 'max-unchanged-stats', 'pid', 'sleep-interval'),
    follow: optionalValue(), ...HELP,
  },
  numericShort: 'n',
};

const WC: OptionTable = {
  short: flags('cmlLw'),
  long: { ...longFlags('bytes', 'chars', 'lines', 'max-line-length', 'words'), total: value(), 'files0-from': pathOption('readList'), ...HELP },
};

const STAT: OptionTable = {
  short: { ...flags('Lft'), c: value() },
  long: { ...longFlags('dereference', 'file-system', 'terse'), ...values('format', 'printf', 'cached'), ...HELP },
};

const FILE: OptionTable = {
  short: { ...flags('bcdhiIkLlNnprsSvz0E'), ...values('e', 'F', 'P'), m: pathOption('read'), f: pathOption('readList'), C: unsafeFlag() },
  long: {
    ...longFlags('brief', 'debug', 'no-dereference', 'mime', 'mime-type', 'mime-encoding', 'keep-going', 'list', 'dereference', 'no-buffer', 'no-pad', 'preserve-date', 'raw', 'special-files', 'uncompress', 'uncompress-noreport', 'print0', 'extension', 'apple'),
    ...values('exclude', 'exclude-quiet', 'separator', 'parameter'), 'magic-file': pathOption('read'), 'files-from': pathOption('readList'), compile: unsafeFlag(), ...HELP,
  },
};

const DU: OptionTable = {
  short: { ...flags('0abcDhHklLmPsSx', undefined), ...values('B', 'd', 't'), X: pathOption('read'), L: flag('follow') },
  long: {
    ...longFlags('null', 'all', 'apparent-size', 'bytes', 'total', 'dereference-args', 'human-readable', 'inodes', 'count-links', 'no-dereference', 'separate-dirs', 'si', 'summarize', 'one-file-system'),
    ...values('block-size', 'max-depth', 'threshold', 'time-style', 'exclude'), time: optionalValue(), dereference: flag('follow'),
    'exclude-from': pathOption('read'), 'files0-from': pathOption('readList'), ...HELP,
  },
};

const DF: OptionTable = {
  short: { ...flags('aHhiklPTv'), ...values('B', 't', 'x') },
  long: { ...longFlags('all', 'human-readable', 'si', 'inodes', 'local', 'no-sync', 'portability', 'print-type', 'sync', 'total'), ...values('block-size', 'output', 'type', 'exclude-type'), ...HELP },
};

const CUT: OptionTable = {
  short: { ...flags('nsz'), ...values('b', 'c', 'd', 'f') },
  long: { ...longFlags('complement', 'only-delimited', 'zero-terminated'), ...values('bytes', 'characters', 'delimiter', 'fields', 'output-delimiter'), ...HELP },
};

const NL: OptionTable = {
  short: { p: flag(), ...values('b', 'd', 'f', 'h', 'i', 'l', 'n', 's', 'v', 'w') },
  long: { 'no-renumber': flag(), ...values('body-numbering', 'section-delimiter', 'footer-numbering', 'header-numbering', 'line-increment', 'join-blank-lines', 'number-format', 'number-separator', 'starting-line-number', 'number-width'), ...HELP },
};
const TAC: OptionTable = { short: { ...flags('br'), s: value() }, long: { ...longFlags('before', 'regex'), separator: value(), ...HELP } };
const REV: OptionTable = { short: flags('0'), long: { zero: flag(), ...HELP } };
const FOLD: OptionTable = { short: { ...flags('bs'), w: value() }, long: { ...longFlags('bytes', 'spaces'), width: value(), ...HELP }, numericShort: 'w' };
const FMT: OptionTable = { short: { ...flags('cstu'), ...values('w', 'g', 'p') }, long: { ...longFlags('crown-margin', 'split-only', 'tagged-paragraph', 'uniform-spacing'), ...values('width', 'goal', 'prefix'), ...HELP }, numericShort: 'w' };
const EXPAND: OptionTable = { short: { ...flags('ia'), t: value() }, long: { ...longFlags('initial', 'all', 'first-only'), tabs: value(), ...HELP }, numericShort: 't' };
const PASTE: OptionTable = { short: { ...flags('sz'), d: value() }, long: { ...longFlags('serial', 'zero-terminated'), delimiters: value(), ...HELP } };
const COLUMN: OptionTable = {
  short: { ...flags('tnxeJLdm'), ...values('c', 's', 'o', 'N', 'l', 'R', 'H', 'O', 'E', 'W', 'T', 'r', 'i', 'p') },
  long: { ...longFlags('table', 'fillrows', 'json', 'keep-empty-lines', 'table-noheadings', 'table-header-repeat'), ...values('columns', 'separator', 'output-separator', 'table-columns', 'table-columns-limit', 'table-right', 'table-hide', 'table-truncate', 'table-wrap', 'table-order', 'table-name', 'output-width', 'tree', 'tree-id', 'tree-parent'), ...HELP },
};
const STRINGS: OptionTable = {
  short: { ...flags('adfw'), ...values('n', 't', 'e', 'T', 's') },
  long: { ...longFlags('all', 'data', 'print-file-name', 'include-all-whitespace'), ...values('bytes', 'radix', 'encoding', 'target', 'output-separator'), ...HELP },
  numericShort: 'n',
};
const OD: OptionTable = {
  short: { ...flags('bcdfilosvxDOX'), ...values('A', 'j', 'N', 'S', 't'), w: optionalValue() },
  long: { ...longFlags('output-duplicates', 'traditional'), ...values('address-radix', 'endian', 'skip-bytes', 'read-bytes', 'format'), strings: optionalValue(), width: optionalValue(), ...HELP },
};
const HEXDUMP: OptionTable = {
  short: { ...flags('bcCdovxL'), ...values('e', 'n', 's'), f: pathOption('read') },
  long: { ...longFlags('one-byte-octal', 'one-byte-char', 'canonical', 'two-bytes-decimal', 'two-bytes-octal', 'no-squeezing', 'two-bytes-hex'), ...values('format', 'length', 'skip', 'color'), 'format-file': pathOption('read'), ...HELP },
};

const CHECKSUM: OptionTable = {
  short: { ...flags('btzw'), c: unsafeFlag('check') },
  long: { ...longFlags('binary', 'text', 'zero', 'tag', 'untagged', 'ignore-missing', 'quiet', 'status', 'strict', 'warn'), check: unsafeFlag('check'), ...HELP },
};

const UNIQ: OptionTable = {
  short: { ...flags('cdDiuz'), ...values('f', 's', 'w') },
  long: { ...longFlags('count', 'repeated', 'ignore-case', 'unique', 'zero-terminated'), ...values('skip-fields', 'skip-chars', 'check-chars'), 'all-repeated': optionalValue(), group: optionalValue(), ...HELP },
};

const COMPARE: OptionTable = {
  // cmp, comm
  short: { ...flags('bls123z'), ...values('i', 'n') },
  long: { ...longFlags('print-bytes', 'verbose', 'quiet', 'silent', 'check-order', 'nocheck-order', 'total', 'zero-terminated'), ...values('ignore-initial', 'bytes', 'output-delimiter'), ...HELP },
};

const PATH_NAMES: OptionTable = {
  // basename, dirname, realpath, readlink
  short: { ...flags('aeEfmnPqsLvz'), ...values('s') },
  long: { ...longFlags('multiple', 'canonicalize', 'canonicalize-existing', 'canonicalize-missing', 'no-newline', 'quiet', 'silent', 'verbose', 'zero', 'logical', 'physical', 'strip', 'no-symlinks'), ...values('suffix', 'relative-to', 'relative-base'), ...HELP },
};

const TREE: OptionTable = {
  short: { ...flags('adfigpsuhDFqNQrtvUcSnCAxJ'), l: flag('follow'), ...values('L', 'P', 'I', 'H', 'T'), o: pathOption('write') },
  long: { ...longFlags('noreport', 'dirsfirst', 'prune', 'du', 'si', 'inodes', 'device', 'matchdirs', 'ignore-case', 'fromfile', 'gitignore'), ...values('filelimit', 'timefmt', 'charset', 'sort'), ...HELP },
};

const XXD: OptionTable = {
  short: { ...flags('abCEeiprRud'), ...values('c', 'g', 'l', 'n', 'o', 's') },
  long: { ...HELP },
};

const reads = (table: OptionTable, directory: PathUse['directory'] = 'no'): ToolAnalyser => simpleTool({ table, positionals: readsFiles(directory) });

/** `uniq IN OUT`, `xxd IN OUT`: the second file is written. */
const inThenOut = (table: OptionTable): ToolAnalyser =>
  simpleTool({ table, positionals: (positionals) => positionals.flatMap((arg, i) => (arg.text === '-' ? [] : i === 0 ? [read(arg)] : [write(arg)])) });

/** `md5sum -c list` reads the files the list names, known only at run time. */
const checksum = simpleTool({
  table: CHECKSUM,
  positionals: (positionals, parsed) => {
    const files = readsFiles()(positionals);
    return hasTag(parsed, 'check') ? [...files, read({ text: null, word: null })] : files;
  },
});

export const FILE_READERS: Readonly<Record<string, ToolAnalyser>> = {
  ls, dir: ls, vdir: ls,
  cat: reads(CAT), head: reads(HEAD_TAIL), tail: reads(HEAD_TAIL), wc: reads(WC), stat: reads(STAT), file: reads(FILE),
  du: simpleTool({ table: DU, positionals: (positionals, parsed) => (positionals.length > 0 ? [...positionals] : [{ text: '.', word: null }]).map((arg) => read(arg, 'recursive', { follow: hasTag(parsed, 'follow'), walk: { namesOnly: true } })) }),
  df: reads(DF), cut: reads(CUT),
  nl: reads(NL), tac: reads(TAC), rev: reads(REV), fold: reads(FOLD), fmt: reads(FMT), expand: reads(EXPAND), unexpand: reads(EXPAND),
  paste: reads(PASTE), column: reads(COLUMN), strings: reads(STRINGS), od: reads(OD), hexdump: reads(HEXDUMP),
  md5sum: checksum, sha1sum: checksum, sha224sum: checksum, sha256sum: checksum, sha384sum: checksum, sha512sum: checksum, b2sum: checksum, cksum: checksum,
  uniq: inThenOut(UNIQ), xxd: inThenOut(XXD), cmp: reads(COMPARE), comm: reads(COMPARE),
  basename: simpleTool({ table: PATH_NAMES, positionals: noPaths }), dirname: simpleTool({ table: PATH_NAMES, positionals: noPaths }),
  realpath: reads(PATH_NAMES), readlink: reads(PATH_NAMES),
  tree: simpleTool({ table: TREE, positionals: (positionals, parsed) => (positionals.length > 0 ? [...positionals] : [{ text: '.', word: null }]).map((arg) => read(arg, 'recursive', { follow: hasTag(parsed, 'follow'), walk: { namesOnly: true } })) }),
};

