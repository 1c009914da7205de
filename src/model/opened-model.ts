import type { ModelClient } from './model-client.js';
import type { PriceOverrides } from './prices.js';
import type { Provider } from './provider.js';
import { type ProviderEnv } from './provider-env.js';

/** What opening a provider takes. */
export interface ModelProviderRequest {
  readonly provider: Provider;
  /** A Tollgate model name (mapped to the provider's id) or the provider's own id. */
  readonly model: string;
  /** The model that takes over after the retries on an overloaded one (mapped like `model`). */
  readonly fallbackModel?: string;
  /** The Anthropic API key; unused by the cloud providers. */
  readonly apiKey: string;
  /** The Anthropic API's base URL as the entry was given it (input or flag). */
  readonly baseUrl?: string;
  /** The runner's environment: the cloud credentials, region, project and endpoint come from it. */
  readonly env: ProviderEnv;
  /** The policy's `budget.prices`. */
  readonly prices?: PriceOverrides;
}

export interface OpenedModel {
  readonly client: ModelClient;
  readonly provider: Provider;
  /** The id every request names: the provider's own. */
  readonly model: string;
  /** The fallback model's id there, when one is set. */
  readonly fallbackModel?: string;
  /** The provider offers server-side compaction (the Anthropic API; not Bedrock or Vertex AI). */
  readonly serverCompaction: boolean;
  /** The prices to charge with: the policy's, with the regional premium where it applies. */
  readonly prices?: PriceOverrides;
  /** Credential values to redact everywhere. */
  readonly secrets: readonly string[];
  /** Where the calls go, for the log ("Amazon Bedrock (us-east-1): global.anthropic.claude-sonnet-5-5"); null for the Anthropic API. */
  readonly description: string | null;
  /** A setting that does not apply to this provider. */
  readonly warning?: string;
}
