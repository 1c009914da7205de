import { genericArgumentUses } from './generic.js';
import { analysis, read, RUNTIME_ARG, write, type Arg, type Nested, type PathUse, type ToolAnalyser } from './tool-spec.js';

/**
 * npm config keys (accepted as `--key`, any unambiguous abbreviation, in any case) whose value
 * makes npm run a program or load code, or read a config file that can set those.
 */
const CODE_KEYS = ['node-options', 'script-shell', 'shell', 'editor', 'browser', 'viewer', 'git', 'init-module', 'onload-script', 'node-gyp', 'userconfig', 'globalconfig', 'call'];
/** Keys whose value is a directory npm works in or writes to. */
const DIRECTORY_KEYS = ['prefix', 'cache', 'workspace', 'pack-destination', 'init.module', 'tmp'];
/** Keys that take a value (so the next word is not a positional). */
const VALUE_KEYS = new Set([
  ...CODE_KEYS, ...DIRECTORY_KEYS, 'registry', 'tag', 'otp', 'loglevel', 'location', 'omit', 'include', 'save-prefix', 'access', 'auth-type', 'scope',
  'package', 'workspace', 'depth', 'before', 'fetch-timeout', 'fetch-retries', 'maxsockets', 'cafile', 'cert', 'key', 'ca', 'userconfig', 'install-strategy', 'audit-level', 'json', 'long', 'parseable',
]);
const EXEC = new Set(['exec', 'x']);
const SHORT_WITH_VALUE: Readonly<Record<string, string>> = { C: 'prefix', w: 'workspace', p: 'package', c: 'call' };

/** A `--name` npm would read as one of `keys` (abbreviations and `--no-` included, case ignored). */
function matchesKey(name: string, keys: readonly string[]): string | null {
  const key = name.toLowerCase().replace(/_/g, '-').replace(/^no-/, '');
  if (key === '') return null;
  return keys.find((candidate) => candidate === key || candidate.startsWith(key)) ?? null;
}

interface NpmArgs {
  readonly positionals: Arg[];
  /** After `--`: passed to the script untouched. */
  readonly passed: Arg[];
  readonly code: string[];
  readonly paths: PathUse[];
  readonly calls: Arg[];
  readonly global: boolean;
  readonly dynamic: boolean;
}

function parseNpmArgs(args: readonly Arg[]): NpmArgs {
  const positionals: Arg[] = [];
  const passed: Arg[] = [];
  const code: string[] = [];
  const paths: PathUse[] = [];
  const calls: Arg[] = [];
  let global = false;
  let dynamic = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as Arg;
    const text = arg.text;
    if (text === null) {
      // Could be `--node-options=...`: npm reads config from any argument.
      dynamic = true;
      positionals.push(arg);
      continue;
    }
    if (text === '--') {
      passed.push(...args.slice(i + 1));
      break;
    }
    let name: string | null = null;
    let valueArg: Arg | null = null;
    if (text.startsWith('--')) {
      const eq = text.indexOf('=');
      name = eq === -1 ? text.slice(2) : text.slice(2, eq);
      if (eq !== -1) valueArg = { text: text.slice(eq + 1), word: arg.word };
      else if (VALUE_KEYS.has(name.toLowerCase()) || matchesKey(name, CODE_KEYS) !== null || matchesKey(name, DIRECTORY_KEYS) !== null) {
        const next = args[i + 1];
        if (next && !(next.text ?? '').startsWith('-')) {
          valueArg = next;
          i++;
        }
      }
    } else if (/^-[A-Za-z]$/.test(text) && SHORT_WITH_VALUE[text[1] ?? '']) {
      name = SHORT_WITH_VALUE[text[1] ?? ''] ?? null;
      valueArg = args[i + 1] ?? null;
      i++;
    } else if (text === '-g') {
      global = true;
      continue;
    } else if (text.startsWith('-')) {
      continue;
    }
    if (name === null) {
      positionals.push(arg);
      // `npm exec pkg --flag`: everything after the package belongs to the command it runs.
      if (positionals.length === 2 && EXEC.has(positionals[0]?.text ?? '')) {
        positionals.push(...args.slice(i + 1));
        break;
      }
      continue;
    }
    const codeKey = matchesKey(name, CODE_KEYS);
    if (codeKey === 'call') {
      if (valueArg) calls.push(valueArg);
      continue;
    }
    if (codeKey) {
      code.push(`npm --${codeKey}`);
      if (valueArg && (codeKey === 'userconfig' || codeKey === 'globalconfig' || codeKey === 'init-module' || codeKey === 'onload-script')) paths.push(read(valueArg));
      continue;
    }
    const directoryKey = matchesKey(name, DIRECTORY_KEYS);
    if (directoryKey && valueArg) paths.push(directoryKey === 'cache' || directoryKey === 'pack-destination' || directoryKey === 'tmp' ? write(valueArg, 'recursive') : read(valueArg, 'recursive'));
    if (name.toLowerCase() === 'global' || (name.toLowerCase() === 'location' && valueArg?.text === 'global')) global = true;
  }
  return { positionals, passed, code, paths, calls, global, dynamic };
}

