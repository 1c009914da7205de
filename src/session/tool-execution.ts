import type { ContentBlockParam, MessageParam, ToolUseBlockParam } from '../model/wire.js';
import { persistLargeResult, resultText, RESULT_PREVIEW_CHARS } from '../core/large-result.js';
import type { ToolResultBlock } from '../core/tool-result-block.js';
import { distinctToolUses, runToolUses } from '../core/orchestration.js';
import type { ToolUseOutcome } from '../core/tool-use-outcome.js';
import { toolErrorBlock } from '../core/tool-error.js';
import { tooManyCallsMessage } from './loop-guards.js';
import type { Denial } from './events.js';
import type { SessionState } from './session-state.js';

export interface ToolExecution {
  /** The next user message: every tool_result first, in the model's order, then any extra text. */
  readonly message: MessageParam;
  readonly preventContinuation?: string;
}

function denialOf(outcome: ToolUseOutcome, input: unknown): Denial | null {
  if (outcome.status !== 'denied') return null;
  const decision = outcome.decision?.behavior === 'deny' ? outcome.decision : null;
  return {
    toolUseId: outcome.toolUseId,
    toolName: outcome.toolName,
    input: outcome.observableInput ?? (typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}),
    ...(outcome.subject ? { subject: outcome.subject } : {}),
    reason: decision?.reason ?? resultText(outcome.block).replace(/^<tool_use_error>([\s\S]*)<\/tool_use_error>$/, '$1'),
    rule: decision?.rule ?? null,
    suggestedRule: decision?.unpermittable ? null : (decision?.suggestedRule ?? null),
    ...(decision?.unpermittable ? { unpermittable: decision.unpermittable } : {}),
    ...(decision?.liftingRule ? { liftingRule: decision.liftingRule } : {}),
  };
}

/** One row per host and port the call's sandbox refused to connect to. */
function networkDenialsOf(outcome: ToolUseOutcome, input: unknown): Denial[] {
  const seen = new Set<string>();
  const rows: Denial[] = [];
  for (const refusal of outcome.refusals ?? []) {
    const target = `${refusal.host}:${refusal.port}`;
    if (seen.has(target)) continue;
    seen.add(target);
    rows.push({
      kind: 'network',
      toolUseId: outcome.toolUseId,
      toolName: outcome.toolName,
      input: outcome.observableInput ?? (typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}),
      ...(outcome.subject ? { subject: outcome.subject } : {}),
      reason: `the sandbox refused a connection to ${target}: ${refusal.reason}`,
      rule: null,
      suggestedRule: refusal.suggestedRule,
      ...(refusal.unpermittable ? { unpermittable: refusal.unpermittable } : {}),
    });
  }
  return rows;
}

/**
 * A copy of a tool input. structuredClone overflows the stack on inputs nested a few thousand
 * levels deep; JSON (the wire format they came in) copies them, and what neither can copy is
 * replaced by a value every schema rejects, so the call is answered with an error.
 */
function copyInput(input: unknown): unknown {
  try {
    return structuredClone(input);
  } catch {
    try {
      return JSON.parse(JSON.stringify(input)) as unknown;
    } catch {
      return null;
    }
  }
}

/** A call answered with an error without running (over the per-turn cap, or refused by a loop guard). */
function notRun(block: ToolUseBlockParam, message: string): ToolUseOutcome {
  return { toolUseId: block.id, toolName: block.name, block: toolErrorBlock(block.id, message), status: 'error', extraText: [], durationMs: 0 };
}

/**
 * The results of one turn together may take only their share of the context window: while they
 * are over it, the largest is saved to a file and the model gets its start and the path instead
 * (as one result over its own cap is), so no turn floods the window however many calls it made.
 */
