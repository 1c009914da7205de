import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as VertexSdk from '@anthropic-ai/vertex-sdk';
import { describeError } from '../core/describe-error.js';
import { createMessagesStreamClient } from './messages-stream-client.js';
import type { CountingModelClient } from './model-client.js';
import { ProviderConfigError } from './provider-config-error.js';
import { type ProviderEnv, envValue } from './provider-env.js';

/** Vertex AI reads the API version from the body and expects this one (not the SDK's own header). */
export const VERTEX_ANTHROPIC_VERSION = 'vertex-2023-10-16';

const CLOUD_PLATFORM_SCOPE = 'https://www.googleapis.com/auth/cloud-platform';

/** Where google-github-actions/auth and gcloud put the project, in the order Tollgate reads them. */
const PROJECT_VARIABLES = ['ANTHROPIC_VERTEX_PROJECT_ID', 'GOOGLE_CLOUD_PROJECT', 'CLOUDSDK_CORE_PROJECT', 'GCLOUD_PROJECT', 'GCP_PROJECT'];

export interface VertexConnection {
  readonly client: CountingModelClient;
  readonly region: string;
  readonly projectId: string;
  /** The access token obtained and what the credentials file holds that grants access: redacted everywhere. */
  readonly secrets: readonly string[];
}

const WHAT_TO_SET =
  'In a workflow, run google-github-actions/auth with workload_identity_provider (and service_account; the job needs ' +
  'permissions: id-token: write) before Tollgate. Elsewhere point GOOGLE_APPLICATION_CREDENTIALS at a credentials file.';

const AUTH_HINT =
  'Check the Google credentials (google-github-actions/auth, GOOGLE_APPLICATION_CREDENTIALS), the project and region, and that the identity has the Vertex AI User role (roles/aiplatform.user) there.';

/** What a credentials file holds that grants access: keys, refresh tokens, the headers its token source sends. */
export function credentialFileSecrets(path: string | undefined): string[] {
  if (!path) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null) return [];
  const file = parsed as Record<string, unknown>;
  const found: unknown[] = [file.private_key, file.private_key_id, file.client_secret, file.refresh_token];
  const source = file.credential_source;
  if (typeof source === 'object' && source !== null) {
    const headers = (source as Record<string, unknown>).headers;
    if (typeof headers === 'object' && headers !== null) {
      for (const header of Object.values(headers)) {
        found.push(header);
        if (typeof header === 'string') found.push(header.replace(/^(Bearer|Basic)\s+/i, ''));
      }
    }
  }
  return found.filter((s): s is string => typeof s === 'string' && s.length >= 8);
}

/**
 * Google Vertex AI through `@anthropic-ai/vertex-sdk`, with Application Default Credentials from
 * google-auth-library (`GOOGLE_APPLICATION_CREDENTIALS`: the external-account file workload identity
 * federation writes, or a key file). The region is `CLOUD_ML_REGION` (`global`, `us-east5`...);
 * `ANTHROPIC_VERTEX_BASE_URL` replaces the endpoint. A first access token is obtained now, so a
 * credential that does not work stops the run before any model call. Loaded only when Vertex is chosen.
 */
export async function openVertex(env: ProviderEnv): Promise<VertexConnection> {
  const region = envValue(env, 'CLOUD_ML_REGION');
  if (!region) {
    throw new ProviderConfigError('provider vertex needs a region: set CLOUD_ML_REGION (global, us-east5, europe-west1...) in the environment of the step.');
  }
  const keyFilename = envValue(env, 'GOOGLE_APPLICATION_CREDENTIALS');
  const { GoogleAuth } = await import('google-auth-library');
  const auth = new GoogleAuth({ scopes: CLOUD_PLATFORM_SCOPE, ...(keyFilename ? { keyFilename } : {}) });
  let authClient;
  let token: string | null | undefined;
  try {
    authClient = await auth.getClient();
    token = (await authClient.getAccessToken()).token;
  } catch (error) {
    throw new ProviderConfigError(`provider vertex: no Google access token could be obtained (${describeError(error)}). ${WHAT_TO_SET}`);
  }
  if (!token) throw new ProviderConfigError(`provider vertex: the Google credentials gave no access token. ${WHAT_TO_SET}`);
  const projectId = PROJECT_VARIABLES.map((name) => envValue(env, name)).find(Boolean) ?? (await auth.getProjectId().catch(() => null));
  if (!projectId) {
    throw new ProviderConfigError(
      'provider vertex needs a Google Cloud project: set ANTHROPIC_VERTEX_PROJECT_ID or GOOGLE_CLOUD_PROJECT (google-github-actions/auth sets it from its project_id input).',
    );
  }
  // The CommonJS build, with its own @anthropic-ai/sdk (see bedrock-client.ts: the Anthropic path's start-up stays as it was).
  const { AnthropicVertex } = createRequire(import.meta.url)('@anthropic-ai/vertex-sdk') as typeof VertexSdk;
  const baseURL = envValue(env, 'ANTHROPIC_VERTEX_BASE_URL');
  const sdk = new AnthropicVertex({
    region,
    projectId,
    authClient,
    ...(baseURL ? { baseURL } : {}),
    maxRetries: 0,
    defaultHeaders: { 'anthropic-version': VERTEX_ANTHROPIC_VERSION },
  });
  return {
    client: createMessagesStreamClient({ messages: sdk.beta.messages }, { errors: AnthropicVertex, label: 'Google Vertex AI', authHint: AUTH_HINT }),
    region,
    projectId,
    secrets: [token, ...credentialFileSecrets(keyFilename)],
  };
}
