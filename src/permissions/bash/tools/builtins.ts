import { flag, HELP, onlySafeOptions, optionalValue, parseArgs, pathOption, value, codeOptions, type OptionTable } from './option-parser.js';
import { genericArgumentUses } from './generic.js';
import { noPaths, optionPathUses, simpleTool } from './simple-tool.js';
import { flags, longFlags, values } from './table-helpers.js';
import { analysis, NOTHING, read, RUNTIME_ARG, write, type Arg, type PathUse, type ToolAnalyser } from './tool-spec.js';

const always: ToolAnalyser = () => NOTHING;
const never: ToolAnalyser = () => analysis({ readOnly: false });

/** echo: never reads or writes anything itself. */
const echo: ToolAnalyser = () => analysis({ printsArguments: true });

/** printf: `-v var` assigns a variable instead of printing. */
const printf: ToolAnalyser = (args) => analysis({ readOnly: args[0]?.text !== '-v' && args[0]?.text !== null, printsArguments: true });

const PWD: OptionTable = { short: flags('LP'), long: HELP };
const UNAME: OptionTable = { short: flags('asnrvmpio'), long: { ...longFlags('all', 'kernel-name', 'nodename', 'kernel-release', 'kernel-version', 'machine', 'processor', 'hardware-platform', 'operating-system'), ...HELP } };
const ID: OptionTable = { short: flags('agGnruzZ'), long: { ...longFlags('context', 'group', 'groups', 'name', 'real', 'user', 'zero'), ...HELP } };
const WHICH: OptionTable = { short: flags('aits'), long: { ...longFlags('all', 'skip-alias', 'skip-functions', 'skip-dot', 'skip-tilde', 'show-dot', 'show-tilde', 'read-alias', 'read-functions'), ...HELP } };
const TYPE: OptionTable = { short: flags('afptP') };
const SEQ: OptionTable = { short: { ...values('f', 's'), w: flag() }, long: { ...values('format', 'separator'), 'equal-width': flag(), ...HELP } };

/** date: `-s`/`--set` or a bare `MMDDhhmm` operand sets the clock; `-f`/`-r` read files. */
const DATE: OptionTable = {
  short: { ...values('d', 'I'), f: pathOption('read'), r: pathOption('read'), u: flag(), R: flag(), s: { kind: 'value' } },
  long: { ...values('date', 'rfc-3339', 'debug'), 'iso-8601': optionalValue(), file: pathOption('read'), reference: pathOption('read'), ...longFlags('utc', 'universal', 'rfc-email', 'rfc-2822', 'debug'), set: { kind: 'value' }, 'resolution': flag(), ...HELP },
};
const date = simpleTool({ table: DATE, positionals: noPaths, readOnly: (parsed) => parsed.positionals.every((arg) => arg.text?.startsWith('+') ?? false) });

/** cd / pushd: the directory is only looked at; the verdict follows it for the commands after. */
const cd: ToolAnalyser = (args) => {
  const dir = args.find((arg) => arg.text === null || !arg.text.startsWith('-') || arg.text === '-');
  if (!dir) return analysis({ paths: [read({ text: '~', word: null })], readOnly: false });
  return analysis({ paths: [read(dir.text === '-' ? RUNTIME_ARG : dir)], readOnly: false });
};

const JQ_FLAGS = new Set(['-c', '-r', '-j', '-a', '-n', '-e', '-s', '-S', '-C', '-M', '-R', '--tab', '--seq', '--stream', '--stream-errors', '--exit-status', '--ascii-output', '--sort-keys', '--raw-output', '--raw-output0', '--compact-output', '--null-input', '--slurp', '--raw-input', '--join-output', '--color-output', '--monochrome-output', '--unbuffered', '--args', '--jsonargs', '-h', '--help', '-V', '--version']);

