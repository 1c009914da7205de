import type { TodoItem } from '../core/context.js';
import { STATUS_ICON, STATUS_WORD } from './describe-call.js';
import { GITHUB_COMMENT_LIMIT, cut, formatUsd, inlineCode, tableCell } from './markdown.js';
import { renderMcpUnavailable } from './mcp-section.js';
import type { ReportContext } from './report-context.js';
import type { CallRow, ReportState } from './report-state.js';

const REQUEST_PREVIEW_CHARS = 500;
const LIVE_ROWS = 150;

/** The request quoted, with a line saying who asked and where the run is. */
export function renderHeader(title: string, state: ReportState, context: ReportContext): string {
  const request = cut(context.request.trim(), REQUEST_PREVIEW_CHARS);
  const quoted = request
    ? request
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n') + (context.request.trim().length > request.length ? '…' : '')
    : '> (no request text)';
  const meta = [
    context.requester ? `requested by @${context.requester}` : null,
    context.runUrl ? `[workflow run](${context.runUrl})` : null,
    state.model ? `model ${inlineCode(state.model)}` : null,
  ].filter((part): part is string => part !== null);
  return [`### ${title}`, '', quoted, '', meta.length ? meta.join(' · ') : ''].join('\n').trimEnd();
}

export function renderTodos(todos: readonly TodoItem[]): string {
  if (todos.length === 0) return '';
  const lines = todos.map((todo) => {
    const box = todo.status === 'completed' ? '[x]' : '[ ]';
    const text = todo.status === 'in_progress' ? `**${tableCell(todo.activeForm || todo.content, 200)}**` : tableCell(todo.content, 200);
    return `- ${box} ${text}`;
  });
  return ['**Plan**', '', ...lines].join('\n');
}

export function callRow(row: CallRow): string {
  const activity = row.status === 'running' && row.progress ? `${row.activity} (${row.progress})` : row.activity;
  return `| ${STATUS_ICON[row.status]} ${STATUS_WORD[row.status]} | ${tableCell(row.toolName, 60)} | ${tableCell(activity)} |`;
}

export function renderCallTable(calls: readonly CallRow[], maxRows: number): string {
  if (calls.length === 0) return '';
  const hidden = Math.max(0, calls.length - maxRows);
  const shown = hidden > 0 ? calls.slice(calls.length - maxRows) : calls;
  const lines = ['| | Tool | Activity |', '|---|---|---|', ...shown.map(callRow)];
  if (hidden > 0) lines.unshift(`_${hidden} earlier calls not shown._`, '');
  return lines.join('\n');
}

/** The progress comment while the session runs: header, plan, a row per tool call. */
export function renderLiveBody(state: ReportState, context: ReportContext, limit = GITHUB_COMMENT_LIMIT): string {
  const progress = [
    state.turn > 0 ? `turn ${state.turn}${state.maxTurns ? ` of ${state.maxTurns}` : ''}` : 'starting',
    state.maxBudgetUsd > 0 ? `${formatUsd(state.costUsd)} of ${formatUsd(state.maxBudgetUsd)}` : formatUsd(state.costUsd),
  ].join(' · ');
  const body = [
    renderHeader('⏳ Tollgate is working…', state, context),
    `_${progress}_`,
    renderMcpUnavailable(state.mcpServers),
    renderTodos(state.todos),
    renderCallTable(state.calls, LIVE_ROWS),
  ]
    .filter(Boolean)
    .join('\n\n');
  return cut(context.redact(body), limit);
}
