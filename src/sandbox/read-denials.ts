import { join } from 'node:path';

/** A Read deny rule's path, anchored: a gitignore-style `pattern` below `base` (the gate's own reading of the rule). */
export interface AnchoredReadDenial {
  readonly base: string;
  readonly pattern: string;
}

/**
 * The sandbox library's `denyRead` entry (an absolute path or glob) for a Read deny rule, read as
 * the gate reads it: a name without an inner slash matches at any depth, anything else is anchored
 * at the base; `**` alone is the whole base. A negation denies nothing, so it has no entry.
 */
export function denyReadEntry({ base, pattern }: AnchoredReadDenial): string | null {
  if (pattern.startsWith('!') || pattern.trim() === '') return null;
  const trimmed = pattern.replace(/\/+$/, '');
  if (trimmed === '**' || trimmed === '/**' || trimmed === '') return base;
  const anchored = trimmed.includes('/');
  const path = trimmed.replace(/^\/+/, '');
  return anchored ? join(base, path) : join(base, '**', path);
}
