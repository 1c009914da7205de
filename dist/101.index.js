export const id = 101;
export const ids = [101];
export const modules = {

/***/ 7101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_CLOSE_GRACE_MS: () => (/* reexport */ DEFAULT_CLOSE_GRACE_MS),
  DEFAULT_CONNECT_TIMEOUT_MS: () => (/* reexport */ DEFAULT_CONNECT_TIMEOUT_MS),
  DEFAULT_MAX_MCP_SCHEMA_CHARS: () => (/* reexport */ DEFAULT_MAX_MCP_SCHEMA_CHARS),
  DEFAULT_MAX_UNDEFERRED_MCP_TOOLS: () => (/* reexport */ DEFAULT_MAX_UNDEFERRED_MCP_TOOLS),
  MAX_TOOL_NAME_LENGTH: () => (/* reexport */ MAX_TOOL_NAME_LENGTH),
  McpConfigError: () => (/* reexport */ McpConfigError),
  applyDeferral: () => (/* reexport */ applyDeferral),
  connectMcpServers: () => (/* reexport */ connectMcpServers),
  contentToText: () => (/* reexport */ contentToText),
  createMcpTool: () => (/* reexport */ createMcpTool),
  expandServerConfig: () => (/* reexport */ expandServerConfig),
  isMcpTool: () => (/* reexport */ isMcpTool),
  loadMcpConfig: () => (/* reexport */ loadMcpConfig),
  mcpConfigSource: () => (/* reexport */ mcpConfigSource),
  mcpOutputToBlock: () => (/* reexport */ mcpOutputToBlock),
  mcpToolName: () => (/* reexport */ mcpToolName),
  normalizeMcpName: () => (/* reexport */ normalizeMcpName)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
;// CONCATENATED MODULE: ./src/mcp/mcp-config-error.ts
/** A problem in the MCP configuration; its message names the file, the line and the key. */
class McpConfigError extends Error {
    file;
    line;
    key;
    name = 'McpConfigError';
    constructor(message, file, line, key) {
        super(message);
        this.file = file;
        this.line = line;
        this.key = key;
    }
}

;// CONCATENATED MODULE: ./src/mcp/config.ts





const INLINE_SOURCE = 'mcp_config (inline)';
const fileSchema = schemas/* strictObject */.rej({
    mcpServers: schemas/* record */.g1P(schemas/* string */.YjP().min(1, 'a server name must not be empty'), schemas/* unknown */.L5J(), {
        error: (issue) => issue.input === undefined
            ? 'is missing: expected {"mcpServers": {"<name>": {...}}}'
            : 'expected an object that maps server names to servers',
    }),
});
const stringMap = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP({ error: 'expected a string value' }));
const stdioSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('stdio').optional(),
    command: schemas/* string */.YjP({ error: 'expected the command to run, as a string' }).min(1, 'the command must not be empty'),
    args: schemas/* array */.YOg(schemas/* string */.YjP({ error: 'expected a string' })).default([]),
    env: stringMap.default({}),
});
const httpSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('http'),
    url: schemas/* string */.YjP({ error: 'expected the server URL, as a string' }).min(1, 'the url must not be empty'),
    headers: stringMap.default({}),
});
/**
 * Reads an MCP configuration in the shape of Claude Code's `.mcp.json`:
 * `{"mcpServers": {"name": {"command", "args", "env"} | {"type": "http", "url", "headers"}}}`.
 * Throws `McpConfigError` naming the file, line and key; `${VAR}` is expanded later, at connect.
 */
