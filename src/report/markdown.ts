/** Small Markdown helpers shared by the renderers. */

/** GitHub's limit on an issue or PR comment body. */
export const GITHUB_COMMENT_LIMIT = 65_536;

/** A fenced block whose fence is longer than any backtick run in the text, so it cannot be closed early. */
export function codeBlock(text: string, language = ''): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}

/** Text safe inside one table cell: one line, no pipes, bounded. */
export function tableCell(text: string, max = 120): string {
  const line = text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Inline code that survives backticks inside the text. */
export function inlineCode(text: string): string {
  const one = text.replace(/\r?\n/g, ' ');
  const longest = Math.max(0, ...[...one.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  const pad = one.startsWith('`') || one.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${one}${pad}${ticks}`;
}

/** Escapes the characters that would open HTML inside <summary>. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Untrusted text shown as HTML (a model-written description): escaped, and an `@` that cannot
 * mention anyone, so a label cannot ping people from Tollgate's comment.
 */
export function untrustedHtml(text: string): string {
  return escapeHtml(text).replace(/@/g, '&#64;');
}

/** One line: whitespace runs (newlines too) become one space, cut to `max` with `…`. */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${cut(flat, max - 1).trimEnd()}…` : flat;
}

export function formatUsd(value: number): string {
  return `$${value.toFixed(value < 1 ? 4 : 2)}`;
}

/** `340 ms`, `1.2 s`, `2 min 05 s`: tool calls often take milliseconds, sessions minutes. */
export function formatDuration(ms: number): string {
  if (ms < 1_000) return `${Math.max(0, Math.round(ms))} ms`;
  if (ms < 59_950) return `${(ms / 1_000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1_000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/**
 * `1234567` as `1,234,567`. A whole number is grouped by hand: the first use of Intl in a process
 * loads ICU's data (~12 ms here), which a run otherwise never needs.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Cuts text to `max` characters, never splitting a surrogate pair. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max);
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return text.slice(0, end);
}
