import { createRedactor } from '../core/redact.js';
import type { Reporter } from '../report/reporter.js';
import { createReportRedactor } from '../report/report-redactor.js';
import { createConsoleReporter, type ConsoleReporter } from '../report/reporters/console-reporter.js';
import { createReportMarkdownReporter } from '../report/reporters/report-markdown-reporter.js';
import { createResultJsonReporter } from '../report/reporters/result-json-reporter.js';
import { createTranscriptReporter } from '../report/reporters/transcript-reporter.js';

export interface SessionReportersOptions {
  readonly workspace: string;
  readonly outputDir: string;
  readonly transcriptPath: string;
  /** Every secret of the run: redacted from the transcript and from every printed line. */
  readonly secrets: Iterable<string>;
  readonly console: {
    readonly stream: NodeJS.WritableStream;
    /** Spinner and in-place updates (a terminal), or plain lines (CI, --json). */
    readonly interactive: boolean;
    /** Print the session's warnings on the console (the action shows them as annotations instead). */
    readonly showWarnings: boolean;
  };
  /** The transcript could not be written. */
  readonly onError: (message: string) => void;
}

export interface SessionReporters {
  /** The transcript, the console, result.json and report.md, in that order. */
  readonly reporters: readonly Reporter[];
  /** Its spinner must stop also when the run ends without the report phase. */
  readonly console: ConsoleReporter;
}

/** The reporters every entry has: what the action and the CLI write alike, to the output folder and the console. */
export function sessionReporters(options: SessionReportersOptions): SessionReporters {
  const { workspace, outputDir, transcriptPath, secrets } = options;
  const console = createConsoleReporter({ ...options.console, redact: createReportRedactor(secrets), workspaceRoot: workspace });
  return {
    console,
    reporters: [
      createTranscriptReporter({ path: transcriptPath, redact: createRedactor(secrets), workspaceRoot: workspace, outputDir, onError: options.onError }),
      console,
      createResultJsonReporter({ outputDir, transcriptPath }),
      createReportMarkdownReporter({ outputDir }),
    ],
  };
}
