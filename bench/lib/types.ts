/** A goal: the value (or the ratio to the peer/baseline) must stay at most / at least `value`. */
export interface Goal {
  readonly on: 'value' | 'ratio';
  readonly bound: 'max' | 'min';
  readonly value: number;
  /** As printed: "≤ 1.0× peer", "< 50 µs". */
  readonly text: string;
}

/** One line of the table. */
export interface Row {
  readonly figure: string;
  readonly metric: string;
  readonly unit: string;
  readonly tollgate: number | null;
  readonly baseline: number | null;
  /** What the baseline column is: "Claude Code", "git grep", "node -e 0"... */
  readonly baselineLabel: string | null;
  /** tollgate / baseline, the median of per-run ratios when there were several runs. */
  readonly ratio: number | null;
  readonly goal: Goal | null;
  /** Null when there is no goal or nothing was measured. */
  readonly met: boolean | null;
  readonly note?: string;
}

export interface FigureContext {
  /** Tiny inputs, few runs: checks that the figure still executes. */
  readonly quick: boolean;
  /** Compare with Claude Code (installed into .bench/peer). */
  readonly peer: boolean;
  readonly runs: number;
  /** A scratch directory for this figure, removed afterwards. */
  readonly tmp: string;
  log(line: string): void;
}

export interface Figure {
  /** Short name for --only. */
  readonly name: string;
  /** The figure column of its rows: "1 start-up". */
  readonly label: string;
  readonly title: string;
  run(context: FigureContext): Promise<Row[]>;
}
