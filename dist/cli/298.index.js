export const id = 298;
export const ids = [298];
export const modules = {

/***/ 8904:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ mapWithConcurrency)
/* harmony export */ });
/** Maps with at most `limit` calls in flight; results keep the input order. */
async function mapWithConcurrency(items, limit, fn) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await fn(items[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return results;
}


/***/ }),

/***/ 8480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VM: () => (/* binding */ createToolUseContext)
/* harmony export */ });
/* unused harmony exports initialAppState, defaultToolLimits */
const initialAppState = { todos: [], loadedDeferredTools: [] };
const defaultToolLimits = {
    maxResultChars: 30_000,
    toolTimeoutMs: 600_000,
    fileReadMaxBytes: 10 * 1024 * 1024,
    fileReadMaxLines: 2_000,
    globMaxResults: 100,
    maxToolConcurrency: 10,
};
/** A context with its own app-state cell; the session and tests both start from here. */
function createToolUseContext(options) {
    let state = options.appState ?? initialAppState;
    return {
        options: {
            tools: options.tools,
            model: options.model ?? 'scripted',
            debug: options.debug ?? false,
            verbose: false,
            isNonInteractiveSession: true,
            permissionMode: options.permissionMode ?? 'default',
            ...(options.maxBudgetUsd !== undefined ? { maxBudgetUsd: options.maxBudgetUsd } : {}),
            ...(options.refreshTools ? { refreshTools: options.refreshTools } : {}),
        },
        abortController: options.abortController ?? new AbortController(),
        readFileState: new Map(),
        getAppState: () => state,
        setAppState: (update) => {
            state = update(state);
        },
        messages: [],
        cwd: options.cwd ?? options.workspaceRoot,
        workspaceRoot: options.workspaceRoot,
        additionalDirectories: options.additionalDirectories ?? [],
        outputDir: options.outputDir,
        limits: { ...defaultToolLimits, ...options.limits },
        env: options.env ?? {},
        commandRunner: options.commandRunner,
        ...(options.isReadDenied ? { isReadDenied: options.isReadDenied } : {}),
    };
}


/***/ }),

/***/ 7692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D6: () => (/* binding */ resultText),
/* harmony export */   Fz: () => (/* binding */ persistLargeResult),
/* harmony export */   Tx: () => (/* binding */ safeFileName)
/* harmony export */ });
/* unused harmony export RESULT_PREVIEW_CHARS */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


const RESULT_PREVIEW_CHARS = 2_000;
function resultText(block) {
    const { content } = block;
    if (content === undefined)
        return '';
    if (typeof content === 'string')
        return content;
    return content.map((part) => (part.type === 'text' ? part.text : `[${part.type}]`)).join('\n');
}
function safeFileName(id) {
    return id.replace(/[^A-Za-z0-9_.-]/g, '_');
}
/**
 * Writes a result longer than `limit` to `<outputDir>/tool-results/<id>.txt` and replaces the
 * model's copy with a preview and the path. Returns null when the result fits.
 */
async function persistLargeResult(block, limit, outputDir) {
    if (!Number.isFinite(limit))
        return null;
    const text = resultText(block);
    if (text.length <= limit)
        return null;
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outputDir, 'tool-results');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true });
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, `${safeFileName(block.tool_use_id)}.txt`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(path, text, 'utf8');
    const preview = text.slice(0, Math.min(RESULT_PREVIEW_CHARS, limit));
    const content = `Output too large (${text.length} characters); the whole output was saved to ${path}. ` +
        `Read that file with offset and limit to see more.\n\nPreview (first ${preview.length} characters):\n${preview}`;
    return { block: { ...block, content }, path };
}


/***/ }),

/***/ 121:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ outputToText),
/* harmony export */   Ui: () => (/* binding */ findToolByName),
/* harmony export */   vB: () => (/* binding */ buildTool)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_RESULT_SIZE_CHARS, toolMatchesName */
const DEFAULT_MAX_RESULT_SIZE_CHARS = 30_000;
function outputToText(output) {
    if (typeof output === 'string')
        return output;
    if (output === undefined)
        return '';
    return JSON.stringify(output, null, 2);
}
/**
 * Fills every omitted behaviour with a fail-closed default: enabled, not concurrency-safe,
 * not read-only, not destructive, and "allow" from the tool itself (the policy still decides).
 */
function buildTool(def) {
    return {
        isEnabled: () => true,
        isConcurrencySafe: () => false,
        isReadOnly: () => false,
        isDestructive: () => false,
        checkPermissions: async (input) => ({ behavior: 'allow', updatedInput: input }),
        userFacingName: () => def.name,
        validateInput: async () => ({ result: true }),
        getActivityDescription: () => def.name,
        backfillObservableInput: () => { },
        prompt: (context) => def.description(context),
        mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
            type: 'tool_result',
            tool_use_id: toolUseId,
            content: outputToText(output),
        }),
        maxResultSizeChars: DEFAULT_MAX_RESULT_SIZE_CHARS,
        ...def,
    };
}
function toolMatchesName(tool, name) {
    return tool.name === name || (tool.aliases?.includes(name) ?? false);
}
function findToolByName(tools, name) {
    return tools.find((tool) => tool.name === name) ?? tools.find((tool) => toolMatchesName(tool, name));
}


/***/ }),

/***/ 8521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ formatZodValidationError)
/* harmony export */ });
function fieldName(path) {
    return path.map((part) => (typeof part === 'number' ? `[${part}]` : String(part))).join('.').replace(/\.\[/g, '[');
}
function describeIssue(issue) {
    const field = fieldName(issue.path);
    const detail = issue.message.replace(/^Invalid input: /, '');
    if (issue.code === 'unrecognized_keys') {
        const where = field ? ` in \`${field}\`` : '';
        return `unexpected parameter${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `\`${k}\``).join(', ')}${where}`;
    }
    if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) {
        return `the required parameter \`${field}\` is missing`;
    }
    return field ? `the parameter \`${field}\`: ${detail}` : detail;
}
/** A schema failure in words a model can act on: which field, what was expected. */
function formatZodValidationError(toolName, error) {
    const issues = error.issues.map(describeIssue);
    const lines = issues.length === 1 ? issues[0] : issues.map((issue) => `\n- ${issue}`).join('');
    return `InputValidationError: ${toolName} failed due to ${issues.length === 1 ? 'this issue' : 'these issues'}: ${lines}`;
}


/***/ }),

/***/ 6550:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g: () => (/* binding */ createCommandHooks)
});

// UNUSED EXPORTS: HookError

;// CONCATENATED MODULE: ./src/hooks/hook-matcher.ts
const EXACT_NAMES = /^[A-Za-z0-9_|,\s]+$/;
/**
 * Claude Code's matcher: empty or `*` matches everything; letters, digits, `_`, `|` and `,`
 * list exact names; anything else is a JavaScript regular expression.
 */
function hookMatches(matcher, value) {
    const trimmed = matcher.trim();
    if (trimmed === '' || trimmed === '*')
        return true;
    if (EXACT_NAMES.test(trimmed)) {
        return trimmed.split(/[|,]/).map((name) => name.trim()).includes(value);
    }
    try {
        return new RegExp(trimmed).test(value);
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
;// CONCATENATED MODULE: ./src/hooks/hook-output.ts

/** The JSON a command hook may print on stdout (exit 0), as Claude Code defines it. Unknown keys are ignored. */
const hookOutputSchema = schemas/* looseObject */._H3({
    continue: schemas/* boolean */.zMY().optional(),
    stopReason: schemas/* string */.YjP().optional(),
    suppressOutput: schemas/* boolean */.zMY().optional(),
    systemMessage: schemas/* string */.YjP().optional(),
    decision: schemas/* enum */.k5n(['approve', 'block']).optional(),
    reason: schemas/* string */.YjP().optional(),
    hookSpecificOutput: schemas/* looseObject */._H3({
        hookEventName: schemas/* string */.YjP().optional(),
        permissionDecision: schemas/* enum */.k5n(['allow', 'deny', 'ask']).optional(),
        permissionDecisionReason: schemas/* string */.YjP().optional(),
        updatedInput: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
        additionalContext: schemas/* string */.YjP().optional(),
        updatedMCPToolOutput: schemas/* unknown */.L5J().optional(),
    })
        .optional(),
});
/** Stdout that starts with `{` must be valid hook JSON; anything else is plain text. */
function parseHookStdout(stdout) {
    const trimmed = stdout.trim();
    if (!trimmed.startsWith('{'))
        return { kind: 'text', text: trimmed };
    let raw;
    try {
        raw = JSON.parse(trimmed);
    }
    catch (error) {
        return { kind: 'invalid', message: `its stdout is not valid JSON (${error.message})` };
    }
    const parsed = hookOutputSchema.safeParse(raw);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { kind: 'invalid', message: `its JSON output is invalid at ${issue?.path.join('.') || '(top)'}: ${issue?.message ?? 'unknown'}` };
    }
    return { kind: 'json', output: parsed.data };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/hooks/run-hook-command.ts


const MAX_OUTPUT_CHARS = 1_000_000;
/** How long to wait for the pipes to close after the hook exits (a background child may hold them). */
const CLOSE_GRACE_MS = 500;
function defaultShell() {
    return (0,external_node_fs_.existsSync)('/bin/bash') ? '/bin/bash' : '/bin/sh';
}
/**
 * Runs one hook command through the command runner (its own process group) with the event JSON on
 * stdin. Never rejects; a timeout ends the whole process tree, and so does the hook's exit.
 */
async function runHookCommand(run) {
    const shell = run.shell ?? defaultShell();
    // Node's pipes are sockets, and bash reads ~/.bashrc when its stdin is a socket unless told not to.
    const args = (0,external_node_path_.basename)(shell) === 'bash' ? ['--norc', '--noprofile', '-c', run.command] : ['-c', run.command];
    const child = await run.runner.spawn({
        file: shell,
        args,
        cwd: run.cwd,
        env: run.env,
        stdio: ['pipe', 'pipe', 'pipe'],
        purpose: { kind: 'hook', event: run.event },
    });
    return new Promise((resolve) => {
        let stdout = '';
        let stderr = '';
        let settled = false;
        let timedOut = false;
        const finish = (result) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            clearTimeout(graceTimer);
            void child.terminate(0).then(() => resolve(result));
        };
        const timer = setTimeout(() => {
            timedOut = true;
            finish({ kind: 'timeout', stderr });
        }, run.timeoutMs);
        let graceTimer;
        let exit = null;
        let closed = 0;
        const report = () => {
            if (timedOut || !exit)
                return;
            if (exit.code !== null)
                finish({ kind: 'exited', exitCode: exit.code, stdout, stderr });
            else
                finish({ kind: 'signalled', signal: exit.signal ?? 'unknown', stderr });
        };
        const onClosed = () => {
            closed += 1;
            if (closed === 2)
                report();
        };
        child.stdout?.setEncoding('utf8').on('data', (chunk) => {
            if (stdout.length < MAX_OUTPUT_CHARS)
                stdout += chunk;
        });
        child.stderr?.setEncoding('utf8').on('data', (chunk) => {
            if (stderr.length < MAX_OUTPUT_CHARS)
                stderr += chunk;
        });
        child.stdout?.once('close', onClosed);
        child.stderr?.once('close', onClosed);
        void child.exited.then((result) => {
            if (result.kind === 'spawn_error') {
                finish({ kind: 'spawn_error', message: result.message });
                return;
            }
            exit = { code: result.code, signal: result.signal };
            if (closed === 2)
                report();
            else
                graceTimer = setTimeout(report, CLOSE_GRACE_MS);
        });
        // A hook that never reads its input closes the pipe early: that is not an error.
        child.stdin?.on('error', () => undefined);
        child.stdin?.end(`${JSON.stringify(run.input)}\n`);
    });
}

;// CONCATENATED MODULE: ./src/hooks/command-hooks.ts



class HookError extends Error {
    name = 'HookError';
}
const STDERR_SHOWN = 500;
function tail(text) {
    const trimmed = text.trim();
    return trimmed.length > STDERR_SHOWN ? `…${trimmed.slice(-STDERR_SHOWN)}` : trimmed;
}
function label(command) {
    return command.length > 80 ? `${command.slice(0, 80)}…` : command;
}
function createCommandHooks(options) {
    const startContext = [];
    async function runOne(hook, event, input, cwd) {
        const command = hook.command;
        const result = await runHookCommand({
            command,
            runner: options.runner,
            event,
            input,
            cwd,
            env: { ...options.env, CLAUDE_PROJECT_DIR: options.cwd },
            timeoutMs: hook.timeout * 1000,
            ...(options.shell !== undefined ? { shell: options.shell } : {}),
        });
        const failed = (why) => hook.on_error === 'continue' ? { command } : { command, blocked: `the ${event} hook \`${label(command)}\` ${why}` };
        switch (result.kind) {
            case 'spawn_error':
                return failed(`could not start (${result.message})`);
            case 'timeout':
                return failed(`timed out after ${hook.timeout} s and was stopped`);
            case 'signalled':
                return failed(`was killed by ${result.signal}${result.stderr.trim() ? `: ${tail(result.stderr)}` : ''}`);
            case 'exited': {
                if (result.exitCode === 2) {
                    return { command, blocked: tail(result.stderr) || `the ${event} hook \`${label(command)}\` exited with code 2` };
                }
                if (result.exitCode !== 0) {
                    return failed(`failed with exit code ${result.exitCode}${result.stderr.trim() ? `: ${tail(result.stderr)}` : ''}`);
                }
                const parsed = parseHookStdout(result.stdout);
                if (parsed.kind === 'invalid')
                    return failed(`printed output Tollgate cannot use: ${parsed.message}`);
                if (parsed.kind === 'text')
                    return parsed.text ? { command, text: parsed.text } : { command };
                return { command, output: parsed.output };
            }
        }
    }
    /** Every hook whose matcher matches, in parallel; the same command runs once. */
    async function runEvent(event, matchValue, extra, cwd = options.cwd, mode = options.permissionMode) {
        const hooks = [];
        const seen = new Set();
        for (const matcher of options.config[event]) {
            if (matchValue !== null && !hookMatches(matcher.matcher, matchValue))
                continue;
            for (const hook of matcher.hooks) {
                if (seen.has(hook.command))
                    continue;
                seen.add(hook.command);
                hooks.push(hook);
            }
        }
        if (hooks.length === 0)
            return [];
        const input = {
            session_id: options.sessionId,
            transcript_path: options.transcriptPath,
            cwd,
            permission_mode: mode,
            hook_event_name: event,
            ...extra,
        };
        return Promise.all(hooks.map((hook) => runOne(hook, event, input, cwd)));
    }
    function stopRequest(verdicts) {
        const stopping = verdicts.find((v) => v.output?.continue === false);
        if (!stopping)
            return undefined;
        return { reason: stopping.output?.stopReason ?? `the hook \`${label(stopping.command)}\` ended the session` };
    }
    function contextOf(verdicts) {
        return verdicts.map((v) => v.output?.hookSpecificOutput?.additionalContext).filter((c) => typeof c === 'string' && c !== '');
    }
    function permissionOf(verdicts) {
        const blocked = verdicts.filter((v) => v.blocked !== undefined);
        if (blocked.length > 0) {
            const message = blocked.map((v) => v.blocked).join('; ');
            return { behavior: 'deny', message, reason: { type: 'hook', hook: blocked[0]?.command ?? '', reason: message } };
        }
        const decided = verdicts.map((v) => {
            const specific = v.output?.hookSpecificOutput;
            const decision = specific?.permissionDecision ?? (v.output?.decision === 'block' ? 'deny' : v.output?.decision === 'approve' ? 'allow' : undefined);
            const why = specific?.permissionDecisionReason ?? v.output?.reason;
            return { command: v.command, decision, why };
        });
        for (const behavior of ['deny', 'ask', 'allow']) {
            const first = decided.find((d) => d.decision === behavior);
            if (!first)
                continue;
            const reason = { type: 'hook', hook: first.command, ...(first.why !== undefined ? { reason: first.why } : {}) };
            if (behavior === 'deny')
                return { behavior, message: first.why ?? `the hook \`${label(first.command)}\` denied it`, reason };
            if (behavior === 'ask')
                return { behavior, ...(first.why !== undefined ? { message: first.why } : {}), reason };
            return { behavior, reason };
        }
        return undefined;
    }
    return {
        async preToolUse(request) {
            try {
                const verdicts = await runEvent('PreToolUse', request.tool.name, { tool_name: request.tool.name, tool_input: request.input, tool_use_id: request.toolUseId }, request.context.cwd, request.context.options.permissionMode);
                const permission = permissionOf(verdicts);
                const stop = stopRequest(verdicts);
                const updatedInput = permission?.behavior === 'deny' ? undefined : verdicts.map((v) => v.output?.hookSpecificOutput?.updatedInput).find((u) => u !== undefined);
                const messages = contextOf(verdicts);
                return {
                    ...(permission ? { permission } : {}),
                    ...(updatedInput ? { updatedInput } : {}),
                    ...(messages.length > 0 ? { messages } : {}),
                    ...(stop ? { stop, preventContinuation: stop } : {}),
                };
            }
            catch (error) {
                const message = `the PreToolUse hooks could not run: ${error.message}`;
                return { permission: { behavior: 'deny', message } };
            }
        },
        async postToolUse(request) {
            try {
                const verdicts = await runEvent('PostToolUse', request.tool.name, { tool_name: request.tool.name, tool_input: request.input, tool_response: request.output, tool_use_id: request.toolUseId }, request.context.cwd, request.context.options.permissionMode);
                const blocks = verdicts
                    .map((v) => v.blocked ?? (v.output?.decision === 'block' ? (v.output.reason ?? `the hook \`${label(v.command)}\` blocked the result`) : undefined))
                    .filter((b) => b !== undefined);
                const replaced = verdicts.map((v) => v.output?.hookSpecificOutput?.updatedMCPToolOutput).find((o) => o !== undefined);
                const stop = stopRequest(verdicts);
                const messages = contextOf(verdicts);
                return {
                    ...(blocks.length > 0 ? { block: { reason: blocks.join('; ') } } : {}),
                    ...(replaced !== undefined ? { updatedMCPToolOutput: replaced } : {}),
                    ...(messages.length > 0 ? { messages } : {}),
                    ...(stop ? { preventContinuation: stop } : {}),
                };
            }
            catch (error) {
                return { block: { reason: `the PostToolUse hooks could not run: ${error.message}` } };
            }
        },
        async postToolUseFailure(request) {
            try {
                const verdicts = await runEvent('PostToolUseFailure', request.tool.name, { tool_name: request.tool.name, tool_input: request.input, tool_use_id: request.toolUseId, error: request.error, is_interrupt: false }, request.context.cwd, request.context.options.permissionMode);
                const stop = stopRequest(verdicts);
                const messages = contextOf(verdicts);
                return { ...(messages.length > 0 ? { messages } : {}), ...(stop ? { preventContinuation: stop } : {}) };
            }
            catch {
                return {};
            }
        },
        async sessionStart() {
            const verdicts = await runEvent('SessionStart', 'startup', { source: 'startup' });
            const blocked = verdicts.find((v) => v.blocked !== undefined);
            if (blocked)
                throw new HookError(`A SessionStart hook stopped the session: ${blocked.blocked}`);
            const stop = stopRequest(verdicts);
            if (stop)
                throw new HookError(`A SessionStart hook stopped the session: ${stop.reason}`);
            startContext.push(...contextOf(verdicts), ...verdicts.map((v) => v.text).filter((t) => t !== undefined));
        },
        async stop() {
            await runEvent('Stop', null, { stop_hook_active: false }).catch(() => []);
        },
        async sessionEnd(reason) {
            await runEvent('SessionEnd', reason, { reason }).catch(() => []);
        },
        sessionStartContext: () => [...startContext],
    };
}


/***/ }),

/***/ 435:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Il: () => (/* binding */ resolvePrice),
/* harmony export */   UB: () => (/* binding */ DEFAULT_MODEL),
/* harmony export */   gP: () => (/* binding */ priceOverridesSchema)
/* harmony export */ });
/* unused harmony exports modelPriceSchema, PRICE_TABLE, modelFamily, mostExpensivePrice */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1514);

/** `budget.prices` in the policy: model id → rates (USD per MTok). */
const modelPriceSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    input: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative(),
    output: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative(),
    cache_write_5m: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative(),
    cache_write_1h: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative(),
    cache_read: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative(),
});
const priceOverridesSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), modelPriceSchema);
/** The default model: a current one (claude-sonnet-4-5 reaches end of life on 2026-11-30). */
const DEFAULT_MODEL = 'claude-sonnet-5-5';
function rates(input, output, cacheWrite5m, cacheRead) {
    return { input, output, cache_write_5m: cacheWrite5m, cache_write_1h: input * 2, cache_read: cacheRead };
}
/** Rates Claude Code 2.1.328 charges, read off its cost report (see docs/budget.md). */
const PRICE_TABLE = {
    'claude-opus-5-5': rates(4, 20, 5, 0.2),
    'claude-opus-5': rates(5, 25, 6.25, 0.5),
    'claude-opus-4-5': rates(5, 25, 6.25, 0.5),
    'claude-opus-4-6': rates(5, 25, 6.25, 0.5),
    'claude-opus-4-7': rates(5, 25, 6.25, 0.5),
    'claude-opus-4-8': rates(5, 25, 6.25, 0.5),
    'claude-sonnet-5-5': rates(2, 10, 2.5, 0.1),
    'claude-sonnet-5': rates(2, 10, 2.5, 0.2),
    'claude-sonnet-4-5': rates(3, 15, 3.75, 0.3),
    'claude-sonnet-4-6': rates(3, 15, 3.75, 0.3),
    'claude-haiku-4-5': rates(1, 5, 1.25, 0.1),
};
/** `claude-sonnet-4-5-20250929` → `claude-sonnet-4-5`; also drops `-latest` and a Vertex `@date`. */
function modelFamily(model) {
    return model
        .trim()
        .replace(/@\d{8}$/, '')
        .replace(/-(\d{8}|latest)$/, '');
}
/** The highest rate of each kind among the known models: what an unknown model is charged. */
function mostExpensivePrice(table) {
    const all = Object.values(table);
    const max = (key) => Math.max(...all.map((price) => price[key]));
    return {
        input: max('input'),
        output: max('output'),
        cache_write_5m: max('cache_write_5m'),
        cache_write_1h: max('cache_write_1h'),
        cache_read: max('cache_read'),
    };
}
/** The rates for a model: an override first, then its family, else the most expensive known rates. */
function resolvePrice(model, overrides = {}) {
    const table = { ...PRICE_TABLE };
    for (const [id, price] of Object.entries(overrides))
        table[modelFamily(id)] = price;
    const exact = overrides[model];
    if (exact)
        return { price: exact, family: model };
    const family = modelFamily(model);
    const known = table[family];
    if (known)
        return { price: known, family };
    return {
        price: mostExpensivePrice(table),
        family: null,
        warning: `No price is known for model "${model}"; it is charged at the most expensive known rates. ` +
            `Add it under budget.prices in the policy to charge its real rates.`,
    };
}


/***/ }),

/***/ 1612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AE: () => (/* binding */ parseBash),
/* harmony export */   uW: () => (/* binding */ loadBashParser)
/* harmony export */ });
/* unused harmony export isBashParserLoaded */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);




let parser = null;
let loading = null;
/**
 * A `.wasm` file: beside the bundle first (the build copies both files next to `dist/index.js`),
 * then one level up (for `dist/cli/index.js`), then from node_modules.
 */
function locateWasm(fileName, specifier) {
    const bundleDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url));
    for (const dir of [bundleDir, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(bundleDir)]) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, fileName);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(candidate))
            return candidate;
    }
    return (0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(import.meta.url).resolve(specifier);
}
/**
 * Inside the ncc bundle (ESM output) the CommonJS build's `__dirname` is a free variable that
 * is not defined; it only needs to exist while the runtime initialises.
 */
