import { createAnthropicModelClient, resolveAnthropicBaseUrl } from './anthropic-client.js';
import type { ModelProviderRequest, OpenedModel } from './opened-model.js';
import { ProviderConfigError } from './provider-config-error.js';
import { type ProviderEnv } from './provider-env.js';

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

function cloudSecrets(env: ProviderEnv): string[] {
  return CLOUD_SECRET_VARIABLES.map((name) => env[name]).filter((s): s is string => typeof s === 'string' && s.length > 0);
}

/**
 * The model client for the chosen provider, with the model id it is called with, the prices to
 * charge and the secrets to redact. Credentials are checked here, before any model call. Bedrock and
 * Vertex (their SDKs, ids and prices) are loaded only when chosen, so the Anthropic path starts as fast.
 */
export async function openModelProvider(request: ModelProviderRequest): Promise<OpenedModel> {
  const always = cloudSecrets(request.env);
  if (request.provider !== 'anthropic') {
    const { openCloudProvider } = await import('./open-cloud-provider.js');
    return openCloudProvider({ ...request, provider: request.provider }, always);
  }
  if (!request.apiKey) {
    throw new ProviderConfigError(
      'provider anthropic needs an API key: the anthropic_api_key input (from a secret) in the action, ANTHROPIC_API_KEY for the CLI. ' +
        'To run through Amazon Bedrock or Google Vertex AI instead, set provider: bedrock or vertex.',
    );
  }
  const client = createAnthropicModelClient({ apiKey: request.apiKey, baseURL: resolveAnthropicBaseUrl(request.baseUrl, request.env) });
  return {
    client,
    provider: 'anthropic',
    model: request.model,
    ...(request.fallbackModel ? { fallbackModel: request.fallbackModel } : {}),
    serverCompaction: true,
    ...(request.prices ? { prices: request.prices } : {}),
    secrets: always,
    description: null,
  };
}
