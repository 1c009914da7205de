import type { StdinSource } from '../simple-commands.js';
import { genericArgumentUses } from './generic.js';
import { analysis, read, type Arg, type Nested, type PathUse, type ToolAnalyser } from './tool-spec.js';

const SHELL_OPTIONS_WITH_VALUE = new Set(['-o', '+o', '-O', '+O', '--rcfile', '--init-file']);

/** What a shell reading commands on stdin gets: literal text, or the output of `echo`/`printf` with literal arguments. */
function stdinScript(stdin: StdinSource): { text: string | null; why: string } | null {
  switch (stdin.kind) {
    case 'none':
    case 'file':
      return null;
    case 'text':
      return { text: stdin.text, why: 'a here-document or here-string' };
    case 'pipe': {
      const producer = stdin.producer;
      const name = producer?.words[0]?.text;
      const args = producer?.words.slice(1) ?? [];
      if (producer && (name === 'echo' || name === 'printf') && args.every((word) => !word.dynamic) && producer.assignments.length === 0) {
        const texts = args.map((word) => word.text).filter((text, i) => !(name === 'echo' && i === 0 && /^-[neE]+$/.test(text)));
        return { text: name === 'printf' ? (texts[0] ?? '').replace(/\\n/g, '\n').replace(/%s/g, texts[1] ?? '') : texts.join(' '), why: `the output of ${name}` };
      }
      return { text: null, why: 'the output of the command before it in the pipeline' };
    }
  }
}

/**
 * bash, sh, zsh...: `-c 'script'` runs the script (seen through: its commands must pass the deny
 * rules, and only an exact rule allows the whole); a script file is run like any program's file;
 * commands fed on stdin (`<<<`, heredocs, `| sh`) are code a scoped rule cannot see through.
 */
const shell: ToolAnalyser = (args, name, context) => {
  let inline = false;
  let i = 0;
  const paths: PathUse[] = [];
  for (; i < args.length; i++) {
    const text = args[i]?.text;
    if (text === null || text === undefined) break;
    if (text === '--' || text === '-') {
      i++;
      break;
    }
    if (SHELL_OPTIONS_WITH_VALUE.has(text)) {
      const value = args[i + 1];
      if (value && (text === '--rcfile' || text === '--init-file')) paths.push(read(value));
      i++;
      continue;
    }
    if (/^[-+][A-Za-z]+$/.test(text)) {
      if (text.startsWith('-') && text.includes('c')) inline = true;
      continue;
    }
    if (text.startsWith('--')) continue;
    break;
  }
  const rest = args.slice(i);
  if (inline) {
    const script = rest[0];
    const nested: Nested[] = script === undefined || script.text === null ? [{ kind: 'opaque', why: `${name} -c runs a script only known at run time` }] : [{ kind: 'script', mode: 'denyOnly', text: script.text, why: `${name} -c` }];
    return analysis({ paths, nested, readOnly: false, exactOnly: true });
  }
  const file = rest[0];
  if (file) {
    // A script file runs like any program's code: its path is checked, its contents are not.
    return analysis({ paths: [...paths, read(file), ...genericArgumentUses(rest.slice(1))], readOnly: false });
  }
  const fed = stdinScript(context.stdin);
  if (!fed) return analysis({ paths, readOnly: false, exactOnly: true });
  const nested: Nested[] = [{ kind: 'opaque', why: `${name} runs commands fed on its standard input (${fed.why})` }];
  if (fed.text !== null) nested.push({ kind: 'script', mode: 'denyOnly', text: fed.text, why: `${name} reading ${fed.why}` });
  return analysis({ paths, nested, readOnly: false, exactOnly: true });
};

