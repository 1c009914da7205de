import type { Conclusion } from '../session/events.js';
import type { CallStatus } from './report-state.js';

export const STATUS_ICON: Readonly<Record<CallStatus, string>> = {
  running: '⏳',
  success: '✅',
  denied: '🚫',
  error: '❌',
  cancelled: '⏹️',
};

export const STATUS_WORD: Readonly<Record<CallStatus, string>> = {
  running: 'running',
  success: 'ran',
  denied: 'denied',
  error: 'failed',
  cancelled: 'cancelled',
};

export const CONCLUSION_ICON: Readonly<Record<Conclusion, string>> = {
  success: '✅',
  budget_exhausted: '💸',
  max_turns: '🔁',
  timeout: '⏱️',
  cancelled: '⏹️',
  refusal: '🙅',
  model_error: '❌',
  error: '❌',
};

const PRIMARY_FIELDS = ['command', 'file_path', 'path', 'pattern', 'url', 'query'] as const;

/** The one input field that says what a call did (`npm test`, `src/a.ts`), else compact JSON. */
export function summarizeInput(input: Record<string, unknown>): string {
  for (const field of PRIMARY_FIELDS) {
    const value = input[field];
    if (typeof value === 'string' && value) return value;
  }
  const json = JSON.stringify(input);
  return json === '{}' ? '' : json;
}
