import { readdirSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';

/** True when the pattern (literal characters backslash-escaped) has an unescaped `*`, `?` or `[…]`. */
export function hasGlob(pattern: string): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '*' || ch === '?') return true;
    if (ch === '[' && pattern.indexOf(']', i + 2) !== -1) return true;
  }
  return false;
}

export function unescapePattern(pattern: string): string {
  return pattern.replace(/\\(.)/g, '$1');
}

function escapeRegExp(ch: string): string {
  return /[.+^${}()|[\]\\*?/-]/.test(ch) ? `\\${ch}` : ch;
}

/** One path segment's pattern as a regular expression (bash's rules: `*`, `?`, `[…]`, `[!…]`). */
function segmentRegExp(segment: string): RegExp {
  let out = '';
  for (let i = 0; i < segment.length; i++) {
    const ch = segment[i] ?? '';
    if (ch === '\\') {
      out += escapeRegExp(segment[i + 1] ?? '');
      i++;
    } else if (ch === '*') out += '.*';
    else if (ch === '?') out += '.';
    else if (ch === '[') {
      const close = segment.indexOf(']', i + 2);
      if (close === -1) {
        out += '\\[';
        continue;
      }
      let body = segment.slice(i + 1, close);
      const negated = body.startsWith('!') || body.startsWith('^');
      if (negated) body = body.slice(1);
      out += `[${negated ? '^' : ''}${body.replace(/\\/g, '\\\\').replace(/\^/g, '\\^')}]`;
      i = close;
    } else out += escapeRegExp(ch);
  }
  return new RegExp(`^${out}$`, 's');
}

function listDirectory(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

/**
 * The paths a glob pattern matches under `cwd`, as bash would give them (no dotfiles unless the
 * pattern starts with a dot, `**` as `*`), the pattern itself when nothing matches, or null past
 * `limit` matches.
 */
export function expandGlob(pattern: string, cwd: string, limit = 1000): string[] | null {
  if (!hasGlob(pattern)) return [unescapePattern(pattern)];
  const absolute = pattern.startsWith('/');
  const segments = pattern.split('/');
  let partial: string[] = [absolute ? '/' : ''];
  for (const [index, segment] of segments.entries()) {
    if (absolute && index === 0) continue;
    const next: string[] = [];
    for (const prefix of partial) {
      if (!hasGlob(segment)) {
        next.push(prefix === '' ? unescapePattern(segment) : join(prefix, unescapePattern(segment)));
        continue;
      }
      const dir = prefix === '' ? cwd : isAbsolute(prefix) ? prefix : join(cwd, prefix);
      const regex = segmentRegExp(segment);
      const dotted = segment.startsWith('.') || segment.startsWith('\\.');
      for (const name of listDirectory(dir)) {
        if (name.startsWith('.') && !dotted) continue;
        if (regex.test(name)) next.push(prefix === '' ? name : join(prefix, name));
        if (next.length > limit) return null;
      }
    }
    partial = next;
    if (partial.length === 0) return [unescapePattern(pattern)];
  }
  return partial.length > 0 ? partial : [unescapePattern(pattern)];
}
