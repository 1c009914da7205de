import type { Denial, SessionResult } from '../session/events.js';
import { CONCLUSION_ICON, STATUS_ICON, STATUS_WORD, summarizeInput } from './describe-call.js';
import { renderCallTable, renderHeader, renderTodos } from './live-body.js';
import {
  GITHUB_COMMENT_LIMIT,
  codeBlock,
  cut,
  escapeHtml,
  formatCount,
  formatDuration,
  formatUsd,
  inlineCode,
  tableCell,
} from './markdown.js';
import { renderMcpUnavailable } from './mcp-section.js';
import type { ReportContext } from './report-context.js';
import type { CallRow, ReportState } from './report-state.js';

const ANSWER_MAX_CHARS = 20_000;
const DENIAL_ROWS = 50;
const CALL_ROWS = 200;
/** Room kept for the closing note when the body must be cut. */
const SAFETY_CHARS = 400;

export interface FinalBodyOptions {
  /** Characters the body may use; GitHub's comment limit by default, `Infinity` for report.md. */
  readonly limit?: number;
}

function renderOutcome(result: SessionResult): string {
  return `**Conclusion:** ${inlineCode(result.conclusion)} — ${result.reason}`;
}

function renderStats(result: SessionResult): string {
  const u = result.usage;
  const share = result.maxBudgetUsd > 0 ? ` (${Math.round((result.costUsd / result.maxBudgetUsd) * 100)}%)` : '';
  const tokens = `${formatCount(u.inputTokens)} in · ${formatCount(u.outputTokens)} out · ${formatCount(u.cacheReadInputTokens)} cache read · ${formatCount(u.cacheCreationInputTokens)} cache write`;
  return [
    '| Cost | Tokens | Turns | Duration |',
    '|---|---|---|---|',
    `| ${formatUsd(result.costUsd)} of ${formatUsd(result.maxBudgetUsd)}${share} | ${tokens} | ${result.turns} | ${formatDuration(result.durationMs)} |`,
  ].join('\n');
}

function denialRow(denial: Denial): string {
  const permit = denial.suggestedRule ? inlineCode(denial.suggestedRule) : '—';
  const input = summarizeInput(denial.input);
  return `| ${tableCell(denial.toolName, 60)} | ${input ? inlineCode(tableCell(input, 100)) : ''} | ${tableCell(denial.reason, 160)} | ${permit} |`;
}

export function renderDenials(denials: readonly Denial[]): string {
  if (denials.length === 0) return '';
  const shown = denials.slice(0, DENIAL_ROWS);
  const lines = [
    `#### 🚫 Denied calls (${denials.length})`,
    '',
    '| Tool | Input | Why | Rule that would permit it |',
    '|---|---|---|---|',
    ...shown.map(denialRow),
  ];
  if (denials.length > shown.length) lines.push('', `_${denials.length - shown.length} more in the artifact._`);
  return lines.join('\n');
}

interface ResultBlock {
  readonly summary: string;
  readonly text: string;
  /** Where the tool saved its whole output, relative to the artifact (`bash/<id>.log`). */
  readonly saved?: string;
}

function savedNote(block: ResultBlock, artifactUrl: string | null | undefined): string {
  if (!block.saved) return '';
  const where = artifactUrl ? `[the artifact](${artifactUrl})` : 'the run artifact';
  return `_The whole output was saved as ${inlineCode(block.saved)} in ${where}._`;
}

const notes = (...parts: string[]): string => parts.filter(Boolean).join('\n\n');

function details(block: ResultBlock, shown: string, note: string): string {
  return `<details><summary>${block.summary}</summary>\n\n${codeBlock(shown)}${note ? `\n\n${note}` : ''}\n\n</details>`;
}

function truncationNote(shown: number, total: number, artifactUrl: string | null | undefined): string {
  const where = artifactUrl ? `[the artifact](${artifactUrl})` : 'the run artifact';
  return `_Truncated: ${formatCount(shown)} of ${formatCount(total)} characters shown; the whole output is in ${where}._`;
}

function resultBlock(row: CallRow, redact: (text: string) => string): ResultBlock {
  const time = row.durationMs !== undefined ? ` (${formatDuration(row.durationMs)})` : '';
  const summary = escapeHtml(
    `${STATUS_ICON[row.status]} ${row.toolName} — ${tableCell(row.activity, 100)} — ${STATUS_WORD[row.status]}${time}`,
  );
  const saved = row.persistedPath?.split(/[\\/]/).slice(-2).join('/');
  return { summary: redact(summary), text: redact(row.content ?? ''), ...(saved ? { saved } : {}) };
}

