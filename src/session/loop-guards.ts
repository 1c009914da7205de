import type { ToolUseBlockParam } from '../model/wire.js';

/** Bounds on a model that never stops on its own; each ends the session with a clear reason. */
export interface LoopGuards {
  /** Tool calls run from one assistant message; the rest are answered with an error, not run. */
  readonly maxToolCallsPerTurn: number;
  /** `pause_turn` replies in a row before the session ends. */
  readonly maxConsecutivePauses: number;
  /** Turns in a row with exactly the same tool calls (names and inputs) before the session ends. */
  readonly maxIdenticalToolTurns: number;
}

export const DEFAULT_LOOP_GUARDS: LoopGuards = { maxToolCallsPerTurn: 50, maxConsecutivePauses: 10, maxIdenticalToolTurns: 5 };

/** The same calls in the same order give the same signature, whatever their ids. */
export function toolTurnSignature(toolUses: readonly ToolUseBlockParam[]): string {
  return JSON.stringify(toolUses.map((block) => [block.name, block.input]));
}

export const tooManyCallsMessage = (count: number, max: number): string =>
  `Not run: this message had ${count} tool calls and at most ${max} run per turn. Send the remaining calls in your next message.`;

export const repeatedCallsMessage = (turns: number): string =>
  `Not run: the same tool calls were made ${turns} turns in a row, so the session stops here.`;
