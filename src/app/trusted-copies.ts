import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import type { DisposalStack } from '../core/disposal-stack.js';
import type { ConfigReader } from './config-reader.js';
import { repositoryFolder } from './repository-path.js';

/** A script's folder is copied with it up to this many files and bytes; beyond that only the script is. */
export const MAX_FOLDER_FILES = 100;
export const MAX_FOLDER_BYTES = 10 * 1024 * 1024;

export type TrustedCopy = { readonly ok: true; readonly file: string } | { readonly ok: false; readonly reason: string };

/**
 * Private copies of the scripts hooks and MCP servers run, taken from the configuration source, in a
 * folder of Tollgate's own outside the workspace (mode 0700, removed when the run ends), at the same
 * repository paths. A script's folder comes with it (the files, not the subfolders), so a helper it
 * loads beside itself (`$(dirname "$0")/lib.sh`, `require('./util')`) is the trusted one too; a script
 * at the repository root comes alone.
 */
export class TrustedCopies {
  private folder: Promise<string> | null = null;
  private readonly copies = new Map<string, Promise<TrustedCopy>>();
  private readonly foldersDone = new Set<string>();

  constructor(
    private readonly reader: ConfigReader,
    private readonly stack: DisposalStack,
    private readonly onWarning: (message: string) => void,
  ) {}

  private privateFolder(): Promise<string> {
    this.folder ??= mkdtemp(join(tmpdir(), 'tollgate-trusted-')).then((dir) => {
      this.stack.defer('the trusted copies of the hook and MCP scripts', () => rm(dir, { recursive: true, force: true }));
      return dir;
    });
    return this.folder;
  }

  private async write(path: string, bytes: Buffer): Promise<string> {
    const file = join(await this.privateFolder(), ...path.split('/'));
    await mkdir(join(file, '..'), { recursive: true, mode: 0o700 });
    await writeFile(file, bytes, { mode: 0o700, flag: 'wx' }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    });
    return file;
  }

  /** The private copy of `path` (run by `role`), or why there is none. */
  copy(path: string, role: string): Promise<TrustedCopy> {
    let copy = this.copies.get(path);
    if (!copy) {
      copy = this.make(path, role);
      this.copies.set(path, copy);
    }
    return copy;
  }

  private async make(path: string, role: string): Promise<TrustedCopy> {
    const bytes = await this.reader.read(path, role);
    const where = this.reader.source.description;
    if (bytes === null) return { ok: false, reason: `${path} is not a file in ${where}, the version Tollgate runs` };
    const file = await this.write(path, bytes);
    await this.copyFolder(path);
    return { ok: true, file };
  }

  private async copyFolder(script: string): Promise<void> {
    const folder = repositoryFolder(script);
    if (folder === '' || this.foldersDone.has(folder)) return;
    this.foldersDone.add(folder);
    const names = (await this.reader.source.listFiles(folder)).filter((name) => posix.join(folder, name) !== script);
    if (names.length > MAX_FOLDER_FILES) {
      this.onWarning(`${folder}/ has ${names.length} files, more than the ${MAX_FOLDER_FILES} Tollgate copies beside a hook or MCP script; only ${script} itself was copied, so a file it loads from its folder is missing from the copy.`);
      return;
    }
    let total = 0;
    for (const name of names) {
      const path = posix.join(folder, name);
      const bytes = await this.reader.read(path, `in the folder of ${script}`);
      if (bytes === null) continue;
      total += bytes.length;
      if (total > MAX_FOLDER_BYTES) {
        this.onWarning(`${folder}/ holds more than ${MAX_FOLDER_BYTES / 1024 / 1024} MB; Tollgate stopped copying it beside ${script} at ${path}.`);
        return;
      }
      await this.write(path, bytes);
    }
  }
}
