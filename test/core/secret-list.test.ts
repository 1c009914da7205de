import { describe, expect, it } from 'vitest';
import { createRedactor, SecretList } from '../../src/core/redact.js';

describe('SecretList', () => {
  it('gives a redactor that follows what is added after it was made', () => {
    const secrets = new SecretList(['first-secret-value']);
    const redact = createRedactor(secrets);
    expect(redact('first-secret-value and later-secret-value')).toBe('*** and later-secret-value');
    const before = redact.longestNeedle;
    secrets.add(['later-secret-value-that-is-longer']);
    expect(redact('first-secret-value and later-secret-value-that-is-longer')).toBe('*** and ***');
    expect(redact.longestNeedle).toBeGreaterThan(before);
    expect(redact.pattern?.test('later-secret-value-that-is-longer')).toBe(true);
  });

  it('redacts nothing while empty, then what joins', () => {
    const secrets = new SecretList();
    const redact = createRedactor(secrets);
    expect(redact('plain text')).toBe('plain text');
    expect(redact.pattern).toBeNull();
    secrets.add(['joined-secret']);
    expect(redact('a joined-secret here')).toBe('a *** here');
  });

  it('tells a listener the values it holds at once, then only each new one', () => {
    const secrets = new SecretList(['one-secret', '']);
    const heard: string[][] = [];
    secrets.onAdd((added) => heard.push([...added]));
    secrets.add(['one-secret', 'two-secret', '']);
    secrets.add([]);
    expect(heard).toEqual([['one-secret'], ['two-secret']]);
    expect([...secrets]).toEqual(['one-secret', 'two-secret']);
  });

  it('leaves a redactor made from a plain list as it was made', () => {
    const values = ['fixed-secret'];
    const redact = createRedactor(values);
    values.push('added-later');
    expect(redact('fixed-secret added-later')).toBe('*** added-later');
  });
});
