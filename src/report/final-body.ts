import type { SessionResult, TokenUsage } from '../session/events.js';
import { denialRow, fileLink, rowBody, rowSummary } from './call-row.js';
import { deliveryHeadlineText, deliveryMarkers, renderDeliveryHeadline, renderDeliverySection, type DeliveryMarkers } from './delivery-section.js';
import type { DeliveryOutcome } from './delivery-outcome.js';
import { configChangeNotice } from './config-notice.js';
import { renderContext } from './context-section.js';
import { CONCLUSION_ICON, conclusionWords, headlineParts } from './headline.js';
import { renderHeader, renderTodos } from './live-body.js';
import { GITHUB_COMMENT_LIMIT, codeBlock, cut, escapeHtml, formatCount, formatUsd, inlineCode } from './markdown.js';
import { FULL_PREVIEW, SMALL_PREVIEW, type PreviewBounds } from './output-preview.js';
import { renderMcpUnavailable } from './mcp-section.js';
import type { ReportContext } from './report-context.js';
import type { CallRow, FinishedReport } from './report-state.js';
import type { WorkspaceChanges } from './workspace-changes.js';

const ANSWER_MAX_CHARS = 20_000;
const FILE_ROWS = 50;
const WARNING_ROWS = 50;
/** Room kept for the closing note when the body must be cut. */
const SAFETY_CHARS = 400;
/** report.md: every result whole (the largest were saved to files, which it links). */
const WHOLE: PreviewBounds = { lines: Number.POSITIVE_INFINITY, chars: Number.POSITIVE_INFINITY };

export interface FinalBodyOptions {
  /** Characters the body may use; GitHub's comment limit by default, `Infinity` for report.md. */
  readonly limit?: number;
  /** Show each result whole instead of a bounded preview (report.md). */
  readonly wholeResults?: boolean;
}

/** The headline in Markdown: the outcome bold, the change's part linked to the commit or PR (between markers the apply job rewrites). */
function renderHeadline(report: FinishedReport, markers: DeliveryMarkers): string {
  const delivery = deliveryHeadlineText(report.delivery);
  const [outcome, ...rest] = headlineParts(report).map((part) => (delivery !== null && part === delivery ? (renderDeliveryHeadline(report.delivery, markers) ?? part) : part));
  return [`**${outcome}**`, ...rest].join(' · ');
}

/** First of all: a change the working tree makes to the run's configuration, and that the run used the trusted version, or refused. */
function configLine(report: FinishedReport): string {
  const notice = report.config ? configChangeNotice(report.config) : null;
  if (!notice) return '';
  return report.config?.refused ? `🛑 **${notice}**` : `⚠️ **${notice}**`;
}

function notSandboxedLine(report: FinishedReport): string {
  const sandbox = report.sandbox ?? report.result.sandbox ?? null;
  return sandbox && !sandbox.enabled ? `⚠️ **This run was not sandboxed:** ${sandbox.summary}` : '';
}

function renderAnswer(report: FinishedReport, limited: boolean): string {
  const { result } = report;
  const text = result.finalText || report.lastText;
  const shown = text && text.length > ANSWER_MAX_CHARS && limited ? `${cut(text, ANSWER_MAX_CHARS)}\n\n_…cut here; the whole text is in the transcript._` : text;
  if (result.conclusion === 'success') return shown || (result.structuredOutput ? '_The answer is the structured output below._' : '_The model gave no final answer._');
  // The first line says why nothing ran.
  if (result.conclusion === 'config_refused') return '';
  const why = `**Stopped: ${conclusionWords(result.conclusion)}.** ${result.reason}`;
  if (!shown) return `${why}\n\n_The model wrote nothing before the session stopped._`;
  const quoted = shown
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `${why}\n\n**Where it stopped** (the model's last message, not a finished answer):\n\n${quoted}`;
}

/** The answer a workflow asked for as JSON (`output_schema`): what a later step reads from `structured_output`. */
function renderStructuredOutput(report: FinishedReport, limited: boolean): string {
  const value = report.result.structuredOutput;
  if (value === undefined || value === null) return '';
  const json = JSON.stringify(value, null, 2);
  const shown = limited && json.length > ANSWER_MAX_CHARS ? `${cut(json, ANSWER_MAX_CHARS)}\n…` : json;
  return `#### Structured output\n\n${codeBlock(shown, 'json')}`;
}

