export const id = 159;
export const ids = [159];
export const modules = {

/***/ 38159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPolicyCheck: () => (/* binding */ runPolicyCheck),
  runPolicyTest: () => (/* binding */ runPolicyTest)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(80481);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/app/prepare-session.ts + 32 modules
var prepare_session = __webpack_require__(8482);
// EXTERNAL MODULE: ./src/core/permission-modes.ts
var permission_modes = __webpack_require__(42253);
// EXTERNAL MODULE: ./src/policy/load-policy.ts + 1 modules
var load_policy = __webpack_require__(43408);
// EXTERNAL MODULE: ./src/policy/did-you-mean.ts
var did_you_mean = __webpack_require__(30607);
// EXTERNAL MODULE: ./src/policy/policy-error.ts
var policy_error = __webpack_require__(81781);
// EXTERNAL MODULE: ./src/policy/yaml-positions.ts
var yaml_positions = __webpack_require__(4946);
// EXTERNAL MODULE: ./src/permissions/bash/parser.ts
var parser = __webpack_require__(41612);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/core/context.ts + 2 modules
var core_context = __webpack_require__(85964);
// EXTERNAL MODULE: ./src/core/hook-types.ts
var hook_types = __webpack_require__(29452);
// EXTERNAL MODULE: ./src/core/pipeline.ts + 12 modules
var pipeline = __webpack_require__(33496);
// EXTERNAL MODULE: ./src/core/build-tool.ts
var build_tool = __webpack_require__(59818);
// EXTERNAL MODULE: ./src/core/tool.ts
var tool = __webpack_require__(80121);
// EXTERNAL MODULE: ./src/hooks/command-hooks.ts + 5 modules
var command_hooks = __webpack_require__(24687);
// EXTERNAL MODULE: ./src/permissions/index.ts + 26 modules
var permissions = __webpack_require__(44719);
// EXTERNAL MODULE: ./src/policy/additional-directories.ts
var additional_directories = __webpack_require__(69303);
// EXTERNAL MODULE: ./src/policy/child-env.ts
var child_env = __webpack_require__(11178);
// EXTERNAL MODULE: ./src/tools/index.ts + 29 modules
var src_tools = __webpack_require__(6876);
// EXTERNAL MODULE: ./src/sandbox/process-runner.ts + 1 modules
var process_runner = __webpack_require__(77090);
;// CONCATENATED MODULE: ./src/cli/policy-decider.ts















/** One call as `policy check` and `policy test` take it. */
const policyCallSchema = schemas/* strictObject */.rej({
    tool: schemas/* string */.YjP().min(1),
    input: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).default({}),
});
/**
 * A session's read state in which every existing file has just been read: `policy check` has no
 * earlier Read, and "read it first" would hide what the policy says about an edit.
 */
class EveryFileRead extends Map {
    get(path) {
        const own = super.get(path);
        if (own)
            return own;
        try {
            return { mtimeMs: (0,external_node_fs_.statSync)(path).mtimeMs, timestamp: Date.now() };
        }
        catch {
            return undefined;
        }
    }
}
/**
 * MCP servers are not started by a check: a call to `mcp__server__tool` meets a stand-in that has
 * no schema and no annotations, so it is checked like an MCP tool its server does not call read-only.
 */
function mcpStandIn(name) {
    return (0,build_tool/* buildTool */.vB)({
        name,
        isMcp: true,
        inputSchema: schemas/* looseObject */._H3({}),
        description: async () => `${name} (an MCP tool; its server is not started by a policy check)`,
        call: async () => {
            throw new Error('policy check runs nothing');
        },
    });
}
/** What the session would answer, as the one line `policy check` prints. */
function decisionOf(decided) {
    if (decided.kind === 'allowed')
        return decided.decision;
    // A call refused after an allow (a replaced input the schema rejects) is still refused.
    if (decided.decision?.behavior === 'deny')
        return decided.decision;
    const reason = decided.failure.message;
    return { behavior: 'deny', rule: null, reason, message: reason, suggestedRule: null };
}
/**
 * The decision CI would make for a call: steps 1–5 of the session's own pipeline (`decideToolUse`)
 * with the real tools, the real gate and — with `withHooks` — the policy's PreToolUse hooks.
 * Nothing is executed.
 */
