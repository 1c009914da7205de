import { isAbsolute, resolve } from 'node:path';
import { normaliseCommandName, type CommandName } from './command-name.js';
import { isHarmlessAssignment } from './env-vars.js';
import { expandWord, lineVariables, type ExpansionScope } from './expand.js';
import type { SimpleCommand, SplitCommand, StdinSource } from './simple-commands.js';
import { toolAnalyser } from './tools/index.js';
import { analysis, type Arg, type NestedMode, type ToolAnalysis } from './tools/tool-spec.js';
import type { BashWord } from './words.js';

/** What the analysis of one line knows besides the line itself. */
export interface LineScope {
  readonly split: SplitCommand;
  readonly home: string | null;
  /** The working directories a command at `position` may run in (absolute), or null when a `cd` made it unknown. */
  readonly cwdsAt: (position: number) => readonly string[] | null;
  /** Expand globs against the real tree (false: analysis without a filesystem). */
  readonly filesystem: boolean;
}

export interface CommandAssignment {
  readonly name: string;
  readonly value: string | null;
  readonly harmless: boolean;
}

/** One command as it will run, with everything it runs in turn. */
export interface CommandNode {
  /** Its own words (name first), for rule suggestions. */
  readonly words: readonly BashWord[];
  /** Null when the name is only known at run time. */
  readonly name: CommandName | null;
  /** The name is an expansion (`$CMD`, `{rm,x}`, `git${IFS}push`), even one whose value is known. */
  readonly nameDynamic: boolean;
  /** The arguments after the name, expanded. */
  readonly args: readonly Arg[];
  readonly assignments: readonly CommandAssignment[];
  /** The command's text as written, from its name to its last argument: what allow rules see. */
  readonly source: string;
  /** The whole text as written, prefixes and wrappers included: what exact rules also see. */
  readonly fullSource: string;
  readonly analysis: ToolAnalysis;
  /** A table knows this program (else it is checked as an unknown command). */
  readonly known: boolean;
  readonly cwds: readonly string[] | null;
  /** Why no scoped allow rule covers it (a subshell, a substitution, a background job), if so. */
  readonly isolated: string | null;
  /** It calls a function the same line defines: the function's body is checked in its place. */
  readonly functionCall: boolean;
  /** The wrapper or runner that runs it (`nice`, `xargs`, `find -exec`), if any: then it is never read-only. */
  readonly wrappedBy: string | null;
  readonly children: readonly NestedNode[];
}

export type NestedNode =
  | { readonly kind: 'command'; readonly mode: NestedMode; readonly why: string; readonly node: CommandNode }
  | { readonly kind: 'script'; readonly mode: NestedMode; readonly why: string; readonly text: string; readonly cwds: readonly string[] | null }
  | { readonly kind: 'opaque'; readonly why: string };

const MAX_WRAPPERS = 10;

function expansionScope(scope: LineScope, position: number): ExpansionScope {
  const cwds = scope.cwdsAt(position);
  const cwd = scope.filesystem && cwds?.length === 1 ? (cwds[0] ?? null) : null;
  return { cwd, home: scope.home, variable: lineVariables(scope.split.variables, { home: scope.home, pwdAt: scope.cwdsAt }, () => cwd) };
}

