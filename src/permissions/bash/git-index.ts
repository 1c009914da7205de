import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { LineCache } from '../verdict.js';

function remembered<T>(cache: Map<string, T> | undefined, key: string, read: () => T): T {
  if (!cache) return read();
  if (cache.has(key)) return cache.get(key) as T;
  const value = read();
  cache.set(key, value);
  return value;
}

/** The working tree root of the git repository `dir` is in, or null outside any; looked up once per call with a cache. */
export function repositoryRoot(dir: string, cache?: LineCache): string | null {
  return remembered(cache?.repositoryRoots, dir, () => findRepositoryRoot(dir));
}

function findRepositoryRoot(dir: string): string | null {
  for (let current = dir; ; current = dirname(current)) {
    if (existsSync(join(current, '.git'))) return current;
    if (dirname(current) === current) return null;
  }
}

function gitDirectory(root: string): string {
  const dotGit = join(root, '.git');
  try {
    if (statSync(dotGit).isFile()) {
      const pointer = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1]?.trim();
      if (pointer) return resolve(root, pointer);
    }
  } catch {
    // fall through to the plain layout
  }
  return dotGit;
}

function readVarint(buffer: Buffer, at: number): { value: number; next: number } {
  let byte = buffer[at] ?? 0;
  let value = byte & 0x7f;
  let next = at + 1;
  while (byte & 0x80) {
    byte = buffer[next] ?? 0;
    next++;
    value = ((value + 1) << 7) | (byte & 0x7f);
  }
  return { value, next };
}

/**
 * The paths git tracks (its index, `.git/index`, versions 2 to 4), relative to the repository
 * root; an empty list when there is no index yet; null when it cannot be read. With a cache, the
 * index is read once for every path of one Bash line.
 */
export function trackedPaths(root: string, cache?: LineCache): string[] | null {
  return remembered(cache?.trackedPaths, root, () => readIndex(root));
}

function readIndex(root: string): string[] | null {
  const file = join(gitDirectory(root), 'index');
  if (!existsSync(file)) return [];
  let buffer: Buffer;
  try {
    buffer = readFileSync(file);
  } catch {
    return null;
  }
  if (buffer.length < 12 || buffer.toString('latin1', 0, 4) !== 'DIRC') return null;
  const version = buffer.readUInt32BE(4);
  const count = buffer.readUInt32BE(8);
  if (version < 2 || version > 4) return null;
  const paths: string[] = [];
  let at = 12;
  let previous = '';
  for (let n = 0; n < count; n++) {
    const entryStart = at;
    if (at + 62 > buffer.length) return null;
    const flags = buffer.readUInt16BE(at + 60);
    at += 62;
    if (version >= 3 && flags & 0x4000) at += 2;
    let name: string;
    if (version === 4) {
      const { value: strip, next } = readVarint(buffer, at);
      const end = buffer.indexOf(0, next);
      if (end === -1 || strip > previous.length) return null;
      name = previous.slice(0, previous.length - strip) + buffer.toString('utf8', next, end);
      at = end + 1;
    } else {
      const end = buffer.indexOf(0, at);
      if (end === -1) return null;
      name = buffer.toString('utf8', at, end);
      // Entries are padded with NULs to a multiple of eight bytes.
      at = entryStart + Math.ceil((end - entryStart + 1) / 8) * 8;
    }
    paths.push(name);
    previous = name;
  }
  return paths;
}
