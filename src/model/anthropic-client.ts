import Anthropic from '@anthropic-ai/sdk';
import type { CountingModelClient } from './model-client.js';
import { createMessagesStreamClient } from './messages-stream-client.js';

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

/** The real Messages API through `@anthropic-ai/sdk`, streaming. The SDK's own retries are off. */
export function createAnthropicModelClient(options: AnthropicModelClientOptions): CountingModelClient {
  const client = new Anthropic({
    apiKey: options.apiKey,
    authToken: null,
    baseURL: options.baseURL ?? DEFAULT_ANTHROPIC_BASE_URL,
    maxRetries: 0,
    ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
    ...(options.defaultHeaders ? { defaultHeaders: { ...options.defaultHeaders } } : {}),
  });
  return {
    ...createMessagesStreamClient({ messages: client.beta.messages }),
    // `GET /v1/models/{id}`: its `max_input_tokens`. Anything else (a gateway without the route, an alias it does not know) says nothing.
    async contextWindow(model, callOptions = {}) {
      try {
        const info = await client.models.retrieve(model, null, callOptions.signal ? { signal: callOptions.signal } : {});
        return typeof info.max_input_tokens === 'number' && info.max_input_tokens > 0 ? info.max_input_tokens : null;
      } catch {
        return null;
      }
    },
  };
}
