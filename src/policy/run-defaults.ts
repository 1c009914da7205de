import { DEFAULT_MODEL } from '../model/prices.js';

/** A run setting with a built-in default, and every place a run can take it from instead. */
export interface RunDefault {
  /** What it is, for the tables: "the hard cap on model spend". */
  readonly what: string;
  /** The value a run uses when neither the input (or flag) nor the policy sets it; null: none (or the model's own). */
  readonly value: string | number | null;
  /** How the default is said where it is not one value ("adaptive where the model offers it, else off"). */
  readonly says?: string;
  readonly unit: string | null;
  /** The action's input (action.yml), which wins over the policy. */
  readonly input: string;
  /** The CLI's flag, which wins over the policy. */
  readonly flag: string;
  /** The policy key between the two and the default; null when the policy has none. */
  readonly policyKey: string | null;
}

/**
 * Every run setting with a built-in default, one row each. The code reads the plain values from here
 * (the model, the budget, the turns, the time limit; thinking and effort depend on the model);
 * `--help`, the README's inputs table, docs/budget.md, docs/policy.md and action.yml are generated
 * from or checked against it (test/policy/run-defaults.test.ts), so a new setting is one row here.
 */
export const RUN_DEFAULTS = {
  model: { what: 'the model', value: DEFAULT_MODEL, unit: null, input: 'model', flag: '--model', policyKey: null },
  fallback_model: { what: 'the model that takes over when the model stays overloaded', value: null, unit: null, input: 'fallback_model', flag: '--fallback-model', policyKey: 'model.fallback_model' },
  thinking: { what: 'extended thinking', value: 'adaptive', says: 'adaptive where the model offers it, else off', unit: null, input: 'thinking', flag: '--thinking', policyKey: 'model.thinking' },
  effort: { what: 'the effort the model spends', value: null, says: "the model's own", unit: null, input: 'effort', flag: '--effort', policyKey: 'model.effort' },
  max_budget_usd: { what: 'the hard cap on model spend', value: 1, unit: 'US dollars', input: 'max_budget_usd', flag: '--max-budget-usd', policyKey: 'budget.max_usd' },
  max_turns: { what: 'the most model turns', value: 30, unit: 'turns', input: 'max_turns', flag: '--max-turns', policyKey: 'budget.max_turns' },
  timeout_minutes: { what: "the session's time limit", value: 30, unit: 'minutes', input: 'timeout_minutes', flag: '--timeout-minutes', policyKey: 'limits.session_timeout_min' },
} as const satisfies Record<string, RunDefault>;

export type RunSetting = keyof typeof RUN_DEFAULTS;

const valueText = (setting: RunDefault) => setting.says ?? (setting.value === null ? 'none' : String(setting.value));

/**
 * `the policy's budget.max_usd, else 1`, or `claude-sonnet-5-5` where the policy has no key: what
 * --help says in `(default: …)`, and action.yml after `Empty means`.
 */
export function defaultText(name: RunSetting): string {
  const setting: RunDefault = RUN_DEFAULTS[name];
  return setting.policyKey ? `the policy's ${setting.policyKey}, else ${valueText(setting)}` : valueText(setting);
}
