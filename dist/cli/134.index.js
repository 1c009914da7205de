export const id = 134;
export const ids = [134];
export const modules = {

/***/ 33134:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_CLOSE_GRACE_MS: () => (/* reexport */ DEFAULT_CLOSE_GRACE_MS),
  DEFAULT_CONNECT_TIMEOUT_MS: () => (/* reexport */ DEFAULT_CONNECT_TIMEOUT_MS),
  DEFAULT_MAX_MCP_SCHEMA_CHARS: () => (/* reexport */ deferral/* DEFAULT_MAX_MCP_SCHEMA_CHARS */.QL),
  DEFAULT_MAX_UNDEFERRED_MCP_TOOLS: () => (/* reexport */ deferral/* DEFAULT_MAX_UNDEFERRED_MCP_TOOLS */.Rh),
  MAX_TOOL_NAME_LENGTH: () => (/* reexport */ MAX_TOOL_NAME_LENGTH),
  McpConfigError: () => (/* reexport */ McpConfigError),
  NO_OUTPUT: () => (/* reexport */ NO_OUTPUT),
  applyDeferral: () => (/* reexport */ deferral/* applyDeferral */.Yz),
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

// EXTERNAL MODULE: ./src/core/describe-error.ts
var describe_error = __webpack_require__(64505);
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
    if (source.text !== undefined)
        return { where: source.path ?? INLINE_SOURCE, text: source.text };
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
        const detail = (0,describe_error/* describeError */.U)(error);
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
// EXTERNAL MODULE: ./src/mcp/json-schema-input.ts
var json_schema_input = __webpack_require__(34579);
// EXTERNAL MODULE: ./src/core/build-tool.ts
var build_tool = __webpack_require__(59818);
;// CONCATENATED MODULE: ./src/mcp/file-server-paths.ts
const reads = (key) => ({ key, access: 'read' });
const lists = (key) => ({ key, access: 'read', directory: true });
const writes = (key) => ({ key, access: 'write' });
/**
 * The tools of the reference MCP filesystem server (`@modelcontextprotocol/server-filesystem`), by
 * the name the server gives them, and the input keys that name the files they read or write.
 */
const FILE_SERVER_TOOLS = {
    read_file: [reads('path')],
    read_text_file: [reads('path')],
    read_media_file: [reads('path')],
    read_multiple_files: [reads('paths')],
    write_file: [writes('path')],
    edit_file: [writes('path')],
    create_directory: [writes('path')],
    list_directory: [lists('path')],
    list_directory_with_sizes: [lists('path')],
    directory_tree: [lists('path')],
    search_files: [lists('path')],
    get_file_info: [reads('path')],
    move_file: [writes('source'), writes('destination')],
};
/**
 * The files a call to an MCP tool names, where the tool is known to be a file server's: checked
 * against the policy's path deny and ask rules (a `Read(secrets/**)` deny covers `read_text_file`
 * of `secrets/key` too). Empty for any other tool, or an input that does not have the known shape.
 */
function fileServerPaths(toolName, input) {
    const named = FILE_SERVER_TOOLS[toolName] ?? [];
    return named.flatMap(({ key, access, directory }) => {
        const value = input[key];
        const paths = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
        return paths.map((path) => ({ path, access, ...(directory ? { directory } : {}) }));
    });
}

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
            ? { type: 'tool_result', tool_use_id: toolUseId, content: (0,tool_error/* wrapToolError */.x)(text.trim() ? text : 'The MCP tool reported an error.'), is_error: true }
            : { type: 'tool_result', tool_use_id: toolUseId, content: orNoOutput(text) };
    }
    if (Array.isArray(output))
        return { type: 'tool_result', tool_use_id: toolUseId, content: orNoOutput(contentToText(output)) };
    return { type: 'tool_result', tool_use_id: toolUseId, content: orNoOutput((0,build_tool/* outputToText */.EE)(output)) };
}
/** The Messages API refuses empty and whitespace-only text, and the model reads nothing as "not done". */
const NO_OUTPUT = '(no output)';
function orNoOutput(text) {
    return text.trim() === '' ? NO_OUTPUT : text;
}
/** MCP content as text: text as is, resources inlined, images and audio noted (not sent). */
function contentToText(content) {
    return content.map(blockToText).join('\n');
}
function blockToText(block) {
    const parsed = contentBlock.safeParse(block);
    if (!parsed.success)
        return (0,build_tool/* outputToText */.EE)(block);
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
            return (0,build_tool/* outputToText */.EE)(block);
    }
}

// EXTERNAL MODULE: ./src/mcp/normalize-input-schema.ts
var normalize_input_schema = __webpack_require__(71032);
;// CONCATENATED MODULE: ./src/mcp/mcp-tool.ts






/** The longest tool name the Messages API accepts (`^[a-zA-Z0-9_-]{1,64}$`). */
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
 * One MCP tool as a Tool, or why it cannot be one (reported, never thrown). The model is sent a
 * copy of its input schema that the Messages API accepts; every call is checked against the
 * server's own schema, in the dialect it declares (2020-12 by default), compiled once here.
 * Behaviour follows the annotations and fails closed without them: not read-only, not
 * concurrency-safe, destructive. `checkPermissions` keeps buildTool's "allow", which defers to the
 * policy: rules `mcp__server`, `mcp__server__*`, `mcp__server__tool` decide, every other call is an ask.
 */
