import type { MessageParam, Tool as ApiTool } from '../model/wire.js';

/**
 * Bytes of request JSON assumed per token before the API has reported a prompt's size.
 * Tokenizers give about 4 bytes of English or code per token; 3 errs high. Once the API reported
 * one, the session uses what that conversation measured (a little denser, to err high still).
 */
export const BYTES_PER_TOKEN = 3;
const LEARNED_SHARE = 0.9;
const MIN_BYTES_PER_TOKEN = 2;
const MAX_BYTES_PER_TOKEN = 3.5;
/** The API's floor for a server-side compaction trigger. */
export const MIN_SERVER_TRIGGER = 50_000;
/** One tool result may take this share of the window; all the results of one turn together, this one. */
const RESULT_SHARE = 0.125;
const TURN_RESULTS_SHARE = 0.35;

export type CompactionKind = 'server' | 'client' | 'reactive';

/** One compaction, as the report and result.json show it. */
export interface ContextCompaction {
  /** The turn whose request it preceded (client, reactive) or happened in (server). */
  readonly turn: number;
  readonly kind: CompactionKind;
  readonly tokensBefore: number;
  readonly tokensAfter: number;
  readonly costUsd: number;
}

export interface ContextSummary {
  /** The window the session planned with, in input tokens. */
  readonly window: number;
  /** The largest prompt sent, in tokens, as the API reported it. */
  readonly peakInputTokens: number;
  readonly compactions: readonly ContextCompaction[];
}

/** Server-side compaction: offered (sent on every request), or why not. */
export type ServerCompaction = { readonly offered: true } | { readonly offered: false; readonly why: string };

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

/**
 * What the session knows of its context window: the window, the prompt's size (the last size the
 * API reported plus an estimate of what was added since), the thresholds that follow from them, and
 * the compactions so far. The turn loop's prepare step asks it before every request.
 */
export class ContextWindow {
  private windowTokens: number;
  private server: ServerCompaction;
  /** The prompt the API last reported, and the part of the conversation it covered. */
  private baseline: { promptTokens: number; messages: number; toolsBytes: number } | null = null;
  private bytesPerToken = BYTES_PER_TOKEN;
  private peak = 0;
  private readonly done: ContextCompaction[] = [];

  constructor(
    window: number,
    server: ServerCompaction,
    /** The output room a request keeps (the session's `max_tokens`). */
    private readonly outputReserve: number,
  ) {
    this.windowTokens = window;
    this.server = server;
  }

  get tokens(): number {
    return this.windowTokens;
  }

  /** A window learnt later (the Models API) replaces the table's; the estimate is unaffected. */
  set tokens(window: number) {
    this.windowTokens = window;
  }

  get serverCompaction(): ServerCompaction {
    return this.server.offered && this.serverTrigger < MIN_SERVER_TRIGGER
      ? { offered: false, why: `the window leaves less than the API's ${MIN_SERVER_TRIGGER}-token floor for a compaction trigger` }
      : this.server;
  }

  /** The provider or a gateway refused `context_management`: the rest of the run compacts client-side. */
  refuseServerCompaction(why: string): void {
    this.server = { offered: false, why };
  }

  private get margin(): number {
    return Math.max(2_048, Math.ceil(this.windowTokens * 0.02));
  }

  /** At this many prompt tokens the conversation is compacted (the server-side trigger too). */
  get compactAt(): number {
    return this.windowTokens - Math.min(this.outputReserve, Math.floor(this.windowTokens / 4)) - this.margin;
  }

  /**
   * The trigger sent for server-side compaction: below the client-side threshold by a tenth of the
   * window, so that a turn's results can grow the prompt past the trigger (where the API compacts)
   * without also passing the largest prompt that may be sent (where the session must compact first).
   */
  get serverTrigger(): number {
    return this.compactAt - Math.floor(this.windowTokens / 10);
  }

  /** The largest prompt that may be sent: it must leave `minOutput` tokens of answer inside the window. */
  hardLimit(minOutput: number): number {
    return this.windowTokens - minOutput - this.margin;
  }

  /** The most characters one tool result may give the model before the rest is saved to a file. */
  get resultMaxChars(): number {
    return Math.floor(this.windowTokens * RESULT_SHARE * BYTES_PER_TOKEN);
  }

  /** The most characters the results of one turn may give the model together. */
  get turnResultsMaxChars(): number {
    return Math.floor(this.windowTokens * TURN_RESULTS_SHARE * BYTES_PER_TOKEN);
  }

  /**
   * The prompt's size in tokens, erring high: the API's last report plus what was appended since,
   * by its bytes; with nothing reported yet (or after a compaction), the whole request by its bytes.
   */
  estimate(system: string, tools: readonly ApiTool[], messages: readonly MessageParam[]): number {
    const toolsBytes = jsonBytes(tools);
    const base = this.baseline;
    if (base === null || base.messages > messages.length) return this.tokensFor(Buffer.byteLength(system, 'utf8') + toolsBytes + jsonBytes(messages));
    const added = jsonBytes(messages.slice(base.messages)) + Math.max(0, toolsBytes - base.toolsBytes);
    return base.promptTokens + this.tokensFor(added);
  }

  /** Tokens for this many bytes of request JSON, erring high. */
  tokensFor(bytes: number): number {
    return Math.ceil(bytes / this.bytesPerToken);
  }

  /**
   * What the API reported for a request: the new baseline, the peak, and (when nothing was
   * compacted away) how many bytes this conversation gives a token.
   */
  observe(promptTokens: number, request: { system: string; tools: readonly ApiTool[]; messages: readonly MessageParam[] }, compactedFrom?: number): void {
    this.peak = Math.max(this.peak, promptTokens, compactedFrom ?? 0);
    const toolsBytes = jsonBytes(request.tools);
    this.baseline = { promptTokens, messages: request.messages.length, toolsBytes };
    if (compactedFrom !== undefined || promptTokens <= 0) return;
    const measured = (Buffer.byteLength(request.system, 'utf8') + toolsBytes + jsonBytes(request.messages)) / promptTokens;
    this.bytesPerToken = Math.min(MAX_BYTES_PER_TOKEN, Math.max(MIN_BYTES_PER_TOKEN, measured * LEARNED_SHARE));
  }

  /** A prompt sent that is not the conversation's (a summary request): only the peak learns of it. */
  notePrompt(promptTokens: number): void {
    this.peak = Math.max(this.peak, promptTokens);
  }

  /** The conversation was rewritten: the next estimate counts it whole. */
  forgetBaseline(): void {
    this.baseline = null;
  }

  record(compaction: ContextCompaction): void {
    this.done.push(compaction);
  }

  summary(): ContextSummary {
    return { window: this.windowTokens, peakInputTokens: this.peak, compactions: [...this.done] };
  }
}