function lineCounts(added: number | null, removed: number | null): string {
  if (added === null || removed === null) return 'binary';
  return `+${formatCount(added)} −${formatCount(removed)}`;
}

/** The files the session changed, with line counts and the diff's link, then what became of the change (the commit or PR linked). */
export function renderFilesChanged(changes: WorkspaceChanges | null, context: ReportContext, delivery: DeliveryOutcome | null = null, markers?: DeliveryMarkers): string {
  const landed = renderDeliverySection(delivery, markers);
  const listed = listFilesChanged(changes, context);
  return [listed, landed].filter(Boolean).join('\n\n');
}

function listFilesChanged(changes: WorkspaceChanges | null, context: ReportContext): string {
  if (!changes) return '';
  if (!changes.compared) return `#### Files changed\n\n_Not known: ${changes.reason}_`;
  if (changes.files.length === 0) return '#### Files changed\n\n_None: the workspace is as it was when the session started._';
  const shown = changes.files.slice(0, FILE_ROWS);
  const lines = shown.map((file) => `- ${inlineCode(file.path)} ${file.status} · ${lineCounts(file.added, file.removed)}`);
  if (changes.files.length > shown.length) lines.push(`- _…and ${formatCount(changes.files.length - shown.length)} more, all in the diff._`);
  const ignored = changes.method === 'git' ? ' Files git ignores are not compared.' : '';
  const diff = changes.diffFile ? `The whole diff: ${fileLink(changes.diffFile, context)}.${ignored}` : ignored.trim();
  return [`#### Files changed (${formatCount(changes.files.length)})`, lines.join('\n'), diff ? `<sub>${diff}</sub>` : ''].filter(Boolean).join('\n\n');
}

function usageCells(usage: TokenUsage): string {
  return [usage.inputTokens, usage.outputTokens, usage.cacheReadInputTokens, usage.cacheCreationInputTokens].map(formatCount).join(' | ');
}

function renderUsage(result: SessionResult): string {
  const models = Object.entries(result.modelUsage);
  const rows = models.length > 0 ? models.map(([model, m]) => `| ${inlineCode(model)} | ${usageCells(m.usage)} | ${formatUsd(m.costUsd)} |`) : [];
  if (models.length !== 1) rows.push(`| all models | ${usageCells(result.usage)} | ${formatUsd(result.costUsd)} |`);
  return [
    `<details><summary>Cost and tokens: ${escapeHtml(formatUsd(result.costUsd))} of ${escapeHtml(formatUsd(result.maxBudgetUsd))}</summary>`,
    '',
    '| Model | Input | Output | Cache read | Cache write | Cost |',
    '|---|--:|--:|--:|--:|--:|',
    ...rows,
    '',
    '</details>',
  ].join('\n');
}

/** Warnings and what was left out (MCP servers or tools skipped, a retried call): collapsed, one line each. */
export function renderWarnings(warnings: readonly string[]): string {
  if (warnings.length === 0) return '';
  const shown = warnings.slice(0, WARNING_ROWS).map((w) => `- ${escapeHtml(w.replace(/\s+/g, ' ').trim())}`);
  if (warnings.length > shown.length) shown.push(`- …and ${formatCount(warnings.length - shown.length)} more in result.json.`);
  return [`<details><summary>⚠️ Warnings (${formatCount(warnings.length)})</summary>`, '', ...shown, '', '</details>'].join('\n');
}

function renderLinks(context: ReportContext): string {
  return [context.artifactUrl ? `📦 [Transcript and full outputs](${context.artifactUrl})` : null, context.artifactNote ? `📁 ${context.artifactNote}` : null]
    .filter((part): part is string => part !== null)
    .join('\n\n');
}

type Level = 'full' | 'small' | 'bare' | 'omitted';

function renderCall(row: CallRow, context: ReportContext, level: Level, whole: boolean): string {
  if (level === 'omitted') return '';
  const bounds = whole ? WHOLE : level === 'full' ? FULL_PREVIEW : level === 'small' ? SMALL_PREVIEW : { lines: 0, chars: 0 };
  const body = rowBody(row, context, bounds) || (level === 'bare' ? '_Output left out to fit the comment; see report.md in the artifact._' : '');
  return `<details><summary>${rowSummary(row, context)}</summary>\n\n${body}\n\n</details>`;
}