/** jq: `--slurpfile`/`--rawfile`/`-f`/`-L` read files; `env` and `$ENV` print the environment. */
const jq: ToolAnalyser = (args) => {
  const paths: PathUse[] = [];
  const positionals: Arg[] = [];
  let known = true;
  let fromFile = false;
  let rawArgs = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as Arg;
    const text = arg.text;
    if (text === null) {
      known = false;
      positionals.push(arg);
    } else if (rawArgs || !text.startsWith('-') || text === '-') {
      positionals.push(arg);
    } else if (text === '--arg' || text === '--argjson') i += 2;
    else if (text === '--slurpfile' || text === '--rawfile') {
      const file = args[i + 2];
      if (file) paths.push(read(file));
      i += 2;
    } else if (text === '-f' || text === '--from-file') {
      const file = args[i + 1];
      if (file) paths.push(read(file));
      fromFile = true;
      i += 1;
    } else if (text === '-L' || text === '--indent') {
      if (text === '-L' && args[i + 1]) paths.push(read(args[i + 1] as Arg, 'recursive'));
      i += 1;
    } else if (text === '--args' || text === '--jsonargs') rawArgs = true;
    else if (!JQ_FLAGS.has(text) && !/^-[crjanesSCMR]+$/.test(text)) known = false;
  }
  const filter = fromFile ? null : (positionals[0] ?? null);
  const files = fromFile ? positionals : positionals.slice(1);
  if (!rawArgs) for (const file of files) if (file.text !== '-') paths.push(read(file));
  const readsEnvironment = filter?.text === null || /\benv\b|\$ENV\b|\$__prog_args|input_filename|\binput\b/.test(filter?.text ?? '');
  return analysis({ paths, readOnly: known && !readsEnvironment && !fromFile });
};

const CURL: OptionTable = {
  short: {
    ...flags('fsSLkvqiIGNgjJlnRZ0123469VBaM'), o: pathOption('write'), O: flag(), D: pathOption('write'), c: pathOption('write'), b: value(false, 'cookie'),
    d: value(false, 'data'), F: value(false, 'form'), T: pathOption('read'), K: pathOption('config'), H: value(false, 'header'),
    ...values('u', 'X', 'A', 'e', 'm', 'r', 'x', 'U', 'w', 'C', 'Y', 'y', 'z', 'E', 'P', 'Q', 't'),
  },
  long: {
    output: pathOption('write'), 'output-dir': pathOption('writeDir'), 'dump-header': pathOption('write'), 'cookie-jar': pathOption('write'), cookie: value(false, 'cookie'),
    data: value(false, 'data'), 'data-binary': value(false, 'data'), 'data-ascii': value(false, 'data'), 'data-urlencode': value(false, 'data'), 'data-raw': value(false),
    json: value(false, 'data'), form: value(false, 'form'), 'form-string': value(false), 'upload-file': pathOption('read'), config: pathOption('config'), header: value(false, 'header'),
    trace: pathOption('write'), 'trace-ascii': pathOption('write'), stderr: pathOption('write'), libcurl: pathOption('write'), 'etag-save': pathOption('write'), hsts: pathOption('write'), 'alt-svc': pathOption('write'),
    cacert: pathOption('read'), capath: pathOption('read'), cert: pathOption('read'), key: pathOption('read'), 'netrc-file': pathOption('read'), 'etag-compare': pathOption('read'), 'proxy-cacert': pathOption('read'),
    'remote-name': flag(), 'remote-name-all': flag(), 'create-dirs': flag(),
    ...values('user', 'request', 'user-agent', 'referer', 'max-time', 'range', 'proxy', 'proxy-user', 'write-out', 'continue-at', 'speed-limit', 'speed-time', 'time-cond', 'cert-type', 'connect-timeout', 'retry', 'retry-delay', 'retry-max-time', 'url', 'resolve', 'connect-to', 'interface', 'max-filesize', 'limit-rate', 'oauth2-bearer', 'variable', 'expand-url'),
    ...longFlags('fail', 'silent', 'show-error', 'location', 'insecure', 'verbose', 'include', 'head', 'get', 'compressed', 'http1.1', 'http2', 'http3', 'no-buffer', 'globoff', 'fail-with-body', 'no-progress-meter', 'progress-bar', 'raw', 'ssl', 'tlsv1.2', 'tlsv1.3', 'ipv4', 'ipv6', 'path-as-is', 'no-keepalive', 'tcp-nodelay', 'retry-all-errors', 'retry-connrefused', 'anyauth', 'basic', 'digest', 'ntlm', 'negotiate', 'location-trusted', 'proto-default', 'disable', 'no-sessionid', 'junk-session-cookies'),
    ...HELP,
  },
};

