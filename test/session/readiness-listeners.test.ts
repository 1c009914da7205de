import { describe, expect, it } from 'vitest';
import { getEventListeners } from 'node:events';
import { Readiness } from '../../src/session/readiness.js';
import type { SessionState } from '../../src/session/session-state.js';

describe('Readiness', () => {
  it('leaves no abort listener behind however often a session asks (one ask per turn)', async () => {
    const abort = new AbortController();
    const state = { abort } as unknown as SessionState;
    const readiness = new Readiness(() => Promise.resolve());
    for (let turn = 0; turn < 40; turn++) expect(await readiness.failure(state)).toBeNull();
    expect(getEventListeners(abort.signal, 'abort')).toHaveLength(0);
  });

  it('still gives up waiting when the session is stopped, and then lets go of the signal', async () => {
    const abort = new AbortController();
    const state = { abort } as unknown as SessionState;
    const readiness = new Readiness(() => new Promise<void>(() => undefined));
    const waiting = readiness.failure(state);
    abort.abort();
    expect(await waiting).toBeNull();
    expect(getEventListeners(abort.signal, 'abort')).toHaveLength(0);
  });

  it('names the failure of the work it waits for', async () => {
    const readiness = new Readiness(() => Promise.reject(new Error('the sandbox did not start')));
    expect(await readiness.failure({ abort: new AbortController() } as unknown as SessionState)).toContain('the sandbox did not start');
  });
});
