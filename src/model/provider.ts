/** Where the Messages API is served: Anthropic's own API, Amazon Bedrock or Google Vertex AI. */
export const PROVIDERS = ['anthropic', 'bedrock', 'vertex'] as const;
export type Provider = (typeof PROVIDERS)[number];

const DEFAULT_PROVIDER: Provider = 'anthropic';

export const PROVIDER_NAMES: Readonly<Record<Provider, string>> = {
  anthropic: 'the Anthropic API',
  bedrock: 'Amazon Bedrock',
  vertex: 'Google Vertex AI',
};

/** The provider a run uses: the input or flag first, then the policy, else Anthropic. */
export function chooseProvider(given: Provider | undefined, policy: Provider | undefined): Provider {
  return given ?? policy ?? DEFAULT_PROVIDER;
}

/**
 * Whether the environment holds credentials one of the cloud providers could use (what
 * aws-actions/configure-aws-credentials and google-github-actions/auth export). Without them and
 * without an Anthropic key, there is nothing to call: the entries stop before any request.
 */
export function hasCloudCredentials(env: Readonly<Record<string, string | undefined>>): boolean {
  return ['AWS_ACCESS_KEY_ID', 'AWS_WEB_IDENTITY_TOKEN_FILE', 'AWS_BEARER_TOKEN_BEDROCK', 'AWS_PROFILE', 'GOOGLE_APPLICATION_CREDENTIALS'].some((name) => Boolean(env[name]?.trim()));
}
