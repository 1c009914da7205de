import { codeOptions, flag, hasTag, HELP, onlySafeOptions, optionalValue, parseArgs, pathOption, value, type OptionTable } from './option-parser.js';
import { sedEffects } from './sed-script.js';
import { optionPathUses } from './simple-tool.js';
import { flags, longFlags, values } from './table-helpers.js';
import { analysis, read, write, type Arg, type Nested, type PathUse, type ToolAnalyser } from './tool-spec.js';

const SED: OptionTable = {
  short: { ...flags('nErsuzb'), e: value(true, 'script'), f: pathOption('codeFile', false, 'script'), i: { kind: 'value', optional: true, tag: 'inPlace' }, ...values('l') },
  long: {
    ...longFlags('quiet', 'silent', 'regexp-extended', 'separate', 'unbuffered', 'null-data', 'posix', 'debug', 'follow-symlinks', 'binary'),
    expression: value(true, 'script'), file: pathOption('codeFile', false, 'script'), 'in-place': optionalValue(false, 'inPlace'),
    sandbox: flag('sandbox'), 'line-length': value(), ...HELP,
  },
};

const SPECIAL_FILES = new Set(['/dev/stdout', '/dev/stderr', '/dev/stdin']);

const literal = (text: string, arg: Arg): Arg => ({ text, word: arg.word });

/**
 * sed: the script's `r`/`R` files are read, its `w`/`W` files written, `e` runs a shell
 * command (`s///e` runs the pattern space itself); `-i` writes the input files; `-f` loads a
 * script this analysis cannot see.
 */
export const sed: ToolAnalyser = (args) => {
  const parsed = parseArgs(args, SED);
  const fromOptions = parsed.options.filter((option) => option.spec.tag === 'script' && option.spec.kind === 'value' && option.value).map((option) => option.value as Arg);
  const scripts = hasTag(parsed, 'script') ? fromOptions : parsed.positionals.slice(0, 1);
  const files = hasTag(parsed, 'script') ? parsed.positionals : parsed.positionals.slice(1);
  const inPlace = hasTag(parsed, 'inPlace');
  const sandboxed = hasTag(parsed, 'sandbox');

  const paths: PathUse[] = [...optionPathUses(parsed)];
  const nested: Nested[] = [];
  const codeLoading = codeOptions(parsed);
  let readOnly = onlySafeOptions(parsed) && !inPlace;
  for (const script of scripts) {
    if (script.text === null) {
      nested.push({ kind: 'opaque', why: 'the sed script is only known at run time' });
      codeLoading.push('a sed script known only at run time');
      readOnly = false;
      continue;
    }
    const effects = sedEffects(script.text);
    if (effects === null) {
      nested.push({ kind: 'opaque', why: 'the sed script could not be analysed' });
      codeLoading.push('a sed script that could not be analysed');
      readOnly = false;
      continue;
    }
    if (sandboxed) continue; // --sandbox makes sed refuse e, r and w.
    for (const file of effects.reads) if (!SPECIAL_FILES.has(file)) paths.push(read(literal(file, script)));
    for (const file of effects.writes) {
      if (SPECIAL_FILES.has(file)) continue;
      paths.push(write(literal(file, script)));
      readOnly = false;
    }
    for (const command of effects.commands) {
      nested.push({ kind: 'script', mode: 'denyOnly', text: command, why: 'sed e' });
      codeLoading.push('the sed command e');
      readOnly = false;
    }
    if (effects.runsPatternSpace) {
      nested.push({ kind: 'opaque', why: 'sed runs its pattern space as a shell command (e)' });
      codeLoading.push('the sed command e');
      readOnly = false;
    }
  }
  for (const file of files) {
    if (file.text === '-') continue;
    paths.push(inPlace ? write(file) : read(file));
  }
  return analysis({ paths, nested, codeLoading: [...new Set(codeLoading)], readOnly });
};

