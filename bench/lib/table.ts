import type { Row } from './types.js';

/** Units of whole counts: printed whole, thousands separated ("183,274 tokens"). */
const COUNT_UNITS = new Set(['requests', 'tokens', 'compactions']);
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function formatNumber(value: number | null, unit = ''): string {
  if (value === null || !Number.isFinite(value)) return '—';
  if (unit === 'yes/no') return value ? 'yes' : 'no';
  if (COUNT_UNITS.has(unit)) {
    const whole = Math.round(value);
    return `${grouped(whole)} ${whole === 1 ? unit.slice(0, -1) : unit}`;
  }
  const abs = Math.abs(value);
  // Below 1: three significant digits, but four decimals for a bare ratio to a cap (0.9996, not 1.00).
  const text =
    abs >= 1 || value === 0 ? value.toFixed(abs >= 100 ? 0 : abs >= 10 ? 1 : 2) : unit === '' ? value.toFixed(4) : value.toPrecision(3);
  return `${text}${unit === '%' ? '%' : unit ? ` ${unit}` : ''}`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').slice(0, 100);

const metLabel = (met: boolean | null) => (met === null ? '—' : met ? 'yes' : 'NO');

export const TABLE_HEADER = ['figure', 'Tollgate', 'peer or baseline', 'ratio', 'goal', 'met?'] as const;

export function tableLines(rows: readonly Row[]): string[] {
  const cells = rows.map((row) => [
    `${row.figure}: ${row.metric}`,
    formatNumber(row.tollgate, row.unit),
    row.baseline === null ? (row.note && row.tollgate === null ? `(${oneLine(row.note)})` : '—') : `${formatNumber(row.baseline, row.unit)} (${row.baselineLabel ?? ''})`,
    row.ratio === null ? '—' : `${row.ratio.toFixed(Math.abs(row.ratio) >= 100 ? 0 : Math.abs(row.ratio) >= 10 ? 1 : 2)}×`,
    row.goal?.text ?? '—',
    metLabel(row.met),
  ]);
  const all = [[...TABLE_HEADER], ...cells];
  const widths = TABLE_HEADER.map((_, column) => Math.max(...all.map((line) => line[column]!.length)));
  const render = (line: readonly string[]) => line.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ').trimEnd();
  return [render(all[0]!), widths.map((width) => '-'.repeat(width)).join('-|-'), ...cells.map(render)];
}

/** The same table as Markdown, for BENCHMARKS.md. */
export function markdownTable(rows: readonly Row[]): string[] {
  const lines = tableLines(rows).map((line) => `| ${line.split(' | ').map((cell) => cell.trim()).join(' | ')} |`);
  lines[1] = `|${TABLE_HEADER.map(() => '---').join('|')}|`;
  return lines;
}
