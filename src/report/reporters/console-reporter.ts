import type { Redactor } from '../../core/redact.js';
import { callSubject, modelDescription } from '../call-subject.js';
import { plainHeadline } from '../headline.js';
import { formatCount, formatDuration, formatUsd, oneLine } from '../markdown.js';
import { mcpUnavailableLines } from '../mcp-section.js';
import { forReader } from '../output-preview.js';
import { describeProgress } from '../report-state.js';
import type { Reporter } from '../reporter.js';

export interface ConsoleReporterOptions {
  readonly stream: NodeJS.WritableStream;
  /** Spinner, dim labels and in-place updates; false gives plain lines with no control codes. */
  readonly interactive: boolean;
  readonly redact: Redactor;
  readonly workspaceRoot?: string | null;
  /** Print the session's warnings (the action shows them as annotations instead). Default true. */
  readonly showWarnings?: boolean;
}

export interface ConsoleReporter extends Reporter {
  /** Stops the spinner (the session may end without `finish`, on a crash). */
  stop(): void;
}

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const MAX_TEXT_LINES = 12;
/** At most one progress line per call this often (plus the one that reaches the total). */
const PROGRESS_EVERY_MS = 1_000;
const DIM = '\x1b[2m';
const RESET = '\x1b[22m';

/** A command's exit code says more than the first bytes of its output. */
function failureSummary(content: string): string {
  const exit = /Exit code: (\d+)\s*$/.exec(content);
  return exit ? `exit code ${exit[1]}` : oneLine(forReader(content), 120);
}

/**
 * Live progress on a terminal: a line per tool call with the real command or path (the model's
 * label only beside it), its decision and duration, the running cost, and the headline at the end.
 */
