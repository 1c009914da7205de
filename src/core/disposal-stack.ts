import { describeError } from './describe-error.js';

/** One resource a stack releases: named in the message when releasing it fails. */
interface Disposal {
  readonly what: string;
  readonly release: () => Promise<void> | void;
}

/** Releasing one or more resources failed; each failure is named, none stopped the others. */
export class DisposalError extends Error {
  override readonly name = 'DisposalError';
  constructor(readonly failures: readonly string[]) {
    super(failures.join('; '));
  }
}

/**
 * What a phase opened, released in the reverse order of opening: on error (a later step threw) and
 * on close alike. Every release runs even when an earlier one fails; the failures come back together.
 */
export class DisposalStack {
  private readonly disposals: Disposal[] = [];
  private unwound = false;

  /** Registers `release` for `what` (a phrase: "the MCP servers"). */
  defer(what: string, release: () => Promise<void> | void): void {
    if (this.unwound) throw new Error(`Cannot hold ${what}: the resources were already released`);
    this.disposals.push({ what, release });
  }

  /** Releases everything, newest first, once (later calls do nothing); throws a DisposalError naming each failure. */
  async unwind(): Promise<void> {
    if (this.unwound) return;
    this.unwound = true;
    const failures: string[] = [];
    for (const { what, release } of this.disposals.splice(0).reverse()) {
      try {
        await release();
      } catch (error) {
        failures.push(`${what}: ${describeError(error)}`);
      }
    }
    if (failures.length > 0) throw new DisposalError(failures);
  }

  /**
   * Runs `open` with this stack; when it throws, releases what it had opened (a release failure is
   * added to the message) and rethrows.
   */
  async openAll<T>(open: (stack: DisposalStack) => Promise<T>): Promise<T> {
    try {
      return await open(this);
    } catch (error) {
      await this.unwind().catch((failure: unknown) => {
        if (error instanceof Error) error.message += ` (and releasing what was opened failed: ${describeError(failure)})`;
      });
      throw error;
    }
  }
}
