import { modelFamily } from './prices.js';

/** What a model accepts that the session plans around. */
export interface ModelCapabilities {
  /** The most input tokens a request may carry (the context window). */
  readonly contextWindow: number;
  /** `thinking: {type: "adaptive"}`; the others take only a token budget (`{type: "enabled", budget_tokens}`). */
  readonly adaptiveThinking: boolean;
  /** Server-side compaction (`context_management.edits: [compact_20260112]`) on the Anthropic API. */
  readonly serverCompaction: boolean;
  /** `output_config.effort`. */
  readonly effort: boolean;
}

export const DEFAULT_CONTEXT_WINDOW = 200_000;

const CURRENT: ModelCapabilities = { contextWindow: DEFAULT_CONTEXT_WINDOW, adaptiveThinking: true, serverCompaction: true, effort: true };
const BUDGET_THINKING_ONLY: ModelCapabilities = { contextWindow: DEFAULT_CONTEXT_WINDOW, adaptiveThinking: false, serverCompaction: false, effort: false };

/**
 * By family, from Anthropic's model documentation. Every family here has a 200k-token window by
 * default (some offer more behind a beta or a tier; the Models API's `max_input_tokens` says so where
 * it is reachable, and the policy's `model.context_window` overrides both).
 */
const CAPABILITIES: Readonly<Record<string, ModelCapabilities>> = {
  'claude-opus-5-5': CURRENT,
  'claude-opus-5': CURRENT,
  'claude-opus-4-8': CURRENT,
  'claude-opus-4-7': CURRENT,
  'claude-opus-4-6': CURRENT,
  'claude-opus-4-5': { ...BUDGET_THINKING_ONLY, effort: true },
  'claude-sonnet-5-5': CURRENT,
  'claude-sonnet-5': CURRENT,
  'claude-sonnet-4-6': CURRENT,
  'claude-sonnet-4-5': BUDGET_THINKING_ONLY,
  'claude-haiku-4-5': BUDGET_THINKING_ONLY,
};

/**
 * A model's capabilities by its family. A model Tollgate does not know is taken to be a current one
 * (adaptive thinking, compaction offered): a provider or gateway that refuses a feature says so in a
 * 400, and the session then goes on without it.
 */
export function modelCapabilities(model: string): ModelCapabilities {
  return CAPABILITIES[modelFamily(model)] ?? CURRENT;
}
