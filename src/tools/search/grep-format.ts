import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { splitFileLines, type GrepHits, type GrepMode } from './grep-engines.js';
import { byMtimeDescending, statFiles } from './stat-files.js';

export const MAX_GREP_LINE_CHARS = 500;

export interface GrepFormatOptions {
  readonly root: string;
  readonly mode: GrepMode;
  readonly before: number;
  readonly after: number;
  readonly lineNumbers: boolean;
  readonly headLimit?: number | undefined;
  /** How a path relative to `root` is shown to the model. */
  readonly show: (relativePath: string) => string;
}

export interface GrepReport {
  readonly text: string;
  readonly files: number;
  readonly matches: number;
}

const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function cut(text: string): string {
  const line = text.endsWith('\r') ? text.slice(0, -1) : text;
  return line.length > MAX_GREP_LINE_CHARS ? `${line.slice(0, MAX_GREP_LINE_CHARS)}… [truncated]` : line;
}

function limited(lines: string[], headLimit: number | undefined): { lines: string[]; note: string } {
  if (headLimit === undefined || lines.length <= headLimit) return { lines, note: '' };
  return { lines: lines.slice(0, headLimit), note: `\n(Showing the first ${headLimit} of ${lines.length} entries: head_limit.)` };
}

async function contentLines(hits: GrepHits, options: GrepFormatOptions): Promise<string[]> {
  const out: string[] = [];
  const withContext = options.before > 0 || options.after > 0;
  for (const file of [...hits.files.keys()].sort(byPath)) {
    const shown = options.show(file);
    const matched = hits.files.get(file)!.lines;
    const line = (lineNo: number, text: string, isMatch: boolean) =>
      options.lineNumbers ? `${shown}${isMatch ? ':' : '-'}${lineNo}${isMatch ? ':' : '-'}${cut(text)}` : `${shown}${isMatch ? ':' : '-'}${cut(text)}`;
    if (!withContext) {
      for (const hit of matched) out.push(line(hit.lineNo, hit.text, true));
      continue;
    }
    const all = splitFileLines(await readFile(join(options.root, file)).catch(() => Buffer.alloc(0)));
    const isMatch = new Set(matched.map((hit) => hit.lineNo));
    let printedUpTo = 0;
    for (const hit of matched) {
      const from = Math.max(1, hit.lineNo - options.before, printedUpTo + 1);
      const to = Math.min(all.length, hit.lineNo + options.after);
      if (from > to) continue;
      const startsGroup = printedUpTo === 0 || from > printedUpTo + 1;
      if (out.length > 0 && startsGroup) out.push('--');
      for (let n = from; n <= to; n++) out.push(line(n, all[n - 1] ?? '', isMatch.has(n)));
      printedUpTo = to;
    }
  }
  return out;
}

/** The same text whichever engine found the hits: the parity test holds both to it. */
export async function formatGrepHits(hits: GrepHits, options: GrepFormatOptions): Promise<GrepReport> {
  const fileCount = hits.files.size;
  const matches = [...hits.files.values()].reduce((sum, entry) => sum + entry.count, 0);
  const overflow = hits.overflow ? '\n(The search produced too much output and was stopped: narrow the pattern, path or glob.)' : '';
  if (fileCount === 0) return { text: `${hits.overflow ? 'No complete result' : 'No matches found'}${overflow}`, files: 0, matches: 0 };
  let body: string;
  if (options.mode === 'files_with_matches') {
    const sorted = (await statFiles(options.root, [...hits.files.keys()])).sort(byMtimeDescending).map((file) => options.show(file.path));
    const { lines, note } = limited(sorted, options.headLimit);
    body = `Found ${fileCount} file${fileCount === 1 ? '' : 's'}\n${lines.join('\n')}${note}`;
  } else if (options.mode === 'count') {
    const entries = [...hits.files.keys()].sort(byPath).map((file) => `${options.show(file)}:${hits.files.get(file)!.count}`);
    const { lines, note } = limited(entries, options.headLimit);
    body = `${lines.join('\n')}${note}\n\nFound ${matches} matching line${matches === 1 ? '' : 's'} in ${fileCount} file${fileCount === 1 ? '' : 's'}.`;
  } else {
    const { lines, note } = limited(await contentLines(hits, options), options.headLimit);
    body = `${lines.join('\n')}${note}`;
  }
  return { text: `${body}${overflow}`, files: fileCount, matches };
}
