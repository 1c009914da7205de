/**
 * Bash brace expansion (`a{b,c}d`, `{1..3}`, `{a..e..2}`) of a pattern in which literal
 * characters are backslash-escaped. Returns null past `limit` results.
 */
export function expandBraces(pattern: string, limit = 256): string[] | null {
  const found = findBrace(pattern);
  if (!found) return [pattern];
  const { open, close, alternatives } = found;
  const before = pattern.slice(0, open);
  const after = pattern.slice(close + 1);
  const out: string[] = [];
  for (const alternative of alternatives) {
    const expanded = expandBraces(`${before}${alternative}${after}`, limit);
    if (expanded === null) return null;
    out.push(...expanded);
    if (out.length > limit) return null;
  }
  return out;
}

interface Brace {
  readonly open: number;
  readonly close: number;
  readonly alternatives: readonly string[];
}

/** The first `{…}` with a top-level comma or a valid sequence, with its alternatives. */
function findBrace(pattern: string): Brace | null {
  for (let open = 0; open < pattern.length; open++) {
    const ch = pattern[open];
    if (ch === '\\') {
      open++;
      continue;
    }
    if (ch !== '{') continue;
    const brace = braceAt(pattern, open);
    if (brace) return brace;
  }
  return null;
}

function braceAt(pattern: string, open: number): Brace | null {
  let depth = 0;
  const commas: number[] = [];
  for (let i = open; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '{') depth++;
    else if (ch === '}') {
      depth--;
      if (depth === 0) {
        const body = pattern.slice(open + 1, i);
        if (commas.length > 0) {
          const cuts = [open, ...commas, i];
          const alternatives = cuts.slice(0, -1).map((cut, k) => pattern.slice(cut + 1, cuts[k + 1]));
          return { open, close: i, alternatives };
        }
        const sequence = sequenceOf(body);
        return sequence ? { open, close: i, alternatives: sequence } : null;
      }
    } else if (ch === ',' && depth === 1) commas.push(i);
  }
  return null;
}

function sequenceOf(body: string): string[] | null {
  const numeric = /^(-?\d+)\.\.(-?\d+)(?:\.\.(-?\d+))?$/.exec(body);
  const letters = /^([a-zA-Z])\.\.([a-zA-Z])(?:\.\.(-?\d+))?$/.exec(body);
  const match = numeric ?? letters;
  if (!match) return null;
  const from = numeric ? Number(match[1]) : (match[1] ?? 'a').charCodeAt(0);
  const to = numeric ? Number(match[2]) : (match[2] ?? 'a').charCodeAt(0);
  const step = Math.abs(Number(match[3] ?? 1)) || 1;
  if (Math.abs(to - from) / step > 256) return null;
  const out: string[] = [];
  const direction = to >= from ? 1 : -1;
  for (let v = from; direction > 0 ? v <= to : v >= to; v += direction * step) out.push(numeric ? String(v) : String.fromCharCode(v));
  return out;
}
