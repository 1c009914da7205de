import { APIConnectionError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import type { Anthropic } from '@anthropic-ai/sdk';
import { COMPACTION_BETA, type MessageStreamEvent } from './wire.js';
import type { CountingModelClient, CountTokensRequest, ModelCallOptions, ModelClient, ModelReply, ModelRequest } from './model-client.js';
import { kindForStatus, ModelCallError, parseRetryAfter, type ModelErrorKind } from './model-error.js';
import { replyContentToParams } from './reply-content.js';
import { usageFromApi, type ChargeableUsage } from './usage.js';
import { describeError } from '../core/describe-error.js';

type BetaMessages = Anthropic['beta']['messages'];

/**
 * What the SDK clients share: `Anthropic` (its beta messages: compaction lives there), and
 * `AnthropicBedrock` and `AnthropicVertex` (their stable messages, which take the same body as long
 * as no beta feature is in it) all stream; Bedrock has no `countTokens`.
 */
export interface MessagesSdkClient {
  readonly messages: Pick<BetaMessages, 'stream'> & Partial<Pick<BetaMessages, 'countTokens'>>;
}

interface CountingSdkClient {
  readonly messages: Pick<BetaMessages, 'stream' | 'countTokens'>;
}

/** The SDK's error classes; a provider SDK loaded as its own CommonJS copy has its own (its client's statics). */
interface SdkErrorClasses {
  readonly APIError: typeof APIError;
  readonly APIConnectionError: typeof APIConnectionError;
  readonly APIUserAbortError: typeof APIUserAbortError;
}

interface MessagesStreamClientOptions {
  /** Classes to recognise errors by; defaults to `@anthropic-ai/sdk`'s own. */
  readonly errors?: SdkErrorClasses;
  /** Who answered, in messages: "The model API", "Amazon Bedrock"... */
  readonly label?: string;
  /** What to check when the service refuses the credentials (401/403), appended to the message. */
  readonly authHint?: string;
}

/** Tracks what arrived before a stream broke, so the partial usage can still be charged. */
class StreamWatch {
  started: ChargeableUsage | null = null;
  reportedOutput = 0;
  receivedBytes = 0;
  stopped = false;
  /** A server-side compaction began in this response: its usage comes only with the final message_delta. */
  compacting = false;

  observe(event: MessageStreamEvent): void {
    switch (event.type) {
      case 'message_start':
        this.started = usageFromApi(event.message.usage);
        break;
      case 'content_block_start':
        if (event.content_block.type === 'compaction') this.compacting = true;
        break;
      case 'content_block_delta':
        if (event.delta.type === 'text_delta') this.receivedBytes += Buffer.byteLength(event.delta.text);
        else if (event.delta.type === 'input_json_delta') this.receivedBytes += Buffer.byteLength(event.delta.partial_json);
        else if (event.delta.type === 'thinking_delta') this.receivedBytes += Buffer.byteLength(event.delta.thinking);
        else if (event.delta.type === 'signature_delta') this.receivedBytes += Buffer.byteLength(event.delta.signature);
        else if (event.delta.type === 'compaction_delta') this.receivedBytes += Buffer.byteLength(event.delta.content ?? '');
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
    return {
      ...this.started,
      outputTokens: Math.max(this.started.outputTokens, this.reportedOutput, estimated),
      ...(this.compacting ? { compactionUnreported: true } : {}),
    };
  }
}

/**
 * An `event: error` inside the stream: Anthropic's own types, and the exception frames Bedrock's
 * event stream carries (the Bedrock SDK names the event after the frame's `:exception-type`).
 */
const IN_STREAM_KINDS: Readonly<Record<string, ModelErrorKind>> = {
  overloaded_error: 'overloaded',
  throttlingException: 'rate_limited',
  serviceUnavailableException: 'overloaded',
  internalServerException: 'server_error',
  modelStreamErrorException: 'broken_stream',
  modelTimeoutException: 'broken_stream',
};

/** The service's own words: Anthropic's `error.message`, or the top-level `message` Bedrock and Google send. */
function apiMessageOf(error: APIError): string {
  if (error.apiMessage) return error.apiMessage;
  const body = error.error as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : error.message;
}

function toModelCallError(error: unknown, watch: StreamWatch | null, signal: AbortSignal | undefined, options: MessagesStreamClientOptions): ModelCallError {
  const label = options.label ?? 'The model API';
  const errors = options.errors ?? { APIError, APIConnectionError, APIUserAbortError };
  const partialUsage = watch?.partialUsage() ?? null;
  if (error instanceof ModelCallError) return error;
  if (error instanceof errors.APIUserAbortError || signal?.aborted) {
    return new ModelCallError({ kind: 'aborted', message: 'The model call was aborted.', partialUsage, cause: error });
  }
  if (error instanceof errors.APIConnectionError) {
    const kind = watch?.started ? 'broken_stream' : 'connection';
    const cause = error.cause instanceof Error && error.cause.message !== error.message ? ` (${error.cause.message})` : '';
    return new ModelCallError({ kind, message: `Connection to ${label} failed: ${error.message}${cause}`, partialUsage, cause: error });
  }
  if (error instanceof errors.APIError) {
    if (typeof error.status === 'number') {
      const kind = kindForStatus(error.status);
      const hint = kind === 'authentication' && options.authHint ? ` ${options.authHint}` : '';
      return new ModelCallError({
        kind,
        status: error.status,
        message: `${label} answered ${error.status}: ${apiMessageOf(error)}${hint}`,
        retryAfterMs: parseRetryAfter(error.headers),
        partialUsage,
        cause: error,
      });
    }
    const kind = (error.type ? IN_STREAM_KINDS[error.type] : undefined) ?? (/overloaded/i.test(error.message) ? 'overloaded' : 'broken_stream');
    return new ModelCallError({ kind, message: `${label} reported an error mid-stream: ${apiMessageOf(error)}`, partialUsage, cause: error });
  }
  const message = describeError(error);
  return new ModelCallError({
    kind: watch?.started ? 'broken_stream' : 'connection',
    message: `The model stream failed: ${message}`,
    partialUsage,
    cause: error,
  });
}

/**
 * A `ModelClient` over one of Anthropic's SDK clients, streaming. The SDK's own retries must be
 * off (the session retries, so the budget sees every attempt). A provider without token counting
 * gives a client without `countTokens`.
 */
export function createMessagesStreamClient(sdk: CountingSdkClient, options?: MessagesStreamClientOptions): CountingModelClient;
export function createMessagesStreamClient(sdk: MessagesSdkClient, options?: MessagesStreamClientOptions): ModelClient;
export function createMessagesStreamClient(sdk: MessagesSdkClient, options: MessagesStreamClientOptions = {}): ModelClient {
  const count = sdk.messages.countTokens?.bind(sdk.messages);
  const client: ModelClient = {
    async createMessage(request: ModelRequest, callOptions: ModelCallOptions = {}): Promise<ModelReply> {
      const watch = new StreamWatch();
      // Server-side compaction is the one beta feature a request may carry; it names its beta.
      const body = request.context_management ? { ...request, betas: [COMPACTION_BETA] } : request;
      try {
        const stream = sdk.messages.stream(body, callOptions.signal ? { signal: callOptions.signal } : {});
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
        throw toModelCallError(error, watch, callOptions.signal, options);
      }
    },
  };
  if (!count) return client;
  return {
    ...client,
    async countTokens(request: CountTokensRequest, callOptions: ModelCallOptions = {}): Promise<number> {
      try {
        const counted = await count(request, callOptions.signal ? { signal: callOptions.signal } : {});
        return counted.input_tokens;
      } catch (error) {
        throw toModelCallError(error, null, callOptions.signal, options);
      }
    },
  };
}