async function withDirname(run) {
    const scope = globalThis;
    const had = '__dirname' in scope;
    if (!had)
        scope.__dirname = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url));
    try {
        return await run();
    }
    finally {
        if (!had)
            delete scope.__dirname;
    }
}
async function load() {
    // The CommonJS build: the ESM one breaks under the ncc bundler.
    const treeSitter = (await Promise.all(/* import() */[__webpack_require__.e(551), __webpack_require__.e(905)]).then(__webpack_require__.t.bind(__webpack_require__, 8905, 23))).default;
    const runtimeWasm = locateWasm('web-tree-sitter.wasm', 'web-tree-sitter/web-tree-sitter.wasm');
    await withDirname(() => treeSitter.Parser.init({ locateFile: () => runtimeWasm }));
    const language = await treeSitter.Language.load(locateWasm('tree-sitter-bash.wasm', 'tree-sitter-bash/tree-sitter-bash.wasm'));
    const created = new treeSitter.Parser();
    created.setLanguage(language);
    parser = created;
}
/** Loads the tree-sitter runtime and the bash grammar once; later calls share the first load. */
function loadBashParser() {
    if (parser)
        return Promise.resolve();
    if (!loading) {
        loading = load().catch((error) => {
            loading = null;
            throw error;
        });
    }
    return loading;
}
function isBashParserLoaded() {
    return parser !== null;
}
/**
 * The syntax tree of `command`, or null when the parser is not loaded or the command
 * does not parse cleanly (an error or missing node anywhere).
 */
function parseBash(command) {
    if (!parser)
        return null;
    let tree;
    try {
        tree = parser.parse(command);
    }
    catch {
        return null;
    }
    if (!tree)
        return null;
    if (tree.rootNode.hasError) {
        tree.delete();
        return null;
    }
    const parsed = tree;
    return { root: parsed.rootNode, dispose: () => parsed.delete() };
}


/***/ }),

/***/ 7941:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ isReadOnlySimpleCommand)
/* harmony export */ });
const always = () => true;
const noOption = (...forbidden) => (args) => !args.some((arg) => forbidden.some((f) => arg === f || arg.startsWith(`${f}=`) || (f.length === 2 && f.startsWith('-') && !f.startsWith('--') && /^-[a-zA-Z]+$/.test(arg) && arg.includes(f[1] ?? ''))));
const FIND_ACTIONS = ['-delete', '-exec', '-execdir', '-ok', '-okdir', '-fprint', '-fprint0', '-fprintf', '-fls'];
function sedIsReadOnly(args) {
    for (const arg of args) {
        if (arg === '-i' || arg.startsWith('--in-place') || /^-[a-zA-Z]*i/.test(arg) || arg === '-s')
            return false;
        if (arg === '--file' || arg === '-f' || arg.startsWith('--file='))
            return false;
    }
    // A sed script can write files (`w`, `W`) or run commands (`e`): refuse any script mentioning them.
    const scripts = args.filter((arg) => !arg.startsWith('-'));
    const script = scripts[0] ?? '';
    return !/(^|[;}\s/0-9$])[wWe](\s|$)|\/[gpiImMe0-9]*w\s/.test(script);
}
function sortIsReadOnly(args) {
    return !args.some((arg) => arg === '-o' || arg.startsWith('--output') || /^-[a-zA-Z]*o/.test(arg) || arg.startsWith('--compress-program'));
}
function uniqIsReadOnly(args) {
    // `uniq IN OUT` writes OUT.
    return args.filter((arg) => !arg.startsWith('-')).length <= 1;
}
function dateIsReadOnly(args) {
    return !args.some((arg) => arg === '-s' || arg.startsWith('--set') || (/^\d/.test(arg) && !arg.startsWith('+')));
}
const GIT_GLOBAL_WITH_VALUE = new Set(['-C', '--git-dir', '--work-tree', '--namespace']);
function gitBranchReadOnly(args) {
    const listing = new Set(['-a', '--all', '-r', '--remotes', '-v', '-vv', '--verbose', '--list', '-l', '--show-current', '--contains', '--no-contains', '--merged', '--no-merged', '--sort', '--points-at', '--format', '--color', '--no-color', '--column', '--no-column']);
    return args.every((arg) => listing.has(arg.split('=')[0] ?? arg) || arg === '--list');
}
const GIT_READ_ONLY = {
    status: always,
    log: noOption('--output'),
    diff: noOption('--output', '--ext-diff'),
    show: noOption('--output', '--ext-diff'),
    blame: always,
    'rev-parse': always,
    'ls-files': always,
    'ls-tree': always,
    'cat-file': always,
    describe: always,
    shortlog: always,
    'merge-base': always,
    grep: noOption('-O', '--open-files-in-pager'),
    branch: gitBranchReadOnly,
    tag: (args) => args.every((arg) => ['-l', '--list', '-n', '--contains', '--points-at', '--sort', '--format'].includes(arg.split('=')[0] ?? arg)),
    remote: (args) => args.every((arg) => arg === '-v' || arg === '--verbose') || (args[0] === 'show' || args[0] === 'get-url'),
    config: (args) => args.some((arg) => ['--get', '--get-all', '--get-regexp', '--list', '-l'].includes(arg)) && !args.some((arg) => ['--add', '--unset', '--unset-all', '--replace-all', '--edit', '-e', '--rename-section', '--remove-section'].includes(arg)),
    stash: (args) => args[0] === 'list' || args[0] === 'show',
    reflog: (args) => args.length === 0 || args[0] === 'show',
    'show-ref': always,
    'for-each-ref': always,
    'rev-list': always,
    'name-rev': always,
    'count-objects': always,
    version: always,
    help: always,
};
function gitIsReadOnly(args) {
    let i = 0;
    while (i < args.length) {
        const arg = args[i] ?? '';
        if (arg === '-c' || arg.startsWith('--config-env') || arg.startsWith('--exec-path') || arg === '-p' || arg === '--paginate')
            return false;
        if (GIT_GLOBAL_WITH_VALUE.has(arg)) {
            i += 2;
            continue;
        }
        if (arg === '--no-pager' || arg === '-P' || arg.startsWith('--git-dir=') || arg.startsWith('--work-tree=') || arg === '--no-optional-locks') {
            i += 1;
            continue;
        }
        break;
    }
    const sub = args[i];
    if (sub === undefined)
        return false;
    const check = GIT_READ_ONLY[sub];
    return check !== undefined && check(args.slice(i + 1));
}
const READ_ONLY_COMMANDS = {
    ls: always, cat: always, head: always, tail: always, wc: always, pwd: always, echo: always, printf: noOption('-v'),
    true: always, false: always, which: always, whoami: always, id: always, uname: always, hostname: (args) => args.every((a) => a.startsWith('-')),
    file: noOption('-C', '--compile'), stat: always, du: always, df: always, tree: noOption('-o'), cut: always, tr: always, nl: always, rev: always,
    diff: always, cmp: always, comm: always, basename: always, dirname: always, realpath: always, readlink: always,
    grep: always, egrep: always, fgrep: always, rg: noOption('--pre'), ag: always, less: always, more: always, md5sum: always, sha1sum: always,
    sha256sum: always, sha512sum: always, cksum: always, od: always, hexdump: always, xxd: (args) => args.filter((a) => !a.startsWith('-')).length <= 1,
    strings: always, column: always, fold: always, fmt: always, expand: always, unexpand: always, paste: always, join: always, seq: always,
    test: always, '[': always, '[[': always, type: always, env: (args) => args.length === 0, printenv: always, date: dateIsReadOnly, cal: always,
    sleep: always, jq: always, yq: noOption('-i', '--inplace'), tac: always, look: always, sort: sortIsReadOnly, uniq: uniqIsReadOnly,
    find: (args) => !args.some((arg) => FIND_ACTIONS.includes(arg)), sed: sedIsReadOnly, git: gitIsReadOnly,
};
/** True when one simple command (name and arguments, wrappers already stripped) only reads. */
function isReadOnlySimpleCommand(words) {
    const name = words[0];
    if (!name || name.dynamic)
        return false;
    const check = READ_ONLY_COMMANDS[name.text];
    if (!check)
        return false;
    const args = words.slice(1);
    // An argument that expands at run time could turn into an option we refused.
    if (args.some((arg) => arg.dynamic && /^\$|^`/.test(arg.text)))
        return false;
    return check(args.map((arg) => arg.text));
}


/***/ }),

/***/ 6526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ isReadOnlyBashCommand)
/* harmony export */ });
/* harmony import */ var _simple_commands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1510);
/* harmony import */ var _read_only_commands_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7941);
/* harmony import */ var _wrappers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5611);



const HARMLESS_TARGETS = new Set(['/dev/null', '/dev/stdout', '/dev/stderr']);
/**
 * True when every part of `command` only reads: each simple command is on the read-only list
 * with safe options, and nothing is redirected into a file. False (fail closed) when the
 * parser is not loaded yet or the command does not parse.
 */
function isReadOnlyBashCommand(command) {
    const split = (0,_simple_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .splitBashCommand */ .a)(command);
    if (!split || split.commands.length === 0)
        return false;
    for (const redirect of split.redirects) {
        if (redirect.kind === 'write' && (redirect.target.dynamic || !HARMLESS_TARGETS.has(redirect.target.text)))
            return false;
    }
    return split.commands.every((simple) => {
        if (simple.assignments.some((a) => (0,_wrappers_js__WEBPACK_IMPORTED_MODULE_2__/* .isDangerousVariable */ .f8)(a.name)))
            return false;
        if (simple.words.length === 0)
            return simple.assignments.every((a) => !a.value.dynamic);
        return (0,_read_only_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .isReadOnlySimpleCommand */ ._)((0,_wrappers_js__WEBPACK_IMPORTED_MODULE_2__/* .unwrapCommand */ .bY)(simple).words);
    });
}


/***/ }),

/***/ 1510:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a: () => (/* binding */ splitBashCommand)
});

// UNUSED EXPORTS: MAX_BASH_COMMAND_LENGTH

// EXTERNAL MODULE: ./src/permissions/bash/parser.ts
var parser = __webpack_require__(1612);
;// CONCATENATED MODULE: ./src/permissions/bash/words.ts
const UNQUOTED_EXPANSION = /[*?[{~]/;
function unescapeUnquoted(text) {
    return text.replace(/\\(\n|.)/g, (_match, ch) => (ch === '\n' ? '' : ch));
}
function unescapeDoubleQuoted(text) {
    return text.replace(/\\([$`"\\\n])/g, (_match, ch) => (ch === '\n' ? '' : ch));
}
const ANSI_C_ESCAPES = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', v: '\v', '\\': '\\', "'": "'", '"': '"', '?': '?' };
/** `$'...'` content with its escapes applied, or null for an escape we do not decode. */
function decodeAnsiC(body) {
    let out = '';
    for (let i = 0; i < body.length; i++) {
        const ch = body[i] ?? '';
        if (ch !== '\\') {
            out += ch;
            continue;
        }
        const next = body[i + 1] ?? '';
        const simple = ANSI_C_ESCAPES[next];
        if (simple !== undefined) {
            out += simple;
            i += 1;
            continue;
        }
        const hex = /^x([0-9a-fA-F]{1,2})/.exec(body.slice(i + 1));
        if (hex?.[1]) {
            out += String.fromCharCode(parseInt(hex[1], 16));
            i += hex[0].length;
            continue;
        }
        const octal = /^[0-7]{1,3}/.exec(body.slice(i + 1));
        if (octal) {
            out += String.fromCharCode(parseInt(octal[0], 8));
            i += octal[0].length;
            continue;
        }
        return null;
    }
    return out;
}
/** Evaluates a word node as far as it can be known without running anything. */
function evaluateWord(node) {
    switch (node.type) {
        case 'word': {
            const raw = node.text;
            return { text: unescapeUnquoted(raw), dynamic: UNQUOTED_EXPANSION.test(raw.replace(/\\./g, '')) };
        }
        case 'number':
            return { text: node.text, dynamic: false };
        case 'raw_string':
            return { text: node.text.slice(1, -1), dynamic: false };
        case 'string': {
            const parts = node.namedChildren;
            if (parts.every((child) => child.type === 'string_content')) {
                return { text: unescapeDoubleQuoted(node.text.slice(1, -1)), dynamic: false };
            }
            return { text: node.text, dynamic: true };
        }
        case 'ansi_c_string': {
            const decoded = decodeAnsiC(node.text.slice(2, -1));
            return decoded === null ? { text: node.text, dynamic: true } : { text: decoded, dynamic: false };
        }
        case 'concatenation': {
            const parts = node.children.map(evaluateWord);
            return { text: parts.map((part) => part.text).join(''), dynamic: parts.some((part) => part.dynamic) };
        }
        default:
            return { text: node.text, dynamic: true };
    }
}

;// CONCATENATED MODULE: ./src/permissions/bash/simple-commands.ts


const MAX_BASH_COMMAND_LENGTH = 10_000;
const WRITE_OPERATORS = new Set(['>', '>>', '>|', '&>', '&>>', '>&', '<>']);
const READ_OPERATORS = new Set(['<']);
function redirectOf(node) {
    const destination = node.childForFieldName('destination');
    if (!destination)
        return null;
    const operator = node.children.find((child) => !child.isNamed)?.type ?? '>';
    // `2>&1`, `>&-`: a file descriptor, not a file.
    if ((operator === '>&' || operator === '<&') && /^(\d+|-)$/.test(destination.text))
        return null;
    if (operator === '<&')
        return null;
    if (WRITE_OPERATORS.has(operator))
        return { kind: 'write', target: evaluateWord(destination) };
    if (READ_OPERATORS.has(operator))
        return { kind: 'read', target: evaluateWord(destination) };
    // An operator we do not know: treat the target as written, the stricter check.
    return { kind: 'write', target: evaluateWord(destination) };
}
function simpleCommandOf(node) {
    const assignments = [];
    const words = [];
    let previousEnd = -1;
    for (const child of node.namedChildren) {
        if (child.type === 'variable_assignment') {
            const name = child.childForFieldName('name')?.text ?? '';
            const value = child.childForFieldName('value');
            assignments.push({ name, value: value ? evaluateWord(value) : { text: '', dynamic: false } });
            previousEnd = -1;
            continue;
        }
        if (child.type === 'file_redirect' || child.type === 'herestring_redirect' || child.type === 'comment') {
            previousEnd = -1;
            continue;
        }
        const inner = child.type === 'command_name' ? child.namedChildren[0] : child;
        const word = inner ? evaluateWord(inner) : { text: child.text, dynamic: true };
        const last = words[words.length - 1];
        // The grammar sometimes splits what bash reads as one word ('r'\m is `rm`): no space between means one word.
        if (last && child.startIndex === previousEnd) {
            words[words.length - 1] = { text: last.text + word.text, dynamic: last.dynamic || word.dynamic };
        }
        else {
            words.push(word);
        }
        previousEnd = child.endIndex;
    }
    return { assignments, words, source: node.text };
}
/** Commands that are not `command` nodes but run something: their words are taken as given. */
function keywordCommandOf(node) {
    const words = node.children
        .filter((child) => child.type !== 'file_redirect')
        .map((child) => (child.isNamed ? evaluateWord(child) : { text: child.type, dynamic: false }));
    return { assignments: [], words, source: node.text };
}
function collect(node, commands, redirects) {
    switch (node.type) {
        case 'command':
            commands.push(simpleCommandOf(node));
            break;
        case 'declaration_command':
        case 'unset_command':
            commands.push(keywordCommandOf(node));
            break;
        case 'variable_assignment':
            // A bare `A=b` at statement level (not a command's prefix, which `command` handles).
            if (node.parent?.type !== 'command' && node.parent?.type !== 'declaration_command') {
                const value = node.childForFieldName('value');
                commands.push({
                    assignments: [{ name: node.childForFieldName('name')?.text ?? '', value: value ? evaluateWord(value) : { text: '', dynamic: false } }],
                    words: [],
                    source: node.text,
                });
            }
            break;
        case 'file_redirect': {
            const redirect = redirectOf(node);
            if (redirect)
                redirects.push(redirect);
            break;
        }
        default:
            break;
    }
    // Every child, so commands in $( ), backticks, <( ), subshells, heredocs and loops are found too.
    for (const child of node.namedChildren)
        collect(child, commands, redirects);
}
/**
 * Splits a command line into its simple commands and redirects, or returns null when it
 * cannot be analysed (parser not loaded, syntax error, too long): the caller treats that as "ask".
 */
function splitBashCommand(command) {
    if (command.length > MAX_BASH_COMMAND_LENGTH)
        return null;
    const parsed = (0,parser/* parseBash */.AE)(command);
    if (!parsed)
        return null;
    try {
        const commands = [];
        const redirects = [];
        collect(parsed.root, commands, redirects);
        return { commands, redirects };
    }
    finally {
        parsed.dispose();
    }
}


/***/ }),

/***/ 5611:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bY: () => (/* binding */ unwrapCommand),
/* harmony export */   f8: () => (/* binding */ isDangerousVariable),
/* harmony export */   hk: () => (/* binding */ wordsText),
/* harmony export */   yA: () => (/* binding */ isCommandRunner),
/* harmony export */   zb: () => (/* binding */ inlineShellScript)
/* harmony export */ });
/** Variables that change what a later program does, so an allow rule must name them. */
const DANGEROUS_VARIABLE = /^(PATH|LD_.*|DYLD_.*|BASH_ENV|ENV|IFS|SHELLOPTS|BASHOPTS|PS4|PROMPT_COMMAND|NODE_OPTIONS|NODE_PATH|PYTHONPATH|PYTHONSTARTUP|PERL5LIB|PERL5OPT|RUBYOPT|RUBYLIB|GIT_.*|NPM_CONFIG_.*|npm_config_.*|EDITOR|VISUAL|PAGER|GIT_PAGER|LESSOPEN|HOME|XDG_CONFIG_HOME|SSH_.*)$/;
function isDangerousVariable(name) {
    return DANGEROUS_VARIABLE.test(name);
}
function wordsText(words) {
    return words.map((word) => word.text).join(' ');
}
function assignmentsText(assignments) {
    return assignments.map((a) => `${a.name}=${a.value.text}`).join(' ');
}
const DURATION = /^\d+(\.\d+)?[smhd]?$/;
/** How many leading words a wrapper takes (itself and its options), or null when it is not a wrapper we can see through. */
function wrapperLength(words) {
    const name = words[0];
    if (!name || name.dynamic)
        return null;
    const rest = words.slice(1).map((w) => w.text);
    const skipOptions = (from, withValue) => {
        let i = from;
        while (i < rest.length) {
            const word = rest[i] ?? '';
            if (word === '--')
                return i + 1;
            if (!word.startsWith('-') || word === '-')
                return i;
            i += withValue.has(word) ? 2 : 1;
        }
        return i;
    };
    switch (name.text) {
        case 'nohup':
        case 'builtin':
            return 1;
        case 'time':
            return 1 + skipOptions(0, new Set());
        case 'command': {
            // `command -v x` / `-V` only looks a name up: not a wrapper then.
            if (rest.some((w) => w === '-v' || w === '-V'))
                return null;
            return 1 + skipOptions(0, new Set());
        }
        case 'nice':
            return 1 + skipOptions(0, new Set(['-n', '--adjustment']));
        case 'stdbuf':
            return 1 + skipOptions(0, new Set(['-i', '-o', '-e']));
        case 'timeout': {
            const at = skipOptions(0, new Set(['-s', '--signal', '-k', '--kill-after']));
            const duration = rest[at];
            if (duration === undefined || !DURATION.test(duration))
                return null;
            return 1 + at + 1;
        }
        case 'xargs':
            // Only a bare `xargs cmd`: its options change what runs (-I, -a, ...).
            return rest.length > 0 && !(rest[0] ?? '').startsWith('-') ? 1 : null;
        default:
            return null;
    }
}
/** Strips `VAR=value` prefixes and the wrappers `timeout`, `time`, `nice`, `nohup`, `stdbuf`, `command`, `builtin`, bare `xargs`. */
function unwrapCommand(command) {
    const forms = [];
    const full = [assignmentsText(command.assignments), wordsText(command.words)].filter(Boolean).join(' ');
    forms.push(full);
    let words = command.words;
    forms.push(wordsText(words));
    for (let depth = 0; depth < 10; depth++) {
        const length = wrapperLength(words);
        if (length === null || length >= words.length)
            break;
        words = words.slice(length);
        forms.push(wordsText(words));
    }
    return { assignments: command.assignments, words, forms: [...new Set(forms)].filter(Boolean) };
}
/** Programs that run a command line or a file given as an argument: a prefix allow rule never covers them. */
const COMMAND_RUNNERS = new Set([
    'bash', 'sh', 'zsh', 'dash', 'ksh', 'fish', 'csh', 'tcsh', 'busybox',
    'eval', 'exec', 'source', '.', 'env', 'sudo', 'su', 'doas', 'xargs', 'nsenter', 'chroot', 'unshare', 'setsid', 'script',
]);
function isCommandRunner(words) {
    const name = words[0];
    if (!name)
        return false;
    const base = name.text.split('/').pop() ?? name.text;
    return COMMAND_RUNNERS.has(base);
}
/** The script of `bash -c 'script'` (and sh, zsh, ...), when it is a literal. */
function inlineShellScript(words) {
    const name = words[0];
    if (!name)
        return null;
    const base = name.text.split('/').pop() ?? name.text;
    if (base === 'eval') {
        const args = words.slice(1);
        return args.length > 0 && args.every((w) => !w.dynamic) ? wordsText(args) : null;
    }
    if (!['bash', 'sh', 'zsh', 'dash', 'ksh'].includes(base))
        return null;
    const index = words.findIndex((w, i) => i > 0 && /^-[a-zA-Z]*c[a-zA-Z]*$/.test(w.text));
    const script = index > 0 ? words[index + 1] : undefined;
    return script && !script.dynamic ? script.text : null;
}


/***/ }),

/***/ 7675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ createPolicyGate)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/policy/policy-error.ts
var policy_error = __webpack_require__(1781);
// EXTERNAL MODULE: ./src/permissions/bash/parser.ts
var parser = __webpack_require__(1612);
// EXTERNAL MODULE: ./src/permissions/rules/parse-rule.ts
var parse_rule = __webpack_require__(1198);
;// CONCATENATED MODULE: ./src/permissions/rules/bash-pattern.ts
function escapeRegExp(text) {
    return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}
function collapse(text) {
    return text.trim().replace(/\s+/g, ' ');
}
/** Counts `*` that are not escaped as `\*`. */
function wildcardCount(pattern) {
    return (pattern.match(/(?<!\\)\*/g) ?? []).length;
}
function hasWildcard(specifier) {
    return wildcardCount(specifier) > 0;
}
/**
 * Claude Code's Bash rule matching: exact text, `*` matching any run of characters (spaces
 * too), `prefix:*` meaning `prefix` alone or followed by a space, and a single trailing ` *`
 * made optional so `ls *` matches `ls` and `ls -la` but not `lsof`.
 */
function bashPatternMatches(specifier, command) {
    let pattern = collapse(specifier);
    const text = collapse(command);
    if (pattern.endsWith(':*'))
        pattern = `${pattern.slice(0, -2)} *`;
    const wildcards = wildcardCount(pattern);
    if (wildcards === 0)
        return text === pattern.replace(/\\\*/g, '*');
    const literal = (part) => escapeRegExp(part.replace(/\\\*/g, '*')).replace(/\*/g, '\\*');
    const regex = wildcards === 1 && pattern.endsWith(' *')
        ? `${literal(pattern.slice(0, -2))}(?: [\\s\\S]*)?`
        : pattern.split(/(?<!\\)\*/).map(literal).join('[\\s\\S]*');
    return new RegExp(`^${regex}$`).test(text);
}

// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(298);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
;// CONCATENATED MODULE: ./src/permissions/rules/path-pattern.ts


/**
 * Claude Code's path rule forms: `//abs` from the filesystem root, `~/x` from the home
 * directory, `/x` from the policy root, `./x` anchored at the cwd, and a bare `x` matched
 * gitignore-style below the cwd (at any depth when it has no inner slash).
 */
