import { describeError } from '../core/describe-error.js';

/** A task whose failure must stop the run before any tool runs: its message says why. */
export class DeferredWorkError extends Error {
  override readonly name: string = 'DeferredWorkError';
}

interface Task {
  readonly what: string;
  readonly run: () => Promise<unknown>;
  /** `settled()` waits for it; a warm-up whose user awaits it itself does not hold the first tool back. */
  readonly awaited: boolean;
  started: Promise<unknown> | null;
}

/**
 * What a run does beside its first model request (the sandbox started and checked, the workspace
 * recorded): registered while the run is prepared, started once the first request is on its way
 * (so it does not delay it), or as soon as something needs a result, whichever comes first. The
 * session awaits `settled()` before its first tool runs and before it ends.
 */
export class DeferredWork {
  private readonly tasks: Task[] = [];
  private begun = false;

  /** Registers `run`; the returned function starts it (if it has not started) and gives its result. */
  add<T>(what: string, run: () => Promise<T>): () => Promise<T> {
    return this.register({ what, run, awaited: true, started: null }) as () => Promise<T>;
  }

  /**
   * Registers a warm-up started with the rest (`run` must not reject) that `settled()` does not
   * wait for: what needs its result awaits it itself.
   */
  warmUp(what: string, run: () => Promise<void>): void {
    this.register({ what, run, awaited: false, started: null });
  }

  private register(task: Task): () => Promise<unknown> {
    this.tasks.push(task);
    if (this.begun) this.startTask(task);
    return () => this.startTask(task);
  }

  /** Starts everything registered, and what is registered from now on. */
  begin(): void {
    if (this.begun) return;
    this.begun = true;
    for (const task of this.tasks) this.startTask(task);
  }

  /** Starts everything and waits for it; rejects with the first failure, naming the task. */
  async settled(): Promise<void> {
    this.begin();
    for (const task of this.tasks) {
      if (!task.awaited) continue;
      try {
        await this.startTask(task);
      } catch (error) {
        throw error instanceof DeferredWorkError ? error : new DeferredWorkError(`${task.what} failed: ${describeError(error)}`);
      }
    }
  }

  private startTask(task: Task): Promise<unknown> {
    if (!task.started) {
      task.started = Promise.resolve().then(task.run);
      // Awaited by whoever needs it; never an unhandled rejection in between.
      task.started.catch(() => undefined);
    }
    return task.started;
  }
}