function expandArgs(words: readonly BashWord[], scope: LineScope): Arg[] {
  const args: Arg[] = [];
  for (const word of words) {
    const ex = expansionScope(scope, word.start);
    const values = expandWord(word, ex);
    if (values === null) args.push({ text: null, word });
    else for (const text of values) args.push({ text, word, ...(ex.cwd === null && word.dynamic && /[*?[]/.test(text) ? { pattern: true } : {}) });
  }
  return args;
}

function sliceOf(source: string, words: readonly (BashWord | null)[]): string | null {
  const present = words.filter((word): word is BashWord => word !== null);
  const first = present[0];
  const last = present[present.length - 1];
  if (!first || !last || last.end < first.start) return null;
  return source.slice(first.start, last.end);
}

function withChdir(cwds: readonly string[] | null, dir: Arg | undefined): readonly string[] | null {
  if (!dir) return cwds;
  if (dir.text === null || cwds === null) return null;
  const text = dir.text;
  return isAbsolute(text) ? [text] : cwds.map((cwd) => resolve(cwd, text));
}

interface Build {
  readonly args: readonly Arg[];
  readonly words: readonly BashWord[];
  readonly assignments: readonly CommandAssignment[];
  readonly source: string;
  readonly fullSource: string;
  readonly cwds: readonly string[] | null;
  readonly isolated: string | null;
  readonly stdin: StdinSource;
  readonly nameDynamic: boolean;
  readonly depth: number;
  readonly wrappedBy: string | null;
}

function build(input: Build, scope: LineScope, line: string): CommandNode {
  const [nameArg, ...rest] = input.args;
  const name = nameArg && nameArg.text !== null && !nameArg.pattern ? normaliseCommandName(nameArg.text) : null;
  const functionCall = name !== null && !input.nameDynamic && scope.split.functions.includes(nameArg?.text ?? '');
  const { analyser, known } = name ? toolAnalyser(name.analysed) : { analyser: null, known: false };
  const toolAnalysis = analyser && !functionCall ? analyser(rest, name?.base ?? '', { stdin: input.stdin, expand: (word) => expandWord(word, expansionScope(scope, word.start)) }) : analysis({ readOnly: false });
  const children: NestedNode[] = [];
  for (const nested of toolAnalysis.nested) {
    if (nested.kind === 'opaque') {
      children.push(nested);
      continue;
    }
    if (nested.kind === 'script') {
      children.push({ kind: 'script', mode: nested.mode, why: nested.why, text: nested.text, cwds: input.cwds });
      continue;
    }
    if (input.depth >= MAX_WRAPPERS || nested.args.length === 0) {
      if (nested.args.length > 0) children.push({ kind: 'opaque', why: `${nested.why} wraps too many commands to follow` });
      continue;
    }
    const words = nested.args.map((arg) => arg.word).filter((word): word is BashWord => word !== null);
    const source = sliceOf(line, nested.args.map((arg) => arg.word)) ?? nested.args.map((arg) => arg.text ?? '').join(' ');
    const assignments = (nested.assignments ?? []).map((a) => ({ name: a.name, value: a.value, harmless: a.value !== null && isHarmlessAssignment({ name: a.name, value: { text: a.value, dynamic: false, parts: [], start: 0, end: 0 } }) }));
    const node = build(
      {
        args: nested.args,
        words,
        assignments,
        source,
        fullSource: input.fullSource,
        cwds: withChdir(input.cwds, nested.chdir),
        isolated: input.isolated,
        stdin: input.stdin,
        nameDynamic: nested.args[0]?.word?.dynamic === true,
        depth: input.depth + 1,
        wrappedBy: nested.transparent ? input.wrappedBy : nested.why,
      },
      scope,
      line,
    );
    children.push({ kind: 'command', mode: nested.mode, why: nested.why, node });
  }
  return {
    words: input.words,
    name,
    nameDynamic: input.nameDynamic || nameArg?.text === null || nameArg?.pattern === true,
    args: rest,
    assignments: input.assignments,
    source: input.source,
    fullSource: input.fullSource,
    analysis: toolAnalysis,
    known,
    cwds: input.cwds,
    isolated: input.isolated,
    functionCall,
    wrappedBy: input.wrappedBy,
    children,
  };
}

/** The command tree of one simple command of the line, or null for a bare assignment (`A=b`). */
export function analyseSimpleCommand(command: SimpleCommand, scope: LineScope): CommandNode | null {
  if (command.words.length === 0) return null;
  const line = scope.split.source;
  const args = expandArgs(command.words, scope);
  const assignments: CommandAssignment[] = command.declaration
    ? []
    : command.assignments.map((a) => ({ name: a.name, value: a.value.dynamic ? null : a.value.text, harmless: isHarmlessAssignment(a) }));
  const first = command.words[0];
  return build(
    {
      args,
      words: command.words,
      assignments,
      source: sliceOf(line, command.words) ?? command.source,
      fullSource: command.source,
      cwds: scope.cwdsAt(command.start),
      isolated: command.isolated,
      stdin: command.stdin,
      nameDynamic: first?.dynamic === true,
      depth: 0,
      wrappedBy: null,
    },
    scope,
    line,
  );
}
