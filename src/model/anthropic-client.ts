import Anthropic, { APIConnectionError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import type { MessageStreamEvent } from '@anthropic-ai/sdk/resources/messages';
import type { CountTokensRequest, ModelCallOptions, ModelClient, ModelReply, ModelRequest } from './model-client.js';
import { kindForStatus, ModelCallError, parseRetryAfter } from './model-error.js';
import { replyContentToParams } from './reply-content.js';
import { usageFromApi, type ChargeableUsage } from './usage.js';
import { describeError } from '../core/describe-error.js';

export const DEFAULT_ANTHROPIC_BASE_URL = 'https://api.anthropic.com';

export interface AnthropicModelClientOptions {
  /** Passed in by the entry point; this module never reads the environment. */
  readonly apiKey: string;
  /** `ANTHROPIC_BASE_URL` or the `base_url` input, resolved by the caller; defaults to the public API. */
  readonly baseURL?: string;
  /** Per-request timeout of the HTTP client (the session has its own overall timeout). */
  readonly timeoutMs?: number;
  readonly defaultHeaders?: Readonly<Record<string, string>>;
}

/** The base URL an entry should use: the explicit option, else `ANTHROPIC_BASE_URL` from the env it passes. */
export function resolveAnthropicBaseUrl(explicit: string | undefined, env: Readonly<Record<string, string | undefined>>): string {
  const chosen = explicit?.trim() || env.ANTHROPIC_BASE_URL?.trim();
  return chosen ? chosen : DEFAULT_ANTHROPIC_BASE_URL;
}

/** Tracks what arrived before a stream broke, so the partial usage can still be charged. */
class StreamWatch {
  started: ChargeableUsage | null = null;
  reportedOutput = 0;
  receivedBytes = 0;
  stopped = false;

  observe(event: MessageStreamEvent): void {
    switch (event.type) {
      case 'message_start':
        this.started = usageFromApi(event.message.usage);
        break;
      case 'content_block_delta':
        if (event.delta.type === 'text_delta') this.receivedBytes += Buffer.byteLength(event.delta.text);
        else if (event.delta.type === 'input_json_delta') this.receivedBytes += Buffer.byteLength(event.delta.partial_json);
        else if (event.delta.type === 'thinking_delta') this.receivedBytes += Buffer.byteLength(event.delta.thinking);
        break;
      case 'message_delta':
        this.reportedOutput = Math.max(this.reportedOutput, event.usage.output_tokens);
        break;
      case 'message_stop':
        this.stopped = true;
        break;
      default:
        break;
    }
  }

  /**
   * What to charge for a message that never finished: the input the API reported at
   * message_start, and the larger of the reported output and one token per 3 bytes received.
   */
  partialUsage(): ChargeableUsage | null {
    if (!this.started) return null;
    const estimated = Math.ceil(this.receivedBytes / 3);
    return { ...this.started, outputTokens: Math.max(this.started.outputTokens, this.reportedOutput, estimated) };
  }
}

function toModelCallError(error: unknown, watch: StreamWatch | null, signal: AbortSignal | undefined): ModelCallError {
  const partialUsage = watch?.partialUsage() ?? null;
  if (error instanceof ModelCallError) return error;
  if (error instanceof APIUserAbortError || signal?.aborted) {
    return new ModelCallError({ kind: 'aborted', message: 'The model call was aborted.', partialUsage, cause: error });
  }
  if (error instanceof APIConnectionError) {
    const kind = watch?.started ? 'broken_stream' : 'connection';
    return new ModelCallError({ kind, message: `Connection to the model API failed: ${error.message}`, partialUsage, cause: error });
  }
  if (error instanceof APIError) {
    if (typeof error.status === 'number') {
      return new ModelCallError({
        kind: kindForStatus(error.status),
        status: error.status,
        message: `The model API answered ${error.status}: ${error.apiMessage ?? error.message}`,
        retryAfterMs: parseRetryAfter(error.headers),
        partialUsage,
        cause: error,
      });
    }
    // An `event: error` inside the stream (no HTTP status).
    const overloaded = error.type === 'overloaded_error' || /overloaded/i.test(error.message);
    return new ModelCallError({
      kind: overloaded ? 'overloaded' : 'broken_stream',
      message: `The model API reported an error mid-stream: ${error.apiMessage ?? error.message}`,
      partialUsage,
      cause: error,
    });
  }
  const message = describeError(error);
  return new ModelCallError({
    kind: watch?.started ? 'broken_stream' : 'connection',
    message: `The model stream failed: ${message}`,
    partialUsage,
    cause: error,
  });
}

/** The real Messages API through `@anthropic-ai/sdk`, streaming. The SDK's own retries are off. */
export function createAnthropicModelClient(options: AnthropicModelClientOptions): ModelClient {
  const client = new Anthropic({
    apiKey: options.apiKey,
    authToken: null,
    baseURL: options.baseURL ?? DEFAULT_ANTHROPIC_BASE_URL,
    maxRetries: 0,
    ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
    ...(options.defaultHeaders ? { defaultHeaders: { ...options.defaultHeaders } } : {}),
  });

  return {
    async createMessage(request: ModelRequest, callOptions: ModelCallOptions = {}): Promise<ModelReply> {
      const watch = new StreamWatch();
      try {
        const stream = client.messages.stream(request, callOptions.signal ? { signal: callOptions.signal } : {});
        stream.on('streamEvent', (event) => watch.observe(event));
        const message = await stream.finalMessage();
        if (!watch.stopped || message.stop_reason === null) {
          throw new ModelCallError({
            kind: 'broken_stream',
            message: 'The model stream ended before message_stop.',
            partialUsage: watch.partialUsage(),
          });
        }
        return {
          id: message.id,
          model: message.model,
          content: replyContentToParams(message.content),
          stopReason: message.stop_reason,
          usage: usageFromApi(message.usage),
        };
      } catch (error) {
        throw toModelCallError(error, watch, callOptions.signal);
      }
    },

    async countTokens(request: CountTokensRequest, callOptions: ModelCallOptions = {}): Promise<number> {
      try {
        const counted = await client.messages.countTokens(request, callOptions.signal ? { signal: callOptions.signal } : {});
        return counted.input_tokens;
      } catch (error) {
        throw toModelCallError(error, null, callOptions.signal);
      }
    },
  };
}
