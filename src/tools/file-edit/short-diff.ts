const CONTEXT_LINES = 3;
const MAX_DIFF_LINES = 80;
/** Beyond this many changed lines on a side, the middle is shown as one replacement, not aligned. */
const MAX_ALIGNED_LINES = 2_000;

type DiffLine = { readonly kind: ' ' | '-' | '+'; readonly text: string; readonly oldNo: number; readonly newNo: number };

function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}

/** The middle part, aligned by a longest common subsequence. */
function alignMiddle(a: readonly string[], b: readonly string[]): (' ' | '-' | '+')[] {
  if (a.length > MAX_ALIGNED_LINES || b.length > MAX_ALIGNED_LINES || a.length * b.length > 4_000_000) {
    return [...a.map(() => '-' as const), ...b.map(() => '+' as const)];
  }
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] =
        a[i] === b[j] ? lcs[(i + 1) * width + j + 1]! + 1 : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
    }
  }
  const ops: (' ' | '-' | '+')[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push(' ');
      i++;
      j++;
    } else if (i < a.length && (j === b.length || lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!)) {
      ops.push('-');
      i++;
    } else {
      ops.push('+');
      j++;
    }
  }
  return ops;
}

function diffLines(oldText: string, newText: string): DiffLine[] {
  const a = splitLines(oldText);
  const b = splitLines(newText);
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
  const ops: (' ' | '-' | '+')[] = [
    ...Array<' '>(prefix).fill(' '),
    ...alignMiddle(a.slice(prefix, a.length - suffix), b.slice(prefix, b.length - suffix)),
    ...Array<' '>(suffix).fill(' '),
  ];
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  for (const kind of ops) {
    if (kind === ' ') lines.push({ kind, text: a[i]!, oldNo: ++i, newNo: ++j });
    else if (kind === '-') lines.push({ kind, text: a[i]!, oldNo: ++i, newNo: j });
    else lines.push({ kind, text: b[j]!, oldNo: i, newNo: ++j });
  }
  return lines;
}

/**
 * A short unified-style diff: hunks with a few lines of context, capped so a large rewrite
 * does not flood the model's context. Empty when nothing changed.
 */
export function shortDiff(oldText: string, newText: string): string {
  const lines = diffLines(oldText, newText);
  const changed = lines.map((line, index) => (line.kind === ' ' ? -1 : index)).filter((index) => index >= 0);
  if (changed.length === 0) return '';
  const hunks: { start: number; end: number }[] = [];
  for (const index of changed) {
    const start = Math.max(0, index - CONTEXT_LINES);
    const end = Math.min(lines.length - 1, index + CONTEXT_LINES);
    const last = hunks.at(-1);
    if (last && start <= last.end + 1) last.end = Math.max(last.end, end);
    else hunks.push({ start, end });
  }
  const out: string[] = [];
  for (const hunk of hunks) {
    const slice = lines.slice(hunk.start, hunk.end + 1);
    const first = slice[0]!;
    const oldCount = slice.filter((line) => line.kind !== '+').length;
    const newCount = slice.filter((line) => line.kind !== '-').length;
    const oldStart = first.kind === '+' ? first.oldNo + 1 : first.oldNo;
    const newStart = first.kind === '-' ? first.newNo + 1 : first.newNo;
    out.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`);
    for (const line of slice) out.push(`${line.kind}${line.text}`);
  }
  if (out.length <= MAX_DIFF_LINES) return out.join('\n');
  return `${out.slice(0, MAX_DIFF_LINES).join('\n')}\n... (${out.length - MAX_DIFF_LINES} more diff lines not shown)`;
}
