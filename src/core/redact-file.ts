import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { StringDecoder } from 'node:string_decoder';
import { REDACTED, type SecretRedactor } from './redact.js';

/**
 * Redacts a file in place, streaming (a Bash log may hold hundreds of megabytes). A match that
 * starts more than the longest needle's length before the end of what was read is final; the
 * rest is carried into the next chunk, so a secret across a chunk boundary is still found. The
 * file is replaced atomically, and only when something was redacted. Returns whether it was.
 */
export async function redactFileInPlace(path: string, redactor: SecretRedactor): Promise<boolean> {
  if (redactor.pattern === null) return false;
  if ((await stat(path).then((info) => info.size, () => 0)) === 0) return false;
  const pattern = new RegExp(redactor.pattern.source, 'g');
  const keep = redactor.longestNeedle - 1;
  const temp = `${path}.redacting`;
  const out = createWriteStream(temp);
  const decoder = new StringDecoder('utf8');
  let carry = '';
  let changed = false;

  /** Writes what is final in `text` and returns the tail a secret could still start in. */
  const settle = async (text: string, final: boolean): Promise<string> => {
    const cut = final ? text.length : Math.max(0, text.length - keep);
    let written = 0;
    let output = '';
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null && match.index < cut; match = pattern.exec(text)) {
      output += text.slice(written, match.index) + REDACTED;
      written = match.index + match[0].length;
      changed = true;
    }
    const end = Math.max(written, cut);
    output += text.slice(written, end);
    if (output !== '' && !out.write(output)) await once(out, 'drain');
    return text.slice(end);
  };

  try {
    for await (const chunk of createReadStream(path)) carry = await settle(carry + decoder.write(chunk as Buffer), false);
    await settle(carry + decoder.end(), true);
    out.end();
    await once(out, 'finish');
  } catch (error) {
    out.destroy();
    await rm(temp, { force: true });
    throw error;
  }
  if (!changed) {
    await rm(temp, { force: true });
    return false;
  }
  await rename(temp, path);
  return true;
}
