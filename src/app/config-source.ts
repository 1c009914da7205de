import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/**
 * Where the files that configure a run are read from: the policy file, a path-given MCP config and
 * the scripts hooks and MCP servers run. Locally that is the working tree (the user's own); on a
 * pull request it must be a commit the PR's author cannot write (the base), so the PR never
 * configures its own run (SPEC §3.2). Paths are relative to the repository root, `/`-separated.
 */
export interface ConfigSource {
  /** Where the files come from, for the report's settings line: "the working tree", "main (abc1234)". */
  readonly description: string;
  /** The commit the files come from; null for the working tree itself (nothing to compare it with). */
  readonly commit: string | null;
  /** A regular file's bytes; null when nothing is there. Throws ConfigSourceError when the source cannot say. */
  readFile(path: string): Promise<Buffer | null>;
  /** The names of the regular files directly in a folder (not its subfolders); empty when it is no folder. */
  listFiles(folder: string): Promise<readonly string[]>;
}

/** A configuration source could not give a file (not: the file is absent). The message says which and why. */
export class ConfigSourceError extends Error {
  override readonly name = 'ConfigSourceError';
  constructor(
    message: string,
    /** The source itself failed (git could not read its objects): another source of the same commit may give the file. */
    readonly sourceFailed = false,
  ) {
    super(message);
  }
}

const absent = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** The working tree as it is: what the CLI reads by default. */
export function workingTreeSource(workspace: string): ConfigSource {
  return {
    description: `the working tree (${workspace})`,
    commit: null,
    async readFile(path) {
      try {
        return await readFile(resolve(workspace, path));
      } catch (error) {
        if (absent(error)) return null;
        throw error;
      }
    },
    async listFiles(folder) {
      try {
        const entries = await readdir(resolve(workspace, folder), { withFileTypes: true });
        return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
      } catch (error) {
        if (absent(error)) return [];
        throw error;
      }
    },
  };
}
