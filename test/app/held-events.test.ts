import { describe, expect, it } from 'vitest';
import { withEventsHeldUntil } from '../../src/app/held-events.js';
import type { SessionEvent, SessionEventListener, SessionResult, SessionRun } from '../../src/session/index.js';

const event = (text: string) => ({ type: 'assistant_text', text }) as unknown as SessionEvent;
const textOf = (e: SessionEvent) => (e as unknown as { text: string }).text;

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** A session that emits what it is told to, and ends when told to. */
function fakeSession() {
  let emit: SessionEventListener = () => undefined;
  const end = deferred<SessionResult>();
  const start = (listener: SessionEventListener): SessionRun => {
    emit = listener;
    return { result: end.promise };
  };
  return { start, emit: (e: SessionEvent) => emit(e), end: (result: SessionResult) => end.resolve(result) };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('withEventsHeldUntil', () => {
  it('holds the events until the secrets are known, then gives them in order, and the rest at once', async () => {
    const known = deferred();
    const session = fakeSession();
    const seen: string[] = [];
    withEventsHeldUntil(known.promise, () => known.promise, session.start, (e) => seen.push(textOf(e)));
    session.emit(event('one'));
    session.emit(event('two'));
    await flush();
    expect(seen).toEqual([]);
    known.resolve();
    await flush();
    expect(seen).toEqual(['one', 'two']);
    session.emit(event('three'));
    expect(seen).toEqual(['one', 'two', 'three']);
  });

  it('when the session ends first, waits for the secrets and delivers every event before its result', async () => {
    const known = deferred();
    const session = fakeSession();
    const seen: string[] = [];
    let asked = 0;
    const run = withEventsHeldUntil(known.promise, () => ((asked += 1), known.promise), session.start, (e) => seen.push(textOf(e)));
    let ended = false;
    void run.result.then(() => (ended = true));
    session.emit(event('start'));
    session.emit(event('end'));
    session.end({ conclusion: 'error' } as SessionResult);
    await flush();
    expect(asked).toBe(1);
    expect(ended).toBe(false);
    expect(seen).toEqual([]);
    known.resolve();
    await run.result;
    expect(seen).toEqual(['start', 'end']);
  });

  it('releases the events when gathering the secrets failed (the run stops for that reason)', async () => {
    const known = deferred();
    const session = fakeSession();
    const seen: string[] = [];
    const run = withEventsHeldUntil(known.promise, () => known.promise, session.start, (e) => seen.push(textOf(e)));
    session.emit(event('before'));
    known.reject(new Error('walk failed'));
    session.end({ conclusion: 'error' } as SessionResult);
    await run.result;
    expect(seen).toEqual(['before']);
  });

  it('gives every held event even when the listener throws on one, and its result still resolves', async () => {
    const known = deferred();
    const session = fakeSession();
    const seen: string[] = [];
    const run = withEventsHeldUntil(known.promise, () => known.promise, session.start, (e) => {
      seen.push(textOf(e));
      if (textOf(e) === 'bad') throw new Error('a reporter failed');
    });
    session.emit(event('bad'));
    session.emit(event('good'));
    known.resolve();
    await flush();
    session.emit(event('bad'));
    session.emit(event('after'));
    session.end({ conclusion: 'success' } as SessionResult);
    await expect(run.result).resolves.toEqual({ conclusion: 'success' });
    expect(seen).toEqual(['bad', 'good', 'bad', 'after']);
  });
});
