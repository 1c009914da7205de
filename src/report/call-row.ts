import { relative, sep } from 'node:path';
import { safeFileName } from '../core/large-result.js';
import type { TodoItem } from '../core/app-state.js';
import type { Denial } from '../session/events.js';
import { callSubject, modelDescription } from './call-subject.js';
import { codeBlock, escapeHtml, formatCount, formatDuration, inlineCode, oneLine, untrustedHtml } from './markdown.js';
import { permitHint, type PermitFacts } from './permit-hint.js';
import { FULL_PREVIEW, forReader, previewText, savedPreview, splitLines, type PreviewBounds } from './output-preview.js';
import type { ReportContext } from './report-context.js';
import type { CallRow, CallStatus } from './report-state.js';

export const STATUS_ICON: Readonly<Record<CallStatus, string>> = {
  running: '⏳',
  success: '✅',
  denied: '🚫',
  error: '❌',
  cancelled: '⏹️',
};

export const STATUS_WORD: Readonly<Record<CallStatus, string>> = {
  running: 'running',
  success: 'ran',
  denied: 'denied',
  error: 'failed',
  cancelled: 'cancelled',
};

/** Where every call's whole result is written (when the tool saved none itself), relative to the output folder. */
export function outputFileName(toolUseId: string): string {
  return `outputs/${safeFileName(toolUseId)}.txt`;
}

/** The file that holds the call's whole output, relative to the output folder; null when it had none. */
export function fullOutputFile(row: CallRow, outputDir: string | null | undefined): string | null {
  if (row.saved) return row.saved.file;
  if (row.persistedPath) {
    const rel = outputDir ? relative(outputDir, row.persistedPath) : row.persistedPath.split(/[\\/]/).slice(-2).join(sep);
    return rel.split(sep).join('/');
  }
  if (row.content !== undefined && row.status !== 'denied' && forReader(row.content) !== '') return outputFileName(row.toolUseId);
  return null;
}

/** A file of the output folder: a relative link beside comment.md locally, the artifact in CI. */
export function fileLink(file: string, context: ReportContext): string {
  if (context.artifactUrl) return `${inlineCode(file)} in [the artifact](${context.artifactUrl})`;
  return `[${file}](${encodeURI(file)})`;
}

const exitCode = (content: string): string | null => /Exit code: (\d+)\s*$/.exec(content)?.[1] ?? null;

function deniedText(facts: PermitFacts): string {
  const hint = permitHint(facts);
  if (!hint) return 'denied';
  return `denied, ${escapeHtml(hint.text)}${hint.rule ? `<code>${escapeHtml(hint.rule)}</code>` : ''}`;
}

/**
 * The row itself, as HTML for a <summary> or a list item: decision, tool, the real input, the
 * model's label muted, then how it ended (duration, the rule that would permit a denial).
 */
export function rowSummary(row: CallRow, context: ReportContext): string {
  const subject = callSubject(row, context.workspaceRoot);
  const label = modelDescription(row);
  const lifted = row.decision?.liftedProtection ? '🔓 ' : '';
  const parts = [
    `${STATUS_ICON[row.status]} ${lifted}<b>${escapeHtml(subject.tool)}</b>${subject.text ? ` <code>${escapeHtml(subject.text)}</code>` : ''}${label ? ` <sub>${untrustedHtml(label)}</sub>` : ''}`,
  ];
  if (row.status === 'denied') {
    parts.push(row.decision ? deniedText(row.decision) : 'denied');
  } else if (row.status === 'error') {
    const code = row.content ? exitCode(row.content) : null;
    parts.push(code ? `failed (exit code ${code})` : 'failed');
  } else if (row.status !== 'success') {
    parts.push(STATUS_WORD[row.status]);
  }
  if (row.decision?.liftedProtection) parts.push(`protected path ${escapeHtml(row.decision.liftedProtection)} lifted by a rule`);
  if (row.destructive) parts.push('⚠️ destructive');
  if (row.durationMs !== undefined && row.status !== 'denied') parts.push(formatDuration(row.durationMs));
  return parts.join(' · ');
}

function checklist(todos: readonly TodoItem[]): string {
  return todos
    .map((todo) => {
      const box = todo.status === 'completed' ? '[x]' : '[ ]';
      const text = oneLine(todo.status === 'in_progress' ? todo.activeForm || todo.content : todo.content, 200);
      return `- ${box} ${todo.status === 'in_progress' ? `**${text}**` : text}`;
    })
    .join('\n');
}

