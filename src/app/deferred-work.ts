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
  private idleSeen = false;
  private stopped = false;

  /** Registers `run`; the returned function starts it (if it has not started) and gives its result. */
  add<T>(what: string, run: () => Promise<T>): () => Promise<T> {
    return this.register({ what, run, awaited: true, started: null }) as () => Promise<T>;
  }

  /**
   * Registers a warm-up (`run` must not reject) that `settled()` does not wait for: what needs its
   * result awaits it itself. It starts once the tasks have settled and the session is idle (see
   * `idle`), so it never takes the one main thread from what the session is waiting for.
   */
  warmUp(what: string, run: () => Promise<void>): void {
    this.register({ what, run, awaited: false, started: null });
  }

  private register(task: Task): () => Promise<unknown> {
    this.tasks.push(task);
    if (this.begun) this.startInTurn(task);
    return () => this.startTask(task);
  }

  /** Starts the tasks registered and to come; the warm-ups once the tasks have settled. */
  begin(): void {
    if (this.begun) return;
    this.begun = true;
    for (const task of this.tasks) this.startInTurn(task);
  }

  /**
   * The session is waiting (a model request has been out a while): the warm-ups may start once the
   * tasks have settled. Never called when the model answers at once, and then a warm-up runs only
   * when its user asks for it.
   */
  idle(): void {
    if (this.idleSeen) return;
    this.idleSeen = true;
    if (this.begun) for (const task of this.tasks) this.startInTurn(task);
  }

  /** A task now; a warm-up once the session has been idle and the tasks have settled. */
  private startInTurn(task: Task): void {
    if (task.awaited) {
      this.startTask(task);
      return;
    }
    if (!this.idleSeen) return;
    const tasks = this.tasks.filter((other) => other.awaited).map((other) => this.startTask(other));
    void Promise.allSettled(tasks)
      .then(() => this.startTask(task))
      .catch(() => undefined);
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

  /** The session is over: what has not started never will (a late start would outlive the run's clean-up). */
  stop(): void {
    this.stopped = true;
  }

  private startTask(task: Task): Promise<unknown> {
    if (!task.started && this.stopped) {
      task.started = Promise.reject(new DeferredWorkError(`${task.what} did not start: the session had ended`));
      task.started.catch(() => undefined);
    }
    if (!task.started) {
      task.started = Promise.resolve().then(task.run);
      // Awaited by whoever needs it; never an unhandled rejection in between.
      task.started.catch(() => undefined);
    }
    return task.started;
  }
}