/**
 * Every tool result in a <details> block, sharing `budget` characters fairly: short results
 * whole, long ones cut with a link to the artifact; results that do not fit at all are counted.
 */
export function renderResults(
  calls: readonly CallRow[],
  budget: number,
  redact: (text: string) => string,
  artifactUrl?: string | null,
): string {
  const blocks = calls.filter((row) => row.content !== undefined).map((row) => resultBlock(row, redact));
  if (blocks.length === 0) return '';
  const heading = `#### Tool results (${blocks.length})`;
  const omittedNote = (n: number) => `_${n} more results are only in ${artifactUrl ? `[the artifact](${artifactUrl})` : 'the run artifact'}._`;
  let room = budget - heading.length - omittedNote(blocks.length).length - 4;
  const overheads = blocks.map(
    (b) => details(b, '', notes(truncationNote(b.text.length, b.text.length, artifactUrl), savedNote(b, artifactUrl))).length + 2,
  );
  let kept = 0;
  for (const overhead of overheads) {
    if (room - overhead < 0) break;
    room -= overhead;
    kept += 1;
  }
  const allowance = new Array<number>(kept).fill(0);
  const order = [...Array(kept).keys()].sort((a, b) => (blocks[a]?.text.length ?? 0) - (blocks[b]?.text.length ?? 0));
  order.forEach((index, position) => {
    const share = Math.floor(room / (kept - position));
    const give = Math.min(blocks[index]?.text.length ?? 0, share);
    allowance[index] = give;
    room -= give;
  });
  const rendered = blocks.slice(0, kept).map((block, index) => {
    const shown = cut(block.text, allowance[index] ?? 0);
    const cutNote = shown.length < block.text.length ? truncationNote(shown.length, block.text.length, artifactUrl) : '';
    return details(block, shown, notes(cutNote, savedNote(block, artifactUrl)));
  });
  if (kept < blocks.length) rendered.push(omittedNote(blocks.length - kept));
  return [heading, ...rendered].join('\n\n');
}

function renderLinks(context: ReportContext): string {
  const parts = [
    context.artifactUrl ? `📦 [Transcript and full outputs](${context.artifactUrl})` : null,
    context.artifactNote ? `⚠️ ${context.artifactNote}` : null,
  ].filter((part): part is string => part !== null);
  return parts.join('\n\n');
}

/**
 * The final report: outcome, the model's answer, cost against budget, denials with the rule
 * that would permit each, a row per call, and each result in a <details> block; never longer
 * than `limit` characters.
 */
export function renderFinalBody(
  state: ReportState,
  result: SessionResult,
  context: ReportContext,
  options: FinalBodyOptions = {},
): string {
  const limit = options.limit ?? GITHUB_COMMENT_LIMIT;
  const { redact } = context;
  const answerText = result.finalText || state.lastText;
  const answer = answerText
    ? answerText.length > ANSWER_MAX_CHARS && Number.isFinite(limit)
      ? `${cut(redact(answerText), ANSWER_MAX_CHARS)}\n\n_…the answer was cut; the whole text is in the transcript._`
      : redact(answerText)
    : '_The model gave no final answer._';
  const title = `${CONCLUSION_ICON[result.conclusion]} Tollgate finished: ${result.conclusion.replace(/_/g, ' ')}`;
  const fixed = [
    renderHeader(title, state, context),
    renderOutcome(result),
    answer,
    renderStats(result),
    renderLinks(context),
    result.denials.length ? renderDenials(result.denials) : '',
    renderMcpUnavailable(state.mcpServers),
    renderTodos(state.todos),
    state.calls.length ? `#### Tool calls (${state.calls.length})\n\n${renderCallTable(state.calls, CALL_ROWS)}` : '',
  ]
    .filter(Boolean)
    .map(redact)
    .join('\n\n');
  const budget = Number.isFinite(limit) ? limit - fixed.length - SAFETY_CHARS : Number.MAX_SAFE_INTEGER;
  const results = budget > 0 ? renderResults(state.calls, budget, redact, context.artifactUrl) : '';
  const body = redact(results ? `${fixed}\n\n${results}` : fixed);
  if (body.length <= limit) return body;
  const closing = `\n\n_The report was cut at GitHub's ${formatCount(limit)}-character limit; the whole report is in the artifact._`;
  return cut(body, limit - closing.length) + closing;
}
