import { describe, expect, it } from 'vitest';
import type { ModelClient, ModelReply, ModelRequest } from '../../src/model/model-client.js';
import { notifyWhileWaiting } from '../../src/model/request-sent.js';

/** A client whose reply comes after `delayMs` (its content does not matter here). */
function clientAnsweringAfter(delayMs: number): ModelClient {
  return {
    createMessage: () => new Promise<ModelReply>((resolve) => setTimeout(() => resolve({} as ModelReply), delayMs)),
  };
}

const request = {} as ModelRequest;

describe('notifyWhileWaiting', () => {
  it('calls back when a request has been out longer than the wait, not when the model answers first', async () => {
    let waited = 0;
    const slow = notifyWhileWaiting(clientAnsweringAfter(60), () => (waited += 1), 20);
    await slow.createMessage(request);
    expect(waited).toBe(1);

    let fastWaited = 0;
    const fast = notifyWhileWaiting(clientAnsweringAfter(0), () => (fastWaited += 1), 40);
    await fast.createMessage(request);
    await fast.createMessage(request);
    // Long after the replies: the timers were cleared with them.
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(fastWaited).toBe(0);
  });

  it('keeps a client without token counting without it', () => {
    const wrapped = notifyWhileWaiting(clientAnsweringAfter(0), () => undefined, 10);
    expect(wrapped.countTokens).toBeUndefined();
  });
});