function createPolicyDecider(options) {
    const { policy, cwd } = options;
    // The tools a session in this mode offers (plan mode leaves out Edit and Write).
    const tools = (0,permissions/* filterToolsForMode */.w8)(options.tools ?? (0,src_tools/* builtinTools */.FJ)(), policy.permissions.defaultMode);
    const gate = (0,permissions/* createPolicyGate */.i0)({ policy, allowBypass: true, policyRoot: cwd, ...(options.protectedFiles ? { protectedFiles: options.protectedFiles } : {}) });
    const env = (0,child_env/* buildChildEnv */.y)(process.env, policy);
    const context = {
        ...(0,core_context/* createToolUseContext */.V)({
            // Nothing runs during a policy check; the runner is there because every context has one.
            commandRunner: (0,process_runner/* createProcessRunner */.E)(),
            tools,
            workspaceRoot: cwd,
            outputDir: (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'tollgate-policy-check-output'),
            permissionMode: policy.permissions.defaultMode,
            // As in a session: the tools' own checks (Read's workspace boundary) take them from the context.
            additionalDirectories: (0,additional_directories/* resolveAdditionalDirectories */.t)(policy.permissions.additionalDirectories, cwd),
            env,
            isReadDenied: (path, ctx) => gate.isReadDenied?.(path, ctx) ?? false,
        }),
        readFileState: new EveryFileRead(),
    };
    const hooks = options.withHooks
        ? (0,command_hooks/* createCommandHooks */.g)({ config: policy.hooks, sessionId: 'policy-check', transcriptPath: '', cwd, permissionMode: policy.permissions.defaultMode, env, runner: context.commandRunner })
        : hook_types/* noHooks */.s;
    let count = 0;
    return {
        async decide(call) {
            const known = (0,tool/* findToolByName */.U)(tools, call.tool) !== undefined;
            const callContext = known || !call.tool.startsWith('mcp__') ? context : { ...context, options: { ...context.options, tools: [...tools, mcpStandIn(call.tool)] } };
            const decided = await (0,pipeline/* decideToolUse */.I)({ id: `toolu_check_${++count}`, name: call.tool, input: call.input }, callContext, { gate, hooks });
            return decisionOf(decided);
        },
    };
}

;// CONCATENATED MODULE: ./src/cli/policy-command.ts













function loadForCli(policyPath, cwd, errorOutput) {
    // A policy named on the command line must exist: falling back to the default would test the wrong policy.
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(cwd, policyPath))) {
        errorOutput.write(`${policyPath}: the policy file does not exist (looked from ${cwd}).\n`);
        return null;
    }
    try {
        const loaded = (0,load_policy/* loadPolicy */.t)({ path: policyPath, cwd });
        for (const notice of loaded.notices)
            errorOutput.write(`notice: ${notice}\n`);
        const mode = loaded.policy.permissions.defaultMode;
        if ((0,permission_modes/* modeProfile */.th)(mode).needsOptIn) {
            errorOutput.write(`notice: ${mode}: CI refuses this policy unless the workflow sets 'allow_bypass: true'\n`);
        }
        return loaded;
    }
    catch (error) {
        if (error instanceof policy_error/* PolicyError */.p) {
            errorOutput.write(`${error.message}\n`);
            return null;
        }
        throw error;
    }
}
function makeDecider(loaded, policyPath, cwd, withHooks, errorOutput) {
    try {
        const protectedFiles = (0,prepare_session/* sessionProtectedFiles */.kG)(cwd, { kind: 'path', path: policyPath });
        return createPolicyDecider({ policy: loaded.policy, cwd, withHooks, protectedFiles });
    }
    catch (error) {
        if (error instanceof policy_error/* PolicyError */.p) {
            errorOutput.write(`${loaded.origin}: ${error.message}\n`);
            return null;
        }
        throw error;
    }
}
function decisionLine(decision) {
    return JSON.stringify({ decision: decision.behavior, reason: decision.reason, rule: decision.rule });
}
/**
 * `tollgate policy check`: one JSON line in (`{"tool": "Bash", "input": {...}}`), one JSON
 * line out (`{"decision", "reason", "rule"}`), in order, decided by the session's own steps 1–5.
 * Returns 0 when it ran, 2 on a policy error.
 */
