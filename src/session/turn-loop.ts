import type { ModelCallError } from '../model/model-error.js';
import type { ModelReply } from '../model/model-client.js';
import { applyServerCompaction, compactConversation } from './compaction.js';
import type { Conclusion } from './events.js';
import { callModel, type ModelCallOutcome } from './model-call.js';
import { MAX_RETRY_MAX_TOKENS } from './options.js';
import { prepareRequest } from './prepare-request.js';
import type { RequestParts } from './request-builder.js';
import type { SessionState } from './session-state.js';
import { repeatedCallsMessage, toolTurnSignature } from './loop-guards.js';
import type { Readiness } from './readiness.js';
import { executeToolUses } from './tool-execution.js';
import { resolveTurn, textOf } from './turn-resolution.js';
import { describeError } from '../core/describe-error.js';

export interface Ending {
  readonly conclusion: Conclusion;
  readonly reason: string;
}

export interface TurnLoopOptions {
  readonly prompt: string;
  readonly maxTurns: number;
  readonly timeoutMs: number;
  /** The Stop hook: the model ended its turn. */
  readonly onStop?: () => Promise<void>;
  /** What must have settled before the first tool runs. */
  readonly readiness?: Readiness;
  /** The run's answer must come through this tool; see SessionOptions.structuredOutput. */
  readonly structuredOutput?: { readonly toolName: string };
}

/** How many times a model that ends its turn without the structured output is asked for it before the session fails. */
const STRUCTURED_OUTPUT_REMINDERS = 1;

export function structuredOutputReminder(toolName: string): string {
  return `You ended your turn without calling ${toolName}. This run needs its answer as structured output: call ${toolName} now with an object that matches its input schema.`;
}

export const CONTINUE_AFTER_CUT_TEXT =
  'Your previous reply was cut off at the max_tokens limit. Continue exactly where it stopped.';

function stoppedEnding(state: SessionState, options: TurnLoopOptions): Ending | null {
  if (!state.abort.signal.aborted) return null;
  if (state.stopCause === 'timeout') {
    return { conclusion: 'timeout', reason: `The session timed out after ${Math.round(options.timeoutMs / 1000)} s.` };
  }
  return { conclusion: 'cancelled', reason: `The session was cancelled${state.cancelReason ? ` (${state.cancelReason})` : ''}.` };
}

/** A 400 that names compaction: the provider or a gateway in front of it does not take `context_management`. */
function refusesCompaction(error: ModelCallError): boolean {
  return error.kind === 'invalid_request' && /context_management|compact/i.test(error.message);
}

/** The API refused the prompt as longer than the window, or stopped because the window was full. */
function overWindow(outcome: ModelCallOutcome): boolean {
  if (outcome.kind === 'failed') return outcome.error.kind === 'invalid_request' && /prompt is too long|input is too long|context window|too many (input )?tokens/i.test(outcome.error.message);
  return outcome.kind === 'reply' && outcome.reply.stopReason === 'model_context_window_exceeded';
}

/**
 * The API's refusal names the window it holds to ("prompt is too long: 201234 tokens > 200000
 * maximum"): when that is smaller than the one planned with (a table or policy that said more), the
 * rest of the run, the compaction's summary request first, plans with the API's.
 */
function learnWindowFromRefusal(state: SessionState, outcome: ModelCallOutcome): void {
  if (outcome.kind !== 'failed') return;
  const stated = /(\d+) tokens > (\d+) maximum/.exec(outcome.error.message);
  const window = stated ? Number(stated[2]) : NaN;
  if (Number.isSafeInteger(window) && window > 0 && window < state.window.tokens) {
    state.emit({ type: 'warning', message: `The model API holds this model to a ${window}-token context window, not the ${state.window.tokens} planned with; the rest of the run plans with ${window}.` });
    state.window.tokens = window;
  }
}

type TurnCall = ModelCallOutcome | { readonly kind: 'impossible'; readonly reason: string };

