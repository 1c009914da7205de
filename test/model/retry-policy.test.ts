import { describe, expect, it } from 'vitest';
import { ModelCallError, parseRetryAfter } from '../../src/model/model-error.js';
import { defaultRetryPolicy, retryDelayMs, sleep } from '../../src/model/retry-policy.js';

const headers = (values: Record<string, string>) => new Headers(values);

describe('retry policy', () => {
  it('reads retry-after-ms, retry-after seconds and HTTP dates', () => {
    expect(parseRetryAfter(headers({ 'retry-after-ms': '250' }))).toBe(250);
    expect(parseRetryAfter(headers({ 'retry-after': '3' }))).toBe(3000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter(headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }), now)).toBe(5000);
    expect(parseRetryAfter(headers({}))).toBeUndefined();
  });

  it('honours the server delay, backs off otherwise, and stops after the last retry', () => {
    const overloaded = new ModelCallError({ kind: 'overloaded', message: 'x' });
    expect(retryDelayMs(overloaded, 1, defaultRetryPolicy, () => 1)).toBe(1000);
    expect(retryDelayMs(overloaded, 3, defaultRetryPolicy, () => 1)).toBe(4000);
    expect(retryDelayMs(overloaded, 5, defaultRetryPolicy)).toBeNull();
    const limited = new ModelCallError({ kind: 'rate_limited', message: 'x', retryAfterMs: 2500 });
    expect(retryDelayMs(limited, 1, defaultRetryPolicy)).toBe(2500);
    const bad = new ModelCallError({ kind: 'invalid_request', message: 'x' });
    expect(retryDelayMs(bad, 1, defaultRetryPolicy)).toBeNull();
  });

  it('sleeps until aborted', async () => {
    const controller = new AbortController();
    const pending = sleep(60_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow('stop');
  });
});
