import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as BedrockSdk from '@anthropic-ai/bedrock-sdk';
import { describeError } from '../core/describe-error.js';
import { createMessagesStreamClient } from './messages-stream-client.js';
import type { ModelClient } from './model-client.js';
import { ProviderConfigError } from './provider-config-error.js';
import { type ProviderEnv, envValue } from './provider-env.js';

/**
 * Bedrock's InvokeModel reads the API version from the body and accepts only this one; the SDK
 * would copy its own header (`2026-10-21`) there, which the ARN-versioned models refuse.
 */
export const BEDROCK_ANTHROPIC_VERSION = 'bedrock-2023-05-31';

interface AwsCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string;
  readonly expiration?: Date;
}
type CredentialProvider = () => Promise<AwsCredentials>;

/** Refreshed this long before they expire. */
const REFRESH_BEFORE_MS = 5 * 60_000;

/** The provider's credentials until they are about to expire (a web identity would otherwise call STS on every request). */
function cached(provider: CredentialProvider): CredentialProvider {
  let current: Promise<AwsCredentials> | null = null;
  return async () => {
    const held = current ? await current.catch(() => null) : null;
    if (held && (!held.expiration || held.expiration.getTime() - Date.now() > REFRESH_BEFORE_MS)) return held;
    current = provider();
    return current;
  };
}

export interface BedrockConnection {
  readonly client: ModelClient;
  readonly region: string;
  /** The credentials in use (keys, session token, bearer key, web identity token): redacted everywhere. */
  readonly secrets: readonly string[];
}

const WHAT_TO_SET =
  'In a workflow, run aws-actions/configure-aws-credentials (role-to-assume, aws-region; the job needs permissions: id-token: write) ' +
  'before Tollgate. Elsewhere set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN), or AWS_WEB_IDENTITY_TOKEN_FILE and AWS_ROLE_ARN.';

const AUTH_HINT =
  'Check the AWS credentials (aws-actions/configure-aws-credentials, AWS_REGION) and that the role may call bedrock:InvokeModelWithResponseStream on this model or inference profile.';

function readIfPresent(path: string | undefined): string | undefined {
  if (!path) return undefined;
  try {
    return readFileSync(path, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

type Auth =
  | { readonly kind: 'bearer'; readonly apiKey: string }
  | { readonly kind: 'static'; readonly credentials: AwsCredentials }
  | { readonly kind: 'chain'; readonly provider: CredentialProvider; readonly credentials: AwsCredentials; readonly tokenFile?: string };

/** The credential chain: a web identity named in the env first (the OIDC route), else the SDK's default chain. */
async function credentialChain(env: ProviderEnv, region: string): Promise<{ provider: CredentialProvider; tokenFile?: string }> {
  const providers = await import('@aws-sdk/credential-providers');
  const tokenFile = envValue(env, 'AWS_WEB_IDENTITY_TOKEN_FILE');
  const roleArn = envValue(env, 'AWS_ROLE_ARN');
  if (tokenFile && roleArn) {
    const roleSessionName = envValue(env, 'AWS_ROLE_SESSION_NAME');
    const provider = providers.fromTokenFile({ webIdentityTokenFile: tokenFile, roleArn, ...(roleSessionName ? { roleSessionName } : {}), clientConfig: { region } });
    return { provider, tokenFile };
  }
  return { provider: providers.fromNodeProviderChain({ clientConfig: { region } }) };
}

/** The credentials, resolved now so a missing or refused one stops the run before any model call. */
async function resolveAuth(env: ProviderEnv, region: string): Promise<Auth> {
  const apiKey = envValue(env, 'AWS_BEARER_TOKEN_BEDROCK');
  if (apiKey) return { kind: 'bearer', apiKey };
  const accessKeyId = envValue(env, 'AWS_ACCESS_KEY_ID');
  const secretAccessKey = envValue(env, 'AWS_SECRET_ACCESS_KEY');
  if (accessKeyId && secretAccessKey) {
    const sessionToken = envValue(env, 'AWS_SESSION_TOKEN');
    return { kind: 'static', credentials: { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } };
  }
  if (accessKeyId || secretAccessKey) {
    throw new ProviderConfigError(`provider bedrock: ${accessKeyId ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'} is missing (the other one is set). ${WHAT_TO_SET}`);
  }
  const chain = await credentialChain(env, region);
  const provider = cached(chain.provider);
  const { tokenFile } = chain;
  try {
    return { kind: 'chain', provider, credentials: await provider(), ...(tokenFile ? { tokenFile } : {}) };
  } catch (error) {
    throw new ProviderConfigError(`provider bedrock: no AWS credentials could be found (${describeError(error)}). ${WHAT_TO_SET}`);
  }
}

function authSecrets(auth: Auth): string[] {
  if (auth.kind === 'bearer') return [auth.apiKey];
  const { accessKeyId, secretAccessKey, sessionToken } = auth.credentials;
  const token = auth.kind === 'chain' ? readIfPresent(auth.tokenFile) : undefined;
  return [accessKeyId, secretAccessKey, sessionToken, token].filter((s): s is string => typeof s === 'string' && s.length > 0);
}

/**
 * Amazon Bedrock's InvokeModel API through `@anthropic-ai/bedrock-sdk` (SigV4-signed, the AWS
 * event stream turned back into Messages API events by the SDK). The region is `AWS_REGION`
 * (else `AWS_DEFAULT_REGION`); `ANTHROPIC_BEDROCK_BASE_URL` replaces the endpoint (a VPC endpoint,
 * a gateway). Loaded only when Bedrock is chosen.
 */
export async function openBedrock(env: ProviderEnv): Promise<BedrockConnection> {
  const region = envValue(env, 'AWS_REGION') ?? envValue(env, 'AWS_DEFAULT_REGION');
  if (!region) {
    throw new ProviderConfigError(
      'provider bedrock needs an AWS region: set AWS_REGION (aws-actions/configure-aws-credentials sets it from its aws-region input).',
    );
  }
  const auth = await resolveAuth(env, region);
  // The SDK's CommonJS build, with its own copy of @anthropic-ai/sdk: sharing the ESM modules the
  // Anthropic path loads would make the bundler keep more of them there, and slow every start-up.
  const { AnthropicBedrock } = createRequire(import.meta.url)('@anthropic-ai/bedrock-sdk') as typeof BedrockSdk;
  const common = {
    awsRegion: region,
    baseURL: envValue(env, 'ANTHROPIC_BEDROCK_BASE_URL') ?? `https://bedrock-runtime.${region}.amazonaws.com`,
    maxRetries: 0,
    defaultHeaders: { 'anthropic-version': BEDROCK_ANTHROPIC_VERSION },
  };
  const sdk =
    auth.kind === 'bearer'
      ? new AnthropicBedrock({ ...common, apiKey: auth.apiKey })
      : auth.kind === 'static'
        ? new AnthropicBedrock({
            ...common,
            apiKey: null,
            awsAccessKey: auth.credentials.accessKeyId,
            awsSecretKey: auth.credentials.secretAccessKey,
            awsSessionToken: auth.credentials.sessionToken ?? null,
          })
        : new AnthropicBedrock({ ...common, apiKey: null, providerChainResolver: async () => auth.provider });
  // Only `stream`: Bedrock serves no count_tokens (the SDK still inherits the method, which would call a path Bedrock lacks).
  const messages = { stream: sdk.beta.messages.stream.bind(sdk.beta.messages) };
  return { client: createMessagesStreamClient({ messages }, { errors: AnthropicBedrock, label: 'Amazon Bedrock', authHint: AUTH_HINT }), region, secrets: authSecrets(auth) };
}
