import { commentMarker } from './comment-marker.js';
import { renderFinalBody } from './final-body.js';
import { GITHUB_COMMENT_LIMIT } from './markdown.js';
import type { ReportContext } from './report-context.js';
import type { FinishedReport } from './report-state.js';

/**
 * The three documents differ only where they must:
 * - the PR comment: the hidden marker line first (a rerun finds and edits the same comment), then
 *   the body within GitHub's 65,536 characters, previews shrinking to fit;
 * - the job summary: the same body without the marker (nothing looks for it there), within 250,000;
 * - report.md: the same body without the marker, never cut, every result whole.
 */
export const JOB_SUMMARY_LIMIT = 250_000;

/** Characters the body may use once the marker line is added. */
export function commentBodyLimit(runId: string): number {
  return GITHUB_COMMENT_LIMIT - commentMarker(runId).length - 1;
}

/** A comment body with the marker line: exactly what is posted. */
export function withCommentMarker(runId: string, body: string): string {
  return `${commentMarker(runId)}\n${body}`;
}

/** The final PR comment, byte for byte as posted (marker included). */
export function renderComment(report: FinishedReport, context: ReportContext, runId: string): string {
  return withCommentMarker(runId, renderFinalBody(report, context, { limit: commentBodyLimit(runId) }));
}

export function renderJobSummary(report: FinishedReport, context: ReportContext): string {
  return renderFinalBody(report, context, { limit: JOB_SUMMARY_LIMIT });
}

/** `report.md` in the artifact: the whole report, nothing truncated. */
export function renderReportMarkdown(report: FinishedReport, context: ReportContext): string {
  return renderFinalBody(report, context, { limit: Infinity, wholeResults: true });
}
