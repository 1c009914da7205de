import type { ModelProviderRequest, OpenedModel } from './opened-model.js';
import { PROVIDER_NAMES } from './provider.js';
import { bedrockModelId, providerPriceOverrides, vertexModelId } from './provider-models.js';

type CloudRequest = ModelProviderRequest & { readonly provider: 'bedrock' | 'vertex' };

const ENDPOINT_VARIABLE = { bedrock: 'ANTHROPIC_BEDROCK_BASE_URL', vertex: 'ANTHROPIC_VERTEX_BASE_URL' } as const;

/**
 * The rest every cloud run shares: the prices with the regional premium (the fallback model's too),
 * the secrets once each, a base URL that does not apply. Neither offers server-side compaction.
 */
function opened(request: CloudRequest, found: Omit<OpenedModel, 'prices' | 'warning' | 'serverCompaction'>, regional: boolean): OpenedModel {
  const own = providerPriceOverrides(found.model, regional, request.prices);
  const prices = found.fallbackModel ? providerPriceOverrides(found.fallbackModel, regional, own) : own;
  const warning = request.baseUrl
    ? `The Anthropic API base URL (${request.baseUrl}) is not used with ${PROVIDER_NAMES[request.provider]}; set ${ENDPOINT_VARIABLE[request.provider]} for another endpoint.`
    : undefined;
  return { ...found, serverCompaction: false, secrets: [...new Set(found.secrets)], ...(prices ? { prices } : {}), ...(warning ? { warning } : {}) };
}

/** Amazon Bedrock or Google Vertex AI: the model's id there, the credentials checked, the client. */
export async function openCloudProvider(request: CloudRequest, always: readonly string[]): Promise<OpenedModel> {
  if (request.provider === 'bedrock') {
    const model = bedrockModelId(request.model);
    const fallback = request.fallbackModel ? { fallbackModel: bedrockModelId(request.fallbackModel) } : {};
    const { openBedrock } = await import('./bedrock-client.js');
    const bedrock = await openBedrock(request.env);
    const description = `${PROVIDER_NAMES.bedrock} (${bedrock.region}): ${model}`;
    return opened(request, { client: bedrock.client, provider: 'bedrock', model, ...fallback, secrets: [...always, ...bedrock.secrets], description }, !model.startsWith('global.'));
  }
  const model = vertexModelId(request.model);
  const fallback = request.fallbackModel ? { fallbackModel: vertexModelId(request.fallbackModel) } : {};
  const { openVertex } = await import('./vertex-client.js');
  const vertex = await openVertex(request.env);
  const description = `${PROVIDER_NAMES.vertex} (${vertex.projectId}, ${vertex.region}): ${model}`;
  return opened(request, { client: vertex.client, provider: 'vertex', model, ...fallback, secrets: [...always, ...vertex.secrets], description }, vertex.region !== 'global');
}
