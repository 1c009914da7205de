import { flag, hasTag, optionalValue, parseArgs, pathOption, value, type OptionTable } from './option-parser.js';
import { genericArgumentUses } from './generic.js';
import { optionPathUses } from './simple-tool.js';
import { values } from './table-helpers.js';
import { analysis, read, RUNTIME_ARG, write, type Arg, type Nested, type PathUse, type ToolAnalyser } from './tool-spec.js';

/**
 * An interpreter: its options up to the script (inline code with `-e`/`-c`, or a file), the
 * files its options load, and its script's arguments (checked like any unknown command's).
 * Inline code can do anything; the rules cannot see into it (docs/policy.md says so).
 */
function interpreter(table: OptionTable, inlineTags: readonly string[], versionFlags: readonly string[] = ['--version']): ToolAnalyser {
  return (args) => {
    // `node --version`: it prints its version and runs nothing.
    if (args.length === 1 && args[0]?.text !== null && versionFlags.includes(args[0]?.text ?? '')) return analysis({ readOnly: true });
    const parsed = parseArgs(args, { ...table, stopAtPositional: true });
    const inline = parsed.options.some((option) => option.spec.tag !== undefined && inlineTags.includes(option.spec.tag));
    const [script, ...scriptArgs] = inline || hasTag(parsed, 'module') ? [undefined, ...parsed.positionals] : parsed.positionals;
    const paths: PathUse[] = [...optionPathUses(parsed)];
    if (script && script.text !== '-') paths.push(read(script));
    paths.push(...genericArgumentUses(scriptArgs.filter((arg): arg is Arg => arg !== undefined)));
    // No codeLoading: a prefix rule on an interpreter already allows any code it runs.
    return analysis({ paths, readOnly: false });
  };
}

const NODE: OptionTable = {
  short: { e: value(false, 'inline'), p: value(false, 'inline'), r: pathOption('codeFile'), C: value(), i: flag(), c: flag(), v: flag(), h: flag() },
  long: {
    eval: value(false, 'inline'), print: value(false, 'inline'), require: pathOption('codeFile'), import: pathOption('codeFile'), loader: pathOption('codeFile'), 'experimental-loader': pathOption('codeFile'),
    'env-file': pathOption('config'), 'env-file-if-exists': pathOption('config'), conditions: value(), 'input-type': value(), title: value(), 'stack-size': value(),
    'max-old-space-size': value(), inspect: optionalValue(false), 'inspect-brk': optionalValue(false), 'inspect-port': value(false), 'test-reporter': value(), 'test-reporter-destination': pathOption('write'),
    'test-name-pattern': value(), 'test-concurrency': value(), 'watch-path': pathOption('read'), 'redirect-warnings': pathOption('write'), 'diagnostic-dir': pathOption('writeDir'), 'report-dir': pathOption('writeDir'),
    'cpu-prof-dir': pathOption('writeDir'), 'heap-prof-dir': pathOption('writeDir'), 'openssl-config': pathOption('config'), 'icu-data-dir': pathOption('read'),
  },
};

const PYTHON: OptionTable = {
  short: { c: value(false, 'inline'), m: value(false, 'module'), ...values('W', 'X', 'Q'), ...Object.fromEntries([...'bBdEhiIOPqsSuvVx'].map((l) => [l, flag()])) },
  long: { 'check-hash-based-pycs': value(), help: flag(), version: flag() },
};

const RUBY: OptionTable = {
  short: { e: value(false, 'inline'), r: pathOption('codeFile'), I: pathOption('read'), C: pathOption('chdir'), x: optionalValue(), ...values('E', 'F', 'K', 'T', '0', 'W'), ...Object.fromEntries([...'acdhlnpsSvwyU'].map((l) => [l, flag()])) },
  long: { ...values('encoding', 'external-encoding', 'internal-encoding', 'enable', 'disable', 'dump'), yydebug: flag(), jit: flag(), version: flag(), help: flag(), verbose: flag(), 'disable-gems': flag() },
};

const PERL: OptionTable = {
  short: { e: value(false, 'inline'), E: value(false, 'inline'), I: pathOption('read'), M: value(false), m: value(false), x: optionalValue(), ...values('C', 'd', 'D', 'F', 'i', 'l', '0', 'V'), ...Object.fromEntries([...'acfhnpsStTuUvwWX'].map((l) => [l, flag()])) },
};

