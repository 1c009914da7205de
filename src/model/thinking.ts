import type { ModelCapabilities } from './model-capabilities.js';
import type { ThinkingConfigParam } from './wire.js';

/** `thinking` as the input, policy key and flag give it: `adaptive`, `off`, or a token budget. */
export type ThinkingSetting = { readonly kind: 'adaptive' } | { readonly kind: 'off' } | { readonly kind: 'budget'; readonly tokens: number };

export const EFFORTS = ['low', 'medium', 'high', 'xhigh', 'max'] as const;
export type Effort = (typeof EFFORTS)[number];

/** The API's floor for `budget_tokens`. */
export const MIN_THINKING_BUDGET = 1_024;

/** What `thinking` accepts, for messages that name it. */
export const THINKING_FORMS = "'adaptive', 'off', or a token budget of at least 1024 (e.g. 8000)";

/** `adaptive` | `off` | a whole number ≥ 1024; null when the text is none of them. */
export function parseThinking(text: string): ThinkingSetting | null {
  const value = text.trim().toLowerCase();
  if (value === 'adaptive') return { kind: 'adaptive' };
  if (value === 'off' || value === 'disabled' || value === 'false') return { kind: 'off' };
  if (!/^\d+$/.test(value)) return null;
  const tokens = Number(value);
  return Number.isSafeInteger(tokens) && tokens >= MIN_THINKING_BUDGET ? { kind: 'budget', tokens } : null;
}

export function parseEffort(text: string): Effort | null {
  const value = text.trim().toLowerCase();
  return (EFFORTS as readonly string[]).includes(value) ? (value as Effort) : null;
}

/**
 * The setting a session runs with: the one given, else adaptive on models that offer it and off on
 * the others (they take only a budget, which costs output tokens on every turn: opt in by giving one).
 * A model that cannot think adaptively is refused `adaptive` with what to give instead.
 */
export function resolveThinking(given: ThinkingSetting | undefined, model: string, capabilities: ModelCapabilities): { setting: ThinkingSetting } | { error: string } {
  if (given === undefined) return { setting: capabilities.adaptiveThinking ? { kind: 'adaptive' } : { kind: 'off' } };
  if (given.kind === 'adaptive' && !capabilities.adaptiveThinking) {
    return { error: `thinking: adaptive is not offered by ${model}; give a token budget instead (e.g. thinking: 8000), or off.` };
  }
  return { setting: given };
}

/**
 * The request's `thinking` for a call with `maxTokens` of room: a budget must stay below
 * `max_tokens` (the API refuses it otherwise), so it shrinks with it, leaving `answerRoom` tokens
 * for the answer, but never below the API's floor (the caller keeps `maxTokens` above
 * `minimumMaxTokens` for that).
 */
export function thinkingParam(setting: ThinkingSetting, maxTokens: number, answerRoom: number): ThinkingConfigParam | undefined {
  switch (setting.kind) {
    case 'off':
      return undefined;
    case 'adaptive':
      return { type: 'adaptive' };
    case 'budget':
      return { type: 'enabled', budget_tokens: Math.max(MIN_THINKING_BUDGET, Math.min(setting.tokens, maxTokens - answerRoom)) };
  }
}

/** The smallest `max_tokens` a call may be planned with under this setting: a budget needs room above its floor. */
export function minimumMaxTokens(setting: ThinkingSetting, minOutput: number, answerRoom: number): number {
  return setting.kind === 'budget' ? Math.max(minOutput, MIN_THINKING_BUDGET + answerRoom) : minOutput;
}