/** What the model got, minus the lines that tell it where the saved output is. */
function resultText(row: CallRow): string {
  const text = forReader(row.content ?? '');
  return row.persistedPath ? text.split('\n').filter((line) => !line.includes(row.persistedPath!)).join('\n').trimEnd() : text;
}

function outputPreview(row: CallRow, context: ReportContext, bounds: PreviewBounds): string {
  const todos = row.subject?.kind === 'plan' ? row.subject.todos : null;
  if (todos) return todos.length > 0 ? checklist(todos) : '_The plan was emptied._';
  const saved = row.saved;
  const text = saved ? saved.head : resultText(row);
  if (text === '' && !saved?.tail) return row.status === 'running' ? '' : '_No output._';
  const preview = saved ? savedPreview(saved.head, saved.tail, bounds) : previewText(text, bounds);
  const file = fullOutputFile(row, context.outputDir);
  const shown = codeBlock(preview.text, /^@@ -\d/m.test(preview.text) ? 'diff' : '');
  if (!preview.cut) return shown;
  const size = saved ? `${formatCount(saved.bytes)} bytes` : `${formatCount(splitLines(text).length)} lines`;
  const where = file ? `the whole output${size ? ` (${size})` : ''}: ${fileLink(file, context)}` : 'the whole output is in the transcript';
  return `${shown}\n\n<sub>Head and tail shown; ${where}</sub>`;
}

function denialText(row: CallRow): string {
  const decision = row.decision;
  const reason = decision?.reason ?? forReader(row.content ?? '');
  const lines = [`**Denied:** ${oneLine(reason, 600)}`];
  if (decision?.unpermittable && decision.liftingRule) {
    lines.push(`Refused whatever the mode or a broad rule allows: ${decision.unpermittable}. Only an allow rule that names the path lifts it, such as ${inlineCode(decision.liftingRule)}.`);
  } else if (decision?.unpermittable) lines.push(`Nothing can permit this: ${decision.unpermittable}.`);
  else if (decision?.suggestedRule) lines.push(`To permit it, add ${inlineCode(decision.suggestedRule)} to the policy's \`permissions.allow\`.`);
  return lines.join('\n\n');
}

function destructiveText(row: CallRow): string {
  if (row.subject?.kind === 'mcp') {
    return '⚠️ **Destructive:** the MCP server does not annotate this tool as non-destructive (`destructiveHint: false`), so its changes count as ones that may not be undone.';
  }
  return `⚠️ **Destructive:** ${escapeHtml(row.toolName)} counts this call as one that may destroy work git cannot give back (a forced push, a hard reset, a recursive delete).`;
}

/** What opens under the row: the whole command when it was shortened, why it was denied, a bounded preview. */
export function rowBody(row: CallRow, context: ReportContext, bounds: PreviewBounds = FULL_PREVIEW): string {
  const subject = callSubject(row, context.workspaceRoot);
  const parts: string[] = [];
  if (subject.full !== null) parts.push(codeBlock(subject.full, subject.language));
  if (row.decision?.liftedProtection) {
    parts.push(`🔓 The protected path ${inlineCode(row.decision.liftedProtection)} was open to this call because ${row.decision.rule ? inlineCode(row.decision.rule) : 'a rule'} names it.`);
  }
  if (row.destructive) parts.push(destructiveText(row));
  if (row.status === 'denied') parts.push(denialText(row));
  else if (bounds.lines > 0) parts.push(outputPreview(row, context, bounds));
  return parts.filter(Boolean).join('\n\n');
}

/** A connection the sandbox refused, or another denial with no call row of its own. */
export function denialRow(denial: Denial, context: ReportContext): string {
  const subject = callSubject(denial, context.workspaceRoot);
  const what = denial.kind === 'network' ? 'network' : subject.tool;
  const facts = { suggestedRule: denial.suggestedRule, unpermittable: denial.unpermittable ?? null, liftingRule: denial.liftingRule ?? null };
  const summary = [`🚫 <b>${escapeHtml(what)}</b>${subject.text ? ` <code>${escapeHtml(subject.text)}</code>` : ''}`, deniedText(facts)].join(' · ');
  const body = [`**Denied:** ${oneLine(denial.reason, 600)}`];
  if (denial.suggestedRule && !denial.unpermittable) body.push(`To permit it, add ${inlineCode(denial.suggestedRule)} to the policy.`);
  return `<details><summary>${summary}</summary>\n\n${body.join('\n\n')}\n\n</details>`;
}
