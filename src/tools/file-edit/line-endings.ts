export type LineEnding = 'LF' | 'CRLF';

/** CRLF when every line break in the text is CRLF (and there is at least one); otherwise LF. */
export function detectLineEnding(text: string): LineEnding {
  const crlf = text.split('\r\n').length - 1;
  if (crlf === 0) return 'LF';
  const lf = text.split('\n').length - 1;
  return lf === crlf ? 'CRLF' : 'LF';
}

export function toLf(text: string): string {
  return text.replaceAll('\r\n', '\n');
}

/** Converts text written with LF (what the model sees) to the file's line ending. */
export function withLineEnding(text: string, ending: LineEnding): string {
  return ending === 'CRLF' ? toLf(text).replaceAll('\n', '\r\n') : text;
}
