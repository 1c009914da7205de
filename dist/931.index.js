export const id = 931;
export const ids = [931];
export const modules = {

/***/ 8342:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ envValue)
/* harmony export */ });
/** A variable's value, trimmed; undefined when unset or blank. */
const envValue = (env, name) => env[name]?.trim() || undefined;


/***/ }),

/***/ 73931:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openVertex: () => (/* binding */ openVertex)
/* harmony export */ });
/* unused harmony exports VERTEX_ANTHROPIC_VERSION, credentialFileSecrets */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_describe_error_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64505);
/* harmony import */ var _messages_stream_client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29193);
/* harmony import */ var _provider_config_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61796);
/* harmony import */ var _provider_env_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8342);






/** Vertex AI reads the API version from the body and expects this one (not the SDK's own header). */
const VERTEX_ANTHROPIC_VERSION = 'vertex-2023-10-16';
const CLOUD_PLATFORM_SCOPE = 'https://www.googleapis.com/auth/cloud-platform';
/** Where google-github-actions/auth and gcloud put the project, in the order Tollgate reads them. */
const PROJECT_VARIABLES = ['ANTHROPIC_VERTEX_PROJECT_ID', 'GOOGLE_CLOUD_PROJECT', 'CLOUDSDK_CORE_PROJECT', 'GCLOUD_PROJECT', 'GCP_PROJECT'];
const WHAT_TO_SET = 'In a workflow, run google-github-actions/auth with workload_identity_provider (and service_account; the job needs ' +
    'permissions: id-token: write) before Tollgate. Elsewhere point GOOGLE_APPLICATION_CREDENTIALS at a credentials file.';
const AUTH_HINT = 'Check the Google credentials (google-github-actions/auth, GOOGLE_APPLICATION_CREDENTIALS), the project and region, and that the identity has the Vertex AI User role (roles/aiplatform.user) there.';
/** What a credentials file holds that grants access: keys, refresh tokens, the headers its token source sends. */
function credentialFileSecrets(path) {
    if (!path)
        return [];
    let parsed;
    try {
        parsed = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    }
    catch {
        return [];
    }
    if (typeof parsed !== 'object' || parsed === null)
        return [];
    const file = parsed;
    const found = [file.private_key, file.private_key_id, file.client_secret, file.refresh_token];
    const source = file.credential_source;
    if (typeof source === 'object' && source !== null) {
        const headers = source.headers;
        if (typeof headers === 'object' && headers !== null) {
            for (const header of Object.values(headers)) {
                found.push(header);
                if (typeof header === 'string')
                    found.push(header.replace(/^(Bearer|Basic)\s+/i, ''));
            }
        }
    }
    return found.filter((s) => typeof s === 'string' && s.length >= 8);
}
/**
 * Google Vertex AI through `@anthropic-ai/vertex-sdk`, with Application Default Credentials from
 * google-auth-library (`GOOGLE_APPLICATION_CREDENTIALS`: the external-account file workload identity
 * federation writes, or a key file). The region is `CLOUD_ML_REGION` (`global`, `us-east5`...);
 * `ANTHROPIC_VERTEX_BASE_URL` replaces the endpoint. A first access token is obtained now, so a
 * credential that does not work stops the run before any model call. Loaded only when Vertex is chosen.
 */
async function openVertex(env) {
    const region = (0,_provider_env_js__WEBPACK_IMPORTED_MODULE_4__/* .envValue */ .$)(env, 'CLOUD_ML_REGION');
    if (!region) {
        throw new _provider_config_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ProviderConfigError */ .i('provider vertex needs a region: set CLOUD_ML_REGION (global, us-east5, europe-west1...) in the environment of the step.');
    }
    const keyFilename = (0,_provider_env_js__WEBPACK_IMPORTED_MODULE_4__/* .envValue */ .$)(env, 'GOOGLE_APPLICATION_CREDENTIALS');
    const { GoogleAuth } = await __webpack_require__.e(/* import() */ 492).then(__webpack_require__.t.bind(__webpack_require__, 492, 23));
    const auth = new GoogleAuth({ scopes: CLOUD_PLATFORM_SCOPE, ...(keyFilename ? { keyFilename } : {}) });
    let authClient;
    let token;
    try {
        authClient = await auth.getClient();
        token = (await authClient.getAccessToken()).token;
    }
    catch (error) {
        throw new _provider_config_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ProviderConfigError */ .i(`provider vertex: no Google access token could be obtained (${(0,_core_describe_error_js__WEBPACK_IMPORTED_MODULE_5__/* .describeError */ .U)(error)}). ${WHAT_TO_SET}`);
    }
    if (!token)
        throw new _provider_config_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ProviderConfigError */ .i(`provider vertex: the Google credentials gave no access token. ${WHAT_TO_SET}`);
    const projectId = PROJECT_VARIABLES.map((name) => (0,_provider_env_js__WEBPACK_IMPORTED_MODULE_4__/* .envValue */ .$)(env, name)).find(Boolean) ?? (await auth.getProjectId().catch(() => null));
    if (!projectId) {
        throw new _provider_config_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ProviderConfigError */ .i('provider vertex needs a Google Cloud project: set ANTHROPIC_VERTEX_PROJECT_ID or GOOGLE_CLOUD_PROJECT (google-github-actions/auth sets it from its project_id input).');
    }
    // The CommonJS build, with its own @anthropic-ai/sdk (see bedrock-client.ts: the Anthropic path's start-up stays as it was).
    const { AnthropicVertex } = (0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(import.meta.url)('@anthropic-ai/vertex-sdk');
    const baseURL = (0,_provider_env_js__WEBPACK_IMPORTED_MODULE_4__/* .envValue */ .$)(env, 'ANTHROPIC_VERTEX_BASE_URL');
    const sdk = new AnthropicVertex({
        region,
        projectId,
        authClient,
        ...(baseURL ? { baseURL } : {}),
        maxRetries: 0,
        defaultHeaders: { 'anthropic-version': VERTEX_ANTHROPIC_VERSION },
    });
    return {
        client: (0,_messages_stream_client_js__WEBPACK_IMPORTED_MODULE_2__/* .createMessagesStreamClient */ ._)(sdk, { errors: AnthropicVertex, label: 'Google Vertex AI', authHint: AUTH_HINT }),
        region,
        projectId,
        secrets: [token, ...credentialFileSecrets(keyFilename)],
    };
}


/***/ })

};
