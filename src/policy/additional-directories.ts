import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { expandHome } from '../core/paths.js';

/**
 * `permissions.additionalDirectories` as absolute paths: `~` and `~/…` are in the home directory,
 * any other relative path is relative to the workspace. The gate, the tools' own checks, the
 * sandbox and `tollgate policy check` all take the list from here, so they agree on it.
 */
export function resolveAdditionalDirectories(dirs: readonly string[], workspace: string, homeDir: string = homedir()): string[] {
  const resolved = dirs.map((dir) => resolve(workspace, expandHome(dir, homeDir)));
  return [...new Set(resolved)];
}
