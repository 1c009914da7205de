import type { SessionResult } from '../session/events.js';
import { escapeHtml, formatCount, formatUsd, inlineCode } from './markdown.js';

const turnList = (turns: readonly number[]) => (turns.length === 1 ? `turn ${turns[0]}` : `turns ${turns.join(', ')}`);

/** "context compacted 2 times (turns 12, 19)" for the headline; null when the context was never compacted. */
export function compactionHeadlineText(result: SessionResult): string | null {
  const compactions = result.context?.compactions ?? [];
  if (compactions.length === 0) return null;
  const times = compactions.length === 1 ? 'once' : `${formatCount(compactions.length)} times`;
  return `context compacted ${times} (${turnList(compactions.map((c) => c.turn))})`;
}

/** "claude-sonnet-4-6 from turn 5 (fallback)" for the headline; null when the model never changed. */
export function modelSwitchHeadlineText(result: SessionResult): string | null {
  const change = result.modelSwitch;
  return change ? `${change.to} from turn ${change.turn} (fallback)` : null;
}

const KIND_WORDS = { server: 'by the API', client: 'by a summary request', reactive: 'after the API refused the prompt as too long' } as const;

/**
 * The context window in the report, when something happened to it: its size, the largest prompt,
 * each compaction (when, how, the prompt before and after, its cost), and when the fallback model
 * took over. Nothing for a run that fit its window on one model (result.json still has the figures).
 */
export function renderContext(result: SessionResult): string {
  const { context, modelSwitch } = result;
  if (!context || (context.compactions.length === 0 && !modelSwitch)) return '';
  const lines = [`Context window: ${formatCount(context.window)} tokens · largest prompt: ${formatCount(context.peakInputTokens)} tokens.`];
  if (context.compactions.length > 0) {
    lines.push('');
    lines.push(...context.compactions.map((c) => `- turn ${c.turn}: compacted ${KIND_WORDS[c.kind]}, ${formatCount(c.tokensBefore)} → ${formatCount(c.tokensAfter)} tokens, ${formatUsd(c.costUsd)}`));
  }
  if (modelSwitch) {
    lines.push('', `From turn ${modelSwitch.turn} the fallback model ${inlineCode(modelSwitch.to)} took over from ${inlineCode(modelSwitch.from)}: ${escapeHtml(modelSwitch.reason)}`);
  }
  const summary = compactionHeadlineText(result) ?? 'context never compacted';
  return [`<details><summary>Context: ${escapeHtml(summary)}</summary>`, '', ...lines, '', '</details>'].join('\n');
}
