import { median } from './stats.js';
import type { Goal, Row } from './types.js';

export const goals = {
  ratioAtMost: (value: number, text: string): Goal => ({ on: 'ratio', bound: 'max', value, text }),
  valueAtMost: (value: number, text: string): Goal => ({ on: 'value', bound: 'max', value, text }),
  valueAtLeast: (value: number, text: string): Goal => ({ on: 'value', bound: 'min', value, text }),
};

export function judge(goal: Goal | null, tollgate: number | null, ratio: number | null): boolean | null {
  if (!goal) return null;
  const measured = goal.on === 'ratio' ? ratio : tollgate;
  if (measured === null || !Number.isFinite(measured)) return null;
  return goal.bound === 'max' ? measured <= goal.value : measured >= goal.value;
}

export interface RowInput {
  readonly figure: string;
  readonly metric: string;
  readonly unit: string;
  /** One value per run; the row shows the median. */
  readonly tollgate: readonly number[] | null;
  readonly baseline?: readonly number[] | null;
  readonly baselineLabel?: string | null;
  readonly goal?: Goal | null;
  readonly note?: string;
  /** No ratio column: the values are not quantities (yes/no) or their ratio means nothing. */
  readonly withoutRatio?: boolean;
}

/** Medians of the runs, and the median of the per-run ratios (runs are paired by index). */
export function makeRow(input: RowInput): Row {
  const tollgate = input.tollgate && input.tollgate.length > 0 ? median(input.tollgate) : null;
  const baselineRuns = input.baseline && input.baseline.length > 0 ? input.baseline : null;
  const baseline = baselineRuns ? median(baselineRuns) : null;
  let ratio: number | null = null;
  if (input.tollgate && baselineRuns && !input.withoutRatio) {
    const pairs = Math.min(input.tollgate.length, baselineRuns.length);
    const ratios: number[] = [];
    for (let index = 0; index < pairs; index++) {
      const b = baselineRuns[index]!;
      if (b !== 0) ratios.push(input.tollgate[index]! / b);
    }
    ratio = ratios.length > 0 ? median(ratios) : null;
  }
  const goal = input.goal ?? null;
  return {
    figure: input.figure,
    metric: input.metric,
    unit: input.unit,
    tollgate,
    baseline,
    baselineLabel: baselineRuns ? (input.baselineLabel ?? null) : null,
    ratio,
    goal,
    met: judge(goal, tollgate, ratio),
    ...(input.note ? { note: input.note } : {}),
  };
}

/** A row for a figure that could not be measured (missing CLI, peer not installed, a crash). */
export function skippedRow(figure: string, metric: string, reason: string, goal: Goal | null = null): Row {
  return { figure, metric, unit: '', tollgate: null, baseline: null, baselineLabel: null, ratio: null, goal, met: null, note: reason };
}