/** `eval words`: the words joined are a script. */
const evaluate: ToolAnalyser = (args) => {
  const known = args.every((arg) => arg.text !== null);
  const nested: Nested[] = known ? [{ kind: 'script', mode: 'denyOnly', text: args.map((arg) => arg.text).join(' '), why: 'eval' }] : [{ kind: 'opaque', why: 'eval runs words only known at run time' }];
  return analysis({ nested, readOnly: false, exactOnly: true });
};

/** `source file` / `. file`: runs a file in this very shell, so what runs after it in the line cannot be trusted either. */
const source: ToolAnalyser = (args) => {
  const file = args[0];
  return analysis({ paths: file ? [read(file), ...genericArgumentUses(args.slice(1))] : [], nested: [{ kind: 'opaque', why: 'source runs a file in the current shell' }], readOnly: false, exactOnly: true });
};

/** `trap 'cmd' EXIT`: the command runs later in this shell, so it must be allowed itself. */
const trap: ToolAnalyser = (args) => {
  const first = args[0];
  if (!first || first.text === '-' || first.text === '-p' || first.text === '-l' || args.length === 1) return analysis({ readOnly: false });
  const nested: Nested[] = first.text === null ? [{ kind: 'opaque', why: 'trap sets a command only known at run time' }] : [{ kind: 'script', mode: 'both', text: first.text, why: 'trap' }];
  return analysis({ nested, readOnly: false });
};

/** `alias name='cmd'`: the command runs wherever the name is used, so it must be allowed itself. */
const alias: ToolAnalyser = (args) => {
  const nested: Nested[] = [];
  for (const arg of args) {
    if (arg.text === null) nested.push({ kind: 'opaque', why: 'alias defines a command only known at run time' });
    else if (arg.text.includes('=')) nested.push({ kind: 'script', mode: 'both', text: arg.text.slice(arg.text.indexOf('=') + 1), why: `alias ${arg.text.slice(0, arg.text.indexOf('='))}` });
  }
  return analysis({ nested, readOnly: false });
};

/** `mapfile -C 'cmd' arr`: the callback runs for every few lines read, so it must be allowed itself. */
const mapfile: ToolAnalyser = (args) => {
  const index = args.findIndex((arg) => arg.text === '-C');
  const callback = index === -1 ? undefined : args[index + 1];
  if (!callback) return analysis({ readOnly: false });
  return analysis({ nested: [callback.text === null ? { kind: 'opaque', why: 'mapfile -C with a callback only known at run time' } : { kind: 'script', mode: 'both', text: callback.text, why: 'mapfile -C' }], readOnly: false });
};

/** `enable -f lib.so name` loads a shared object into the shell: code nothing here can see. */
const enable: ToolAnalyser = (args) => {
  const loads = args.some((arg) => arg.text === null || /^-[a-zA-Z]*f/.test(arg.text));
  return analysis({ nested: loads ? [{ kind: 'opaque', why: 'enable -f loads a shared object into the shell' }] : [], readOnly: false });
};

/** fish, csh...: a syntax this analysis does not parse. */
const foreignShell: ToolAnalyser = (args, name) => {
  const runsCode = args.some((arg) => arg.text === '-c' || arg.text === '--command' || arg.text === null) || args.length === 0;
  const file: Arg | undefined = args.find((arg) => arg.text !== null && !arg.text.startsWith('-'));
  return analysis({ paths: file && !runsCode ? [read(file)] : [], nested: runsCode ? [{ kind: 'opaque', why: `${name} runs code in a syntax this check does not read` }] : [], readOnly: false, exactOnly: true });
};

export const SHELLS: Readonly<Record<string, ToolAnalyser>> = {
  bash: shell, sh: shell, dash: shell, zsh: shell, ksh: shell, mksh: shell, ash: shell, rbash: shell,
  fish: foreignShell, csh: foreignShell, tcsh: foreignShell, nu: foreignShell, pwsh: foreignShell, xonsh: foreignShell, elvish: foreignShell,
  eval: evaluate, source, '.': source, trap, alias, mapfile, readarray: mapfile, enable,
};
