import type { TodoItem } from '../core/app-state.js';
import { rowSummary } from './call-row.js';
import { configChangeNotice, configSourceText } from './config-notice.js';
import { GITHUB_COMMENT_LIMIT, cut, formatCount, formatUsd, inlineCode, oneLine } from './markdown.js';
import { renderMcpUnavailable } from './mcp-section.js';
import type { ReportContext } from './report-context.js';
import type { ReportState } from './report-state.js';

const REQUEST_PREVIEW_CHARS = 500;
const LIVE_ROWS = 150;

/** The title (and the headline under it), the request quoted, and a line saying who asked and where the run is. */
export function renderHeader(title: string, state: ReportState, context: ReportContext, headline?: string): string {
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
  return [`### ${title}`, '', ...(headline ? [headline, ''] : []), quoted, '', meta.length ? `<sub>${meta.join(' · ')}</sub>` : ''].join('\n').trimEnd();
}

/** The agent's plan as a checklist (TodoWrite's items, never the text it sends the model). */
export function renderTodos(todos: readonly TodoItem[]): string {
  if (todos.length === 0) return '';
  const lines = todos.map((todo) => {
    const box = todo.status === 'completed' ? '[x]' : '[ ]';
    const text = todo.status === 'in_progress' ? `**${oneLine(todo.activeForm || todo.content, 200)}**` : oneLine(todo.content, 200);
    return `- ${box} ${text}`;
  });
  return ['**Plan**', '', ...lines].join('\n');
}

/** The progress comment while the session runs: header, plan, a line per tool call so far. */
export function renderLiveBody(state: ReportState, context: ReportContext, limit = GITHUB_COMMENT_LIMIT): string {
  const progress = [
    state.turn > 0 ? `turn ${state.turn}${state.maxTurns ? ` of ${state.maxTurns}` : ''}` : 'starting',
    state.maxBudgetUsd > 0 ? `${formatUsd(state.costUsd)} of ${formatUsd(state.maxBudgetUsd)}` : formatUsd(state.costUsd),
    state.sandbox ? (state.sandbox.enabled ? 'sandboxed' : 'not sandboxed') : null,
    configSourceText(state.config),
  ]
    .filter(Boolean)
    .join(' · ');
  const hidden = Math.max(0, state.calls.length - LIVE_ROWS);
  const rows = state.calls.slice(hidden).map((row) => `- ${rowSummary(row, context)}${row.status === 'running' && row.progress ? ` · ${row.progress}` : ''}`);
  if (hidden > 0) rows.unshift(`- _${formatCount(hidden)} earlier calls not shown_`);
  const notice = state.config ? configChangeNotice(state.config) : null;
  const body = [
    notice ? `⚠️ **${notice}**` : '',
    state.sandbox && !state.sandbox.enabled ? `⚠️ **This run is not sandboxed:** ${state.sandbox.summary}` : '',
    renderHeader('⏳ Tollgate is working…', state, context),
    `_${progress}_`,
    renderMcpUnavailable(state.mcpServers),
    renderTodos(state.todos),
    rows.join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
  return cut(context.redact(body), limit);
}