function loadMcpConfig(source) {
    const { where, text } = readSource(source);
    const raw = parseJson(text, where);
    const locate = lineLocator(text);
    const top = fileSchema.safeParse(raw);
    if (!top.success)
        throw issueError(top.error, [], where, locate);
    const servers = [];
    const toolPrefixes = new Map();
    for (const [name, value] of Object.entries(top.data.mcpServers)) {
        const server = parseServer(name, value, where, locate);
        const prefix = normalizeMcpName(name);
        const clash = toolPrefixes.get(prefix);
        if (clash !== undefined) {
            const path = ['mcpServers', name];
            throw configError(`the server names "${clash}" and "${name}" both become the tool prefix mcp__${prefix}__; rename one`, path, where, locate);
        }
        toolPrefixes.set(prefix, name);
        servers.push(server);
    }
    return { source: where, servers };
}
/** The `mcp_config` input as a source: inline JSON when it starts with `{`, else a path. */
function mcpConfigSource(value, cwd) {
    return value.trimStart().startsWith('{') ? { inline: value, cwd } : { path: value.trim(), cwd };
}
/** Characters outside [A-Za-z0-9_-] become `_`, as in Claude Code's `mcp__server__tool` names. */
function normalizeMcpName(name) {
    return name.replace(/[^A-Za-z0-9_-]/g, '_');
}
function readSource(source) {
    if (source.inline !== undefined && source.path !== undefined) {
        throw new McpConfigError('Give the MCP config either as a path or inline, not both.', INLINE_SOURCE);
    }
    if (source.inline !== undefined)
        return { where: INLINE_SOURCE, text: source.inline };
    if (source.path === undefined || source.path.trim() === '') {
        throw new McpConfigError('No MCP config given: expected a path to a .mcp.json file or inline JSON.', INLINE_SOURCE);
    }
    const file = (0,external_node_path_.resolve)(source.cwd, source.path);
    try {
        return { where: source.path, text: (0,external_node_fs_.readFileSync)(file, 'utf8') };
    }
    catch (error) {
        const code = error.code;
        const why = code === 'ENOENT' ? 'the file does not exist' : `it could not be read (${code ?? 'unknown error'})`;
        throw new McpConfigError(`Cannot read the MCP config ${source.path}: ${why}.`, source.path);
    }
}
function parseJson(text, where) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        const position = /position (\d+)/.exec(detail)?.[1];
        const line = position === undefined ? undefined : lineOfOffset(text, Number(position));
        const at = line === undefined ? '' : ` line ${line}:`;
        throw new McpConfigError(`${where}:${at} the MCP config is not valid JSON (${detail}).`, where, line);
    }
}
function parseServer(name, value, where, locate) {
    const path = ['mcpServers', name];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw configError('expected an object with "command" (stdio) or "type": "http" and "url"', path, where, locate);
    }
    const type = value.type;
    if (type === 'http') {
        const parsed = httpSchema.safeParse(value);
        if (!parsed.success)
            throw issueError(parsed.error, path, where, locate);
        return { type: 'http', name, url: parsed.data.url, headers: parsed.data.headers };
    }
    if (type !== undefined && type !== 'stdio') {
        throw configError(`unsupported server type ${JSON.stringify(type)}: expected "stdio" (the default) or "http"`, [...path, 'type'], where, locate);
    }
    const parsed = stdioSchema.safeParse(value);
    if (!parsed.success)
        throw issueError(parsed.error, path, where, locate);
    return { type: 'stdio', name, command: parsed.data.command, args: parsed.data.args, env: parsed.data.env };
}
function issueError(error, prefix, where, locate) {
    const issue = error.issues[0];
    if (!issue)
        return configError('invalid configuration', prefix, where, locate);
    const path = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
        const key = issue.keys[0] ?? '';
        return configError(`unknown key "${key}"`, [...path, key], where, locate, path);
    }
    const message = issue.message.replace(/^Invalid input: /, '');
    return configError(message, path, where, locate);
}
function configError(message, path, where, locate, fallbackPath = path) {
    const key = path.map(String).join('.');
    const line = locate(path) ?? locate(fallbackPath);
    const at = line === undefined ? '' : ` line ${line},`;
    return new McpConfigError(`${where}:${at} key \`${key || '(top level)'}\`: ${message}.`, where, line, key);
}
/** The line of the deepest node on `path` that exists (JSON is YAML, so `yaml` gives positions). */
function lineLocator(text) {
    const lineCounter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter });
    return (path) => {
        for (let depth = path.length; depth >= 0; depth--) {
            const segment = path.slice(0, depth);
            const node = depth === 0 ? doc.contents : doc.getIn(segment, true);
            const range = node?.range;
            if (range) {
                if (depth === path.length && depth > 0) {
                    const key = keyOffset(doc, segment);
                    if (key !== undefined)
                        return lineCounter.linePos(key).line;
                }
                return lineCounter.linePos(range[0]).line;
            }
        }
        return undefined;
    };
}
/** Where the key of `path`'s last segment starts, so the line is the key's line, not its value's. */
function keyOffset(doc, path) {
    const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1), true);
    const items = parent?.items;
    if (!Array.isArray(items))
        return undefined;
    const last = String(path[path.length - 1]);
    for (const item of items) {
        const key = item.key;
        if (key && String(key.value) === last && key.range)
            return key.range[0];
    }
    return undefined;
}
function lineOfOffset(text, offset) {
    return text.slice(0, offset).split('\n').length;
}