/** The window learns the prompt's real size from every reply of the conversation. */
function observeReply(state: SessionState, parts: RequestParts, reply: ModelReply): void {
  const { usage } = reply;
  const compactedFrom = usage.compaction ? usage.compaction.inputTokens + usage.compaction.cacheCreationInputTokens + usage.compaction.cacheReadInputTokens : undefined;
  state.window.observe(usage.inputTokens + usage.cacheCreationInputTokens + usage.cacheReadInputTokens, parts, compactedFrom);
}

/**
 * One turn's model call: prepared to fit the window (compacting first when it must), with the
 * provider's refusal of server-side compaction taken once for the rest of the run, one reactive
 * compaction when the API still finds the prompt too long, and when the reply cut a tool call or
 * a thinking block short, one more try with more room.
 */
async function callForTurn(state: SessionState): Promise<TurnCall> {
  let reactive = false;
  for (;;) {
    const prepared = await prepareRequest(state);
    if (prepared.kind !== 'ready') return prepared;
    const { parts, maxTokens } = prepared;
    const first = await callModel(state, parts, maxTokens);
    if (first.kind === 'failed' && parts.compactAt !== undefined && refusesCompaction(first.error)) {
      state.window.refuseServerCompaction(first.error.message);
      state.emit({ type: 'warning', message: `The model API refused server-side compaction (${first.error.message}); the rest of the run compacts client-side.` });
      continue;
    }
    if (!reactive && overWindow(first)) {
      reactive = true;
      learnWindowFromRefusal(state, first);
      state.emit({ type: 'warning', message: 'The model API found the prompt longer than the context window; compacting the conversation and trying once more.' });
      const compacted = await compactConversation(state, 'reactive');
      if (compacted.kind !== 'compacted') return compacted;
      continue;
    }
    if (first.kind !== 'reply') return first;
    observeReply(state, parts, first.reply);
    if (resolveTurn(first.reply).kind !== 'retry_cut_block') return first;
    const windowRoom = state.window.hardLimit(0) - prepared.promptTokens;
    const room = Math.min(MAX_RETRY_MAX_TOKENS, windowRoom, Math.max(first.maxTokens * 2, state.maxTokens));
    if (room <= first.maxTokens) return first;
    state.emit({
      type: 'warning',
      message: `The reply was cut off at max_tokens (${first.maxTokens}) inside a tool call or a thinking block; retrying once with ${room}.`,
    });
    const second = await callModel(state, parts, room, first.maxTokens + 1);
    if (second.kind === 'reply') observeReply(state, parts, second.reply);
    return second;
  }
}