/** A curl value that names a file: `@file` (data, headers), `name=@file` / `name=<file` (form), a cookie file. */
function curlValueFile(tag: string | undefined, text: string): string | null {
  if (tag === 'data' || tag === 'header') return text.startsWith('@') && text !== '@-' ? text.slice(1) : null;
  if (tag === 'form') {
    const match = /=[@<]([^;]+)/.exec(text);
    return match?.[1] && match[1] !== '-' ? match[1] : null;
  }
  if (tag === 'cookie') return text.includes('=') ? null : text;
  return null;
}

/** curl: files it sends (`-d @f`, `-F x=@f`, `-T f`) are read, files it saves (`-o`, `-D`, `-c`) written; `file://` URLs read. */
const curl: ToolAnalyser = (args) => {
  const parsed = parseArgs(args, CURL);
  const paths: PathUse[] = [...optionPathUses(parsed)];
  for (const option of parsed.options) {
    const text = option.value?.text;
    if (option.value && text !== null && text !== undefined) {
      const file = curlValueFile(option.spec.tag, text);
      if (file) paths.push(read({ text: file, word: option.value.word }));
    } else if (option.value && option.spec.tag) paths.push(read(RUNTIME_ARG));
  }
  for (const url of parsed.positionals) {
    if (url.text?.toLowerCase().startsWith('file://')) paths.push(read({ text: url.text.slice('file://'.length), word: url.word }));
  }
  return analysis({ paths, codeLoading: codeOptions(parsed), readOnly: false, notReadOnlyBecause: 'it reaches the network' });
};

const WGET: OptionTable = {
  short: { ...flags('qvnNcrkKpmxSb46'), O: pathOption('write'), P: pathOption('writeDir'), o: pathOption('write'), a: pathOption('write'), i: pathOption('readList'), e: pathOption('code'), ...values('t', 'T', 'w', 'l', 'U', 'Q', 'A', 'R', 'D', 'X', 'I') },
  long: {
    'output-document': pathOption('write'), 'directory-prefix': pathOption('writeDir'), 'output-file': pathOption('write'), 'append-output': pathOption('write'), 'input-file': pathOption('readList'),
    execute: pathOption('code'), config: pathOption('config'), 'post-file': pathOption('read'), 'body-file': pathOption('read'), 'use-askpass': pathOption('code'), 'load-cookies': pathOption('read'), 'save-cookies': pathOption('write'),
    ...values('tries', 'timeout', 'wait', 'level', 'user-agent', 'quota', 'accept', 'reject', 'header', 'user', 'password', 'post-data', 'method', 'body-data'),
    ...longFlags('quiet', 'verbose', 'no-verbose', 'continue', 'recursive', 'mirror', 'no-parent', 'no-clobber', 'timestamping', 'no-check-certificate', 'spider', 'server-response', 'page-requisites', 'convert-links', 'backups'),
    ...HELP,
  },
};
const wget: ToolAnalyser = (args) => {
  const parsed = parseArgs(args, WGET);
  const recursive = parsed.options.some((option) => ['r', 'recursive', 'm', 'mirror', 'p', 'page-requisites'].includes(option.name));
  const saved = parsed.options.some((option) => option.spec.kind === 'write' || option.spec.kind === 'writeDir');
  return analysis({ paths: [...optionPathUses(parsed), ...(recursive || !saved ? [write({ text: '.', word: null }, recursive ? 'recursive' : 'no')] : [])], codeLoading: codeOptions(parsed), readOnly: false, notReadOnlyBecause: 'it reaches the network' });
};

