/**
 * The loopback services an action run on Amazon Bedrock or Google Vertex AI talks to, and the
 * environment the standard auth actions would leave for it:
 *
 * - Bedrock: what aws-actions/configure-aws-credentials exports after an OIDC role assumption
 *   (AWS_REGION, AWS_DEFAULT_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN).
 * - Vertex: what google-github-actions/auth leaves after workload identity federation (a
 *   `gha-creds-*.json` external-account file in the workspace, GOOGLE_APPLICATION_CREDENTIALS,
 *   GOOGLE_CLOUD_PROJECT and its siblings), plus CLOUD_ML_REGION, which the workflow sets.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Script } from './fake-messages-api.js';
import type { ModelBehaviour } from './fake-model-behaviour.js';
import { startFakeBedrockApi, type FakeBedrockApi } from './fake-bedrock-api.js';
import { startFakeGoogleAuth, type FakeGoogleAuth } from './fake-google-auth.js';
import { startFakeVertexApi, type FakeVertexApi } from './fake-vertex-api.js';

export const AWS_CREDENTIALS = {
  accessKeyId: 'ASIAE2ETESTKEY00042',
  secretAccessKey: 'e2eSecretAccessKey/Tollgate+Test42',
  sessionToken: 'IQoJb3JpZ2luX2VjE2eSessionTokenForTollgateTests//42==',
};
export const AWS_REGION = 'us-east-1';
export const GCP_PROJECT = 'acme-ml';
export const CREDENTIALS_FILE = 'gha-creds-5c0ffee1d2a3b4c5.json';

export interface BedrockRun {
  readonly bedrock: FakeBedrockApi;
  /** configure-aws-credentials' environment, pointing the SDK at the fake. */
  readonly env: Record<string, string>;
  close(): Promise<void>;
}

export async function startBedrockRun(script: Script, region = AWS_REGION, behaviour: ModelBehaviour = {}): Promise<BedrockRun> {
  const bedrock = await startFakeBedrockApi({ region, credentials: AWS_CREDENTIALS, script, behaviour });
  return {
    bedrock,
    env: {
      AWS_REGION: region,
      AWS_DEFAULT_REGION: region,
      AWS_ACCESS_KEY_ID: AWS_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: AWS_CREDENTIALS.secretAccessKey,
      AWS_SESSION_TOKEN: AWS_CREDENTIALS.sessionToken,
      ANTHROPIC_BEDROCK_BASE_URL: bedrock.url,
    },
    close: () => bedrock.close(),
  };
}

export interface VertexRun {
  readonly google: FakeGoogleAuth;
  readonly vertex: FakeVertexApi;
  /** google-github-actions/auth's environment; GOOGLE_APPLICATION_CREDENTIALS is set by `writeCredentials`. */
  readonly env: Record<string, string>;
  /** Writes the credentials file into the workspace, as the auth action does, and points the env at it. */
  writeCredentials(workspace: string, options?: { requestToken?: string }): void;
  close(): Promise<void>;
}

export async function startVertexRun(script: Script, region = 'us-east5', behaviour: ModelBehaviour = {}): Promise<VertexRun> {
  const google = await startFakeGoogleAuth();
  const vertex = await startFakeVertexApi({ project: GCP_PROJECT, region, acceptsToken: (token) => google.accessTokens.has(token), script, behaviour });
  const env: Record<string, string> = {
    CLOUD_ML_REGION: region,
    GOOGLE_CLOUD_PROJECT: GCP_PROJECT,
    CLOUDSDK_CORE_PROJECT: GCP_PROJECT,
    CLOUDSDK_PROJECT: GCP_PROJECT,
    GCLOUD_PROJECT: GCP_PROJECT,
    GCP_PROJECT,
    ANTHROPIC_VERTEX_BASE_URL: `${vertex.url}/v1`,
  };
  return {
    google,
    vertex,
    env,
    writeCredentials: (workspace, options = {}) => {
      const path = join(workspace, CREDENTIALS_FILE);
      writeFileSync(path, JSON.stringify(google.credentialsFile(options)), { mode: 0o600 });
      env.GOOGLE_APPLICATION_CREDENTIALS = path;
      env.CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE = path;
      env.GOOGLE_GHA_CREDS_PATH = path;
    },
    close: async () => {
      await vertex.close();
      await google.close();
    },
  };
}
