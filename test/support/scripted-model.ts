/**
 * Brief helpers to script model turns for `fake-messages-api.ts`:
 *
 *   reply(text('Reading both files'), toolUse('Read', { path: 'a.ts' }), toolUse('Read', { path: 'b.ts' }))
 *   endTurn('All done.')                        // text, stop_reason end_turn
 *   withStop(reply(text('...')), 'max_tokens')  // any stop reason
 *   withUsage(endTurn('x'), { output_tokens: 50 })
 *   overloaded() / rateLimited(2) / serverError()   // HTTP 529 / 429 with retry-after / 500
 *   brokenAfter(endTurn('x'), 3)                // socket destroyed after 3 SSE events
 *
 * Tool ids default to `toolu_<message>_<index>`; pass one as the third argument of `toolUse` to fix it.
 */
import type { ApiUsage, ScriptedBlock, ScriptedError, ScriptedMessage, ScriptedStopReason } from './fake-messages-api.js';

export const text = (value: string): ScriptedBlock => ({ type: 'text', text: value });

export const toolUse = (name: string, input: Record<string, unknown>, id?: string): ScriptedBlock => ({
  type: 'tool_use',
  name,
  input,
  ...(id ? { id } : {}),
});

/** A message; the stop reason is `tool_use` when a block is a tool call, else `end_turn`. */
export const reply = (...content: ScriptedBlock[]): ScriptedMessage => ({ content });

export const endTurn = (value: string): ScriptedMessage => ({ content: [text(value)], stopReason: 'end_turn' });

export const withStop = (message: ScriptedMessage, stopReason: ScriptedStopReason): ScriptedMessage => ({ ...message, stopReason });

export const withUsage = (message: ScriptedMessage, usage: Partial<ApiUsage>): ScriptedMessage => ({ ...message, usage });

export const withDelay = <T extends ScriptedMessage | ScriptedError>(message: T, delayMs: number): T => ({ ...message, delayMs });

export const brokenAfter = (message: ScriptedMessage, events: number): ScriptedMessage => ({ ...message, breakAfter: events });

export const overloaded = (): ScriptedError => ({ kind: 'error', status: 529, type: 'overloaded_error', message: 'Overloaded' });

export const rateLimited = (retryAfterSeconds: number): ScriptedError => ({
  kind: 'error',
  status: 429,
  type: 'rate_limit_error',
  message: 'Rate limited',
  headers: { 'retry-after': String(retryAfterSeconds) },
});

export const serverError = (status = 500): ScriptedError => ({ kind: 'error', status, type: 'api_error', message: 'Internal error' });
