import type { ChargeableUsage } from './usage.js';
import type { ContentBlockParam, CountTokensParams, CreateMessageParams, StopReason } from './wire.js';

/**
 * One Messages API request body (the client streams it; `stream` is set by the client). `betas` is
 * not part of it: the client names the betas the body's features need (compaction's, say).
 */
export type ModelRequest = Omit<CreateMessageParams, 'stream' | 'betas'>;
export type CountTokensRequest = Omit<CountTokensParams, 'betas'>;

/** The final assistant message of one request, in the form it is sent back to the API. */
export interface ModelReply {
  readonly id: string;
  readonly model: string;
  /** Assistant content as request params: tool inputs exactly as received. */
  readonly content: readonly ContentBlockParam[];
  readonly stopReason: StopReason | null;
  readonly usage: ChargeableUsage;
}

export interface ModelCallOptions {
  readonly signal?: AbortSignal;
}

/**
 * The model side of a session. Implementations: the Anthropic API (`createAnthropicModelClient`),
 * Amazon Bedrock and Google Vertex AI (`openModelProvider`), a recorder around any client (`createRecordingModelClient`) and a cassette player
 * (`createReplayModelClient`). A failed call throws a `ModelCallError`.
 */
export interface ModelClient {
  /** One streamed Messages request. Does not retry: the session retries so the budget sees each attempt. */
  createMessage(request: ModelRequest, options?: ModelCallOptions): Promise<ModelReply>;
  /**
   * `POST /v1/messages/count_tokens`: the prompt's input tokens. Absent where the provider cannot
   * count (Amazon Bedrock): the budget then bounds the prompt by its size (`cheapInputTokenBound`).
   */
  countTokens?(request: CountTokensRequest, options?: ModelCallOptions): Promise<number>;
  /**
   * The model's context window (`max_input_tokens`, the Models API), or null when the API does not
   * say. Absent where there is no Models API to ask (Bedrock, Vertex, a cassette).
   */
  contextWindow?(model: string, options?: ModelCallOptions): Promise<number | null>;
}

/** A client that can count tokens (the Anthropic API, Vertex AI). */
export type CountingModelClient = ModelClient & Required<Pick<ModelClient, 'countTokens'>>;