/** The loop: prepare → call (with retries) → resolve → run tools, until something ends it. */
export async function runTurns(state: SessionState, options: TurnLoopOptions): Promise<Ending> {
  state.messages.push({ role: 'user', content: [{ type: 'text', text: options.prompt }] });
  const succeed = async (reason: string): Promise<Ending> => {
    // Stop hooks run commands: like a tool, not before the work beside the first request has settled, nor after it failed.
    const unready = await options.readiness?.failure(state);
    if (unready) return { conclusion: 'error', reason: unready };
    if (options.onStop) {
      await options.onStop().catch((error: unknown) => state.emit({ type: 'warning', message: `The Stop hook failed: ${describeError(error)}` }));
    }
    return { conclusion: 'success', reason };
  };
  const answered = () => options.structuredOutput !== undefined && state.context.getAppState().structuredOutput !== null;
  const { loop } = state;
  for (;;) {
    const stopped = stoppedEnding(state, options);
    if (stopped) return stopped;
    if (state.turns >= options.maxTurns) {
      return { conclusion: 'max_turns', reason: `The session reached its limit of ${options.maxTurns} turns.` };
    }
    const turn = state.turns + 1;
    state.emit({ type: 'turn_start', turn });

    const outcome = await callForTurn(state);
    if (outcome.kind === 'stopped') return stoppedEnding(state, options) ?? { conclusion: 'cancelled', reason: 'The session was cancelled.' };
    if (outcome.kind === 'budget_exhausted') return { conclusion: 'budget_exhausted', reason: outcome.reason };
    if (outcome.kind === 'failed') return { conclusion: 'model_error', reason: outcome.error.message };
    if (outcome.kind === 'impossible') return { conclusion: 'model_error', reason: `The conversation could not be fitted into the model's context window: ${outcome.reason}.` };

    const { reply } = outcome;
    const resolution = resolveTurn(reply);
    if (resolution.kind === 'retry_cut_block') {
      state.turns = turn;
      return { conclusion: 'model_error', reason: 'The reply was cut off at max_tokens twice, inside a tool call or a thinking block; the model needs more output room than allowed.' };
    }
    state.turns = turn;
    for (const block of reply.content) {
      if (block.type === 'text' && block.text.trim() !== '') state.emit({ type: 'assistant_text', turn, text: block.text });
    }
    const text = textOf(reply.content);
    if (text.trim() !== '') state.finalText = text;
    // The API refuses empty and whitespace-only text blocks, even its own echoed back.
    const echoed = reply.content.filter((block) => block.type !== 'text' || block.text.trim() !== '');
    // With nothing left, no assistant message: the API joins consecutive user messages.
    if (echoed.length > 0) state.messages.push({ role: 'assistant', content: echoed });
    applyServerCompaction(state, reply);

    loop.pauses = resolution.kind === 'resume_paused' ? loop.pauses + 1 : 0;
    if (resolution.kind !== 'run_tools') loop.lastSignature = null;
    switch (resolution.kind) {
      case 'run_tools': {
        const signature = toolTurnSignature(resolution.toolUses);
        loop.identicalTurns = signature === loop.lastSignature ? loop.identicalTurns + 1 : 1;
        loop.lastSignature = signature;
        const repeated = loop.identicalTurns >= state.guards.maxIdenticalToolTurns;
        const unready = await options.readiness?.failure(state);
        if (unready) {
          // Every call is answered (the conversation stays whole), none runs, and no model request follows.
          state.messages.push((await executeToolUses(state, resolution.toolUses, `Not run: ${unready}`)).message);
          return { conclusion: 'error', reason: unready };
        }
        const stoppedMeanwhile = stoppedEnding(state, options);
        if (stoppedMeanwhile) return stoppedMeanwhile;
        const execution = await executeToolUses(state, resolution.toolUses, repeated ? repeatedCallsMessage(loop.identicalTurns) : undefined);
        state.messages.push(execution.message);
        if (repeated) {
          return {
            conclusion: 'model_error',
            reason: `The model made the same tool calls ${loop.identicalTurns} turns in a row; the session stopped instead of looping.`,
          };
        }
        if (execution.preventContinuation !== undefined) {
          return { conclusion: 'cancelled', reason: `A hook stopped the session: ${execution.preventContinuation}` };
        }
        if (answered()) return succeed(`The model gave its answer through ${options.structuredOutput!.toolName}.`);
        break;
      }
      case 'resume_paused':
        if (loop.pauses >= state.guards.maxConsecutivePauses) {
          return { conclusion: 'model_error', reason: `The model paused its turn (pause_turn) ${loop.pauses} times in a row without finishing; the session stopped.` };
        }
        break;
      case 'continue_cut_text':
        state.messages.push({ role: 'user', content: [{ type: 'text', text: CONTINUE_AFTER_CUT_TEXT }] });
        break;
      case 'finish': {
        if (resolution.conclusion !== 'success') return { conclusion: resolution.conclusion, reason: resolution.reason };
        const required = options.structuredOutput?.toolName;
        if (required === undefined) return succeed(resolution.reason);
        if (loop.reminders < STRUCTURED_OUTPUT_REMINDERS) {
          loop.reminders += 1;
          state.messages.push({ role: 'user', content: [{ type: 'text', text: structuredOutputReminder(required) }] });
          break;
        }
        return {
          conclusion: 'model_error',
          reason: `The model ended without giving the structured output this run requires (output_schema): it never called ${required} with a valid object, also after being reminded.`,
        };
      }
    }
  }
}
