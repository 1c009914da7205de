import * as core from '@actions/core';
import type { Redactor } from '../../core/redact.js';
import { configChangeNotice } from '../../report/config-notice.js';
import { mcpUnavailableLines } from '../../report/mcp-section.js';
import type { Reporter } from '../../report/reporter.js';

/** The session's warnings, a pull request's change to the run's configuration, and every MCP server or tool left out, as `::warning` annotations in the job log. */
export function createActionsLogReporter(redact: () => Redactor): Reporter {
  return {
    name: 'job log',
    stage: 'publish',
    onEvent(event) {
      if (event.type === 'warning') core.warning(redact()(event.message));
      const notice = event.type === 'run_config' ? configChangeNotice(event.config) : null;
      if (notice) core.warning(redact()(notice.replace(/`/g, '')), { title: 'The pull request changes what configures the run' });
      if (event.type === 'mcp_servers') for (const message of mcpUnavailableLines(event.servers)) core.warning(redact()(message));
    },
  };
}
