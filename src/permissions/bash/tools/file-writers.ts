import { flag, hasTag, HELP, optionalValue, parseArgs, pathOption, value, codeOptions, type OptionTable } from './option-parser.js';
import { optionPathUses, simpleTool } from './simple-tool.js';
import { flags, longFlags, values } from './table-helpers.js';
import { analysis, read, write, type Arg, type PathUse, type ToolAnalyser } from './tool-spec.js';

const writesAll = (directory: PathUse['directory'] = 'no') => (positionals: readonly Arg[]): PathUse[] => positionals.map((arg) => write(arg, directory));

const TOUCH: OptionTable = {
  short: { ...flags('acfhm'), ...values('d', 't'), r: pathOption('read') },
  long: { ...longFlags('no-create', 'no-dereference'), ...values('date', 'time'), reference: pathOption('read'), ...HELP },
};

const MKDIR: OptionTable = {
  short: { ...flags('pvZ'), m: value() },
  long: { ...longFlags('parents', 'verbose'), mode: value(), context: optionalValue(), ...HELP },
};

const RM: OptionTable = {
  short: { ...flags('fiIdv'), r: flag('recursive'), R: flag('recursive') },
  long: { ...longFlags('force', 'one-file-system', 'no-preserve-root', 'dir', 'verbose'), recursive: flag('recursive'), interactive: optionalValue(), 'preserve-root': optionalValue(), ...HELP },
};

const RMDIR: OptionTable = { short: flags('pv'), long: { ...longFlags('ignore-fail-on-non-empty', 'parents', 'verbose'), ...HELP } };

const CHMOD_LIKE: OptionTable = {
  short: { ...flags('cfvhHLP'), R: flag('recursive') },
  long: { ...longFlags('changes', 'silent', 'quiet', 'verbose', 'no-preserve-root', 'preserve-root', 'dereference', 'no-dereference'), recursive: flag('recursive'), from: value(), reference: pathOption('read', true, 'reference'), ...HELP },
};

const MODE = /^([ugoa]*([-+=]([rwxXst]*|[ugo]))+|[0-7]+)(,([ugoa]*([-+=]([rwxXst]*|[ugo]))+|[0-7]+))*$/;

/** chmod, chown, chgrp: the first operand is a mode or an owner (unless --reference), the rest are written. */
const changesAttributes = (isChmod: boolean): ToolAnalyser => (args) => {
  const parsed = parseArgs(args, CHMOD_LIKE);
  const recursive = hasTag(parsed, 'recursive') ? 'recursive' : 'no';
  // `chmod -x f`: a mode can look like an option, so for chmod every word that is not a mode is a file.
  const rest = isChmod ? [...parsed.positionals, ...parsed.unknown.map((text) => ({ text, word: null }))].filter((arg) => arg.text === null || !MODE.test(arg.text)) : hasTag(parsed, 'reference') ? parsed.positionals : parsed.positionals.slice(1);
  return analysis({ paths: [...optionPathUses(parsed), ...rest.map((arg) => write(arg, recursive))], readOnly: false });
};

const TRUNCATE: OptionTable = { short: { ...flags('co'), s: value(), r: pathOption('read') }, long: { ...longFlags('no-create', 'io-blocks'), size: value(), reference: pathOption('read'), ...HELP } };
const SHRED: OptionTable = { short: { ...flags('fuvxz'), ...values('n', 's') }, long: { ...longFlags('force', 'verbose', 'exact', 'zero'), ...values('iterations', 'size'), remove: optionalValue(), 'random-source': pathOption('read'), ...HELP } };
const TEE: OptionTable = { short: flags('aip'), long: { ...longFlags('append', 'ignore-interrupts'), 'output-error': optionalValue(), ...HELP } };

