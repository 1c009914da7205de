import { configChangeNotice, configSourceText } from '../config-notice.js';
import type { Redactor } from '../../core/redact.js';
import type { TodoItem } from '../../core/app-state.js';
import type { McpServerSummary, SessionEvent } from '../../session/events.js';
import { callSubject, modelDescription, type SubjectSource } from '../call-subject.js';
import { plainHeadline } from '../headline.js';
import { formatCount, formatDuration, formatUsd, oneLine } from '../markdown.js';
import { mcpUnavailableLines } from '../mcp-section.js';
import { forReader } from '../output-preview.js';
import { permitLine } from '../permit-hint.js';
import { describeProgress, type FinishedReport } from '../report-state.js';
import type { Reporter } from '../reporter.js';
import { createConsoleTerminal } from './console-terminal.js';

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

type EventOf<Type extends SessionEvent['type']> = Extract<SessionEvent, { type: Type }>;

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

interface ShownDenial {
  readonly reason: string;
  readonly permit: string | null;
}

function denialOf(event: EventOf<'permission_decision'>): ShownDenial | null {
  const d = event.decision;
  if (d.behavior !== 'deny') return null;
  return { reason: d.reason, permit: permitLine({ suggestedRule: d.suggestedRule, unpermittable: d.unpermittable ?? null, liftingRule: d.liftingRule ?? null }) };
}

/** How a call ended, in one line (two when its whole output was saved). */
function resultLines(event: EventOf<'tool_result'>, what: string, denial: ShownDenial | undefined): string[] {
  const took = formatDuration(event.durationMs);
  const lines: string[] = [];
  if (event.status === 'success') lines.push(`  ✓ ${what} · ${took}`);
  else if (event.status === 'denied') {
    const reason = oneLine((denial?.reason ?? forReader(event.content)).split('; ')[0]!, 140);
    lines.push(`  ⛔ denied: ${what} — ${reason}${denial?.permit ? ` (${denial.permit})` : ''}`);
  } else if (event.status === 'cancelled') lines.push(`  ◼ cancelled: ${what}`);
  else lines.push(`  ✗ failed: ${what} — ${failureSummary(event.content)} · ${took}`);
  if (event.persistedPath) lines.push(`    full output: ${event.persistedPath}`);
  return lines;
}

/** The model's text, its first lines boxed; null when it said nothing. */
function assistantText(text: string): string | null {
  if (!text.trim()) return null;
  const lines = text.trim().split('\n');
  const shown = lines.slice(0, MAX_TEXT_LINES).map((l) => `  │ ${l}`);
  if (lines.length > MAX_TEXT_LINES) shown.push(`  │ … (${lines.length - MAX_TEXT_LINES} more lines)`);
  return shown.join('\n');
}

function todoList(todos: readonly TodoItem[]): string | null {
  if (todos.length === 0) return null;
  return todos.map((t) => `  ${t.status === 'completed' ? '[x]' : t.status === 'in_progress' ? '[~]' : '[ ]'} ${oneLine(t.content, 200)}`).join('\n');
}

/** Each connected server with its tools (and what was deferred or adjusted); what was left out is a warning. */
function mcpLines(servers: readonly McpServerSummary[], showWarnings: boolean): string[] {
  const lines: string[] = [];
  for (const server of servers) {
    if (server.status !== 'connected') continue;
    const deferred = server.deferredCount > 0 ? `, ${server.deferredCount === server.toolCount ? 'all' : server.deferredCount} deferred behind ToolSearch` : '';
    lines.push(`MCP ${server.name}: ${server.toolCount} tool${server.toolCount === 1 ? '' : 's'}${deferred}`);
    for (const normalized of server.normalizedTools) lines.push(`  schema adjusted for the Messages API: ${normalized.tool} — ${normalized.changes.join('; ')}`);
  }
  if (showWarnings) for (const message of mcpUnavailableLines(servers)) lines.push(`warning: ${message}`);
  return lines;
}

/** The headline, then the files changed (or why they are not known). */
function finalLines(report: FinishedReport): string[] {
  const { result, changes } = report;
  const lines = [`${plainHeadline(report)}${result.conclusion === 'success' ? '' : ` — ${result.reason}`}`];
  if (changes?.compared && changes.files.length > 0) {
    const shown = changes.files.slice(0, 10).map((f) => `${f.path} (${f.status}${f.added !== null ? `, +${f.added} −${f.removed}` : ''})`);
    lines.push(`  changed: ${shown.join(', ')}${changes.files.length > shown.length ? `, and ${formatCount(changes.files.length - shown.length)} more` : ''}`);
  } else if (changes && !changes.compared) lines.push(`  files changed: not known (${changes.reason})`);
  return lines;
}

/** What each call's lines call it: the real command or path, the model's label (dim on a terminal) beside it. */
class CallNames {
  private readonly calls = new Map<string, { subject: string; label: string | null }>();
  constructor(
    private readonly workspaceRoot: string | null | undefined,
    private readonly interactive: boolean,
  ) {}

