/** Replaces every seeded secret (and its base64 and URL-encoded forms) with a placeholder. */
export type Redactor = (text: string) => string;

const MIN_SECRET_LENGTH = 6;

function forms(secret: string): string[] {
  const base64 = Buffer.from(secret, 'utf8').toString('base64');
  return [secret, base64, base64.replace(/=+$/, ''), encodeURIComponent(secret)];
}

export function createRedactor(secrets: Iterable<string | undefined>): Redactor {
  const needles = [
    ...new Set(
      [...secrets]
        .filter((s): s is string => typeof s === 'string' && s.length >= MIN_SECRET_LENGTH)
        .flatMap(forms),
    ),
  ].sort((a, b) => b.length - a.length);
  if (needles.length === 0) return (text) => text;
  return (text) => {
    let out = text;
    for (const needle of needles) out = out.split(needle).join('***');
    return out;
  };
}