/** `dd if=... of=...`: operands, not options. */
const dd: ToolAnalyser = (args) => {
  const paths: PathUse[] = [];
  for (const arg of args) {
    const text = arg.text;
    if (text === null) {
      paths.push(write(arg));
      continue;
    }
    if (text.startsWith('if=')) paths.push(read({ text: text.slice(3), word: arg.word }));
    else if (text.startsWith('of=')) paths.push(write({ text: text.slice(3), word: arg.word }));
  }
  return analysis({ paths, readOnly: false });
};

const INSTALL: OptionTable = {
  short: { ...flags('bcCDpsTvZ'), d: flag('directories'), ...values('g', 'm', 'o', 'S'), t: pathOption('writeDir', false, 'target') },
  long: {
    ...longFlags('compare', 'preserve-timestamps', 'strip', 'no-target-directory', 'verbose', 'preserve-context', 'debug'),
    directory: flag('directories'), backup: optionalValue(), ...values('group', 'mode', 'owner', 'suffix'), context: optionalValue(),
    'strip-program': pathOption('code'), 'target-directory': pathOption('writeDir', false, 'target'), ...HELP,
  },
};

/** The copy a command makes of `source` inside `destination` when that is a directory. */
function childOf(destination: Arg, source: Arg): Arg | null {
  if (destination.text === null || source.text === null) return null;
  const name = source.text.replace(/\/+$/, '').split('/').pop();
  return name ? { text: `${destination.text.replace(/\/+$/, '')}/${name}`, word: destination.word } : null;
}

/** `SOURCE... DEST` or `-t DIR SOURCE...`: sources read (or moved), the destination and the copies in it written. */
export function sourcesAndDestination(positionals: readonly Arg[], target: Arg | null, sourceAccess: 'read' | 'write', recursive: boolean, follow = false): PathUse[] {
  const directory = recursive ? 'recursive' : 'no';
  const destination = target ?? (positionals.length > 1 ? positionals[positionals.length - 1] ?? null : null);
  const sources = target ? positionals : positionals.length > 1 ? positionals.slice(0, -1) : positionals;
  const uses: PathUse[] = sources.map((arg) => (sourceAccess === 'read' ? read(arg, directory, { follow }) : write(arg, directory)));
  if (destination) {
    uses.push(write(destination, directory));
    for (const source of sources) {
      const child = childOf(destination, source);
      if (child) uses.push(write(child, directory));
    }
  }
  return uses;
}

const install: ToolAnalyser = (args) => {
  const parsed = parseArgs(args, INSTALL);
  const target = parsed.options.find((option) => option.spec.tag === 'target')?.value ?? null;
  const paths = hasTag(parsed, 'directories') ? parsed.positionals.map((arg) => write(arg)) : sourcesAndDestination(parsed.positionals, target, 'read', false);
  return analysis({ paths: [...optionPathUses(parsed), ...paths], codeLoading: codeOptions(parsed), readOnly: false });
};

export const FILE_WRITERS: Readonly<Record<string, ToolAnalyser>> = {
  touch: simpleTool({ table: TOUCH, positionals: writesAll(), readOnly: false }),
  mkdir: simpleTool({ table: MKDIR, positionals: writesAll(), readOnly: false }),
  rm: simpleTool({ table: RM, positionals: (positionals, parsed) => writesAll(hasTag(parsed, 'recursive') ? 'recursive' : 'no')(positionals), readOnly: false }),
  rmdir: simpleTool({ table: RMDIR, positionals: writesAll(), readOnly: false }),
  unlink: simpleTool({ table: { long: HELP }, positionals: writesAll(), readOnly: false }),
  chmod: changesAttributes(true),
  chown: changesAttributes(false),
  chgrp: changesAttributes(false),
  truncate: simpleTool({ table: TRUNCATE, positionals: writesAll(), readOnly: false }),
  shred: simpleTool({ table: SHRED, positionals: writesAll(), readOnly: false }),
  tee: simpleTool({ table: TEE, positionals: (positionals) => positionals.filter((arg) => arg.text !== '-').map((arg) => write(arg)), readOnly: false }),
  dd,
  install,
};