/** Which rows give up room first: successful calls, oldest first; denials last. */
function giveUpOrder(calls: readonly CallRow[]): number[] {
  const rank = (row: CallRow) => (row.status === 'denied' ? 3 : row.status === 'error' ? 2 : 1);
  return [...calls.keys()].sort((a, b) => rank(calls[a]!) - rank(calls[b]!) || a - b);
}

/**
 * One list of every call, in order, with the denials no call row covers (refused connections)
 * after the call they belong to; previews shrink, then go, oldest successful calls first, to fit `budget`.
 */
export function renderCalls(report: FinishedReport, context: ReportContext, budget: number, whole: boolean): string {
  const { calls } = report;
  const callIds = new Set(calls.filter((row) => row.status === 'denied').map((row) => row.toolUseId));
  const extra = report.result.denials.filter((d) => d.kind === 'network' || !callIds.has(d.toolUseId));
  if (calls.length === 0 && extra.length === 0) return '';
  const heading = `#### Tool calls (${formatCount(calls.length)})`;
  const levels: Level[] = calls.map(() => 'full');
  const cache = new Map<string, string>();
  const piece = (i: number) => {
    const key = `${i}:${levels[i]}`;
    if (!cache.has(key)) cache.set(key, renderCall(calls[i]!, context, levels[i]!, whole));
    return cache.get(key)!;
  };
  const extrasFor = (id: string | null) =>
    extra.filter((d) => (id === null ? !calls.some((row) => row.toolUseId === d.toolUseId) : d.toolUseId === id)).map((d) => denialRow(d, context));
  const extras = calls.map((row) => extrasFor(row.toolUseId));
  const trailing = extrasFor(null);
  // The parts of the list as the levels stand; joined once at the end (measuring them is enough to fit).
  const assemble = () => {
    const omitted = levels.filter((level) => level === 'omitted').length;
    const parts = [heading];
    if (omitted > 0) parts.push(`_${formatCount(omitted)} call${omitted === 1 ? '' : 's'} left out to fit the comment; every call is in report.md and result.json._`);
    calls.forEach((_, i) => {
      const text = piece(i);
      if (text) parts.push(text);
      parts.push(...extras[i]!);
    });
    parts.push(...trailing);
    return parts;
  };
  const joinedLength = (parts: readonly string[]) => parts.reduce((sum, part) => sum + part.length, 0) + 2 * (parts.length - 1);
  let parts = assemble();
  for (const next of ['small', 'bare', 'omitted'] as const) {
    for (const i of giveUpOrder(calls)) {
      if (joinedLength(parts) <= budget) return parts.join('\n\n');
      if (levels[i] === 'omitted') continue;
      levels[i] = next;
      parts = assemble();
    }
  }
  return parts.join('\n\n');
}

/**
 * The final report: the headline, the answer (or where it stopped), the files changed, one row per
 * call with a bounded preview, cost and tokens, warnings; never longer than `limit` characters.
 */
export function renderFinalBody(report: FinishedReport, context: ReportContext, options: FinalBodyOptions = {}): string {
  const limit = options.limit ?? GITHUB_COMMENT_LIMIT;
  const limited = Number.isFinite(limit);
  const { redact } = context;
  const { result } = report;
  const title = `${CONCLUSION_ICON[result.conclusion]} Tollgate finished: ${conclusionWords(result.conclusion)}`;
  const markers = deliveryMarkers();
  const top = [configLine(report), notSandboxedLine(report), renderHeader(title, report, context, renderHeadline(report, markers)), renderAnswer(report, limited), renderStructuredOutput(report, limited), renderTodos(report.todos), renderFilesChanged(report.changes, context, report.delivery, markers), renderMcpUnavailable(report.mcpServers)];
  const bottom = [renderUsage(result), renderContext(result), renderWarnings(report.warnings), renderLinks(context)];
  const fixedLength = redact([...top, ...bottom].filter(Boolean).join('\n\n')).length;
  const budget = limited ? limit - fixedLength - SAFETY_CHARS : Number.POSITIVE_INFINITY;
  const calls = renderCalls(report, context, budget, options.wholeResults === true);
  const body = markers.restore(redact([...top, calls, ...bottom].filter(Boolean).join('\n\n')));
  if (body.length <= limit) return body;
  const closing = `\n\n_The report was cut at ${formatCount(limit)} characters; the whole report is report.md in the artifact._`;
  return cut(body, limit - closing.length) + closing;
}
