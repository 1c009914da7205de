import type { SessionEvent, SessionEventListener } from './events.js';

export interface EventSink {
  emit(event: SessionEvent): void;
  /** The session has ended: later events (a tool still winding down) are dropped. */
  close(): void;
}

/** Hands every event to the listener as it happens. A listener that throws never stops the session. */
export function createEventSink(listener: SessionEventListener | undefined): EventSink {
  let closed = false;
  return {
    emit(event) {
      if (closed || !listener) return;
      try {
        listener(event);
      } catch {
        // A reporter's failure must not stop the session.
      }
    },
    close() {
      closed = true;
    },
  };
}
