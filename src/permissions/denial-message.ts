import { resolve } from 'node:path';
import type { PermissionSubject } from '../core/permission-types.js';

const MAX_SHOWN = 200;

function detailOf(subject: PermissionSubject, cwd: string): string | null {
  switch (subject.kind) {
    case 'command':
      return subject.command;
    case 'paths':
      return subject.paths.map((p) => resolve(cwd, p.path)).join(', ') || null;
    case 'url':
      return subject.url;
    case 'opaque':
      return null;
  }
}

/** `Bash(npm publish)`, `Edit(/work/src/a.ts)`: the call as a maintainer would read it. */
export function describeCall(toolName: string, subject: PermissionSubject | null, cwd: string): string {
  const detail = subject ? detailOf(subject, cwd) : null;
  if (detail === null || detail === '') return toolName;
  const oneLine = detail.replace(/\s+/g, ' ').trim();
  const shown = oneLine.length > MAX_SHOWN ? `${oneLine.slice(0, MAX_SHOWN)}…` : oneLine;
  return `${toolName}(${shown})`;
}

/**
 * What the model reads: not permitted in this CI run, why, and that retrying will not help; then
 * either the rule a maintainer could add, or — when no rule can permit it — why not.
 */
export function denialMessage(call: string, reason: string, suggestedRule: string | null, unpermittable?: string, liftingRule?: string): string {
  const hint = unpermittable
    ? liftingRule
      ? ` It is refused whatever the mode or a broad rule allows: ${unpermittable}. Only a maintainer's allow rule that names the path, such as \`${liftingRule}\`, lifts that.`
      : ` It is refused whatever the rules allow: ${unpermittable}.`
    : suggestedRule
      ? ` A maintainer could permit it by adding \`${suggestedRule}\` to the policy's permissions.allow.`
      : '';
  return (
    `Permission denied: ${call} is not permitted in this CI run. Reason: ${reason}. ` +
    `Nobody can approve it during this run, so retrying the same call will not help; ` +
    `continue without it or use a different approach that the policy allows, and mention it in your summary.${hint}`
  );
}
