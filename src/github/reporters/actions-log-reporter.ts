import * as core from '@actions/core';
import type { Redactor } from '../../core/redact.js';
import { mcpUnavailableLines } from '../../report/mcp-section.js';
import type { Reporter } from '../../report/reporter.js';

/** The session's warnings, and every MCP server or tool left out, as `::warning` annotations in the job log. */
export function createActionsLogReporter(redact: () => Redactor): Reporter {
  return {
    name: 'job log',
    stage: 'publish',
    onEvent(event) {
      if (event.type === 'warning') core.warning(redact()(event.message));
      if (event.type === 'mcp_servers') for (const message of mcpUnavailableLines(event.servers)) core.warning(redact()(message));
    },
  };
}
