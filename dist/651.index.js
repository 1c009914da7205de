export const id = 651;
export const ids = [651];
export const modules = {

/***/ 1651:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openBedrock: () => (/* binding */ openBedrock)
/* harmony export */ });
/* unused harmony export BEDROCK_ANTHROPIC_VERSION */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_describe_error_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64505);
/* harmony import */ var _messages_stream_client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29193);
/* harmony import */ var _provider_config_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61796);
/* harmony import */ var _provider_env_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8342);






/**
 * Bedrock's InvokeModel reads the API version from the body and accepts only this one; the SDK
 * would copy its own header (`2026-10-21`) there, which the ARN-versioned models refuse.
 */
const BEDROCK_ANTHROPIC_VERSION = 'bedrock-2023-05-31';
/** Refreshed this long before they expire. */
const REFRESH_BEFORE_MS = 5 * 60_000;
/** The provider's credentials until they are about to expire (a web identity would otherwise call STS on every request). */
function cached(provider) {
    let current = null;
    return async () => {
        const held = current ? await current.catch(() => null) : null;
        if (held && (!held.expiration || held.expiration.getTime() - Date.now() > REFRESH_BEFORE_MS))
            return held;
        current = provider();
        return current;
    };
}
const WHAT_TO_SET = 'In a workflow, run aws-actions/configure-aws-credentials (role-to-assume, aws-region; the job needs permissions: id-token: write) ' +
    'before Tollgate. Elsewhere set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN), or AWS_WEB_IDENTITY_TOKEN_FILE and AWS_ROLE_ARN.';
const AUTH_HINT = 'Check the AWS credentials (aws-actions/configure-aws-credentials, AWS_REGION) and that the role may call bedrock:InvokeModelWithResponseStream on this model or inference profile.';
function readIfPresent(path) {
    if (!path)
        return undefined;
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8').trim() || undefined;
    }
    catch {
        return undefined;
    }
}
/** The credential chain: a web identity named in the env first (the OIDC route), else the SDK's default chain. */
async function credentialChain(env, region) {
    const providers = await __webpack_require__.e(/* import() */ 719).then(__webpack_require__.t.bind(__webpack_require__, 29719, 19));
    const tokenFile = (0,_provider_env_js__WEBPACK_IMPORTED_MODULE_4__/* .envValue */ .$)(env, 'AWS_WEB_IDENTITY_TOKEN_FILE');
    const roleArn = (0,_provider_env_js__WEBPACK_IMPORTED_MODULE_4__/* .envValue */ .$)(env, 'AWS_ROLE_ARN');
    if (tokenFile && roleArn) {
        const roleSessionName = (0,_provider_env_js__WEBPACK_IMPORTED_MODULE_4__/* .envValue */ .$)(env, 'AWS_ROLE_SESSION_NAME');
        const provider = providers.fromTokenFile({ webIdentityTokenFile: tokenFile, roleArn, ...(roleSessionName ? { roleSessionName } : {}), clientConfig: { region } });
        return { provider, tokenFile };
    }
    return { provider: providers.fromNodeProviderChain({ clientConfig: { region } }) };
}
/** The credentials, resolved now so a missing or refused one stops the run before any model call. */
async function resolveAuth(env, region) {
    const apiKey = (0,_provider_env_js__WEBPACK_IMPORTED_MODULE_4__/* .envValue */ .$)(env, 'AWS_BEARER_TOKEN_BEDROCK');
    if (apiKey)
        return { kind: 'bearer', apiKey };
    const accessKeyId = (0,_provider_env_js__WEBPACK_IMPORTED_MODULE_4__/* .envValue */ .$)(env, 'AWS_ACCESS_KEY_ID');
    const secretAccessKey = (0,_provider_env_js__WEBPACK_IMPORTED_MODULE_4__/* .envValue */ .$)(env, 'AWS_SECRET_ACCESS_KEY');
    if (accessKeyId && secretAccessKey) {
        const sessionToken = (0,_provider_env_js__WEBPACK_IMPORTED_MODULE_4__/* .envValue */ .$)(env, 'AWS_SESSION_TOKEN');
        return { kind: 'static', credentials: { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } };
    }
    if (accessKeyId || secretAccessKey) {
        throw new _provider_config_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ProviderConfigError */ .i(`provider bedrock: ${accessKeyId ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'} is missing (the other one is set). ${WHAT_TO_SET}`);
    }
    const chain = await credentialChain(env, region);
    const provider = cached(chain.provider);
    const { tokenFile } = chain;
    try {
        return { kind: 'chain', provider, credentials: await provider(), ...(tokenFile ? { tokenFile } : {}) };
    }
    catch (error) {
        throw new _provider_config_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ProviderConfigError */ .i(`provider bedrock: no AWS credentials could be found (${(0,_core_describe_error_js__WEBPACK_IMPORTED_MODULE_5__/* .describeError */ .U)(error)}). ${WHAT_TO_SET}`);
    }
}
function authSecrets(auth) {
    if (auth.kind === 'bearer')
        return [auth.apiKey];
    const { accessKeyId, secretAccessKey, sessionToken } = auth.credentials;
    const token = auth.kind === 'chain' ? readIfPresent(auth.tokenFile) : undefined;
    return [accessKeyId, secretAccessKey, sessionToken, token].filter((s) => typeof s === 'string' && s.length > 0);
}
/**
 * Amazon Bedrock's InvokeModel API through `@anthropic-ai/bedrock-sdk` (SigV4-signed, the AWS
 * event stream turned back into Messages API events by the SDK). The region is `AWS_REGION`
 * (else `AWS_DEFAULT_REGION`); `ANTHROPIC_BEDROCK_BASE_URL` replaces the endpoint (a VPC endpoint,
 * a gateway). Loaded only when Bedrock is chosen.
 */