function anchorPattern(specifier, bases) {
    if (specifier.startsWith('//'))
        return { base: '/', pattern: specifier.slice(1) };
    if (specifier === '~')
        return { base: bases.homeDir, pattern: '**' };
    if (specifier.startsWith('~/'))
        return { base: bases.homeDir, pattern: specifier.slice(1) };
    if (specifier.startsWith('/'))
        return { base: bases.policyRoot, pattern: specifier };
    if (specifier.startsWith('./'))
        return { base: bases.cwd, pattern: specifier.slice(1) };
    return { base: bases.cwd, pattern: specifier };
}
/** True when the absolute `path` matches the rule's path specifier. */
function pathPatternMatches(specifier, path, bases) {
    const { base, pattern } = anchorPattern(specifier, bases);
    const rel = (0,external_node_path_.relative)(base, path);
    if (rel === '' || rel === '..' || rel.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(rel))
        return false;
    try {
        return ignore_default()().add(pattern).ignores(rel.split(external_node_path_.sep).join('/'));
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/permissions/rules/rule-subject.ts


function mcpRuleMatches(ruleTool, toolName) {
    if (ruleTool === toolName)
        return true;
    const server = ruleTool.endsWith('__*') ? ruleTool.slice(0, -3) : ruleTool;
    // `mcp__server` and `mcp__server__*` cover every tool of that server.
    return server.split('__').length === 2 && toolName.startsWith(`${server}__`);
}
function pathToolMatches(rule, subject, behavior) {
    if (rule.toolName === subject.toolName)
        return true;
    if (subject.access === 'write')
        return rule.toolName === 'Edit' || (behavior === 'deny' && rule.toolName === 'Read');
    return rule.toolName === 'Read';
}
function hostOf(url) {
    try {
        return new URL(url).hostname.toLowerCase();
    }
    catch {
        return null;
    }
}
/** Whether `rule`, used as an allow/deny/ask rule, covers `subject`. */
function ruleMatches(rule, subject, behavior, bases) {
    switch (subject.kind) {
        case 'bash': {
            if (rule.toolName !== 'Bash')
                return false;
            if (rule.specifier === null)
                return true;
            const specifier = rule.specifier;
            if (behavior !== 'allow')
                return subject.forms.some((form) => bashPatternMatches(specifier, form));
            if (subject.dynamicName)
                return false;
            if (subject.exactOnly && hasWildcard(specifier))
                return false;
            return subject.allowForms.some((form) => bashPatternMatches(specifier, form));
        }
        case 'path': {
            if (!pathToolMatches(rule, subject, behavior))
                return false;
            if (rule.specifier === null)
                return true;
            const realMatch = pathPatternMatches(rule.specifier, subject.real, bases.real);
            if (behavior === 'allow')
                return realMatch;
            return realMatch || pathPatternMatches(rule.specifier, subject.absolute, bases.literal);
        }
        case 'tool': {
            if (subject.toolName.startsWith('mcp__'))
                return rule.specifier === null && mcpRuleMatches(rule.toolName, subject.toolName);
            if (rule.toolName !== subject.toolName)
                return false;
            if (rule.specifier === null)
                return true;
            if (subject.url !== undefined && rule.specifier.startsWith('domain:')) {
                const host = hostOf(subject.url);
                const domain = rule.specifier.slice('domain:'.length).toLowerCase();
                return host !== null && (host === domain || (domain.startsWith('*.') && host.endsWith(domain.slice(1))));
            }
            return false;
        }
    }
}

;// CONCATENATED MODULE: ./src/permissions/rules/rule-set.ts


/** Parses every rule of the policy; throws RuleSyntaxError on the first bad one. */
function compileRules(policy) {
    return {
        allow: policy.permissions.allow.map(parse_rule/* parseRule */.i),
        deny: policy.permissions.deny.map(parse_rule/* parseRule */.i),
        ask: policy.permissions.ask.map(parse_rule/* parseRule */.i),
        overrides: policy.non_interactive.overrides.map((o) => ({
            rule: (0,parse_rule/* parseRule */.i)(o.rule),
            decision: o.decision,
            ...(o.reason !== undefined ? { reason: o.reason } : {}),
        })),
    };
}
function firstMatch(rules, subject, behavior, bases) {
    return rules.find((rule) => ruleMatches(rule, subject, behavior, bases)) ?? null;
}
/** Deny, then ask, then allow: the first list with a match decides. */
function matchRules(rules, subject, bases) {
    for (const behavior of ['deny', 'ask', 'allow']) {
        const rule = firstMatch(rules[behavior], subject, behavior, bases);
        if (rule)
            return { behavior, rule };
    }
    return null;
}

;// CONCATENATED MODULE: ./src/permissions/suggest-rule.ts

const RUN_SCRIPT_TOOLS = new Set(['npm', 'pnpm', 'yarn', 'bun']);
const SUBCOMMAND = /^[a-z][a-z0-9:_-]*$/;
/** A prefix rule for a command, e.g. `Bash(npm run lint:*)`, `Bash(git push:*)`, `Bash(curl:*)`. */
function suggestBashRule(words) {
    const name = words[0];
    if (!name || name.dynamic)
        return null;
    const take = [name.text];
    const second = words[1];
    if (second && !second.dynamic && SUBCOMMAND.test(second.text)) {
        take.push(second.text);
        const third = words[2];
        if (RUN_SCRIPT_TOOLS.has(name.text) && second.text === 'run' && third && !third.dynamic && SUBCOMMAND.test(third.text)) {
            take.push(third.text);
        }
    }
    return `Bash(${take.join(' ')}:*)`;
}
/** An exact rule for a command a prefix rule never covers (`bash -c ...`, `eval ...`). */
function suggestExactBashRule(source) {
    return `Bash(${source.replace(/[()\\]/g, '\\$&')})`;
}
/** `Edit(src/foo.ts)` relative to the cwd, or `//abs` when outside it. */
function suggestPathRule(toolName, path, cwd) {
    const rel = (0,external_node_path_.relative)(cwd, path);
    const inside = rel !== '' && rel !== '..' && !rel.startsWith(`..${external_node_path_.sep}`) && !(0,external_node_path_.isAbsolute)(rel);
    return inside ? `${toolName}(${rel.split(external_node_path_.sep).join('/')})` : `${toolName}(/${path})`;
}

// EXTERNAL MODULE: ./src/permissions/workspace-paths.ts
var workspace_paths = __webpack_require__(7900);
;// CONCATENATED MODULE: ./src/permissions/path-verdict.ts




/** A file name no rule is likely to single out, to ask "would a deny rule cover files in this directory?". */
const PROBE_NAME = '.tollgate-probe';
function isUnderOutputDir(env, real) {
    const outputDir = env.scope.outputDir;
    return outputDir !== undefined && (0,workspace_paths/* isInsideDirectory */.sT)(real, (0,workspace_paths/* realPathOf */.dN)(outputDir));
}
/** A file tool's call (or a Bash redirect) against the rules, the workspace boundary and the mode. */
function evaluatePathCall(call, env) {
    const resolved = (0,workspace_paths/* resolveToolPath */.mv)(env.scope, call.path);
    const subject = { kind: 'path', toolName: call.toolName, access: call.access, absolute: resolved.absolute, real: resolved.real };
    const ruleTool = call.access === 'write' ? 'Edit' : 'Read';
    const base = { subject, firm: false };
    let matched = matchRules(env.rules, subject, env.bases);
    if (call.directory && matched?.behavior !== 'deny') {
        const probe = { ...subject, absolute: (0,external_node_path_.join)(resolved.absolute, PROBE_NAME), real: (0,external_node_path_.join)(resolved.real, PROBE_NAME) };
        const below = matchRules(env.rules, probe, env.bases);
        if (below?.behavior === 'deny')
            matched = below;
    }
    if (matched?.behavior === 'deny') {
        return { ...base, behavior: 'deny', rule: matched.rule.text, reason: `the policy denies it (rule ${matched.rule.text})`, suggestedRule: null };
    }
    const suggestion = suggestPathRule(ruleTool, resolved.real, (0,workspace_paths/* realPathOf */.dN)(env.scope.cwd));
    if (matched?.behavior === 'ask') {
        return { ...base, behavior: 'ask', firm: true, rule: matched.rule.text, reason: `the policy's ask rule ${matched.rule.text} matches it`, suggestedRule: null };
    }
    if (!resolved.insideWorkspace) {
        if (call.access === 'read' && call.readOnly && isUnderOutputDir(env, resolved.real)) {
            return { ...base, behavior: 'allow', rule: null, reason: 'it reads a result this session saved', suggestedRule: null };
        }
        if (env.mode === 'bypassPermissions')
            return { ...base, behavior: 'allow', rule: null, reason: 'bypassPermissions mode', suggestedRule: null };
        return {
            ...base,
            behavior: 'ask',
            firm: true,
            outsideWorkspace: true,
            rule: null,
            reason: `${resolved.real} is outside the workspace (and the policy's additionalDirectories)`,
            suggestedRule: null,
        };
    }
    if (matched?.behavior === 'allow') {
        return { ...base, behavior: 'allow', rule: matched.rule.text, reason: `allowed by rule ${matched.rule.text}`, suggestedRule: null };
    }
    const readOnlyCall = call.access === 'read' && call.readOnly;
    switch (env.mode) {
        case 'bypassPermissions':
            return { ...base, behavior: 'allow', rule: null, reason: 'bypassPermissions mode', suggestedRule: null };
        case 'acceptEdits':
            return { ...base, behavior: 'allow', rule: null, reason: readOnlyCall ? 'a read inside the workspace' : 'acceptEdits mode allows edits inside the workspace', suggestedRule: null };
        case 'default':
        case 'plan':
            if (readOnlyCall)
                return { ...base, behavior: 'allow', rule: null, reason: 'a read inside the workspace', suggestedRule: null };
            if (env.mode === 'plan')
                return { ...base, behavior: 'deny', rule: null, reason: 'plan mode allows read-only calls only', suggestedRule: null };
            break;
        case 'dontAsk':
            break;
    }
    return { ...base, behavior: 'ask', rule: null, reason: `no rule allows ${call.access === 'write' ? 'writing' : 'reading'} this file`, suggestedRule: suggestion };
}

// EXTERNAL MODULE: ./src/permissions/bash/read-only-commands.ts
var read_only_commands = __webpack_require__(7941);
// EXTERNAL MODULE: ./src/permissions/bash/simple-commands.ts + 1 modules
var simple_commands = __webpack_require__(1510);
// EXTERNAL MODULE: ./src/permissions/bash/wrappers.ts
var wrappers = __webpack_require__(5611);
;// CONCATENATED MODULE: ./src/permissions/bash/bash-verdict.ts








const HARMLESS_TARGETS = new Set(['/dev/null', '/dev/stdout', '/dev/stderr']);
const MAX_NESTING = 3;
function unanalysable(command, why) {
    return {
        behavior: 'ask',
        firm: false,
        rule: null,
        reason: why,
        subject: { kind: 'bash', forms: [command], allowForms: [], exactOnly: true, dynamicName: false },
        suggestedRule: null,
    };
}
/** Arguments that look like paths: not options, known at parse time. */
function pathArguments(words) {
    return words.slice(1).filter((word) => !word.text.startsWith('-') && word.text !== '');
}
function argumentsStayInside(words, env) {
    const outputDir = env.scope.outputDir;
    return pathArguments(words).every((word) => {
        if (word.text.startsWith('~') || /[$`]/.test(word.text))
            return false;
        const resolved = (0,workspace_paths/* resolveToolPath */.mv)(env.scope, word.text);
        return resolved.insideWorkspace || (outputDir !== undefined && (0,workspace_paths/* isInsideDirectory */.sT)(resolved.real, (0,workspace_paths/* realPathOf */.dN)(outputDir)));
    });
}
/** A Read or Edit deny rule naming a file this command mentions (`cat .env` under `Read(./.env)`). */
function deniedPathArgument(words, env) {
    if (!env.rules.deny.some((rule) => rule.specifier !== null && (rule.toolName === 'Read' || rule.toolName === 'Edit')))
        return null;
    for (const word of pathArguments(words)) {
        if (word.dynamic && /[$`]/.test(word.text))
            continue;
        for (const access of ['read', 'write']) {
            const verdict = evaluatePathCall({ toolName: access === 'read' ? 'Read' : 'Edit', access, path: word.text, readOnly: true }, env);
            if (verdict.behavior === 'deny' && verdict.rule !== null) {
                return { ...verdict, reason: `it names ${word.text}, which the policy protects (rule ${verdict.rule})` };
            }
        }
    }
    return null;
}
function hasScopedBashRule(env) {
    return [...env.rules.deny, ...env.rules.ask].some((rule) => rule.toolName === 'Bash' && rule.specifier !== null);
}
/**
 * What deny and ask rules are matched against: the full text and its unwrapped forms, the
 * command without its options (`git --no-pager push` is still `git push` to `Bash(git push:*)`),
 * and, for programs that run their arguments (`xargs -0 rm`, `sudo -u x rm`), every tail.
 * Too many forms can only deny more, never allow more.
 */
function denyForms(forms, words, source, runsArguments) {
    const all = [...forms, source];
    const withoutOptions = words.filter((w) => !w.text.startsWith('-'));
    all.push((0,wrappers/* wordsText */.hk)(withoutOptions));
    const withoutOptionValues = [];
    for (let i = 0; i < words.length; i++) {
        const word = words[i];
        if (!word)
            continue;
        if (word.text.startsWith('-')) {
            const next = words[i + 1];
            if (next && !next.text.startsWith('-') && !word.text.includes('='))
                i++;
            continue;
        }
        withoutOptionValues.push(word);
    }
    all.push((0,wrappers/* wordsText */.hk)(withoutOptionValues));
    if (runsArguments) {
        for (let i = 1; i < words.length; i++)
            all.push((0,wrappers/* wordsText */.hk)(words.slice(i)));
    }
    return [...new Set(all.filter(Boolean))];
}
const DIRECTORY_CHANGES = new Set(['cd', 'pushd', 'popd']);
/** A `cd` anywhere in the line moves later relative paths away from the session's cwd, where they are checked. */
function changesDirectory(split) {
    return split.commands.some((command) => {
        const name = (0,wrappers/* unwrapCommand */.bY)(command).words[0];
        return name !== undefined && (name.dynamic || DIRECTORY_CHANGES.has(name.text));
    });
}
function evaluateSimpleCommand(command, env, movesCwd) {
    const unwrapped = (0,wrappers/* unwrapCommand */.bY)(command);
    const words = unwrapped.words;
    const unsafeEnv = command.assignments.some((a) => (0,wrappers/* isDangerousVariable */.f8)(a.name) || a.value.dynamic);
    if (words.length === 0) {
        // A bare `A=b`: harmless unless it changes what later commands run.
        if (!unsafeEnv)
            return null;
    }
    const full = unwrapped.forms[0] ?? command.source;
    const inner = (0,wrappers/* wordsText */.hk)(words);
    const noWrapping = command.assignments.length === 0 && words === command.words;
    const allowForms = unsafeEnv ? [full] : noWrapping ? [inner, command.source] : [inner];
    const exactOnly = (0,wrappers/* isCommandRunner */.yA)(words);
    const dynamicName = words[0]?.dynamic ?? false;
    const subject = { kind: 'bash', forms: denyForms(unwrapped.forms, words, command.source, exactOnly), allowForms, exactOnly, dynamicName };
    const suggestedRule = dynamicName ? null : exactOnly || unsafeEnv ? suggestExactBashRule(command.source) : suggestBashRule(words);
    const base = { subject, firm: false };
    const matched = matchRules(env.rules, subject, env.bases);
    if (matched?.behavior === 'deny') {
        return { ...base, behavior: 'deny', rule: matched.rule.text, reason: `the policy denies \`${inner || full}\` (rule ${matched.rule.text})`, suggestedRule: null };
    }
    const protectedPath = deniedPathArgument(words, env);
    if (protectedPath)
        return { ...protectedPath, subject };
    if (matched?.behavior === 'ask') {
        return { ...base, behavior: 'ask', firm: true, rule: matched.rule.text, reason: `the policy's ask rule ${matched.rule.text} matches \`${inner}\``, suggestedRule: null };
    }
    if (dynamicName && hasScopedBashRule(env)) {
        // `$CMD -rf /` could be any command: deny and ask rules cannot be checked, so no allow lifts it.
        return { ...base, behavior: 'ask', firm: true, rule: null, reason: 'the command name is only known at run time, so the deny and ask rules cannot be checked', suggestedRule: null };
    }
    if (matched?.behavior === 'allow') {
        return { ...base, behavior: 'allow', rule: matched.rule.text, reason: `allowed by rule ${matched.rule.text}`, suggestedRule: null };
    }
    if (env.mode === 'bypassPermissions')
        return { ...base, behavior: 'allow', rule: null, reason: 'bypassPermissions mode', suggestedRule: null };
    const readOnly = !unsafeEnv && words.length > 0 && (0,read_only_commands/* isReadOnlySimpleCommand */._)(words);
    if (readOnly && env.mode !== 'dontAsk') {
        if (movesCwd && pathArguments(words).length > 0) {
            return { ...base, behavior: 'ask', rule: null, reason: `\`${inner}\` runs after a cd, so its paths cannot be checked against the workspace`, suggestedRule };
        }
        if (argumentsStayInside(words, env))
            return { ...base, behavior: 'allow', rule: null, reason: `\`${inner}\` only reads inside the workspace`, suggestedRule: null };
        return { ...base, behavior: 'ask', rule: null, reason: `\`${inner}\` reads outside the workspace`, suggestedRule };
    }
    const why = exactOnly
        ? `\`${words[0]?.text ?? ''}\` runs other commands, so only an exact rule allows it`
        : dynamicName
            ? 'the command name is only known at run time'
            : `no rule allows \`${inner || full}\``;
    return { ...base, behavior: 'ask', rule: null, reason: why, suggestedRule };
}
function evaluateRedirects(split, env, movesCwd) {
    const parts = [];
    for (const redirect of split.redirects) {
        if (redirect.kind === 'write' && HARMLESS_TARGETS.has(redirect.target.text))
            continue;
        if (redirect.target.dynamic) {
            parts.push(unanalysable(redirect.target.text, `a redirect target (${redirect.target.text}) is only known at run time`));
            continue;
        }
        if (movesCwd && !(0,external_node_path_.isAbsolute)(redirect.target.text)) {
            parts.push(unanalysable(redirect.target.text, `a redirect to ${redirect.target.text} after a cd cannot be checked against the workspace`));
            continue;
        }
        const verdict = evaluatePathCall({ toolName: redirect.kind === 'write' ? 'Edit' : 'Read', access: redirect.kind, path: redirect.target.text, readOnly: redirect.kind === 'read' }, env);
        parts.push({ ...verdict, reason: `redirect to ${redirect.target.text}: ${verdict.reason}` });
    }
    return parts;
}
function collectParts(split, env, depth, parts, outerMovesCwd = false) {
    const movesCwd = outerMovesCwd || changesDirectory(split);
    for (const command of split.commands) {
        const verdict = evaluateSimpleCommand(command, env, movesCwd);
        if (verdict)
            parts.push(verdict);
        const script = (0,wrappers/* inlineShellScript */.zb)((0,wrappers/* unwrapCommand */.bY)(command).words);
        if (script !== null && depth < MAX_NESTING) {
            const nested = (0,simple_commands/* splitBashCommand */.a)(script);
            if (nested) {
                // The outer command needs its own (exact) allow; the script inside can only add a deny or an ask rule's ask.
                const inner = [];
                collectParts(nested, env, depth + 1, inner, movesCwd);
                parts.push(...inner.filter((p) => p.behavior === 'deny' || (p.behavior === 'ask' && p.firm && p.rule !== null)));
            }
        }
    }
    parts.push(...evaluateRedirects(split, env, movesCwd));
}
/** Every part of a Bash command line against the policy. Callers must have loaded the parser. */
function evaluateBashCommand(command, env) {
    const split = (0,simple_commands/* splitBashCommand */.a)(command);
    if (!split) {
        const why = command.length > 10_000 ? 'the command is longer than 10,000 characters' : 'the command could not be parsed';
        const verdict = unanalysable(command, why);
        const matched = matchRules(env.rules, verdict.subject, env.bases);
        if (matched?.behavior === 'deny')
            return [{ ...verdict, behavior: 'deny', rule: matched.rule.text, reason: `the policy denies it (rule ${matched.rule.text})` }];
        if (matched?.behavior === 'allow')
            return [{ ...verdict, behavior: 'allow', rule: matched.rule.text, reason: `allowed by rule ${matched.rule.text}` }];
        if (env.mode === 'bypassPermissions')
            return [{ ...verdict, behavior: 'allow', reason: 'bypassPermissions mode' }];
        return [verdict];
    }
    const parts = [];
    collectParts(split, env, 0, parts);
    return parts;
}

// EXTERNAL MODULE: ./src/permissions/tool-kinds.ts
var tool_kinds = __webpack_require__(5990);
;// CONCATENATED MODULE: ./src/permissions/evaluate-call.ts




function safeIsReadOnly(tool, input) {
    try {
        return tool.isReadOnly(input) === true;
    }
    catch {
        return false;
    }
}
function evaluate_call_hostOf(url) {
    if (typeof url !== 'string')
        return null;
    try {
        return new URL(url).hostname;
    }
    catch {
        return null;
    }
}
function evaluateOtherTool(tool, input, observable, env) {
    const name = tool.name;
    const subject = typeof observable.url === 'string' ? { kind: 'tool', toolName: name, url: observable.url } : { kind: 'tool', toolName: name };
    const base = { subject, firm: false };
    const matched = matchRules(env.rules, subject, env.bases);
    if (matched?.behavior === 'deny')
        return { ...base, behavior: 'deny', rule: matched.rule.text, reason: `the policy denies ${name} (rule ${matched.rule.text})`, suggestedRule: null };
    if (matched?.behavior === 'ask')
        return { ...base, behavior: 'ask', firm: true, rule: matched.rule.text, reason: `the policy's ask rule ${matched.rule.text} matches it`, suggestedRule: null };
    if (matched?.behavior === 'allow')
        return { ...base, behavior: 'allow', rule: matched.rule.text, reason: `allowed by rule ${matched.rule.text}`, suggestedRule: null };
    if (env.mode === 'bypassPermissions')
        return { ...base, behavior: 'allow', rule: null, reason: 'bypassPermissions mode', suggestedRule: null };
    const host = name === 'WebFetch' ? evaluate_call_hostOf(observable.url) : null;
    const suggestedRule = host ? `WebFetch(domain:${host})` : name;
    // Network tools can carry data out, so they are never trusted as read-only. An MCP tool is read-only
    // only when its server annotates it so (readOnlyHint); without the annotation it needs a rule.
    const kind = (0,tool_kinds/* toolKind */.lk)(name);
    const trustedReadOnly = (kind === 'other' || kind === 'mcp') && !tool_kinds/* NETWORK_TOOLS */.fn.includes(name) && safeIsReadOnly(tool, input);
    if (trustedReadOnly && env.mode !== 'dontAsk')
        return { ...base, behavior: 'allow', rule: null, reason: `${name} only reads`, suggestedRule: null };
    if (env.mode === 'plan')
        return { ...base, behavior: 'deny', rule: null, reason: 'plan mode allows read-only calls only', suggestedRule: null };
    return { ...base, behavior: 'ask', rule: null, reason: `no rule allows ${name}`, suggestedRule };
}
function pathOf(observable, keys) {
    for (const key of keys) {
        const value = observable[key];
        if (typeof value === 'string' && value !== '')
            return value;
    }
    return null;
}
/** The policy's verdict on each part of one call, before hooks, the tool's own check and ask resolution. */
function evaluateCall(tool, input, observable, env) {
    const readOnly = safeIsReadOnly(tool, input);
    if (env.mode === 'plan' && !readOnly) {
        // No rule lifts this: plan mode never changes anything.
        return [{ behavior: 'deny', rule: null, firm: true, reason: 'plan mode allows read-only calls only', suggestedRule: null, subject: { kind: 'tool', toolName: tool.name } }];
    }
    switch ((0,tool_kinds/* toolKind */.lk)(tool.name)) {
        case 'bash': {
            const command = observable.command;
            if (typeof command !== 'string')
                return [evaluateOtherTool(tool, input, observable, env)];
            return evaluateBashCommand(command, env);
        }
        case 'read-file': {
            const path = pathOf(observable, tool.name === 'Read' ? ['file_path'] : ['path']) ?? env.scope.cwd;
            return [evaluatePathCall({ toolName: tool.name, access: 'read', path, readOnly, directory: tool.name !== 'Read' }, env)];
        }
        case 'write-file': {
            const path = pathOf(observable, ['file_path', 'notebook_path']);
            if (path === null)
                return [{ behavior: 'ask', rule: null, firm: true, reason: `${tool.name} named no file`, suggestedRule: null, subject: { kind: 'tool', toolName: tool.name } }];
            return [evaluatePathCall({ toolName: tool.name, access: 'write', path, readOnly: false }, env)];
        }
        case 'mcp':
        case 'other':
            return [evaluateOtherTool(tool, input, observable, env)];
    }
}

;// CONCATENATED MODULE: ./src/permissions/denial-message.ts
const MAX_SHOWN = 200;
/** `Bash(npm publish)`, `Edit(/work/src/a.ts)`: the call as a maintainer would read it. */
function describeCall(toolName, input) {
    const detail = [input.command, input.file_path, input.notebook_path, input.path, input.url, input.pattern].find((value) => typeof value === 'string' && value !== '');
    if (detail === undefined)
        return toolName;
    const oneLine = detail.replace(/\s+/g, ' ').trim();
    const shown = oneLine.length > MAX_SHOWN ? `${oneLine.slice(0, MAX_SHOWN)}…` : oneLine;
    return `${toolName}(${shown})`;
}
/** What the model reads: not permitted in this CI run, why, and that retrying will not help. */
function denialMessage(call, reason, suggestedRule) {
    const hint = suggestedRule ? ` A maintainer could permit it by adding \`${suggestedRule}\` to the policy's permissions.allow.` : '';
    return (`Permission denied: ${call} is not permitted in this CI run. Reason: ${reason}. ` +
        `Nobody can approve it during this run, so retrying the same call will not help; ` +
        `continue without it or use a different approach that the policy allows, and mention it in your summary.${hint}`);
}

;// CONCATENATED MODULE: ./src/permissions/resolve-ask.ts

/**
 * An ask never waits in CI: the first override whose rule covers every subject decides,
 * else `non_interactive.on_ask`. `dontAsk` mode denies whatever no rule allowed.
 */
function resolveAsk(subjects, policy, env) {
    if (env.mode === 'dontAsk')
        return { behavior: 'deny', rule: null, reason: 'dontAsk mode denies anything no allow rule covers' };
    for (const override of env.rules.overrides) {
        const covers = override.decision === 'allow'
            ? subjects.every((subject) => ruleMatches(override.rule, subject, 'allow', env.bases))
            : subjects.some((subject) => ruleMatches(override.rule, subject, 'deny', env.bases));
        if (covers) {
            const why = override.reason ? `: ${override.reason}` : '';
            return {
                behavior: override.decision,
                rule: override.rule.text,
                reason: `the policy's non_interactive override ${override.rule.text} ${override.decision === 'allow' ? 'allows' : 'denies'} it${why}`,
            };
        }
    }
    const onAsk = policy.non_interactive.on_ask;
    return {
        behavior: onAsk,
        rule: null,
        reason: onAsk === 'deny' ? 'nobody can approve it in CI, and the policy turns every ask into a denial (non_interactive.on_ask: deny)' : 'the policy turns every ask into an approval (non_interactive.on_ask: allow)',
    };
}

;// CONCATENATED MODULE: ./src/permissions/policy-gate.ts










/** The stricter of the policy's mode and the session's: a session in plan or dontAsk stays there. */
function effectiveMode(policyMode, contextMode) {
    if (contextMode === 'plan' || contextMode === 'dontAsk')
        return contextMode;
    return policyMode;
}
function deny(rule, reason, suggestedRule, call) {
    return { behavior: 'deny', rule, reason, message: denialMessage(call, reason, suggestedRule), suggestedRule };
}
function uniqueRules(parts) {
    const rules = [...new Set(parts.map((p) => p.rule).filter((r) => r !== null))];
    return rules.length > 0 ? rules.join(', ') : null;
}
/**
 * Step 5 of the pipeline for CI: deny rules, a hook's or the tool's deny, ask rules, a
 * hook's or the tool's ask, allow rules, the mode; every remaining ask resolved by the
 * policy's `non_interactive` section. Never returns "ask", never waits.
 */
function createPolicyGate(options) {
    const { policy } = options;
    if (policy.permissions.defaultMode === 'bypassPermissions' && !options.allowBypass) {
        throw new policy_error/* PolicyError */.p("permissions.defaultMode: bypassPermissions is refused unless the workflow sets the input 'allow_bypass: true'");
    }
    let rules;
    try {
        rules = compileRules(policy);
    }
    catch (error) {
        if (error instanceof parse_rule/* RuleSyntaxError */.m)
            throw new policy_error/* PolicyError */.p(`permissions: ${error.message}`);
        throw error;
    }
    const policyRoot = (0,external_node_path_.resolve)(options.policyRoot);
    const homeDir = options.homeDir ?? (0,external_node_os_.homedir)();
    const additional = policy.permissions.additionalDirectories.map((dir) => dir.startsWith('~/') ? (0,external_node_path_.resolve)(homeDir, dir.slice(2)) : (0,external_node_path_.resolve)(policyRoot, dir));
    function evaluationEnv(context) {
        const bases = {
            literal: { cwd: context.cwd, policyRoot, homeDir },
            real: { cwd: (0,workspace_paths/* realPathOf */.dN)(context.cwd), policyRoot: (0,workspace_paths/* realPathOf */.dN)(policyRoot), homeDir: (0,workspace_paths/* realPathOf */.dN)(homeDir) },
        };
        return {
            rules,
            bases,
            mode: effectiveMode(policy.permissions.defaultMode, context.options.permissionMode),
            scope: {
                cwd: context.cwd,
                workspaceRoot: context.workspaceRoot,
                additionalDirectories: [...context.additionalDirectories, ...additional],
                outputDir: context.outputDir,
            },
        };
    }
    return {
        async decide(request) {
            const { tool, context } = request;
            const call = describeCall(tool.name, request.observableInput);
            try {
                if (tool.name === 'Bash')
                    await (0,parser/* loadBashParser */.uW)();
                const env = evaluationEnv(context);
                const parts = evaluateCall(tool, request.input, request.observableInput, env);
                return decideFromParts(parts, request, env, call);
            }
            catch (error) {
                const reason = `the permission check failed (${error instanceof Error ? error.message : String(error)})`;
                return deny(null, reason, null, call);
            }
        },
        isReadDenied(absolutePath, context) {
            try {
                const env = evaluationEnv(context);
                const subject = { kind: 'path', toolName: 'Read', access: 'read', absolute: absolutePath, real: (0,workspace_paths/* realPathOf */.dN)(absolutePath) };
                return matchRules(env.rules, subject, env.bases)?.behavior === 'deny';
            }
            catch {
                return true;
            }
        },
    };
    function decideFromParts(parts, request, env, call) {
        const { hookDecision, toolDecision } = request;
        const denied = parts.find((p) => p.behavior === 'deny');
        if (denied)
            return deny(denied.rule, denied.reason, denied.suggestedRule, call);
        if (hookDecision?.behavior === 'deny') {
            return deny(null, `a PreToolUse hook denied it: ${hookDecision.message || 'no reason given'}`, null, call);
        }
        if (toolDecision.behavior === 'deny') {
            return deny(null, `${request.tool.name} refused it: ${toolDecision.message}`, toolDecision.suggestedRule ?? null, call);
        }
        const asking = parts.filter((p) => p.behavior === 'ask');
        const outside = asking.find((p) => p.outsideWorkspace);
        if (outside)
            return deny(null, outside.reason, null, call);
        const wholeCallAsk = askOf(hookDecision, 'a PreToolUse hook') ?? askOf(toolDecision, request.tool.name);
        const hookAllows = hookDecision?.behavior === 'allow';
        // A hook's allow lifts the asks no rule made; ask rules, the boundary and the tool's own ask stay.
        const open = hookAllows && wholeCallAsk === null ? asking.filter((p) => p.firm) : asking;
        const resolved = [];
        const overrideRules = [];
        if (wholeCallAsk !== null) {
            const resolution = resolveAsk(parts.map((p) => p.subject), policy, env);
            const reason = `${wholeCallAsk}; ${resolution.reason}`;
            if (resolution.behavior === 'deny') {
                const suggested = toolDecision.behavior === 'ask' ? (toolDecision.suggestedRule ?? null) : null;
                return deny(resolution.rule, reason, suggested, call);
            }
            resolved.push(reason);
            if (resolution.rule)
                overrideRules.push(resolution.rule);
        }
        for (const part of open) {
            const resolution = resolveAsk([part.subject], policy, env);
            const reason = `${part.reason}; ${resolution.reason}`;
            if (resolution.behavior === 'deny')
                return deny(resolution.rule, reason, part.suggestedRule, call);
            resolved.push(reason);
            if (resolution.rule)
                overrideRules.push(resolution.rule);
        }
        const rule = [uniqueRules(parts.filter((p) => p.behavior === 'allow')), ...new Set(overrideRules)].filter(Boolean).join(', ') || null;
        if (resolved.length > 0)
            return { behavior: 'allow', rule, reason: resolved.join('; ') };
        if (hookAllows && asking.length > 0)
            return { behavior: 'allow', rule, reason: 'a PreToolUse hook allowed it' };
        const reasons = [...new Set(parts.map((p) => p.reason))];
        return { behavior: 'allow', rule, reason: reasons.length > 0 ? reasons.join('; ') : 'nothing in it runs' };
    }
}
function askOf(decision, who) {
    if (decision?.behavior !== 'ask')
        return null;
    return `${who} asked for approval${decision.message ? ` (${decision.message})` : ''}`;
}


/***/ }),

/***/ 1198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ parseRule),
/* harmony export */   m: () => (/* binding */ RuleSyntaxError)
/* harmony export */ });
/* harmony import */ var _policy_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(607);
/* harmony import */ var _tool_kinds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5990);


