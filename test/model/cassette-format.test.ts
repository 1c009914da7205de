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
    expect(parseCassette(text, 't.jsonl')).toEqual({ scripted: false, header: { type: 'transcript', version: 1, createdAt: 'now' }, exchanges: [], counts: [] });
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