const MAKE: OptionTable = {
  short: { ...flags('bBeiknpqrRsStvwL'), C: pathOption('chdir'), f: pathOption('read'), I: pathOption('read'), o: pathOption('read'), W: pathOption('read'), j: optionalValue(), l: optionalValue(), E: pathOption('code'), O: optionalValue() },
  long: {
    directory: pathOption('chdir'), file: pathOption('read'), makefile: pathOption('read'), 'include-dir': pathOption('read'), 'old-file': pathOption('read'), 'assume-old': pathOption('read'), 'what-if': pathOption('read'), 'new-file': pathOption('read'), 'assume-new': pathOption('read'),
    eval: pathOption('code'), jobs: optionalValue(), 'load-average': optionalValue(), 'output-sync': optionalValue(), debug: optionalValue(), shuffle: optionalValue(),
    ...longFlags('always-make', 'environment-overrides', 'ignore-errors', 'keep-going', 'just-print', 'dry-run', 'recon', 'print-data-base', 'question', 'no-builtin-rules', 'no-builtin-variables', 'silent', 'quiet', 'no-keep-going', 'stop', 'touch', 'trace', 'version', 'print-directory', 'no-print-directory', 'warn-undefined-variables', 'check-symlink-times'),
    ...HELP,
  },
};
/** make: `-C dir` works elsewhere, `-f` reads a makefile, `--eval` runs make code; `VAR=value` operands are checked as paths. */
const make: ToolAnalyser = (args) => {
  const parsed = parseArgs(args, MAKE);
  return analysis({ paths: [...optionPathUses(parsed), ...genericArgumentUses(parsed.positionals.filter((arg) => arg.text === null || arg.text.includes('=')))], codeLoading: codeOptions(parsed), readOnly: false });
};

const READ_ONLY_SIMPLE = (table: OptionTable): ToolAnalyser => (args) => analysis({ readOnly: onlySafeOptions(parseArgs(args, table)) && parseArgs(args, table).positionals.every((arg) => arg.text !== null) });

export const BUILTINS: Readonly<Record<string, ToolAnalyser>> = {
  echo, printf, true: always, false: always, ':': always, test: always, '[': always,
  pwd: READ_ONLY_SIMPLE(PWD), whoami: always, id: READ_ONLY_SIMPLE(ID), uname: READ_ONLY_SIMPLE(UNAME), nproc: always, arch: always, tty: always,
  which: READ_ONLY_SIMPLE(WHICH), type: READ_ONLY_SIMPLE(TYPE), seq: READ_ONLY_SIMPLE(SEQ), sleep: always, cal: always,
  hostname: (args) => analysis({ readOnly: args.every((arg) => arg.text !== null && arg.text.startsWith('-') && /^-[sfidaAIy]+$|^--(short|fqdn|long|domain|alias|ip-address|all-ip-addresses|all-fqdns)$/.test(arg.text)) }),
  date, cd, pushd: cd, popd: never,
  jq, yq: (args) => analysis({ paths: args.filter((arg) => arg.text !== null && !arg.text.startsWith('-')).slice(1).map((arg) => (args.some((a) => a.text === '-i' || a.text === '--inplace') ? write(arg) : read(arg))), readOnly: false }),
  curl, wget, make, gmake: make,
  export: never, declare: never, typeset: never, local: never, readonly: never, unset: never, set: never, shopt: never, read: never,
  kill: never, wait: never, jobs: never, hash: (args) => analysis({ paths: genericArgumentUses(args), readOnly: false }),
};