class RuleSyntaxError extends Error {
    name = 'RuleSyntaxError';
}
const TOOL_NAME = /^[A-Za-z][A-Za-z0-9_-]*$|^mcp__[A-Za-z0-9_-]+__\*$/;
function unescapeParens(text) {
    return text.replace(/\\([()\\])/g, '$1');
}
/** Parses a rule string, or throws RuleSyntaxError saying what is wrong. */
function parseRule(text) {
    const trimmed = text.trim();
    const open = trimmed.indexOf('(');
    const toolName = open === -1 ? trimmed : trimmed.slice(0, open);
    if (!TOOL_NAME.test(toolName)) {
        throw new RuleSyntaxError(`'${text}' is not a rule: expected Tool or Tool(specifier)`);
    }
    if (!toolName.startsWith('mcp__') && !_tool_kinds_js__WEBPACK_IMPORTED_MODULE_0__/* .KNOWN_TOOL_NAMES */ .O6.includes(toolName)) {
        const suggestion = (0,_policy_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__/* .didYouMean */ .a)(toolName, _tool_kinds_js__WEBPACK_IMPORTED_MODULE_0__/* .KNOWN_TOOL_NAMES */ .O6);
        if (suggestion)
            throw new RuleSyntaxError(`unknown tool '${toolName}' in rule '${text}' (did you mean '${suggestion}'?)`);
    }
    if (open === -1)
        return { text, toolName, specifier: null };
    if (!trimmed.endsWith(')'))
        throw new RuleSyntaxError(`rule '${text}' opens '(' but does not end with ')'`);
    if (toolName.startsWith('mcp__'))
        throw new RuleSyntaxError(`MCP rule '${text}' takes no specifier: write mcp__server or mcp__server__tool`);
    const specifier = unescapeParens(trimmed.slice(open + 1, -1));
    if (specifier.trim() === '' || specifier.trim() === '*')
        return { text, toolName, specifier: null };
    if (toolName === 'Bash') {
        const colonStar = specifier.indexOf(':*');
        if (colonStar !== -1 && colonStar !== specifier.length - 2) {
            throw new RuleSyntaxError(`rule '${text}': ':*' only works at the end of a Bash rule; use ' *' for a wildcard elsewhere`);
        }
    }
    return { text, toolName, specifier };
}


/***/ }),

/***/ 5990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O6: () => (/* binding */ KNOWN_TOOL_NAMES),
/* harmony export */   fn: () => (/* binding */ NETWORK_TOOLS),
/* harmony export */   lk: () => (/* binding */ toolKind),
/* harmony export */   uI: () => (/* binding */ FILE_WRITING_TOOLS)
/* harmony export */ });
/* unused harmony exports FILE_READING_TOOLS, pathKeyOf */
const FILE_READING_TOOLS = ['Read', 'Glob', 'Grep'];
const FILE_WRITING_TOOLS = ['Write', 'Edit', 'MultiEdit', 'NotebookEdit'];
/** Tools that reach the network: never allowed by a mode alone. */
const NETWORK_TOOLS = ['WebFetch', 'WebSearch'];
const KNOWN_TOOL_NAMES = [
    'Bash', ...FILE_READING_TOOLS, ...FILE_WRITING_TOOLS, ...NETWORK_TOOLS,
    'TodoWrite', 'Task', 'Agent', 'ToolSearch', 'LS', 'NotebookRead', 'BashOutput', 'KillShell', 'ExitPlanMode',
];
function toolKind(name) {
    if (name === 'Bash')
        return 'bash';
    if (FILE_READING_TOOLS.includes(name))
        return 'read-file';
    if (FILE_WRITING_TOOLS.includes(name))
        return 'write-file';
    if (name.startsWith('mcp__'))
        return 'mcp';
    return 'other';
}
/** The input key holding the path a file tool works on. */
function pathKeyOf(name) {
    if (name === 'Glob' || name === 'Grep')
        return 'path';
    return 'file_path';
}


/***/ }),

/***/ 7900:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dN: () => (/* binding */ realPathOf),
/* harmony export */   mv: () => (/* binding */ resolveToolPath),
/* harmony export */   sT: () => (/* binding */ isInsideDirectory)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/** True when `child` is `parent` itself or below it (both absolute, normalised). */
function isInsideDirectory(child, parent) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(parent, child);
    if (rel === '')
        return true;
    return rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel);
}
/**
 * The realpath of `path`; for a path that does not exist yet, the realpath of its nearest
 * existing ancestor joined with the rest (so a new file under a symlinked directory is
 * placed where the symlink really points).
 */
function realPathOf(path) {
    const rest = [];
    let current = path;
    for (;;) {
        try {
            const real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(current);
            return rest.length === 0 ? real : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(real, ...rest.reverse());
        }
        catch {
            const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current);
            if (parent === current)
                return path;
            rest.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(current));
            current = parent;
        }
    }
}
/** Resolves a tool's path argument. `~` is not expanded: a file may really be called `~`. */
function resolveToolPath(scope, filePath) {
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(scope.cwd, filePath);
    const real = realPathOf(absolute);
    const roots = [scope.workspaceRoot, ...scope.additionalDirectories].map((root) => realPathOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(scope.cwd, root)));
    return { absolute, real, insideWorkspace: roots.some((root) => isInsideDirectory(real, root)) };
}


/***/ }),

/***/ 1178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ policySecretValues),
/* harmony export */   y: () => (/* binding */ buildChildEnv)
/* harmony export */ });
/** What every child process needs to work, and nothing that grants access. */
const BASE_VARIABLES = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TERM', 'TMPDIR', 'CI', 'USER', 'SHELL', 'RUNNER_OS', 'RUNNER_ARCH', 'RUNNER_TEMP'];
/** GitHub's context variables that say where the run is, never who it is. */
const GITHUB_CONTEXT = [
    'GITHUB_ACTIONS', 'GITHUB_REPOSITORY', 'GITHUB_REPOSITORY_OWNER', 'GITHUB_SHA', 'GITHUB_REF', 'GITHUB_REF_NAME',
    'GITHUB_REF_TYPE', 'GITHUB_HEAD_REF', 'GITHUB_BASE_REF', 'GITHUB_EVENT_NAME', 'GITHUB_WORKFLOW', 'GITHUB_RUN_ID',
    'GITHUB_RUN_NUMBER', 'GITHUB_RUN_ATTEMPT', 'GITHUB_ACTOR', 'GITHUB_SERVER_URL', 'GITHUB_API_URL', 'GITHUB_WORKSPACE', 'GITHUB_JOB',
];
/**
 * A clean environment for Bash, hooks and MCP servers: the basics, GitHub's context, and
 * exactly the variables the policy names in `environment.pass` and `environment.secrets`.
 * Tokens (ANTHROPIC_API_KEY, GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN, ...) are never copied
 * unless the policy names them.
 */
function buildChildEnv(runnerEnv, policy) {
    const env = {};
    const names = [...BASE_VARIABLES, ...GITHUB_CONTEXT, ...policy.environment.pass, ...policy.environment.secrets];
    for (const name of names) {
        const value = runnerEnv[name];
        if (typeof value === 'string')
            env[name] = value;
    }
    return env;
}
/** The values of the policy's `environment.secrets` that are set: to redact from every output. */
function policySecretValues(runnerEnv, policy) {
    return policy.environment.secrets
        .map((name) => runnerEnv[name])
        .filter((value) => typeof value === 'string' && value.length > 0);
}


/***/ }),

/***/ 607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ didYouMean)
/* harmony export */ });
function distance(a, b) {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        let previous = row[0] ?? 0;
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const current = row[j] ?? 0;
            const cost = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1;
            row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + cost);
            previous = current;
        }
    }
    return row[b.length] ?? 0;
}
/** The closest known word, when it is close enough to be a likely typo. */
function didYouMean(word, known) {
    let best = null;
    let bestDistance = Infinity;
    for (const candidate of known) {
        const d = distance(word, candidate);
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    const limit = Math.max(2, Math.floor(word.length / 3));
    return best !== null && bestDistance <= limit ? best : null;
}


/***/ }),

/***/ 6403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ loadPolicy)
/* harmony export */ });
/* unused harmony export parsePolicyText */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8815);
/* harmony import */ var _permissions_rules_parse_rule_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1198);
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(607);
/* harmony import */ var _policy_error_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1781);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4139);
/* harmony import */ var _yaml_positions_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4946);








const SAFE_DEFAULT_NOTICE = 'using the safe default policy: read-only tools inside the workspace, every other call denied (no one can approve asks in CI)';
function knownKeysFor(path) {
    for (const [pattern, keys] of Object.entries(_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .KNOWN_KEYS */ .B)) {
        const parts = pattern === '' ? [] : pattern.split('.');
        if (parts.length === path.length && parts.every((part, i) => part === '*' || part === String(path[i])))
            return keys;
    }
    return [];
}
function hint(word, known) {
    const suggestion = (0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_7__/* .didYouMean */ .a)(word, known);
    return suggestion ? ` (did you mean '${suggestion}'?)` : '';
}
function describeIssue(issue, doc, lineCounter, origin) {
    const path = issue.path.filter((p) => typeof p === 'string' || typeof p === 'number');
    if (issue.code === 'unrecognized_keys') {
        const key = issue.keys[0] ?? '';
        const full = [...path, key];
        const known = knownKeysFor(path);
        const expected = known.length > 0 ? `; expected one of: ${known.join(', ')}` : '';
        return `${origin}:${(0,_yaml_positions_js__WEBPACK_IMPORTED_MODULE_6__/* .positionOf */ .d)(doc, lineCounter, full, true)}: ${(0,_yaml_positions_js__WEBPACK_IMPORTED_MODULE_6__/* .keyName */ .x)(full)}: unknown key${hint(key, known)}${expected}`;
    }
    const where = `${origin}:${(0,_yaml_positions_js__WEBPACK_IMPORTED_MODULE_6__/* .positionOf */ .d)(doc, lineCounter, path)}: ${(0,_yaml_positions_js__WEBPACK_IMPORTED_MODULE_6__/* .keyName */ .x)(path)}`;
    if (issue.code === 'invalid_value' && 'values' in issue) {
        const values = issue.values.map(String);
        const given = doc.getIn(path);
        return `${where}: must be one of ${values.join(', ')}${typeof given === 'string' ? `, not '${given}'${hint(given, values)}` : ''}`;
    }
    if (issue.code === 'invalid_type' && doc.getIn(path) === undefined && !doc.hasIn(path)) {
        return `${where}: is required`;
    }
    return `${where}: ${issue.message.replace(/^Invalid input: /, '')}`;
}
function checkRules(policy, doc, lineCounter, origin) {
    const lists = [];
    for (const list of ['allow', 'deny', 'ask']) {
        policy.permissions[list].forEach((rule, i) => lists.push([['permissions', list, i], rule]));
    }
    policy.non_interactive.overrides.forEach((o, i) => lists.push([['non_interactive', 'overrides', i, 'rule'], o.rule]));
    for (const [path, rule] of lists) {
        try {
            (0,_permissions_rules_parse_rule_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRule */ .i)(rule);
        }
        catch (error) {
            if (!(error instanceof _permissions_rules_parse_rule_js__WEBPACK_IMPORTED_MODULE_3__/* .RuleSyntaxError */ .m))
                throw error;
            throw new _policy_error_js__WEBPACK_IMPORTED_MODULE_4__/* .PolicyError */ .p(`${origin}:${(0,_yaml_positions_js__WEBPACK_IMPORTED_MODULE_6__/* .positionOf */ .d)(doc, lineCounter, path)}: ${(0,_yaml_positions_js__WEBPACK_IMPORTED_MODULE_6__/* .keyName */ .x)(path)}: ${error.message}`);
        }
    }
    for (const [event, matchers] of Object.entries(policy.hooks)) {
        matchers.forEach((matcher, i) => {
            if (/^[A-Za-z0-9_|,*\s]*$/.test(matcher.matcher))
                return;
            try {
                new RegExp(matcher.matcher);
            }
            catch (error) {
                const path = ['hooks', event, i, 'matcher'];
                throw new _policy_error_js__WEBPACK_IMPORTED_MODULE_4__/* .PolicyError */ .p(`${origin}:${(0,_yaml_positions_js__WEBPACK_IMPORTED_MODULE_6__/* .positionOf */ .d)(doc, lineCounter, path)}: ${(0,_yaml_positions_js__WEBPACK_IMPORTED_MODULE_6__/* .keyName */ .x)(path)}: not a valid regular expression (${error.message})`);
            }
        });
    }
}
/** The document as plain data; an alias to no anchor, or too many aliases, is a PolicyError at the alias. */
function documentValue(doc, lineCounter, origin) {
    try {
        return doc.toJS({ maxAliasCount: 100 });
    }
    catch (error) {
        let offset = 0;
        (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR)(doc, {
            Alias(_key, node) {
                if (node.resolve(doc) !== undefined)
                    return undefined;
                offset = node.range?.[0] ?? 0;
                return yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR.BREAK;
            },
        });
        const { line, col } = lineCounter.linePos(offset);
        const message = error instanceof Error ? error.message.split('\n')[0] ?? 'invalid alias' : 'invalid alias';
        throw new _policy_error_js__WEBPACK_IMPORTED_MODULE_4__/* .PolicyError */ .p(`${origin}:${line}:${col}: (yaml): ${message}`);
    }
}
/** Parses and validates policy YAML; every error names the file, line, column and key. */
function parsePolicyText(text, origin, allowBypass) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_2__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parseDocument */ .Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    const yamlError = doc.errors[0];
    if (yamlError) {
        const pos = yamlError.linePos?.[0];
        const where = pos ? `${pos.line}:${pos.col}` : '1:1';
        throw new _policy_error_js__WEBPACK_IMPORTED_MODULE_4__/* .PolicyError */ .p(`${origin}:${where}: (yaml): ${yamlError.message.split('\n')[0] ?? 'invalid YAML'}`);
    }
    const raw = documentValue(doc, lineCounter, origin);
    if (raw === null || raw === undefined) {
        return { policy: _schema_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_POLICY */ .zj, origin, usedDefault: true, notices: [`${origin} is empty; ${SAFE_DEFAULT_NOTICE}`] };
    }
    if (typeof raw !== 'object' || Array.isArray(raw)) {
        throw new _policy_error_js__WEBPACK_IMPORTED_MODULE_4__/* .PolicyError */ .p(`${origin}:1:1: (top level): expected a mapping of policy keys (version, permissions, ...)`);
    }
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_5__/* .policySchema */ .wh.safeParse(raw);
    if (!parsed.success) {
        // An unknown key is usually the cause of the other issues (a misspelt required key).
        const first = parsed.error.issues.find((issue) => issue.code === 'unrecognized_keys') ?? parsed.error.issues[0];
        throw new _policy_error_js__WEBPACK_IMPORTED_MODULE_4__/* .PolicyError */ .p(first ? describeIssue(first, doc, lineCounter, origin) : `${origin}:1:1: invalid policy`);
    }
    const policy = parsed.data;
    checkRules(policy, doc, lineCounter, origin);
    if (allowBypass === false && policy.permissions.defaultMode === 'bypassPermissions') {
        const path = ['permissions', 'defaultMode'];
        throw new _policy_error_js__WEBPACK_IMPORTED_MODULE_4__/* .PolicyError */ .p(`${origin}:${(0,_yaml_positions_js__WEBPACK_IMPORTED_MODULE_6__/* .positionOf */ .d)(doc, lineCounter, path)}: permissions.defaultMode: bypassPermissions is refused unless the workflow sets 'allow_bypass: true'`);
    }
    const notices = [];
    if (policy.non_interactive.on_ask === 'allow')
        notices.push(`${origin}: non_interactive.on_ask is 'allow': every call no rule denies will run`);
    return { policy, origin, usedDefault: false, notices };
}
/** The policy from a file or inline YAML; a missing file or an empty policy gives the safe default. */
function loadPolicy(source) {
    if (source.inline !== undefined && source.inline.trim() !== '') {
        return parsePolicyText(source.inline, '<inline policy>', source.allowBypass);
    }
    if (source.path === undefined || source.path === '') {
        return { policy: _schema_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_POLICY */ .zj, origin: '<default policy>', usedDefault: true, notices: [`no policy given; ${SAFE_DEFAULT_NOTICE}`] };
    }
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(source.cwd, source.path);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file)) {
        return { policy: _schema_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_POLICY */ .zj, origin: source.path, usedDefault: true, notices: [`policy file ${source.path} not found; ${SAFE_DEFAULT_NOTICE}`] };
    }
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    }
    catch (error) {
        throw new _policy_error_js__WEBPACK_IMPORTED_MODULE_4__/* .PolicyError */ .p(`${source.path}:1:1: (file): cannot be read (${error.code ?? 'error'})`);
    }
    return parsePolicyText(text, source.path, source.allowBypass);
}