;// CONCATENATED MODULE: ./src/mcp/expand-env.ts
const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;
/**
 * Expands `${VAR}` and `${VAR:-default}` in the command, args, env values, url and headers from
 * `env` (the runner's environment). Expansion is the only way a runner variable reaches a server. A variable that is unset and has no default is reported by
 * name, never by value.
 */
function expandServerConfig(server, env) {
    const missing = new Set();
    const substituted = [];
    const expand = (text) => text.replace(VARIABLE, (_match, name, fallback) => {
        const value = env[name];
        if (value !== undefined && value !== '') {
            substituted.push(value);
            return value;
        }
        if (fallback !== undefined)
            return fallback;
        if (value === undefined)
            missing.add(name);
        return '';
    });
    const expandMap = (map) => Object.fromEntries(Object.entries(map).map(([key, value]) => [key, expand(value)]));
    let expanded;
    let secretValues;
    if (server.type === 'stdio') {
        const command = expand(server.command);
        substituted.length = 0; // a variable in the command names a program, not a secret
        const envMap = expandMap(server.env);
        expanded = { ...server, command, args: server.args.map(expand), env: envMap };
        secretValues = Object.values(envMap);
    }
    else {
        const headers = expandMap(server.headers);
        expanded = { ...server, url: expand(server.url), headers };
        secretValues = Object.values(headers);
    }
    if (missing.size > 0)
        return { ok: false, missing: [...missing].sort() };
    const secrets = [...new Set([...secretValues, ...substituted])].filter((value) => value !== '');
    return { ok: true, server: expanded, secretValues: secrets };
}

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./src/core/redact.ts
var core_redact = __webpack_require__(12258);
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(42463);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(52210);
;// CONCATENATED MODULE: ./src/mcp/json-schema-input.ts



const DRAFT_2020 = /json-schema\.org\/draft\/2020-12\/schema/;
function createJsonSchemaCompiler() {
    // strict: false because servers use vendor keywords and formats Ajv does not know; a schema
    // that breaks the meta-schema (a wrong "type", say) still fails to compile. addUsedSchema:
    // false so two tools that reuse one `$id` do not collide.
    const options = { strict: false, allErrors: true, logger: false, addUsedSchema: false };
    let draft07;
    let draft2020;
    return {
        compile(schema) {
            if (typeof schema.$schema === 'string' && DRAFT_2020.test(schema.$schema)) {
                draft2020 ??= new _2020.Ajv2020(options);
                return draft2020.compile(schema);
            }
            // Other drafts (04, 06, 2019-09) are checked as draft-07, the closest Ajv's default knows.
            const { $schema: _declared, ...rest } = schema;
            draft07 ??= new ajv.Ajv(options);
            return draft07.compile(rest);
        },
    };
}
/**
 * A Zod schema whose check is an Ajv-compiled JSON Schema, so step 2 of the pipeline validates an
 * MCP tool's input against the schema the model was given, with field-level messages.
 */
function jsonSchemaInput(validate) {
    return schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).superRefine((value, ctx) => {
        if (validate(value))
            return;
        for (const error of validate.errors ?? []) {
            const { path, message } = describeAjvError(error);
            ctx.addIssue({ code: 'custom', path, message });
        }
    });
}
function describeAjvError(error) {
    const path = error.instancePath
        .split('/')
        .slice(1)
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const params = error.params;
    if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
        return { path: [...path, params.missingProperty], message: 'is required but missing' };
    }
    if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
        return { path: [...path, params.additionalProperty], message: 'is not an accepted parameter' };
    }
    if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
        return { path, message: `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}` };
    }
    return { path, message: error.message ?? `fails the "${error.keyword}" rule` };
}

