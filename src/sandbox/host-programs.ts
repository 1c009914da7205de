import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/** The programs the sandbox runs on the host, by absolute path so no PATH entry can stand in for them. */
export interface HostPrograms {
  readonly bwrap: string | null;
  readonly socat: string | null;
  readonly rg: string | null;
  readonly bash: string | null;
}

/** The Debian package that provides each program. */
export const DEBIAN_PACKAGES: Readonly<Record<Exclude<keyof HostPrograms, 'bash'>, string>> = {
  bwrap: 'bubblewrap',
  socat: 'socat',
  rg: 'ripgrep',
};

/** `name` found in the directories of `pathValue` (absolute ones only), or null. */
export function findProgram(name: string, pathValue: string | undefined): string | null {
  for (const dir of (pathValue ?? '').split(delimiter)) {
    if (!dir || !isAbsolute(dir)) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

export function findHostPrograms(pathValue: string | undefined): HostPrograms {
  return {
    bwrap: findProgram('bwrap', pathValue),
    socat: findProgram('socat', pathValue),
    rg: findProgram('rg', pathValue),
    bash: findProgram('bash', pathValue),
  };
}

/** The Debian packages to install for the programs that are missing. */
export function missingPackages(programs: HostPrograms): string[] {
  return (Object.keys(DEBIAN_PACKAGES) as (keyof typeof DEBIAN_PACKAGES)[]).filter((name) => programs[name] === null).map((name) => DEBIAN_PACKAGES[name]);
}
