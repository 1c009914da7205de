import type { Conclusion, SandboxStatus } from '../session/events.js';
import { configSourceText } from './config-notice.js';
import { compactionHeadlineText, modelSwitchHeadlineText } from './context-section.js';
import { formatCount, formatDuration, formatUsd } from './markdown.js';
import { deliveryHeadlineText } from './delivery-section.js';
import type { FinishedReport } from './report-state.js';
import type { WorkspaceChanges } from './workspace-changes.js';

export const CONCLUSION_ICON: Readonly<Record<Conclusion, string>> = {
  success: '✅',
  budget_exhausted: '💸',
  max_turns: '🔁',
  timeout: '⏱️',
  cancelled: '⏹️',
  refusal: '🙅',
  model_error: '❌',
  error: '❌',
  config_refused: '🛑',
};

export const conclusionWords = (conclusion: Conclusion): string => conclusion.replace(/_/g, ' ');

const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

export function filesChangedText(changes: WorkspaceChanges | null): string | null {
  if (!changes) return null;
  if (!changes.compared) return 'files changed: unknown';
  if (changes.files.length === 0) return 'no files changed';
  return `${plural(changes.files.length, 'file')} changed`;
}

function sandboxText(sandbox: SandboxStatus | null): string | null {
  if (!sandbox) return null;
  return sandbox.enabled ? 'sandboxed' : 'not sandboxed';
}

/**
 * The run in one line: outcome, cost against budget, turns, duration, denials, files changed, where
 * the change went, and whether it was sandboxed (said only when the runner knows), and the commit the
 * configuration came from (when it is not the working tree). Plain text; the renderers style it.
 */
export function headlineParts(report: FinishedReport): string[] {
  const { result } = report;
  const share = result.maxBudgetUsd > 0 ? ` (${Math.round((result.costUsd / result.maxBudgetUsd) * 100)}%)` : '';
  return [
    conclusionWords(result.conclusion),
    `${formatUsd(result.costUsd)} of ${formatUsd(result.maxBudgetUsd)}${share}`,
    plural(result.turns, 'turn'),
    formatDuration(result.durationMs),
    compactionHeadlineText(result),
    modelSwitchHeadlineText(result),
    result.denials.length === 0 ? 'nothing denied' : `${formatCount(result.denials.length)} denied`,
    filesChangedText(report.changes),
    deliveryHeadlineText(report.delivery),
    sandboxText(report.sandbox ?? result.sandbox ?? null),
    configSourceText(report.config),
  ].filter((part): part is string => part !== null);
}

export function plainHeadline(report: FinishedReport): string {
  return `${CONCLUSION_ICON[report.result.conclusion]} ${headlineParts(report).join(' · ')}`;
}
