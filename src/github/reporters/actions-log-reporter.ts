import * as core from '@actions/core';
import type { Redactor } from '../../core/redact.js';
import type { Reporter } from '../../report/reporter.js';

/** The session's warnings as `::warning` annotations in the job log. */
export function createActionsLogReporter(redact: () => Redactor): Reporter {
  return {
    name: 'job log',
    onEvent(event) {
      if (event.type === 'warning') core.warning(redact()(event.message));
    },
  };
}