/***/ }),

/***/ 1781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ PolicyError)
/* harmony export */ });
/** A policy file that cannot be used. `message` is `file:line:col: key: what is wrong`, shown as is (no stack). */
class PolicyError extends Error {
    name = 'PolicyError';
    constructor(message) {
        super(message);
        this.stack = `${this.name}: ${message}`;
    }
}


/***/ }),

/***/ 4139:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ KNOWN_KEYS),
/* harmony export */   wh: () => (/* binding */ policySchema),
/* harmony export */   zj: () => (/* binding */ DEFAULT_POLICY)
/* harmony export */ });
/* unused harmony exports PERMISSION_MODES, HOOK_EVENTS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1514);
/* harmony import */ var _model_prices_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(435);


const PERMISSION_MODES = ['default', 'acceptEdits', 'plan', 'dontAsk', 'bypassPermissions'];
const HOOK_EVENTS = ['PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'SessionStart', 'Stop', 'SessionEnd'];
const ruleString = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1, 'a rule cannot be empty');
const commandHookSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('command'),
    command: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    /** Seconds; Claude Code's default is 60. */
    timeout: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().positive().max(3600).default(60),
    /** What a crash or timeout does: block the call (CI default) or carry on. */
    on_error: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['block', 'continue']).default('block'),
});
const hookMatcherSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    matcher: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().default(''),
    hooks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(commandHookSchema).min(1),
});
const hooksSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    PreToolUse: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(hookMatcherSchema).default([]),
    PostToolUse: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(hookMatcherSchema).default([]),
    PostToolUseFailure: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(hookMatcherSchema).default([]),
    SessionStart: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(hookMatcherSchema).default([]),
    Stop: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(hookMatcherSchema).default([]),
    SessionEnd: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(hookMatcherSchema).default([]),
})
    .default({ PreToolUse: [], PostToolUse: [], PostToolUseFailure: [], SessionStart: [], Stop: [], SessionEnd: [] });
const envName = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'not an environment variable name');
const policySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1).default(1),
    permissions: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        defaultMode: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(PERMISSION_MODES).default('default'),
        allow: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ruleString).default([]),
        deny: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ruleString).default([]),
        ask: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ruleString).default([]),
        additionalDirectories: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1)).default([]),
    })
        .default({ defaultMode: 'default', allow: [], deny: [], ask: [], additionalDirectories: [] }),
    non_interactive: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        on_ask: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['deny', 'allow']).default('deny'),
        overrides: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            rule: ruleString,
            decision: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['deny', 'allow']),
            reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        }))
            .default([]),
    })
        .default({ on_ask: 'deny', overrides: [] }),
    budget: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        max_usd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().positive().optional(),
        max_turns: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
        prices: _model_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .priceOverridesSchema */ .gP.optional(),
    })
        .default({}),
    limits: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        tool_timeout_s: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().positive().max(86_400).default(600),
        session_timeout_min: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().positive().max(360).default(30),
        max_result_chars: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().default(30_000),
    })
        .default({ tool_timeout_s: 600, session_timeout_min: 30, max_result_chars: 30_000 }),
    hooks: hooksSchema,
    environment: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        pass: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(envName).default([]),
        secrets: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(envName).default([]),
    })
        .default({ pass: [], secrets: [] }),
});
/** Every key the schema knows, per object path: the did-you-mean list for unknown keys. */
const KNOWN_KEYS = {
    '': ['version', 'permissions', 'non_interactive', 'budget', 'limits', 'hooks', 'environment'],
    permissions: ['defaultMode', 'allow', 'deny', 'ask', 'additionalDirectories'],
    non_interactive: ['on_ask', 'overrides'],
    'non_interactive.overrides.*': ['rule', 'decision', 'reason'],
    budget: ['max_usd', 'max_turns', 'prices'],
    'budget.prices.*': ['input', 'output', 'cache_write_5m', 'cache_write_1h', 'cache_read'],
    limits: ['tool_timeout_s', 'session_timeout_min', 'max_result_chars'],
    hooks: [...HOOK_EVENTS],
    'hooks.*.*': ['matcher', 'hooks'],
    'hooks.*.*.hooks.*': ['type', 'command', 'timeout', 'on_error'],
    environment: ['pass', 'secrets'],
};
/** The safe default: read-only tools inside the workspace, every ask denied. */
const DEFAULT_POLICY = policySchema.parse({});


/***/ }),

/***/ 4946:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ positionOf),
/* harmony export */   x: () => (/* binding */ keyName)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);

function rangeStart(node) {
    const range = node?.range;
    return range ? range[0] : null;
}
function childOf(node, segment) {
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
        const pair = node.items.find((item) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(item) && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(item.key) && String(item.key.value) === String(segment));
        return pair ? { value: pair.value, key: pair.key } : null;
    }
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node) && typeof segment === 'number') {
        const item = node.items[segment];
        return item === undefined ? null : { value: item, key: item };
    }
    return null;
}
/**
 * `line:col` of the node at `path` (its key when `atKey`), or of the deepest ancestor that
 * exists when the path is missing (a required key: the object that lacks it).
 */
function positionOf(doc, lineCounter, path, atKey = false) {
    let node = doc.contents;
    let offset = rangeStart(node) ?? 0;
    for (const [index, segment] of path.entries()) {
        const child = childOf(node, segment);
        if (!child)
            break;
        const last = index === path.length - 1;
        const start = rangeStart(last && atKey ? child.key : child.value) ?? rangeStart(child.key);
        if (start !== null)
            offset = start;
        node = child.value;
    }
    const { line, col } = lineCounter.linePos(offset);
    return `${line}:${col}`;
}
/** `permissions.allow[2]`: the key as a maintainer would look for it. */
function keyName(path) {
    return path.map((segment, i) => (typeof segment === 'number' ? `[${segment}]` : i === 0 ? segment : `.${segment}`)).join('') || '(top level)';
}


/***/ }),

/***/ 7090:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ createProcessRunner)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/sandbox/process-group.ts

function errnoCode(error) {
    return error?.code;
}
/** Members of a process group that still run; zombies (exited, not yet reaped) are not counted. */
function liveMembersFromProc(pgid) {
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        return null;
    }
    const live = [];
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        let stat;
        try {
            stat = (0,external_node_fs_.readFileSync)(`/proc/${entry}/stat`, 'utf8');
        }
        catch {
            continue;
        }
        // "pid (comm) state ppid pgrp ..." — comm may hold spaces and parentheses, so parse after the last ')'.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(fields[2]) === pgid && fields[0] !== 'Z' && fields[0] !== 'X')
            live.push(Number(entry));
    }
    return live;
}
/**
 * True while any process of the group still runs. An orphaned child that exited but was not
 * reaped (some init processes never reap) still answers `kill(-pgid, 0)`, so on Linux the group's
 * members are checked in /proc as well.
 */
function isProcessGroupAlive(pgid) {
    try {
        process.kill(-pgid, 0);
    }
    catch (error) {
        return errnoCode(error) !== 'ESRCH';
    }
    const live = liveMembersFromProc(pgid);
    return live === null || live.length > 0;
}
function signalGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
    }
    catch {
        // Already gone.
    }
}
async function waitUntilGone(pgid, ms) {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
        if (!isProcessGroupAlive(pgid))
            return true;
        await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return !isProcessGroupAlive(pgid);
}
/** SIGTERM to the whole group, SIGKILL after `graceMs` if anything is left; resolves when the group is gone. */
async function killProcessGroup(pgid, graceMs) {
    signalGroup(pgid, 'SIGTERM');
    if (await waitUntilGone(pgid, graceMs))
        return 'terminated';
    signalGroup(pgid, 'SIGKILL');
    return (await waitUntilGone(pgid, 5_000)) ? 'killed' : 'survived';
}

;// CONCATENATED MODULE: ./src/sandbox/process-runner.ts


const asIs = async (spec) => ({ file: spec.file, args: spec.args, env: spec.env });
/** Groups still alive, across every runner of this process: if it exits without cleaning up, they die with it. */
const liveGroups = new Set();
let exitHookInstalled = false;
function killLiveGroupsNow() {
    for (const pgid of liveGroups) {
        try {
            process.kill(-pgid, 'SIGKILL');
        }
        catch {
            // Already gone.
        }
    }
}
function track(pid) {
    if (pid === undefined)
        return;
    liveGroups.add(pid);
    if (!exitHookInstalled) {
        exitHookInstalled = true;
        process.once('exit', killLiveGroupsNow);
    }
}
function started(child, exited, onGone) {
    const pid = child.pid;
    let ending;
    return {
        pid,
        stdin: child.stdin,
        stdout: child.stdout,
        stderr: child.stderr,
        exited,
        terminate(graceMs) {
            ending ??= (async () => {
                if (pid === undefined)
                    return 'terminated';
                if (!isProcessGroupAlive(pid))
                    return 'terminated';
                return killProcessGroup(pid, graceMs);
            })().finally(() => {
                if (pid !== undefined)
                    liveGroups.delete(pid);
                onGone();
            });
            return ending;
        },
    };
}
/**
 * Starts every process in a process group of its own (so the whole tree can be ended) and keeps
 * track of the groups still alive, so the session's end takes them all down. `plan` turns a spec
 * into what really starts; the default starts it as given, unsandboxed.
 */
function createProcessRunner(plan = asIs) {
    const live = new Set();
    return {
        async spawn(spec) {
            let program;
            try {
                program = await plan(spec);
            }
            catch (error) {
                const message = error instanceof Error ? error.message : String(error);
                return { pid: undefined, stdin: null, stdout: null, stderr: null, exited: Promise.resolve({ kind: 'spawn_error', message }), terminate: async () => 'terminated' };
            }
            let child;
            try {
                child = (0,external_node_child_process_.spawn)(program.file, [...program.args], {
                    cwd: spec.cwd,
                    env: { ...program.env },
                    detached: true,
                    stdio: [...spec.stdio],
                });
            }
            catch (error) {
                const message = error instanceof Error ? error.message : String(error);
                return { pid: undefined, stdin: null, stdout: null, stderr: null, exited: Promise.resolve({ kind: 'spawn_error', message }), terminate: async () => 'terminated' };
            }
            const exited = new Promise((resolve) => {
                child.once('error', (error) => resolve({ kind: 'spawn_error', message: error.message }));
                child.once('exit', (code, signal) => resolve({ kind: 'exited', code, signal }));
            });
            const running = started(child, exited, () => live.delete(running));
            live.add(running);
            track(child.pid);
            return running;
        },
        async terminateAll(graceMs) {
            await Promise.all([...live].map((running) => running.terminate(graceMs)));
        },
    };
}


/***/ }),

/***/ 9382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FJ: () => (/* binding */ builtinTools)
});

// UNUSED EXPORTS: BASH_TOOL_NAME, EDIT_TOOL_NAME, GLOB_TOOL_NAME, GREP_TOOL_NAME, READ_TOOL_NAME, TODO_WRITE_TOOL_NAME, TOOL_SEARCH_TOOL_NAME, WRITE_TOOL_NAME, createBashTool, createEditTool, createGlobTool, createGrepTool, createReadTool, createTodoWriteTool, createToolSearchTool, createWriteTool, globFiles, grepSearch

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/core/tool.ts
var tool = __webpack_require__(121);
// EXTERNAL MODULE: ./src/core/large-result.ts
var large_result = __webpack_require__(7692);
// EXTERNAL MODULE: ./src/permissions/bash/parser.ts
var parser = __webpack_require__(1612);
// EXTERNAL MODULE: ./src/permissions/bash/read-only.ts
var read_only = __webpack_require__(6526);
// EXTERNAL MODULE: ./src/permissions/workspace-paths.ts
var workspace_paths = __webpack_require__(7900);
;// CONCATENATED MODULE: ./src/tools/bash/destructive-commands.ts
/**
 * Commands that destroy work or history in a way git cannot undo for you. The permission gate
 * and the report use this to flag a call; it is a hint, not a sandbox.
 */
const DESTRUCTIVE_PATTERNS = [
    // rm with both a recursive and a force flag, in any spelling and order.
    /\brm\b(?=[^;&|\n]*\s(?:-[a-zA-Z]*[rR][a-zA-Z]*|--recursive)\b)(?=[^;&|\n]*\s(?:-[a-zA-Z]*f[a-zA-Z]*|--force)\b)/,
    /\bgit\b[^;&|\n]*\bpush\b[^;&|\n]*(?:\s--force\b|\s--force-with-lease\b|\s-[a-zA-Z]*f\b|\s\+\S)/,
    /\bgit\b[^;&|\n]*\breset\b[^;&|\n]*\s--hard\b/,
    /\bgit\b[^;&|\n]*\bclean\b[^;&|\n]*\s-[a-zA-Z]*f/,
    /\bgit\b[^;&|\n]*\bcheckout\b[^;&|\n]*\s(?:--\s+\.|-f\b|--force\b)/,
    /\bgit\b[^;&|\n]*\brestore\b/,
    /\bgit\b[^;&|\n]*\bbranch\b[^;&|\n]*\s(?:-D\b|--delete\s+--force\b)/,
    /\bgit\b[^;&|\n]*\bstash\b[^;&|\n]*\s(?:drop|clear)\b/,
    /\bgit\b[^;&|\n]*\bfilter-(?:branch|repo)\b/,
    /\bfind\b[^;&|\n]*\s-delete\b/,
    /\b(?:mkfs(?:\.\w+)?|shred|wipefs)\b/,
    /\bdd\b[^;&|\n]*\bof=/,
    /\btruncate\b[^;&|\n]*\s-s\s*0\b/,
    /\bchmod\b[^;&|\n]*\s-[a-zA-Z]*R\b[^;&|\n]*\b0?00\b/,
    /(?:^|[;&|]\s*)>\s*\/dev\/sd/,
];
function isDestructiveBashCommand(command) {
    return DESTRUCTIVE_PATTERNS.some((pattern) => pattern.test(command));
}

;// CONCATENATED MODULE: ./src/tools/bash/output-log.ts

/** Decodes bytes cut at arbitrary offsets: a character split by the cut is dropped, not garbled. */
function decodeSlice(bytes, trimStart, trimEnd) {
    let text = new TextDecoder('utf-8').decode(bytes);
    if (trimStart)
        text = text.replace(/^\uFFFD+/, '');
    if (trimEnd)
        text = text.replace(/\uFFFD+$/, '');
    return text;
}
async function readRange(path, position, length) {
    const handle = await (0,promises_.open)(path, 'r');
    try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, position);
        return buffer.subarray(0, bytesRead);
    }
    finally {
        await handle.close();
    }
}
/**
 * The output for the model: all of it when it fits in `budgetBytes`, else its head and its tail
 * with a marker between them. Reads only those two ranges of the log, whatever its size.
 */
async function readOutputExcerpt(path, totalBytes, budgetBytes, logHint) {
    if (totalBytes <= budgetBytes) {
        const text = decodeSlice(await readRange(path, 0, totalBytes), false, false);
        return { text, totalBytes, truncated: false, omittedBytes: 0 };
    }
    const half = Math.floor(budgetBytes / 2);
    const head = decodeSlice(await readRange(path, 0, half), false, true);
    const tail = decodeSlice(await readRange(path, totalBytes - half, half), true, false);
    const omittedBytes = totalBytes - 2 * half;
    const marker = `\n\n[... ${omittedBytes} bytes of output omitted (${totalBytes} bytes in all); ${logHint} ...]\n\n`;
    return { text: `${head}${marker}${tail}`, totalBytes, truncated: true, omittedBytes };
}
/** The last `count` lines written so far, from at most the last 4 KiB of the log. */
async function readLastLines(path, totalBytes, count) {
    const length = Math.min(totalBytes, 4_096);
    if (length === 0)
        return [];
    const text = decodeSlice(await readRange(path, totalBytes - length, length), true, true);
    const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
    if (lines.at(-1) === '')
        lines.pop();
    if (length < totalBytes)
        lines.shift();
    return lines.slice(-count);
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/tools/bash/run-command.ts




function shellQuote(text) {
    return `'${text.replaceAll("'", `'\\''`)}'`;
}
/**
 * The command with what records where it ended up (for `cd`): an EXIT trap (which also covers an
 * explicit `exit`), and a trailer for a command that replaces the trap. The exit status is kept,
 * and the command stays on line 1 so bash's error messages name the lines the model wrote.
 */
function wrapCommand(command, cwdFile) {
    const record = `pwd -P > ${shellQuote(cwdFile)} 2>/dev/null`;
    return `trap ${shellQuote(record)} EXIT; ${command}\n__tg_status=$?\n${record}\nexit $__tg_status\n`;
}
function exitCodeOf(run) {
    if (run.exitCode !== null)
        return run.exitCode;
    const number = run.signal ? external_node_os_.constants.signals[run.signal] : undefined;
    return number === undefined ? 1 : 128 + number;
}
/**
 * Runs `bash -c` through the command runner (its own process group, sandboxed when the session is).
 * stdout and stderr go straight into the log file (opened for append and handed to the child), so
 * this process holds none of the output in memory however much the command prints. Timeout and
 * abort end the whole process tree; so does the command's own exit, so no background job outlives
 * the call.
 */
async function runCommand(options) {
    await (0,promises_.mkdir)(options.logDir, { recursive: true });
    const logPath = (0,external_node_path_.join)(options.logDir, `${options.id}.log`);
    const cwdFile = (0,external_node_path_.join)(options.logDir, `${options.id}.cwd`);
    await (0,promises_.rm)(cwdFile, { force: true });
    // Truncate (a replayed tool_use id must not append to an old log), then append: every process of
    // the group writes at the end, so stdout and stderr interleave without overwriting each other.
    await (0,promises_.writeFile)(logPath, '');
    const log = await (0,promises_.open)(logPath, 'a');
    const started = Date.now();
    const graceMs = options.killGraceMs ?? 2_000;
    let stoppedBy = null;
    let kill = Promise.resolve(null);
    let exit;
    let pid;
    try {
        const child = await options.runner.spawn({
            file: 'bash',
            args: ['-c', wrapCommand(options.command, cwdFile)],
            cwd: options.cwd,
            env: options.env,
            stdio: ['ignore', log.fd, log.fd],
            purpose: { kind: 'tool', toolUseId: options.toolUseId, access: options.access },
        });
        pid = child.pid ?? null;
        const stop = (reason) => {
            if (stoppedBy)
                return;
            stoppedBy = reason;
            kill = child.terminate(graceMs);
        };
        const timer = setTimeout(() => stop('timeout'), options.timeoutMs);
        const onAbort = () => stop('abort');
        if (options.signal.aborted)
            onAbort();
        else
            options.signal.addEventListener('abort', onAbort, { once: true });
        let lastReported = -1;
        const progress = options.onProgress
            ? setInterval(() => {
                void (0,promises_.stat)(logPath)
                    .then(async ({ size }) => {
                    if (size === lastReported)
                        return;
                    lastReported = size;
                    const lastLines = await readLastLines(logPath, size, 5);
                    options.onProgress?.({ type: 'bash_progress', lastLines, totalBytes: size, elapsedMs: Date.now() - started });
                })
                    .catch(() => undefined);
            }, options.progressIntervalMs ?? 1_000)
            : undefined;
        try {
            exit = await child.exited;
        }
        finally {
            clearTimeout(timer);
            if (progress)
                clearInterval(progress);
            options.signal.removeEventListener('abort', onAbort);
        }
        // Whatever the command left running in the background ends with the call.
        if (!stoppedBy)
            await child.terminate(graceMs);
    }
    finally {
        await log.close();
    }
    const killed = await kill;
    const totalBytes = (await (0,promises_.stat)(logPath)).size;
    const finalCwd = stoppedBy ? null : await (0,promises_.readFile)(cwdFile, 'utf8').then((text) => text.trim() || null, () => null);
    await (0,promises_.rm)(cwdFile, { force: true });
    return {
        exitCode: exit.kind === 'exited' ? exit.code : null,
        signal: exit.kind === 'exited' ? exit.signal : null,
        stoppedBy,
        kill: killed,
        logPath,
        totalBytes,
        finalCwd,
        pid,
        ...(exit.kind === 'spawn_error' ? { spawnError: exit.message } : {}),
    };
}

;// CONCATENATED MODULE: ./src/tools/bash.ts












const BASH_TOOL_NAME = 'Bash';
const BASH_DEFAULT_TIMEOUT_MS = 120_000;
const BASH_MAX_TIMEOUT_MS = 600_000;
const BASH_MAX_RESULT_CHARS = 30_000;
/** Room left in the result for the notes around the output. */
const RESULT_FRAME_CHARS = 1_000;
const inputSchema = schemas/* strictObject */.rej({
    command: schemas/* string */.YjP().min(1).describe('The command to execute'),
    timeout: schemas/* number */.aig()
        .int()
        .positive()
        .max(BASH_MAX_TIMEOUT_MS)
        .optional()
        .describe(`Optional timeout in milliseconds (max ${BASH_MAX_TIMEOUT_MS})`),
    description: schemas/* string */.YjP()
        .optional()
        .describe('Clear, concise description of what this command does in 5-10 words, in active voice (e.g. "Install package dependencies")'),
});
/**
 * The pipeline stops any tool at the tool timeout; Bash stops its command a little earlier so the
 * process group is killed and the model gets Bash's own report (output so far, what was killed).
 */
function timeoutCeiling(toolTimeoutMs) {
    return toolTimeoutMs > 10_000 ? toolTimeoutMs - 5_000 : toolTimeoutMs;
}
/** The roots a `cd` may move into: the workspace and its additional directories, as real paths. */
function insideWorkspace(context, dir) {
    return [context.workspaceRoot, ...context.additionalDirectories].some((root) => (0,workspace_paths/* isInsideDirectory */.sT)(dir, (0,workspace_paths/* realPathOf */.dN)(root)));
}
function formatBashOutput(output) {
    if (output.spawnError)
        return `The command could not be started: ${output.spawnError}`;
    const parts = [output.output.trimEnd() === '' ? '(no output)' : output.output.trimEnd()];
    if (output.stoppedBy === 'timeout') {
        parts.push(`Command timed out after ${Math.round(output.timeoutMs / 1000)} s; it and every process it started were killed.`);
    }
    else if (output.stoppedBy === 'abort') {
        parts.push('Command was interrupted (the session was cancelled); it and every process it started were killed.');
    }
    parts.push(`Exit code: ${output.exitCode}${output.signal ? ` (killed by ${output.signal})` : ''}`);
    if (output.truncated)
        parts.push(`The whole output is in ${output.logPath} (read it with Read and offset/limit, or Grep it).`);
    if (output.newCwd)
        parts.push(`Working directory is now ${output.newCwd}.`);
    if (output.cwdNote)
        parts.push(output.cwdNote);
    return parts.join('\n\n');
}
function createBashTool() {
    return (0,tool/* buildTool */.vB)({
        name: BASH_TOOL_NAME,
        inputSchema,
        maxResultSizeChars: BASH_MAX_RESULT_CHARS,
        // The parser loads in the background from session start; the first request must not wait for it.
        async description() {
            return 'Run a bash command in the workspace.';
        },
        async prompt() {
            return [
                'Executes a bash command (`bash -c`) in the current working directory, non-interactively (stdin is empty), and returns its combined stdout and stderr with the exit code.',
                '',
                'Usage:',
                `- Timeout: ${BASH_DEFAULT_TIMEOUT_MS / 1000} s by default, \`timeout\` (ms) up to ${BASH_MAX_TIMEOUT_MS / 1000} s. On timeout the command and every process it started are killed.`,
                '- Long output is cut to its beginning and end; the whole output is saved to a log file whose path the result gives.',
                '- `cd` moves the working directory for later calls, but only within the workspace; a `cd` outside it is undone. Prefer absolute paths over `cd`.',
                '- Quote paths with spaces ("path with spaces"). Chain dependent commands with `&&`; use `;` only when failure does not matter.',
                '- Use the Read, Glob and Grep tools instead of `cat`, `find`, `grep` or `rg`, and Edit/Write instead of `sed -i` or `echo >`.',
                '- Every process the command started, background jobs (`&`) included, is ended when the call returns.',
                '- Every command is checked against the policy: a command that is not allowed is refused with the reason.',
                '- Git: never force-push, never `reset --hard` or rewrite history unless explicitly asked; do not change git config.',
            ].join('\n');
        },
        isReadOnly: (input) => (0,read_only/* isReadOnlyBashCommand */.U)(input.command),
        isConcurrencySafe: (input) => (0,read_only/* isReadOnlyBashCommand */.U)(input.command),
        isDestructive: (input) => isDestructiveBashCommand(input.command),
        userFacingName: () => BASH_TOOL_NAME,
        getActivityDescription: (input) => {
            if (input.description)
                return input.description;
            const firstLine = input.command.split('\n')[0] ?? '';
            return `Running ${firstLine.length > 60 ? `${firstLine.slice(0, 60)}…` : firstLine}`;
        },
        async validateInput(input) {
            await (0,parser/* loadBashParser */.uW)().catch(() => undefined);
            if (input.command.trim() === '')
                return { result: false, errorCode: 1, message: 'The command is empty.' };
            return { result: true };
        },
        async call(input, context, onProgress) {
            const timeoutMs = Math.min(input.timeout ?? BASH_DEFAULT_TIMEOUT_MS, BASH_MAX_TIMEOUT_MS, timeoutCeiling(context.limits.toolTimeoutMs));
            const id = (0,large_result/* safeFileName */.Tx)(context.toolUseId ?? (0,external_node_crypto_.randomUUID)());
            // A directory removed since the last `cd` would make the spawn fail with a puzzling ENOENT.
            const cwdGone = !(await (0,promises_.stat)(context.cwd).then((info) => info.isDirectory(), () => false));
            const cwd = cwdGone ? context.workspaceRoot : context.cwd;
            const run = await runCommand({
                command: input.command,
                runner: context.commandRunner,
                toolUseId: context.toolUseId ?? id,
                access: context.callAccess ?? 'read-only',
                cwd,
                env: context.env,
                logDir: (0,external_node_path_.join)(context.outputDir, 'bash'),
                id,
                timeoutMs,
                signal: context.abortController.signal,
                onProgress,
            });
            const budget = Math.max(1_000, Math.min(BASH_MAX_RESULT_CHARS, context.limits.maxResultChars) - RESULT_FRAME_CHARS);
            const excerpt = await readOutputExcerpt(run.logPath, run.totalBytes, budget, `the whole output is in ${run.logPath}`);
            const base = {
                output: excerpt.text,
                exitCode: exitCodeOf(run),
                signal: run.signal,
                stoppedBy: run.stoppedBy,
                timeoutMs,
                truncated: excerpt.truncated,
                totalBytes: run.totalBytes,
                logPath: run.logPath,
                ...(run.spawnError ? { spawnError: run.spawnError } : {}),
            };
            const logReference = excerpt.truncated ? { persistedOutputPath: run.logPath } : {};
            const before = (0,workspace_paths/* realPathOf */.dN)(cwd);
            if (cwdGone && (run.finalCwd === null || run.finalCwd === before)) {
                return {
                    data: { ...base, cwdNote: `The working directory ${context.cwd} no longer exists; the command ran in ${cwd}, which is now the working directory.` },
                    contextModifier: (next) => ({ ...next, cwd }),
                    ...logReference,
                };
            }
            if (run.finalCwd === null || run.finalCwd === before)
                return { data: base, ...logReference };
            if (!insideWorkspace(context, run.finalCwd)) {
                return {
                    data: {
                        ...base,
                        cwdNote: `The command ended in ${run.finalCwd}, outside the workspace, so the working directory stays ${context.cwd}.`,
                    },
                    ...logReference,
                };
            }
            const newCwd = run.finalCwd;
            return { data: { ...base, newCwd }, contextModifier: (next) => ({ ...next, cwd: newCwd }), ...logReference };
        },
        mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
            type: 'tool_result',
            tool_use_id: toolUseId,
            content: formatBashOutput(output),
            ...(output.spawnError || output.stoppedBy || output.exitCode !== 0 ? { is_error: true } : {}),
        }),
    });
}

