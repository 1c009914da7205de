import { describe, expect, it } from 'vitest';
import { parseCassette } from '../../src/model/cassette-format.js';
import { describeDivergence } from '../../src/model/replay-client.js';

describe('cassette format', () => {
  it('names the file and line of a bad entry', () => {
    const text = [
      JSON.stringify({ type: 'cassette', version: 1, createdAt: 'now' }),
      JSON.stringify({ type: 'exchange', seq: 0, request: {}, reply: { id: 'm', model: 'x', content: [], stopReason: 'nope', usage: {} } }),
    ].join('\n');
    expect(() => parseCassette(text, 'run.jsonl')).toThrow(/^run\.jsonl:2: bad exchange/);
  });

  it('refuses an unknown version', () => {
    expect(() => parseCassette(JSON.stringify({ type: 'cassette', version: 2, createdAt: 'x' }), 'c.jsonl')).toThrow(/c\.jsonl:1: expected a header/);
  });

  it('ignores lines replay does not use', () => {
    const text = [
      JSON.stringify({ type: 'transcript', version: 1, createdAt: 'now' }),
      JSON.stringify({ type: 'event', event: { type: 'turn_start', turn: 1 } }),
    ].join('\n');
    expect(parseCassette(text, 't.jsonl')).toEqual({ scripted: false, header: { type: 'transcript', version: 1, createdAt: 'now' }, exchanges: [], failures: [], counts: [] });
  });

  it('keeps a failed request at its place among the exchanges, and names the line of a malformed one', () => {
    const request = { model: 'm', max_tokens: 10, messages: [] };
    const text = [
      JSON.stringify({ type: 'transcript', version: 1, createdAt: 'now' }),
      JSON.stringify({ type: 'exchange_failed', seq: 0, request, error: { kind: 'invalid_request', status: 400, message: 'context_management: Extra inputs are not permitted', retryAfterMs: null, partialUsage: null } }),
      JSON.stringify({ type: 'exchange', seq: 1, request, reply: { id: 'msg', model: 'm', content: [], stopReason: 'end_turn', usage: { inputTokens: 1, outputTokens: 1, cacheCreationInputTokens: 0, cacheReadInputTokens: 0 } } }),
    ].join('\n');
    const cassette = parseCassette(text, 't.jsonl');
    expect(cassette.failures.map((f) => [f.seq, f.error.status])).toEqual([[0, 400]]);
    expect(cassette.exchanges.map((e) => e.seq)).toEqual([1]);
    const bad = text.replace('"kind":"invalid_request"', '"kind":"teapot"');
    expect(() => parseCassette(bad, 't.jsonl')).toThrow(/^t\.jsonl:2: bad exchange_failed line/);
  });

  it('marks a hand-written cassette as scripted', () => {
    const text = JSON.stringify({ type: 'cassette', version: 1, createdAt: 'now', scripted: true });
    expect(parseCassette(text, 'demo.jsonl').scripted).toBe(true);
  });

  it('describes where a request diverges, ignoring max_tokens', () => {
    const a = { model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'a' }] };
    expect(describeDivergence(a, { ...a, max_tokens: 20 })).toBeNull();
    expect(describeDivergence(a, { ...a, messages: [{ role: 'user', content: 'b' }] })).toBe('messages[0] differs');
    expect(describeDivergence(a, { ...a, model: 'n' })).toMatch(/model/);
  });
});
