import { modeProfile } from '../core/permission-modes.js';
import type { Policy } from './schema.js';

function list(rules: readonly string[]): string {
  return rules.length > 0 ? rules.join(', ') : '(none)';
}

/** A short plain-text summary of the policy for the model's system prompt. */
export function describePolicy(policy: Policy): string {
  const { permissions, non_interactive: nonInteractive } = policy;
  const lines = [
    'This session runs in CI under a permission policy. No human is watching and nobody can approve a request.',
    `Mode: ${permissions.defaultMode} — ${modeProfile(permissions.defaultMode).summary}.`,
    `Allowed by rule: ${list(permissions.allow)}.`,
    `Denied by rule: ${list(permissions.deny)}.`,
  ];
  if (permissions.ask.length > 0) lines.push(`Would need approval (${nonInteractive.on_ask === 'deny' ? 'so denied here' : 'allowed here'}): ${list(permissions.ask)}.`);
  lines.push(
    nonInteractive.on_ask === 'deny'
      ? 'Any call that would need approval is denied.'
      : 'Calls that would need approval are allowed, except those a deny rule names.',
    'Files outside the workspace are off limits. A denial is final for this run: do not retry the same call; find another way the policy allows, or say in your summary what you could not do.',
  );
  return lines.join('\n');
}
