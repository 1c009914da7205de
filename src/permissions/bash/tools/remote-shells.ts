import { parseArgs, pathOption, value, type OptionTable } from './option-parser.js';
import { optionPathUses } from './simple-tool.js';
import { flags, values } from './table-helpers.js';
import { analysis, read, write, type Nested, type ToolAnalyser } from './tool-spec.js';

/** ssh options (`-o Key=value` or `-oKey value`) that run a command on this machine. */
const LOCAL_COMMAND = /^(ProxyCommand|LocalCommand|KnownHostsCommand|PermitLocalCommand|ProxyUseFdpass|Match)\b/i;

const SSH: OptionTable = {
  short: { ...flags('46AaCfGgKkMNnqsTtVvXxYy'), ...values('B', 'b', 'c', 'D', 'e', 'I', 'J', 'L', 'l', 'm', 'O', 'p', 'Q', 'R', 'S', 'W', 'w'), o: value(false, 'option'), E: pathOption('write'), F: pathOption('config'), i: pathOption('read') },
  stopAtPositional: true,
};

function localCommands(options: readonly { spec: { tag?: string }; value: { text: string | null } | null }[]): Nested[] {
  return options
    .filter((option) => option.spec.tag === 'option' && (option.value?.text === null || LOCAL_COMMAND.test(option.value?.text ?? '')))
    .map(() => ({ kind: 'opaque' as const, why: 'an ssh option that runs a local command (ProxyCommand, LocalCommand...)' }));
}

/** ssh: `-o ProxyCommand=...` runs a command here; the remote command is checked against the deny rules too. */
const ssh: ToolAnalyser = (args) => {
  const parsed = parseArgs(args, SSH);
  const [, ...remote] = parsed.positionals;
  const nested: Nested[] = [...localCommands(parsed.options)];
  if (remote.length > 0) {
    const text = remote.every((arg) => arg.text !== null) ? remote.map((arg) => arg.text).join(' ') : null;
    nested.push(text === null ? { kind: 'opaque', why: 'ssh runs a remote command only known at run time' } : { kind: 'script', mode: 'denyOnly', text, why: 'ssh (remote command)' });
  }
  return analysis({ paths: optionPathUses(parsed), nested, readOnly: false, notReadOnlyBecause: 'it reaches another host' });
};

const SCP: OptionTable = {
  short: { ...flags('346ABCOpqRrTv'), ...values('c', 'D', 'J', 'l', 'P', 'X'), o: value(false, 'option'), F: pathOption('config'), i: pathOption('read'), S: pathOption('code') },
};

const HOST_PATH = /^([^/]*@)?[^/:]+:/;

/** scp / sftp: local sources read, a local destination written; `-S program` runs a program. */
const scp: ToolAnalyser = (args) => {
  const parsed = parseArgs(args, SCP);
  const positionals = parsed.positionals;
  const paths = positionals.flatMap((arg, i) => (arg.text !== null && HOST_PATH.test(arg.text) ? [] : i === positionals.length - 1 && positionals.length > 1 ? [write(arg, 'recursive')] : [read(arg, 'recursive')]));
  return analysis({ paths: [...optionPathUses(parsed), ...paths], nested: localCommands(parsed.options), codeLoading: parsed.options.some((option) => option.name === 'S') ? ['scp -S'] : [], readOnly: false, notReadOnlyBecause: 'it reaches another host' });
};

export const REMOTE_SHELLS: Readonly<Record<string, ToolAnalyser>> = { ssh, scp, sftp: scp };