  remember(toolUseId: string, call: Omit<SubjectSource, 'input'> & { readonly input: unknown }): void {
    const input = typeof call.input === 'object' && call.input !== null ? (call.input as Record<string, unknown>) : {};
    const source = { ...call, input };
    const subject = callSubject(source, this.workspaceRoot);
    this.calls.set(toolUseId, { subject: `${subject.tool}${subject.text ? ` ${subject.text}` : ''}`, label: modelDescription(source) });
  }

  name(toolUseId: string, toolName: string): string {
    const call = this.calls.get(toolUseId) ?? { subject: toolName, label: null };
    const named = call.label ? `${call.subject} ${this.interactive ? `${DIM}"${call.label}"${RESET}` : `"${call.label}"`}` : call.subject;
    return oneLine(named, 160);
  }
}

/** One progress line per call a second at most; the one that reaches the total always. */
class ProgressThrottle {
  private readonly shownAt = new Map<string, number>();

  /** The progress text to show for this event now, or null. */
  due(event: EventOf<'tool_progress'>): string | null {
    const progress = describeProgress(event.data);
    if (progress === null) return null;
    const data = event.data as { progress?: unknown; total?: unknown };
    const done = typeof data.total === 'number' && data.progress === data.total;
    const now = Date.now();
    if (!done && now - (this.shownAt.get(event.toolUseId) ?? -Infinity) < PROGRESS_EVERY_MS) return null;
    this.shownAt.set(event.toolUseId, now);
    return progress;
  }
}

/**
 * Live progress on a terminal: a line per tool call with the real command or path (the model's
 * label only beside it), its decision and duration, the running cost, and the headline at the end.
 */
export function createConsoleReporter(options: ConsoleReporterOptions): ConsoleReporter {
  const { interactive } = options;
  const showWarnings = options.showWarnings !== false;
  const terminal = createConsoleTerminal(options.stream, options.redact);
  const { line } = terminal;
  const calls = new CallNames(options.workspaceRoot, interactive);
  const denials = new Map<string, ShownDenial>();
  const progress = new ProgressThrottle();
  let budget = 0;
  let cost = 0;
  const shown = (text: string | null) => {
    if (text !== null) line(text);
  };

  return {
    name: 'console',
    stage: 'record',
    stop: terminal.stopSpinner,
    onEvent(event) {
      switch (event.type) {
        case 'session_start':
          budget = event.maxBudgetUsd;
          line(`tollgate · session ${event.sessionId} · model ${event.model} · budget ${formatUsd(event.maxBudgetUsd)} · at most ${event.maxTurns} turns`);
          // An unsandboxed run was announced by a warning already (why, and how to fix it): one line says it.
          if (event.sandbox?.enabled) line(`sandbox: ${event.sandbox.summary}`);
          return;
        case 'model_request':
          if (interactive) terminal.startSpinner(() => `turn ${event.turn}: the model is thinking… ${formatUsd(cost)} of ${formatUsd(budget)}`);
          else line(`turn ${event.turn}: asking the model (max_tokens ${event.maxTokens})`);
          return;
        case 'assistant_text':
          terminal.stopSpinner();
          return shown(assistantText(event.text));
        case 'tool_requested':
          terminal.stopSpinner();
          return calls.remember(event.toolUseId, event);
        case 'tool_call':
          return calls.remember(event.toolUseId, event);
        case 'permission_decision': {
          calls.remember(event.toolUseId, event);
          const denial = denialOf(event);
          if (denial) denials.set(event.toolUseId, denial);
          return;
        }
        case 'tool_result':
          for (const text of resultLines(event, calls.name(event.toolUseId, event.toolName), denials.get(event.toolUseId))) line(text);
          return;
        case 'tool_progress': {
          const due = progress.due(event);
          if (due !== null) line(`  … ${calls.name(event.toolUseId, event.toolName)} · ${due}`);
          return;
        }
        case 'cost_update':
          cost = event.costUsd;
          budget = event.maxBudgetUsd;
          line(`  cost ${formatUsd(event.costUsd)} of ${formatUsd(event.maxBudgetUsd)} (${Math.round((event.costUsd / Math.max(event.maxBudgetUsd, 1e-9)) * 100)}%)`);
          return;
        case 'warning':
          if (showWarnings) line(`warning: ${event.message}`);
          return;
        case 'context_compacted':
          return shown(`context compacted (${event.kind}) before turn ${event.turn}: ${formatCount(event.tokensBefore)} → ${formatCount(event.tokensAfter)} tokens · ${formatUsd(event.costUsd)}`);
        case 'model_switched':
          return shown(`model: ${event.to} takes over from ${event.from} (fallback_model) at turn ${event.turn}`);
        case 'todos':
          return shown(todoList(event.todos));
        case 'mcp_servers':
          for (const text of mcpLines(event.servers, showWarnings)) line(text);
          return;
        case 'run_config': {
          const source = configSourceText(event.config);
          if (source) line(source);
          return shown(configChangeNotice(event.config));
        }
        case 'session_end':
          return terminal.stopSpinner();
        default:
          return;
      }
    },
    async finish(report) {
      terminal.stopSpinner();
      for (const text of finalLines(report)) line(text);
    },
  };
}
