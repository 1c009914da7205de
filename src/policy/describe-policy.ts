import type { Policy } from './schema.js';

const MODE_TEXT: Record<Policy['permissions']['defaultMode'], string> = {
  default: 'read-only tools may be used inside the workspace without a rule; everything else needs an allow rule',
  acceptEdits: 'read-only tools and file edits inside the workspace are allowed; commands and other tools need an allow rule',
  plan: 'plan mode: only read-only calls are allowed, and the file-writing tools are not available',
  dontAsk: 'only calls an allow rule covers are permitted',
  bypassPermissions: 'every call is allowed except those a deny or ask rule names',
};

function list(rules: readonly string[]): string {
  return rules.length > 0 ? rules.join(', ') : '(none)';
}

/** A short plain-text summary of the policy for the model's system prompt. */
export function describePolicy(policy: Policy): string {
  const { permissions, non_interactive: nonInteractive } = policy;
  const lines = [
    'This session runs in CI under a permission policy. No human is watching and nobody can approve a request.',
    `Mode: ${permissions.defaultMode} — ${MODE_TEXT[permissions.defaultMode]}.`,
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
