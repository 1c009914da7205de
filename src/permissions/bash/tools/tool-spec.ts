import type { StdinSource } from '../simple-commands.js';
import type { BashWord } from '../words.js';

/** One argument of a command after expansion: its text, or null when only known at run time. */
export interface Arg {
  readonly text: string | null;
  /** The word it came from (null for arguments a runner appends at run time, like xargs's). */
  readonly word: BashWord | null;
  /** Known to be one of these paths or below them (find's `{}`). */
  readonly within?: readonly Arg[];
  /** A glob left unexpanded (the working directory was not known): it stands for paths below its fixed part. */
  readonly pattern?: boolean;
  /** With `within`: names a lister printed and xargs passed on (git's tracked names, or a walk of the tree). */
  readonly listedBy?: 'git' | 'find';
}

/** How much of a directory a command reads or writes. */
export type DirectoryUse =
  /** Only the path itself (a file, or a directory's own entry). */
  | 'no'
  /** The directory's entries (`ls dir`). */
  | 'list'
  /** Everything below it (`grep -r`, `rm -r`, `find`). */
  | 'recursive';

/** A path a command reads or writes, to be checked against the workspace and the policy. */
export interface PathUse {
  readonly arg: Arg;
  readonly access: 'read' | 'write';
  readonly directory: DirectoryUse;
  /** Symlinks below a recursive path are followed (`grep -R`, `find -L`). */
  readonly follow?: boolean;
  /** Relative to this directory (itself relative to the command's cwd) rather than the cwd (`git -C dir`); null when only known at run time. */
  readonly base?: string | null;
  /** Relative to the root of the git repository the command runs in (`git show HEAD:path`). */
  readonly fromRepositoryRoot?: boolean;
  /** Only a path if it exists: an unknown command's bare word (`npm install lodash`). */
  readonly ifExists?: boolean;
  /** Which entries below a recursive path the command really touches. */
  readonly walk?: WalkFilter;
  /** A recursive write by git, which never touches the repository's own `.git` this way. */
  readonly skipGitDirectory?: boolean;
  /** An unknown command's argument: it may be read, written or run (messages say "names"). */
  readonly named?: boolean;
  /** The path is inside a git repository whose object store the command reads: tracked files, or its whole history. */
  readonly gitStore?: 'tracked' | 'history';
  /** The directory below which a lister printed the names xargs passes on: each of them is checked. */
  readonly listed?: 'git' | 'find';
}

/** What a command that goes through a tree skips or only names. */
export interface WalkFilter {
  /** It prints names, not contents (`find`, `ls -R`, `du`, `tree`): only directories' listings count. */
  readonly namesOnly?: boolean;
  /** It skips dotfiles and dot directories (ripgrep without `--hidden`). */
  readonly skipHidden?: boolean;
  /** Only files whose base name matches one of these globs (`grep --include`). */
  readonly include?: readonly string[];
  /** Not files whose base name matches these (`grep --exclude`). */
  readonly exclude?: readonly string[];
  /** Not directories whose base name matches these (`grep --exclude-dir`). */
  readonly excludeDirs?: readonly string[];
  /** Globs on the path below the start, `!` to exclude (`rg -g`). */
  readonly globs?: readonly string[];
}

/** How a command that runs another one is judged. */
export type NestedMode =
  /** A wrapper (`timeout`, `nice`, `env`): the inner command decides what allows it. */
  | 'inner'
  /** Both must be allowed (`find -exec`, `sudo`, an alias's value). */
  | 'both'
  /** Shell code the outer command's own rule vouches for (`bash -c`, `eval`): only its denials count. */
  | 'denyOnly';

export type Nested =
  | {
      readonly kind: 'argv';
      readonly mode: NestedMode;
      readonly args: readonly Arg[];
      readonly why: string;
      /** Variables it sets for the command (`env FOO=1 cmd`); null values are only known at run time. */
      readonly assignments?: readonly { readonly name: string; readonly value: string | null }[];
      /** The directory it runs the command in (`env -C dir`), relative to its own cwd. */
      readonly chdir?: Arg;
      /** It only adds arguments the gate knows about (xargs fed paths by `git ls-files`): the command runs as if written out. */
      readonly transparent?: boolean;
    }
  | { readonly kind: 'script'; readonly mode: NestedMode; readonly text: string; readonly why: string }
  /** Code the rules cannot see: a deny or ask rule cannot be checked against it. */
  | { readonly kind: 'opaque'; readonly why: string };

/** What one command does with its arguments. */
export interface ToolAnalysis {
  readonly paths: readonly PathUse[];
  readonly nested: readonly Nested[];
  /** Options or arguments that make it run code given on the command line: only an exact rule allows it. */
  readonly codeLoading: readonly string[];
  /** Every option is known and nothing is written, run or sent. */
  readonly readOnly: boolean;
  /** The words a deny rule sees besides the command as written (`git push origin` for `git -C . --no-pager push origin`). */
  readonly canonical?: readonly string[];
  /** A prefix or wildcard allow rule never covers it (`sudo`, a shell). */
  readonly exactOnly?: boolean;
  /** Runs outside the session's usual reach (another repository, the network, the system clock). */
  readonly notReadOnlyBecause?: string;
  /** A word in the subcommand's place is only known at run time (`git $(echo push)`). */
  readonly dynamicSubcommand?: boolean;
  /** It only prints its arguments (`echo`, `printf`): `$?` among them is still read-only. */
  readonly printsArguments?: boolean;
}

/** What a tool's analysis may know about the command besides its arguments. */
export interface ToolContext {
  /** What feeds the command's standard input: a shell reads its commands there. */
  readonly stdin: StdinSource;
  /** The words another word of the line becomes once the shell expands it, or null when only known at run time. */
  expand(word: BashWord): string[] | null;
}

export type ToolAnalyser = (args: readonly Arg[], name: string, context: ToolContext) => ToolAnalysis;

export const NOTHING: ToolAnalysis = { paths: [], nested: [], codeLoading: [], readOnly: true };

export function analysis(parts: Partial<ToolAnalysis>): ToolAnalysis {
  return { ...NOTHING, ...parts };
}

export function read(arg: Arg, directory: DirectoryUse = 'no', extra: Partial<PathUse> = {}): PathUse {
  return { arg, access: 'read', directory, ...extra };
}

export function write(arg: Arg, directory: DirectoryUse = 'no', extra: Partial<PathUse> = {}): PathUse {
  return { arg, access: 'write', directory, ...extra };
}

/** An argument a runner adds at run time (xargs's input, find's `{}`). */
export const RUNTIME_ARG: Arg = { text: null, word: null };
