import { lstatSync, readdirSync, rmdirSync, unlinkSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { bwrapLine, withBwrapOptions } from './bwrap-line.js';

/** A bind source the library lays over a protected path that does not exist: /dev/null, or its empty folder. */
function isEmptySource(source: string): boolean {
  return source === '/dev/null' || (dirname(source) === tmpdir() && basename(source).startsWith('claude-empty-'));
}

/**
 * Where bubblewrap makes an empty mount point on the host each time a wrap runs: the targets of the
 * read-only binds from /dev/null or the library's empty folder (the protected paths that did not
 * exist when it was wrapped). Null when the wrap is not a plain bubblewrap command line this
 * understands (then it is not reused: the library cleans up after each call itself).
 */
export function mountPointsOf(argv: readonly string[]): string[] | null {
  const line = bwrapLine(argv);
  if (!line) return null;
  const found: string[] = [];
  for (const { option, values } of line.options) {
    const [source = '', target = ''] = values;
    // The empty folder is also bound over itself, read-only: that is no mount point on the host.
    if ((option === '--ro-bind' || option === '--ro-bind-try') && isEmptySource(source) && target !== source) found.push(target);
  }
  return found;
}

/**
 * A direct wrap (see `directArgv`) whose empty mount points at `paths` are bound from `emptyFile`, an
 * empty regular file no profile can write, instead of /dev/null. bubblewrap binds without device
 * access, so a /dev/null there cannot even be opened: git warned on every command that reads a
 * missing `.gitattributes`, and a program reading an optional config file (`.npmrc`, `.yarnrc.yml`)
 * failed with EACCES. An empty read-only file reads as empty and is as unwritable. A /dev/null bound
 * over anything else (a file the policy denies reading) stays.
 */
export function withEmptyFileMountPoints(argv: readonly string[], paths: readonly string[], emptyFile: string): string[] {
  const points = new Set(paths);
  const changed = withBwrapOptions(argv, ({ option, values }) => {
    const [source, target = ''] = values;
    return option === '--ro-bind' && source === '/dev/null' && points.has(target) ? { option, values: [emptyFile, target] } : { option, values };
  });
  return changed ?? [...argv];
}

/**
 * Removes what bubblewrap left on the host at these mount points, each only while it is still the
 * empty file or empty folder it made (as the library does), deepest first.
 */
export function removeMountPoints(paths: Iterable<string>): void {
  for (const path of [...paths].sort((a, b) => b.length - a.length)) {
    try {
      const stat = lstatSync(path, { throwIfNoEntry: false });
      if (!stat) continue;
      if (stat.isFile() && stat.size === 0) unlinkSync(path);
      else if (stat.isDirectory() && readdirSync(path).length === 0) rmdirSync(path);
    } catch {
      // Gone already, or no longer what bubblewrap made.
    }
  }
}
