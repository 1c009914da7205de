export type SignalledRun<T> =
  | { readonly kind: 'done'; readonly value: T }
  | { readonly kind: 'aborted' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'thrown'; readonly error: unknown };

/**
 * Runs `work` until it settles, the parent signal aborts, or `timeoutMs` passes; in the last two
 * cases `controller` is aborted so the work can clean up, and the caller gets an answer at once
 * even if the work ignores the signal.
 */
export async function runWithSignal<T>(
  work: () => Promise<T>,
  parent: AbortSignal,
  controller: AbortController,
  timeoutMs: number,
): Promise<SignalledRun<T>> {
  if (parent.aborted) {
    controller.abort(parent.reason);
    return { kind: 'aborted' };
  }
  let onAbort: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  const stopped = new Promise<SignalledRun<T>>((resolve) => {
    onAbort = () => {
      controller.abort(parent.reason);
      resolve({ kind: 'aborted' });
    };
    parent.addEventListener('abort', onAbort, { once: true });
    if (Number.isFinite(timeoutMs)) {
      timer = setTimeout(() => {
        controller.abort(new Error('tool timeout'));
        resolve({ kind: 'timeout' });
      }, timeoutMs);
    }
  });
  const settled = (async (): Promise<SignalledRun<T>> => {
    try {
      return { kind: 'done', value: await work() };
    } catch (error) {
      if (parent.aborted) return { kind: 'aborted' };
      return { kind: 'thrown', error };
    }
  })();
  try {
    return await Promise.race([settled, stopped]);
  } finally {
    if (onAbort) parent.removeEventListener('abort', onAbort);
    if (timer) clearTimeout(timer);
  }
}
