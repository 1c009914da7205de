import { formatCount } from './markdown.js';

/** A preview's bounds: the head and the tail of the text, each half of these. */
export interface PreviewBounds {
  readonly lines: number;
  readonly chars: number;
}

export const FULL_PREVIEW: PreviewBounds = { lines: 40, chars: 4_000 };
export const SMALL_PREVIEW: PreviewBounds = { lines: 10, chars: 1_000 };

export interface Preview {
  readonly text: string;
  /** True when part of the text is not shown. */
  readonly cut: boolean;
}

/** Lines as a reader counts them: a trailing newline does not start one more. */
export function splitLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines;
}

function takeChars(lines: readonly string[], chars: number, fromEnd: boolean): string[] {
  const taken: string[] = [];
  let used = 0;
  const ordered = fromEnd ? [...lines].reverse() : lines;
  for (const line of ordered) {
    if (used + line.length + 1 > chars) {
      if (taken.length === 0) taken.push(fromEnd ? `…${line.slice(-chars)}` : `${line.slice(0, chars)}…`);
      break;
    }
    taken.push(line);
    used += line.length + 1;
  }
  return fromEnd ? taken.reverse() : taken;
}

/** The head and the tail of `text` within `bounds`, the middle replaced by one line saying how much is left out. */
export function previewText(text: string, bounds: PreviewBounds = FULL_PREVIEW): Preview {
  const lines = splitLines(text);
  if (lines.length <= bounds.lines && text.length <= bounds.chars) return { text: text.replace(/\n$/, ''), cut: false };
  const half = Math.max(1, Math.floor(bounds.lines / 2));
  const head = takeChars(lines.slice(0, half), Math.floor(bounds.chars / 2), false);
  const rest = lines.slice(head.length);
  const tail = takeChars(rest.slice(-half), Math.floor(bounds.chars / 2), true);
  const hidden = lines.length - head.length - tail.length;
  const gap = hidden > 0 ? `… ${formatCount(hidden)} more line${hidden === 1 ? '' : 's'} …` : '… (lines shortened) …';
  return { text: [...head, gap, ...tail].join('\n'), cut: true };
}

/** A saved output's head and tail (read back from the file) within `bounds`, the middle left to the file. */
export function savedPreview(head: string, tail: string, bounds: PreviewBounds = FULL_PREVIEW): Preview {
  if (!tail && splitLines(head).length <= bounds.lines && head.length <= bounds.chars) return { text: head, cut: false };
  const half = Math.max(1, Math.floor(bounds.lines / 2));
  const first = takeChars(splitLines(head).slice(0, half), Math.floor(bounds.chars / 2), false);
  const last = tail ? takeChars(splitLines(tail).slice(-half), Math.floor(bounds.chars / 2), true) : [];
  return { text: [...first, '… (the middle is in the file) …', ...last].join('\n'), cut: true };
}

/** Tool text written for the model, made readable: the `<tool_use_error>` wrapper goes. */
export function forReader(content: string): string {
  return content
    .replace(/<\/?tool_use_error>/g, '')
    .replace(/^(?:[ \t]*\n)+/, '')
    .trimEnd();
}
