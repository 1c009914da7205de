import type { SessionEvent, SessionEventListener } from '../session/events.js';
import type { Redactor } from '../core/redact.js';
import { formatUsd } from '../report/markdown.js';
import { mcpUnavailableLines } from '../report/mcp-section.js';
import { describeProgress } from '../report/report-state.js';

export interface ConsoleReporterOptions {
  readonly stream: NodeJS.WritableStream;
  /** Spinner and in-place updates; false gives plain lines with no control codes. */
  readonly interactive: boolean;
  readonly redact: Redactor;
}

export interface ConsoleReporter {
  readonly onEvent: SessionEventListener;
  stop(): void;
}

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const MAX_TEXT_LINES = 12;
/** At most one progress line per call this often (plus the one that reaches the total). */
const PROGRESS_EVERY_MS = 1_000;

/** Finer than the report's durations: tool calls on a terminal often take milliseconds. */
function formatElapsed(ms: number): string {
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1_000)} s`;
}

function oneLine(text: string, max = 100): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const stripError = (content: string): string => content.replace(/<\/?tool_use_error>/g, '');

/** A command's exit code says more than the first bytes of its output. */
function failureSummary(content: string): string {
  const exit = /Exit code: (\d+)\s*$/.exec(content);
  return exit ? `exit code ${exit[1]}` : oneLine(stripError(content), 120);
}

/** Live progress on a terminal: a line per tool call with its decision and duration, the running cost. */
export function createConsoleReporter(options: ConsoleReporterOptions): ConsoleReporter {
  const { stream, interactive, redact } = options;
  const activities = new Map<string, string>();
  const denials = new Map<string, { reason: string; suggestedRule: string | null }>();
  const progressShownAt = new Map<string, number>();
  let budget = 0;
  let cost = 0;
  let spinner: NodeJS.Timeout | undefined;
  let frame = 0;
  let spinnerShown = false;

  const clearSpinner = () => {
    if (spinnerShown) stream.write('\r\x1b[2K');
    spinnerShown = false;
  };
  const stopSpinner = () => {
    if (spinner) clearInterval(spinner);
    spinner = undefined;
    clearSpinner();
  };
  const line = (text: string) => {
    clearSpinner();
    stream.write(`${redact(text)}\n`);
  };
  const startSpinner = (turn: number) => {
    if (!interactive) return;
    stopSpinner();
    const draw = () => {
      stream.write(`\r\x1b[2K${SPINNER[frame++ % SPINNER.length]} turn ${turn}: the model is thinking… ${formatUsd(cost)} of ${formatUsd(budget)}`);
      spinnerShown = true;
    };
    draw();
    spinner = setInterval(draw, 100);
    spinner.unref();
  };

  const onEvent = (event: SessionEvent): void => {
    switch (event.type) {
      case 'session_start':
        budget = event.maxBudgetUsd;
        line(`tollgate · session ${event.sessionId} · model ${event.model} · budget ${formatUsd(event.maxBudgetUsd)} · at most ${event.maxTurns} turns`);
        break;
      case 'model_request':
        if (interactive) startSpinner(event.turn);
        else line(`turn ${event.turn}: asking the model (max_tokens ${event.maxTokens})`);
        break;
      case 'assistant_text': {
        stopSpinner();
        const lines = event.text.trim().split('\n');
        const shown = lines.slice(0, MAX_TEXT_LINES).map((l) => `  │ ${l}`);
        if (lines.length > MAX_TEXT_LINES) shown.push(`  │ … (${lines.length - MAX_TEXT_LINES} more lines)`);
        if (shown.length > 0 && event.text.trim()) line(shown.join('\n'));
        break;
      }
      case 'tool_call':
        stopSpinner();
        activities.set(event.toolUseId, event.activity);
        break;
      case 'permission_decision':
        if (event.decision.behavior === 'deny') {
          denials.set(event.toolUseId, { reason: event.decision.reason, suggestedRule: event.decision.suggestedRule });
        }
        break;
      case 'tool_result': {
        const activity = oneLine(activities.get(event.toolUseId) ?? event.toolName);
        const took = formatElapsed(event.durationMs);
        if (event.status === 'success') line(`  ✓ ${activity} · ${took}`);
        else if (event.status === 'denied') {
          const denial = denials.get(event.toolUseId);
          const reason = oneLine((denial?.reason ?? stripError(event.content)).split('; ')[0]!, 140);
          line(`  ⛔ denied: ${activity} — ${reason}${denial?.suggestedRule ? ` (to permit: ${denial.suggestedRule})` : ''}`);
        } else if (event.status === 'cancelled') line(`  ◼ cancelled: ${activity}`);
        else line(`  ✗ failed: ${activity} — ${failureSummary(event.content)} · ${took}`);
        if (event.persistedPath) line(`    full output: ${event.persistedPath}`);
        break;
      }
      case 'cost_update':
        cost = event.costUsd;
        budget = event.maxBudgetUsd;
        line(`  cost ${formatUsd(event.costUsd)} of ${formatUsd(event.maxBudgetUsd)} (${Math.round((event.costUsd / Math.max(event.maxBudgetUsd, 1e-9)) * 100)}%)`);
        break;
      case 'warning':
        line(`warning: ${event.message}`);
        break;
      case 'todos':
        if (event.todos.length > 0) {
          line(event.todos.map((t) => `  ${t.status === 'completed' ? '[x]' : t.status === 'in_progress' ? '[~]' : '[ ]'} ${t.content}`).join('\n'));
        }
        break;
      case 'session_end': {
        stopSpinner();
        const r = event.result;
        const mark = r.conclusion === 'success' ? '✔' : '✘';
        line(
          `${mark} ${r.conclusion} · ${r.turns} turn${r.turns === 1 ? '' : 's'} · ${formatUsd(r.costUsd)} of ${formatUsd(r.maxBudgetUsd)} · ${formatElapsed(r.durationMs)}` +
            `${r.denials.length ? ` · ${r.denials.length} denied` : ''}${r.conclusion === 'success' ? '' : ` — ${r.reason}`}`,
        );
        break;
      }
      case 'mcp_servers':
        for (const server of event.servers) {
          if (server.status !== 'connected') continue;
          const deferred = server.deferredCount > 0 ? `, ${server.deferredCount === server.toolCount ? 'all' : server.deferredCount} deferred behind ToolSearch` : '';
          line(`MCP ${server.name}: ${server.toolCount} tool${server.toolCount === 1 ? '' : 's'}${deferred}`);
          for (const normalized of server.normalizedTools) line(`  schema adjusted for the Messages API: ${normalized.tool} — ${normalized.changes.join('; ')}`);
        }
        for (const message of mcpUnavailableLines(event.servers)) line(`warning: ${message}`);
        break;
      case 'tool_progress': {
        const progress = describeProgress(event.data);
        if (progress === null) break;
        const data = event.data as { progress?: unknown; total?: unknown };
        const done = typeof data.total === 'number' && data.progress === data.total;
        const now = Date.now();
        if (!done && now - (progressShownAt.get(event.toolUseId) ?? -Infinity) < PROGRESS_EVERY_MS) break;
        progressShownAt.set(event.toolUseId, now);
        line(`  … ${oneLine(activities.get(event.toolUseId) ?? event.toolName)} · ${progress}`);
        break;
      }
      case 'turn_start':
        break;
    }
  };
  return { onEvent, stop: stopSpinner };
}
