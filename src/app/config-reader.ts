import type { ConfigSource } from './config-source.js';

/** A file of the run's configuration, as the source gave it. */
export interface UsedConfigFile {
  /** Its repository path. */
  readonly path: string;
  /** What it is to the run, for the report: "the policy", "run by a PreToolUse hook". */
  readonly role: string;
  /** Its bytes at the source; null when the source has none. */
  readonly bytes: Buffer | null;
}

/**
 * Reads the run's configuration from one source, each file once, and remembers every file the run
 * depends on (also the ones the source does not have), so they can be compared with the working tree.
 */
export class ConfigReader {
  private readonly reads = new Map<string, Promise<Buffer | null>>();
  private readonly roles = new Map<string, string>();

  constructor(readonly source: ConfigSource) {}

  /** The file's bytes at the source (null when absent); the first role given to a path is the one reported. */
  read(path: string, role: string): Promise<Buffer | null> {
    if (!this.roles.has(path)) this.roles.set(path, role);
    let read = this.reads.get(path);
    if (!read) {
      read = this.source.readFile(path);
      this.reads.set(path, read);
    }
    return read;
  }

  /** Every file read so far, in the order first asked for. */
  async used(): Promise<UsedConfigFile[]> {
    // A file that could not be read stops the run where it is used; here it is one the source lacks.
    return Promise.all([...this.roles].map(async ([path, role]) => ({ path, role, bytes: (await this.reads.get(path)?.catch(() => null)) ?? null })));
  }
}
