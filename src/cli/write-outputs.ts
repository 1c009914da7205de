import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SessionResult } from '../session/events.js';
import type { ReportState } from '../report/report-state.js';
import type { ReportContext } from '../report/report-context.js';
import { renderFinalBody } from '../report/final-body.js';
import { renderJobSummary, renderReportMarkdown } from '../report/job-summary.js';
import { buildResultJson } from '../report/result-json.js';

export interface WrittenOutputs {
  readonly comment: string;
  readonly commentPath: string;
  readonly summaryPath: string;
  readonly resultPath: string;
  readonly resultJson: string;
}

/** The dry run of the GitHub side: what the action would post, written to the output folder. */
export async function writeDryRunOutputs(
  outDir: string,
  state: ReportState,
  result: SessionResult,
  context: ReportContext,
  transcriptPath: string,
): Promise<WrittenOutputs> {
  await mkdir(outDir, { recursive: true });
  const comment = renderFinalBody(state, result, context);
  const commentPath = join(outDir, 'comment.md');
  const summaryPath = join(outDir, 'summary.md');
  const resultPath = join(outDir, 'result.json');
  const resultJson = buildResultJson(state, result, context.redact, { transcriptPath });
  await Promise.all([
    writeFile(commentPath, comment, 'utf8'),
    writeFile(summaryPath, renderJobSummary(state, result, context), 'utf8'),
    writeFile(join(outDir, 'report.md'), renderReportMarkdown(state, result, context), 'utf8'),
    writeFile(resultPath, resultJson, 'utf8'),
  ]);
  return { comment, commentPath, summaryPath, resultPath, resultJson };
}
