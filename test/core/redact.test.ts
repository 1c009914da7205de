import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/core/redact.js';

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64');

describe('createRedactor', () => {
  it('removes a secret, its base64 and its URL-encoded forms', () => {
    const secret = 'ghp_s3cr3t/value+x';
    const redact = createRedactor([secret, undefined]);
    const text = `token=${secret} b64=${b64(secret)} url=${encodeURIComponent(secret)}`;
    expect(redact(text)).toBe('token=*** b64=*** url=***');
  });

  it('removes the hex forms and the JSON-escaped form', () => {
    const secret = 'tok"en\\with-quote';
    const redact = createRedactor([secret]);
    const hex = Buffer.from(secret).toString('hex');
    expect(redact(`${hex} ${hex.toUpperCase()} ${JSON.stringify({ v: secret })}`)).toBe('*** *** {"v":"***"}');
  });

  it('finds the secret inside a longer base64 text at every alignment, in both alphabets', () => {
    const secret = 'dpl_Aligned+Secret/Value_77';
    const redact = createRedactor([secret]);
    for (const prefix of ['', 'A', 'AB', 'ABC', 'ABCD']) {
      const encoded = b64(`${prefix}${secret}trailing bytes`);
      const urlSafe = encoded.replace(/\+/g, '-').replace(/\//g, '_');
      for (const text of [encoded, urlSafe]) {
        const out = redact(text);
        expect(out, `prefix ${JSON.stringify(prefix)}`).toContain('***');
        // Nothing that decodes back to the secret is left.
        expect(Buffer.from(out.replace(/\*\*\*/g, ''), 'base64').toString('latin1')).not.toContain(secret.slice(4, -4));
      }
    }
  });

  it('removes the basic-auth header actions/checkout writes into .git/config', () => {
    const token = 'ghs_CheckoutTokenValue0123456789';
    const header = `AUTHORIZATION: basic ${b64(`x-access-token:${token}`)}`;
    const out = createRedactor([token])(`[http "https://github.com/"]\n\textraheader = ${header}\n`);
    expect(out).toContain('AUTHORIZATION: basic ***');
    expect(out).not.toContain(b64(`x-access-token:${token}`).slice(0, 20));
  });

  it('ignores values too short to be secrets and leaves other text alone', () => {
    const redact = createRedactor(['abc', '']);
    expect(redact('abc def')).toBe('abc def');
    expect(redact.longestNeedle).toBe(0);
  });

  it('redacts the longer of two overlapping secrets whole', () => {
    const redact = createRedactor(['secret-one', 'secret-one-and-more']);
    expect(redact('x secret-one-and-more y secret-one z')).toBe('x *** y *** z');
  });
});
