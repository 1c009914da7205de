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

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/model/replay-client.ts
var replay_client = __webpack_require__(9692);
// EXTERNAL MODULE: ./src/cli/run-command.ts + 39 modules
var run_command = __webpack_require__(4855);
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
/** Folders and timings differ between runs; compare results with them masked. */
function normalize(text, roots) {
    let out = text;
    for (const root of roots)
        out = out.split(root).join('<workspace>');
    return out.replace(/\b\d+\.\d+\b/g, '<n>').replace(/\b\d+ ?(ms|s)\b/g, '<time>');
}
function compareToolResults(recorded, replayed, roots) {
    const ids = [...new Set([...recorded.keys(), ...replayed.keys()])];
    return ids
        .map((toolUseId) => ({ toolUseId, recorded: recorded.get(toolUseId) ?? null, replayed: replayed.get(toolUseId) ?? null }))
        .filter((d) => d.recorded === null || d.replayed === null || normalize(d.recorded, roots) !== normalize(d.replayed, roots));
}

// EXTERNAL MODULE: ./src/cli/usage-error.ts
var usage_error = __webpack_require__(4226);
;// CONCATENATED MODULE: ./src/cli/replay-command.ts





/** Replay costs nothing; the recorded usage is still counted, so give it room to finish. */
const REPLAY_BUDGET_USD = 1_000_000;
/**
 * `tollgate replay FILE`: the recorded model replies against a local checkout, the tools for real;
 * reports every tool result that differs from the recording. Exit 0 when none does.
 */
async function replayCommand(args, io) {
    const file = (0,external_node_path_.resolve)(io.cwd, args.file);
    const recording = await (0,replay_client/* loadCassette */.xG)(file);
    if (recording.exchanges.length === 0)
        throw new usage_error/* UsageError */.e(`${file} holds no model exchanges to replay.`, 'replay');
    const prompt = promptOf(recording.exchanges[0].request);
    if (!prompt)
        throw new usage_error/* UsageError */.e(`${file}: the first recorded request has no user prompt to replay.`, 'replay');
    const outDir = (0,external_node_path_.resolve)(io.cwd, args.out);
    const workspace = (0,external_node_path_.resolve)(io.cwd, args.cwd);
    const replayCassette = (0,external_node_path_.join)(outDir, 'replay.cassette.jsonl');
    const { result } = await (0,run_command.runLocalSession)({
        prompt,
        workspace,
        outDir,
        modelSource: { kind: 'replay', path: file },
        recordPath: replayCassette,
        maxBudgetUsd: REPLAY_BUDGET_USD,
        maxTurns: recording.exchanges.length + 1,
        allowBypass: false,
        json: args.json,
        expectRequestDivergence: true,
        ...(args.policy ? { policy: { kind: 'path', path: (0,external_node_path_.resolve)(io.cwd, args.policy) } } : {}),
    }, { ...io, stdout: args.json ? io.stderr : io.stdout });
    const replayed = await (0,replay_client/* loadCassette */.xG)(replayCassette);
    const divergences = compareToolResults(toolResultsOf(recording.exchanges.map((e) => e.request)), toolResultsOf(replayed.exchanges.map((e) => e.request)), [workspace, outDir]);
    if (args.json) {
        io.stdout.write(`${JSON.stringify({ conclusion: result.conclusion, divergences }, null, 2)}\n`);
    }
    else if (divergences.length === 0) {
        io.stdout.write(`\nReplay matched: every tool result equals the recording (${recording.exchanges.length} model replies).\n`);
    }
    else {
        io.stdout.write(`\n${divergences.length} tool result(s) differ from the recording:\n`);
        for (const d of divergences) {
            const show = (text) => (text === null ? '(none)' : JSON.stringify(text.slice(0, 300)));
            io.stdout.write(`- ${d.toolUseId}\n    recorded: ${show(d.recorded)}\n    replayed: ${show(d.replayed)}\n`);
        }
    }
    return divergences.length === 0 ? 0 : 1;
}


/***/ })

};
