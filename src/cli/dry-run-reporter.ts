import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCAL_RUN_ID } from '../report/comment-marker.js';
import { renderComment, renderJobSummary } from '../report/documents.js';
import type { Reporter } from '../report/reporter.js';

export interface DryRunPaths {
  readonly comment: string;
  readonly summary: string;
  readonly report: string;
  readonly result: string;
  readonly transcript: string;
}

export function dryRunPaths(outputDir: string): DryRunPaths {
  return {
    comment: join(outputDir, 'comment.md'),
    summary: join(outputDir, 'summary.md'),
    report: join(outputDir, 'report.md'),
    result: join(outputDir, 'result.json'),
    transcript: join(outputDir, 'transcript.jsonl'),
  };
}

/**
 * The GitHub side of a local run, written instead of posted: `comment.md` byte for byte as the
 * action would post it (marker line included, run id `local`) and `summary.md`, the job summary.
 */
export function createDryRunReporter(options: { readonly outputDir: string }): Reporter {
  const paths = dryRunPaths(options.outputDir);
  return {
    name: 'dry-run comment',
    stage: 'record',
    async finish(report, context) {
      await writeFile(paths.comment, renderComment(report, context, LOCAL_RUN_ID), 'utf8');
      await writeFile(paths.summary, renderJobSummary(report, context), 'utf8');
    },
  };
}