async function runPolicyCheck(options) {
    const cwd = (0,external_node_path_.resolve)(options.cwd);
    const loaded = loadForCli(options.policyPath, cwd, options.errorOutput);
    if (!loaded)
        return 2;
    const decider = makeDecider(loaded, options.policyPath, cwd, options.withHooks, options.errorOutput);
    if (!decider)
        return 2;
    await (0,parser/* loadBashParser */.uW)();
    const lines = (0,external_node_readline_.createInterface)({ input: options.input, crlfDelay: Infinity });
    let lineNumber = 0;
    for await (const line of lines) {
        lineNumber++;
        if (line.trim() === '')
            continue;
        let raw;
        try {
            raw = JSON.parse(line);
        }
        catch {
            const reason = `input line ${lineNumber} is not valid JSON`;
            options.errorOutput.write(`${reason}\n`);
            options.output.write(`${JSON.stringify({ decision: 'deny', reason, rule: null })}\n`);
            continue;
        }
        const call = policyCallSchema.safeParse(raw);
        if (!call.success) {
            const reason = `input line ${lineNumber}: expected {"tool": "...", "input": {...}} (${call.error.issues[0]?.message ?? 'invalid'})`;
            options.errorOutput.write(`${reason}\n`);
            options.output.write(`${JSON.stringify({ decision: 'deny', reason, rule: null })}\n`);
            continue;
        }
        options.output.write(`${decisionLine(await decider.decide(call.data))}\n`);
    }
    return 0;
}
const caseSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().optional(),
    tool: schemas/* string */.YjP().min(1),
    input: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).default({}),
    expect: schemas/* enum */.k5n(['allow', 'deny']),
});
const casesFileSchema = schemas/* union */.KCZ([schemas/* array */.YOg(caseSchema), schemas/* strictObject */.rej({ cases: schemas/* array */.YOg(caseSchema) })]);
class CasesError extends Error {
}
function readCases(path, origin) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch (error) {
        throw new CasesError(`${origin}:1:1: (file): cannot be read (${error.code ?? 'error'})`);
    }
    const lineCounter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: false });
    const yamlError = doc.errors[0];
    if (yamlError) {
        const pos = yamlError.linePos?.[0];
        throw new CasesError(`${origin}:${pos ? `${pos.line}:${pos.col}` : '1:1'}: (yaml): ${yamlError.message.split('\n')[0] ?? ''}`);
    }
    const parsed = casesFileSchema.safeParse(doc.toJS());
    if (!parsed.success) {
        // A union reports its branches; the list form is the one to explain, an unknown key first.
        const listIssues = schemas/* array */.YOg(caseSchema).safeParse(doc.toJS());
        const issues = listIssues.success ? parsed.error.issues : listIssues.error.issues;
        const issue = issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0];
        const path = (issue?.path ?? []).filter((p) => typeof p === 'string' || typeof p === 'number');
        if (issue?.code === 'unrecognized_keys') {
            const keyPath = [...path, issue.keys[0] ?? ''];
            const known = ['name', 'tool', 'input', 'expect'];
            const suggestion = (0,did_you_mean/* didYouMean */.a)(issue.keys[0] ?? '', known);
            throw new CasesError(`${origin}:${(0,yaml_positions/* positionOf */.df)(doc, lineCounter, keyPath, true)}: ${(0,yaml_positions/* keyName */.xT)(keyPath)}: unknown key${suggestion ? ` (did you mean '${suggestion}'?)` : ''}; expected ${known.join(', ')}`);
        }
        throw new CasesError(`${origin}:${(0,yaml_positions/* positionOf */.df)(doc, lineCounter, path)}: ${(0,yaml_positions/* keyName */.xT)(path)}: ${issue?.message ?? 'invalid'}`);
    }
    return Array.isArray(parsed.data) ? parsed.data : parsed.data.cases;
}
function describeCase(testCase) {
    if (testCase.name)
        return testCase.name;
    const detail = ['command', 'file_path', 'path', 'url'].map((k) => testCase.input[k]).find((v) => typeof v === 'string');
    return typeof detail === 'string' ? `${testCase.tool}(${detail})` : testCase.tool;
}
/**
 * `tollgate policy test`: runs each case `{tool, input, expect}` through the policy and
 * prints a pass/fail table. Returns 0 when all pass, 1 on a failure, 2 on a policy or cases error.
 */
async function runPolicyTest(options) {
    const cwd = (0,external_node_path_.resolve)(options.cwd);
    const loaded = loadForCli(options.policyPath, cwd, options.errorOutput);
    if (!loaded)
        return 2;
    let cases;
    try {
        cases = readCases((0,external_node_path_.resolve)(cwd, options.casesPath), options.casesPath);
    }
    catch (error) {
        if (error instanceof CasesError) {
            options.errorOutput.write(`${error.message}\n`);
            return 2;
        }
        throw error;
    }
    const decider = makeDecider(loaded, options.policyPath, cwd, false, options.errorOutput);
    if (!decider)
        return 2;
    await (0,parser/* loadBashParser */.uW)();
    const rows = [];
    let failed = 0;
    for (const testCase of cases) {
        const decision = await decider.decide({ tool: testCase.tool, input: testCase.input });
        const pass = decision.behavior === testCase.expect;
        if (!pass)
            failed++;
        const why = decision.rule ?? decision.reason;
        rows.push([pass ? 'PASS' : 'FAIL', testCase.expect, decision.behavior, describeCase(testCase), pass ? '' : why]);
    }
    const header = ['RESULT', 'EXPECT', 'GOT', 'CALL', 'WHY'];
    const all = [header, ...rows];
    const widths = header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
    for (const row of all) {
        options.output.write(`${row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ').trimEnd()}\n`);
    }
    options.output.write(`\n${cases.length - failed} passed, ${failed} failed (${cases.length} cases, policy ${loaded.origin})\n`);
    return failed > 0 ? 1 : 0;
}


/***/ })

};