const RUNS_SCRIPTS = new Set(['run', 'run-script', 'rum', 'urn', 'test', 't', 'tst', 'start', 'stop', 'restart']);
const INSTALLS = new Set(['install', 'i', 'add', 'in', 'ins', 'inst', 'insta', 'instal', 'isnt', 'isnta', 'isntal', 'isntall', 'ci', 'clean-install', 'install-test', 'it', 'install-ci-test', 'update', 'up', 'upgrade', 'link', 'ln']);

/** `npm install ../pkg`, `file:../pkg`, `x.tgz`: local package specs are paths read. */
function packageSpecUses(specs: readonly Arg[]): PathUse[] {
  return specs.flatMap((arg) => {
    const text = arg.text;
    if (text === null) return [read(arg, 'recursive')];
    if (text.startsWith('file:')) return [read({ text: text.slice(5), word: arg.word }, 'recursive')];
    if (/^(\.{1,2}(\/|$)|\/|~)/.test(text) || /\.(tgz|tar\.gz|tar)$/.test(text)) return [read(arg, 'recursive')];
    return [];
  });
}

/**
 * npm: config from any argument (`--node-options`, `--script-shell`, `--userconfig`... in any
 * case and abbreviated) loads code; `exec`/`x` runs another command; `-g` writes outside the
 * workspace; `--prefix`/`-C` moves it to another directory.
 */
export const npm: ToolAnalyser = (args) => {
  const parsed = parseNpmArgs(args);
  const [sub, ...rest] = parsed.positionals;
  const paths: PathUse[] = [...parsed.paths];
  const nested: Nested[] = parsed.calls.map((call) => (call.text === null ? { kind: 'opaque' as const, why: 'npm exec -c with a command only known at run time' } : { kind: 'script' as const, mode: 'denyOnly' as const, text: call.text, why: 'npm exec -c' }));
  const codeLoading = [...parsed.code];
  if (parsed.dynamic) codeLoading.push('an npm argument known only at run time (npm reads config from any argument)');
  if (parsed.global) paths.push(write(RUNTIME_ARG, 'recursive'));
  if (!sub) return analysis({ paths, nested, codeLoading, readOnly: false });
  if (sub.text === null) return analysis({ paths, nested: [...nested, { kind: 'opaque', why: `npm's subcommand ${sub.word?.text ?? ''} is only known at run time` }], codeLoading, readOnly: false, dynamicSubcommand: true });
  const name = sub.text;
  if (EXEC.has(name)) {
    const command = [...rest, ...parsed.passed];
    if (command.length > 0) nested.push({ kind: 'argv', mode: 'denyOnly', args: command, why: `npm ${name}` });
  } else if (name === 'explore') {
    const script = parsed.passed.map((arg) => arg.text ?? '$(unknown)').join(' ');
    nested.push(script ? { kind: 'script', mode: 'denyOnly', text: script, why: 'npm explore' } : { kind: 'opaque', why: 'npm explore opens a shell' });
  } else if (name === 'init' || name === 'create' || name === 'innit') {
    if (rest.length > 0) codeLoading.push(`npm ${name} <initializer> runs a package`);
  } else if (INSTALLS.has(name)) {
    paths.push(...packageSpecUses(rest));
  } else if (RUNS_SCRIPTS.has(name)) {
    paths.push(...genericArgumentUses(name === 'run' || name === 'run-script' || name === 'rum' || name === 'urn' ? rest.slice(1) : rest), ...genericArgumentUses(parsed.passed));
  } else if (name === 'config' || name === 'c' || name === 'set') {
    if (!['get', 'list', 'ls'].includes(rest[0]?.text ?? '')) paths.push(write(RUNTIME_ARG));
  } else {
    paths.push(...genericArgumentUses([...rest, ...parsed.passed]));
  }
  return analysis({ paths, nested, codeLoading, readOnly: false, canonical: ['npm', name, ...rest.map((arg) => arg.text ?? ''), ...(parsed.passed.length > 0 ? ['--', ...parsed.passed.map((arg) => arg.text ?? '')] : [])] });
};

/** `npx [options] pkg args` / `npx -c 'cmd'`: runs another command (its deny rules apply). */
export const npx: ToolAnalyser = (args, _name, context) => npm([{ text: 'exec', word: null }, ...args], 'npm', context);
