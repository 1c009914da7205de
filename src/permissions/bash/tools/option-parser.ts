import type { Arg } from './tool-spec.js';

/** What an option's value is to the policy. */
export type OptionKind =
  | 'flag'
  /** A value that is not a path (a count, a pattern, a format). */
  | 'value'
  | 'read'
  /** A file naming more files to read (`--files0-from`): the file is read, the names are unknown. */
  | 'readList'
  | 'write'
  /** A directory written into (`-t`, `--target-directory`). */
  | 'writeDir'
  /** The command works in this directory (`-C`): its relative paths start there. */
  | 'chdir'
  /** The value is code or a program the command runs (`--compress-program`, `--upload-pack`). */
  | 'code'
  /** A file of code the command loads (`sed -f`, `node -r`). */
  | 'codeFile'
  /** A configuration file that can make the command run code (`npm --userconfig`). */
  | 'config';

export interface OptionSpec {
  readonly kind: OptionKind;
  /** The value may only be attached (`-i.bak`, `--context=3`): a separate word is not taken. */
  readonly optional?: boolean;
  /** Using it keeps an otherwise read-only command read-only. */
  readonly safe?: boolean;
  /** A name the tool's analysis looks for (`recursive`, `follow`, `inPlace`). */
  readonly tag?: string;
}

export interface OptionTable {
  readonly short?: Readonly<Record<string, OptionSpec>>;
  /** Long option names without the dashes; any unambiguous prefix selects one, as GNU getopt allows. */
  readonly long?: Readonly<Record<string, OptionSpec>>;
  /** Options end at the first positional argument (the tool runs a command after its options). */
  readonly stopAtPositional?: boolean;
  /** `-5` means `-n 5` (head, tail). */
  readonly numericShort?: string;
}

export interface ParsedOption {
  /** The option's canonical name: one letter, or the full long name. */
  readonly name: string;
  readonly spec: OptionSpec;
  readonly value: Arg | null;
  readonly arg: Arg;
}

export interface ParsedArgs {
  readonly options: readonly ParsedOption[];
  readonly positionals: readonly Arg[];
  /** Options the table does not know, as written. */
  readonly unknown: readonly string[];
  /** An argument only known at run time stood where an option could be. */
  readonly dynamicOption: boolean;
  /** Positionals after `--`. */
  readonly afterDashDash: number;
}

const DANGER: readonly OptionKind[] = ['code', 'codeFile', 'config', 'write', 'writeDir', 'chdir', 'readList', 'read', 'value', 'flag'];

/** A long option by exact name or unambiguous prefix; an ambiguous prefix counts as the most dangerous option it could be. */
export function resolveLong(table: OptionTable, name: string): { name: string; spec: OptionSpec } | null {
  const long = table.long ?? {};
  const exact = long[name];
  if (exact) return { name, spec: exact };
  const candidates = Object.keys(long).filter((key) => key.startsWith(name));
  if (candidates.length === 0 || name === '') return null;
  const ranked = candidates
    .map((key) => ({ name: key, spec: long[key] as OptionSpec }))
    .sort((a, b) => DANGER.indexOf(a.spec.kind) - DANGER.indexOf(b.spec.kind));
  return ranked[0] ?? null;
}

/** GNU-style option parsing of a command's arguments against its table. */
export function parseArgs(args: readonly Arg[], table: OptionTable): ParsedArgs {
  const options: ParsedOption[] = [];
  const positionals: Arg[] = [];
  const unknown: string[] = [];
  let dynamicOption = false;
  let afterDashDash = -1;
  let ended = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as Arg;
    const text = arg.text;
    if (ended) {
      positionals.push(arg);
      continue;
    }
    if (text === null) {
      // A name a lister printed is a path, never an option (a listed name starting with `-` is refused).
      if (arg.listedBy === undefined) dynamicOption = true;
      positionals.push(arg);
      continue;
    }
    if (text === '--') {
      ended = true;
      afterDashDash = positionals.length;
      continue;
    }
    if (text.startsWith('--')) {
      const eq = text.indexOf('=');
      const name = eq === -1 ? text.slice(2) : text.slice(2, eq);
      const found = resolveLong(table, name);
      if (!found) {
        unknown.push(text);
        continue;
      }
      let value: Arg | null = null;
      if (eq !== -1) value = { text: text.slice(eq + 1), word: arg.word };
      else if (found.spec.kind !== 'flag' && !found.spec.optional) {
        value = args[i + 1] ?? null;
        i++;
      }
      if (found.spec.kind === 'flag' && eq !== -1) unknown.push(text);
      options.push({ name: found.name, spec: found.spec, value, arg });
      continue;
    }
    if (text.startsWith('-') && text !== '-') {
      if (table.numericShort && /^-\d+$/.test(text)) {
        const spec = table.short?.[table.numericShort];
        if (spec) options.push({ name: table.numericShort, spec, value: { text: text.slice(1), word: arg.word }, arg });
        continue;
      }
      for (let k = 1; k < text.length; k++) {
        const letter = text[k] ?? '';
        const spec = table.short?.[letter];
        if (!spec) {
          // An option it does not know: the rest of the word may be its value, so stop here.
          unknown.push(`-${letter}`);
          break;
        }
        if (spec.kind === 'flag') {
          options.push({ name: letter, spec, value: null, arg });
          continue;
        }
        const rest = text.slice(k + 1);
        let value: Arg | null = null;
        if (rest !== '') value = { text: rest, word: arg.word };
        else if (!spec.optional) {
          value = args[i + 1] ?? null;
          i++;
        }
        options.push({ name: letter, spec, value, arg });
        break;
      }
      continue;
    }
    positionals.push(arg);
    if (table.stopAtPositional) ended = true;
  }
  return { options, positionals, unknown, dynamicOption, afterDashDash };
}

export function hasTag(parsed: ParsedArgs, tag: string): boolean {
  return parsed.options.some((option) => option.spec.tag === tag);
}

/** Every option is known and keeps the command read-only. */
export function onlySafeOptions(parsed: ParsedArgs): boolean {
  return parsed.unknown.length === 0 && !parsed.dynamicOption && parsed.options.every((option) => option.spec.safe === true);
}

/** Why options make the command run code from its arguments, if they do. */
export function codeOptions(parsed: ParsedArgs): string[] {
  const found = parsed.options.filter((option) => option.spec.kind === 'code' || option.spec.kind === 'codeFile' || option.spec.kind === 'config').map((option) => (option.name.length === 1 ? `-${option.name}` : `--${option.name}`));
  return [...new Set(found)];
}

// Small builders for option tables.
export const flag = (tag?: string): OptionSpec => ({ kind: 'flag', safe: true, ...(tag ? { tag } : {}) });
export const unsafeFlag = (tag?: string): OptionSpec => ({ kind: 'flag', ...(tag ? { tag } : {}) });
export const value = (safe = true, tag?: string): OptionSpec => ({ kind: 'value', safe, ...(tag ? { tag } : {}) });
export const optionalValue = (safe = true, tag?: string): OptionSpec => ({ kind: 'value', safe, optional: true, ...(tag ? { tag } : {}) });
export const pathOption = (kind: Exclude<OptionKind, 'flag' | 'value'>, safe = kind === 'read', tag?: string): OptionSpec => ({ kind, safe, ...(tag ? { tag } : {}) });

/** The standard `--help` / `--version`. */
export const HELP = { help: flag(), version: flag() } as const;
