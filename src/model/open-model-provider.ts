import { createAnthropicModelClient, resolveAnthropicBaseUrl } from './anthropic-client.js';
import type { ModelClient } from './model-client.js';
import type { PriceOverrides } from './prices.js';
import { PROVIDER_NAMES, type Provider } from './provider.js';
import { ProviderConfigError } from './provider-config-error.js';
import { bedrockModelId, providerPriceOverrides, vertexModelId } from './provider-models.js';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Variables that hold cloud credentials wherever Tollgate runs: their values are redacted whichever
 * provider is used (a job may hold AWS keys for another step). None reaches a child process unless
 * the policy's `environment` names it.
 */
const CLOUD_SECRET_VARIABLES = [
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'AWS_BEARER_TOKEN_BEDROCK',
  'CLOUDSDK_AUTH_ACCESS_TOKEN',
  'GOOGLE_OAUTH_ACCESS_TOKEN',
];

interface ModelProviderRequest {
  readonly provider: Provider;
  /** A Tollgate model name (mapped to the provider's id) or the provider's own id. */
  readonly model: string;
  /** The Anthropic API key; unused by the cloud providers. */
  readonly apiKey: string;
  /** The Anthropic API's base URL as the entry was given it (input or flag). */
  readonly baseUrl?: string;
  /** The runner's environment: the cloud credentials, region, project and endpoint come from it. */
  readonly env: Env;
  /** The policy's `budget.prices`. */
  readonly prices?: PriceOverrides;
}

export interface OpenedModel {
  readonly client: ModelClient;
  readonly provider: Provider;
  /** The id every request names: the provider's own. */
  readonly model: string;
  /** The prices to charge with: the policy's, with the regional premium where it applies. */
  readonly prices?: PriceOverrides;
  /** Credential values to redact everywhere. */
  readonly secrets: readonly string[];
  /** Where the calls go, for the log ("Amazon Bedrock (us-east-1): global.anthropic.claude-sonnet-5-5"); null for the Anthropic API. */
  readonly description: string | null;
  /** A setting that does not apply to this provider. */
  readonly warning?: string;
}

function cloudSecrets(env: Env): string[] {
  return CLOUD_SECRET_VARIABLES.map((name) => env[name]).filter((s): s is string => typeof s === 'string' && s.length > 0);
}

function withPrices(opened: Omit<OpenedModel, 'prices'>, regional: boolean, request: ModelProviderRequest): OpenedModel {
  const effective = providerPriceOverrides(opened.model, regional, request.prices);
  const ignoredBaseUrl = request.provider !== 'anthropic' && request.baseUrl;
  const endpointVariable = request.provider === 'vertex' ? 'ANTHROPIC_VERTEX_BASE_URL' : 'ANTHROPIC_BEDROCK_BASE_URL';
  return {
    ...opened,
    secrets: [...new Set(opened.secrets)],
    ...(effective ? { prices: effective } : {}),
    ...(ignoredBaseUrl ? { warning: `The Anthropic API base URL (${request.baseUrl}) is not used with ${PROVIDER_NAMES[request.provider]}; set ${endpointVariable} for another endpoint.` } : {}),
  };
}

/**
 * The model client for the chosen provider, with the model id it is called with, the prices to
 * charge and the secrets to redact. Credentials are checked here, before any model call; the
 * Bedrock and Vertex SDKs are imported only when chosen.
 */
export async function openModelProvider(request: ModelProviderRequest): Promise<OpenedModel> {
  const { env } = request;
  const always = cloudSecrets(env);
  switch (request.provider) {
    case 'anthropic': {
      if (!request.apiKey) {
        throw new ProviderConfigError(
          'provider anthropic needs an API key: the anthropic_api_key input (from a secret) in the action, ANTHROPIC_API_KEY for the CLI. ' +
            'To run through Amazon Bedrock or Google Vertex AI instead, set provider: bedrock or vertex.',
        );
      }
      const client = createAnthropicModelClient({ apiKey: request.apiKey, baseURL: resolveAnthropicBaseUrl(request.baseUrl, env) });
      return withPrices({ client, provider: 'anthropic', model: request.model, secrets: always, description: null }, false, request);
    }
    case 'bedrock': {
      const model = bedrockModelId(request.model);
      const { openBedrock } = await import('./bedrock-client.js');
      const bedrock = await openBedrock(env);
      const description = `${PROVIDER_NAMES.bedrock} (${bedrock.region}): ${model}`;
      return withPrices({ client: bedrock.client, provider: 'bedrock', model, secrets: [...always, ...bedrock.secrets], description }, !model.startsWith('global.'), request);
    }
    case 'vertex': {
      const model = vertexModelId(request.model);
      const { openVertex } = await import('./vertex-client.js');
      const vertex = await openVertex(env);
      const description = `${PROVIDER_NAMES.vertex} (${vertex.projectId}, ${vertex.region}): ${model}`;
      return withPrices({ client: vertex.client, provider: 'vertex', model, secrets: [...always, ...vertex.secrets], description }, vertex.region !== 'global', request);
    }
  }
}