export function createConsoleReporter(options: ConsoleReporterOptions): ConsoleReporter {
  const { stream, interactive, redact } = options;
  const calls = new Map<string, { subject: string; label: string | null }>();
  const denials = new Map<string, { reason: string; permit: string | null }>();
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
  // No line the model or a tool wrote can start with `::` (a workflow command in the job log).
  const line = (text: string) => {
    clearSpinner();
    stream.write(`${redact(text).replace(/^::/gm, ' ::')}\n`);
  };
  const startSpinner = (turn: number) => {
    stopSpinner();
    const draw = () => {
      stream.write(`\r\x1b[2K${SPINNER[frame++ % SPINNER.length]} turn ${turn}: the model is thinking… ${formatUsd(cost)} of ${formatUsd(budget)}`);
      spinnerShown = true;
    };
    draw();
    spinner = setInterval(draw, 100);
    spinner.unref();
  };
  const remember = (toolUseId: string, toolName: string, input: unknown) => {
    const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
    const subject = callSubject(toolName, record, options.workspaceRoot);
    calls.set(toolUseId, { subject: `${subject.tool}${subject.text ? ` ${subject.text}` : ''}`, label: modelDescription(record) });
  };
  const describe = (toolUseId: string, toolName: string) => {
    const call = calls.get(toolUseId) ?? { subject: toolName, label: null };
    if (!call.label) return call.subject;
    return `${call.subject} ${interactive ? `${DIM}"${call.label}"${RESET}` : `"${call.label}"`}`;
  };

  return {
    name: 'console',
    stop: stopSpinner,
    onEvent(event) {
      switch (event.type) {
        case 'session_start':
          budget = event.maxBudgetUsd;
          line(`tollgate · session ${event.sessionId} · model ${event.model} · budget ${formatUsd(event.maxBudgetUsd)} · at most ${event.maxTurns} turns`);
          // An unsandboxed run was announced by a warning already (why, and how to fix it): one line says it.
          if (event.sandbox?.enabled) line(`sandbox: ${event.sandbox.summary}`);
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
          if (event.text.trim()) line(shown.join('\n'));
          break;
        }
        case 'tool_requested':
          stopSpinner();
          remember(event.toolUseId, event.toolName, event.input);
          break;
        case 'tool_call':
        case 'permission_decision':
          remember(event.toolUseId, event.toolName, event.input);
          if (event.type === 'permission_decision' && event.decision.behavior === 'deny') {
            const d = event.decision;
            denials.set(event.toolUseId, {
              reason: d.reason,
              permit: d.unpermittable ? `nothing can permit this: ${d.unpermittable}` : d.suggestedRule ? `to permit: ${d.suggestedRule}` : null,
            });
          }
          break;
        case 'tool_result': {
          const what = oneLine(describe(event.toolUseId, event.toolName), 160);
          const took = formatDuration(event.durationMs);
          if (event.status === 'success') line(`  ✓ ${what} · ${took}`);
          else if (event.status === 'denied') {
            const denial = denials.get(event.toolUseId);
            const reason = oneLine((denial?.reason ?? forReader(event.content)).split('; ')[0]!, 140);
            line(`  ⛔ denied: ${what} — ${reason}${denial?.permit ? ` (${denial.permit})` : ''}`);
          } else if (event.status === 'cancelled') line(`  ◼ cancelled: ${what}`);
          else line(`  ✗ failed: ${what} — ${failureSummary(event.content)} · ${took}`);
          if (event.persistedPath) line(`    full output: ${event.persistedPath}`);
          break;
        }
        case 'cost_update':
          cost = event.costUsd;
          budget = event.maxBudgetUsd;
          line(`  cost ${formatUsd(event.costUsd)} of ${formatUsd(event.maxBudgetUsd)} (${Math.round((event.costUsd / Math.max(event.maxBudgetUsd, 1e-9)) * 100)}%)`);
          break;
        case 'warning':
          if (options.showWarnings !== false) line(`warning: ${event.message}`);
          break;
        case 'todos':
          if (event.todos.length > 0) {
            line(event.todos.map((t) => `  ${t.status === 'completed' ? '[x]' : t.status === 'in_progress' ? '[~]' : '[ ]'} ${oneLine(t.content, 200)}`).join('\n'));
          }
          break;
        case 'session_end':
          stopSpinner();
          break;
        case 'mcp_servers':
          for (const server of event.servers) {
            if (server.status !== 'connected') continue;
            const deferred = server.deferredCount > 0 ? `, ${server.deferredCount === server.toolCount ? 'all' : server.deferredCount} deferred behind ToolSearch` : '';
            line(`MCP ${server.name}: ${server.toolCount} tool${server.toolCount === 1 ? '' : 's'}${deferred}`);
            for (const normalized of server.normalizedTools) line(`  schema adjusted for the Messages API: ${normalized.tool} — ${normalized.changes.join('; ')}`);
          }
          if (options.showWarnings !== false) for (const message of mcpUnavailableLines(event.servers)) line(`warning: ${message}`);
          break;
        case 'tool_progress': {
          const progress = describeProgress(event.data);
          if (progress === null) break;
          const data = event.data as { progress?: unknown; total?: unknown };
          const done = typeof data.total === 'number' && data.progress === data.total;
          const now = Date.now();
          if (!done && now - (progressShownAt.get(event.toolUseId) ?? -Infinity) < PROGRESS_EVERY_MS) break;
          progressShownAt.set(event.toolUseId, now);
          line(`  … ${oneLine(describe(event.toolUseId, event.toolName), 160)} · ${progress}`);
          break;
        }
        default:
          break;
      }
    },
    async finish(report) {
      stopSpinner();
      const { result, changes } = report;
      line(`${plainHeadline(report)}${result.conclusion === 'success' ? '' : ` — ${result.reason}`}`);
      if (changes?.compared && changes.files.length > 0) {
        const shown = changes.files.slice(0, 10).map((f) => `${f.path} (${f.status}${f.added !== null ? `, +${f.added} −${f.removed}` : ''})`);
        line(`  changed: ${shown.join(', ')}${changes.files.length > shown.length ? `, and ${formatCount(changes.files.length - shown.length)} more` : ''}`);
      } else if (changes && !changes.compared) line(`  files changed: not known (${changes.reason})`);
    },
  };
}
