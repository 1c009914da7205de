export const id = 353;
export const ids = [353];
export const modules = {

/***/ 7353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  replayCommand: () => (/* binding */ replayCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/model/replay-client.ts
var replay_client = __webpack_require__(79692);
// EXTERNAL MODULE: ./src/cli/run-command.ts + 25 modules
var run_command = __webpack_require__(64323);
// EXTERNAL MODULE: ./src/tools/file-edit/short-diff.ts
var short_diff = __webpack_require__(12311);
;// CONCATENATED MODULE: ./src/cli/replay-compare.ts

/** tool_use id → the text of its tool_result, as the model received it in a request. */
function toolResultsOf(requests) {
    const results = new Map();
    for (const request of requests) {
        const messages = Array.isArray(request.messages) ? request.messages : [];
        for (const message of messages) {
            if (message.role !== 'user' || typeof message.content === 'string')
                continue;
            for (const block of message.content) {
                if (block.type !== 'tool_result')
                    continue;
                const content = block.content;
                const text = typeof content === 'string'
                    ? content
                    : (content ?? []).map((part) => (part.type === 'text' ? part.text : `[${part.type}]`)).join('\n');
                results.set(block.tool_use_id, `${block.is_error ? '[error] ' : ''}${text}`);
            }
        }
    }
    return results;
}
/** The first user message's text: the prompt the recorded session was given. */
function promptOf(request) {
    const messages = request && Array.isArray(request.messages) ? request.messages : [];
    const first = messages[0];
    if (!first || first.role !== 'user')
        return null;
    if (typeof first.content === 'string')
        return first.content;
    const text = first.content.filter((b) => b.type === 'text').map((b) => (b.type === 'text' ? b.text : ''));
    return text.length > 0 ? text.join('\n') : null;
}
/**
 * A result with what differs between two honest runs masked: the run's folders, timings
 * (`12 ms`, `0.3 s`, `duration_ms: 1.27`) and decimals that measure time.
 */
function normalizeResult(text, roots) {
    let out = text;
    const named = [...roots.output.map((root) => [root, '<out>']), ...roots.workspace.map((root) => [root, '<workspace>'])]
        .filter(([root]) => root.length > 1)
        .sort((a, b) => b[0].length - a[0].length);
    for (const [root, name] of named)
        out = out.split(root).join(name);
    return out
        .replace(/\b(duration_ms|duration|elapsed|time)([:=]\s*)\d+(\.\d+)?/gi, '$1$2<time>')
        .replace(/\b\d+(\.\d+)?\s?(ms|s|seconds?)\b/g, '<time>')
        .replace(/\b\d+\.\d+\b/g, '<n>');
}
function compareToolResults(recorded, replayed, roots) {
    const ids = [...new Set([...recorded.keys(), ...replayed.keys()])];
    const divergences = [];
    for (const toolUseId of ids) {
        const a = recorded.get(toolUseId) ?? null;
        const b = replayed.get(toolUseId) ?? null;
        const left = a === null ? '' : normalizeResult(a, roots);
        const right = b === null ? '' : normalizeResult(b, roots);
        if (a !== null && b !== null && left === right)
            continue;
        const diff = a === null ? '(not in the recording)' : b === null ? '(not run in the replay)' : (0,short_diff/* shortDiff */.G)(left, right);
        divergences.push({ toolUseId, recorded: a, replayed: b, diff });
    }
    return divergences;
}

// EXTERNAL MODULE: ./src/cli/usage-error.ts
var usage_error = __webpack_require__(14226);
;// CONCATENATED MODULE: ./src/cli/replay-command.ts






/** Replay costs nothing; without the recorded budget, give the recorded usage room to finish. */
const REPLAY_BUDGET_USD = 1_000_000;
const replay_command_text = (value) => (typeof value === 'string' && value !== '' ? value : null);
/** The folders the recorded run used: named in a transcript's header, else found in its system prompt. */
function recordedRoots(recording) {
    const workspace = replay_command_text(recording.header.workspaceRoot);
    const output = replay_command_text(recording.header.outputDir);
    if (workspace)
        return { workspace, output };
    const system = JSON.stringify(recording.exchanges[0]?.request.system ?? '');
    const found = /Work inside the workspace (\/[^\s"\\]+?)\.?(?:\\n|\s|")/.exec(system)?.[1] ?? null;
    return { workspace: found, output };
}
/** The budget and turns the recorded session had (a transcript's session_start), so the replay ends the same way. */
async function recordedLimits(file) {
    const content = await (0,promises_.readFile)(file, 'utf8');
    for (const line of content.split('\n', 50)) {
        if (!line.includes('"session_start"'))
            continue;
        try {
            const event = JSON.parse(line).event;
            if (event?.type !== 'session_start')
                continue;
            return {
                maxBudgetUsd: typeof event.maxBudgetUsd === 'number' && event.maxBudgetUsd > 0 ? event.maxBudgetUsd : null,
                maxTurns: typeof event.maxTurns === 'number' && event.maxTurns > 0 ? event.maxTurns : null,
            };
        }
        catch {
            break;
        }
    }
    return { maxBudgetUsd: null, maxTurns: null };
}
/**
 * `tollgate replay FILE`: the recorded model replies against a local checkout, the tools for real;
 * compares every tool result with the recording, folders and timings masked, and shows a line diff
 * of each that differs. Exit 0 when none does.
 */
async function replayCommand(args, io) {
    const { file, cwd: workspace, out: outDir } = args;
    const recording = await (0,replay_client/* loadCassette */.xG)(file);
    if (recording.exchanges.length === 0)
        throw new usage_error/* UsageError */.e(`${file} holds no model exchanges to replay.`, 'replay');
    const prompt = promptOf(recording.exchanges[0].request);
    if (!prompt)
        throw new usage_error/* UsageError */.e(`${file}: the first recorded request has no user prompt to replay.`, 'replay');
    const progress = args.json ? io.stderr : io.stdout;
    progress.write(`tollgate replay: the recorded tool calls run for real in ${workspace}: commands run there and files there change.\n` +
        `Give --cwd a fresh copy of the checkout to keep this one as it is.\n\n`);
    const limits = await recordedLimits(file);
    const replayCassette = (0,external_node_path_.join)(outDir, 'replay.cassette.jsonl');
    const { result, divergedRequests } = await (0,run_command.runLocalSession)({
        prompt,
        workspace,
        outDir,
        modelSource: { kind: 'replay', path: file },
        recordPath: replayCassette,
        maxBudgetUsd: limits.maxBudgetUsd ?? REPLAY_BUDGET_USD,
        maxTurns: Math.max(limits.maxTurns ?? 0, recording.exchanges.length + 1),
        allowBypass: false,
        json: args.json,
        expectRequestDivergence: true,
        ...(args.policy ? { policy: { kind: 'path', path: args.policy } } : {}),
    }, { ...io, stdout: progress });
    const replayed = await (0,replay_client/* loadCassette */.xG)(replayCassette);
    const before = recordedRoots(recording);
    const roots = {
        workspace: [workspace, ...(before.workspace ? [before.workspace] : [])],
        output: [outDir, ...(before.output ? [before.output] : [])],
    };
    const divergences = recording.scripted
        ? []
        : compareToolResults(toolResultsOf(recording.exchanges.map((e) => e.request)), toolResultsOf(replayed.exchanges.map((e) => e.request)), roots);
    if (args.json) {
        io.stdout.write(`${JSON.stringify({ conclusion: result.conclusion, scripted: recording.scripted, divergences }, null, 2)}\n`);
    }
    else if (recording.scripted) {
        io.stdout.write(`\nThe recording is scripted (its replies were written by hand), so it holds no tool results to compare; the session ran ${recording.exchanges.length} replies.\n`);
    }
    else if (divergences.length === 0) {
        io.stdout.write(`\nReplay matched: every tool result equals the recording, folders and timings aside (${recording.exchanges.length} model replies).\n`);
    }
    else {
        io.stdout.write(`\n${divergences.length} tool result(s) differ from the recording (- recorded, + replayed; folders and timings masked):\n`);
        for (const d of divergences)
            io.stdout.write(`\n${d.toolUseId}:\n${d.diff.replace(/^/gm, '  ')}\n`);
        if (divergedRequests > 0)
            io.stdout.write(`\n${divergedRequests} model request(s) differed from the recording; the recorded replies were served.\n`);
    }
    if (recording.scripted)
        return result.conclusion === 'success' ? 0 : 1;
    return divergences.length === 0 ? 0 : 1;
}


/***/ })

};
