import { describe, expect, it } from 'vitest';
import { describeError } from '../../src/core/describe-error.js';

describe('describeError', () => {
  it("gives an Error's message, its name when the message is empty, and any other value as a string", () => {
    expect(describeError(new Error('disk full'))).toBe('disk full');
    expect(describeError(new TypeError(''))).toBe('TypeError');
    expect(describeError('plain text')).toBe('plain text');
    expect(describeError(42)).toBe('42');
    expect(describeError(undefined)).toBe('undefined');
  });
});
