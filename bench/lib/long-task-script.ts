/**
 * The long task's scripted model (`readEveryFile` of test/support/long-task.ts: one Read per turn,
 * a summary when asked for one) as both agents meet it on the wire. What Claude Code sends differs
 * from Tollgate's requests in three ways the script must see past (seen with Claude Code 2.1.197):
 * - it compacts client-side with a request that still offers its tools, without `tool_choice`, whose
 *   last user turn ends with a text asking for "a detailed summary of the conversation so far"
 *   (Tollgate's summary request says `tool_choice: none`, which is what the script looks for);
 * - it appends `role: "system"` messages after the tool results (its `mid-conversation-system`
 *   beta), so the tool result the script looks for is not in the last message;
 * - side requests without tools (a title, a quota check) expect a short text, not a Read;
 * - it asks for the summary inside `<summary>` tags, and Claude Code 2.1.328 asks a second time
 *   when the answer has none (2.1.197 took the plain text).
 */
import type { RecordedRequest, ScriptedReply } from '../../test/support/fake-messages-api.js';
import { isSummaryRequest, type ReadEveryFile } from '../../test/support/long-task.js';
import { endTurn } from '../../test/support/scripted-model.js';
import { isConversationRequest } from './agents.js';

/** The sentence of Claude Code's compaction prompt the script recognises it by. */
export const PEER_SUMMARY_PROMPT = 'create a detailed summary of the conversation so far';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function messagesOf(request: RecordedRequest): unknown[] {
  return Array.isArray(request.body.messages) ? request.body.messages : [];
}

function textsOf(message: unknown): string[] {
  if (!isRecord(message)) return [];
  if (typeof message.content === 'string') return [message.content];
  if (!Array.isArray(message.content)) return [];
  return message.content.flatMap((block) => (isRecord(block) && block.type === 'text' && typeof block.text === 'string' ? [block.text] : []));
}

/** Claude Code's client-side compaction: the last user turn asks for a summary of the conversation. */
function isPeerSummaryRequest(request: RecordedRequest): boolean {
  const lastUser = messagesOf(request).findLast((message) => isRecord(message) && message.role === 'user');
  return textsOf(lastUser).some((text) => text.includes(PEER_SUMMARY_PROMPT));
}

/** The request as the script reads it: `role: "system"` messages left out, and a summary request marked as Tollgate marks it. */
function asScriptSees(request: RecordedRequest, summary: boolean): RecordedRequest {
  const messages = messagesOf(request).filter((message) => !(isRecord(message) && message.role === 'system'));
  return { ...request, body: { ...request.body, messages, ...(summary ? { tool_choice: { type: 'none' } } : {}) } };
}

function inSummaryTags(reply: ScriptedReply): ScriptedReply {
  if (reply.kind === 'error') return reply;
  return { ...reply, content: reply.content.map((block) => (block.type === 'text' ? { ...block, text: `<summary>\n${block.text}\n</summary>` } : block)) };
}

/** The fake API's script for the long task, for either agent. */
export function longTaskScript(task: ReadEveryFile): (request: RecordedRequest) => ScriptedReply {
  return (request) => {
    const peerSummary = isPeerSummaryRequest(request);
    const summary = peerSummary || isSummaryRequest(request);
    if (!summary && !isConversationRequest(request)) return endTurn('OK.');
    const reply = task.script(asScriptSees(request, summary));
    return peerSummary ? inSummaryTags(reply) : reply;
  };
}
