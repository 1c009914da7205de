import { join } from 'node:path';
import { PROTECTED_PATH_PATTERNS } from '../../src/policy/protected-paths.js';
import type { SandboxScope } from '../../src/sandbox/sandbox-scope.js';

/** The scope of a session whose workspace is `workspace` and whose own folders are under `root`; nothing else writable or denied unless overridden. */
export function sandboxScope(root: string, workspace: string, overrides: Partial<SandboxScope> = {}): SandboxScope {
  return {
    workspace,
    codeRoots: [workspace],
    extraWritable: [],
    tmpDir: join(root, 'tmp'),
    scratchDir: join(root, 'scratch'),
    outputDir: join(root, 'out'),
    records: [],
    runConfigFiles: [],
    denyWrite: [],
    denyRead: [],
    homeDir: join(root, 'home'),
    protectedPatterns: PROTECTED_PATH_PATTERNS,
    allowedDomains: [],
    ...overrides,
  };
}