// EXTERNAL MODULE: ./src/core/tool.ts
var core_tool = __webpack_require__(80121);
// EXTERNAL MODULE: ./src/core/tool-error.ts
var tool_error = __webpack_require__(57814);
;// CONCATENATED MODULE: ./src/mcp/mcp-tool-output.ts



const contentBlock = schemas/* looseObject */._H3({ type: schemas/* string */.YjP() });
const outputShape = schemas/* object */.Ikc({ content: schemas/* array */.YOg(schemas/* unknown */.L5J()), isError: schemas/* boolean */.zMY().optional() });
/**
 * The tool_result for an MCP output, or for whatever a PostToolUse hook put in its place
 * (`updatedMCPToolOutput`): an output of the same shape, an array of content blocks, a string,
 * or any other JSON value.
 */
function mcpOutputToBlock(output, toolUseId) {
    const parsed = outputShape.safeParse(output);
    if (parsed.success) {
        const text = contentToText(parsed.data.content);
        return parsed.data.isError
            ? { type: 'tool_result', tool_use_id: toolUseId, content: (0,tool_error/* wrapToolError */.x1)(text || 'The MCP tool reported an error.'), is_error: true }
            : { type: 'tool_result', tool_use_id: toolUseId, content: text };
    }
    if (Array.isArray(output))
        return { type: 'tool_result', tool_use_id: toolUseId, content: contentToText(output) };
    return { type: 'tool_result', tool_use_id: toolUseId, content: (0,core_tool/* outputToText */.EE)(output) };
}
/** MCP content as text: text as is, resources inlined, images and audio noted (not sent). */
function contentToText(content) {
    return content.map(blockToText).join('\n');
}
function blockToText(block) {
    const parsed = contentBlock.safeParse(block);
    if (!parsed.success)
        return (0,core_tool/* outputToText */.EE)(block);
    const item = parsed.data;
    const str = (key, from = item) => typeof from[key] === 'string' ? from[key] : undefined;
    switch (item.type) {
        case 'text':
            return str('text') ?? '';
        case 'image':
        case 'audio': {
            const bytes = Buffer.byteLength(str('data') ?? '', 'base64');
            return `[${item.type} omitted: ${str('mimeType') ?? 'unknown type'}, about ${bytes} bytes]`;
        }
        case 'resource': {
            const resource = (typeof item.resource === 'object' && item.resource !== null ? item.resource : {});
            const uri = str('uri', resource) ?? '(no uri)';
            const text = str('text', resource);
            return text !== undefined ? `[resource ${uri}]\n${text}` : `[binary resource omitted: ${uri}, ${str('mimeType', resource) ?? 'unknown type'}]`;
        }
        case 'resource_link':
            return `[resource link: ${str('uri') ?? '(no uri)'}${str('name') ? ` (${str('name')})` : ''}]`;
        default:
            return (0,core_tool/* outputToText */.EE)(block);
    }
}

;// CONCATENATED MODULE: ./src/mcp/mcp-tool.ts




/** The longest tool name the Messages API accepts. */
const MAX_TOOL_NAME_LENGTH = 64;
const MAX_DESCRIPTION_CHARS = 2_048;
const MAX_HINT_CHARS = 120;
function mcpToolName(server, tool) {
    return `mcp__${normalizeMcpName(server)}__${normalizeMcpName(tool)}`;
}
function isMcpTool(tool) {
    return tool.isMcp === true && typeof tool.mcpInfo === 'object';
}
/**
 * One MCP tool as a Tool. Its JSON Schema goes to the model as given and is compiled once here;
 * a schema that does not compile makes the tool unavailable (reported, not thrown).
 * Behaviour follows the annotations and fails closed without them: not read-only, not
 * concurrency-safe, destructive. `checkPermissions` keeps buildTool's "allow", which defers to the
 * policy: rules `mcp__server`, `mcp__server__*`, `mcp__server__tool` decide, every other call is an ask.
 */
