import type { SessionResult } from '../session/events.js';
import { renderFinalBody } from './final-body.js';
import type { ReportContext } from './report-context.js';
import type { ReportState } from './report-state.js';

/** The job summary may hold 1 MiB; 250,000 characters stay below it whatever the encoding. */
export const JOB_SUMMARY_LIMIT = 250_000;

/** The final report sized for the job summary (GITHUB_STEP_SUMMARY, or a local summary file). */
export function renderJobSummary(state: ReportState, result: SessionResult, context: ReportContext): string {
  return renderFinalBody(state, result, context, { limit: JOB_SUMMARY_LIMIT });
}

/** `report.md` in the artifact: the whole report, nothing truncated. */
export function renderReportMarkdown(state: ReportState, result: SessionResult, context: ReportContext): string {
  return renderFinalBody(state, result, context, { limit: Infinity });
}
