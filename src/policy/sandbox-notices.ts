import { IGNORED_SANDBOX_KEYS } from './schema.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One notice per Claude Code sandbox key the policy sets that Tollgate accepts but does not apply. */
export function ignoredSandboxKeyNotices(raw: unknown, origin: string): string[] {
  if (!isRecord(raw) || !isRecord(raw['sandbox'])) return [];
  const sandbox = raw['sandbox'];
  const notices: string[] = [];
  for (const [key, why] of Object.entries(IGNORED_SANDBOX_KEYS)) {
    const [first = '', second] = key.split('.');
    const holder = second === undefined ? sandbox : sandbox[first];
    if (isRecord(holder) && (second ?? first) in holder) notices.push(`${origin}: sandbox.${key} is ignored (${why})`);
  }
  return notices;
}
