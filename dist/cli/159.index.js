export const id = 159;
export const ids = [159];
export const modules = {

/***/ 8159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPolicyCheck: () => (/* binding */ runPolicyCheck),
  runPolicyTest: () => (/* binding */ runPolicyTest)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(481);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/policy/load-policy.ts
var load_policy = __webpack_require__(6403);
// EXTERNAL MODULE: ./src/policy/did-you-mean.ts
var did_you_mean = __webpack_require__(607);
// EXTERNAL MODULE: ./src/policy/policy-error.ts
var policy_error = __webpack_require__(1781);
// EXTERNAL MODULE: ./src/policy/yaml-positions.ts
var yaml_positions = __webpack_require__(4946);
// EXTERNAL MODULE: ./src/permissions/bash/parser.ts
var parser = __webpack_require__(1612);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/core/context.ts
var core_context = __webpack_require__(8480);
// EXTERNAL MODULE: ./src/core/tool.ts
var core_tool = __webpack_require__(121);
// EXTERNAL MODULE: ./src/core/zod-error.ts
var zod_error = __webpack_require__(8521);
// EXTERNAL MODULE: ./src/hooks/command-hooks.ts + 3 modules
var command_hooks = __webpack_require__(6550);
// EXTERNAL MODULE: ./src/permissions/policy-gate.ts + 10 modules
var policy_gate = __webpack_require__(7675);
// EXTERNAL MODULE: ./src/permissions/tool-kinds.ts
var tool_kinds = __webpack_require__(5990);
// EXTERNAL MODULE: ./src/policy/child-env.ts
var child_env = __webpack_require__(1178);
// EXTERNAL MODULE: ./src/tools/index.ts + 29 modules
var src_tools = __webpack_require__(9382);
// EXTERNAL MODULE: ./src/sandbox/process-runner.ts + 1 modules
var process_runner = __webpack_require__(7090);
;// CONCATENATED MODULE: ./src/cli/policy-decider.ts












/** One call as `policy check` and `policy test` take it. */
const policyCallSchema = schemas/* strictObject */.rej({
    tool: schemas/* string */.YjP().min(1),
    input: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).default({}),
});
/** A stand-in for a tool Tollgate does not ship (MCP tools, MultiEdit, ...): read-only only if it reads files. */
function standInTool(name) {
    const readOnly = (0,tool_kinds/* toolKind */.lk)(name) === 'read-file';
    return (0,core_tool/* buildTool */.vB)({
        name,
        inputSchema: schemas/* looseObject */._H3({}),
        description: async () => name,
        call: async () => ({ data: null }),
        isReadOnly: () => readOnly,
        backfillObservableInput(input, context) {
            for (const key of ['file_path', 'notebook_path', 'path']) {
                const value = input[key];
                if (typeof value === 'string')
                    input[key] = (0,external_node_path_.resolve)(context.cwd, value);
            }
        },
    });
}
function deny(reason) {
    return { behavior: 'deny', rule: null, reason, message: reason, suggestedRule: null };
}
/**
 * The decision CI would make for a call, through the same steps as the pipeline: the real
 * tool's schema and observable input, PreToolUse hooks when asked for, the tool's own
 * check, then the policy gate. Nothing is executed.
 */
function createPolicyDecider(options) {
    const { policy, cwd } = options;
    const tools = options.tools ?? (0,src_tools/* builtinTools */.FJ)();
    const gate = (0,policy_gate/* createPolicyGate */.i)({ policy, allowBypass: true, policyRoot: cwd });
    const env = (0,child_env/* buildChildEnv */.y)(process.env, policy);
    const context = (0,core_context/* createToolUseContext */.VM)({
        // Nothing runs during a policy check; the runner is there because every context has one.
        commandRunner: (0,process_runner/* createProcessRunner */.E)(),
        tools,
        workspaceRoot: cwd,
        outputDir: (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'tollgate-policy-check-output'),
        permissionMode: policy.permissions.defaultMode,
        env,
    });
    const hooks = options.withHooks
        ? (0,command_hooks/* createCommandHooks */.g)({ config: policy.hooks, sessionId: 'policy-check', transcriptPath: '', cwd, permissionMode: policy.permissions.defaultMode, env, runner: context.commandRunner })
        : null;
    let count = 0;
    return {
        async decide(call) {
            const tool = (0,core_tool/* findToolByName */.Ui)(tools, call.tool) ?? standInTool(call.tool);
            const parsed = tool.inputSchema.safeParse(call.input);
            if (!parsed.success)
                return deny((0,zod_error/* formatZodValidationError */.K)(tool.name, parsed.error));
            let input = parsed.data;
            let observableInput = structuredClone(input);
            tool.backfillObservableInput(observableInput, context);
            let hookDecision;
            if (hooks) {
                const outcome = await hooks.preToolUse({ tool, toolUseId: `check_${++count}`, input: observableInput, context });
                if (outcome.stop)
                    return deny(`Blocked by a PreToolUse hook: ${outcome.stop.reason}`);
                if (outcome.updatedInput) {
                    const reparsed = tool.inputSchema.safeParse(outcome.updatedInput);
                    if (!reparsed.success)
                        return deny(`A PreToolUse hook returned an invalid input: ${(0,zod_error/* formatZodValidationError */.K)(tool.name, reparsed.error)}`);
                    input = reparsed.data;
                    observableInput = structuredClone(input);
                    tool.backfillObservableInput(observableInput, context);
                }
                hookDecision = outcome.permission;
            }
            let toolDecision;
            try {
                toolDecision = await tool.checkPermissions(input, context);
            }
            catch (error) {
                toolDecision = { behavior: 'deny', message: `${tool.name} could not check its permissions: ${error.message}` };
            }
            return gate.decide({ tool, input, observableInput, context, toolDecision, ...(hookDecision ? { hookDecision } : {}) });
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
        if (loaded.policy.permissions.defaultMode === 'bypassPermissions') {
            errorOutput.write("notice: bypassPermissions: CI refuses this policy unless the workflow sets 'allow_bypass: true'\n");
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
function makeDecider(loaded, cwd, withHooks, errorOutput) {
    try {
        return createPolicyDecider({ policy: loaded.policy, cwd, withHooks });
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
 * line out (`{"decision", "reason", "rule"}`), in order, asks resolved as in CI.
 * Returns 0 when it ran, 2 on a policy error.
 */
async function runPolicyCheck(options) {
    const cwd = (0,external_node_path_.resolve)(options.cwd);
    const loaded = loadForCli(options.policyPath, cwd, options.errorOutput);
    if (!loaded)
        return 2;
    const decider = makeDecider(loaded, cwd, options.withHooks, options.errorOutput);
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
            throw new CasesError(`${origin}:${(0,yaml_positions/* positionOf */.d)(doc, lineCounter, keyPath, true)}: ${(0,yaml_positions/* keyName */.x)(keyPath)}: unknown key${suggestion ? ` (did you mean '${suggestion}'?)` : ''}; expected ${known.join(', ')}`);
        }
        throw new CasesError(`${origin}:${(0,yaml_positions/* positionOf */.d)(doc, lineCounter, path)}: ${(0,yaml_positions/* keyName */.x)(path)}: ${issue?.message ?? 'invalid'}`);
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
    const decider = makeDecider(loaded, cwd, false, options.errorOutput);
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