function createMcpTool(link, definition, compiler, options = {}) {
    const name = mcpToolName(link.name, definition.name);
    if (name.length > MAX_TOOL_NAME_LENGTH) {
        return {
            ok: false,
            reason: `its name as a tool, ${name}, is ${name.length} characters long; the Messages API accepts at most ${MAX_TOOL_NAME_LENGTH}`,
        };
    }
    if (definition.taskSupport === 'required') {
        return {
            ok: false,
            reason: 'it can only run as an MCP task (execution.taskSupport is "required"), and Tollgate does not support MCP tasks yet',
        };
    }
    const dialect = (0,json_schema_input/* dialectOf */.E3)(definition.inputSchema);
    if (!dialect.ok)
        return { ok: false, reason: dialect.reason };
    let inputSchema;
    try {
        const original = definition.inputSchema;
        inputSchema = (0,json_schema_input/* jsonSchemaInput */.Sc)(compiler.compile(typeof original === 'object' && original !== null ? original : { type: 'object' }, dialect.dialect));
    }
    catch (error) {
        return { ok: false, reason: `its input schema does not compile as JSON Schema ${dialect.dialect} (${(0,json_schema_input/* describeCompileError */.x2)(error)})` };
    }
    const sent = (0,normalize_input_schema/* normalizeInputSchema */.j)(definition.inputSchema, dialect.dialect, compiler);
    if (!sent.ok)
        return { ok: false, reason: sent.reason };
    const annotations = definition.annotations;
    const readOnly = annotations?.readOnlyHint === true;
    const destructive = !readOnly && annotations?.destructiveHint !== false;
    const description = describe(definition);
    const mcpInfo = { server: link.name, tool: definition.name, ...(annotations ? { annotations } : {}) };
    const tool = (0,build_tool/* buildTool */.vB)({
        name,
        isMcp: true,
        inputSchema,
        inputJSONSchema: sent.schema,
        searchHint: oneLine(`${link.name}: ${description}`, MAX_HINT_CHARS),
        description: async () => description,
        isReadOnly: () => readOnly,
        permissionSubject: (input) => {
            const paths = fileServerPaths(definition.name, input);
            return { kind: 'opaque', readOnly, ...(paths.length > 0 ? { paths } : {}) };
        },
        reportSubject: (input) => ({ kind: 'mcp', server: link.name, tool: definition.name, args: input }),
        isConcurrencySafe: () => readOnly,
        isDestructive: () => destructive,
        getActivityDescription: () => `Calling ${definition.name} on the MCP server ${link.name}`,
        validateInput: async () => {
            const gone = link.disconnectedReason();
            if (gone === null)
                return { result: true };
            return {
                result: false,
                message: `The MCP server "${link.name}" is no longer connected (${gone}); its tools cannot be used in this session.`,
            };
        },
        call: async (input, context, onProgress) => {
            const timeoutMs = options.callTimeoutMs ?? context.limits.toolTimeoutMs;
            const result = await link.callTool(definition.name, input, { signal: context.abortController.signal, timeoutMs, onProgress });
            // A result with only structured content is sent as its JSON text, so the model sees it.
            const content = result.content.length === 0 && result.structuredContent ? [{ type: 'text', text: JSON.stringify(result.structuredContent) }] : result.content;
            return {
                data: {
                    content,
                    isError: result.isError === true,
                    ...(result.structuredContent ? { structuredContent: result.structuredContent } : {}),
                    ...(result._meta ? { _meta: result._meta } : {}),
                },
            };
        },
        mapToolResultToToolResultBlockParam: (output, toolUseId) => mcpOutputToBlock(output, toolUseId),
    });
    return { ok: true, tool: { ...tool, mcpInfo }, changes: sent.changes };
}
function describe(definition) {
    const text = definition.description?.trim() || definition.title?.trim() || `The ${definition.name} tool.`;
    return text.length > MAX_DESCRIPTION_CHARS ? `${text.slice(0, MAX_DESCRIPTION_CHARS)}… [truncated]` : text;
}
function oneLine(text, max) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js
var stdio = __webpack_require__(6224);
;// CONCATENATED MODULE: ./src/mcp/runner-stdio-transport.ts

/** How long close() lets a server exit by itself once its stdin is closed, before its process tree is ended. */
const STDIN_EOF_WAIT_MS = 500;
/** A spawn that failed; `code` is the errno name (`ENOENT`) when the runner's message carries one. */
class ServerSpawnError extends Error {
    code;
    name = 'ServerSpawnError';
    constructor(message, code) {
        super(message);
        this.code = code;
    }
}
/**
 * The MCP stdio transport over a process the CommandRunner started (the SDK's StdioClientTransport
 * spawns by itself, so the runner could neither sandbox it nor end its tree). Closing ends the
 * whole process tree (`npx` → `sh` → `node server`), not just the process that was started.
 */
