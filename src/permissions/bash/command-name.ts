/** Directories whose programs are the system's own: `/usr/bin/touch` is `touch`. */
const SYSTEM_DIRS = /^\/(usr\/(local\/)?)?s?bin\/|^\/opt\/homebrew\/bin\/|^\/usr\/libexec\/|^\/snap\/bin\//;

export interface CommandName {
  /** The name deny rules see: the program's base name (`/usr/bin/touch` → `touch`). */
  readonly base: string;
  /** The name whose table analyses it: the base name for system programs, else the name as written. */
  readonly analysed: string;
}

/**
 * A command name as rules see it. A path to a system program is that program; any other path
 * (`./ls`, `/tmp/x/git`) is some program of its own, so it is analysed as an unknown one, while
 * deny rules still see its base name.
 */
export function normaliseCommandName(name: string): CommandName {
  const slash = name.lastIndexOf('/');
  const base = slash === -1 ? name : name.slice(slash + 1);
  const versioned = /^(python|pip)(\d+(\.\d+)*)$/.exec(base);
  const known = versioned ? `${versioned[1] ?? ''}${versioned[2]?.startsWith('3') ? '3' : ''}` : base;
  if (slash === -1) return { base: known, analysed: known };
  return { base: known, analysed: SYSTEM_DIRS.test(name) ? known : name };
}
