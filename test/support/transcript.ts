import { createRedactor } from '../../src/core/redact.js';
import { createTranscriptReporter } from '../../src/report/reporters/transcript-reporter.js';
import { initialReportState } from '../../src/report/report-state.js';
import type { SessionEvent, SessionEventListener } from '../../src/session/events.js';

/**
 * A session listener that writes the transcript with the real transcript reporter (closed at
 * session_end), and passes every event on to `also`.
 */
export function transcriptListener(path: string, options: { secrets?: readonly string[]; also?: (event: SessionEvent) => void } = {}): SessionEventListener {
  const reporter = createTranscriptReporter({
    path,
    redact: createRedactor(options.secrets ?? []),
    workspaceRoot: '/workspace',
    outputDir: '/out',
    onError: (message) => {
      throw new Error(message);
    },
  });
  return (event) => {
    reporter.onEvent?.(event, initialReportState);
    options.also?.(event);
    if (event.type === 'session_end') void reporter.finish?.({ ...initialReportState, result: event.result }, { request: '', redact: (t) => t });
  };
}
