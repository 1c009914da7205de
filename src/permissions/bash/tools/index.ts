import { BUILTINS } from './builtins.js';
import { COPY_MOVE } from './copy-move.js';
import { FILE_READERS } from './file-readers.js';
import { FILE_WRITERS } from './file-writers.js';
import { find } from './find.js';
import { generic, genericArgumentUses } from './generic.js';
import { git } from './git.js';
import { INTERPRETERS } from './interpreters.js';
import { npm, npx } from './npm.js';
import { SEARCH_TOOLS } from './search.js';
import { REMOTE_SHELLS } from './remote-shells.js';
import { sed } from './sed.js';
import { SHELLS } from './shells.js';
import { SORT_DIFF } from './sort-diff.js';
import { tar } from './tar.js';
import { analysis, type ToolAnalyser } from './tool-spec.js';
import { WRAPPERS } from './wrappers.js';

/** yarn, pnpm, bun: `dlx`/`exec`/`x` run another command; the rest is checked like an unknown command. */
function packageManager(runners: readonly string[]): ToolAnalyser {
  return (args, name, context) => {
    const index = args.findIndex((arg) => arg.text === null || !arg.text.startsWith('-'));
    const sub = args[index];
    if (sub && sub.text === null) return analysis({ readOnly: false, dynamicSubcommand: true, nested: [{ kind: 'opaque', why: `${name}'s subcommand is only known at run time` }] });
    if (sub && runners.includes(sub.text ?? '')) {
      const command = args.slice(index + 1).filter((arg, i) => !(i === 0 && arg.text === '--'));
      return analysis({ paths: genericArgumentUses(args.slice(0, index)), readOnly: false, nested: command.length > 0 ? [{ kind: 'argv', mode: 'denyOnly', args: command, why: `${name} ${sub.text ?? ''}` }] : [] });
    }
    return generic(args, name, { ...context, stdin: { kind: 'none' } });
  };
}

const TOOLS: Readonly<Record<string, ToolAnalyser>> = {
  ...FILE_READERS, ...FILE_WRITERS, ...COPY_MOVE, ...SEARCH_TOOLS, ...SORT_DIFF, ...INTERPRETERS, ...SHELLS, ...WRAPPERS, ...BUILTINS, ...REMOTE_SHELLS,
  find, sed, tar, git, npm, npx,
  yarn: packageManager(['dlx', 'exec']), pnpm: packageManager(['dlx', 'exec']), bun: packageManager(['x']), bunx: (args, name, context) => packageManager(['x'])([{ text: 'x', word: null }, ...args], name, context),
};

/** The analysis of a command by its (normalised) name; unknown commands get the generic one. */
export function toolAnalyser(name: string): { analyser: ToolAnalyser; known: boolean } {
  const analyser = Object.hasOwn(TOOLS, name) ? TOOLS[name] : undefined;
  return analyser ? { analyser, known: true } : { analyser: generic, known: false };
}
