/** Replaces every registered secret, in every form it is likely to take in text, with `***`. */
export type Redactor = (text: string) => string;

/** A redactor that also says how long its longest needle is, so a stream can be redacted in chunks. */
export interface SecretRedactor extends Redactor {
  /** Every needle as one alternation (longest first), or null when there is nothing to redact. */
  readonly pattern: RegExp | null;
  readonly longestNeedle: number;
}

const MIN_SECRET_LENGTH = 6;
/** Shorter fragments of an encoding would match ordinary text too often. */
const MIN_FORM_LENGTH = 6;
export const REDACTED = '***';

/**
 * The base64 of `bytes` at each of the three alignments it can have inside a longer base64 text
 * (a token inside `x-access-token:<token>` basic auth, say): only the characters that depend on
 * the secret's bytes alone, so the surrounding bytes do not matter.
 */
function base64Forms(bytes: Buffer): string[] {
  const forms: string[] = [];
  for (let shift = 0; shift < 3; shift++) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64').replace(/=+$/, '');
    const start = Math.ceil((shift * 8) / 6);
    const end = Math.floor(((shift + bytes.length) * 8) / 6);
    forms.push(encoded.slice(start, end));
    if (shift === 0) forms.push(bytes.toString('base64'), encoded);
  }
  return forms.flatMap((form) => [form, form.replace(/\+/g, '-').replace(/\//g, '_')]);
}

function formsOf(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const hex = bytes.toString('hex');
  return [
    secret,
    JSON.stringify(secret).slice(1, -1),
    encodeURIComponent(secret),
    hex,
    hex.toUpperCase(),
    ...base64Forms(bytes),
    // actions/checkout persists a token as basic auth of `x-access-token:<token>`.
    ...base64Forms(Buffer.from(`x-access-token:${secret}`, 'utf8')),
  ];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A redactor for `secrets`: each is removed literally, JSON-escaped, URL-encoded, as hex and as
 * base64 (at any alignment, standard and URL-safe alphabets), including the basic-auth form
 * `x-access-token:<secret>` that actions/checkout writes. Values shorter than 6 characters are
 * ignored: they would match ordinary text.
 */
export function createRedactor(secrets: Iterable<string | undefined>): SecretRedactor {
  const needles = [
    ...new Set(
      [...secrets]
        .filter((s): s is string => typeof s === 'string' && s.length >= MIN_SECRET_LENGTH)
        .flatMap(formsOf)
        .filter((form) => form.length >= MIN_FORM_LENGTH),
    ),
  ].sort((a, b) => b.length - a.length);
  if (needles.length === 0) return noRedaction;
  const pattern = new RegExp(needles.map(escapeRegExp).join('|'), 'g');
  const redact = (text: string) => (text === '' ? text : text.replace(pattern, REDACTED));
  return Object.assign(redact, { pattern, longestNeedle: needles[0]?.length ?? 0 });
}

export const noRedaction: SecretRedactor = Object.assign((text: string) => text, { pattern: null, longestNeedle: 0 });
