import type { SessionResult } from '../session/events.js';
import type { ReportState } from './report-state.js';

export interface ResultJsonExtras {
  readonly commentId?: number | null;
  readonly artifactId?: number | null;
  readonly artifactUrl?: string | null;
  readonly transcriptPath?: string | null;
}

/** `result.json`: the SessionResult plus one line per call, redacted; stable keys for scripts. */
export function buildResultJson(
  state: ReportState,
  result: SessionResult,
  redact: (text: string) => string,
  extras: ResultJsonExtras = {},
): string {
  const document = {
    version: 1,
    ...result,
    toolCalls: state.calls.map((row) => ({
      toolUseId: row.toolUseId,
      toolName: row.toolName,
      activity: row.activity,
      status: row.status,
      failedStep: row.failedStep ?? null,
      durationMs: row.durationMs ?? null,
      persistedPath: row.persistedPath ?? null,
      suggestedRule: row.denial?.suggestedRule ?? null,
    })),
    commentId: extras.commentId ?? null,
    artifactId: extras.artifactId ?? null,
    artifactUrl: extras.artifactUrl ?? null,
    transcriptPath: extras.transcriptPath ?? null,
  };
  return redact(JSON.stringify(document, null, 2)) + '\n';
}