async function openBedrock(env) {
    const region = (0,_provider_env_js__WEBPACK_IMPORTED_MODULE_4__/* .envValue */ .$)(env, 'AWS_REGION') ?? (0,_provider_env_js__WEBPACK_IMPORTED_MODULE_4__/* .envValue */ .$)(env, 'AWS_DEFAULT_REGION');
    if (!region) {
        throw new _provider_config_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ProviderConfigError */ .i('provider bedrock needs an AWS region: set AWS_REGION (aws-actions/configure-aws-credentials sets it from its aws-region input).');
    }
    const auth = await resolveAuth(env, region);
    // The SDK's CommonJS build, with its own copy of @anthropic-ai/sdk: sharing the ESM modules the
    // Anthropic path loads would make the bundler keep more of them there, and slow every start-up.
    const { AnthropicBedrock } = (0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(import.meta.url)('@anthropic-ai/bedrock-sdk');
    const common = {
        awsRegion: region,
        baseURL: (0,_provider_env_js__WEBPACK_IMPORTED_MODULE_4__/* .envValue */ .$)(env, 'ANTHROPIC_BEDROCK_BASE_URL') ?? `https://bedrock-runtime.${region}.amazonaws.com`,
        maxRetries: 0,
        defaultHeaders: { 'anthropic-version': BEDROCK_ANTHROPIC_VERSION },
    };
    const sdk = auth.kind === 'bearer'
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
    const messages = { stream: sdk.messages.stream.bind(sdk.messages) };
    return { client: (0,_messages_stream_client_js__WEBPACK_IMPORTED_MODULE_2__/* .createMessagesStreamClient */ ._)({ messages }, { errors: AnthropicBedrock, label: 'Amazon Bedrock', authHint: AUTH_HINT }), region, secrets: authSecrets(auth) };
}


/***/ }),

/***/ 8342:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ envValue)
/* harmony export */ });
/** A variable's value, trimmed; undefined when unset or blank. */
const envValue = (env, name) => env[name]?.trim() || undefined;


/***/ })

};