async function fitTurnResults(state: SessionState, blocks: readonly ToolResultBlock[]): Promise<ToolResultBlock[]> {
  const limit = state.window.turnResultsMaxChars;
  const fitted = [...blocks];
  let total = fitted.reduce((sum, block) => sum + resultText(block).length, 0);
  const saved: string[] = [];
  while (total > limit) {
    const largest = fitted.reduce((best, block, index) => (resultText(block).length > resultText(fitted[best]!).length ? index : best), 0);
    const block = fitted[largest]!;
    const before = resultText(block).length;
    const persisted = await persistLargeResult(block, RESULT_PREVIEW_CHARS, state.context.outputDir).catch(() => null);
    if (persisted === null || resultText(persisted.block).length >= before) break;
    fitted[largest] = persisted.block;
    total -= before - resultText(persisted.block).length;
    saved.push(`${block.tool_use_id} (${before} characters) → ${persisted.path}`);
  }
  if (saved.length > 0) {
    state.emit({ type: 'warning', message: `This turn's tool results were larger than their share of the context window; the model got the start of each of these with the file holding all of it: ${saved.join('; ')}.` });
  }
  return fitted;
}

/**
 * Runs the tool_use blocks of one assistant message through the engine and answers every one.
 * At most `guards.maxToolCallsPerTurn` distinct calls run; the rest, or all of them when
 * `refuseAll` is given, are answered with an error result.
 */
export async function executeToolUses(
  state: SessionState,
  toolUses: readonly ToolUseBlockParam[],
  refuseAll?: string,
): Promise<ToolExecution> {
  const turn = state.turns;
  const distinct = distinctToolUses(toolUses);
  const cap = refuseAll === undefined ? Math.max(0, state.guards.maxToolCallsPerTurn) : 0;
  const refusal = refuseAll ?? tooManyCallsMessage(distinct.length, cap);
  const refused = distinct.slice(cap).map((block) => notRun(block, refusal));
  for (const block of distinct) state.emit({ type: 'tool_requested', turn, toolUseId: block.id, toolName: block.name, input: block.input });
  let todosSeen = JSON.stringify(state.context.getAppState().todos);
  // App state is one shared cell, so a todo change is visible as soon as the call that made it ends.
  const reportTodos = () => {
    const todos = state.context.getAppState().todos;
    const now = JSON.stringify(todos);
    if (now === todosSeen) return;
    todosSeen = now;
    state.emit({ type: 'todos', todos });
  };
  const context = state.context;
  // Tools get their own copy of the input: the conversation keeps the bytes the model sent.
  const blocks = distinct.slice(0, cap).map((block) => ({ id: block.id, name: block.name, input: copyInput(block.input) }));
  const result = await runToolUses(blocks, context, {
    gate: state.gate,
    hooks: state.hooks,
    now: state.now,
    onEvent: (event) => {
      state.emit({ ...event, turn });
      if (event.type === 'tool_result') reportTodos();
    },
  });
  state.context = result.context;
  for (const outcome of refused) {
    state.emit({ type: 'tool_result', turn, toolUseId: outcome.toolUseId, toolName: outcome.toolName, status: outcome.status, content: resultText(outcome.block), durationMs: 0 });
  }

  const content: ContentBlockParam[] = [];
  const extra: ContentBlockParam[] = [];
  const outcomes = [...result.outcomes, ...refused];
  const fitted = await fitTurnResults(state, outcomes.map((outcome) => outcome.block));
  for (const [index, outcome] of outcomes.entries()) {
    content.push(fitted[index]!);
    for (const text of outcome.extraText) if (text.trim() !== '') extra.push({ type: 'text', text });
    const input = toolUses.find((b) => b.id === outcome.toolUseId)?.input;
    const denial = denialOf(outcome, input);
    if (denial) state.denials.push(denial);
    state.denials.push(...networkDenialsOf(outcome, input));
  }
  reportTodos();

  return {
    message: { role: 'user', content: [...content, ...extra] },
    ...(result.preventContinuation ? { preventContinuation: result.preventContinuation } : {}),
  };
}
