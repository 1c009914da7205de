import { commentBodyLimit } from '../../report/documents.js';
import { renderFinalBody } from '../../report/final-body.js';
import { renderLiveBody } from '../../report/live-body.js';
import type { ReportContext } from '../../report/report-context.js';
import type { Reporter } from '../../report/reporter.js';
import { initialReportState, type ReportState } from '../../report/report-state.js';
import type { StickyComment } from '../sticky-comment.js';

export interface StickyCommentReporter extends Reporter {
  /** The comment's id once written. */
  commentId(): number | null;
}

/**
 * The PR comment: edited as the session goes (throttled by the sticky comment), then replaced by
 * the final report; the sticky comment adds the marker line, so what is posted is `renderComment`.
 */
export function createStickyCommentReporter(sticky: StickyComment, runId: string, liveContext: () => ReportContext): StickyCommentReporter {
  let latest: ReportState | null = null;
  let commentId: number | null = null;
  const limit = commentBodyLimit(runId);
  // Rendered only when the sticky comment writes, from the newest state: not once per event.
  const liveBody = () => renderLiveBody(latest ?? initialReportState, liveContext(), limit);
  return {
    name: 'PR comment',
    stage: 'publish',
    commentId: () => commentId ?? sticky.id(),
    onEvent(_event, state) {
      if (state.result !== null || state === latest) return;
      latest = state;
      sticky.update(liveBody);
    },
    async finish(report, context) {
      commentId = await sticky.finish(renderFinalBody(report, context, { limit }));
    },
  };
}