class RunnerStdioTransport {
    options;
    onclose;
    onerror;
    onmessage;
    running;
    buffer = new stdio/* ReadBuffer */.pt();
    closing;
    closedNotified = false;
    inbox = [];
    delivering = false;
    closeWhenDelivered = false;
    constructor(options) {
        this.options = options;
    }
    /** The process the runner started (for `npx`, npx itself). */
    get pid() {
        return this.running?.pid;
    }
    async start() {
        if (this.running)
            throw new Error('RunnerStdioTransport already started');
        const { runner, server, command, args, cwd, env } = this.options;
        const running = await runner.spawn({
            file: command,
            args,
            cwd,
            env,
            stdio: ['pipe', 'pipe', 'pipe'],
            purpose: { kind: 'mcp_server', server },
        });
        this.running = running;
        if (running.pid === undefined || !running.stdin || !running.stdout) {
            const exit = await running.exited;
            const message = exit.kind === 'spawn_error' ? exit.message : 'the process could not be started';
            throw new ServerSpawnError(message, /\b(E[A-Z]+)\b/.exec(message)?.[1]);
        }
        running.stdout.on('data', (chunk) => this.receive(chunk));
        running.stdout.on('error', (error) => this.onerror?.(error));
        // End of stdout is the end of the connection: the server (or every process holding the pipe) is gone.
        running.stdout.once('close', () => {
            // What arrived before the end is handed on first (a crashing server's last answer).
            if (this.delivering)
                this.closeWhenDelivered = true;
            else
                this.notifyClosed();
        });
        running.stdin.on('error', (error) => this.onerror?.(error));
        // Decoded by the stream, so a character split across two chunks stays whole.
        running.stderr?.setEncoding('utf8');
        running.stderr?.on('data', (chunk) => this.options.onStderr(chunk));
        running.stderr?.on('end', () => this.options.onStderrEnd?.());
        running.stderr?.on('error', () => undefined);
    }
    send(message) {
        return new Promise((resolve, reject) => {
            const stdin = this.running?.stdin;
            if (!stdin || this.closing || stdin.destroyed) {
                reject(new Error('Not connected'));
                return;
            }
            if (stdin.write((0,stdio/* serializeMessage */.Ex)(message)))
                resolve();
            else
                stdin.once('drain', resolve);
        });
    }
    /** stdin closed, a short wait for the server to exit, then the whole tree ended; never hangs. */
    close() {
        this.closing ??= (async () => {
            const running = this.running;
            if (running) {
                try {
                    running.stdin?.end();
                }
                catch {
                    // Already closed.
                }
                let timer;
                await Promise.race([running.exited, new Promise((resolve) => (timer = setTimeout(resolve, STDIN_EOF_WAIT_MS)))]);
                clearTimeout(timer);
                // Even when the started process exited, what it spawned may live on (npx's server): end the group.
                await running.terminate(this.options.closeGraceMs);
                // Until Node has reaped it, the started process is a zombie that still answers kill(pid, 0).
                await Promise.race([running.exited, new Promise((resolve) => (timer = setTimeout(resolve, 1_000)))]);
                clearTimeout(timer);
                // A process that escaped the group could still hold the pipes: let go of them, so they keep nothing alive.
                for (const stream of [running.stdin, running.stdout, running.stderr])
                    stream?.destroy();
            }
            this.buffer.clear();
            this.inbox.length = 0;
            this.notifyClosed();
        })();
        return this.closing;
    }
    receive(chunk) {
        try {
            this.buffer.append(chunk);
        }
        catch (error) {
            this.onerror?.(error instanceof Error ? error : new Error(String(error)));
            void this.close();
            return;
        }
        for (;;) {
            let message;
            try {
                message = this.buffer.readMessage();
            }
            catch (error) {
                // A line that is not JSON-RPC (a server logging to stdout): reported, the rest goes on.
                this.onerror?.(error instanceof Error ? error : new Error(String(error)));
                continue;
            }
            if (message === null)
                break;
            this.inbox.push(message);
        }
        if (this.inbox.length > 0 && !this.delivering)
            this.deliverNext();
    }
    /**
     * One message per turn of the event loop. The SDK handles a notification in a microtask but a
     * response at once, so a call's last `notifications/progress` arriving in the same chunk as its
     * result would be dropped ("unknown token") if both were handed over in one go.
     */
    deliverNext() {
        this.delivering = true;
        setImmediate(() => {
            const message = this.inbox.shift();
            if (message !== undefined)
                this.onmessage?.(message);
            if (this.inbox.length > 0) {
                this.deliverNext();
                return;
            }
            this.delivering = false;
            if (this.closeWhenDelivered)
                this.notifyClosed();
        });
    }
    notifyClosed() {
        if (this.closedNotified)
            return;
        this.closedNotified = true;
        this.onclose?.();
    }
}

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 31 modules
var esm_client = __webpack_require__(30063);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js
var client_stdio = __webpack_require__(50042);
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

;// CONCATENATED MODULE: ./src/mcp/tool-list.ts


const MAX_TOOL_PAGES = 100;
/**
 * One `tools/list` page, checked only as far as the list itself. The SDK's `listTools()` validates
 * every tool with its own strict schema, so one tool without `type: "object"` would reject the
 * whole list; here each entry is checked on its own and a bad one costs only itself.
 */
