import type { GuardRule, RuleHit } from './rule.js';

/**
 * Unicode's default-ignorable code points (what a renderer shows as nothing) and control
 * characters other than tab, line feed, carriage return and form feed. The explicit bidi controls
 * are the bidi-control rule's.
 */
const INVISIBLE = /(?![\u202A-\u202E\u2066-\u2069\t\n\r\f])[\p{Default_Ignorable_Code_Point}\p{Cc}]/u;
const IS_INVISIBLE = (char: string) => INVISIBLE.test(char);
const IS_SELECTOR = (char: string) => /\p{Variation_Selector}/u.test(char);

const RTL = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}\p{Script=Samaritan}\p{Script=Mandaic}]/u;
const EMOJI = /\p{Extended_Pictographic}/u;
const LETTER = /\p{L}/u;
const IDEOGRAPH = /\p{Ideographic}/u;
const NON_ASCII = (char: string | undefined) => char !== undefined && char.codePointAt(0)! > 0x7f;

interface Around {
  readonly prev: string | undefined;
  readonly next: string | undefined;
  readonly line: string;
  readonly prose: boolean;
}

/** Whether one invisible character is what a script or an emoji sequence uses it for, in this place. */
function inPlace(char: string, at: Around): boolean {
  const point = char.codePointAt(0)!;
  const { prev, next } = at;
  // Bidi marks: in right-to-left text.
  if (point === 0x200e || point === 0x200f || point === 0x061c) return RTL.test(at.line);
  // Emoji and text presentation selectors: after a non-ASCII symbol, or in a keycap (1️⃣).
  if (point === 0xfe0e || point === 0xfe0f) return NON_ASCII(prev) || (prev !== undefined && /[0-9#*]/.test(prev) && next === '\u20e3');
  // Other variation selectors: after a CJK ideograph or a non-ASCII symbol that is not an emoji.
  if (point >= 0xfe00 && point <= 0xfe0d) return NON_ASCII(prev) && !EMOJI.test(prev!);
  if (point >= 0xe0100 && point <= 0xe01ef) return prev !== undefined && IDEOGRAPH.test(prev);
  // Joiners and break controls: inside non-Latin words and emoji sequences, never beside ASCII.
  if ([0x200b, 0x200c, 0x200d, 0x2060, 0x034f].includes(point)) return NON_ASCII(prev) && NON_ASCII(next);
  // A soft hyphen inside a word of prose.
  if (point === 0x00ad) return at.prose && prev !== undefined && next !== undefined && LETTER.test(prev) && LETTER.test(next);
  // Hangul fillers in Korean text; Khmer inherent vowels in Khmer; Mongolian variation selectors in Mongolian.
  if ([0x115f, 0x1160, 0x3164, 0xffa0].includes(point)) return [prev, next].some((c) => c !== undefined && /\p{Script=Hangul}/u.test(c) && !IS_INVISIBLE(c));
  if (point === 0x17b4 || point === 0x17b5) return [prev, next].some((c) => c !== undefined && /\p{Script=Khmer}/u.test(c));
  if (point >= 0x180b && point <= 0x180f) return prev !== undefined && /\p{Script=Mongolian}/u.test(prev);
  return false;
}

/** A subdivision flag (🏴 and tag letters ending in CANCEL TAG), the one use of the tag characters. */
function isFlagTags(run: readonly string[], prev: string | undefined): boolean {
  return prev === '\u{1F3F4}' && run.length <= 12 && run.at(-1) === '\u{E007F}' && run.slice(0, -1).every((c) => c.codePointAt(0)! >= 0xe0020 && c.codePointAt(0)! <= 0xe007e);
}

const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The invisible characters of a line that are out of place, as U+ codes. */
function misplacedInvisibles(line: string, prose: boolean, firstLine: boolean): string[] {
  const chars = [...line];
  const found = new Set<string>();
  for (let i = 0; i < chars.length; ) {
    if (!IS_INVISIBLE(chars[i]!)) {
      i++;
      continue;
    }
    let end = i;
    while (end < chars.length && IS_INVISIBLE(chars[end]!)) end++;
    const run = chars.slice(i, end);
    const prev = chars[i - 1];
    const next = chars[end];
    const byteOrderMark = firstLine && i === 0 && run.length === 1 && run[0] === '\uFEFF';
    // A run longer than an emoji sequence needs is data hidden in plain sight (a variation-selector payload).
    // A variation selector follows its base directly: one after another selector carries data, not a glyph.
    const stacked = run.some((char, k) => k > 0 && IS_SELECTOR(char) && IS_SELECTOR(run[k - 1]!));
    const ok = byteOrderMark || isFlagTags(run, prev) || (run.length <= 2 && !stacked && run.every((char) => inPlace(char, { prev, next, line, prose })));
    if (!ok) for (const char of run) found.add(hex(char));
    i = end;
  }
  return [...found];
}

const QUICK = new RegExp(INVISIBLE.source, 'u');

/** Invisible characters out of their place: in code, between ASCII characters, or in long runs. */
export const invisibleCharacter: GuardRule<'invisible-character'> = {
  id: 'invisible-character',
  applies: () => true,
  async check(file) {
    if (!QUICK.test(file.text)) return [];
    const hits: RuleHit[] = [];
    for (const { line, text } of await file.addedLines()) {
      const found = misplacedInvisibles(text.replace(/\r$/, ''), !file.runs, line === 1);
      if (found.length > 0) {
        const shown = found.length > 5 ? `${found.slice(0, 5).join(', ')} and ${found.length - 5} more` : found.join(', ');
        hits.push({ line, why: `invisible characters (${shown}) where no language or emoji uses them: the line reads differently from what it holds (hidden text, a look-alike name, a hidden payload)` });
      }
    }
    return hits;
  },
};
