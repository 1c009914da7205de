import * as core from '@actions/core';
import { renderJobSummary } from '../../report/documents.js';
import type { Reporter } from '../../report/reporter.js';
import { annotateDenials, writeJobSummary } from '../job-report.js';

/** The job summary (the final report without the comment's marker) and one annotation per denial. */
export function createJobSummaryReporter(env: NodeJS.ProcessEnv): Reporter {
  return {
    name: 'job summary',
    stage: 'publish',
    async finish(report, context) {
      annotateDenials(report.result.denials, context.redact, context.workspaceRoot ?? undefined);
      const error = await writeJobSummary(renderJobSummary(report, context), env);
      if (error) core.warning(error);
    },
  };
}