const toolListPage = schemas/* looseObject */._H3({
    tools: schemas/* array */.YOg(schemas/* unknown */.L5J()),
    nextCursor: schemas/* string */.YjP().optional(),
});
const entrySchema = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP(),
    title: schemas/* string */.YjP().optional().catch(undefined),
    description: schemas/* string */.YjP().optional().catch(undefined),
    inputSchema: schemas/* unknown */.L5J(),
    // Hints that do not parse are dropped: the tool is then treated as writing and destructive.
    annotations: types/* ToolAnnotationsSchema */.G8.optional().catch(undefined),
    execution: schemas/* looseObject */._H3({ taskSupport: schemas/* string */.YjP().optional().catch(undefined) }).optional().catch(undefined),
});
/** Every page of `tools/list`, each entry parsed on its own. */
async function listServerTools(client, options) {
    const listed = [];
    let cursor;
    for (let page = 0; page < MAX_TOOL_PAGES; page++) {
        const result = await client.request({ method: 'tools/list', params: cursor !== undefined ? { cursor } : {} }, toolListPage, options);
        const before = listed.length;
        result.tools.forEach((raw, index) => listed.push(parseEntry(raw, before + index)));
        cursor = result.nextCursor;
        if (cursor === undefined)
            break;
    }
    return listed;
}
function parseEntry(raw, position) {
    const parsed = entrySchema.safeParse(raw);
    if (!parsed.success) {
        const name = typeof raw === 'object' && raw !== null ? raw.name : undefined;
        return {
            ok: false,
            tool: typeof name === 'string' ? name : `(entry ${position + 1} of the tool list)`,
            reason: 'the server listed it without a name, so it cannot be called',
        };
    }
    const { name, title, description, inputSchema, annotations, execution } = parsed.data;
    return {
        ok: true,
        entry: {
            name,
            ...(title !== undefined ? { title } : {}),
            ...(description !== undefined ? { description } : {}),
            inputSchema,
            ...(annotations !== undefined ? { annotations } : {}),
            ...(execution?.taskSupport !== undefined ? { taskSupport: execution.taskSupport } : {}),
        },
    };
}

;// CONCATENATED MODULE: ./src/mcp/server-connection.ts








const CLIENT_INFO = { name: 'tollgate', version: '0.1.0' };
/** A server that could not be connected; it has been closed (its processes ended) already. */
class ServerStartError extends Error {
    cause;
    pid;
    name = 'ServerStartError';
    constructor(cause, 
    /** The process that was started for it, if any (now gone). */
    pid) {
        super((0,describe_error/* describeError */.U)(cause));
        this.cause = cause;
        this.pid = pid;
    }
}
/**
 * Starts (stdio) or reaches (http) one server, initializes it and lists its tools, all within
 * `connectTimeoutMs`. Throws on failure after cleaning up whatever was started.
 */
