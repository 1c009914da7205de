import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/core/redact.js';

describe('createRedactor', () => {
  it('removes a secret, its base64 and its URL-encoded forms', () => {
    const secret = 'ghp_s3cr3t/value+x';
    const redact = createRedactor([secret, undefined]);
    const b64 = Buffer.from(secret).toString('base64');
    const text = `token=${secret} b64=${b64} url=${encodeURIComponent(secret)}`;
    const out = redact(text);
    expect(out).not.toContain(secret);
    expect(out).not.toContain(b64.replace(/=+$/, ''));
    expect(out).not.toContain(encodeURIComponent(secret));
    expect(out).toBe('token=*** b64=*** url=***');
  });

  it('ignores values too short to be secrets and leaves other text alone', () => {
    const redact = createRedactor(['abc', '']);
    expect(redact('abc def')).toBe('abc def');
  });
});
