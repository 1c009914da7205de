/**
 * What the Messages API does beyond answering from a script, shared by the loopback fakes
 * (fake-messages-api.ts, and through scripted-stream.ts the Bedrock and Vertex fakes):
 * - a context window: a prompt over it is refused with the API's 400 `prompt is too long`;
 * - thinking: with `thinking` on, every reply starts with a thinking block signed by the fake; a
 *   thinking block sent back changed, or a tool-use turn sent back without its thinking block, is
 *   refused as the API refuses it; `budget_tokens` and `temperature` are checked;
 * - server-side compaction (`context_management.edits: [compact_20260112]` with the
 *   `compact-2026-01-12` beta): over the trigger, the reply starts with a signed `compaction` block;
 *   everything before the newest compaction block in a request is dropped (not counted); the
 *   compaction's own usage is reported only in `usage.iterations`; a compaction block sent back
 *   changed is refused. `compaction: 'refuse'` answers any `context_management` with a 400 naming it,
 *   as Bedrock, Vertex AI or a gateway in front of the API does.
 * Prompt tokens are bytes / 4 of the request as the API keeps it, as elsewhere in the fakes.
 */
import { createHmac } from 'node:crypto';

export interface ModelBehaviour {
  /** Refuse prompts of more tokens than this (none by default). */
  readonly contextWindow?: number;
  /** `offer` (the Messages API fake's default) or `refuse` (the Bedrock and Vertex fakes' default). */
  readonly compaction?: 'offer' | 'refuse';
  /** The summary a server-side compaction writes; by default one line naming what it replaced. */
  readonly summarize?: (kept: readonly unknown[]) => string;
}

export interface BehaviourRequest {
  readonly raw: string;
  readonly body: Record<string, unknown>;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

export const COMPACTION_BETA = 'compact-2026-01-12';
export const DEFAULT_COMPACTION_TRIGGER = 150_000;
const MIN_COMPACTION_TRIGGER = 50_000;
const SIGNING_KEY = 'the loopback API signs what it issues';

const tokensOf = (text: string) => Math.ceil(Buffer.byteLength(text, 'utf8') / 4);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const signThinking = (thinking: string) => `sig_${createHmac('sha256', SIGNING_KEY).update(`thinking\0${thinking}`).digest('base64url')}`;
export const signCompaction = (content: string, encrypted: string) =>
  `sig_${createHmac('sha256', SIGNING_KEY).update(`compaction\0${content}\0${encrypted}`).digest('base64url')}`;

function blocks(message: unknown): unknown[] {
  return isRecord(message) && Array.isArray(message.content) ? message.content : [];
}

/** The messages the API keeps: from the newest compaction block on (earlier ones are dropped). */
export function keptMessages(messages: readonly unknown[]): unknown[] {
  for (let index = messages.length - 1; index >= 0; index--) {
    const content = blocks(messages[index]);
    const at = content.findLastIndex((block) => isRecord(block) && block.type === 'compaction');
    if (at >= 0) return [{ ...(messages[index] as Record<string, unknown>), content: content.slice(at) }, ...messages.slice(index + 1)];
  }
  return [...messages];
}

const hasCompactionBlock = (messages: readonly unknown[]) => messages.some((message) => blocks(message).some((block) => isRecord(block) && block.type === 'compaction'));

/** The prompt's tokens as the API counts them: the raw body, or after a compaction block only what follows it. */
export function promptTokens(request: Pick<BehaviourRequest, 'raw' | 'body'>): number {
  const messages = Array.isArray(request.body.messages) ? request.body.messages : [];
  if (!hasCompactionBlock(messages)) return tokensOf(request.raw);
  return tokensOf(JSON.stringify({ ...request.body, messages: keptMessages(messages) }));
}

function thinkingOn(body: Record<string, unknown>): boolean {
  return isRecord(body.thinking) && (body.thinking.type === 'adaptive' || body.thinking.type === 'enabled');
}

function compactionEdit(body: Record<string, unknown>): Record<string, unknown> | null {
  const edits = isRecord(body.context_management) && Array.isArray(body.context_management.edits) ? body.context_management.edits : [];
  return (edits.find((edit) => isRecord(edit) && edit.type === 'compact_20260112') as Record<string, unknown> | undefined) ?? null;
}

function triggerOf(edit: Record<string, unknown>): number {
  return isRecord(edit.trigger) && typeof edit.trigger.value === 'number' ? edit.trigger.value : DEFAULT_COMPACTION_TRIGGER;
}

function betas(headers: BehaviourRequest['headers']): string[] {
  const value = headers['anthropic-beta'];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).split(',').map((beta) => beta.trim());
}

