export type SignalledRun<T> =
  | { readonly kind: 'done'; readonly value: T }
  | { readonly kind: 'aborted' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'thrown'; readonly error: unknown };

/** How long an aborted call may take to clean up (kill its process group, remove its files). */
export const ABORT_GRACE_MS = 3_000;

/**
 * Runs `work` until it settles, the parent signal aborts, or `timeoutMs` passes; in the last two
 * cases `controller` is aborted so the work can clean up. On a timeout the caller gets an answer
 * at once; on an abort the work gets up to `abortGraceMs` to finish cleaning up first, so a
 * cancelled session does not report (and upload its files) while a tool is still stopping its
 * processes. Work that ignores the signal never holds the answer longer than that.
 */
export async function runWithSignal<T>(
  work: () => Promise<T>,
  parent: AbortSignal,
  controller: AbortController,
  timeoutMs: number,
  abortGraceMs = ABORT_GRACE_MS,
): Promise<SignalledRun<T>> {
  if (parent.aborted) {
    controller.abort(parent.reason);
    return { kind: 'aborted' };
  }
  let onAbort: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let aborting = false;
  let settle: (outcome: SignalledRun<T>) => void = () => {};
  const settledWork = new Promise<SignalledRun<T>>((resolve) => (settle = resolve));
  const stopped = new Promise<SignalledRun<T>>((resolve) => {
    onAbort = () => {
      aborting = true;
      controller.abort(parent.reason);
      let grace: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((done) => (grace = setTimeout(done, abortGraceMs)));
      void Promise.race([settledWork, graceOver]).then(() => {
        clearTimeout(grace);
        resolve({ kind: 'aborted' });
      });
    };
    parent.addEventListener('abort', onAbort, { once: true });
    if (Number.isFinite(timeoutMs)) {
      timer = setTimeout(() => {
        controller.abort(new Error('tool timeout'));
        resolve({ kind: 'timeout' });
      }, timeoutMs);
    }
  });
  void (async () => {
    try {
      settle({ kind: 'done', value: await work() });
    } catch (error) {
      settle(parent.aborted ? { kind: 'aborted' } : { kind: 'thrown', error });
    }
  })();
  // Once aborting, only `stopped` answers: whatever the work returns while cleaning up is not a result.
  const finished = settledWork.then((outcome) => (aborting ? stopped : outcome));
  try {
    return await Promise.race([finished, stopped]);
  } finally {
    if (onAbort) parent.removeEventListener('abort', onAbort);
    if (timer) clearTimeout(timer);
  }
}
