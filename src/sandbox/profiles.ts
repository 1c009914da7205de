import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ProtectedTargets } from './protected-targets.js';
import { writableRoots } from './protected-targets.js';
import type { SandboxScope } from './sandbox-scope.js';
import type { ProfileConfig } from './sandbox-runtime.js';

/**
 * Places the sandbox library makes writable in every profile unless told otherwise (its shared
 * temp folder, npm's and Claude Code's log folders): kept read-only here, so the only writable
 * places are the ones the profile names.
 */
function libraryDefaultWritable(homeDir: string): string[] {
  return ['/tmp/claude', '/private/tmp/claude', join(homeDir, '.npm', '_logs'), join(homeDir, '.claude', 'debug')].filter((path) => existsSync(path));
}

/** A call allowed because it only reads: nothing writable but its private scratch folder. */
export function readOnlyProfile(scope: SandboxScope): ProfileConfig {
  return {
    filesystem: {
      allowWrite: [scope.scratchDir],
      denyWrite: libraryDefaultWritable(scope.homeDir),
      denyRead: [...scope.denyRead],
    },
  };
}

/** A call allowed to change things: the code roots, the session's temp and output folders, minus every protected path. */
export function writeProfile(scope: SandboxScope, targets: ProtectedTargets): ProfileConfig {
  return {
    filesystem: {
      allowWrite: writableRoots(scope),
      denyWrite: [...targets.paths, ...libraryDefaultWritable(scope.homeDir)],
      denyRead: [...scope.denyRead],
    },
  };
}
