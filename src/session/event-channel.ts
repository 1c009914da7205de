import type { SessionEvent, SessionEventListener } from './events.js';

/** Fans events out to listeners and buffers them for one async iterator. Listener errors are swallowed. */
export class EventChannel implements AsyncIterable<SessionEvent> {
  private readonly buffer: SessionEvent[] = [];
  private readonly waiting: ((result: IteratorResult<SessionEvent>) => void)[] = [];
  private readonly listeners: SessionEventListener[];
  private closed = false;

  constructor(listeners: readonly (SessionEventListener | undefined)[]) {
    this.listeners = listeners.filter((l): l is SessionEventListener => l !== undefined);
  }

  emit(event: SessionEvent): void {
    if (this.closed) return;
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A reporter's failure must not stop the session.
      }
    }
    const waiter = this.waiting.shift();
    if (waiter) waiter({ value: event, done: false });
    else this.buffer.push(event);
  }

  close(): void {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterator<SessionEvent> {
    return {
      next: () => {
        const event = this.buffer.shift();
        if (event) return Promise.resolve({ value: event, done: false });
        if (this.closed) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => this.waiting.push(resolve));
      },
    };
  }
}