;// CONCATENATED MODULE: ./src/tools/file-paths.ts


function pathScope(context) {
    return { cwd: context.cwd, workspaceRoot: context.workspaceRoot, additionalDirectories: context.additionalDirectories };
}
function resolveFilePath(context, filePath) {
    return (0,workspace_paths/* resolveToolPath */.mv)(pathScope(context), filePath);
}
/** True when the resolved path is a session output (a persisted large result, a Bash log). */
function isInsideOutputDir(context, resolved) {
    return (0,workspace_paths/* isInsideDirectory */.sT)(resolved.real, (0,workspace_paths/* realPathOf */.dN)(context.outputDir));
}
function outsideWorkspaceMessage(context, filePath, resolved) {
    const roots = [context.workspaceRoot, ...context.additionalDirectories].join(', ');
    const where = resolved.real === resolved.absolute ? resolved.absolute : `${resolved.absolute} (really ${resolved.real})`;
    return `${filePath} resolves to ${where}, which is outside the workspace (${roots}). Use a path inside the workspace.`;
}
/** A path as the model should see it: relative to the cwd when inside it, absolute otherwise. */
function displayPath(context, absolute) {
    if (!(0,workspace_paths/* isInsideDirectory */.sT)(absolute, context.cwd))
        return absolute;
    return (0,external_node_path_.relative)(context.cwd, absolute) || '.';
}

;// CONCATENATED MODULE: ./src/tools/file-edit/line-endings.ts
/** CRLF when every line break in the text is CRLF (and there is at least one); otherwise LF. */
function detectLineEnding(text) {
    const crlf = text.split('\r\n').length - 1;
    if (crlf === 0)
        return 'LF';
    const lf = text.split('\n').length - 1;
    return lf === crlf ? 'CRLF' : 'LF';
}
function toLf(text) {
    return text.replaceAll('\r\n', '\n');
}
/** Converts text written with LF (what the model sees) to the file's line ending. */
function withLineEnding(text, ending) {
    return ending === 'CRLF' ? toLf(text).replaceAll('\n', '\r\n') : text;
}

;// CONCATENATED MODULE: ./src/tools/file-edit/apply-edit.ts

function countOccurrences(text, search) {
    let count = 0;
    for (let at = text.indexOf(search); at !== -1; at = text.indexOf(search, at + search.length))
        count++;
    return count;
}
function replaceIn(text, oldString, newString, replaceAll) {
    const matches = countOccurrences(text, oldString);
    if (matches === 0 || (matches > 1 && !replaceAll))
        return { ok: false, matches };
    // split/join, not String.replace: `$&` and friends in new_string must stay literal.
    const updated = replaceAll ? text.split(oldString).join(newString) : text.replace(oldString, () => newString);
    return { ok: true, updated, replacements: matches };
}
/**
 * Replaces `oldString` by `newString` in `content`. In a CRLF file the strings the model wrote with
 * LF match and are written back with CRLF, so the file keeps its line endings.
 */
function applyEdit(content, oldString, newString, replaceAll) {
    // An empty old_string only fills an empty file (the Edit tool turns it into a creation otherwise).
    if (oldString === '')
        return content === '' ? { ok: true, updated: newString, replacements: 1 } : { ok: false, matches: 0 };
    if (detectLineEnding(content) === 'CRLF') {
        const outcome = replaceIn(toLf(content), toLf(oldString), toLf(newString), replaceAll);
        return outcome.ok ? { ...outcome, updated: withLineEnding(outcome.updated, 'CRLF') } : outcome;
    }
    const direct = replaceIn(content, oldString, newString, replaceAll);
    if (direct.ok || direct.matches > 1 || !content.includes('\r\n') || !oldString.includes('\n'))
        return direct;
    // A file with mixed line endings: the model may have meant a CRLF stretch.
    const crlf = replaceIn(content, withLineEnding(oldString, 'CRLF'), withLineEnding(newString, 'CRLF'), replaceAll);
    return crlf.ok || crlf.matches > 0 ? crlf : direct;
}

;// CONCATENATED MODULE: ./src/tools/file-edit/read-state.ts

const NOT_READ_ERROR = 6;
const CHANGED_SINCE_READ_ERROR = 7;
function recordRead(context, realPath, mtimeMs, range = {}) {
    context.readFileState.set(realPath, {
        mtimeMs,
        timestamp: Date.now(),
        ...(range.offset !== undefined ? { offset: range.offset } : {}),
        ...(range.limit !== undefined ? { limit: range.limit } : {}),
    });
}
/**
 * An existing file may be changed only after this session read it, and only if nobody changed
 * it since: otherwise the model would overwrite what it has not seen.
 */
async function checkReadBeforeWrite(context, realPath, shownPath) {
    const record = context.readFileState.get(realPath);
    if (!record) {
        return {
            result: false,
            errorCode: NOT_READ_ERROR,
            message: `${shownPath} has not been read in this session. Read it first (with the Read tool), then change it.`,
        };
    }
    const { mtimeMs } = await (0,promises_.stat)(realPath);
    if (mtimeMs !== record.mtimeMs) {
        return {
            result: false,
            errorCode: CHANGED_SINCE_READ_ERROR,
            message: `${shownPath} was modified on disk after you read it (by a command, a formatter or someone else). Read it again, then retry the change.`,
        };
    }
    return { result: true };
}

;// CONCATENATED MODULE: ./src/tools/file-edit/short-diff.ts
const CONTEXT_LINES = 3;
const MAX_DIFF_LINES = 80;
/** Beyond this many changed lines on a side, the middle is shown as one replacement, not aligned. */
const MAX_ALIGNED_LINES = 2_000;
function splitLines(text) {
    if (text === '')
        return [];
    const lines = text.split('\n');
    if (lines.at(-1) === '')
        lines.pop();
    return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}
/** The middle part, aligned by a longest common subsequence. */
function alignMiddle(a, b) {
    if (a.length > MAX_ALIGNED_LINES || b.length > MAX_ALIGNED_LINES || a.length * b.length > 4_000_000) {
        return [...a.map(() => '-'), ...b.map(() => '+')];
    }
    const width = b.length + 1;
    const lcs = new Uint32Array((a.length + 1) * width);
    for (let i = a.length - 1; i >= 0; i--) {
        for (let j = b.length - 1; j >= 0; j--) {
            lcs[i * width + j] =
                a[i] === b[j] ? lcs[(i + 1) * width + j + 1] + 1 : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
        }
    }
    const ops = [];
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
        if (i < a.length && j < b.length && a[i] === b[j]) {
            ops.push(' ');
            i++;
            j++;
        }
        else if (i < a.length && (j === b.length || lcs[(i + 1) * width + j] >= lcs[i * width + j + 1])) {
            ops.push('-');
            i++;
        }
        else {
            ops.push('+');
            j++;
        }
    }
    return ops;
}
function diffLines(oldText, newText) {
    const a = splitLines(oldText);
    const b = splitLines(newText);
    let prefix = 0;
    while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix])
        prefix++;
    let suffix = 0;
    while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix])
        suffix++;
    const ops = [
        ...Array(prefix).fill(' '),
        ...alignMiddle(a.slice(prefix, a.length - suffix), b.slice(prefix, b.length - suffix)),
        ...Array(suffix).fill(' '),
    ];
    const lines = [];
    let i = 0;
    let j = 0;
    for (const kind of ops) {
        if (kind === ' ')
            lines.push({ kind, text: a[i], oldNo: ++i, newNo: ++j });
        else if (kind === '-')
            lines.push({ kind, text: a[i], oldNo: ++i, newNo: j });
        else
            lines.push({ kind, text: b[j], oldNo: i, newNo: ++j });
    }
    return lines;
}
/**
 * A short unified-style diff: hunks with a few lines of context, capped so a large rewrite
 * does not flood the model's context. Empty when nothing changed.
 */
function shortDiff(oldText, newText) {
    const lines = diffLines(oldText, newText);
    const changed = lines.map((line, index) => (line.kind === ' ' ? -1 : index)).filter((index) => index >= 0);
    if (changed.length === 0)
        return '';
    const hunks = [];
    for (const index of changed) {
        const start = Math.max(0, index - CONTEXT_LINES);
        const end = Math.min(lines.length - 1, index + CONTEXT_LINES);
        const last = hunks.at(-1);
        if (last && start <= last.end + 1)
            last.end = Math.max(last.end, end);
        else
            hunks.push({ start, end });
    }
    const out = [];
    for (const hunk of hunks) {
        const slice = lines.slice(hunk.start, hunk.end + 1);
        const first = slice[0];
        const oldCount = slice.filter((line) => line.kind !== '+').length;
        const newCount = slice.filter((line) => line.kind !== '-').length;
        const oldStart = first.kind === '+' ? first.oldNo + 1 : first.oldNo;
        const newStart = first.kind === '-' ? first.newNo + 1 : first.newNo;
        out.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`);
        for (const line of slice)
            out.push(`${line.kind}${line.text}`);
    }
    if (out.length <= MAX_DIFF_LINES)
        return out.join('\n');
    return `${out.slice(0, MAX_DIFF_LINES).join('\n')}\n... (${out.length - MAX_DIFF_LINES} more diff lines not shown)`;
}

;// CONCATENATED MODULE: ./src/tools/file-edit/atomic-write.ts



/** The temp file that `atomicWriteFile` writes next to `target`; exported so tests can find leftovers. */
function atomicTempPrefix(target) {
    return `.${(0,external_node_path_.basename)(target)}.tollgate-`;
}
async function existingMode(target) {
    try {
        return (await (0,promises_.stat)(target)).mode & 0o7777;
    }
    catch {
        return undefined;
    }
}
/**
 * Replaces `target` with `data` so that a reader (or a crash) sees either the old file or the
 * new one, never a half-written one: write a temp file in the same directory, fsync it, rename it
 * over the target. Keeps the target's permission bits.
 */
async function atomicWriteFile(target, data, options = {}) {
    const dir = (0,external_node_path_.dirname)(target);
    const temp = (0,external_node_path_.join)(dir, `${atomicTempPrefix(target)}${process.pid}-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`);
    const mode = await existingMode(target);
    let renamed = false;
    try {
        const handle = await (0,promises_.open)(temp, 'wx', mode ?? 0o666);
        try {
            await handle.writeFile(data);
            if (mode !== undefined)
                await handle.chmod(mode);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await options.beforeRename?.(temp);
        await (0,promises_.rename)(temp, target);
        renamed = true;
        await syncDirectory(dir);
    }
    finally {
        if (!renamed)
            await (0,promises_.unlink)(temp).catch(() => undefined);
    }
}
/** Makes the rename itself durable; best effort (some file systems refuse to open a directory). */
async function syncDirectory(dir) {
    try {
        const handle = await (0,promises_.open)(dir, 'r');
        try {
            await handle.sync();
        }
        finally {
            await handle.close();
        }
    }
    catch {
        // The data is already renamed into place; only durability across a power loss is at stake.
    }
}

;// CONCATENATED MODULE: ./src/tools/file-edit/write-text-file.ts




/** Reads a file as UTF-8, or null when it does not exist. */
async function readTextIfExists(path) {
    try {
        return await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return null;
        throw error;
    }
}
/**
 * Writes atomically (creating parent directories) and records the new mtime as read, so the
 * model can edit the file again without re-reading what it just wrote.
 */
async function writeTextFile(context, realPath, content) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(realPath), { recursive: true });
    await atomicWriteFile(realPath, content);
    const { mtimeMs } = await (0,promises_.stat)(realPath);
    recordRead(context, realPath, mtimeMs);
}

;// CONCATENATED MODULE: ./src/tools/edit.ts








const EDIT_TOOL_NAME = 'Edit';
const edit_inputSchema = schemas/* strictObject */.rej({
    file_path: schemas/* string */.YjP().min(1).describe('The absolute path to the file to modify'),
    old_string: schemas/* string */.YjP().describe('The text to replace'),
    new_string: schemas/* string */.YjP().describe('The text to replace it with (must be different from old_string)'),
    replace_all: schemas/* boolean */.zMY().default(false).describe('Replace all occurrences of old_string (default false)'),
});
const refuse = (errorCode, message) => ({ result: false, errorCode, message });
function quoted(text) {
    return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} characters)` : text;
}
/** Everything validateInput checks, and the new content; call() runs it again right before writing. */
async function planEdit(input, context) {
    const fail = (errorCode, message) => ({ ok: false, refusal: refuse(errorCode, message) });
    if (input.old_string === input.new_string) {
        return fail(1, 'No changes to make: old_string and new_string are exactly the same.');
    }
    const resolved = resolveFilePath(context, input.file_path);
    if (!resolved.insideWorkspace) {
        return { ok: false, refusal: { result: false, errorCode: 2, message: outsideWorkspaceMessage(context, input.file_path, resolved), denied: true } };
    }
    const shownPath = displayPath(context, resolved.absolute);
    const info = await (0,promises_.stat)(resolved.real).catch(() => null);
    if (info?.isDirectory())
        return fail(3, `${resolved.absolute} is a directory, not a file.`);
    const current = info ? await readTextIfExists(resolved.real) : null;
    const base = { filePath: resolved.absolute, shownPath };
    if (current === null) {
        if (input.old_string !== '') {
            return fail(3, `File does not exist: ${resolved.absolute}. The current working directory is ${context.cwd}. ` +
                'To create a file use Write (or Edit with an empty old_string).');
        }
        return {
            ok: true,
            realPath: resolved.real,
            content: input.new_string,
            output: { ...base, created: true, replacements: 1, diff: shortDiff('', input.new_string) },
        };
    }
    if (input.old_string === '' && current !== '') {
        return fail(3, `Cannot create ${resolved.absolute}: the file already exists. Give the old_string to replace, or Read it and use Write.`);
    }
    const fresh = await checkReadBeforeWrite(context, resolved.real, resolved.absolute);
    if (!fresh.result)
        return { ok: false, refusal: fresh };
    const outcome = applyEdit(current, input.old_string, input.new_string, input.replace_all);
    if (!outcome.ok) {
        if (outcome.matches === 0) {
            return fail(8, `String to replace not found in ${shownPath}. Read the file again and copy the text exactly (indentation included).\nString: ${quoted(input.old_string)}`);
        }
        return fail(9, `Found ${outcome.matches} matches of the string to replace in ${shownPath}, but replace_all is false. ` +
            'To replace every occurrence set replace_all to true; to replace one, give more surrounding context so old_string is unique.\n' +
            `String: ${quoted(input.old_string)}`);
    }
    return {
        ok: true,
        realPath: resolved.real,
        content: outcome.updated,
        output: { ...base, created: false, replacements: outcome.replacements, diff: shortDiff(current, outcome.updated) },
    };
}
function formatEditOutput(output) {
    const head = output.created
        ? `Created ${output.shownPath}.`
        : `Edited ${output.shownPath}${output.replacements > 1 ? ` (${output.replacements} replacements)` : ''}.`;
    return output.diff ? `${head}\n${output.diff}` : head;
}
function createEditTool() {
    return (0,tool/* buildTool */.vB)({
        name: EDIT_TOOL_NAME,
        inputSchema: edit_inputSchema,
        async description() {
            return 'Replace an exact string in a file.';
        },
        async prompt() {
            return [
                'Performs an exact string replacement in a file.',
                '',
                'Usage:',
                '- Read the file first in this session: an edit of a file you have not read, or that changed on disk since you read it, is refused.',
                '- `old_string` must match the file exactly, including indentation; do not include the line-number prefix that Read shows (the number, then a tab).',
                '- The edit fails if `old_string` occurs more than once: give more surrounding lines to make it unique, or set `replace_all` to rename something everywhere.',
                '- `new_string` must differ from `old_string`. An empty `old_string` creates a new file with `new_string` as its content.',
                '- Line endings are kept: in a CRLF file, write with ordinary newlines and they are converted.',
                '- Prefer editing existing files to creating new ones. The result shows a short diff of the change.',
            ].join('\n');
        },
        getActivityDescription: (input) => `Editing ${input.file_path}`,
        backfillObservableInput(input, context) {
            if (typeof input.file_path === 'string')
                input.file_path = resolveFilePath(context, input.file_path).absolute;
        },
        async validateInput(input, context) {
            const planned = await planEdit(input, context);
            return planned.ok ? { result: true } : planned.refusal;
        },
        async call(input, context) {
            const planned = await planEdit(input, context);
            if (!planned.ok)
                throw new Error(planned.refusal.result ? 'the edit could not be planned' : planned.refusal.message);
            await writeTextFile(context, planned.realPath, planned.content);
            return { data: planned.output };
        },
        mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
            type: 'tool_result',
            tool_use_id: toolUseId,
            content: formatEditOutput(output),
        }),
    });
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/tools/search/policy-hidden.ts

/**
 * Splits search results (paths relative to `root`) into those the policy lets the agent read and a
 * count of those a Read deny rule covers, so a search never shows what Read would refuse.
 */
function withoutDeniedFiles(files, root, context) {
    const denied = context.isReadDenied;
    if (!denied)
        return { kept: [...files], hidden: 0 };
    const kept = files.filter((file) => !denied((0,external_node_path_.join)(root, file), context));
    return { kept, hidden: files.length - kept.length };
}
function hiddenNote(hidden) {
    if (hidden === 0)
        return '';
    return `\n(${hidden} matching file${hidden === 1 ? ' is' : 's are'} not shown: the policy denies reading ${hidden === 1 ? 'it' : 'them'}.)`;
}

// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(298);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/tools/search/run-git.ts

/**
 * The environment git runs with: only what locates the binary and the user's config, plus
 * settings that make its output stable. Nothing else of the session's environment leaks in
 * (a stray GIT_DIR would point git elsewhere).
 */
function gitEnv(env) {
    return {
        PATH: env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
        ...(env.HOME ? { HOME: env.HOME } : {}),
        LC_ALL: 'C',
        GIT_OPTIONAL_LOCKS: '0',
        GIT_TERMINAL_PROMPT: '0',
        GIT_PAGER: 'cat',
    };
}
/** Runs git and collects its output; never throws (a missing git binary is exit code null). */
function runGit(args, cwd, env, options = {}) {
    const max = options.maxStdoutBytes ?? 256 * 1024 * 1024;
    return new Promise((resolve) => {
        const stdout = [];
        const stderr = [];
        let size = 0;
        let overflow = false;
        let child;
        try {
            child = (0,external_node_child_process_.spawn)('git', args, { cwd, env: gitEnv(env), stdio: ['ignore', 'pipe', 'pipe'], ...(options.signal ? { signal: options.signal } : {}) });
        }
        catch (error) {
            resolve({ code: null, overflow, stdout: Buffer.alloc(0), stderr: String(error) });
            return;
        }
        child.stdout.on('data', (chunk) => {
            if (overflow)
                return;
            size += chunk.length;
            if (size > max) {
                overflow = true;
                child.kill('SIGKILL');
                return;
            }
            stdout.push(chunk);
        });
        child.stderr.on('data', (chunk) => stderr.push(chunk));
        child.on('error', (error) => resolve({ code: null, overflow, stdout: Buffer.alloc(0), stderr: error.message }));
        child.on('close', (code) => resolve({ code, overflow, stdout: Buffer.concat(stdout), stderr: Buffer.concat(stderr).toString('utf8') }));
    });
}
/** The top of the git work tree that holds `dir`, or null outside one (or without git). */
async function gitWorkTreeRoot(dir, env) {
    const run = await runGit(['rev-parse', '--is-inside-work-tree', '--show-toplevel'], dir, env);
    if (run.code !== 0)
        return null;
    const [inside, top] = run.stdout.toString('utf8').split('\n');
    return inside === 'true' && top ? top : null;
}
function splitNul(buffer) {
    return buffer
        .toString('utf8')
        .split('\0')
        .filter((part) => part !== '');
}
/** True when git ignores `path` (itself or through an ignored parent directory). */
async function isIgnoredByGit(path, cwd, env) {
    const run = await runGit(['check-ignore', '-q', '--', path], cwd, env);
    return run.code === 0;
}

