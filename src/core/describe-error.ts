/** A thrown value as text for a message: an Error's message (its name when the message is empty), anything else as a string. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
