export const id = 181;
export const ids = [181];
export const modules = {

/***/ 92181:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openCloudProvider: () => (/* binding */ openCloudProvider)
});

// EXTERNAL MODULE: ./src/model/provider.ts
var provider = __webpack_require__(94676);
// EXTERNAL MODULE: ./src/model/prices.ts
var prices = __webpack_require__(10435);
// EXTERNAL MODULE: ./src/model/provider-config-error.ts
var provider_config_error = __webpack_require__(61796);
;// CONCATENATED MODULE: ./src/model/provider-models.ts


/**
 * Bedrock's model ids for Tollgate's model names (without the inference-profile prefix). Models
 * after Claude Opus 4.6 are served on Bedrock's InvokeModel only through inference profiles, so the
 * default id is always one: `global.` + this.
 */
const BEDROCK_MODEL_IDS = {
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
const VERTEX_MODEL_IDS = {
    'claude-opus-4-5': 'claude-opus-4-5@20251101',
    'claude-sonnet-4-5': 'claude-sonnet-4-5@20250929',
    'claude-haiku-4-5': 'claude-haiku-4-5@20251001',
};
const BEDROCK_DEFAULT_PROFILE = 'global';
/** A Bedrock model id, inference profile id or ARN, as opposed to a Tollgate model name. */
function isBedrockModelId(model) {
    return model.startsWith('arn:') || /(^|\.)anthropic\./.test(model);
}
/**
 * The id Bedrock is called with: a Bedrock id or ARN as given, else the global inference profile
 * of the named model. Throws for a name Tollgate cannot map (there is no way to guess a Bedrock id).
 */
function bedrockModelId(model) {
    if (isBedrockModelId(model))
        return model;
    const base = BEDROCK_MODEL_IDS[(0,prices/* modelFamily */.yJ)(model)];
    if (base)
        return `${BEDROCK_DEFAULT_PROFILE}.${base}`;
    const known = Object.keys(BEDROCK_MODEL_IDS).join(', ');
    throw new provider_config_error/* ProviderConfigError */.i(`Model '${model}' has no Amazon Bedrock id that Tollgate knows. Give the Bedrock model id or inference profile ` +
        `itself as the model (e.g. global.anthropic.claude-sonnet-5-5, us.anthropic.claude-sonnet-4-5-20250929-v1:0, or an ARN), ` +
        `or one of: ${known}.`);
}
/** The id Vertex AI is called with: an id with `@version` as given, else the one for the model's family. */
function vertexModelId(model) {
    if (model.includes('@'))
        return model;
    return VERTEX_MODEL_IDS[(0,prices/* modelFamily */.yJ)(model)] ?? model;
}
/**
 * Bedrock's geographic and in-Region inference and Vertex AI's regional endpoints cost 10 % more
 * than their global ones for Claude Sonnet 4.5 and every later model (the whole price table).
 */
const REGIONAL_PREMIUM = 1.1;
function scaled(price, factor) {
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
function providerPriceOverrides(model, regional, policy) {
    if (!regional || policy?.[model])
        return policy;
    const resolved = (0,prices/* resolvePrice */.Il)(model, policy);
    if (resolved.family === null)
        return policy;
    return { ...policy, [model]: scaled(resolved.price, REGIONAL_PREMIUM) };
}

;// CONCATENATED MODULE: ./src/model/open-cloud-provider.ts


const ENDPOINT_VARIABLE = { bedrock: 'ANTHROPIC_BEDROCK_BASE_URL', vertex: 'ANTHROPIC_VERTEX_BASE_URL' };
/** The rest every cloud run shares: the prices with the regional premium, the secrets once each, a base URL that does not apply. */
function opened(request, found, regional) {
    const prices = providerPriceOverrides(found.model, regional, request.prices);
    const warning = request.baseUrl
        ? `The Anthropic API base URL (${request.baseUrl}) is not used with ${provider/* PROVIDER_NAMES */.xd[request.provider]}; set ${ENDPOINT_VARIABLE[request.provider]} for another endpoint.`
        : undefined;
    return { ...found, secrets: [...new Set(found.secrets)], ...(prices ? { prices } : {}), ...(warning ? { warning } : {}) };
}
/** Amazon Bedrock or Google Vertex AI: the model's id there, the credentials checked, the client. */
async function openCloudProvider(request, always) {
    if (request.provider === 'bedrock') {
        const model = bedrockModelId(request.model);
        const { openBedrock } = await __webpack_require__.e(/* import() */ 651).then(__webpack_require__.bind(__webpack_require__, 1651));
        const bedrock = await openBedrock(request.env);
        const description = `${provider/* PROVIDER_NAMES */.xd.bedrock} (${bedrock.region}): ${model}`;
        return opened(request, { client: bedrock.client, provider: 'bedrock', model, secrets: [...always, ...bedrock.secrets], description }, !model.startsWith('global.'));
    }
    const model = vertexModelId(request.model);
    const { openVertex } = await __webpack_require__.e(/* import() */ 931).then(__webpack_require__.bind(__webpack_require__, 73931));
    const vertex = await openVertex(request.env);
    const description = `${provider/* PROVIDER_NAMES */.xd.vertex} (${vertex.projectId}, ${vertex.region}): ${model}`;
    return opened(request, { client: vertex.client, provider: 'vertex', model, secrets: [...always, ...vertex.secrets], description }, vertex.region !== 'global');
}


/***/ })

};
