/**
 * Upper bounds on a prompt's token count. A token covers at least one byte of text, so the
 * request's UTF-8 size is a safe (pessimistic, about 3-4x) bound; the fixed overhead covers the
 * system text the API adds for tool use.
 */
export const PROMPT_OVERHEAD_TOKENS = 1_024;

/** `count_tokens` is documented as an estimate: keep a margin over what it says. */
export const COUNT_MARGIN_RATIO = 0.05;
export const COUNT_MARGIN_TOKENS = 256;

export function cheapInputTokenBound(body: unknown): number {
  return Buffer.byteLength(JSON.stringify(body) ?? '', 'utf8') + PROMPT_OVERHEAD_TOKENS;
}

export function countedInputTokenBound(counted: number): number {
  return Math.ceil(counted * (1 + COUNT_MARGIN_RATIO)) + COUNT_MARGIN_TOKENS;
}
