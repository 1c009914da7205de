import { modelFamily, resolvePrice, type ModelPrice, type PriceOverrides } from './prices.js';
import { ProviderConfigError } from './provider-config-error.js';

/**
 * Bedrock's model ids for Tollgate's model names (without the inference-profile prefix). Models
 * after Claude Opus 4.6 are served on Bedrock's InvokeModel only through inference profiles, so the
 * default id is always one: `global.` + this.
 */
const BEDROCK_MODEL_IDS: Readonly<Record<string, string>> = {
  'claude-opus-5-5': 'anthropic.claude-opus-5-5',
  'claude-opus-5': 'anthropic.claude-opus-5',
  'claude-opus-4-8': 'anthropic.claude-opus-4-8',
  'claude-opus-4-7': 'anthropic.claude-opus-4-7',
  'claude-opus-4-6': 'anthropic.claude-opus-4-6-v1',
  'claude-opus-4-5': 'anthropic.claude-opus-4-5-20251101-v1:0',
  'claude-sonnet-5-5': 'anthropic.claude-sonnet-5-5',
  'claude-sonnet-5': 'anthropic.claude-sonnet-5',
  'claude-sonnet-4-6': 'anthropic.claude-sonnet-4-6',
  'claude-sonnet-4-5': 'anthropic.claude-sonnet-4-5-20250929-v1:0',
  'claude-haiku-4-5': 'anthropic.claude-haiku-4-5-20251001-v1:0',
};

/** Vertex AI's ids where they differ from the name: the 4.5 models carry their date after `@`. */
const VERTEX_MODEL_IDS: Readonly<Record<string, string>> = {
  'claude-opus-4-5': 'claude-opus-4-5@20251101',
  'claude-sonnet-4-5': 'claude-sonnet-4-5@20250929',
  'claude-haiku-4-5': 'claude-haiku-4-5@20251001',
};

const BEDROCK_DEFAULT_PROFILE = 'global';

/** A Bedrock model id, inference profile id or ARN, as opposed to a Tollgate model name. */
function isBedrockModelId(model: string): boolean {
  return model.startsWith('arn:') || /(^|\.)anthropic\./.test(model);
}

/**
 * The id Bedrock is called with: a Bedrock id or ARN as given, else the global inference profile
 * of the named model. Throws for a name Tollgate cannot map (there is no way to guess a Bedrock id).
 */
export function bedrockModelId(model: string): string {
  if (isBedrockModelId(model)) return model;
  const base = BEDROCK_MODEL_IDS[modelFamily(model)];
  if (base) return `${BEDROCK_DEFAULT_PROFILE}.${base}`;
  const known = Object.keys(BEDROCK_MODEL_IDS).join(', ');
  throw new ProviderConfigError(
    `Model '${model}' has no Amazon Bedrock id that Tollgate knows. Give the Bedrock model id or inference profile ` +
      `itself as the model (e.g. global.anthropic.claude-sonnet-5-5, us.anthropic.claude-sonnet-4-5-20250929-v1:0, or an ARN), ` +
      `or one of: ${known}.`,
  );
}

/** The id Vertex AI is called with: an id with `@version` as given, else the one for the model's family. */
export function vertexModelId(model: string): string {
  if (model.includes('@')) return model;
  return VERTEX_MODEL_IDS[modelFamily(model)] ?? model;
}

/**
 * Bedrock's geographic and in-Region inference and Vertex AI's regional endpoints cost 10 % more
 * than their global ones for Claude Sonnet 4.5 and every later model (the whole price table).
 */
const REGIONAL_PREMIUM = 1.1;

function scaled(price: ModelPrice, factor: number): ModelPrice {
  return {
    input: price.input * factor,
    output: price.output * factor,
    cache_write_5m: price.cache_write_5m * factor,
    cache_write_1h: price.cache_write_1h * factor,
    cache_read: price.cache_read * factor,
  };
}

/**
 * The price overrides a session charges with: the policy's, plus the regional premium for the
 * model in use. A price the policy gives for that exact id is taken as it is; a family's price (the
 * table's or the policy's) is raised. An unknown model is left alone: it is charged the most
 * expensive known rates, with a warning.
 */
export function providerPriceOverrides(model: string, regional: boolean, policy: PriceOverrides | undefined): PriceOverrides | undefined {
  if (!regional || policy?.[model]) return policy;
  const resolved = resolvePrice(model, policy);
  if (resolved.family === null) return policy;
  return { ...policy, [model]: scaled(resolved.price, REGIONAL_PREMIUM) };
}