const PHP: OptionTable = {
  short: { r: value(false, 'inline'), B: value(false, 'inline'), R: value(false, 'inline'), E: value(false, 'inline'), f: pathOption('read'), c: pathOption('config'), d: pathOption('config'), z: pathOption('codeFile'), ...Object.fromEntries([...'ahilmnsvwHq'].map((l) => [l, flag()])) },
};

const AWK: OptionTable = {
  short: { F: value(), v: value(), f: pathOption('codeFile', false, 'program'), e: value(false, 'source'), i: pathOption('codeFile'), l: pathOption('code'), E: pathOption('codeFile', false, 'program'), o: { kind: 'write', optional: true }, d: { kind: 'write', optional: true }, p: { kind: 'write', optional: true }, S: flag('sandbox'), ...Object.fromEntries([...'bcCDghLMnNOPrstVY'].map((l) => [l, flag()])) },
  long: {
    'field-separator': value(), assign: value(), file: pathOption('codeFile', false, 'program'), source: value(false, 'source'), include: pathOption('codeFile'), load: pathOption('code'), exec: pathOption('codeFile', false, 'program'),
    'pretty-print': { kind: 'write', optional: true }, 'dump-variables': { kind: 'write', optional: true }, profile: { kind: 'write', optional: true }, sandbox: flag('sandbox'),
    ...Object.fromEntries(['characters-as-bytes', 'traditional', 'copyright', 'debug', 'gen-pot', 'help', 'lint', 'bignum', 'use-lc-numeric', 'non-decimal-data', 'optimize', 'posix', 're-interval', 'no-optimize', 'version'].map((n) => [n, flag()])),
  },
};

/** awk code that runs a shell command (`system()`, `| "cmd"`, `"cmd" | getline`) or writes a file (`print > f`). */
const AWK_RUNS = /\bsystem\s*\(|\|/;
const AWK_WRITES = /(print|printf)[^;{}]*>|\bclose\s*\(|\bfflush\s*\(/;

/** awk: the program (or `-f` file) is code; `system()` and pipes run shell commands the rules cannot see. */
const awk: ToolAnalyser = (args) => {
  const parsed = parseArgs(args, AWK);
  const fromFile = hasTag(parsed, 'program');
  const sources = parsed.options.filter((option) => option.spec.tag === 'source' && option.value).map((option) => option.value as Arg);
  const program = fromFile || sources.length > 0 ? null : (parsed.positionals[0] ?? null);
  const files = fromFile || sources.length > 0 ? parsed.positionals : parsed.positionals.slice(1);
  const texts = [...sources, ...(program ? [program] : [])];
  const sandboxed = hasTag(parsed, 'sandbox');
  const nested: Nested[] = [];
  const paths: PathUse[] = [...optionPathUses(parsed)];
  if (!sandboxed) {
    if (fromFile || texts.some((text) => text.text === null || AWK_RUNS.test(text.text))) nested.push({ kind: 'opaque', why: 'the awk program can run shell commands (system(), pipes)' });
    if (fromFile || texts.some((text) => text.text === null || AWK_WRITES.test(text.text))) paths.push(write(RUNTIME_ARG));
  }
  // gawk -i inplace rewrites the files it reads.
  const inPlace = parsed.options.some((option) => (option.name === 'i' || option.name === 'include') && option.value?.text === 'inplace');
  for (const file of files) {
    if (file.text === '-' || (file.text !== null && /^[A-Za-z_][A-Za-z0-9_]*=/.test(file.text))) continue;
    paths.push(inPlace ? write(file) : read(file));
  }
  return analysis({ paths, nested, readOnly: false });
};

export const INTERPRETERS: Readonly<Record<string, ToolAnalyser>> = {
  node: interpreter(NODE, ['inline'], ['--version', '-v']), nodejs: interpreter(NODE, ['inline'], ['--version', '-v']),
  // `python -v` and `ruby -v` go on to run a program from standard input: only their `--version` forms.
  python: interpreter(PYTHON, ['inline'], ['--version', '-V']), python3: interpreter(PYTHON, ['inline'], ['--version', '-V']), python2: interpreter(PYTHON, ['inline'], ['--version', '-V']),
  ruby: interpreter(RUBY, ['inline']), perl: interpreter(PERL, ['inline'], ['--version', '-v']), php: interpreter(PHP, ['inline'], ['--version', '-v']),
  awk, gawk: awk, mawk: awk, nawk: awk, busybox_awk: awk,
};