function createMcpTool(link, definition, compiler, options = {}) {
    const name = mcpToolName(link.name, definition.name);
    if (name.length > MAX_TOOL_NAME_LENGTH) {
        return { ok: false, reason: `${definition.name}: the tool name ${name} is longer than ${MAX_TOOL_NAME_LENGTH} characters` };
    }
    const jsonSchema = definition.inputSchema;
    let inputSchema;
    try {
        inputSchema = jsonSchemaInput(compiler.compile(jsonSchema));
    }
    catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return { ok: false, reason: `${definition.name}: its input schema cannot be compiled (${detail})` };
    }
    const annotations = definition.annotations;
    const readOnly = annotations?.readOnlyHint === true;
    const destructive = !readOnly && annotations?.destructiveHint !== false;
    const description = describe(definition);
    const title = annotations?.title ?? definition.title ?? definition.name;
    const mcpInfo = { server: link.name, tool: definition.name, ...(annotations ? { annotations } : {}) };
    const tool = (0,core_tool/* buildTool */.vB)({
        name,
        isMcp: true,
        inputSchema,
        inputJSONSchema: jsonSchema,
        searchHint: oneLine(`${link.name}: ${description}`, MAX_HINT_CHARS),
        description: async () => description,
        isReadOnly: () => readOnly,
        isConcurrencySafe: () => readOnly,
        isDestructive: () => destructive,
        userFacingName: () => `${link.name} - ${title} (MCP)`,
        getActivityDescription: () => `Calling ${definition.name} on the MCP server ${link.name}`,
        validateInput: async () => {
            const gone = link.disconnectedReason();
            if (gone === null)
                return { result: true };
            return {
                result: false,
                errorCode: 1,
                message: `The MCP server "${link.name}" is no longer connected (${gone}); its tools cannot be used in this session.`,
            };
        },
        call: async (input, context) => {
            const timeoutMs = options.callTimeoutMs ?? context.limits.toolTimeoutMs;
            const result = await link.callTool(definition.name, input, { signal: context.abortController.signal, timeoutMs });
            const mcpMeta = {
                ...(result._meta ? { _meta: result._meta } : {}),
                ...(result.structuredContent ? { structuredContent: result.structuredContent } : {}),
            };
            const content = result.content.length === 0 && result.structuredContent ? [{ type: 'text', text: JSON.stringify(result.structuredContent) }] : result.content;
            return { data: { content, isError: result.isError === true }, mcpMeta };
        },
        mapToolResultToToolResultBlockParam: (output, toolUseId) => mcpOutputToBlock(output, toolUseId),
    });
    return { ok: true, tool: { ...tool, mcpInfo } };
}
function describe(definition) {
    const text = definition.description?.trim() || definition.title || `The ${definition.name} tool.`;
    return text.length > MAX_DESCRIPTION_CHARS ? `${text.slice(0, MAX_DESCRIPTION_CHARS)}… [truncated]` : text;
}
function oneLine(text, max) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

