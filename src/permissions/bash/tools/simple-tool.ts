import { codeOptions, onlySafeOptions, parseArgs, type OptionTable, type ParsedArgs } from './option-parser.js';
import { analysis, read, RUNTIME_ARG, write, type Arg, type PathUse, type ToolAnalyser } from './tool-spec.js';

/** The paths named by option values: `-o out`, `--files0-from=list`, `-t dir`, `--userconfig=f`. */
export function optionPathUses(parsed: ParsedArgs): PathUse[] {
  const uses: PathUse[] = [];
  for (const option of parsed.options) {
    const value = option.value;
    if (!value) continue;
    switch (option.spec.kind) {
      case 'read':
      case 'codeFile':
      case 'config':
        uses.push(read(value));
        break;
      case 'readList':
        // The list is read; the files it names are only known at run time.
        if (value.text !== '-') uses.push(read(value));
        uses.push(read(RUNTIME_ARG));
        break;
      case 'write':
        uses.push(write(value));
        break;
      case 'writeDir':
        uses.push(write(value, 'no'));
        break;
      case 'chdir':
        uses.push(read(value));
        break;
      default:
        break;
    }
  }
  return uses;
}

export interface SimpleToolSpec {
  readonly table: OptionTable;
  /** What the positional arguments are to the policy. */
  readonly positionals: (positionals: readonly Arg[], parsed: ParsedArgs) => PathUse[];
  /** False for a tool that is never read-only; a function for one whose arguments decide. */
  readonly readOnly?: boolean | ((parsed: ParsedArgs) => boolean);
}

/** A tool whose options and positionals alone say what it reads and writes. */
export function simpleTool(spec: SimpleToolSpec): ToolAnalyser {
  return (args) => {
    const parsed = parseArgs(args, spec.table);
    const paths = [...optionPathUses(parsed), ...spec.positionals(parsed.positionals, parsed)];
    const allowed = typeof spec.readOnly === 'function' ? spec.readOnly(parsed) : (spec.readOnly ?? true);
    const readOnly = allowed && onlySafeOptions(parsed) && paths.every((use) => use.access === 'read');
    return analysis({ paths, codeLoading: codeOptions(parsed), readOnly });
  };
}

/** Every positional is a file read; `-` is standard input. */
export const readsFiles = (directory: PathUse['directory'] = 'no') => (positionals: readonly Arg[]): PathUse[] =>
  positionals.filter((arg) => arg.text !== '-').map((arg) => read(arg, directory));

export const noPaths = (): PathUse[] => [];
