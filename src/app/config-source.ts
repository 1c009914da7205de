import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/**
 * Where the files that configure a run are read from: the policy file, a path-given MCP config.
 * Locally that is the working tree (the user's own); on a pull request it must be a commit the PR's
 * author cannot write (the base), so the PR never configures its own run (SPEC §3.2).
 */
export interface ConfigSource {
  /** Where the files come from, for the report's settings line: "the working tree", "main (abc1234)". */
  readonly description: string;
  /** A file's bytes, its path relative to the repository root; null when the file is not there. */
  readFile(path: string): Promise<Buffer | null>;
}

/** The working tree as it is: what the CLI reads by default. */
export function workingTreeSource(workspace: string): ConfigSource {
  return {
    description: `the working tree (${workspace})`,
    async readFile(path) {
      try {
        return await readFile(resolve(workspace, path));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
