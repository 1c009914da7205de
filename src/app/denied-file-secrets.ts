import { lstat, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ToolUseContext } from '../core/tool.js';
import type { PermissionGate } from '../core/permission-gate.js';
import { realPathOf } from '../permissions/workspace-paths.js';

/** Directories never walked: they hold no file a maintainer writes a Read deny rule for. */
const SKIPPED_DIRECTORIES = new Set(['.git', 'node_modules']);
const MAX_FILES_WALKED = 50_000;
const MAX_FILE_BYTES = 256 * 1024;
const MAX_SECRETS = 10_000;
const READ_BATCH = 32;
/** Shorter lines (`}`, `fi`, `# keys`) would redact ordinary text everywhere. */
const MIN_LINE_CHARS = 8;
const MIN_VALUE_CHARS = 6;

/** A file the walk found, and where it really is (what a path rule is also matched against). */
interface WalkedFile {
  readonly path: string;
  readonly real: string;
}

/**
 * Every plain file below `root` (not in the skipped folders), at most `budget.files`; folders are
 * listed side by side. No symlink is followed (one could lead to `/dev/zero`), so below the real
 * root each file's real path is the real root joined to the same names.
 */
async function listFiles(root: string, realRoot: string, budget: { files: number }): Promise<WalkedFile[]> {
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: WalkedFile[] = [];
  const folders: Array<readonly [string, string]> = [];
  for (const entry of entries) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) folders.push([path, join(realRoot, entry.name)]);
    } else if (entry.isFile() && budget.files > 0) {
      budget.files -= 1;
      files.push({ path, real: join(realRoot, entry.name) });
    }
  }
  const below = await Promise.all(folders.map(([folder, realFolder]) => listFiles(folder, realFolder, budget)));
  return files.concat(...below);
}

/** The lines of a file, and the values of its `KEY=value` / `key: value` lines, long enough to be worth redacting. */
export function secretsInText(text: string): string[] {
  const found: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.length >= MIN_LINE_CHARS) found.push(line);
    const value = /^[\w.-]+\s*[=:]\s*["']?(.*?)["']?$/.exec(line)?.[1];
    if (value !== undefined && value.length >= MIN_VALUE_CHARS) found.push(value);
  }
  return found;
}

/**
 * The contents of the workspace files a Read deny rule covers, as they are at session start: a
 * second line behind the gate and the sandbox, they are redacted from every tool result like
 * secrets, so a read the static analysis missed still shows the model nothing.
 */
export async function deniedFileSecrets(workspaceRoot: string, gate: PermissionGate, context: ToolUseContext): Promise<string[]> {
  const isDenied = gate.readDenialTest?.(context);
  if (!isDenied) return [];
  const walked = await listFiles(workspaceRoot, realPathOf(workspaceRoot), { files: MAX_FILES_WALKED });
  const denied = walked.filter((file) => isDenied(file.path, file.real)).map((file) => file.path);
  const secrets = new Set<string>();
  // A few files at a time: read all at once, a broad rule would run out of file descriptors and read nothing.
  for (let start = 0; start < denied.length; start += READ_BATCH) {
    const texts = await Promise.all(
      denied.slice(start, start + READ_BATCH).map(async (path) => {
        const info = await lstat(path).catch(() => null);
        // Still a plain file (not swapped for a FIFO or a symlink since the listing): a read that ends.
        return info?.isFile() && info.size <= MAX_FILE_BYTES ? readFile(path, 'utf8').catch(() => '') : '';
      }),
    );
    for (const text of texts) {
      for (const secret of secretsInText(text)) {
        secrets.add(secret);
        if (secrets.size >= MAX_SECRETS) return [...secrets];
      }
    }
  }
  return [...secrets];
}