;// CONCATENATED MODULE: ./src/tools/search/search-plan.ts


/**
 * git inside a work tree; the walk elsewhere. A directory that git ignores but the model asked for
 * by name (`node_modules/x`, `build/`) is walked, honouring only the .gitignore files inside it.
 */
async function planSearch(root, env, fallbackIgnoreTop, forced) {
    const top = await gitWorkTreeRoot(root, env);
    if (!top) {
        return { engine: forced ?? 'node', ignoreTop: (0,workspace_paths/* isInsideDirectory */.sT)(root, fallbackIgnoreTop) ? fallbackIgnoreTop : root, skipNestedRepositories: false };
    }
    if (forced)
        return { engine: forced, ignoreTop: top, skipNestedRepositories: true };
    if (root !== top && (await isIgnoredByGit(root, root, env)))
        return { engine: 'node', ignoreTop: root, skipNestedRepositories: true };
    return { engine: 'git', ignoreTop: top, skipNestedRepositories: true };
}

;// CONCATENATED MODULE: ./src/tools/search/list-files.ts






const toPosix = (path) => path.split(external_node_path_.sep).join('/');
/** Lists the files under `root` that git would not ignore. */
async function listFiles(root, options) {
    const plan = await planSearch(root, options.env, options.ignoreRoot ?? root, options.engine);
    if (plan.engine === 'git') {
        const run = await runGit(['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root, options.env, { signal: options.signal });
        if (run.code === 0)
            return { files: [...new Set(splitNul(run.stdout))], engine: 'git' };
        if (options.engine === 'git')
            throw new Error(`git ls-files failed: ${run.stderr.trim()}`);
    }
    const files = await walkFiles(root, plan.ignoreTop, { skipNestedRepositories: plan.skipNestedRepositories });
    return { files, engine: 'node' };
}
async function loadIgnore(dir) {
    try {
        const text = await (0,promises_.readFile)((0,external_node_path_.join)(dir, '.gitignore'), 'utf8');
        return { base: dir, rules: ignore_default()().add(text) };
    }
    catch {
        return null;
    }
}
/** Git's rule: the deepest .gitignore with an opinion decides. */
function isIgnored(levels, path, isDir) {
    let ignored = false;
    for (const level of levels) {
        const rel = toPosix((0,external_node_path_.relative)(level.base, path));
        if (rel === '' || rel.startsWith('..'))
            continue;
        const verdict = level.rules.test(isDir ? `${rel}/` : rel);
        if (verdict.ignored)
            ignored = true;
        else if (verdict.unignored)
            ignored = false;
    }
    return ignored;
}
async function holdsGitDir(dir) {
    return (0,promises_.lstat)((0,external_node_path_.join)(dir, '.git')).then(() => true, () => false);
}
/** Walks `root` honouring every .gitignore from `ignoreRoot` down; skips `.git` and symlinked directories. */
async function walkFiles(root, ignoreRoot, options = {}) {
    const ancestors = [];
    for (let dir = (0,external_node_path_.dirname)(root); (0,workspace_paths/* isInsideDirectory */.sT)(dir, ignoreRoot) && dir !== root; dir = (0,external_node_path_.dirname)(dir)) {
        ancestors.unshift(dir);
        if (dir === ignoreRoot || (0,external_node_path_.dirname)(dir) === dir)
            break;
    }
    const inherited = (await Promise.all(ancestors.map(loadIgnore))).filter((level) => level !== null);
    const files = [];
    const visit = async (dir, levels) => {
        const own = await loadIgnore(dir);
        const here = own ? [...levels, own] : levels;
        let entries;
        try {
            entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        const subdirs = [];
        for (const entry of entries) {
            const path = (0,external_node_path_.join)(dir, entry.name);
            if (entry.name === '.git')
                continue;
            if (entry.isDirectory()) {
                if (isIgnored(here, path, true))
                    continue;
                if (options.skipNestedRepositories && (await holdsGitDir(path)))
                    continue;
                subdirs.push(path);
            }
            else if ((entry.isFile() || entry.isSymbolicLink()) && !isIgnored(here, path, false)) {
                files.push(toPosix((0,external_node_path_.relative)(root, path)));
            }
        }
        for (const sub of subdirs)
            await visit(sub, here);
    };
    await visit(root, inherited);
    return files;
}

;// CONCATENATED MODULE: ./src/tools/search/search-root.ts


/** The `path` of Glob and Grep, absolute; the cwd when left out. */
function searchPath(context, path) {
    return resolveFilePath(context, path ?? '.').absolute;
}
async function validateSearchPath(context, path, allowFile) {
    const resolved = resolveFilePath(context, path ?? '.');
    if (!resolved.insideWorkspace) {
        return { result: false, errorCode: 1, message: outsideWorkspaceMessage(context, path ?? '.', resolved), denied: true };
    }
    const info = await (0,promises_.stat)(resolved.real).catch(() => null);
    if (!info) {
        return { result: false, errorCode: 2, message: `Path does not exist: ${resolved.absolute}. The current working directory is ${context.cwd}.` };
    }
    if (!info.isDirectory() && !(allowFile && info.isFile())) {
        return { result: false, errorCode: 3, message: `${resolved.absolute} is not a directory; give a directory to search in.` };
    }
    return { result: true };
}

// EXTERNAL MODULE: ./src/core/concurrency.ts
var concurrency = __webpack_require__(8904);
;// CONCATENATED MODULE: ./src/tools/search/stat-files.ts



/** Keeps the regular files (following symlinks) with their mtimes; listed-but-deleted files drop out. */
async function statFiles(root, relativePaths) {
    const stats = await (0,concurrency/* mapWithConcurrency */.W)(relativePaths, 32, async (path) => {
        try {
            const info = await (0,promises_.stat)((0,external_node_path_.join)(root, path));
            return info.isFile() ? { path, mtimeMs: info.mtimeMs } : null;
        }
        catch {
            return null;
        }
    });
    return stats.filter((entry) => entry !== null);
}
/** Newest first; equal times by path, so the order is stable. */
function byMtimeDescending(a, b) {
    return b.mtimeMs - a.mtimeMs || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}

;// CONCATENATED MODULE: ./src/tools/glob.ts









const GLOB_TOOL_NAME = 'Glob';
const glob_inputSchema = schemas/* strictObject */.rej({
    pattern: schemas/* string */.YjP().min(1).describe('The glob pattern to match files against, e.g. "**/*.ts" or "src/**/*.{js,jsx}"'),
    path: schemas/* string */.YjP()
        .optional()
        .describe('The directory to search in. Leave it out to search the current working directory (do not pass "undefined" or "null")'),
});
/** An absolute pattern is split into the directory to search and the pattern below it. */
function splitPattern(input, context) {
    if ((0,external_node_path_.isAbsolute)(input.pattern)) {
        const scan = picomatch_default().scan(input.pattern);
        if (scan.base && scan.glob)
            return { dir: scan.base, pattern: scan.glob };
    }
    return { dir: searchPath(context, input.path), pattern: input.pattern.replace(/^(?:\.\/)+/, '') };
}
async function globFiles(input, context, options = {}) {
    const { dir, pattern } = splitPattern(input, context);
    const real = resolveFilePath(context, dir).real;
    const listed = await listFiles(real, {
        env: context.env,
        ignoreRoot: context.workspaceRoot,
        signal: context.abortController.signal,
        ...(options.engine ? { engine: options.engine } : {}),
    });
    // As with ripgrep's globs: a pattern without a slash matches a file name at any depth.
    const matches = picomatch_default()(pattern, { dot: true, basename: !pattern.includes('/') });
    const readable = withoutDeniedFiles(listed.files.filter((file) => matches(file)), real, context);
    const matched = await statFiles(real, readable.kept);
    matched.sort(byMtimeDescending);
    const cap = context.limits.globMaxResults;
    return {
        files: matched.slice(0, cap).map((file) => displayPath(context, (0,external_node_path_.join)(dir, file.path))),
        totalMatches: matched.length,
        truncated: matched.length > cap,
        engine: listed.engine,
        hiddenByPolicy: readable.hidden,
    };
}
function formatGlobOutput(output) {
    if (output.files.length === 0)
        return `No files found${hiddenNote(output.hiddenByPolicy)}`;
    const note = output.truncated
        ? `\n(Results are truncated: showing the ${output.files.length} most recently modified of ${output.totalMatches} files. Use a more specific path or pattern.)`
        : '';
    return `${output.files.join('\n')}${note}${hiddenNote(output.hiddenByPolicy)}`;
}
function createGlobTool() {
    return (0,tool/* buildTool */.vB)({
        name: GLOB_TOOL_NAME,
        inputSchema: glob_inputSchema,
        async description() {
            return 'Find files by name with a glob pattern, newest first.';
        },
        async prompt() {
            return [
                'Fast file-name search with glob patterns ("**/*.js", "src/**/*.ts", "*.{json,yml}").',
                '- Returns matching file paths (relative to the working directory), the most recently modified first.',
                '- A pattern without a "/" matches file names at any depth. Files ignored by .gitignore are left out.',
                '- The list is capped; a note says when it was truncated: then narrow the path or the pattern.',
                '- To search file contents, use Grep. Several searches that may be useful can run in one message.',
            ].join('\n');
        },
        isReadOnly: () => true,
        isConcurrencySafe: () => true,
        getActivityDescription: (input) => `Finding ${input.pattern}${input.path ? ` in ${input.path}` : ''}`,
        backfillObservableInput(input, context) {
            const path = typeof input.path === 'string' ? input.path : undefined;
            input.path = typeof input.pattern === 'string' ? splitPattern({ pattern: input.pattern, path }, context).dir : searchPath(context, path);
        },
        async validateInput(input, context) {
            const { dir } = splitPattern(input, context);
            return validateSearchPath(context, dir, false);
        },
        async call(input, context) {
            return { data: await globFiles(input, context) };
        },
        mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
            type: 'tool_result',
            tool_use_id: toolUseId,
            content: formatGlobOutput(output),
        }),
    });
}

;// CONCATENATED MODULE: ./src/tools/search/file-filters.ts

/** ripgrep-style `--type` names and the file names they select. */
const FILE_TYPES = {
    js: ['*.js', '*.mjs', '*.cjs', '*.jsx'],
    ts: ['*.ts', '*.tsx', '*.mts', '*.cts'],
    json: ['*.json', '*.jsonc'],
    py: ['*.py', '*.pyi'],
    go: ['*.go'],
    rust: ['*.rs'],
    java: ['*.java'],
    kotlin: ['*.kt', '*.kts'],
    c: ['*.c', '*.h'],
    cpp: ['*.cpp', '*.cc', '*.cxx', '*.hpp', '*.hh', '*.hxx', '*.h'],
    cs: ['*.cs'],
    rb: ['*.rb'],
    php: ['*.php'],
    swift: ['*.swift'],
    sh: ['*.sh', '*.bash', '*.zsh'],
    md: ['*.md', '*.markdown', '*.mdx'],
    yaml: ['*.yml', '*.yaml'],
    toml: ['*.toml'],
    html: ['*.html', '*.htm'],
    css: ['*.css', '*.scss', '*.sass', '*.less'],
    sql: ['*.sql'],
    xml: ['*.xml'],
};
function unknownTypeMessage(type) {
    return `Unknown file type "${type}". Known types: ${Object.keys(FILE_TYPES).join(', ')}. Or use the glob parameter (e.g. "*.vue").`;
}
/** A glob without a slash matches the file name at any depth, as in ripgrep. */
function globMatcher(pattern) {
    return picomatch_default()(pattern, { dot: true, basename: !pattern.includes('/') });
}
/** A predicate over paths relative to the search directory; everything passes when neither is given. */
function fileFilter(glob, type) {
    const checks = [];
    if (glob)
        checks.push(globMatcher(glob));
    if (type) {
        const matchers = (FILE_TYPES[type] ?? []).map(globMatcher);
        checks.push((path) => matchers.some((match) => match(path)));
    }
    return (path) => checks.every((check) => check(path));
}

;// CONCATENATED MODULE: ./src/tools/search/grep-pattern.ts
/** True when the pattern has no regex syntax, so a fixed-string search (`git grep -F`) means the same. */
function isFixedString(pattern) {
    return !/[.*+?^${}()|[\]\\]/.test(pattern);
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** The pattern as a JavaScript RegExp (the fallback's matcher), or an error message for the model. */
function compileGrepPattern(pattern, ignoreCase) {
    const source = isFixedString(pattern) ? escapeRegExp(pattern) : pattern;
    try {
        return new RegExp(source, ignoreCase ? 'i' : '');
    }
    catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return `Invalid regular expression ${JSON.stringify(pattern)}: ${detail}. Escape special characters (e.g. "\\(") or search a fixed string without them.`;
    }
}

;// CONCATENATED MODULE: ./src/tools/search/grep-engines.ts







const MAX_GIT_OUTPUT_BYTES = 64 * 1024 * 1024;
/** Splits file content into lines the way git does: on LF, the text after a final LF is no line. */
function splitFileLines(buffer) {
    const lines = buffer.toString('utf8').split('\n');
    if (lines.at(-1) === '')
        lines.pop();
    return lines;
}
function gitArgs(query) {
    const modeFlags = { content: ['-n'], files_with_matches: ['-l'], count: ['-c'] }[query.mode];
    return [
        'grep',
        '-I',
        '-z',
        '--no-color',
        '--no-column',
        ...modeFlags,
        ...(query.ignoreCase ? ['-i'] : []),
        isFixedString(query.pattern) ? '-F' : '-P',
        '-e',
        query.pattern,
    ];
}
function parseGitOutput(stdout, mode) {
    const files = new Map();
    if (mode === 'files_with_matches') {
        for (const file of splitNul(stdout))
            files.set(file, { count: 1, lines: [] });
        return files;
    }
    const text = stdout.toString('utf8');
    let at = 0;
    while (at < text.length) {
        const fileEnd = text.indexOf('\0', at);
        if (fileEnd === -1)
            break;
        const file = text.slice(at, fileEnd);
        if (mode === 'count') {
            const end = text.indexOf('\n', fileEnd);
            files.set(file, { count: Number(text.slice(fileEnd + 1, end === -1 ? undefined : end)), lines: [] });
            at = end === -1 ? text.length : end + 1;
            continue;
        }
        const numberEnd = text.indexOf('\0', fileEnd + 1);
        const lineEnd = text.indexOf('\n', numberEnd + 1);
        const entry = files.get(file) ?? { count: 0, lines: [] };
        entry.lines.push({ lineNo: Number(text.slice(fileEnd + 1, numberEnd)), text: text.slice(numberEnd + 1, lineEnd === -1 ? undefined : lineEnd) });
        entry.count++;
        files.set(file, entry);
        at = lineEnd === -1 ? text.length : lineEnd + 1;
    }
    return files;
}
/**
 * `git grep` over tracked files and, at the same time, the untracked files that are not ignored
 * (listed by `git ls-files -o` and searched here): on two cores this is faster than
 * `git grep --untracked`, which walks the tree before it searches. Null when git cannot do it
 * (the caller falls back).
 */
async function gitGrep(root, query, env) {
    const [run, others] = await Promise.all([
        runGit(gitArgs(query), root, env.env, { signal: env.signal, maxStdoutBytes: MAX_GIT_OUTPUT_BYTES }),
        runGit(['ls-files', '-o', '--exclude-standard', '-z'], root, env.env, { signal: env.signal, maxStdoutBytes: MAX_GIT_OUTPUT_BYTES }),
    ]);
    if (run.overflow)
        return { files: new Map(), engine: 'git', overflow: true };
    // 1 is "no match"; anything else (no repository, no PCRE support, a pattern PCRE rejects) falls back.
    if ((run.code !== 0 && run.code !== 1) || others.code !== 0 || others.overflow)
        return null;
    const files = run.code === 0 ? parseGitOutput(run.stdout, query.mode) : new Map();
    // A nested repository is listed as `dir/`: git grep does not search inside one either.
    const untracked = splitNul(others.stdout).filter((file) => !file.endsWith('/') && query.include(file));
    const found = await (0,concurrency/* mapWithConcurrency */.W)(untracked, 16, async (file) => {
        try {
            return grepBuffer(await (0,promises_.readFile)((0,external_node_path_.join)(root, file)), query.regex, query.mode === 'content');
        }
        catch {
            return null;
        }
    });
    untracked.forEach((file, index) => {
        const hit = found[index];
        if (hit && hit.count > 0)
            files.set(file, hit);
    });
    for (const file of [...files.keys()])
        if (!query.include(file))
            files.delete(file);
    return { files, engine: 'git', overflow: false };
}
/** Searches one file's content; null for a binary file (a NUL in the first 8,000 bytes, as git decides). */
function grepBuffer(buffer, regex, keepLines) {
    if (buffer.subarray(0, 8_000).includes(0))
        return null;
    const lines = [];
    let count = 0;
    splitFileLines(buffer).forEach((line, index) => {
        if (!regex.test(line))
            return;
        count++;
        if (keepLines)
            lines.push({ lineNo: index + 1, text: line });
    });
    return { count, lines };
}
/** The fallback: walk the tree (honouring .gitignore) and match with JavaScript. */
async function nodeGrep(root, query, env, walk) {
    const candidates = 'onlyFile' in walk ? [walk.onlyFile] : (await walkFiles(root, walk.ignoreTop, { skipNestedRepositories: walk.skipNestedRepositories })).filter(query.include);
    const files = new Map();
    const results = await (0,concurrency/* mapWithConcurrency */.W)(candidates, 16, async (file) => {
        if (env.signal?.aborted)
            return null;
        try {
            return grepBuffer(await (0,promises_.readFile)((0,external_node_path_.join)(root, file)), query.regex, query.mode === 'content');
        }
        catch {
            return null;
        }
    });
    candidates.forEach((file, index) => {
        const hit = results[index];
        if (hit && hit.count > 0)
            files.set(file, hit);
    });
    return { files, engine: 'node', overflow: false };
}
async function grepTree(root, query, env, engine) {
    const plan = await planSearch(root, env.env, env.ignoreRoot, engine);
    if (plan.engine === 'git') {
        const hits = await gitGrep(root, query, env);
        if (hits)
            return hits;
        if (engine === 'git')
            throw new Error('git grep failed in this directory');
    }
    return nodeGrep(root, query, env, plan);
}

;// CONCATENATED MODULE: ./src/tools/search/grep-format.ts




const MAX_GREP_LINE_CHARS = 500;
const byPath = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
function cut(text) {
    const line = text.endsWith('\r') ? text.slice(0, -1) : text;
    return line.length > MAX_GREP_LINE_CHARS ? `${line.slice(0, MAX_GREP_LINE_CHARS)}… [truncated]` : line;
}
function limited(lines, headLimit) {
    if (headLimit === undefined || lines.length <= headLimit)
        return { lines, note: '' };
    return { lines: lines.slice(0, headLimit), note: `\n(Showing the first ${headLimit} of ${lines.length} entries: head_limit.)` };
}
async function contentLines(hits, options) {
    const out = [];
    const withContext = options.before > 0 || options.after > 0;
    for (const file of [...hits.files.keys()].sort(byPath)) {
        const shown = options.show(file);
        const matched = hits.files.get(file).lines;
        const line = (lineNo, text, isMatch) => options.lineNumbers ? `${shown}${isMatch ? ':' : '-'}${lineNo}${isMatch ? ':' : '-'}${cut(text)}` : `${shown}${isMatch ? ':' : '-'}${cut(text)}`;
        if (!withContext) {
            for (const hit of matched)
                out.push(line(hit.lineNo, hit.text, true));
            continue;
        }
        const all = splitFileLines(await (0,promises_.readFile)((0,external_node_path_.join)(options.root, file)).catch(() => Buffer.alloc(0)));
        const isMatch = new Set(matched.map((hit) => hit.lineNo));
        let printedUpTo = 0;
        for (const hit of matched) {
            const from = Math.max(1, hit.lineNo - options.before, printedUpTo + 1);
            const to = Math.min(all.length, hit.lineNo + options.after);
            if (from > to)
                continue;
            const startsGroup = printedUpTo === 0 || from > printedUpTo + 1;
            if (out.length > 0 && startsGroup)
                out.push('--');
            for (let n = from; n <= to; n++)
                out.push(line(n, all[n - 1] ?? '', isMatch.has(n)));
            printedUpTo = to;
        }
    }
    return out;
}
/** The same text whichever engine found the hits: the parity test holds both to it. */
async function formatGrepHits(hits, options) {
    const fileCount = hits.files.size;
    const matches = [...hits.files.values()].reduce((sum, entry) => sum + entry.count, 0);
    const overflow = hits.overflow ? '\n(The search produced too much output and was stopped: narrow the pattern, path or glob.)' : '';
    if (fileCount === 0)
        return { text: `${hits.overflow ? 'No complete result' : 'No matches found'}${overflow}`, files: 0, matches: 0 };
    let body;
    if (options.mode === 'files_with_matches') {
        const sorted = (await statFiles(options.root, [...hits.files.keys()])).sort(byMtimeDescending).map((file) => options.show(file.path));
        const { lines, note } = limited(sorted, options.headLimit);
        body = `Found ${fileCount} file${fileCount === 1 ? '' : 's'}\n${lines.join('\n')}${note}`;
    }
    else if (options.mode === 'count') {
        const entries = [...hits.files.keys()].sort(byPath).map((file) => `${options.show(file)}:${hits.files.get(file).count}`);
        const { lines, note } = limited(entries, options.headLimit);
        body = `${lines.join('\n')}${note}\n\nFound ${matches} matching line${matches === 1 ? '' : 's'} in ${fileCount} file${fileCount === 1 ? '' : 's'}.`;
    }
    else {
        const { lines, note } = limited(await contentLines(hits, options), options.headLimit);
        body = `${lines.join('\n')}${note}`;
    }
    return { text: `${body}${overflow}`, files: fileCount, matches };
}

;// CONCATENATED MODULE: ./src/tools/grep.ts











const GREP_TOOL_NAME = 'Grep';
const contextLines = schemas/* number */.aig().int().min(0).max(100);
const grep_inputSchema = schemas/* strictObject */.rej({
    pattern: schemas/* string */.YjP().min(1).describe('The regular expression to search for in file contents (PCRE / JavaScript syntax)'),
    path: schemas/* string */.YjP().optional().describe('File or directory to search in. Defaults to the current working directory'),
    glob: schemas/* string */.YjP().optional().describe('Glob pattern to filter files (e.g. "*.js", "*.{ts,tsx}", "src/**/*.ts")'),
    output_mode: schemas/* enum */.k5n(['content', 'files_with_matches', 'count'])
        .optional()
        .describe('"content" shows matching lines, "files_with_matches" (default) shows file paths, "count" shows match counts per file'),
    '-i': schemas/* boolean */.zMY().optional().describe('Case insensitive search'),
    '-n': schemas/* boolean */.zMY().optional().describe('Show line numbers in output (content mode; default true)'),
    '-A': contextLines.optional().describe('Number of lines to show after each match (content mode)'),
    '-B': contextLines.optional().describe('Number of lines to show before each match (content mode)'),
    '-C': contextLines.optional().describe('Number of lines to show before and after each match (content mode)'),
    head_limit: schemas/* number */.aig().int().positive().optional().describe('Show only the first N lines / entries of the output'),
    type: schemas/* string */.YjP().optional().describe(`File type to search: ${Object.keys(FILE_TYPES).join(', ')}`),
});
/** Runs a search; exported so tests can hold the git and fallback engines to the same output. */
async function grepSearch(input, context, options = {}) {
    const ignoreCase = input['-i'] ?? false;
    const regex = compileGrepPattern(input.pattern, ignoreCase);
    if (typeof regex === 'string')
        throw new Error(regex);
    const mode = input.output_mode ?? 'files_with_matches';
    const query = { pattern: input.pattern, regex, ignoreCase, mode, include: fileFilter(input.glob, input.type) };
    const target = searchPath(context, input.path);
    const real = resolveFilePath(context, target).real;
    const env = { env: context.env, ignoreRoot: context.workspaceRoot, signal: context.abortController.signal };
    const isFile = (await (0,promises_.stat)(real)).isFile();
    const root = isFile ? (0,external_node_path_.dirname)(real) : real;
    const shownRoot = isFile ? (0,external_node_path_.dirname)(target) : target;
    const found = isFile ? await nodeGrep(root, query, env, { onlyFile: (0,external_node_path_.basename)(real) }) : await grepTree(root, query, env, options.engine);
    const readable = withoutDeniedFiles([...found.files.keys()], root, context);
    const hits = { ...found, files: new Map(readable.kept.map((file) => [file, found.files.get(file)])) };
    const report = await formatGrepHits(hits, {
        root,
        mode,
        before: input['-B'] ?? input['-C'] ?? 0,
        after: input['-A'] ?? input['-C'] ?? 0,
        lineNumbers: input['-n'] ?? true,
        headLimit: input.head_limit,
        show: (file) => displayPath(context, (0,external_node_path_.join)(shownRoot, file)),
    });
    return { ...report, text: `${report.text}${hiddenNote(readable.hidden)}`, engine: hits.engine };
}
function createGrepTool() {
    return (0,tool/* buildTool */.vB)({
        name: GREP_TOOL_NAME,
        inputSchema: grep_inputSchema,
        async description() {
            return 'Search file contents with a regular expression.';
        },
        async prompt() {
            return [
                'Searches file contents with a regular expression (git grep inside a repository, the same results elsewhere).',
                '- ALWAYS use Grep for content search; do not run `grep` or `rg` through Bash.',
                '- Full regex syntax: "log.*Error", "function\\s+\\w+". Escape literal braces and parentheses ("interface\\{\\}").',
                '- Filter files with `glob` ("*.ts", "**/*.{js,jsx}") or `type` ("py", "rust", "ts").',
                '- output_mode: "files_with_matches" (default; paths, newest first), "content" (matching lines as path:line:text, with -A/-B/-C context and -n line numbers), "count" (matching lines per file).',
                '- Files ignored by .gitignore and binary files are skipped. Patterns match within one line.',
                '- Use head_limit to cap long outputs. Paths are relative to the working directory.',
            ].join('\n');
        },
        isReadOnly: () => true,
        isConcurrencySafe: () => true,
        getActivityDescription: (input) => `Searching for ${input.pattern}${input.path ? ` in ${input.path}` : ''}`,
        backfillObservableInput(input, context) {
            input.path = searchPath(context, typeof input.path === 'string' ? input.path : undefined);
        },
        async validateInput(input, context) {
            const regex = compileGrepPattern(input.pattern, input['-i'] ?? false);
            if (typeof regex === 'string')
                return { result: false, errorCode: 4, message: regex };
            if (input.type !== undefined && !FILE_TYPES[input.type])
                return { result: false, errorCode: 5, message: unknownTypeMessage(input.type) };
            return validateSearchPath(context, input.path, true);
        },
        async call(input, context) {
            return { data: await grepSearch(input, context) };
        },
        mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
            type: 'tool_result',
            tool_use_id: toolUseId,
            content: output.text,
        }),
    });
}

// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
;// CONCATENATED MODULE: ./src/tools/file-edit/read-lines.ts


const CHUNK_BYTES = 64 * 1024;
/**
 * Reads lines `startLine .. startLine+limit-1` without holding the whole file: only the window is
 * kept. Splits on LF only (a trailing CR is dropped), as Grep does, so line numbers agree.
 * With `countAll` the scan goes on to the end to count the lines.
 */
async function readLineWindow(path, startLine, limit, countAll) {
    const handle = await (0,promises_.open)(path, 'r');
    try {
        const { mtimeMs } = await handle.stat();
        const decoder = new external_node_string_decoder_.StringDecoder('utf8');
        const buffer = Buffer.alloc(CHUNK_BYTES);
        const lines = [];
        const lastLine = startLine + limit - 1;
        let lineNo = 0;
        let partial = '';
        let moreAfter = false;
        let sawAny = false;
        const take = (line) => {
            lineNo++;
            if (lineNo >= startLine && lineNo <= lastLine)
                lines.push(line.endsWith('\r') ? line.slice(0, -1) : line);
            else if (lineNo > lastLine)
                moreAfter = true;
        };
        for (;;) {
            const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
            if (bytesRead === 0)
                break;
            sawAny = true;
            const text = partial + decoder.write(buffer.subarray(0, bytesRead));
            const parts = text.split('\n');
            partial = parts.pop() ?? '';
            for (const part of parts)
                take(part);
            if (moreAfter && !countAll)
                return { lines, startLine, totalLines: null, moreAfter, mtimeMs };
        }
        const rest = partial + decoder.end();
        if (rest !== '')
            take(rest);
        return { lines, startLine, totalLines: sawAny ? lineNo : 0, moreAfter, mtimeMs };
    }
    finally {
        await handle.close();
    }
}
/** True when the first 8,000 bytes hold a NUL byte: the test git uses to call a file binary. */
async function looksBinary(path) {
    const handle = await (0,promises_.open)(path, 'r');
    try {
        const buffer = Buffer.alloc(8_000);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        return buffer.subarray(0, bytesRead).includes(0);
    }
    finally {
        await handle.close();
    }
}

;// CONCATENATED MODULE: ./src/tools/read.ts






const READ_TOOL_NAME = 'Read';
/** Longer lines are cut so one minified line cannot fill the context. */
const MAX_LINE_CHARS = 2_000;
const read_inputSchema = schemas/* strictObject */.rej({
    file_path: schemas/* string */.YjP().min(1).describe('The absolute path to the file to read (a relative path resolves against the working directory)'),
    offset: schemas/* number */.aig()
        .int()
        .nonnegative()
        .optional()
        .describe('The line number to start reading from (1-based). Only give it when the file is too large to read at once'),
    limit: schemas/* number */.aig().int().positive().optional().describe('The number of lines to read. Only give it when the file is too large to read at once'),
});
function formatLine(lineNo, line) {
    const text = line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}… [line truncated: ${line.length - MAX_LINE_CHARS} more characters]` : line;
    return `${String(lineNo).padStart(6, ' ')}\t${text}`;
}
function formatReadOutput(output) {
    const { lines, startLine, totalLines, shownPath } = output;
    if (totalLines === 0)
        return `(${shownPath} exists but is empty.)`;
    if (lines.length === 0) {
        const count = totalLines === null ? '' : ` has only ${totalLines} lines, so`;
        return `(${shownPath}${count} offset ${startLine} is past its end. Use a smaller offset.)`;
    }
    const body = lines.map((line, index) => formatLine(startLine + index, line)).join('\n');
    if (!output.moreAfter)
        return body;
    const end = startLine + lines.length - 1;
    const of = totalLines === null ? '' : ` of ${totalLines}`;
    return `${body}\n\n(Showed lines ${startLine}-${end}${of}. The file goes on: read more with offset=${end + 1}.)`;
}
const stripBom = (line) => (line.charCodeAt(0) === 0xfeff ? line.slice(1) : line);
function createReadTool() {
    return (0,tool/* buildTool */.vB)({
        name: READ_TOOL_NAME,
        inputSchema: read_inputSchema,
        maxResultSizeChars: Infinity,
        async description() {
            return 'Read a text file from the workspace, with line numbers.';
        },
        async prompt(context) {
            const limitNote = 'Reads up to 2000 lines by default';
            return [
                'Reads a file from the workspace and returns its lines numbered like `cat -n` (number, tab, line).',
                '',
                'Usage:',
                '- `file_path` should be absolute; a relative path resolves against the current working directory.',
                `- ${limitNote}, starting at the top. For a long file, give \`offset\` (1-based line) and \`limit\` to read a part.`,
                `- Lines longer than ${MAX_LINE_CHARS} characters are cut, with a marker saying how much was left out.`,
                '- Text files only: binary files are refused. Very large files must be read in parts, or searched with Grep.',
                '- You must Read a file before you Edit or overwrite it with Write.',
                '- Large tool outputs saved to a file (the path is given in the result) can be read with this tool too.',
                '- To list a directory use Glob (or Bash `ls`); to search contents use Grep.',
                ...(context.isNonInteractiveSession ? ['- Read several files at once by calling this tool several times in one message.'] : []),
            ].join('\n');
        },
        isReadOnly: () => true,
        isConcurrencySafe: () => true,
        getActivityDescription: (input) => `Reading ${input.file_path}`,
        backfillObservableInput(input, context) {
            if (typeof input.file_path === 'string')
                input.file_path = resolveFilePath(context, input.file_path).absolute;
        },
        async validateInput(input, context) {
            const resolved = resolveFilePath(context, input.file_path);
            if (!resolved.insideWorkspace && !isInsideOutputDir(context, resolved)) {
                return { result: false, errorCode: 1, message: outsideWorkspaceMessage(context, input.file_path, resolved), denied: true };
            }
            let info;
            try {
                info = await (0,promises_.stat)(resolved.real);
            }
            catch {
                return {
                    result: false,
                    errorCode: 2,
                    message: `File does not exist: ${resolved.absolute}. The current working directory is ${context.cwd}. Use Glob to find the file.`,
                };
            }
            if (info.isDirectory()) {
                return { result: false, errorCode: 3, message: `${resolved.absolute} is a directory, not a file. Use Glob (or Bash \`ls\`) to list it.` };
            }
            if (!info.isFile()) {
                return { result: false, errorCode: 3, message: `${resolved.absolute} is not a regular file (a device, socket or pipe); Read only reads files.` };
            }
            const max = context.limits.fileReadMaxBytes;
            if (info.size > max && input.offset === undefined && input.limit === undefined) {
                return {
                    result: false,
                    errorCode: 4,
                    message: `${resolved.absolute} is ${info.size} bytes, over the ${max}-byte limit for reading a whole file. ` +
                        'Read a part of it with offset and limit, or search it with Grep.',
                };
            }
            if (await looksBinary(resolved.real)) {
                return {
                    result: false,
                    errorCode: 5,
                    message: `${resolved.absolute} looks like a binary file (it contains NUL bytes); Read shows text files only. Use Bash (e.g. \`file\`, \`xxd | head\`) to inspect it.`,
                };
            }
            return { result: true };
        },
        async call(input, context) {
            const resolved = resolveFilePath(context, input.file_path);
            const startLine = Math.max(1, input.offset ?? 1);
            const limit = input.limit ?? context.limits.fileReadMaxLines;
            const { size } = await (0,promises_.stat)(resolved.real);
            const window = await readLineWindow(resolved.real, startLine, limit, size <= context.limits.fileReadMaxBytes);
            if (startLine === 1 && window.lines.length > 0)
                window.lines[0] = stripBom(window.lines[0]);
            recordRead(context, resolved.real, window.mtimeMs, { offset: input.offset, limit: input.limit });
            return {
                data: {
                    filePath: resolved.absolute,
                    shownPath: displayPath(context, resolved.absolute),
                    startLine,
                    lines: window.lines,
                    totalLines: window.totalLines,
                    moreAfter: window.moreAfter,
                },
            };
        },
        mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
            type: 'tool_result',
            tool_use_id: toolUseId,
            content: formatReadOutput(output),
        }),
    });
}

;// CONCATENATED MODULE: ./src/tools/todo-write.ts


const TODO_WRITE_TOOL_NAME = 'TodoWrite';
const todoSchema = schemas/* strictObject */.rej({
    content: schemas/* string */.YjP().min(1).describe('What to do, in the imperative ("Run the tests")'),
    status: schemas/* enum */.k5n(['pending', 'in_progress', 'completed']),
    activeForm: schemas/* string */.YjP().min(1).describe('The same in the present continuous, shown while it is in progress ("Running the tests")'),
});
const todo_write_inputSchema = schemas/* strictObject */.rej({
    todos: schemas/* array */.YOg(todoSchema).describe('The updated todo list (replaces the previous one)'),
});
function formatTodoWriteOutput(output) {
    const done = output.newTodos.filter((todo) => todo.status === 'completed').length;
    const current = output.newTodos.find((todo) => todo.status === 'in_progress');
    return (`Todo list updated: ${output.newTodos.length} item${output.newTodos.length === 1 ? '' : 's'}, ${done} completed` +
        `${current ? `, in progress: ${current.content}` : ''}. Keep it current as you work: mark each item completed as soon as it is done.`);
}
function createTodoWriteTool() {
    return (0,tool/* buildTool */.vB)({
        name: TODO_WRITE_TOOL_NAME,
        inputSchema: todo_write_inputSchema,
        async description() {
            return 'Create and update the task list for this session.';
        },
        async prompt() {
            return [
                'Keeps a structured task list for this session; it is shown to the people following the run (in the PR comment, as a checklist).',
                '',
                'Use it for work with three or more distinct steps, or when asked for several things. Skip it for a single, simple task.',
                '- Each call replaces the whole list: send every item, with its `content` (imperative: "Fix the parser"), `status` (pending, in_progress, completed) and `activeForm` (present continuous: "Fixing the parser").',
                '- Keep exactly one item in_progress while working; mark it completed as soon as it is done, not in batches.',
                '- Only mark an item completed when it is fully done (tests pass, nothing left unresolved); otherwise keep it in_progress and add an item for what blocks it.',
            ].join('\n');
        },
        // It touches no file: read-only in the permission sense; it changes session state, so it runs alone.
        isReadOnly: () => true,
        isConcurrencySafe: () => false,
        getActivityDescription: () => 'Updating the todo list',
        async validateInput(input) {
            const inProgress = input.todos.filter((todo) => todo.status === 'in_progress').length;
            if (inProgress > 1) {
                return {
                    result: false,
                    errorCode: 1,
                    message: `${inProgress} items are in_progress; keep at most one in_progress at a time (mark the others pending or completed).`,
                };
            }
            return { result: true };
        },
        async call(input, context) {
            const oldTodos = context.getAppState().todos;
            const newTodos = input.todos.map((todo) => ({ content: todo.content, status: todo.status, activeForm: todo.activeForm }));
            context.setAppState((prev) => ({ ...prev, todos: newTodos }));
            return { data: { oldTodos, newTodos } };
        },
        mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
            type: 'tool_result',
            tool_use_id: toolUseId,
            content: formatTodoWriteOutput(output),
        }),
    });
}

;// CONCATENATED MODULE: ./src/tools/tool-search.ts


const TOOL_SEARCH_TOOL_NAME = 'ToolSearch';
const DEFAULT_MAX_RESULTS = 5;
const DESCRIPTION_CHARS = 400;
const tool_search_inputSchema = schemas/* strictObject */.rej({
    query: schemas/* string */.YjP()
        .min(1)
        .describe('Query to find deferred tools. Use "select:<tool_name>[,<tool_name>...]" for direct selection, or keywords to search'),
    max_results: schemas/* number */.aig().int().positive().max(50).optional().describe(`Maximum number of results to load (default ${DEFAULT_MAX_RESULTS})`),
});
function deferredTools(tools) {
    return tools.filter((tool) => tool.shouldDefer === true && tool.isEnabled());
}
function descriptionContext(context) {
    return {
        permissionMode: context.options.permissionMode,
        isNonInteractiveSession: context.options.isNonInteractiveSession,
        tools: context.options.tools,
    };
}
/** Words of a tool name: `mcp__github__create_issue` and `createIssue` both give their parts. */
function nameParts(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean);
}
function queryTerms(query) {
    return query
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => ({ term: word.replace(/^\+/, '').replace(/[^a-z0-9_-]/g, ''), required: word.startsWith('+') }))
        .filter((entry) => entry.term !== '');
}
/** Name matches weigh most, then the search hint, then the description. */
function scoreTool(name, hint, description, query) {
    const terms = queryTerms(query);
    const parts = nameParts(name);
    const lowerName = name.toLowerCase();
    const lowerHint = hint.toLowerCase();
    const lowerDescription = description.toLowerCase();
    let score = 0;
    for (const { term, required } of terms) {
        let termScore = 0;
        if (lowerName === term)
            termScore += 20;
        if (parts.includes(term))
            termScore += 10;
        else if (lowerName.includes(term))
            termScore += 5;
        if (lowerHint.includes(term))
            termScore += 4;
        if (lowerDescription.includes(term))
            termScore += 2;
        if (required && !lowerName.includes(term))
            return 0;
        score += termScore;
    }
    return score;
}
function firstParagraph(text) {
    const paragraph = text.trim().split(/\n\s*\n/)[0] ?? '';
    return paragraph.length > DESCRIPTION_CHARS ? `${paragraph.slice(0, DESCRIPTION_CHARS)}…` : paragraph;
}
async function pickTools(input, deferred, context) {
    const select = /^select:(.*)$/i.exec(input.query.trim());
    if (select) {
        const picked = [];
        const notFound = [];
        for (const name of (select[1] ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
            const tool = deferred.find((t) => t.name === name) ?? deferred.find((t) => t.name.toLowerCase() === name.toLowerCase());
            if (tool && !picked.includes(tool))
                picked.push(tool);
            else if (!tool)
                notFound.push(name);
        }
        return { picked, notFound };
    }
    const describe = descriptionContext(context);
    const scored = await Promise.all(deferred.map(async (tool) => ({
        tool,
        score: scoreTool(tool.name, tool.searchHint ?? '', await tool.description(describe).catch(() => ''), input.query),
    })));
    const picked = scored
        .filter((entry) => entry.score > 0)
        .sort((a, b) => b.score - a.score || (a.tool.name < b.tool.name ? -1 : 1))
        .slice(0, input.max_results ?? DEFAULT_MAX_RESULTS)
        .map((entry) => entry.tool);
    return { picked, notFound: [] };
}
function formatToolSearchOutput(output) {
    const lines = [];
    if (output.loaded.length === 0) {
        lines.push(`No deferred tool matched "${output.query}".`);
    }
    else {
        lines.push(`Loaded ${output.loaded.length} tool${output.loaded.length === 1 ? '' : 's'}; you can call them from your next turn on:`);
        for (const tool of output.loaded)
            lines.push(`- ${tool.name}${tool.alreadyLoaded ? ' (already loaded)' : ''}: ${tool.description}`);
    }
    if (output.notFound.length > 0)
        lines.push(`Not found among the deferred tools: ${output.notFound.join(', ')}.`);
    if (output.loaded.length === 0 || output.notFound.length > 0) {
        lines.push(output.deferredNames.length > 0 ? `Deferred tools: ${output.deferredNames.join(', ')}.` : 'There are no deferred tools.');
    }
    return lines.join('\n');
}
function createToolSearchTool() {
    return (0,tool/* buildTool */.vB)({
        name: TOOL_SEARCH_TOOL_NAME,
        inputSchema: tool_search_inputSchema,
        async description() {
            return 'Load deferred tools by name or keyword so they can be called.';
        },
        async prompt(context) {
            const deferred = deferredTools(context.tools);
            const list = deferred.length === 0
                ? ['(There are no deferred tools in this session.)']
                : deferred.map((tool) => `- ${tool.name}${tool.searchHint ? `: ${tool.searchHint}` : ''}`);
            return [
                'Loads deferred tools: tools whose names you know but whose input schemas were not sent, so you cannot call them yet.',
                '- `select:Name1,Name2` loads those tools by name. Keywords (e.g. "github issue") load the best matches (up to `max_results`, default 5); prefix a word with + to require it in the name.',
                '- A loaded tool can be called from your next turn on. Calling a deferred tool before loading it fails.',
                '',
                'Deferred tools:',
                ...list,
            ].join('\n');
        },
        isReadOnly: () => true,
        // It changes which tools the session sends, so it runs alone.
        isConcurrencySafe: () => false,
        getActivityDescription: (input) => `Searching tools for ${input.query}`,
        async call(input, context) {
            const deferred = deferredTools(context.options.tools);
            const { picked, notFound } = await pickTools(input, deferred, context);
            const before = new Set(context.getAppState().loadedDeferredTools);
            const describe = descriptionContext(context);
            const loaded = await Promise.all(picked.map(async (tool) => ({
                name: tool.name,
                description: firstParagraph(await tool.description(describe).catch(() => tool.searchHint ?? '')),
                alreadyLoaded: before.has(tool.name),
            })));
            if (picked.length > 0) {
                context.setAppState((prev) => ({
                    ...prev,
                    loadedDeferredTools: [...prev.loadedDeferredTools, ...picked.map((tool) => tool.name).filter((name) => !prev.loadedDeferredTools.includes(name))],
                }));
            }
            return { data: { query: input.query, loaded, notFound, deferredNames: deferred.map((tool) => tool.name) } };
        },
        mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
            type: 'tool_result',
            tool_use_id: toolUseId,
            content: formatToolSearchOutput(output),
        }),
    });
}

;// CONCATENATED MODULE: ./src/tools/write.ts








const WRITE_TOOL_NAME = 'Write';
const write_inputSchema = schemas/* strictObject */.rej({
    file_path: schemas/* string */.YjP().min(1).describe('The absolute path to the file to write (must be absolute, not relative)'),
    content: schemas/* string */.YjP().describe('The content to write to the file'),
});
function countLines(text) {
    if (text === '')
        return 0;
    return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}
function formatWriteOutput(output) {
    if (output.created)
        return `Created ${output.shownPath} (${output.lines} lines).`;
    if (!output.diff)
        return `${output.shownPath} was written; its content did not change.`;
    return `Overwrote ${output.shownPath} (${output.lines} lines).\n${output.diff}`;
}
function createWriteTool() {
    return (0,tool/* buildTool */.vB)({
        name: WRITE_TOOL_NAME,
        inputSchema: write_inputSchema,
        async description() {
            return 'Write a file (create it, or replace an existing file you have read).';
        },
        async prompt() {
            return [
                'Writes a file to the workspace, creating missing parent directories.',
                '',
                'Usage:',
                '- This replaces the whole file. To change part of an existing file, prefer Edit: it sends only the change.',
                '- Overwriting an existing file requires that you Read it first in this session and that it has not changed on disk since.',
                '- Writes are atomic: the file is either the old one or the new one, never half written.',
                '- An existing file with CRLF line endings keeps them: write with ordinary newlines.',
                '- Paths outside the workspace are refused. Do not create documentation files unless asked.',
            ].join('\n');
        },
        getActivityDescription: (input) => `Writing ${input.file_path}`,
        backfillObservableInput(input, context) {
            if (typeof input.file_path === 'string')
                input.file_path = resolveFilePath(context, input.file_path).absolute;
        },
        async validateInput(input, context) {
            const resolved = resolveFilePath(context, input.file_path);
            if (!resolved.insideWorkspace) {
                return { result: false, errorCode: 1, message: outsideWorkspaceMessage(context, input.file_path, resolved), denied: true };
            }
            const info = await (0,promises_.stat)(resolved.real).catch(() => null);
            if (!info)
                return { result: true };
            if (info.isDirectory())
                return { result: false, errorCode: 2, message: `${resolved.absolute} is a directory; give a file path.` };
            return checkReadBeforeWrite(context, resolved.real, resolved.absolute);
        },
        async call(input, context) {
            const resolved = resolveFilePath(context, input.file_path);
            const previous = await readTextIfExists(resolved.real);
            if (previous !== null) {
                const fresh = await checkReadBeforeWrite(context, resolved.real, resolved.absolute);
                if (!fresh.result)
                    throw new Error(fresh.message);
            }
            const content = previous === null ? input.content : withLineEnding(input.content, detectLineEnding(previous));
            await writeTextFile(context, resolved.real, content);
            return {
                data: {
                    filePath: resolved.absolute,
                    shownPath: displayPath(context, resolved.absolute),
                    created: previous === null,
                    lines: countLines(content),
                    diff: previous === null ? '' : shortDiff(previous, content),
                },
            };
        },
        mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
            type: 'tool_result',
            tool_use_id: toolUseId,
            content: formatWriteOutput(output),
        }),
    });
}

;// CONCATENATED MODULE: ./src/tools/index.ts
















/** The eight built-in tools, in a stable order (the order the model sees them, so the prompt cache holds). */
function builtinTools() {
    return [
        createBashTool(),
        createGlobTool(),
        createGrepTool(),
        createReadTool(),
        createEditTool(),
        createWriteTool(),
        createTodoWriteTool(),
        createToolSearchTool(),
    ];
}


/***/ })

};
