/**
 * What the provider fakes (fake-bedrock-api.ts, fake-vertex-api.ts) share with the Messages API
 * fake: the same scripts (`scripted-model.ts` helpers), the same Messages API events and usage,
 * the same faults (`breakAfter`, `endAfter`, `errorEventAfter`). Only the framing on the wire
 * differs, so each fake gives a sink that frames one event.
 */
import { servedMessage, sseEvents, wait, type RecordedRequest, type Script, type ScriptedMessage, type ScriptedReply, type ServedReply } from './fake-messages-api.js';
import type { ModelBehaviour } from './fake-model-behaviour.js';

export interface ReplyQueue {
  take(request: RecordedRequest, index: number): ScriptedReply;
  push(...replies: ScriptedReply[]): void;
}

export function replyQueue(script: Script | undefined, service: string): ReplyQueue {
  const queue: ScriptedReply[] = Array.isArray(script) ? [...script] : [];
  const scriptFn = typeof script === 'function' ? script : null;
  return {
    take: (request, index) =>
      (scriptFn ? scriptFn(request, index) : queue.shift()) ?? { kind: 'error', status: 500, message: `The fake ${service} has no scripted reply left.` },
    push: (...replies) => queue.push(...replies),
  };
}

export interface EventSink {
  /** One Messages API event, framed as the provider frames it; resolves once written. */
  event(event: { readonly type: string }): Promise<void>;
  /** The provider's in-stream error (Anthropic's `overloaded_error`, Bedrock's `throttlingException`). */
  streamError(): void;
  end(): void;
  /** Cuts the connection without ending the response. */
  destroy(): void;
}

/** A scripted message as the API serves it (blocks it adds, usage): see servedMessage. */
export const served = (reply: ScriptedMessage, request: RecordedRequest, behaviour: ModelBehaviour) => servedMessage(reply, request, behaviour);

/** Serves one scripted message (as `served` made it) as a stream: whole, or broken, cut short or failed where the script says. */
export async function streamScriptedMessage(
  reply: ScriptedMessage,
  answer: ReturnType<typeof servedMessage>,
  request: RecordedRequest,
  id: string,
  sink: EventSink,
): Promise<ServedReply> {
  const usage = answer.usage;
  const events = sseEvents(answer.message, request, usage, id) as { type: string }[];
  const partial = (sent: number) => (sent > 0 ? { ...usage, output_tokens: 1 } : null);
  let sent = 0;
  for (const event of events) {
    if (reply.breakAfter !== undefined && sent >= reply.breakAfter) {
      // Let the client read what was sent, then cut the connection.
      await wait(30);
      sink.destroy();
      return { request, reply, usage: partial(sent), completed: false };
    }
    if (reply.endAfter !== undefined && sent >= reply.endAfter) {
      sink.end();
      return { request, reply, usage: partial(sent), completed: false };
    }
    if (reply.errorEventAfter !== undefined && sent >= reply.errorEventAfter) {
      sink.streamError();
      sink.end();
      return { request, reply, usage: partial(sent), completed: false };
    }
    await sink.event(event);
    sent++;
  }
  sink.end();
  return { request, reply, usage, completed: true };
}
