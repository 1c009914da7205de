import type { Redactor } from '../core/redact.js';

/** What a renderer needs besides the events: who asked what, where to link, how to redact. */
export interface ReportContext {
  /** The request as the model received it (comment text after the trigger phrase, or the prompt input). */
  readonly request: string;
  /** Login of who asked; null for schedule/dispatch runs. */
  readonly requester?: string | null;
  /** Link to the workflow run (or a local path when run from the CLI). */
  readonly runUrl?: string | null;
  /** Paths inside it are shown relative to it. */
  readonly workspaceRoot?: string | null;
  /** The output folder: saved outputs, `changes.diff` and report files are named relative to it. */
  readonly outputDir?: string | null;
  /** Link to the artifact that holds the transcript and every full output. */
  readonly artifactUrl?: string | null;
  /** Said in the report when the artifact could not be uploaded (where the files stayed instead). */
  readonly artifactNote?: string | null;
  /** Every rendered string passes through this. */
  readonly redact: Redactor;
}
