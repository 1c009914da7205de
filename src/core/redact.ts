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
 * The secrets of a run known so far. Most are known before it starts; some only later (the contents
 * of the files the policy denies reading are gathered beside the first model request). A redactor
 * made from this list follows it, and `onAdd` tells who must learn each new one (the Actions log's
 * masks).
 */
export class SecretList implements Iterable<string> {
  private readonly values: string[] = [];
  private readonly seen = new Set<string>();
  private readonly listeners: Array<(added: readonly string[]) => void> = [];
  /** Grows with every value added: what a following redactor compares with. */
  version = 0;

  constructor(initial: Iterable<string> = []) {
    this.add(initial);
  }

  add(values: Iterable<string>): void {
    const added = [...values].filter((value) => value.length > 0 && !this.seen.has(value));
    if (added.length === 0) return;
    for (const value of added) this.seen.add(value);
    this.values.push(...added);
    this.version += 1;
    for (const listener of this.listeners) listener(added);
  }

  /** Calls `listener` with the values now, and with each later addition. */
  onAdd(listener: (added: readonly string[]) => void): void {
    this.listeners.push(listener);
    if (this.values.length > 0) listener([...this.values]);
  }

  [Symbol.iterator](): Iterator<string> {
    return this.values[Symbol.iterator]();
  }
}

/** A redactor over a list that may grow: its needles are rebuilt on its first use after an addition. */
function followingRedactor(list: SecretList): SecretRedactor {
  let version = -1;
  let current: SecretRedactor = noRedaction;
  const now = (): SecretRedactor => {
    if (version !== list.version) {
      current = fixedRedactor(list);
      version = list.version;
    }
    return current;
  };
  const redact = (text: string) => now()(text);
  return Object.defineProperties(redact, {
    pattern: { get: () => now().pattern, enumerable: true },
    longestNeedle: { get: () => now().longestNeedle, enumerable: true },
  }) as SecretRedactor;
}

/**
 * A redactor for `secrets`: each is removed literally, JSON-escaped, URL-encoded, as hex and as
 * base64 (at any alignment, standard and URL-safe alphabets), including the basic-auth form
 * `x-access-token:<secret>` that actions/checkout writes. Values shorter than 6 characters are
 * ignored: they would match ordinary text. Made from a `SecretList`, it follows the list's additions.
 */
export function createRedactor(secrets: Iterable<string | undefined>): SecretRedactor {
  return secrets instanceof SecretList ? followingRedactor(secrets) : fixedRedactor(secrets);
}

function fixedRedactor(secrets: Iterable<string | undefined>): SecretRedactor {
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
