import type { GuardRule, RuleHit } from './rule.js';

/** The explicit embeddings, overrides and isolates (U+202A–202E, U+2066–2069): Unicode's Bidi_Control without the three marks. */
const EXPLICIT = /(?![\u200E\u200F\u061C])\p{Bidi_Control}/u;
const ALL = /(?![\u200E\u200F\u061C])\p{Bidi_Control}/gu;

const NAMES: Readonly<Record<number, string>> = {
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
};

function codePoint(char: string): string {
  const point = char.codePointAt(0) ?? 0;
  return `U+${point.toString(16).toUpperCase().padStart(4, '0')}${NAMES[point] ? ` ${NAMES[point]}` : ''}`;
}

/**
 * Trojan Source (CVE-2021-42574): a directional override or isolate makes a line display in another
 * order than the one the compiler reads. Right-to-left text needs none of them (the marks
 * U+200E/U+200F/U+061C are judged by the invisible-character rule).
 */
export const bidiControl: GuardRule<'bidi-control'> = {
  id: 'bidi-control',
  applies: () => true,
  async check(file) {
    if (!EXPLICIT.test(file.text)) return [];
    const hits: RuleHit[] = [];
    for (const { line, text } of await file.addedLines()) {
      const found = [...new Set(text.match(ALL) ?? [])];
      if (found.length > 0) {
        hits.push({ line, why: `${found.map(codePoint).join(', ')}: the line displays in another order than the one the program reads (Trojan Source, CVE-2021-42574)` });
      }
    }
    return hits;
  },
};