/** What the API refuses in a request for these behaviours, with its message; null when it is accepted. */
export function behaviourProblem(request: BehaviourRequest, behaviour: ModelBehaviour): string | null {
  const { body } = request;
  if (body.context_management !== undefined) {
    if (behaviour.compaction === 'refuse') return 'context_management: Extra inputs are not permitted';
    if (compactionEdit(body) && !betas(request.headers).includes(COMPACTION_BETA)) {
      return `context_management.edits.0: the compact_20260112 edit requires the "anthropic-beta: ${COMPACTION_BETA}" header`;
    }
    const edit = compactionEdit(body);
    if (edit && triggerOf(edit) < MIN_COMPACTION_TRIGGER) return `context_management.edits.0.trigger.value: Input should be greater than or equal to ${MIN_COMPACTION_TRIGGER}`;
  }
  if (thinkingOn(body)) {
    if (body.temperature !== undefined && body.temperature !== 1) return '`temperature` may only be set to 1 when thinking is enabled or in adaptive mode.';
    const thinking = body.thinking as Record<string, unknown>;
    if (thinking.type === 'enabled') {
      const budget = typeof thinking.budget_tokens === 'number' ? thinking.budget_tokens : 0;
      if (budget < 1024) return 'thinking.enabled.budget_tokens: Input should be greater than or equal to 1024';
      if (typeof body.max_tokens === 'number' && body.max_tokens <= budget) return '`max_tokens` must be greater than `thinking.budget_tokens`.';
    }
  }
  const messages = Array.isArray(body.messages) ? body.messages : [];
  for (const [index, message] of messages.entries()) {
    for (const [at, block] of blocks(message).entries()) {
      if (!isRecord(block)) continue;
      if (block.type === 'thinking' && (typeof block.thinking !== 'string' || block.signature !== signThinking(block.thinking))) {
        return `messages.${index}.content.${at}: Invalid \`signature\` in \`thinking\` block`;
      }
      if (block.type === 'compaction' && typeof block.content === 'string') {
        if (block.signature !== signCompaction(block.content, String(block.encrypted_content ?? ''))) return `messages.${index}.content.${at}: Invalid \`signature\` in \`compaction\` block`;
      }
    }
  }
  if (thinkingOn(body)) {
    const kept = keptMessages(messages);
    const last = kept.at(-1);
    const answersTools = blocks(last).some((block) => isRecord(block) && block.type === 'tool_result');
    const assistant = kept.at(-2);
    if (answersTools && isRecord(assistant) && assistant.role === 'assistant') {
      const first = blocks(assistant).find((block) => !(isRecord(block) && block.type === 'compaction'));
      if (!isRecord(first) || (first.type !== 'thinking' && first.type !== 'redacted_thinking')) {
        return `messages.${kept.length - 2}.content.0.type: Expected \`thinking\` or \`redacted_thinking\`, but found \`${isRecord(first) ? String(first.type) : 'nothing'}\`. When \`thinking\` is enabled, a final \`assistant\` message must start with a thinking block (preceeding the lastmost set of \`tool_use\` and \`tool_result\` blocks).`;
      }
    }
  }
  const window = behaviour.contextWindow;
  if (window !== undefined) {
    const tokens = promptTokens(request);
    if (tokens > window) return `prompt is too long: ${tokens} tokens > ${window} maximum`;
  }
  return null;
}

/** One iteration of `usage.iterations`. */
export interface IterationUsage {
  readonly type: 'compaction' | 'message';
  readonly input_tokens: number;
  readonly output_tokens: number;
  readonly cache_creation_input_tokens: number;
  readonly cache_read_input_tokens: number;
}

export type ServedBlock =
  | { readonly type: 'thinking'; readonly thinking: string; readonly signature: string }
  | { readonly type: 'compaction'; readonly content: string; readonly encrypted_content: string; readonly signature: string };

/** What the API adds to a scripted reply: blocks before the script's, the prompt tokens it bills, and the compaction's usage. */
export interface ServedExtras {
  readonly before: readonly ServedBlock[];
  /** The prompt the reply's own sampling read (after a compaction, the compacted one). */
  readonly inputTokens: number;
  readonly compaction: IterationUsage | null;
}

let issued = 0;

/** The blocks the API puts before a scripted reply to this request, and what it bills for the prompt. */
export function serveExtras(request: BehaviourRequest, behaviour: ModelBehaviour): ServedExtras {
  const { body } = request;
  const before: ServedBlock[] = [];
  let inputTokens = promptTokens(request);
  let compaction: IterationUsage | null = null;
  const edit = behaviour.compaction === 'refuse' ? null : compactionEdit(body);
  if (edit && inputTokens > triggerOf(edit)) {
    const kept = keptMessages(Array.isArray(body.messages) ? body.messages : []);
    const maxBytes = (typeof body.max_tokens === 'number' ? body.max_tokens : 4096) * 4;
    const summary = (behaviour.summarize?.(kept) ?? `Summary of ${kept.length} messages compacted by the loopback API.`).slice(0, maxBytes);
    const encrypted = `enc_${++issued}_${createHmac('sha256', SIGNING_KEY).update(summary).digest('hex').slice(0, 16)}`;
    before.push({ type: 'compaction', content: summary, encrypted_content: encrypted, signature: signCompaction(summary, encrypted) });
    compaction = { type: 'compaction', input_tokens: inputTokens, output_tokens: tokensOf(summary), cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    inputTokens = tokensOf(JSON.stringify({ ...body, messages: [{ role: 'assistant', content: [before[0]] }] }));
  }
  if (thinkingOn(body)) {
    const thinking = `Thinking before answering request ${++issued}: which step comes next, and why.`;
    before.push({ type: 'thinking', thinking, signature: signThinking(thinking) });
  }
  return { before, inputTokens, compaction };
}
