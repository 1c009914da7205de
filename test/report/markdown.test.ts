import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/report/markdown.js';

describe('formatCount', () => {
  it('groups whole numbers by thousands as en-US does, without Intl', () => {
    for (const n of [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 65_536, -1_234, -999, Number.MAX_SAFE_INTEGER]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });

  it('formats a fraction as en-US does', () => {
    expect(formatCount(12_345.678)).toBe('12,345.678');
  });
});
