import { posix } from 'node:path';
import type { GuardFile } from './guard-file.js';

/** A package.json as an object, or null when it is not one (npm would not install it either). */
export function parseManifest(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function isManifest(file: GuardFile): boolean {
  return posix.basename(file.path) === 'package.json';
}

export function objectAt(value: unknown, key: string): Record<string, unknown> {
  const inner = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {};
}

/** The first line of `text` where `"key":` appears (1-based), or null. */
export function lineOfKey(text: string, key: string, from = 0): number | null {
  const at = text.indexOf(JSON.stringify(key), from);
  if (at === -1) return null;
  return text.slice(0, at).split('\n').length;
}

/** A package name fit to show in a report (it is the agent's text), or a neutral stand-in. */
export function shownName(name: string): string {
  return /^(?:@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*$/i.test(name) && name.length <= 100 ? `\`${name}\`` : 'a dependency';
}
