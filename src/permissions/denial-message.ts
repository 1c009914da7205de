const MAX_SHOWN = 200;

/** `Bash(npm publish)`, `Edit(/work/src/a.ts)`: the call as a maintainer would read it. */
export function describeCall(toolName: string, input: Record<string, unknown>): string {
  const detail = [input.command, input.file_path, input.notebook_path, input.path, input.url, input.pattern].find(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  if (detail === undefined) return toolName;
  const oneLine = detail.replace(/\s+/g, ' ').trim();
  const shown = oneLine.length > MAX_SHOWN ? `${oneLine.slice(0, MAX_SHOWN)}…` : oneLine;
  return `${toolName}(${shown})`;
}

/** What the model reads: not permitted in this CI run, why, and that retrying will not help. */
export function denialMessage(call: string, reason: string, suggestedRule: string | null): string {
  const hint = suggestedRule ? ` A maintainer could permit it by adding \`${suggestedRule}\` to the policy's permissions.allow.` : '';
  return (
    `Permission denied: ${call} is not permitted in this CI run. Reason: ${reason}. ` +
    `Nobody can approve it during this run, so retrying the same call will not help; ` +
    `continue without it or use a different approach that the policy allows, and mention it in your summary.${hint}`
  );
}