;// CONCATENATED MODULE: ./src/mcp/process-kill.ts
/** True while a process with this pid exists (and may be signalled by us). */
function isProcessAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
function killProcess(pid) {
    try {
        process.kill(pid, 'SIGKILL');
    }
    catch {
        // Already gone.
    }
}
/** Waits until the process is gone, up to `timeoutMs`; returns whether it is gone. */
async function waitForExit(pid, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (isProcessAlive(pid)) {
        if (Date.now() >= deadline)
            return false;
        await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return true;
}

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 31 modules
var esm_client = __webpack_require__(30063);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js + 1 modules
var stdio = __webpack_require__(12420);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js + 11 modules
var streamableHttp = __webpack_require__(31502);
;// CONCATENATED MODULE: ./src/mcp/line-splitter.ts
/** Feeds text chunks in and hands out whole lines; `flush()` hands out the last partial one. */
function createLineSplitter(onLine) {
    let pending = '';
    return {
        push(chunk) {
            pending += chunk;
            const lines = pending.split(/\r?\n/);
            pending = lines.pop() ?? '';
            for (const line of lines)
                if (line !== '')
                    onLine(line);
        },
        flush() {
            if (pending !== '')
                onLine(pending);
            pending = '';
        },
    };
}

;// CONCATENATED MODULE: ./src/mcp/server-connection.ts






const CLIENT_INFO = { name: 'tollgate', version: '0.1.0' };
const MAX_TOOL_PAGES = 100;
/** A server that could not be connected; it has been closed (killed) already. */
class ServerStartError extends Error {
    cause;
    pid;
    name = 'ServerStartError';
    constructor(cause, 
    /** The process that was started for it, if any (now gone). */
    pid) {
        super(cause instanceof Error ? cause.message : String(cause));
        this.cause = cause;
        this.pid = pid;
    }
}
/**
 * Starts (stdio) or reaches (http) one server, initializes it and lists its tools, all within
 * `connectTimeoutMs`. Throws on failure after cleaning up whatever was started.
 */
async function connectServer(server, options) {
    const { transport, pid: pidOf } = createTransport(server, options);
    const client = new esm_client/* Client */.K(CLIENT_INFO, { capabilities: {} });
    let disconnected = null;
    let closing = false;
    client.onclose = () => {
        disconnected ??= closing ? 'it was closed' : 'the server closed the connection or exited';
    };
    client.onerror = (error) => {
        if (!closing)
            options.onStderr?.(server.name, options.redact(`[mcp client] ${error.message}`));
    };
    let pid;
    let closePromise;
    const close = () => {
        closePromise ??= (async () => {
            closing = true;
            disconnected ??= 'it was closed';
            const graceful = (async () => {
                if (transport instanceof streamableHttp/* StreamableHTTPClientTransport */.j)
                    await transport.terminateSession().catch(() => undefined);
                await client.close().catch(() => undefined);
            })();
            let timer;
            await Promise.race([graceful, new Promise((resolve) => (timer = setTimeout(resolve, options.closeGraceMs)))]);
            clearTimeout(timer);
            const target = pid ?? pidOf();
            if (target !== undefined && isProcessAlive(target)) {
                killProcess(target);
                await waitForExit(target, 2_000);
            }
        })();
        return closePromise;
    };
    const controller = new AbortController();
    const onOuterAbort = () => controller.abort(new Error('cancelled before it was ready'));
    options.signal?.addEventListener('abort', onOuterAbort, { once: true });
    const timer = setTimeout(() => controller.abort(new Error(`it did not finish starting within ${formatDuration(options.connectTimeoutMs)}`)), options.connectTimeoutMs);
    const aborted = new Promise((_resolve, reject) => {
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    aborted.catch(() => undefined);
    try {
        if (options.signal?.aborted)
            throw new Error('cancelled before it was ready');
        const requestOptions = { signal: controller.signal, timeout: options.connectTimeoutMs };
        await Promise.race([client.connect(transport, requestOptions), aborted]);
        pid = pidOf();
        const definitions = client.getServerCapabilities()?.tools
            ? await Promise.race([listAllTools(client, requestOptions), aborted])
            : [];
        const link = {
            name: server.name,
            disconnectedReason: () => disconnected,
            callTool: (tool, args, callOptions) => callTool(client, server.name, tool, args, callOptions, () => closing),
        };
        return { link, definitions, ...(pid !== undefined ? { pid } : {}), close };
    }
    catch (error) {
        pid ??= pidOf();
        await close();
        throw new ServerStartError(error, pid);
    }
    finally {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onOuterAbort);
    }
}
function createTransport(server, options) {
    if (server.type === 'http') {
        let url;
        try {
            url = new URL(server.url);
        }
        catch {
            throw new Error('its url is not a valid URL');
        }
        if (url.protocol !== 'http:' && url.protocol !== 'https:')
            throw new Error('its url must start with http:// or https://');
        const transport = new streamableHttp/* StreamableHTTPClientTransport */.j(url, { requestInit: { headers: { ...server.headers } } });
        return { transport, pid: () => undefined };
    }
    let spawnedPid;
    const transport = new PidTrackingStdioTransport((pid) => (spawnedPid = pid), {
        command: server.command,
        args: [...server.args],
        env: { ...options.baseEnv, ...server.env },
        stderr: 'pipe',
        ...(options.cwd !== undefined ? { cwd: options.cwd } : {}),
    });
    // Always drain stderr, or a chatty server blocks on a full pipe.
    const lines = createLineSplitter((line) => options.onStderr?.(server.name, options.redact(line)));
    transport.stderr?.on('data', (chunk) => lines.push(chunk.toString()));
    transport.stderr?.on('end', () => lines.flush());
    return { transport, pid: () => spawnedPid };
}
/** Remembers the child's pid at spawn: the SDK forgets it as soon as a failed connect closes the transport. */
class PidTrackingStdioTransport extends stdio/* StdioClientTransport */.oQ {
    onSpawn;
    constructor(onSpawn, ...params) {
        super(...params);
        this.onSpawn = onSpawn;
    }
    async start() {
        await super.start();
        this.onSpawn(this.pid ?? undefined);
    }
}
async function listAllTools(client, options) {
    const tools = [];
    let cursor;
    for (let page = 0; page < MAX_TOOL_PAGES; page++) {
        const result = await client.listTools(cursor !== undefined ? { cursor } : undefined, options);
        tools.push(...result.tools);
        cursor = result.nextCursor;
        if (cursor === undefined)
            break;
    }
    return tools;
}
async function callTool(client, server, tool, args, options, isClosing) {
    try {
        // The SDK sends notifications/cancelled to the server when the signal aborts or the timeout passes.
        const result = await client.callTool({ name: tool, arguments: args }, undefined, {
            signal: options.signal,
            timeout: options.timeoutMs,
        });
        return result;
    }
    catch (error) {
        if (options.signal.aborted)
            throw error;
        if (error instanceof types/* McpError */.Nh && error.code === types/* ErrorCode */.O4.RequestTimeout) {
            throw new Error(`the MCP server "${server}" did not answer within ${formatDuration(options.timeoutMs)}; the call was cancelled`, { cause: error });
        }
        if (error instanceof types/* McpError */.Nh && error.code === types/* ErrorCode */.O4.ConnectionClosed && isClosing()) {
            throw new Error(`the MCP server "${server}" was shut down (the session is ending) during the call`, { cause: error });
        }
        if (error instanceof types/* McpError */.Nh && error.code === types/* ErrorCode */.O4.ConnectionClosed) {
            throw new Error(`the MCP server "${server}" closed the connection during the call (it may have crashed)`, { cause: error });
        }
        throw error;
    }
}
function formatDuration(ms) {
    return ms < 1_000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}

;// CONCATENATED MODULE: ./src/mcp/connect.ts







const DEFAULT_CONNECT_TIMEOUT_MS = 30_000;
const DEFAULT_CLOSE_GRACE_MS = 5_000;
/**
 * Connects every configured server in parallel. A server that fails is reported in `servers`
 * with its tools absent; this never rejects.
 */
async function connectMcpServers(config, options) {
    const compiler = createJsonSchemaCompiler();
    const outcomes = await Promise.all(config.servers.map((server) => connectOne(server, options, compiler)));
    const connections = outcomes.flatMap((outcome) => (outcome.connection ? [outcome.connection] : []));
    // If this process exits without close(), still take the servers down with it.
    const killOnExit = () => {
        for (const connection of connections)
            if (connection.pid !== undefined)
                killProcess(connection.pid);
    };
    if (connections.length > 0)
        process.once('exit', killOnExit);
    let closed;
    return {
        tools: outcomes.flatMap((outcome) => outcome.tools),
        servers: outcomes.map((outcome) => outcome.status),
        secretValues: [...new Set(outcomes.flatMap((outcome) => outcome.secretValues))],
        close: () => {
            closed ??= Promise.all(connections.map((connection) => connection.close().catch(() => undefined))).then(() => {
                process.removeListener('exit', killOnExit);
            });
            return closed;
        },
    };
}
async function connectOne(server, options, compiler) {
    const base = { name: server.name, transport: server.type, toolCount: 0, skippedTools: [] };
    const expanded = expandServerConfig(server, options.env);
    if (!expanded.ok) {
        const names = expanded.missing.join(', ');
        return {
            status: { ...base, status: 'failed', error: `the environment variable${expanded.missing.length > 1 ? 's' : ''} ${names} ${expanded.missing.length > 1 ? 'are' : 'is'} not set` },
            tools: [],
            secretValues: [],
        };
    }
    const redact = (0,core_redact/* createRedactor */.l)(expanded.secretValues);
    let connection;
    try {
        connection = await connectServer(expanded.server, {
            baseEnv: options.baseEnv ?? {},
            ...(options.cwd !== undefined ? { cwd: options.cwd } : {}),
            connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
            closeGraceMs: options.closeGraceMs ?? DEFAULT_CLOSE_GRACE_MS,
            redact,
            ...(options.onStderr ? { onStderr: options.onStderr } : {}),
            ...(options.signal ? { signal: options.signal } : {}),
        });
    }
    catch (error) {
        const cause = error instanceof ServerStartError ? error.cause : error;
        const pid = error instanceof ServerStartError ? error.pid : undefined;
        return {
            status: {
                ...base,
                status: 'failed',
                error: redact(describeConnectError(cause, options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS)),
                ...(pid !== undefined ? { pid } : {}),
            },
            tools: [],
            secretValues: expanded.secretValues,
        };
    }
    const tools = [];
    const skippedTools = [];
    const names = new Set();
    for (const definition of connection.definitions) {
        const created = createMcpTool(connection.link, definition, compiler, {
            ...(options.callTimeoutMs !== undefined ? { callTimeoutMs: options.callTimeoutMs } : {}),
        });
        if (!created.ok) {
            skippedTools.push(created.reason);
        }
        else if (names.has(created.tool.name)) {
            skippedTools.push(`${definition.name}: another tool of this server is also named ${created.tool.name}`);
        }
        else {
            names.add(created.tool.name);
            tools.push(created.tool);
        }
    }
    return {
        status: {
            ...base,
            status: 'connected',
            toolCount: tools.length,
            skippedTools,
            ...(connection.pid !== undefined ? { pid: connection.pid } : {}),
        },
        tools,
        connection,
        secretValues: expanded.secretValues,
    };
}
function describeConnectError(error, timeoutMs) {
    const message = error instanceof Error ? error.message || error.name : String(error);
    if (error instanceof types/* McpError */.Nh && error.code === types/* ErrorCode */.O4.ConnectionClosed) {
        return 'the server exited or closed the connection before it was ready (its stderr is in the transcript)';
    }
    if (error instanceof types/* McpError */.Nh && error.code === types/* ErrorCode */.O4.RequestTimeout) {
        return /cancelled/.test(message) ? 'cancelled before it was ready' : `it did not finish starting within ${formatDuration(timeoutMs)}`;
    }
    const code = error?.code;
    if (code === 'ENOENT')
        return `its command was not found (${message})`;
    if (message === 'fetch failed') {
        const cause = error.cause;
        const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : 'no detail';
        return `could not reach the server (${detail})`;
    }
    return message;
}

// EXTERNAL MODULE: ./src/core/api-schema.ts
var api_schema = __webpack_require__(70943);
;// CONCATENATED MODULE: ./src/mcp/deferral.ts

const DEFAULT_MAX_UNDEFERRED_MCP_TOOLS = 15;
const DEFAULT_MAX_MCP_SCHEMA_CHARS = 10_000;
/**
 * When the MCP tools together are too many or too large, returns copies of them marked
 * `shouldDefer` with a one-line `searchHint`: the model sees names and hints, ToolSearch loads
 * the schemas. Other tools, and every tool when under the threshold, are returned as they are.
 */
function applyDeferral(tools, options = {}) {
    const maxTools = options.maxTools ?? DEFAULT_MAX_UNDEFERRED_MCP_TOOLS;
    const maxSchemaChars = options.maxSchemaChars ?? DEFAULT_MAX_MCP_SCHEMA_CHARS;
    const mcpTools = tools.filter((tool) => tool.isMcp === true);
    const schemaChars = mcpTools.reduce((sum, tool) => sum + JSON.stringify((0,api_schema/* toolInputJsonSchema */.O)(tool)).length, 0);
    if (mcpTools.length <= maxTools && schemaChars <= maxSchemaChars)
        return tools;
    return tools.map((tool) => (tool.isMcp === true ? deferred(tool) : tool));
}
function deferred(tool) {
    const hint = tool.searchHint?.trim() || tool.name;
    return { ...tool, shouldDefer: true, searchHint: hint.replace(/\s+/g, ' ') };
}

;// CONCATENATED MODULE: ./src/mcp/index.ts
// Loaded with `await import('./mcp/index.js')` only when `mcp_config` is set, to keep start-up cheap.









/***/ })

};
