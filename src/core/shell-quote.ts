/** `text` as one bash word, in single quotes (a quote inside closes, escapes and reopens them). */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
