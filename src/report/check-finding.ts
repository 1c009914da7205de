import { escapeHtml, inlineCode } from './markdown.js';

/** What a finding does to the landing: it stops it, `changes.guard: warn` let it land, or `changes.guard_allow` accepts it. */
export type FindingVerdict = 'refuse' | 'warn' | 'accepted';

/** One thing a check before the landing found: where, which rule, why, and what would accept it. */
export interface CheckFinding {
  /** A landing check (`protected-path`, `binary`, `max-files`) or a guard rule (`bidi-control`). */
  readonly rule: string;
  /** Null: the change as a whole, or a path that is not shown (it holds a secret). */
  readonly path: string | null;
  readonly line: number | null;
  /** Never the matched text: a finding may be about a secret. */
  readonly why: string;
  /** The policy key or rule that accepts it; null when nothing does (a secret of the run). */
  readonly accept: string | null;
  readonly verdict: FindingVerdict;
}

function where(finding: CheckFinding): string | null {
  if (finding.path === null) return null;
  return finding.line === null ? finding.path : `${finding.path}:${finding.line}`;
}

/** One line of plain text: `src/a.js:3 [decoded-code] why; what accepts it`. */
export function findingText(finding: CheckFinding): string {
  const at = where(finding);
  return `${at ? `${at} ` : ''}[${finding.rule}] ${finding.why}${finding.accept ? `; ${finding.accept}` : ''}`;
}

/** One Markdown list item, every untrusted part escaped (paths are the agent's). */
export function findingMarkdown(finding: CheckFinding): string {
  const at = where(finding);
  return `- ${at ? `${inlineCode(at)} ` : ''}**${finding.rule}**: ${escapeHtml(finding.why)}${finding.accept ? `; ${escapeHtml(finding.accept)}` : ''}`;
}
