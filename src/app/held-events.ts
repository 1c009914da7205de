import type { SessionEvent, SessionEventListener, SessionRun } from '../session/index.js';

/**
 * A session whose events reach `listener` only once `secretsKnown` has settled: until then they
 * wait, in order. The reporters redact with the run's secrets as they are when an event reaches
 * them, and some are gathered beside the first model request; so nothing is printed, written or
 * posted before every secret is known. `whenEnded` is what to wait for if the session ends first
 * (it starts that work when the session ended before it began).
 */
export function withEventsHeldUntil(
  secretsKnown: Promise<unknown>,
  whenEnded: () => Promise<unknown>,
  start: (listener: SessionEventListener) => SessionRun,
  listener: SessionEventListener,
): SessionRun {
  let waiting: SessionEvent[] | null = [];
  // As the session's own sink does: a listener that throws loses neither the session nor the other events.
  const deliver = (event: SessionEvent) => {
    try {
      listener(event);
    } catch {
      // A reporter's failure must not stop the session.
    }
  };
  const release = () => {
    const queued = waiting ?? [];
    waiting = null;
    for (const event of queued) deliver(event);
  };
  void secretsKnown.then(release, release);
  const run = start((event) => {
    if (waiting) waiting.push(event);
    else deliver(event);
  });
  const result = run.result.then(async (ended) => {
    await whenEnded().catch(() => undefined);
    release();
    return ended;
  });
  return { ...run, result };
}
