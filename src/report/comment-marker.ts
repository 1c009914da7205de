/** Every comment Tollgate writes starts with this hidden HTML comment; such comments never trigger a run. */
export const MARKER_PREFIX = '<!-- tollgate:';

/** The run id a local (dry) run's comment.md names in its marker. */
export const LOCAL_RUN_ID = 'local';

/** The sticky comment's marker: names the workflow run so a rerun finds and edits the same comment. */
export function commentMarker(runId: string): string {
  return `${MARKER_PREFIX}run=${runId} -->`;
}

export function hasTollgateMarker(body: string): boolean {
  return body.includes(MARKER_PREFIX);
}

/** Untrusted text (model answers, tool output) must not be able to pose as Tollgate's marker. */
export function neutralizeMarkers(text: string): string {
  return text.split(MARKER_PREFIX).join('<!-- (tollgate):');
}
