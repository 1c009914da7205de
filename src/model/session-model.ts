import { isAbsolute, resolve } from 'node:path';
import { openModelProvider } from './open-model-provider.js';
import type { OpenedModel } from './opened-model.js';
import { DEFAULT_MODEL, type PriceOverrides } from './prices.js';
import { chooseProvider, type Provider } from './provider.js';
import { createRecordingModelClient } from './recording-client.js';
import { createReplayModelClient, loadCassette } from './replay-client.js';

export type ModelSource =
  /** `provider` as the input or flag gave it (the policy's `provider` applies when it is unset). */
  | { readonly kind: 'api'; readonly apiKey: string; readonly baseUrl?: string; readonly provider?: Provider }
  | { readonly kind: 'replay'; readonly path: string };

interface SessionModelSettings {
  readonly source: ModelSource;
  /** Unset: Tollgate's default model. */
  readonly model?: string;
  /** Takes over after the retries on an overloaded model. */
  readonly fallbackModel?: string;
  /** The policy's `provider` and `budget.prices`. */
  readonly policy: { readonly provider?: Provider; readonly budget: { readonly prices?: PriceOverrides } };
  /** A cassette path is relative to it. */
  readonly workspace: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Write a cassette of every model call here, with these secrets (and the provider's) redacted. */
  readonly recordPath?: string;
  readonly secrets: readonly string[];
  readonly onWarning: (message: string) => void;
  readonly onReplayDivergence?: (message: string) => void;
  readonly onInfo?: (message: string) => void;
}

/** The session's model side: a cassette, or the chosen provider's client, recorded when asked. */
export async function openSessionModel(settings: SessionModelSettings): Promise<OpenedModel> {
  const { source, policy } = settings;
  const model = settings.model ?? DEFAULT_MODEL;
  const prices = policy.budget.prices;
  const opened: OpenedModel =
    source.kind === 'replay'
      ? {
          client: createReplayModelClient(await loadCassette(isAbsolute(source.path) ? source.path : resolve(settings.workspace, source.path)), {
            onWarning: settings.onReplayDivergence ?? settings.onWarning,
          }),
          provider: chooseProvider(undefined, policy.provider),
          model,
          ...(settings.fallbackModel ? { fallbackModel: settings.fallbackModel } : {}),
          // A replay sends what the recorded run sent: compaction as the Anthropic API offered it.
          serverCompaction: chooseProvider(undefined, policy.provider) === 'anthropic',
          ...(prices ? { prices } : {}),
          secrets: [],
          description: null,
        }
      : await openModelProvider({
          ...source,
          provider: chooseProvider(source.provider, policy.provider),
          model,
          ...(settings.fallbackModel ? { fallbackModel: settings.fallbackModel } : {}),
          env: settings.env,
          ...(prices ? { prices } : {}),
        });
  if (opened.warning) settings.onWarning(opened.warning);
  if (opened.description) settings.onInfo?.(`Model: ${opened.description}`);
  if (!settings.recordPath) return opened;
  return { ...opened, client: createRecordingModelClient(opened.client, { path: settings.recordPath, secrets: [...settings.secrets, ...opened.secrets] }) };
}
