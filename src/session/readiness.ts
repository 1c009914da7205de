import { describeError } from '../core/describe-error.js';
import type { SessionState } from './session-state.js';

/**
 * Work the caller runs beside the first model request (the sandbox started and checked, the
 * workspace recorded), awaited where its result is needed: before the first tool runs, before
 * SessionStart hooks, and before the session ends. Null once it has settled well; the reason when
 * it failed (the session then ends with `error` before any tool runs). Gives up waiting when the
 * session is stopped (the loop then reports the stop).
 */
export class Readiness {
  private outcome: Promise<string | null> | null = null;

  constructor(private readonly ready: (() => Promise<void>) | undefined) {}

  async failure(state: SessionState): Promise<string | null> {
    if (!this.ready) return null;
    this.outcome ??= this.ready().then(
      () => null,
      (error: unknown) => describeError(error),
    );
    const signal = state.abort.signal;
    if (signal.aborted) return null;
    // Asked before every turn's tools: each wait removes its own listener, so none piles up on the signal.
    let onAbort: (() => void) | undefined;
    const stopped = new Promise<null>((resolve) => {
      onAbort = () => resolve(null);
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([this.outcome, stopped]);
    } finally {
      if (onAbort) signal.removeEventListener('abort', onAbort);
    }
  }
}
