import type { Conclusion } from './events.js';
import { callModel, type ModelCallOutcome } from './model-call.js';
import { MAX_RETRY_MAX_TOKENS } from './options.js';
import { requestParts, type SessionState } from './session-state.js';
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

/** A model call, and when its reply cut a tool call short, one more try with more room. */
async function callForTurn(state: SessionState): Promise<ModelCallOutcome> {
  const parts = await requestParts(state);
  const first = await callModel(state, parts, state.maxTokens);
  if (first.kind !== 'reply' || resolveTurn(first.reply).kind !== 'retry_cut_tool_use') return first;
  const room = Math.min(MAX_RETRY_MAX_TOKENS, Math.max(first.maxTokens * 2, state.maxTokens));
  if (room <= first.maxTokens) return first;
  state.emit({
    type: 'warning',
    message: `A tool call was cut off at max_tokens (${first.maxTokens}); retrying once with ${room}.`,
  });
  return callModel(state, parts, room, first.maxTokens + 1);
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
  let reminders = 0;
  let pauses = 0;
  let lastSignature: string | null = null;
  let identicalTurns = 0;
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

    const { reply } = outcome;
    const resolution = resolveTurn(reply);
    if (resolution.kind === 'retry_cut_tool_use') {
      state.turns = turn;
      return { conclusion: 'model_error', reason: 'A tool call was cut off at max_tokens twice; the model needs more output room than allowed.' };
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

    pauses = resolution.kind === 'resume_paused' ? pauses + 1 : 0;
    if (resolution.kind !== 'run_tools') lastSignature = null;
    switch (resolution.kind) {
      case 'run_tools': {
        const signature = toolTurnSignature(resolution.toolUses);
        identicalTurns = signature === lastSignature ? identicalTurns + 1 : 1;
        lastSignature = signature;
        const repeated = identicalTurns >= state.guards.maxIdenticalToolTurns;
        const unready = await options.readiness?.failure(state);
        if (unready) {
          // Every call is answered (the conversation stays whole), none runs, and no model request follows.
          state.messages.push((await executeToolUses(state, resolution.toolUses, `Not run: ${unready}`)).message);
          return { conclusion: 'error', reason: unready };
        }
        const stoppedMeanwhile = stoppedEnding(state, options);
        if (stoppedMeanwhile) return stoppedMeanwhile;
        const execution = await executeToolUses(state, resolution.toolUses, repeated ? repeatedCallsMessage(identicalTurns) : undefined);
        state.messages.push(execution.message);
        if (repeated) {
          return {
            conclusion: 'model_error',
            reason: `The model made the same tool calls ${identicalTurns} turns in a row; the session stopped instead of looping.`,
          };
        }
        if (execution.preventContinuation !== undefined) {
          return { conclusion: 'cancelled', reason: `A hook stopped the session: ${execution.preventContinuation}` };
        }
        if (answered()) return succeed(`The model gave its answer through ${options.structuredOutput!.toolName}.`);
        break;
      }
      case 'resume_paused':
        if (pauses >= state.guards.maxConsecutivePauses) {
          return { conclusion: 'model_error', reason: `The model paused its turn (pause_turn) ${pauses} times in a row without finishing; the session stopped.` };
        }
        break;
      case 'continue_cut_text':
        state.messages.push({ role: 'user', content: [{ type: 'text', text: CONTINUE_AFTER_CUT_TEXT }] });
        break;
      case 'finish': {
        if (resolution.conclusion !== 'success') return { conclusion: resolution.conclusion, reason: resolution.reason };
        const required = options.structuredOutput?.toolName;
        if (required === undefined) return succeed(resolution.reason);
        if (reminders < STRUCTURED_OUTPUT_REMINDERS) {
          reminders += 1;
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