async function connectServer(server, options) {
    const transport = createTransport(server, options);
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
    let closePromise;
    const close = () => {
        closePromise ??= (async () => {
            closing = true;
            disconnected ??= 'it was closed';
            if (transport instanceof streamableHttp/* StreamableHTTPClientTransport */.j) {
                // A remote server that does not answer must not hold the session's end.
                let timer;
                const bounded = transport.terminateSession().catch(() => undefined);
                await Promise.race([bounded, new Promise((resolve) => (timer = setTimeout(resolve, options.closeGraceMs)))]);
                clearTimeout(timer);
            }
            // For stdio this ends the server's whole process tree (bounded by the grace period).
            await client.close().catch(() => undefined);
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
    const pid = () => (transport instanceof RunnerStdioTransport ? transport.pid : undefined);
    try {
        if (options.signal?.aborted)
            throw new Error('cancelled before it was ready');
        const requestOptions = { signal: controller.signal, timeout: options.connectTimeoutMs };
        await Promise.race([client.connect(transport, requestOptions), aborted]);
        const listed = client.getServerCapabilities()?.tools ? await Promise.race([listServerTools(client, requestOptions), aborted]) : [];
        const link = {
            name: server.name,
            disconnectedReason: () => disconnected,
            callTool: (tool, args, callOptions) => callTool(client, server.name, tool, args, callOptions, () => closing),
        };
        const started = pid();
        return { link, listed, ...(started !== undefined ? { pid: started } : {}), close };
    }
    catch (error) {
        const started = pid();
        await close();
        throw new ServerStartError(error, started);
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
        return new streamableHttp/* StreamableHTTPClientTransport */.j(url, { requestInit: { headers: { ...server.headers } } });
    }
    // Always drain stderr, or a chatty server blocks on a full pipe.
    const lines = createLineSplitter((line) => options.onStderr?.(server.name, options.redact(line)));
    return new RunnerStdioTransport({
        runner: options.runner,
        server: server.name,
        command: server.command,
        args: server.args,
        cwd: options.cwd,
        // The SDK's few safe variables (HOME, PATH, ...), then Tollgate's base, then the config's own.
        env: { ...(0,client_stdio/* getDefaultEnvironment */.fL)(), ...options.baseEnv, ...server.env },
        closeGraceMs: options.closeGraceMs,
        onStderr: (chunk) => lines.push(chunk),
        onStderrEnd: () => lines.flush(),
    });
}
async function callTool(client, server, tool, args, options, isClosing) {
    const onProgress = options.onProgress;
    try {
        // The SDK sends notifications/cancelled to the server when the signal aborts or the timeout passes;
        // `onprogress` puts a progress token on the call, so the server may report progress.
        const result = await client.callTool({ name: tool, arguments: args }, undefined, {
            signal: options.signal,
            timeout: options.timeoutMs,
            ...(onProgress
                ? {
                    onprogress: (progress) => onProgress({
                        progress: progress.progress,
                        ...(progress.total !== undefined ? { total: progress.total } : {}),
                        ...(progress.message !== undefined ? { message: progress.message } : {}),
                    }),
                }
                : {}),
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
        const malformed = describeMalformedAnswer(error);
        if (malformed !== null)
            throw new Error(`the MCP server "${server}" answered the call, but ${malformed}`, { cause: error });
        if (error instanceof types/* McpError */.Nh) {
            throw new Error(`the MCP server "${server}" answered with an error (${error.code}): ${firstLine(error.message)}`, { cause: error });
        }
        throw error;
    }
}
/**
 * When the SDK refused a server's answer against its own schema (a Zod error whose message is a
 * multi-line JSON dump of issues), one plain line naming the first issue; otherwise null.
 */
function describeMalformedAnswer(error) {
    const issues = error?.issues;
    if (!Array.isArray(issues) || issues.length === 0)
        return null;
    const first = issues[0];
    const path = Array.isArray(first.path) && first.path.length > 0 ? first.path.map(String).join('.') : '(the whole answer)';
    const more = issues.length > 1 ? ` and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''}` : '';
    return `the server's answer does not follow the MCP schema (${path}: ${typeof first.message === 'string' ? first.message : 'invalid'}${more})`;
}
/** "MCP error -32602: MCP error -32602: Invalid tools/call result: [\n {…" → "Invalid tools/call result". */
function firstLine(message) {
    const line = (message.replace(/^(MCP error -?\d+: )+/, '').split('\n')[0] ?? '').replace(/[\s:]*[[{]\s*$/, '').trim();
    return line.length > 300 ? `${line.slice(0, 299)}…` : line || 'no message';
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
    const compiler = (0,json_schema_input/* createJsonSchemaCompiler */.$n)();
    const outcomes = await Promise.all(config.servers.map((server) => connectOne(server, options, compiler)));
    const connections = outcomes.flatMap((outcome) => (outcome.connection ? [outcome.connection] : []));
    // If this process exits without close(), the runner still takes the servers' process groups down.
    let closed;
    return {
        tools: outcomes.flatMap((outcome) => outcome.tools),
        servers: outcomes.map((outcome) => outcome.status),
        secretValues: [...new Set(outcomes.flatMap((outcome) => outcome.secretValues))],
        close: () => {
            closed ??= Promise.all(connections.map((connection) => connection.close().catch(() => undefined))).then(() => undefined);
            return closed;
        },
    };
}
/**
 * The server's tools as Tools: one per name (a second tool whose name comes out the same is left
 * out, saying why), each a tool only when its schema compiles, with what was adjusted for the API.
 */
function toolsOf(connection, compiler, options) {
    const tools = [];
    const skippedTools = [];
    const normalizedTools = [];
    // Tool name → the server's name of the tool that got it first.
    const taken = new Map();
    for (const listed of connection.listed) {
        if (!listed.ok) {
            skippedTools.push({ tool: listed.tool, reason: listed.reason });
            continue;
        }
        const definition = listed.entry;
        const created = createMcpTool(connection.link, definition, compiler, {
            ...(options.callTimeoutMs !== undefined ? { callTimeoutMs: options.callTimeoutMs } : {}),
        });
        if (!created.ok) {
            skippedTools.push({ tool: definition.name, reason: created.reason });
            continue;
        }
        const first = taken.get(created.tool.name);
        if (first !== undefined) {
            const why = first === definition.name
                ? `the server lists a tool of this name twice; only the first is kept`
                : `its name becomes ${created.tool.name}, the same as the tool "${first}" listed before it (characters outside A-Z a-z 0-9 _ - become _); only the first is kept`;
            skippedTools.push({ tool: definition.name, reason: why });
            continue;
        }
        taken.set(created.tool.name, definition.name);
        tools.push(created.tool);
        if (created.changes.length > 0)
            normalizedTools.push({ tool: definition.name, changes: created.changes });
    }
    return { tools, skippedTools, normalizedTools };
}
async function connectOne(server, options, compiler) {
    const base = { name: server.name, transport: server.type, toolCount: 0, skippedTools: [], normalizedTools: [] };
    if (server.type === 'stdio' && server.unavailable !== undefined)
        return { status: { ...base, status: 'failed', error: server.unavailable }, tools: [], secretValues: [] };
    const expanded = expandServerConfig(server, options.env);
    if (!expanded.ok) {
        const names = expanded.missing.join(', ');
        return {
            status: { ...base, status: 'failed', error: `the environment variable${expanded.missing.length > 1 ? 's' : ''} ${names} ${expanded.missing.length > 1 ? 'are' : 'is'} not set` },
            tools: [],
            secretValues: [],
        };
    }
    const redact = (0,core_redact/* createRedactor */.lY)(expanded.secretValues);
    let connection;
    try {
        connection = await connectServer(expanded.server, {
            runner: options.runner,
            baseEnv: options.baseEnv ?? {},
            cwd: options.cwd ?? process.cwd(),
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
    const { tools, skippedTools, normalizedTools } = toolsOf(connection, compiler, options);
    return {
        status: {
            ...base,
            status: 'connected',
            toolCount: tools.length,
            skippedTools,
            normalizedTools,
            ...(connection.pid !== undefined ? { pid: connection.pid } : {}),
        },
        tools,
        connection,
        secretValues: expanded.secretValues,
    };
}
function describeConnectError(error, timeoutMs) {
    const message = (0,describe_error/* describeError */.U)(error);
    if (error instanceof types/* McpError */.Nh && error.code === types/* ErrorCode */.O4.ConnectionClosed) {
        return 'the server exited or closed the connection before it was ready (its stderr is in the transcript)';
    }
    if (error instanceof types/* McpError */.Nh && error.code === types/* ErrorCode */.O4.RequestTimeout) {
        return /cancelled/.test(message) ? 'cancelled before it was ready' : `it did not finish starting within ${formatDuration(timeoutMs)}`;
    }
    const code = error instanceof ServerSpawnError ? error.code : error?.code;
    if (code === 'ENOENT')
        return `its command was not found (${message})`;
    if (error instanceof ServerSpawnError)
        return `it could not be started (${message})`;
    if (message === 'fetch failed') {
        const cause = error.cause;
        const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : 'no detail';
        return `could not reach the server (${detail})`;
    }
    const malformed = describeMalformedAnswer(error);
    if (malformed !== null)
        return malformed;
    // Whatever else: one line, bounded, for the console and a table cell.
    const line = message.replace(/\s+/g, ' ').trim();
    return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

// EXTERNAL MODULE: ./src/mcp/deferral.ts
var deferral = __webpack_require__(23057);
;// CONCATENATED MODULE: ./src/mcp/index.ts
// Loaded with `await import('./mcp/index.js')` only when `mcp_config` is set, to keep start-up cheap.









/***/ }),

/***/ 34579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $n: () => (/* binding */ createJsonSchemaCompiler),
/* harmony export */   E3: () => (/* binding */ dialectOf),
/* harmony export */   Sc: () => (/* binding */ jsonSchemaInput),
/* harmony export */   x2: () => (/* binding */ describeCompileError)
/* harmony export */ });
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60878);
/* harmony import */ var ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52210);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var ajv_draft_04__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70905);
/* harmony import */ var ajv_draft_04__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(ajv_draft_04__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(41514);
/* harmony import */ var _core_describe_error_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64505);






const DECLARED = [
    { pattern: /^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/, dialect: '2020-12' },
    { pattern: /^https?:\/\/json-schema\.org\/draft\/2019-09\/schema#?$/, dialect: '2019-09' },
    { pattern: /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/, dialect: 'draft-07' },
    { pattern: /^https?:\/\/json-schema\.org\/draft-06\/schema#?$/, dialect: 'draft-06' },
    { pattern: /^https?:\/\/json-schema\.org\/draft-04\/schema#?$/, dialect: 'draft-04' },
    // "The latest": 2020-12 at the time of writing.
    { pattern: /^https?:\/\/json-schema\.org\/schema#?$/, dialect: '2020-12' },
];
/** The dialect a schema is checked with: its `$schema`, else 2020-12, the default MCP defines. */
function dialectOf(schema) {
    const declared = typeof schema === 'object' && schema !== null ? schema.$schema : undefined;
    if (declared === undefined)
        return { ok: true, dialect: '2020-12' };
    if (typeof declared === 'string') {
        const known = DECLARED.find((entry) => entry.pattern.test(declared.trim()));
        if (known)
            return { ok: true, dialect: known.dialect };
    }
    return {
        ok: false,
        reason: `its input schema declares the JSON Schema dialect ${JSON.stringify(declared)}, which Tollgate cannot check inputs against (it knows 2020-12, 2019-09, draft-07, draft-06 and draft-04)`,
    };
}
function createJsonSchemaCompiler() {
    // strict: false because servers use vendor keywords and formats Ajv does not know; a schema
    // that breaks its meta-schema (a wrong "type", say) still fails to compile. addUsedSchema:
    // false so two tools that reuse one `$id` do not collide.
    const options = { strict: false, allErrors: true, logger: false, addUsedSchema: false };
    const instances = new Map();
    const instance = (dialect) => {
        let ajv = instances.get(dialect);
        if (!ajv) {
            ajv =
                dialect === '2020-12'
                    ? new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1__.Ajv2020(options)
                    : dialect === '2019-09'
                        ? new ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_2__.Ajv2019(options)
                        : dialect === 'draft-04'
                            ? new (ajv_draft_04__WEBPACK_IMPORTED_MODULE_0___default()["default"])(options)
                            : // draft-06 is checked with draft-07 rules, which only add keywords (if/then/else, ...).
                                new ajv__WEBPACK_IMPORTED_MODULE_3__.Ajv(options);
            instances.set(dialect, ajv);
        }
        return ajv;
    };
    return {
        compile(schema, dialect) {
            // The instance is the dialect: `$schema` could only name a meta-schema it has not loaded.
            const { $schema: _declared, ...rest } = schema;
            return instance(dialect).compile(rest);
        },
        schemaProblems(schema, dialect) {
            const ajv = instance(dialect);
            const { $schema: _declared, ...rest } = schema;
            if (ajv.validateSchema(rest) === true)
                return [];
            return (ajv.errors ?? []).map((error) => ({ path: pointerParts(error.instancePath), message: error.message ?? `fails the "${error.keyword}" rule` }));
        },
        invalidAs2020(schema) {
            const ajv = instance('2020-12');
            const { $schema: _declared, ...rest } = schema;
            if (ajv.validateSchema(rest) === true)
                return null;
            const first = ajv.errors?.[0];
            return first ? `${first.instancePath || '(top level)'} ${first.message ?? first.keyword}` : 'it does not match the 2020-12 meta-schema';
        },
    };
}
/** Ajv's "schema is invalid: data/properties/x/type must be …, …" as one short plain line. */
function describeCompileError(error) {
    const message = (0,_core_describe_error_js__WEBPACK_IMPORTED_MODULE_4__/* .describeError */ .U)(error);
    const first = message.replace(/^schema is invalid: /, '').split(/, (?=data)/)[0] ?? message;
    const line = first.replace(/\s+/g, ' ').trim();
    return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
/**
 * A Zod schema whose check is an Ajv-compiled JSON Schema, so step 2 of the pipeline validates an
 * MCP tool's input against the server's own schema (not the copy sent to the model), with
 * field-level messages.
 */
function jsonSchemaInput(validate) {
    return zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .unknown */ .L5J()).superRefine((value, ctx) => {
        if (validate(value))
            return;
        for (const error of validate.errors ?? []) {
            const { path, message } = describeAjvError(error);
            ctx.addIssue({ code: 'custom', path, message });
        }
    });
}
/** A JSON pointer (`/properties/a~1b`) as its keys (`properties`, `a/b`). */
function pointerParts(pointer) {
    return pointer
        .split('/')
        .slice(1)
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}
function describeAjvError(error) {
    const path = pointerParts(error.instancePath).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
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


/***/ }),

/***/ 71032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ normalizeInputSchema)
/* harmony export */ });
const UNIONS = ['allOf', 'anyOf', 'oneOf'];
const MAX_DEPTH = 8;
const OLDER_DRAFTS = new Set(['draft-04', 'draft-06', 'draft-07']);
const isSchemaObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The copy of an MCP input schema that the Messages API accepts, or why there can be none. */
function normalizeInputSchema(original, dialect, compiler) {
    if (original === undefined || original === true) {
        const what = original === undefined ? 'the server gave no input schema' : 'its input schema is `true` (any input)';
        return { ok: true, schema: { type: 'object', properties: {} }, changes: [`${what}; it is sent as an object without declared parameters`] };
    }
    if (original === false)
        return { ok: false, reason: 'its input schema is `false`, which accepts no input at all' };
    if (!isSchemaObject(original))
        return { ok: false, reason: 'its input schema is not a JSON Schema object' };
    const changes = [];
    const { $schema: _declared, ...copy } = structuredClone(original);
    const type = copy.type;
    const schema = { type: 'object', ...copy };
    if (type === undefined) {
        changes.push('it has no top-level `type`; sent with `type: "object"`');
    }
    else if (Array.isArray(type) && type.includes('object')) {
        schema.type = 'object';
        changes.push(`its top-level type ${JSON.stringify(type)} is sent as "object"`);
    }
    else if (type !== 'object') {
        return {
            ok: false,
            reason: `its input schema describes ${JSON.stringify(type)} input, not an object of named arguments (MCP tool arguments are always an object)`,
        };
    }
    for (const keyword of UNIONS) {
        if (schema[keyword] === undefined)
            continue;
        const merged = mergeUnion(schema, keyword, original);
        if (!merged.ok)
            return merged;
        changes.push(merged.change);
    }
    if (OLDER_DRAFTS.has(dialect)) {
        const rewritten = rewriteOlderDraft(schema);
        if (rewritten.length > 0)
            changes.push(`${dialect} keywords rewritten in their 2020-12 form (${rewritten.join(', ')})`);
    }
    const invalid = compiler.invalidAs2020(schema);
    if (invalid !== null) {
        return { ok: false, reason: `its input schema is not valid JSON Schema 2020-12, which the Messages API requires (${invalid})` };
    }
    return { ok: true, schema: schema, changes };
}
/**
 * Replaces a top-level `allOf` / `anyOf` / `oneOf` with plain `properties`: every property any
 * branch names (a property two branches define differently becomes their `anyOf`), required
 * where every alternative (or, for `allOf`, any branch) requires it. A `oneOf` / `anyOf` is also
 * described in words, since the model no longer sees the alternatives as a rule.
 */
function mergeUnion(schema, keyword, root) {
    const branches = schema[keyword];
    delete schema[keyword];
    if (!Array.isArray(branches) || branches.length === 0) {
        return { ok: false, reason: `its input schema's top-level \`${keyword}\` is not a non-empty list of schemas` };
    }
    const into = { properties: new Map(), required: new Set(), alternatives: [] };
    addProperties(into, schema.properties);
    for (const name of stringList(schema.required))
        into.required.add(name);
    const flattened = branches.map((branch) => flatten(branch, root, 0));
    for (const branch of flattened)
        for (const [name, variants] of branch.properties)
            for (const variant of variants)
                addVariant(into, name, variant);
    const requiredByBranch = flattened.map((branch) => branch.required);
    const required = keyword === 'allOf' ? union(requiredByBranch) : intersection(requiredByBranch);
    for (const name of required)
        into.required.add(name);
    schema.properties = Object.fromEntries([...into.properties].map(([name, variants]) => [name, variants.length === 1 ? variants[0] : { anyOf: variants }]));
    if (into.required.size > 0)
        schema.required = [...into.required];
    else
        delete schema.required;
    if (keyword !== 'allOf') {
        const described = flattened.map((branch, index) => `(${index + 1}) ${describeAlternative(branch)}`).join('; ');
        const rule = keyword === 'oneOf' ? 'exactly one of these forms' : 'at least one of these forms';
        const note = `Arguments must match ${rule}: ${described}.`;
        schema.description = typeof schema.description === 'string' && schema.description.trim() ? `${schema.description.trim()}\n\n${note}` : note;
    }
    const names = [...into.properties.keys()];
    return {
        ok: true,
        change: `its top-level \`${keyword}\` (${branches.length} branches) is sent as one object with the properties of every branch${names.length ? ` (${names.join(', ')})` : ''}; the server's own schema still checks each call`,
    };
}
function flatten(branch, root, depth) {
    const result = { properties: new Map(), required: new Set(), alternatives: [] };
    const resolved = resolveLocalRef(branch, root);
    if (!isSchemaObject(resolved) || depth > MAX_DEPTH)
        return result;
    addProperties(result, resolved.properties);
    for (const name of stringList(resolved.required))
        result.required.add(name);
    for (const keyword of UNIONS) {
        const nested = resolved[keyword];
        if (!Array.isArray(nested) || nested.length === 0)
            continue;
        const parts = nested.map((part) => flatten(part, root, depth + 1));
        for (const part of parts)
            for (const [name, variants] of part.properties)
                for (const variant of variants)
                    addVariant(result, name, variant);
        const required = keyword === 'allOf' ? union(parts.map((p) => p.required)) : intersection(parts.map((p) => p.required));
        for (const name of required)
            result.required.add(name);
    }
    return result;
}
/** `{"$ref": "#/$defs/X"}` (or `#/definitions/X`, any local pointer) as the schema it points at. */
function resolveLocalRef(branch, root) {
    let current = branch;
    for (let hop = 0; hop < MAX_DEPTH && isSchemaObject(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#/'); hop++) {
        let target = root;
        for (const part of current.$ref.slice(2).split('/')) {
            const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
            target = isSchemaObject(target) ? target[key] : undefined;
        }
        if (target === undefined)
            return current;
        const { $ref: _ref, ...siblings } = current;
        current = isSchemaObject(target) ? { ...target, ...siblings } : target;
    }
    return current;
}
function addProperties(into, properties) {
    if (!isSchemaObject(properties))
        return;
    for (const [name, schema] of Object.entries(properties))
        addVariant(into, name, schema);
}
function addVariant(into, name, schema) {
    const variants = into.properties.get(name) ?? [];
    const unconstrained = (value) => value === true || (isSchemaObject(value) && Object.keys(value).length === 0);
    if (unconstrained(schema) && variants.length > 0)
        return;
    const kept = variants.filter((variant) => !unconstrained(variant));
    if (!kept.some((variant) => JSON.stringify(variant) === JSON.stringify(schema)))
        kept.push(schema);
    into.properties.set(name, kept.length > 0 ? kept : [schema]);
}
function describeAlternative(branch) {
    if (branch.required.size > 0)
        return [...branch.required].map((name) => `\`${name}\``).join(' + ');
    const names = [...branch.properties.keys()];
    return names.length > 0 ? `any of ${names.map((name) => `\`${name}\``).join(', ')}` : 'no arguments';
}
function stringList(value) {
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}
function union(sets) {
    return new Set(sets.flatMap((set) => [...set]));
}
function intersection(sets) {
    const [first, ...rest] = sets;
    if (!first)
        return new Set();
    return new Set([...first].filter((name) => rest.every((set) => set.has(name))));
}
/** Subschema positions, so a rewrite reaches every nested schema. */
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_VALUES = ['additionalProperties', 'additionalItems', 'contains', 'propertyNames', 'not', 'if', 'then', 'else', 'unevaluatedItems', 'unevaluatedProperties'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/**
 * Rewrites, in place, the older-draft forms that are invalid in 2020-12 and mean the same there
 * under another keyword: tuple `items` (→ `prefixItems`, `additionalItems` → `items`) and
 * draft-04's boolean `exclusiveMinimum` / `exclusiveMaximum`. Returns what it rewrote.
 */
function rewriteOlderDraft(schema) {
    const rewritten = new Set();
    const visit = (node, depth) => {
        if (!isSchemaObject(node) || depth > 64)
            return;
        if (Array.isArray(node.items)) {
            node.prefixItems = node.items;
            if (node.additionalItems !== undefined)
                node.items = node.additionalItems;
            else
                delete node.items;
            delete node.additionalItems;
            rewritten.add('tuple `items` as `prefixItems`');
        }
        for (const [bound, limit] of [
            ['exclusiveMinimum', 'minimum'],
            ['exclusiveMaximum', 'maximum'],
        ]) {
            if (typeof node[bound] !== 'boolean')
                continue;
            if (node[bound] === true && typeof node[limit] === 'number') {
                node[bound] = node[limit];
                delete node[limit];
            }
            else {
                delete node[bound];
            }
            rewritten.add(`boolean \`${bound}\``);
        }
        for (const key of SCHEMA_MAPS)
            if (isSchemaObject(node[key]))
                for (const child of Object.values(node[key]))
                    visit(child, depth + 1);
        for (const key of SCHEMA_VALUES)
            visit(node[key], depth + 1);
        for (const key of SCHEMA_LISTS)
            if (Array.isArray(node[key]))
                for (const child of node[key])
                    visit(child, depth + 1);
        visit(node.items, depth + 1);
        if (isSchemaObject(node.dependencies))
            for (const child of Object.values(node.dependencies))
                visit(child, depth + 1);
    };
    visit(schema, 0);
    return [...rewritten];
}


/***/ })

};
