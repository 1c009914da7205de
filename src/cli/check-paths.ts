import { accessSync, constants, statSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UsageError } from './usage-error.js';

/**
 * Paths on the command line, checked before anything runs: a mistake is one plain sentence
 * naming the flag (exit 2), never a raw ENOENT from deep inside a session.
 */
function statOf(path: string): Stats | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

/** An existing, readable file; returns its absolute path. */
export function existingFile(flag: string, value: string, cwd: string, topic: string, what = 'file'): string {
  const path = resolve(cwd, value);
  const info = statOf(path);
  if (!info) throw new UsageError(`${flag} ${value}: no such ${what}${path !== value ? ` (looked for ${path})` : ''}.`, topic);
  if (info.isDirectory()) throw new UsageError(`${flag} ${value} is a folder; it must be a ${what}.`, topic);
  try {
    accessSync(path, constants.R_OK);
  } catch {
    throw new UsageError(`${flag} ${value} cannot be read (permission denied).`, topic);
  }
  return path;
}

/** An existing folder; returns its absolute path. */
export function existingFolder(flag: string, value: string, cwd: string, topic: string): string {
  const path = resolve(cwd, value);
  const info = statOf(path);
  if (!info) throw new UsageError(`${flag} ${value}: no such folder${path !== value ? ` (looked for ${path})` : ''}.`, topic);
  if (!info.isDirectory()) throw new UsageError(`${flag} ${value} is a file; it must be a folder.`, topic);
  return path;
}

/** A folder that exists or can be created (its nearest existing parent is a writable folder). */
export function writableFolder(flag: string, value: string, cwd: string, topic: string): string {
  const path = resolve(cwd, value);
  const info = statOf(path);
  if (info && !info.isDirectory()) throw new UsageError(`${flag} ${value} is a file; it must be a folder (it is created when missing).`, topic);
  let existing = path;
  while (!statOf(existing)) existing = dirname(existing);
  const parent = statOf(existing)!;
  if (!parent.isDirectory()) throw new UsageError(`${flag} ${value} cannot be created: ${existing} is a file.`, topic);
  try {
    accessSync(existing, constants.W_OK);
  } catch {
    throw new UsageError(`${flag} ${value} cannot be written: ${existing} is not writable.`, topic);
  }
  return path;
}

/** A file to be written: its folder must exist or be creatable. */
export function writableFile(flag: string, value: string, cwd: string, topic: string): string {
  const path = resolve(cwd, value);
  const info = statOf(path);
  if (info?.isDirectory()) throw new UsageError(`${flag} ${value} is a folder; it must be a file.`, topic);
  try {
    writableFolder(flag, dirname(path), cwd, topic);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    throw new UsageError(`${flag} ${value} cannot be written: ${error.message.replace(/^\S+ \S+ /, 'its folder ')}`, topic);
  }
  return path;
}

/** `--mcp-config`: inline JSON (it starts with `{`) as given, else an existing file. */
export function mcpConfigValue(value: string, cwd: string, topic: string): string {
  if (value.trimStart().startsWith('{')) return value;
  return existingFile('--mcp-config', value, cwd, topic, 'file (or inline JSON starting with {)');
}
