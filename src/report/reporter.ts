import type { ReportContext } from './report-context.js';
import type { FinishedReport, ReportState } from './report-state.js';
import type { ReportEvent } from './report-event.js';

/**
 * When a reporter finishes, in order: `record` writes the run's files (transcript, result.json,
 * report.md), `upload` sends them (the artifact), `publish` posts what links to them (the comment,
 * the review, the job summary). Within a stage, reporters finish in list order.
 */
export const REPORT_STAGES = ['record', 'upload', 'publish'] as const;
export type ReportStage = (typeof REPORT_STAGES)[number];

/** Links a reporter adds for the reporters after it (the artifact's URL once it is uploaded). */
export type ReportLinks = Partial<Pick<ReportContext, 'artifactUrl' | 'artifactNote'>>;

/**
 * One destination of the report: the PR comment, the job summary, the console, the transcript,
 * result.json. The runner calls `onEvent` for every event as it happens, with the report folded
 * up to it (it must not throw; a failure is reported once and the reporter gets no more events),
 * then `finish` once, stage by stage, for every reporter, failed or not: the final report does not
 * depend on the events a reporter saw.
 */
export interface Reporter {
  /** Named in the warning when it fails. */
  readonly name: string;
  readonly stage: ReportStage;
  onEvent?(event: ReportEvent, state: ReportState): void;
  /** The session is over and the workspace compared: write or post the final report. */
  finish?(report: FinishedReport, context: ReportContext): Promise<ReportLinks | void>;
}
