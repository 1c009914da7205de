export const id = 704;
export const ids = [704];
export const modules = {

/***/ 64323:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCommand: () => (/* binding */ runCommand),
  runLocalSession: () => (/* binding */ runLocalSession)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/app/config-source.ts
var config_source = __webpack_require__(95479);
// EXTERNAL MODULE: ./src/app/git-commit-source.ts
var git_commit_source = __webpack_require__(463);
// EXTERNAL MODULE: ./src/app/prepare-session.ts + 32 modules
var prepare_session = __webpack_require__(8482);
;// CONCATENATED MODULE: ./src/report/reporter.ts
/**
 * When a reporter finishes, in order: `record` writes the run's files (transcript, result.json,
 * report.md), `upload` sends them (the artifact), `publish` posts what links to them (the comment,
 * the review, the job summary). Within a stage, reporters finish in list order.
 */
const REPORT_STAGES = ['record', 'upload', 'publish'];

;// CONCATENATED MODULE: ./src/report/report-state.ts
const emptyUsage = {
    inputTokens: 0,
    outputTokens: 0,
    cacheCreationInputTokens: 0,
    cacheReadInputTokens: 0,
};
const initialReportState = {
    sessionId: null,
    model: null,
    prompt: '',
    startedAt: null,
    maxBudgetUsd: 0,
    maxTurns: 0,
    turn: 0,
    costUsd: 0,
    usage: emptyUsage,
    todos: [],
    calls: [],
    lastText: '',
    warnings: [],
    sandbox: null,
    mcpServers: [],
    changes: null,
    delivery: null,
    config: null,
    result: null,
};
const asRecord = (input) => typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
function updateCall(calls, toolUseId, fallback, update) {
    const index = calls.findIndex((row) => row.toolUseId === toolUseId);
    if (index === -1)
        return [...calls, update(fallback())];
    return calls.map((row, i) => (i === index ? update(row) : row));
}
function placeholderRow(toolUseId, toolName, turn, input = {}) {
    return { toolUseId, toolName, turn, input: asRecord(input), status: 'running' };
}
function decisionOf(decision) {
    return decision.behavior === 'deny'
        ? {
            behavior: 'deny',
            rule: decision.rule,
            reason: decision.reason,
            suggestedRule: decision.suggestedRule,
            unpermittable: decision.unpermittable ?? null,
            liftingRule: decision.liftingRule ?? null,
            liftedProtection: null,
        }
        : {
            behavior: 'allow',
            rule: decision.rule,
            reason: decision.reason,
            suggestedRule: null,
            unpermittable: null,
            liftingRule: null,
            liftedProtection: decision.liftedProtection ?? null,
        };
}
/** What one event of a call says about its row: the real input, the decision, how it ended. */
function updatedRow(row, event) {
    switch (event.type) {
        case 'tool_requested':
            return row;
        case 'tool_call':
            return { ...row, toolName: event.toolName, input: event.input, subject: event.subject };
        case 'permission_decision':
            return {
                ...row,
                input: event.input,
                subject: event.subject,
                decision: decisionOf(event.decision),
                ...(event.decision.behavior === 'deny' ? { status: 'denied' } : {}),
                ...(event.destructive ? { destructive: true } : {}),
            };
        case 'tool_result':
            return {
                ...row,
                toolName: event.toolName,
                status: event.status,
                content: event.content,
                durationMs: event.durationMs,
                ...(event.failedStep ? { failedStep: event.failedStep } : {}),
                ...(event.persistedPath ? { persistedPath: event.persistedPath } : {}),
            };
    }
}
/** The row of the event's call updated; the first event the report sees of a call starts its row (with the model's input when it is the request). */
function withCallEvent(calls, event) {
    const placeholder = () => placeholderRow(event.toolUseId, event.toolName, event.turn, event.type === 'tool_requested' ? event.input : {});
    return updateCall(calls, event.toolUseId, placeholder, (row) => updatedRow(row, event));
}
/** The session is over: its result's figures are the final ones, and a call still running was cut off. */
function ended(state, result) {
    return {
        ...state,
        result,
        costUsd: result.costUsd,
        usage: result.usage,
        turn: result.turns,
        lastText: result.finalText || state.lastText,
        sandbox: result.sandbox ?? state.sandbox,
        calls: state.calls.map((row) => (row.status === 'running' ? { ...row, status: 'cancelled' } : row)),
    };
}
/** Folds one event into the state; pure, so the live comment, the summary and tests share it. */
function reduceReport(state, event) {
    switch (event.type) {
        case 'session_start':
            return {
                ...state,
                sessionId: event.sessionId,
                model: event.model,
                prompt: event.prompt,
                startedAt: event.startedAt,
                maxBudgetUsd: event.maxBudgetUsd,
                maxTurns: event.maxTurns,
                sandbox: event.sandbox ?? null,
            };
        case 'turn_start':
            return { ...state, turn: event.turn };
        case 'assistant_text':
            return event.text.trim() ? { ...state, lastText: event.text } : state;
        case 'tool_requested':
        case 'tool_call':
        case 'permission_decision':
        case 'tool_result':
            return { ...state, calls: withCallEvent(state.calls, event) };
        case 'tool_progress': {
            const progress = describeProgress(event.data);
            if (progress === null)
                return state;
            return { ...state, calls: state.calls.map((row) => (row.toolUseId === event.toolUseId ? { ...row, progress } : row)) };
        }
        case 'todos':
            return { ...state, todos: event.todos };
        case 'cost_update':
            return { ...state, costUsd: event.costUsd, maxBudgetUsd: event.maxBudgetUsd, usage: event.usage };
        case 'warning':
            return { ...state, warnings: [...state.warnings, event.message] };
        case 'run_config':
            return { ...state, config: event.config };
        case 'setup_warnings':
            return { ...state, warnings: [...event.messages, ...state.warnings] };
        case 'session_end':
            return ended(state, event.result);
        case 'workspace_changes':
            return { ...state, changes: event.changes };
        case 'delivery':
            return { ...state, delivery: event.outcome };
        case 'saved_outputs': {
            const byId = new Map(event.outputs.map((output) => [output.toolUseId, output]));
            return { ...state, calls: state.calls.map((row) => (byId.has(row.toolUseId) ? { ...row, saved: byId.get(row.toolUseId) } : row)) };
        }
        case 'mcp_servers':
            return { ...state, mcpServers: event.servers };
        case 'model_request':
        case 'model_exchange':
        case 'token_count':
        case 'model_error':
            return state;
    }
}
/**
 * A tool's progress as one short line: MCP `notifications/progress` (`progress`, `total`,
 * `message`) as "3/5 · message"; anything else with a `message` as that message.
 */
function describeProgress(data) {
    if (typeof data !== 'object' || data === null)
        return null;
    const { progress, total, message } = data;
    const amount = typeof progress === 'number' ? (typeof total === 'number' ? `${progress}/${total}` : String(progress)) : null;
    const text = typeof message === 'string' && message.trim() ? message.replace(/\s+/g, ' ').trim().slice(0, 120) : null;
    return amount && text ? `${amount} · ${text}` : (amount ?? text);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/describe-error.ts
var describe_error = __webpack_require__(64505);
;// CONCATENATED MODULE: ./src/app/output-folder-links.ts



/** Entries looked at before giving up: a command could fill the folder to slow the run down. */
const MAX_ENTRIES = 200_000;
/**
 * Commands that may write can write the output folder, and Tollgate writes its reports there
 * afterwards, outside the sandbox. A symbolic link (`report.md -> ~/.bashrc`, `outputs -> ~/.ssh`),
 * a hard link, a FIFO (which would block a read) or a device a command left there would make those
 * writes, the redaction pass and the artifact upload land on or read from something else. Every
 * such entry is removed, once the session's processes are gone; what was removed is returned, said
 * plainly, for the report's warnings.
 */
async function removeForeignEntries(outputDir) {
    const removed = [];
    let seen = 0;
    const visit = async (dir) => {
        let entries;
        try {
            entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const entry of entries) {
            if ((seen += 1) > MAX_ENTRIES)
                return;
            const path = (0,external_node_path_.join)(dir, entry.name);
            const shown = (0,external_node_path_.relative)(outputDir, path);
            if (entry.isDirectory()) {
                await visit(path);
                continue;
            }
            let what = null;
            if (entry.isSymbolicLink())
                what = `a symbolic link (${shown} → ${await (0,promises_.readlink)(path).catch(() => '?')})`;
            else if (!entry.isFile())
                what = `a special file (${shown})`;
            else if (((await (0,promises_.lstat)(path).catch(() => null))?.nlink ?? 1) > 1)
                what = `a hard link (${shown})`;
            if (what === null)
                continue;
            // Not removable: Tollgate's own writes could land elsewhere, so nothing is written at all.
            await (0,promises_.unlink)(path).catch((error) => {
                throw new Error(`${what} in the output folder ${outputDir} could not be removed (${(0,describe_error/* describeError */.U)(error)}); no report is written through it`);
            });
            removed.push(`A command left ${what} in the output folder; it was removed before the report was written.`);
        }
    };
    await visit(outputDir);
    return removed;
}

;// CONCATENATED MODULE: ./src/app/saved-output.ts


/** Head and tail of a saved output read back for the report; the whole file is linked. */
const SAVED_HEAD_BYTES = 4_096;
const SAVED_TAIL_BYTES = 4_096;
/** The head and tail of a saved output, for the report; null when it cannot be read. */
async function readSavedOutput(toolUseId, path, outputDir) {
    let handle;
    try {
        handle = await (0,promises_.open)(path, 'r');
        const { size } = await handle.stat();
        const headBuffer = Buffer.alloc(Math.min(size, SAVED_HEAD_BYTES));
        await handle.read(headBuffer, 0, headBuffer.length, 0);
        const tailLength = Math.min(Math.max(0, size - headBuffer.length), SAVED_TAIL_BYTES);
        const tailBuffer = Buffer.alloc(tailLength);
        if (tailLength > 0)
            await handle.read(tailBuffer, 0, tailLength, size - tailLength);
        // Whole lines only: the cut ends of the two reads are dropped.
        const headText = headBuffer.toString('utf8');
        const head = size > headBuffer.length ? headText.slice(0, Math.max(0, headText.lastIndexOf('\n'))) : headText.replace(/\n$/, '');
        const tailText = tailBuffer.toString('utf8');
        const tail = tailLength > 0 ? (size - tailLength > headBuffer.length ? tailText.slice(tailText.indexOf('\n') + 1) : tailText).replace(/\n$/, '') : '';
        return { toolUseId, file: (0,external_node_path_.relative)(outputDir, path).split(external_node_path_.sep).join('/'), bytes: size, head, tail };
    }
    catch {
        return null;
    }
    finally {
        await handle?.close();
    }
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/core/run-git.ts
var run_git = __webpack_require__(79423);
;// CONCATENATED MODULE: ./src/app/workspace-snapshot.ts







/** Every git step of a comparison must finish within this; a huge tree reports "not compared" instead of hanging. */
const GIT_TIMEOUT_MS = 120_000;
/** Files git newly ignores at the end are compared anyway, up to this many (see `newlyIgnored`). */
const MAX_FORCED_PATHS = 2_000;
const CHANGES_DIFF_FILE = 'changes.diff';
/**
 * The tree at the start of the session, recorded in a private git repository outside the workspace
 * (its work tree is the workspace). Nothing is written to the workspace or its own `.git`, and git
 * reads none of the workspace's git configuration, so nothing the agent wrote there (a filter, an
 * fsmonitor hook) runs. In a git checkout the real index seeds ours (only changed files are hashed)
 * and the real object store is borrowed read-only. The `.gitignore` rules of the start apply at the
 * end too: a file the agent hides with a new ignore rule is still compared.
 */
async function snapshotWorkspace(workspace, options) {
    const scratch = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'tollgate-snapshot-'));
    const dispose = () => (0,promises_.rm)(scratch, { recursive: true, force: true });
    try {
        return await takeSnapshot(workspace, scratch, options, dispose);
    }
    catch (error) {
        const reason = (0,describe_error/* describeError */.U)(error);
        return { compare: async () => ({ compared: false, reason }), changeSet: async () => null, dispose };
    }
}
function runGit(args, cwd, env, stdoutFile) {
    return new Promise((done) => {
        const chunks = [];
        let stderr = '';
        const child = (0,external_node_child_process_.spawn)('git', [...run_git/* HARDENED_GIT_CONFIG */.ak, '-c', 'core.quotePath=false', ...args], {
            cwd,
            env,
            stdio: ['ignore', stdoutFile ?? 'pipe', 'pipe'],
            timeout: GIT_TIMEOUT_MS,
        });
        child.stdout?.on('data', (chunk) => chunks.push(chunk));
        child.stderr?.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
        const result = (code, err) => {
            const bytes = Buffer.concat(chunks);
            return { code, bytes, stdout: bytes.toString('utf8'), stderr: err };
        };
        child.on('error', (error) => done(result(null, String(error))));
        child.on('close', (code, signal) => done(result(signal ? null : code, signal === 'SIGTERM' ? `git took longer than ${GIT_TIMEOUT_MS / 1000} s` : stderr)));
    });
}
function failure(what, result) {
    if (result.code === null && /ENOENT/.test(result.stderr))
        return new Error('git is not installed, and Tollgate compares the workspace with it');
    return new Error(`${what} failed: ${result.stderr.trim().split('\n')[0] ?? `exit code ${result.code}`}`);
}
/** The real repository the workspace is in, if any: its index, object store and checked-out commit. */
async function realRepository(workspace, env) {
    const found = await runGit(['rev-parse', '--show-toplevel', '--git-path', 'index', '--git-path', 'objects'], workspace, env);
    if (found.code !== 0)
        return null;
    const [top, index, objects] = found.stdout.trim().split('\n');
    if (!top || !index || !objects || (0,external_node_path_.resolve)(top) !== (0,external_node_path_.resolve)(workspace)) {
        return objects ? { index: '', objects: (0,external_node_path_.resolve)(workspace, objects), head: null } : null;
    }
    const head = await runGit(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], workspace, env);
    const sha = head.stdout.trim();
    return { index: (0,external_node_path_.resolve)(workspace, index), objects: (0,external_node_path_.resolve)(workspace, objects), head: head.code === 0 && /^[0-9a-f]{40}$/.test(sha) ? sha : null };
}
function pathspecs(workspace, exclude) {
    const specs = ['.'];
    for (const dir of exclude) {
        const rel = (0,paths/* relativeInside */.JA)(dir, workspace);
        if (rel)
            specs.push(`:(exclude,top)${rel.split(external_node_path_.sep).join('/')}`);
    }
    return specs;
}
/** What git ignores: folders as one `dir/` entry when `collapsed`, else every file. */
async function ignoredPaths(env, workspace, specs, collapsed) {
    const listed = await runGit(['ls-files', '-z', '--others', '--ignored', '--exclude-standard', ...(collapsed ? ['--directory'] : []), '--', ...specs], workspace, env);
    if (listed.code !== 0)
        throw failure('Listing the ignored files', listed);
    return listed.stdout.split('\0').filter(Boolean);
}
async function ignoreRulesChanged(env, workspace, start, end) {
    const changed = await runGit(['diff', '--name-only', '-z', start, end, '--', ':(glob)**/.gitignore'], workspace, env);
    return changed.code !== 0 || changed.stdout.length > 0;
}
async function takeSnapshot(workspace, scratch, options, dispose) {
    const plain = (0,run_git/* gitEnv */.gE)(options.env);
    const info = await (0,promises_.stat)(workspace);
    if (!info.isDirectory())
        throw new Error(`${workspace} is not a folder`);
    const real = await realRepository(workspace, plain);
    const gitDir = (0,external_node_path_.join)(scratch, 'repo', '.git');
    const env = {
        ...plain,
        GIT_DIR: gitDir,
        GIT_WORK_TREE: workspace,
        GIT_INDEX_FILE: (0,external_node_path_.join)(scratch, 'index'),
        ...(real ? { GIT_ALTERNATE_OBJECT_DIRECTORIES: real.objects } : {}),
    };
    const init = await runGit(['init', '--quiet', '--template=', (0,external_node_path_.join)(scratch, 'repo')], scratch, { ...plain });
    if (init.code !== 0)
        throw failure('Preparing the comparison', init);
    if (real?.index)
        await (0,promises_.copyFile)(real.index, env.GIT_INDEX_FILE).catch(() => undefined);
    const specs = pathspecs(workspace, options.exclude ?? []);
    const writeTree = async () => {
        const added = await runGit(['add', '--all', '--ignore-errors', '--', ...specs], workspace, env);
        if (added.code !== 0 && added.code !== 1)
            throw failure('Recording the workspace', added);
        const tree = await runGit(['write-tree'], workspace, env);
        if (tree.code !== 0)
            throw failure('Recording the workspace', tree);
        return tree.stdout.trim();
    };
    let start;
    try {
        start = await writeTree();
    }
    catch (error) {
        if (!real?.index)
            throw error;
        // A copied index git cannot use (a split index, another version): start from an empty one.
        await (0,promises_.rm)(env.GIT_INDEX_FILE, { force: true });
        start = await writeTree();
    }
    const ignoredAtStart = await ignoredPaths(env, workspace, specs, true);
    const ignoredBefore = (path) => ignoredAtStart.some((entry) => entry === path || (entry.endsWith('/') && path.startsWith(entry)));
    let compared = null;
    return {
        dispose,
        async changeSet() {
            if (compared === null)
                return null;
            return readChangeSet(env, workspace, start, compared, real?.head ?? null);
        },
        async compare(outputDir) {
            compared = null;
            try {
                let end = await writeTree();
                if (await ignoreRulesChanged(env, workspace, start, end)) {
                    // A file only a changed ignore rule hides is compared anyway.
                    const hidden = (await ignoredPaths(env, workspace, specs, false)).filter((path) => !ignoredBefore(path)).slice(0, MAX_FORCED_PATHS);
                    if (hidden.length > 0) {
                        await runGit(['add', '--force', '--ignore-errors', '--', ...hidden.map((path) => `:(literal)${path}`)], workspace, env);
                        end = await writeTree();
                    }
                }
                const changes = await describeChanges(env, workspace, start, end, outputDir, real ? 'git' : 'snapshot');
                compared = end;
                return changes;
            }
            catch (error) {
                return { compared: false, reason: (0,describe_error/* describeError */.U)(error) };
            }
        },
    };
}
const STATUS = { A: 'added', M: 'modified', D: 'deleted', T: 'modified' };
async function describeChanges(env, workspace, start, end, outputDir, method) {
    if (start === end)
        return { compared: true, method, files: [], diffFile: null };
    const common = ['diff', '--no-renames', '--no-ext-diff', '--no-textconv', '-z', start, end];
    const [names, counts] = await Promise.all([runGit([...common, '--name-status'], workspace, env), runGit([...common, '--numstat'], workspace, env)]);
    if (names.code !== 0)
        throw failure('Comparing the workspace', names);
    if (counts.code !== 0)
        throw failure('Comparing the workspace', counts);
    const lines = new Map();
    // --numstat -z: "added\tremoved\tpath\0" per file.
    for (const record of counts.stdout.split('\0').filter(Boolean)) {
        const [added, removed, ...path] = record.split('\t');
        lines.set(path.join('\t'), { added: added === '-' ? null : Number(added), removed: removed === '-' ? null : Number(removed) });
    }
    // --name-status -z: "status\0path\0" per file.
    const fields = names.stdout.split('\0');
    const files = [];
    for (let i = 0; i + 1 < fields.length; i += 2) {
        const code = fields[i].charAt(0);
        const path = fields[i + 1];
        if (!path)
            continue;
        const count = lines.get(path) ?? { added: null, removed: null };
        files.push({ path, status: STATUS[code] ?? 'modified', ...count });
    }
    const diffPath = (0,external_node_path_.join)(outputDir, CHANGES_DIFF_FILE);
    const handle = await (0,promises_.open)(diffPath, 'w');
    try {
        const diff = await runGit(['diff', '--no-renames', '--no-ext-diff', '--no-textconv', '--binary', start, end], workspace, env, handle.fd);
        if (diff.code !== 0)
            throw failure('Writing the diff', diff);
    }
    finally {
        await handle.close();
    }
    return { compared: true, method, files, diffFile: CHANGES_DIFF_FILE };
}
const NO_OBJECT = /^0+$/;
/** The change from `start` to `end`, path by path (`git diff-tree --raw`), and a reader of the new blobs. */
async function readChangeSet(env, workspace, start, end, baseCommit) {
    const raw = await runGit(['diff-tree', '-r', '-z', '--no-renames', '--no-abbrev', start, end], workspace, env);
    if (raw.code !== 0)
        throw failure('Listing the change', raw);
    // -z: ":<old mode> <new mode> <old blob> <new blob> <status>\0<path>\0" per path.
    const fields = raw.stdout.split('\0');
    const paths = [];
    for (let i = 0; i + 1 < fields.length; i += 2) {
        const [oldMode, newMode, oldBlob, newBlob, status] = fields[i].replace(/^:/, '').split(' ');
        const path = fields[i + 1];
        if (!path || !oldMode || !newMode || !oldBlob || !newBlob || !status)
            continue;
        const added = NO_OBJECT.test(oldMode);
        const deleted = NO_OBJECT.test(newMode);
        paths.push({
            path,
            status: added ? 'added' : deleted ? 'deleted' : 'modified',
            oldMode: added ? null : oldMode,
            newMode: deleted ? null : newMode,
            oldBlob: added ? null : oldBlob,
            newBlob: deleted ? null : newBlob,
        });
    }
    return {
        baseCommit,
        paths,
        async blobSize(blob) {
            const size = await runGit(['cat-file', '-s', blob], workspace, env);
            if (size.code !== 0)
                throw failure(`Reading ${blob}`, size);
            return Number(size.stdout.trim());
        },
        async readBlob(blob) {
            const read = await runGit(['cat-file', 'blob', blob], workspace, env);
            if (read.code !== 0)
                throw failure(`Reading ${blob}`, read);
            return read.bytes;
        },
    };
}

;// CONCATENATED MODULE: ./src/app/run-phases.ts






/** Folds every event into the report and hands it to each reporter still listening. */
class Dispatcher {
    onWarning;
    state = initialReportState;
    listening;
    constructor(reporters, onWarning) {
        this.onWarning = onWarning;
        this.listening = new Set(reporters);
    }
    dispatch = (event) => {
        this.state = reduceReport(this.state, event);
        for (const reporter of this.listening) {
            try {
                reporter.onEvent?.(event, this.state);
            }
            catch (error) {
                this.listening.delete(reporter);
                this.onWarning(`The ${reporter.name} reporter failed on an event and gets no more of them: ${(0,describe_error/* describeError */.U)(error)}`);
            }
        }
    };
}
/** The session phase: runs it to its end, then releases what preparing opened (also when it threw). */
async function sessionPhase(session, dispatch, onWarning) {
    try {
        return await session.start(dispatch).result;
    }
    finally {
        await session.close().catch((error) => onWarning(`Could not release the session's resources: ${(0,describe_error/* describeError */.U)(error)}`));
    }
}
/**
 * What is learnt once the session's processes are gone: foreign links removed, the workspace
 * compared (when it was recorded), saved outputs read back.
 */
async function afterSession(snapshot, dispatcher, outputDir) {
    // Nothing of the session runs any more: nothing can plant a link between this and the reporters' writes.
    for (const message of await removeForeignEntries(outputDir))
        dispatcher.dispatch({ type: 'warning', message });
    const changes = snapshot ? await snapshot.compare(outputDir) : null;
    if (changes)
        dispatcher.dispatch({ type: 'workspace_changes', changes });
    const saved = await Promise.all(dispatcher.state.calls.flatMap((row) => (row.persistedPath ? [readSavedOutput(row.toolUseId, row.persistedPath, outputDir)] : [])));
    dispatcher.dispatch({ type: 'saved_outputs', outputs: saved.filter((s) => s !== null) });
    return changes;
}
/**
 * The report phase: every reporter finishes, also one that failed on an event (the PR comment must
 * never stay at "working…"), stage by stage (files written, then uploaded, then published), so a
 * link one stage makes (the artifact's) reaches the stages after it.
 */
async function reportPhase(reporters, report, given, onWarning) {
    let context = given;
    for (const stage of REPORT_STAGES) {
        for (const reporter of reporters.filter((r) => r.stage === stage)) {
            try {
                const links = await reporter.finish?.(report, context);
                if (links)
                    context = { ...context, ...links };
            }
            catch (error) {
                onWarning(`The ${reporter.name} reporter could not finish: ${(0,describe_error/* describeError */.U)(error)}`);
            }
        }
    }
    return context;
}
/**
 * The start of the workspace, for the comparison after the session: recorded beside the first model
 * request when the session has deferred work (it waits for it before its first tool), else now.
 */
async function recordWorkspace(session, options) {
    const record = () => snapshotWorkspace(options.workspace, { exclude: [options.outputDir], env: options.env });
    if (session.deferred)
        return session.deferred.add('recording the workspace', record);
    const taken = await record();
    return () => Promise.resolve(taken);
}
/** Runs a prepared session through its phases: session, after-session, delivery, report. */
async function runPhases(session, options) {
    const dispatcher = new Dispatcher(options.reporters, options.onWarning);
    const snapshot = await recordWorkspace(session, options);
    try {
        if (session.config)
            dispatcher.dispatch({ type: 'run_config', config: session.config });
        if (options.setupWarnings?.length)
            dispatcher.dispatch({ type: 'setup_warnings', messages: options.setupWarnings });
        const result = await sessionPhase(session, dispatcher.dispatch, options.onWarning);
        // A recording that failed has already ended the session before any tool ran; the report still comes.
        const taken = await snapshot().catch((error) => {
            dispatcher.dispatch({ type: 'warning', message: `The workspace could not be recorded, so what changed in it is not reported: ${(0,describe_error/* describeError */.U)(error)}` });
            return null;
        });
        const changes = await afterSession(taken, dispatcher, options.outputDir);
        if (options.deliver && taken && changes) {
            const ended = { result: dispatcher.state.result ?? result, changes, snapshot: taken, state: dispatcher.state };
            await options.deliver(ended, dispatcher.dispatch).catch((error) => dispatcher.dispatch({ type: 'warning', message: `Delivering the change failed: ${(0,describe_error/* describeError */.U)(error)}` }));
        }
        const report = { ...dispatcher.state, result: dispatcher.state.result ?? result };
        const context = await reportPhase(options.reporters, report, options.context, options.onWarning);
        return { report, context };
    }
    finally {
        await (await snapshot().catch(() => null))?.dispose();
    }
}

// EXTERNAL MODULE: ./src/core/redact.ts
var core_redact = __webpack_require__(12258);
// EXTERNAL MODULE: ./src/report/comment-marker.ts
var comment_marker = __webpack_require__(17202);
;// CONCATENATED MODULE: ./src/report/report-redactor.ts


/**
 * What every rendered report string passes, in the action and the CLI alike (so comment.md is
 * what would be posted): secrets redacted, and no untrusted text can pose as Tollgate's marker.
 */
function createReportRedactor(secrets) {
    const redact = (0,core_redact/* createRedactor */.lY)(secrets);
    return (text) => (0,comment_marker/* neutralizeMarkers */.lW)(redact(text));
}

// EXTERNAL MODULE: ./src/report/config-notice.ts
var config_notice = __webpack_require__(25431);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(54285);
;// CONCATENATED MODULE: ./src/report/call-subject.ts



/** Past this many characters a command is shortened in its row; the whole text is in the block below. */
const SUBJECT_MAX_CHARS = 120;
const ARG_MAX_CHARS = 40;
const MCP_ARGS_SHOWN = 3;
/** A path as the reader knows it: relative when inside the workspace, absolute (so it stands out) when not. */
function displayPath(path, workspaceRoot) {
    if (!workspaceRoot || !(0,external_node_path_.isAbsolute)(path))
        return path;
    const rel = (0,paths/* relativeInside */.JA)(path, workspaceRoot);
    if (rel === '')
        return '.';
    return rel === null ? path : rel.split(external_node_path_.sep).join('/');
}
function scalar(value) {
    if (typeof value === 'string')
        return JSON.stringify((0,markdown/* oneLine */.TN)(value, ARG_MAX_CHARS));
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    return null;
}
function shortened(full, language, tool) {
    const text = (0,markdown/* oneLine */.TN)(full, SUBJECT_MAX_CHARS);
    return { tool, text, full: text === full ? null : full, language };
}
function mcpSubject(server, name, input) {
    const args = Object.entries(input)
        .map(([key, value]) => [key, scalar(value)])
        .filter((entry) => entry[1] !== null);
    const shown = args.slice(0, MCP_ARGS_SHOWN).map(([key, value]) => `${key}=${value}`);
    if (args.length > shown.length)
        shown.push('…');
    const json = JSON.stringify(input, null, 2);
    const text = (0,markdown/* oneLine */.TN)(`${server} › ${name}(${shown.join(', ')})`, SUBJECT_MAX_CHARS);
    return { tool: 'MCP', text, full: json === '{}' ? null : json, language: 'json' };
}
/**
 * The call itself, as its tool declared it (the command, the file, the search, the MCP tool and
 * its key arguments), never the model's description of it. A call refused before its tool could
 * say shows its input as the model sent it.
 */
function callSubject(call, workspaceRoot) {
    const { toolName, subject } = call;
    switch (subject?.kind) {
        case 'command':
            return shortened(subject.command, 'sh', toolName);
        case 'file': {
            const from = subject.fromLine ?? null;
            const count = subject.lineCount ?? null;
            const range = from !== null || count !== null ? ` (from line ${from ?? 1}${count !== null ? `, ${count} lines` : ''})` : '';
            return shortened(`${displayPath(subject.path, workspaceRoot)}${range}`, '', toolName);
        }
        case 'search': {
            const where = subject.path !== undefined && displayPath(subject.path, workspaceRoot) !== '.' ? ` in ${displayPath(subject.path, workspaceRoot)}` : '';
            return shortened(`${subject.pattern}${where}${subject.glob !== undefined ? ` (${subject.glob})` : ''}`, '', toolName);
        }
        case 'plan': {
            const done = subject.todos.filter((todo) => todo.status === 'completed').length;
            return { tool: toolName, text: `plan: ${done} of ${subject.todos.length} done`, full: null, language: '' };
        }
        case 'mcp':
            return mcpSubject(subject.server, subject.tool, subject.args);
        case 'place':
            return shortened(`${displayPath(subject.path, workspaceRoot)}:${subject.line}`, '', toolName);
        case 'text':
            return shortened(subject.text, '', toolName);
        case 'input':
        case undefined: {
            const json = JSON.stringify(call.input);
            return json === '{}' ? { tool: toolName, text: '', full: null, language: '' } : shortened(json, 'json', toolName);
        }
    }
}
/** The model's own label for the call (Bash's `description`), shown muted beside the real input. */
function modelDescription(call) {
    const label = call.subject?.label;
    return label !== undefined && label.trim() !== '' ? (0,markdown/* oneLine */.TN)(label, 80) : null;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/report/delivery-section.ts



const START = { headline: '<!-- tollgate:delivery=headline -->', section: '<!-- tollgate:delivery=section -->' };
const END = '<!-- tollgate:delivery-end -->';
function deliveryMarkers() {
    const nonce = (0,external_node_crypto_.randomUUID)();
    const open = (region) => `[tollgate-${nonce}-${region}]`;
    const close = `[tollgate-${nonce}-end]`;
    return {
        wrap: (region, text) => `${open(region)}${text}${close}`,
        restore: (body) => body.split(open('headline')).join(START.headline).split(open('section')).join(START.section).split(close).join(END),
    };
}
/** The real markers, for text that is not redacted afterwards (the apply job's edit). */
const literalMarkers = { wrap: (region, text) => `${START[region]}${(0,comment_marker/* neutralizeMarkers */.lW)(text)}${END}` };
const delivery_section_short = (sha) => sha.slice(0, 7);
/** The headline's word on the change, plain: `committed 1a2b3c4`, `draft PR #13`; null when there was no change. */
function deliveryHeadlineText(outcome) {
    if (!outcome)
        return null;
    switch (outcome.result) {
        case 'committed':
            return outcome.commit ? `committed ${delivery_section_short(outcome.commit.sha)}` : 'committed';
        case 'pull_request':
            return outcome.pullRequest ? `draft PR #${outcome.pullRequest.number}` : 'draft PR';
        case 'artifact':
            return 'change not landed';
        case 'refused':
            return 'landing refused';
        case 'none':
            return null;
    }
}
function headlineMarkdown(outcome) {
    const text = deliveryHeadlineText(outcome);
    if (text === null)
        return null;
    const url = outcome.result === 'committed' ? outcome.commit?.url : outcome.result === 'pull_request' ? outcome.pullRequest?.url : null;
    return url ? `[${text}](${url})` : text;
}
/** The headline's part, linked to the commit or PR, inside its markers; null when there is nothing to say. */
function renderDeliveryHeadline(outcome, markers = literalMarkers) {
    const text = outcome ? headlineMarkdown(outcome) : null;
    return text === null ? null : markers.wrap('headline', text);
}
function commitLine(outcome) {
    const commit = outcome.commit;
    if (!commit)
        return '';
    const verified = commit.verified === null ? '' : commit.verified ? ', verified by GitHub' : ', not verified by GitHub';
    const api = commit.api === 'graphql' ? 'GraphQL `createCommitOnBranch`' : 'the Git Data API (file modes kept)';
    return `commit [${(0,markdown/* inlineCode */.ti)(delivery_section_short(commit.sha))}](${commit.url}) on ${(0,markdown/* inlineCode */.ti)(commit.branch)}${verified}, made through ${api}`;
}
function sectionBody(outcome) {
    const reasons = outcome.reasons.map((reason) => `- ${(0,markdown/* escapeHtml */.ZD)(reason)}`).join('\n');
    const tail = [outcome.howToApply, outcome.permission ? `To let Tollgate land it: ${outcome.permission}` : null].filter(Boolean).join(' ');
    switch (outcome.result) {
        case 'committed':
            return [`**Landed:** ${commitLine(outcome)}.`, reasons].filter(Boolean).join('\n\n');
        case 'pull_request': {
            const pr = outcome.pullRequest;
            const head = pr ? `draft pull request [#${pr.number}](${pr.url}) into ${(0,markdown/* inlineCode */.ti)(pr.base)}` : 'a draft pull request';
            return [`**Landed:** ${head}, ${commitLine(outcome)}. ${(0,markdown/* escapeHtml */.ZD)(outcome.summary)}`, reasons].filter(Boolean).join('\n\n');
        }
        case 'artifact':
            return [`**Not landed:** ${(0,markdown/* escapeHtml */.ZD)(outcome.summary)}`, reasons, tail].filter(Boolean).join('\n\n');
        case 'refused':
            return [`**Landing refused**, nothing was written to GitHub: ${(0,markdown/* escapeHtml */.ZD)(outcome.summary)}`, reasons, tail].filter(Boolean).join('\n\n');
        case 'none':
            return (0,markdown/* escapeHtml */.ZD)(outcome.summary);
    }
}
/** What became of the change, for the files-changed section, inside its markers. */
function renderDeliverySection(outcome, markers = literalMarkers) {
    if (!outcome || outcome.result === 'none')
        return '';
    return markers.wrap('section', `\n${sectionBody(outcome)}\n`);
}
function replaceRegion(body, start, replacement) {
    const at = body.indexOf(start);
    if (at === -1)
        return body;
    const end = body.indexOf(END, at + start.length);
    if (end === -1)
        return body;
    return body.slice(0, at) + replacement + body.slice(end + END.length);
}
/**
 * A posted report with the parts about the change rewritten (the apply job's landing): the same
 * body when it has no such parts.
 */
function replaceDeliveryRegions(body, outcome) {
    const headline = renderDeliveryHeadline(outcome) ?? `${START.headline}${END}`;
    const section = renderDeliverySection(outcome) || `${START.section}\n${END}`;
    return replaceRegion(replaceRegion(body, START.headline, headline), START.section, section);
}

;// CONCATENATED MODULE: ./src/report/headline.ts



const CONCLUSION_ICON = {
    success: '✅',
    budget_exhausted: '💸',
    max_turns: '🔁',
    timeout: '⏱️',
    cancelled: '⏹️',
    refusal: '🙅',
    model_error: '❌',
    error: '❌',
    config_refused: '🛑',
};
const conclusionWords = (conclusion) => conclusion.replace(/_/g, ' ');
const plural = (n, one, many = `${one}s`) => `${(0,markdown/* formatCount */.B4)(n)} ${n === 1 ? one : many}`;
function filesChangedText(changes) {
    if (!changes)
        return null;
    if (!changes.compared)
        return 'files changed: unknown';
    if (changes.files.length === 0)
        return 'no files changed';
    return `${plural(changes.files.length, 'file')} changed`;
}
function sandboxText(sandbox) {
    if (!sandbox)
        return null;
    return sandbox.enabled ? 'sandboxed' : 'not sandboxed';
}
/**
 * The run in one line: outcome, cost against budget, turns, duration, denials, files changed, where
 * the change went, and whether it was sandboxed (said only when the runner knows), and the commit the
 * configuration came from (when it is not the working tree). Plain text; the renderers style it.
 */
function headlineParts(report) {
    const { result } = report;
    const share = result.maxBudgetUsd > 0 ? ` (${Math.round((result.costUsd / result.maxBudgetUsd) * 100)}%)` : '';
    return [
        conclusionWords(result.conclusion),
        `${(0,markdown/* formatUsd */.UK)(result.costUsd)} of ${(0,markdown/* formatUsd */.UK)(result.maxBudgetUsd)}${share}`,
        plural(result.turns, 'turn'),
        (0,markdown/* formatDuration */.a3)(result.durationMs),
        result.denials.length === 0 ? 'nothing denied' : `${(0,markdown/* formatCount */.B4)(result.denials.length)} denied`,
        filesChangedText(report.changes),
        deliveryHeadlineText(report.delivery),
        sandboxText(report.sandbox ?? result.sandbox ?? null),
        (0,config_notice/* configSourceText */.V)(report.config),
    ].filter((part) => part !== null);
}
function plainHeadline(report) {
    return `${CONCLUSION_ICON[report.result.conclusion]} ${headlineParts(report).join(' · ')}`;
}

;// CONCATENATED MODULE: ./src/report/mcp-section.ts

const ROWS = 50;
/** Each MCP server that failed and each tool left out, with the reason; empty when nothing is missing. */
function mcp_section_renderMcpUnavailable(servers) {
    const rows = [];
    for (const server of servers) {
        if (server.status === 'failed') {
            rows.push(`| ${(0,markdown/* tableCell */.xR)(server.name, 60)} | _the whole server_ | ${(0,markdown/* tableCell */.xR)(`failed to start: ${server.error ?? 'unknown error'}`, 240)} |`);
        }
        for (const skipped of server.skippedTools) {
            rows.push(`| ${(0,markdown/* tableCell */.xR)(server.name, 60)} | ${(0,markdown/* tableCell */.xR)(skipped.tool, 80)} | ${(0,markdown/* tableCell */.xR)(skipped.reason, 240)} |`);
        }
    }
    if (rows.length === 0)
        return '';
    const failed = servers.filter((server) => server.status === 'failed').length;
    const tools = servers.reduce((sum, server) => sum + server.skippedTools.length, 0);
    const what = [tools > 0 ? `${tools} tool${tools === 1 ? '' : 's'}` : '', failed > 0 ? `${failed} server${failed === 1 ? '' : 's'}` : '']
        .filter(Boolean)
        .join(' and ');
    const lines = [`#### ⚠️ MCP: ${what} not available`, '', '| Server | Tool | Why |', '|---|---|---|', ...rows.slice(0, ROWS)];
    if (rows.length > ROWS)
        lines.push('', `_${rows.length - ROWS} more in result.json._`);
    return lines.join('\n');
}
/** One console line per failed server and skipped tool, for a terminal or the workflow log. */
function mcpUnavailableLines(servers) {
    const lines = [];
    for (const server of servers) {
        if (server.status === 'failed')
            lines.push(`MCP server ${server.name} failed to start: ${server.error ?? 'unknown error'}; its tools are not available.`);
        for (const skipped of server.skippedTools)
            lines.push(`MCP tool ${skipped.tool} of server ${server.name} is not available: ${skipped.reason}.`);
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/report/output-preview.ts

const FULL_PREVIEW = { lines: 40, chars: 4_000 };
const SMALL_PREVIEW = { lines: 10, chars: 1_000 };
/** Lines as a reader counts them: a trailing newline does not start one more. */
function splitLines(text) {
    const lines = text.split('\n');
    if (lines.length > 1 && lines.at(-1) === '')
        lines.pop();
    return lines;
}
function takeChars(lines, chars, fromEnd) {
    const taken = [];
    let used = 0;
    const ordered = fromEnd ? [...lines].reverse() : lines;
    for (const line of ordered) {
        if (used + line.length + 1 > chars) {
            if (taken.length === 0)
                taken.push(fromEnd ? `…${line.slice(-chars)}` : `${line.slice(0, chars)}…`);
            break;
        }
        taken.push(line);
        used += line.length + 1;
    }
    return fromEnd ? taken.reverse() : taken;
}
/** The head and the tail of `text` within `bounds`, the middle replaced by one line saying how much is left out. */
function previewText(text, bounds = FULL_PREVIEW) {
    const lines = splitLines(text);
    if (lines.length <= bounds.lines && text.length <= bounds.chars)
        return { text: text.replace(/\n$/, ''), cut: false };
    const half = Math.max(1, Math.floor(bounds.lines / 2));
    const head = takeChars(lines.slice(0, half), Math.floor(bounds.chars / 2), false);
    const rest = lines.slice(head.length);
    const tail = takeChars(rest.slice(-half), Math.floor(bounds.chars / 2), true);
    const hidden = lines.length - head.length - tail.length;
    const gap = hidden > 0 ? `… ${(0,markdown/* formatCount */.B4)(hidden)} more line${hidden === 1 ? '' : 's'} …` : '… (lines shortened) …';
    return { text: [...head, gap, ...tail].join('\n'), cut: true };
}
/** A saved output's head and tail (read back from the file) within `bounds`, the middle left to the file. */
function savedPreview(head, tail, bounds = FULL_PREVIEW) {
    if (!tail && splitLines(head).length <= bounds.lines && head.length <= bounds.chars)
        return { text: head, cut: false };
    const half = Math.max(1, Math.floor(bounds.lines / 2));
    const first = takeChars(splitLines(head).slice(0, half), Math.floor(bounds.chars / 2), false);
    const last = tail ? takeChars(splitLines(tail).slice(-half), Math.floor(bounds.chars / 2), true) : [];
    return { text: [...first, '… (the middle is in the file) …', ...last].join('\n'), cut: true };
}
/** Tool text written for the model, made readable: the `<tool_use_error>` wrapper goes. */
function forReader(content) {
    return content
        .replace(/<\/?tool_use_error>/g, '')
        .replace(/^(?:[ \t]*\n)+/, '')
        .trimEnd();
}

;// CONCATENATED MODULE: ./src/report/permit-hint.ts
/**
 * The rule to add; or why no rule can permit it; or, for a protected path, that only a rule
 * naming the path lifts it: "nothing can permit this" would be untrue there.
 */
function permitHint(facts) {
    if (facts.unpermittable && facts.liftingRule)
        return { text: `${facts.unpermittable}, lifted only by a rule that names it: `, rule: facts.liftingRule };
    if (facts.unpermittable)
        return { text: `nothing can permit this: ${facts.unpermittable}`, rule: null };
    if (facts.suggestedRule)
        return { text: 'to permit: ', rule: facts.suggestedRule };
    return null;
}
/** The hint as one plain line (the console). */
function permitLine(facts) {
    const hint = permitHint(facts);
    return hint ? `${hint.text}${hint.rule ?? ''}` : null;
}

;// CONCATENATED MODULE: ./src/report/reporters/console-terminal.ts
const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
/** Where the console reporter writes: whole lines, and on a terminal one spinner line drawn in place. */
function createConsoleTerminal(stream, redact) {
    let spinner;
    let frame = 0;
    let spinnerShown = false;
    const clearSpinner = () => {
        if (spinnerShown)
            stream.write('\r\x1b[2K');
        spinnerShown = false;
    };
    const stopSpinner = () => {
        if (spinner)
            clearInterval(spinner);
        spinner = undefined;
        clearSpinner();
    };
    return {
        // No line the model or a tool wrote can start with `::` (a workflow command in the job log).
        line(text) {
            clearSpinner();
            stream.write(`${redact(text).replace(/^::/gm, ' ::')}\n`);
        },
        startSpinner(text) {
            stopSpinner();
            const draw = () => {
                stream.write(`\r\x1b[2K${SPINNER[frame++ % SPINNER.length]} ${text()}`);
                spinnerShown = true;
            };
            draw();
            spinner = setInterval(draw, 100);
            spinner.unref();
        },
        stopSpinner,
    };
}

;// CONCATENATED MODULE: ./src/report/reporters/console-reporter.ts









const MAX_TEXT_LINES = 12;
/** At most one progress line per call this often (plus the one that reaches the total). */
const PROGRESS_EVERY_MS = 1_000;
const DIM = '\x1b[2m';
const RESET = '\x1b[22m';
/** A command's exit code says more than the first bytes of its output. */
function failureSummary(content) {
    const exit = /Exit code: (\d+)\s*$/.exec(content);
    return exit ? `exit code ${exit[1]}` : (0,markdown/* oneLine */.TN)(forReader(content), 120);
}
function denialOf(event) {
    const d = event.decision;
    if (d.behavior !== 'deny')
        return null;
    return { reason: d.reason, permit: permitLine({ suggestedRule: d.suggestedRule, unpermittable: d.unpermittable ?? null, liftingRule: d.liftingRule ?? null }) };
}
/** How a call ended, in one line (two when its whole output was saved). */
function resultLines(event, what, denial) {
    const took = (0,markdown/* formatDuration */.a3)(event.durationMs);
    const lines = [];
    if (event.status === 'success')
        lines.push(`  ✓ ${what} · ${took}`);
    else if (event.status === 'denied') {
        const reason = (0,markdown/* oneLine */.TN)((denial?.reason ?? forReader(event.content)).split('; ')[0], 140);
        lines.push(`  ⛔ denied: ${what} — ${reason}${denial?.permit ? ` (${denial.permit})` : ''}`);
    }
    else if (event.status === 'cancelled')
        lines.push(`  ◼ cancelled: ${what}`);
    else
        lines.push(`  ✗ failed: ${what} — ${failureSummary(event.content)} · ${took}`);
    if (event.persistedPath)
        lines.push(`    full output: ${event.persistedPath}`);
    return lines;
}
/** The model's text, its first lines boxed; null when it said nothing. */
function assistantText(text) {
    if (!text.trim())
        return null;
    const lines = text.trim().split('\n');
    const shown = lines.slice(0, MAX_TEXT_LINES).map((l) => `  │ ${l}`);
    if (lines.length > MAX_TEXT_LINES)
        shown.push(`  │ … (${lines.length - MAX_TEXT_LINES} more lines)`);
    return shown.join('\n');
}
function todoList(todos) {
    if (todos.length === 0)
        return null;
    return todos.map((t) => `  ${t.status === 'completed' ? '[x]' : t.status === 'in_progress' ? '[~]' : '[ ]'} ${(0,markdown/* oneLine */.TN)(t.content, 200)}`).join('\n');
}
/** Each connected server with its tools (and what was deferred or adjusted); what was left out is a warning. */
function mcpLines(servers, showWarnings) {
    const lines = [];
    for (const server of servers) {
        if (server.status !== 'connected')
            continue;
        const deferred = server.deferredCount > 0 ? `, ${server.deferredCount === server.toolCount ? 'all' : server.deferredCount} deferred behind ToolSearch` : '';
        lines.push(`MCP ${server.name}: ${server.toolCount} tool${server.toolCount === 1 ? '' : 's'}${deferred}`);
        for (const normalized of server.normalizedTools)
            lines.push(`  schema adjusted for the Messages API: ${normalized.tool} — ${normalized.changes.join('; ')}`);
    }
    if (showWarnings)
        for (const message of mcpUnavailableLines(servers))
            lines.push(`warning: ${message}`);
    return lines;
}
/** The headline, then the files changed (or why they are not known). */
function finalLines(report) {
    const { result, changes } = report;
    const lines = [`${plainHeadline(report)}${result.conclusion === 'success' ? '' : ` — ${result.reason}`}`];
    if (changes?.compared && changes.files.length > 0) {
        const shown = changes.files.slice(0, 10).map((f) => `${f.path} (${f.status}${f.added !== null ? `, +${f.added} −${f.removed}` : ''})`);
        lines.push(`  changed: ${shown.join(', ')}${changes.files.length > shown.length ? `, and ${(0,markdown/* formatCount */.B4)(changes.files.length - shown.length)} more` : ''}`);
    }
    else if (changes && !changes.compared)
        lines.push(`  files changed: not known (${changes.reason})`);
    return lines;
}
/** What each call's lines call it: the real command or path, the model's label (dim on a terminal) beside it. */
class CallNames {
    workspaceRoot;
    interactive;
    calls = new Map();
    constructor(workspaceRoot, interactive) {
        this.workspaceRoot = workspaceRoot;
        this.interactive = interactive;
    }
    remember(toolUseId, call) {
        const input = typeof call.input === 'object' && call.input !== null ? call.input : {};
        const source = { ...call, input };
        const subject = callSubject(source, this.workspaceRoot);
        this.calls.set(toolUseId, { subject: `${subject.tool}${subject.text ? ` ${subject.text}` : ''}`, label: modelDescription(source) });
    }
    name(toolUseId, toolName) {
        const call = this.calls.get(toolUseId) ?? { subject: toolName, label: null };
        const named = call.label ? `${call.subject} ${this.interactive ? `${DIM}"${call.label}"${RESET}` : `"${call.label}"`}` : call.subject;
        return (0,markdown/* oneLine */.TN)(named, 160);
    }
}
/** One progress line per call a second at most; the one that reaches the total always. */
class ProgressThrottle {
    shownAt = new Map();
    /** The progress text to show for this event now, or null. */
    due(event) {
        const progress = describeProgress(event.data);
        if (progress === null)
            return null;
        const data = event.data;
        const done = typeof data.total === 'number' && data.progress === data.total;
        const now = Date.now();
        if (!done && now - (this.shownAt.get(event.toolUseId) ?? -Infinity) < PROGRESS_EVERY_MS)
            return null;
        this.shownAt.set(event.toolUseId, now);
        return progress;
    }
}
/**
 * Live progress on a terminal: a line per tool call with the real command or path (the model's
 * label only beside it), its decision and duration, the running cost, and the headline at the end.
 */
function createConsoleReporter(options) {
    const { interactive } = options;
    const showWarnings = options.showWarnings !== false;
    const terminal = createConsoleTerminal(options.stream, options.redact);
    const { line } = terminal;
    const calls = new CallNames(options.workspaceRoot, interactive);
    const denials = new Map();
    const progress = new ProgressThrottle();
    let budget = 0;
    let cost = 0;
    const shown = (text) => {
        if (text !== null)
            line(text);
    };
    return {
        name: 'console',
        stage: 'record',
        stop: terminal.stopSpinner,
        onEvent(event) {
            switch (event.type) {
                case 'session_start':
                    budget = event.maxBudgetUsd;
                    line(`tollgate · session ${event.sessionId} · model ${event.model} · budget ${(0,markdown/* formatUsd */.UK)(event.maxBudgetUsd)} · at most ${event.maxTurns} turns`);
                    // An unsandboxed run was announced by a warning already (why, and how to fix it): one line says it.
                    if (event.sandbox?.enabled)
                        line(`sandbox: ${event.sandbox.summary}`);
                    return;
                case 'model_request':
                    if (interactive)
                        terminal.startSpinner(() => `turn ${event.turn}: the model is thinking… ${(0,markdown/* formatUsd */.UK)(cost)} of ${(0,markdown/* formatUsd */.UK)(budget)}`);
                    else
                        line(`turn ${event.turn}: asking the model (max_tokens ${event.maxTokens})`);
                    return;
                case 'assistant_text':
                    terminal.stopSpinner();
                    return shown(assistantText(event.text));
                case 'tool_requested':
                    terminal.stopSpinner();
                    return calls.remember(event.toolUseId, event);
                case 'tool_call':
                    return calls.remember(event.toolUseId, event);
                case 'permission_decision': {
                    calls.remember(event.toolUseId, event);
                    const denial = denialOf(event);
                    if (denial)
                        denials.set(event.toolUseId, denial);
                    return;
                }
                case 'tool_result':
                    for (const text of resultLines(event, calls.name(event.toolUseId, event.toolName), denials.get(event.toolUseId)))
                        line(text);
                    return;
                case 'tool_progress': {
                    const due = progress.due(event);
                    if (due !== null)
                        line(`  … ${calls.name(event.toolUseId, event.toolName)} · ${due}`);
                    return;
                }
                case 'cost_update':
                    cost = event.costUsd;
                    budget = event.maxBudgetUsd;
                    line(`  cost ${(0,markdown/* formatUsd */.UK)(event.costUsd)} of ${(0,markdown/* formatUsd */.UK)(event.maxBudgetUsd)} (${Math.round((event.costUsd / Math.max(event.maxBudgetUsd, 1e-9)) * 100)}%)`);
                    return;
                case 'warning':
                    if (showWarnings)
                        line(`warning: ${event.message}`);
                    return;
                case 'todos':
                    return shown(todoList(event.todos));
                case 'mcp_servers':
                    for (const text of mcpLines(event.servers, showWarnings))
                        line(text);
                    return;
                case 'run_config': {
                    const source = (0,config_notice/* configSourceText */.V)(event.config);
                    if (source)
                        line(source);
                    return shown((0,config_notice/* configChangeNotice */.n)(event.config));
                }
                case 'session_end':
                    return terminal.stopSpinner();
                default:
                    return;
            }
        },
        async finish(report) {
            terminal.stopSpinner();
            for (const text of finalLines(report))
                line(text);
        },
    };
}

// EXTERNAL MODULE: ./src/core/large-result.ts
var large_result = __webpack_require__(87692);
;// CONCATENATED MODULE: ./src/report/call-row.ts






const STATUS_ICON = {
    running: '⏳',
    success: '✅',
    denied: '🚫',
    error: '❌',
    cancelled: '⏹️',
};
const STATUS_WORD = {
    running: 'running',
    success: 'ran',
    denied: 'denied',
    error: 'failed',
    cancelled: 'cancelled',
};
/** Where every call's whole result is written (when the tool saved none itself), relative to the output folder. */
function outputFileName(toolUseId) {
    return `outputs/${(0,large_result/* safeFileName */.Tx)(toolUseId)}.txt`;
}
/** The file that holds the call's whole output, relative to the output folder; null when it had none. */
function fullOutputFile(row, outputDir) {
    if (row.saved)
        return row.saved.file;
    if (row.persistedPath) {
        const rel = outputDir ? (0,external_node_path_.relative)(outputDir, row.persistedPath) : row.persistedPath.split(/[\\/]/).slice(-2).join(external_node_path_.sep);
        return rel.split(external_node_path_.sep).join('/');
    }
    if (row.content !== undefined && row.status !== 'denied' && forReader(row.content) !== '')
        return outputFileName(row.toolUseId);
    return null;
}
/** A file of the output folder: a relative link beside comment.md locally, the artifact in CI. */
function fileLink(file, context) {
    if (context.artifactUrl)
        return `${(0,markdown/* inlineCode */.ti)(file)} in [the artifact](${context.artifactUrl})`;
    return `[${file}](${encodeURI(file)})`;
}
const exitCode = (content) => /Exit code: (\d+)\s*$/.exec(content)?.[1] ?? null;
function deniedText(facts) {
    const hint = permitHint(facts);
    if (!hint)
        return 'denied';
    return `denied, ${(0,markdown/* escapeHtml */.ZD)(hint.text)}${hint.rule ? `<code>${(0,markdown/* escapeHtml */.ZD)(hint.rule)}</code>` : ''}`;
}
/**
 * The row itself, as HTML for a <summary> or a list item: decision, tool, the real input, the
 * model's label muted, then how it ended (duration, the rule that would permit a denial).
 */
function call_row_rowSummary(row, context) {
    const subject = callSubject(row, context.workspaceRoot);
    const label = modelDescription(row);
    const lifted = row.decision?.liftedProtection ? '🔓 ' : '';
    const parts = [
        `${STATUS_ICON[row.status]} ${lifted}<b>${(0,markdown/* escapeHtml */.ZD)(subject.tool)}</b>${subject.text ? ` <code>${(0,markdown/* escapeHtml */.ZD)(subject.text)}</code>` : ''}${label ? ` <sub>${(0,markdown/* untrustedHtml */.uG)(label)}</sub>` : ''}`,
    ];
    if (row.status === 'denied') {
        parts.push(row.decision ? deniedText(row.decision) : 'denied');
    }
    else if (row.status === 'error') {
        const code = row.content ? exitCode(row.content) : null;
        parts.push(code ? `failed (exit code ${code})` : 'failed');
    }
    else if (row.status !== 'success') {
        parts.push(STATUS_WORD[row.status]);
    }
    if (row.decision?.liftedProtection)
        parts.push(`protected path ${(0,markdown/* escapeHtml */.ZD)(row.decision.liftedProtection)} lifted by a rule`);
    if (row.destructive)
        parts.push('⚠️ destructive');
    if (row.durationMs !== undefined && row.status !== 'denied')
        parts.push((0,markdown/* formatDuration */.a3)(row.durationMs));
    return parts.join(' · ');
}
function checklist(todos) {
    return todos
        .map((todo) => {
        const box = todo.status === 'completed' ? '[x]' : '[ ]';
        const text = (0,markdown/* oneLine */.TN)(todo.status === 'in_progress' ? todo.activeForm || todo.content : todo.content, 200);
        return `- ${box} ${todo.status === 'in_progress' ? `**${text}**` : text}`;
    })
        .join('\n');
}
/** What the model got, minus the lines that tell it where the saved output is. */
function resultText(row) {
    const text = forReader(row.content ?? '');
    return row.persistedPath ? text.split('\n').filter((line) => !line.includes(row.persistedPath)).join('\n').trimEnd() : text;
}
function outputPreview(row, context, bounds) {
    const todos = row.subject?.kind === 'plan' ? row.subject.todos : null;
    if (todos)
        return todos.length > 0 ? checklist(todos) : '_The plan was emptied._';
    const saved = row.saved;
    const text = saved ? saved.head : resultText(row);
    if (text === '' && !saved?.tail)
        return row.status === 'running' ? '' : '_No output._';
    const preview = saved ? savedPreview(saved.head, saved.tail, bounds) : previewText(text, bounds);
    const file = fullOutputFile(row, context.outputDir);
    const shown = (0,markdown/* codeBlock */.DV)(preview.text, /^@@ -\d/m.test(preview.text) ? 'diff' : '');
    if (!preview.cut)
        return shown;
    const size = saved ? `${(0,markdown/* formatCount */.B4)(saved.bytes)} bytes` : `${(0,markdown/* formatCount */.B4)(splitLines(text).length)} lines`;
    const where = file ? `the whole output${size ? ` (${size})` : ''}: ${fileLink(file, context)}` : 'the whole output is in the transcript';
    return `${shown}\n\n<sub>Head and tail shown; ${where}</sub>`;
}
function denialText(row) {
    const decision = row.decision;
    const reason = decision?.reason ?? forReader(row.content ?? '');
    const lines = [`**Denied:** ${(0,markdown/* oneLine */.TN)(reason, 600)}`];
    if (decision?.unpermittable && decision.liftingRule) {
        lines.push(`Refused whatever the mode or a broad rule allows: ${decision.unpermittable}. Only an allow rule that names the path lifts it, such as ${(0,markdown/* inlineCode */.ti)(decision.liftingRule)}.`);
    }
    else if (decision?.unpermittable)
        lines.push(`Nothing can permit this: ${decision.unpermittable}.`);
    else if (decision?.suggestedRule)
        lines.push(`To permit it, add ${(0,markdown/* inlineCode */.ti)(decision.suggestedRule)} to the policy's \`permissions.allow\`.`);
    return lines.join('\n\n');
}
function destructiveText(row) {
    if (row.subject?.kind === 'mcp') {
        return '⚠️ **Destructive:** the MCP server does not annotate this tool as non-destructive (`destructiveHint: false`), so its changes count as ones that may not be undone.';
    }
    return `⚠️ **Destructive:** ${(0,markdown/* escapeHtml */.ZD)(row.toolName)} counts this call as one that may destroy work git cannot give back (a forced push, a hard reset, a recursive delete).`;
}
/** What opens under the row: the whole command when it was shortened, why it was denied, a bounded preview. */
function rowBody(row, context, bounds = FULL_PREVIEW) {
    const subject = callSubject(row, context.workspaceRoot);
    const parts = [];
    if (subject.full !== null)
        parts.push((0,markdown/* codeBlock */.DV)(subject.full, subject.language));
    if (row.decision?.liftedProtection) {
        parts.push(`🔓 The protected path ${(0,markdown/* inlineCode */.ti)(row.decision.liftedProtection)} was open to this call because ${row.decision.rule ? (0,markdown/* inlineCode */.ti)(row.decision.rule) : 'a rule'} names it.`);
    }
    if (row.destructive)
        parts.push(destructiveText(row));
    if (row.status === 'denied')
        parts.push(denialText(row));
    else if (bounds.lines > 0)
        parts.push(outputPreview(row, context, bounds));
    return parts.filter(Boolean).join('\n\n');
}
/** A connection the sandbox refused, or another denial with no call row of its own. */
function denialRow(denial, context) {
    const subject = callSubject(denial, context.workspaceRoot);
    const what = denial.kind === 'network' ? 'network' : subject.tool;
    const facts = { suggestedRule: denial.suggestedRule, unpermittable: denial.unpermittable ?? null, liftingRule: denial.liftingRule ?? null };
    const summary = [`🚫 <b>${(0,markdown/* escapeHtml */.ZD)(what)}</b>${subject.text ? ` <code>${(0,markdown/* escapeHtml */.ZD)(subject.text)}</code>` : ''}`, deniedText(facts)].join(' · ');
    const body = [`**Denied:** ${(0,markdown/* oneLine */.TN)(denial.reason, 600)}`];
    if (denial.suggestedRule && !denial.unpermittable)
        body.push(`To permit it, add ${(0,markdown/* inlineCode */.ti)(denial.suggestedRule)} to the policy.`);
    return `<details><summary>${summary}</summary>\n\n${body.join('\n\n')}\n\n</details>`;
}

;// CONCATENATED MODULE: ./src/report/live-body.ts




const REQUEST_PREVIEW_CHARS = 500;
const LIVE_ROWS = 150;
/** The title (and the headline under it), the request quoted, and a line saying who asked and where the run is. */
function renderHeader(title, state, context, headline) {
    const request = (0,markdown/* cut */.Jj)(context.request.trim(), REQUEST_PREVIEW_CHARS);
    const quoted = request
        ? request
            .split('\n')
            .map((line) => `> ${line}`)
            .join('\n') + (context.request.trim().length > request.length ? '…' : '')
        : '> (no request text)';
    const meta = [
        context.requester ? `requested by @${context.requester}` : null,
        context.runUrl ? `[workflow run](${context.runUrl})` : null,
        state.model ? `model ${(0,markdown/* inlineCode */.ti)(state.model)}` : null,
    ].filter((part) => part !== null);
    return [`### ${title}`, '', ...(headline ? [headline, ''] : []), quoted, '', meta.length ? `<sub>${meta.join(' · ')}</sub>` : ''].join('\n').trimEnd();
}
/** The agent's plan as a checklist (TodoWrite's items, never the text it sends the model). */
function renderTodos(todos) {
    if (todos.length === 0)
        return '';
    const lines = todos.map((todo) => {
        const box = todo.status === 'completed' ? '[x]' : '[ ]';
        const text = todo.status === 'in_progress' ? `**${(0,markdown/* oneLine */.TN)(todo.activeForm || todo.content, 200)}**` : (0,markdown/* oneLine */.TN)(todo.content, 200);
        return `- ${box} ${text}`;
    });
    return ['**Plan**', '', ...lines].join('\n');
}
/** The progress comment while the session runs: header, plan, a line per tool call so far. */
function renderLiveBody(state, context, limit = GITHUB_COMMENT_LIMIT) {
    const progress = [
        state.turn > 0 ? `turn ${state.turn}${state.maxTurns ? ` of ${state.maxTurns}` : ''}` : 'starting',
        state.maxBudgetUsd > 0 ? `${formatUsd(state.costUsd)} of ${formatUsd(state.maxBudgetUsd)}` : formatUsd(state.costUsd),
        state.sandbox ? (state.sandbox.enabled ? 'sandboxed' : 'not sandboxed') : null,
        configSourceText(state.config),
    ]
        .filter(Boolean)
        .join(' · ');
    const hidden = Math.max(0, state.calls.length - LIVE_ROWS);
    const rows = state.calls.slice(hidden).map((row) => `- ${rowSummary(row, context)}${row.status === 'running' && row.progress ? ` · ${row.progress}` : ''}`);
    if (hidden > 0)
        rows.unshift(`- _${formatCount(hidden)} earlier calls not shown_`);
    const notice = state.config ? configChangeNotice(state.config) : null;
    const body = [
        notice ? `⚠️ **${notice}**` : '',
        state.sandbox && !state.sandbox.enabled ? `⚠️ **This run is not sandboxed:** ${state.sandbox.summary}` : '',
        renderHeader('⏳ Tollgate is working…', state, context),
        `_${progress}_`,
        renderMcpUnavailable(state.mcpServers),
        renderTodos(state.todos),
        rows.join('\n'),
    ]
        .filter(Boolean)
        .join('\n\n');
    return cut(context.redact(body), limit);
}

;// CONCATENATED MODULE: ./src/report/final-body.ts








const ANSWER_MAX_CHARS = 20_000;
const FILE_ROWS = 50;
const WARNING_ROWS = 50;
/** Room kept for the closing note when the body must be cut. */
const SAFETY_CHARS = 400;
/** report.md: every result whole (the largest were saved to files, which it links). */
const WHOLE = { lines: Number.POSITIVE_INFINITY, chars: Number.POSITIVE_INFINITY };
/** The headline in Markdown: the outcome bold, the change's part linked to the commit or PR (between markers the apply job rewrites). */
function renderHeadline(report, markers) {
    const delivery = deliveryHeadlineText(report.delivery);
    const [outcome, ...rest] = headlineParts(report).map((part) => (delivery !== null && part === delivery ? (renderDeliveryHeadline(report.delivery, markers) ?? part) : part));
    return [`**${outcome}**`, ...rest].join(' · ');
}
/** First of all: a change the working tree makes to the run's configuration, and that the run used the trusted version, or refused. */
function configLine(report) {
    const notice = report.config ? (0,config_notice/* configChangeNotice */.n)(report.config) : null;
    if (!notice)
        return '';
    return report.config?.refused ? `🛑 **${notice}**` : `⚠️ **${notice}**`;
}
function notSandboxedLine(report) {
    const sandbox = report.sandbox ?? report.result.sandbox ?? null;
    return sandbox && !sandbox.enabled ? `⚠️ **This run was not sandboxed:** ${sandbox.summary}` : '';
}
function renderAnswer(report, limited) {
    const { result } = report;
    const text = result.finalText || report.lastText;
    const shown = text && text.length > ANSWER_MAX_CHARS && limited ? `${(0,markdown/* cut */.Jj)(text, ANSWER_MAX_CHARS)}\n\n_…cut here; the whole text is in the transcript._` : text;
    if (result.conclusion === 'success')
        return shown || (result.structuredOutput ? '_The answer is the structured output below._' : '_The model gave no final answer._');
    // The first line says why nothing ran.
    if (result.conclusion === 'config_refused')
        return '';
    const why = `**Stopped: ${conclusionWords(result.conclusion)}.** ${result.reason}`;
    if (!shown)
        return `${why}\n\n_The model wrote nothing before the session stopped._`;
    const quoted = shown
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    return `${why}\n\n**Where it stopped** (the model's last message, not a finished answer):\n\n${quoted}`;
}
/** The answer a workflow asked for as JSON (`output_schema`): what a later step reads from `structured_output`. */
function renderStructuredOutput(report, limited) {
    const value = report.result.structuredOutput;
    if (value === undefined || value === null)
        return '';
    const json = JSON.stringify(value, null, 2);
    const shown = limited && json.length > ANSWER_MAX_CHARS ? `${(0,markdown/* cut */.Jj)(json, ANSWER_MAX_CHARS)}\n…` : json;
    return `#### Structured output\n\n${(0,markdown/* codeBlock */.DV)(shown, 'json')}`;
}
function lineCounts(added, removed) {
    if (added === null || removed === null)
        return 'binary';
    return `+${(0,markdown/* formatCount */.B4)(added)} −${(0,markdown/* formatCount */.B4)(removed)}`;
}
/** The files the session changed, with line counts and the diff's link, then what became of the change (the commit or PR linked). */
function renderFilesChanged(changes, context, delivery = null, markers) {
    const landed = renderDeliverySection(delivery, markers);
    const listed = listFilesChanged(changes, context);
    return [listed, landed].filter(Boolean).join('\n\n');
}
function listFilesChanged(changes, context) {
    if (!changes)
        return '';
    if (!changes.compared)
        return `#### Files changed\n\n_Not known: ${changes.reason}_`;
    if (changes.files.length === 0)
        return '#### Files changed\n\n_None: the workspace is as it was when the session started._';
    const shown = changes.files.slice(0, FILE_ROWS);
    const lines = shown.map((file) => `- ${(0,markdown/* inlineCode */.ti)(file.path)} ${file.status} · ${lineCounts(file.added, file.removed)}`);
    if (changes.files.length > shown.length)
        lines.push(`- _…and ${(0,markdown/* formatCount */.B4)(changes.files.length - shown.length)} more, all in the diff._`);
    const ignored = changes.method === 'git' ? ' Files git ignores are not compared.' : '';
    const diff = changes.diffFile ? `The whole diff: ${fileLink(changes.diffFile, context)}.${ignored}` : ignored.trim();
    return [`#### Files changed (${(0,markdown/* formatCount */.B4)(changes.files.length)})`, lines.join('\n'), diff ? `<sub>${diff}</sub>` : ''].filter(Boolean).join('\n\n');
}
function usageCells(usage) {
    return [usage.inputTokens, usage.outputTokens, usage.cacheReadInputTokens, usage.cacheCreationInputTokens].map(markdown/* formatCount */.B4).join(' | ');
}
function renderUsage(result) {
    const models = Object.entries(result.modelUsage);
    const rows = models.length > 0 ? models.map(([model, m]) => `| ${(0,markdown/* inlineCode */.ti)(model)} | ${usageCells(m.usage)} | ${(0,markdown/* formatUsd */.UK)(m.costUsd)} |`) : [];
    if (models.length !== 1)
        rows.push(`| all models | ${usageCells(result.usage)} | ${(0,markdown/* formatUsd */.UK)(result.costUsd)} |`);
    return [
        `<details><summary>Cost and tokens: ${(0,markdown/* escapeHtml */.ZD)((0,markdown/* formatUsd */.UK)(result.costUsd))} of ${(0,markdown/* escapeHtml */.ZD)((0,markdown/* formatUsd */.UK)(result.maxBudgetUsd))}</summary>`,
        '',
        '| Model | Input | Output | Cache read | Cache write | Cost |',
        '|---|--:|--:|--:|--:|--:|',
        ...rows,
        '',
        '</details>',
    ].join('\n');
}
/** Warnings and what was left out (MCP servers or tools skipped, a retried call): collapsed, one line each. */
function renderWarnings(warnings) {
    if (warnings.length === 0)
        return '';
    const shown = warnings.slice(0, WARNING_ROWS).map((w) => `- ${(0,markdown/* escapeHtml */.ZD)(w.replace(/\s+/g, ' ').trim())}`);
    if (warnings.length > shown.length)
        shown.push(`- …and ${(0,markdown/* formatCount */.B4)(warnings.length - shown.length)} more in result.json.`);
    return [`<details><summary>⚠️ Warnings (${(0,markdown/* formatCount */.B4)(warnings.length)})</summary>`, '', ...shown, '', '</details>'].join('\n');
}
function renderLinks(context) {
    return [context.artifactUrl ? `📦 [Transcript and full outputs](${context.artifactUrl})` : null, context.artifactNote ? `📁 ${context.artifactNote}` : null]
        .filter((part) => part !== null)
        .join('\n\n');
}
function renderCall(row, context, level, whole) {
    if (level === 'omitted')
        return '';
    const bounds = whole ? WHOLE : level === 'full' ? FULL_PREVIEW : level === 'small' ? SMALL_PREVIEW : { lines: 0, chars: 0 };
    const body = rowBody(row, context, bounds) || (level === 'bare' ? '_Output left out to fit the comment; see report.md in the artifact._' : '');
    return `<details><summary>${call_row_rowSummary(row, context)}</summary>\n\n${body}\n\n</details>`;
}
/** Which rows give up room first: successful calls, oldest first; denials last. */
function giveUpOrder(calls) {
    const rank = (row) => (row.status === 'denied' ? 3 : row.status === 'error' ? 2 : 1);
    return [...calls.keys()].sort((a, b) => rank(calls[a]) - rank(calls[b]) || a - b);
}
/**
 * One list of every call, in order, with the denials no call row covers (refused connections)
 * after the call they belong to; previews shrink, then go, oldest successful calls first, to fit `budget`.
 */
function renderCalls(report, context, budget, whole) {
    const { calls } = report;
    const callIds = new Set(calls.filter((row) => row.status === 'denied').map((row) => row.toolUseId));
    const extra = report.result.denials.filter((d) => d.kind === 'network' || !callIds.has(d.toolUseId));
    if (calls.length === 0 && extra.length === 0)
        return '';
    const heading = `#### Tool calls (${(0,markdown/* formatCount */.B4)(calls.length)})`;
    const levels = calls.map(() => 'full');
    const cache = new Map();
    const piece = (i) => {
        const key = `${i}:${levels[i]}`;
        if (!cache.has(key))
            cache.set(key, renderCall(calls[i], context, levels[i], whole));
        return cache.get(key);
    };
    const extrasFor = (id) => extra.filter((d) => (id === null ? !calls.some((row) => row.toolUseId === d.toolUseId) : d.toolUseId === id)).map((d) => denialRow(d, context));
    const assemble = () => {
        const omitted = levels.filter((level) => level === 'omitted').length;
        const parts = [heading];
        if (omitted > 0)
            parts.push(`_${(0,markdown/* formatCount */.B4)(omitted)} call${omitted === 1 ? '' : 's'} left out to fit the comment; every call is in report.md and result.json._`);
        calls.forEach((row, i) => {
            const text = piece(i);
            if (text)
                parts.push(text);
            parts.push(...extrasFor(row.toolUseId));
        });
        parts.push(...extrasFor(null));
        return parts.join('\n\n');
    };
    let body = assemble();
    for (const next of ['small', 'bare', 'omitted']) {
        for (const i of giveUpOrder(calls)) {
            if (body.length <= budget)
                return body;
            if (levels[i] === 'omitted')
                continue;
            levels[i] = next;
            body = assemble();
        }
    }
    return body;
}
/**
 * The final report: the headline, the answer (or where it stopped), the files changed, one row per
 * call with a bounded preview, cost and tokens, warnings; never longer than `limit` characters.
 */
function renderFinalBody(report, context, options = {}) {
    const limit = options.limit ?? markdown/* GITHUB_COMMENT_LIMIT */._4;
    const limited = Number.isFinite(limit);
    const { redact } = context;
    const { result } = report;
    const title = `${CONCLUSION_ICON[result.conclusion]} Tollgate finished: ${conclusionWords(result.conclusion)}`;
    const markers = deliveryMarkers();
    const top = [configLine(report), notSandboxedLine(report), renderHeader(title, report, context, renderHeadline(report, markers)), renderAnswer(report, limited), renderStructuredOutput(report, limited), renderTodos(report.todos), renderFilesChanged(report.changes, context, report.delivery, markers), mcp_section_renderMcpUnavailable(report.mcpServers)];
    const bottom = [renderUsage(result), renderWarnings(report.warnings), renderLinks(context)];
    const fixedLength = redact([...top, ...bottom].filter(Boolean).join('\n\n')).length;
    const budget = limited ? limit - fixedLength - SAFETY_CHARS : Number.POSITIVE_INFINITY;
    const calls = renderCalls(report, context, budget, options.wholeResults === true);
    const body = markers.restore(redact([...top, calls, ...bottom].filter(Boolean).join('\n\n')));
    if (body.length <= limit)
        return body;
    const closing = `\n\n_The report was cut at ${(0,markdown/* formatCount */.B4)(limit)} characters; the whole report is report.md in the artifact._`;
    return (0,markdown/* cut */.Jj)(body, limit - closing.length) + closing;
}

;// CONCATENATED MODULE: ./src/report/documents.ts



/**
 * The three documents differ only where they must:
 * - the PR comment: the hidden marker line first (a rerun finds and edits the same comment), then
 *   the body within GitHub's 65,536 characters, previews shrinking to fit;
 * - the job summary: the same body without the marker (nothing looks for it there), within 250,000;
 * - report.md: the same body without the marker, never cut, every result whole.
 */
const JOB_SUMMARY_LIMIT = 250_000;
/** Characters the body may use once the marker line is added. */
function commentBodyLimit(runId) {
    return markdown/* GITHUB_COMMENT_LIMIT */._4 - (0,comment_marker/* commentMarker */.Ql)(runId).length - 1;
}
/** A comment body with the marker line: exactly what is posted. */
function withCommentMarker(runId, body) {
    return `${(0,comment_marker/* commentMarker */.Ql)(runId)}\n${body}`;
}
/** The final PR comment, byte for byte as posted (marker included). */
function renderComment(report, context, runId) {
    return withCommentMarker(runId, renderFinalBody(report, context, { limit: commentBodyLimit(runId) }));
}
function renderJobSummary(report, context) {
    return renderFinalBody(report, context, { limit: JOB_SUMMARY_LIMIT });
}
/** `report.md` in the artifact: the whole report, nothing truncated. */
function renderReportMarkdown(report, context) {
    return renderFinalBody(report, context, { limit: Infinity, wholeResults: true });
}

;// CONCATENATED MODULE: ./src/report/reporters/report-markdown-reporter.ts





/**
 * `report.md` in the output folder (the artifact in CI), and `outputs/<id>.txt` with the whole
 * result of every call whose tool saved no file of its own, so every preview links to all of it.
 */
function createReportMarkdownReporter(options) {
    return {
        name: 'report.md',
        stage: 'record',
        async finish(report, context) {
            const { outputDir } = options;
            for (const row of report.calls) {
                if (fullOutputFile(row, outputDir) !== outputFileName(row.toolUseId))
                    continue;
                const file = (0,external_node_path_.join)(outputDir, outputFileName(row.toolUseId));
                await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
                await (0,promises_.writeFile)(file, `${context.redact(forReader(row.content ?? ''))}\n`, 'utf8');
            }
            await (0,promises_.writeFile)((0,external_node_path_.join)(outputDir, 'report.md'), renderReportMarkdown(report, { ...context, outputDir }), 'utf8');
        },
    };
}

;// CONCATENATED MODULE: ./src/report/result-json.ts


/** Bumped when a key changes meaning or goes; new keys keep the version. Schema: docs/result.schema.json. */
const RESULT_JSON_VERSION = 2;
function usageJson(usage) {
    return {
        input_tokens: usage.inputTokens,
        output_tokens: usage.outputTokens,
        cache_creation_input_tokens: usage.cacheCreationInputTokens,
        cache_read_input_tokens: usage.cacheReadInputTokens,
    };
}
function deniedCallJson(denial) {
    return {
        kind: denial.kind ?? 'permission',
        tool_use_id: denial.toolUseId,
        tool: denial.toolName,
        input: denial.input,
        reason: denial.reason,
        rule: denial.rule,
        suggested_rule: denial.suggestedRule,
        unpermittable: denial.unpermittable ?? null,
        lifting_rule: denial.liftingRule ?? null,
    };
}
function deliveryJson(outcome) {
    if (!outcome)
        return null;
    return {
        result: outcome.result,
        summary: outcome.summary,
        commit_sha: outcome.commit?.sha ?? null,
        commit_url: outcome.commit?.url ?? null,
        branch: outcome.commit?.branch ?? null,
        verified: outcome.commit?.verified ?? null,
        api: outcome.commit?.api ?? null,
        pull_request_url: outcome.pullRequest?.url ?? null,
        pull_request_number: outcome.pullRequest?.number ?? null,
        reasons: outcome.reasons,
        how_to_apply: outcome.howToApply,
        permission: outcome.permission,
        bundle: outcome.bundleFile,
    };
}
/** The document scripts read: snake_case like the action's outputs; every string redacted. */
function resultDocument(report, context, extras = {}) {
    const { result, changes } = report;
    return {
        version: RESULT_JSON_VERSION,
        session_id: result.sessionId,
        conclusion: result.conclusion,
        reason: result.reason,
        cost_usd: result.costUsd,
        max_budget_usd: result.maxBudgetUsd,
        turns: result.turns,
        duration_ms: result.durationMs,
        denials: result.denials.length,
        denied_calls: result.denials.map(deniedCallJson),
        tool_calls: report.calls.map((row) => ({
            tool_use_id: row.toolUseId,
            tool: row.toolName,
            turn: row.turn,
            input: row.input,
            description: modelDescription(row),
            decision: row.decision?.behavior ?? null,
            rule: row.decision?.rule ?? null,
            suggested_rule: row.decision?.suggestedRule ?? null,
            unpermittable: row.decision?.unpermittable ?? null,
            lifting_rule: row.decision?.liftingRule ?? null,
            lifted_protection: row.decision?.liftedProtection ?? null,
            destructive: row.destructive === true,
            status: row.status,
            failed_step: row.failedStep ?? null,
            duration_ms: row.durationMs ?? null,
            saved_output: fullOutputFile(row, context.outputDir),
        })),
        files_changed: changes?.compared === true
            ? changes.files.map((file) => ({ path: file.path, status: file.status, added: file.added, removed: file.removed }))
            : [],
        changes_diff: changes?.compared === true ? changes.diffFile : null,
        files_not_compared: changes === null ? 'the workspace was not compared' : changes.compared ? null : changes.reason,
        delivery: deliveryJson(report.delivery),
        usage: usageJson(result.usage),
        model_usage: Object.fromEntries(Object.entries(result.modelUsage).map(([model, m]) => [model, { usage: usageJson(m.usage), cost_usd: m.costUsd }])),
        sandbox: report.sandbox ?? result.sandbox ?? null,
        config: report.config
            ? {
                source: report.config.source,
                commit: report.config.commit,
                changes: report.config.changes.map((change) => ({ path: change.path, role: change.role, change: change.change })),
            }
            : null,
        mcp_servers: (report.mcpServers.length > 0 ? report.mcpServers : (result.mcpServers ?? [])).map((server) => ({
            name: server.name,
            status: server.status,
            error: server.error ?? null,
            tool_count: server.toolCount,
            deferred_count: server.deferredCount,
            skipped_tools: server.skippedTools.map((skipped) => ({ tool: skipped.tool, reason: skipped.reason })),
            normalized_tools: server.normalizedTools.map((normalized) => ({ tool: normalized.tool, changes: [...normalized.changes] })),
        })),
        warnings: report.warnings,
        final_text: result.finalText,
        structured_output: result.structuredOutput ?? null,
        comment_id: extras.commentId ?? null,
        artifact_id: extras.artifactId ?? null,
        artifact_url: context.artifactUrl ?? null,
        transcript: extras.transcriptPath ?? null,
    };
}
function buildResultJson(report, context, extras = {}) {
    return `${context.redact(JSON.stringify(resultDocument(report, context, extras), null, 2))}\n`;
}

;// CONCATENATED MODULE: ./src/report/reporters/result-json-reporter.ts



/** `result.json` in the output folder: the run for scripts (schema: docs/result.schema.json). */
function createResultJsonReporter(options) {
    return {
        name: 'result.json',
        stage: 'record',
        async finish(report, context) {
            const json = buildResultJson(report, { ...context, outputDir: options.outputDir }, { transcriptPath: options.transcriptPath ?? null });
            await (0,promises_.writeFile)((0,external_node_path_.join)(options.outputDir, 'result.json'), json, 'utf8');
        },
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/model/cassette-format.ts
var cassette_format = __webpack_require__(87429);
;// CONCATENATED MODULE: ./src/report/reporters/transcript-reporter.ts




/** An event's lines in the transcript: model traffic in the cassette format, a tool result also as its output. */
function transcriptLines(event) {
    switch (event.type) {
        case 'model_exchange':
            return [(0,cassette_format/* exchangeLine */.g0)(event.seq, event.request, event.reply)];
        case 'token_count':
            return [(0,cassette_format/* countTokensLine */.qM)(event.seq, event.request, event.inputTokens)];
        case 'model_error':
            return [JSON.stringify({ type: 'model_error', turn: event.turn, attempt: event.attempt, error: event.error })];
        case 'tool_result':
            return [
                JSON.stringify({ type: 'event', event }),
                JSON.stringify({
                    type: 'tool_output',
                    turn: event.turn,
                    toolUseId: event.toolUseId,
                    toolName: event.toolName,
                    status: event.status,
                    ...(event.persistedPath ? { persistedPath: event.persistedPath } : { content: event.content }),
                }),
            ];
        default:
            return [JSON.stringify({ type: 'event', event })];
    }
}
/** The file, written line by line, synchronously and redacted; the first failure is reported and ends the writing. */
function transcriptFile(options) {
    let fd = null;
    let failed = false;
    const close = () => {
        if (fd === null)
            return;
        try {
            (0,external_node_fs_.closeSync)(fd);
        }
        catch {
            // Already closed or the disk went away: nothing more to write either way.
        }
        fd = null;
    };
    const fail = (error) => {
        if (failed)
            return;
        failed = true;
        close();
        options.onError(`The transcript could not be written to ${options.path}: ${(0,describe_error/* describeError */.U)(error)}`);
    };
    const append = (line) => {
        if (fd === null)
            return;
        try {
            (0,external_node_fs_.writeSync)(fd, `${options.redact(line)}\n`);
        }
        catch (error) {
            fail(error);
        }
    };
    return {
        get failed() {
            return failed;
        },
        get opened() {
            return fd !== null;
        },
        /** Creates the file and writes its header. */
        open(createdAt, sessionId, model) {
            try {
                (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(options.path), { recursive: true });
                fd = (0,external_node_fs_.openSync)(options.path, 'w');
            }
            catch (error) {
                fail(error);
                return;
            }
            append((0,cassette_format/* headerLine */.iH)('transcript', createdAt, { sessionId, model, workspaceRoot: options.workspaceRoot, outputDir: options.outputDir }));
        },
        append,
        close,
    };
}
/**
 * `transcript.jsonl`: a header, then every event, every request/reply exchange and token count in
 * the cassette format (so `--replay transcript.jsonl` and `tollgate replay` work), every model
 * error and tool output, one JSON object a line, secrets redacted, ending with `session_end`.
 * Opened once; writes are synchronous, so a crash loses nothing already seen.
 */
function createTranscriptReporter(options) {
    const file = transcriptFile(options);
    const early = [];
    const record = (event) => {
        for (const line of transcriptLines(event))
            file.append(line);
    };
    return {
        name: 'transcript',
        stage: 'record',
        onEvent(event) {
            if (file.failed)
                return;
            if (!file.opened) {
                if (event.type === 'session_start')
                    file.open(event.startedAt, event.sessionId, event.model);
                // A session that failed before it started still leaves a transcript of why.
                else if (event.type === 'session_end')
                    file.open(new Date().toISOString(), event.result.sessionId, 'unknown');
                else {
                    early.push(event);
                    return;
                }
                for (const before of early.splice(0))
                    record(before);
            }
            record(event);
            // The session's record ends with it; what the runner learns afterwards is in result.json.
            if (event.type === 'session_end')
                file.close();
        },
        async finish() {
            file.close();
        },
    };
}

;// CONCATENATED MODULE: ./src/app/session-reporters.ts






/** The reporters every entry has: what the action and the CLI write alike, to the output folder and the console. */
function sessionReporters(options) {
    const { workspace, outputDir, transcriptPath, secrets } = options;
    const console = createConsoleReporter({ ...options.console, redact: createReportRedactor(secrets), workspaceRoot: workspace });
    return {
        console,
        reporters: [
            createTranscriptReporter({ path: transcriptPath, redact: (0,core_redact/* createRedactor */.lY)(secrets), workspaceRoot: workspace, outputDir, onError: options.onError }),
            console,
            createResultJsonReporter({ outputDir, transcriptPath }),
            createReportMarkdownReporter({ outputDir }),
        ],
    };
}

// EXTERNAL MODULE: ./src/model/provider.ts
var provider = __webpack_require__(94676);
;// CONCATENATED MODULE: ./src/cli/dry-run-reporter.ts




function dryRunPaths(outputDir) {
    return {
        comment: (0,external_node_path_.join)(outputDir, 'comment.md'),
        summary: (0,external_node_path_.join)(outputDir, 'summary.md'),
        report: (0,external_node_path_.join)(outputDir, 'report.md'),
        result: (0,external_node_path_.join)(outputDir, 'result.json'),
        transcript: (0,external_node_path_.join)(outputDir, 'transcript.jsonl'),
    };
}
/**
 * The GitHub side of a local run, written instead of posted: `comment.md` byte for byte as the
 * action would post it (marker line included, run id `local`) and `summary.md`, the job summary.
 */
function createDryRunReporter(options) {
    const paths = dryRunPaths(options.outputDir);
    return {
        name: 'dry-run comment',
        stage: 'record',
        async finish(report, context) {
            await (0,promises_.writeFile)(paths.comment, renderComment(report, context, comment_marker/* LOCAL_RUN_ID */.Qk), 'utf8');
            await (0,promises_.writeFile)(paths.summary, renderJobSummary(report, context), 'utf8');
        },
    };
}

// EXTERNAL MODULE: ./src/cli/usage-error.ts
var usage_error = __webpack_require__(14226);
;// CONCATENATED MODULE: ./src/cli/run-command.ts










/**
 * One session on a local work tree with the CLI's reporters: live progress on the terminal, the
 * transcript, result.json, report.md, and what the action would post (comment.md, summary.md).
 */
async function runLocalSession(options, io) {
    const progress = options.json ? io.stderr : io.stdout;
    const warn = (message) => progress.write(`warning: ${message}\n`);
    let divergedRequests = 0;
    await (0,promises_.mkdir)(options.outDir, { recursive: true });
    const paths = dryRunPaths(options.outDir);
    const knownSecrets = options.modelSource.kind === 'api' ? [options.modelSource.apiKey] : [];
    const { outDir, json: _json, expectRequestDivergence: _expect, ...settings } = options;
    const prepared = await (0,prepare_session/* prepareSession */.aK)({
        ...settings,
        outputDir: outDir,
        transcriptPath: paths.transcript,
        env: io.env,
        knownSecrets,
        signal: io.signal,
        onWarning: warn,
        // Locally an unavailable sandbox is a one-line warning (the policy's sandbox.failIfUnavailable can make it fatal).
        sandbox: { failIfUnavailableByDefault: false },
        ...(options.expectRequestDivergence ? { onReplayDivergence: () => divergedRequests++ } : {}),
    });
    const redact = createReportRedactor(prepared.secrets);
    const shared = sessionReporters({
        workspace: options.workspace,
        outputDir: outDir,
        transcriptPath: paths.transcript,
        secrets: prepared.secrets,
        console: { stream: progress, interactive: !options.json && progress.isTTY === true && !io.env.CI, showWarnings: true },
        onError: warn,
    });
    const reporters = [...shared.reporters, createDryRunReporter({ outputDir: outDir })];
    try {
        const { report } = await runPhases(prepared, {
            reporters,
            context: {
                request: options.prompt,
                requester: null,
                runUrl: null,
                workspaceRoot: options.workspace,
                outputDir: outDir,
                artifactUrl: null,
                artifactNote: `Dry run: nothing was posted; the transcript and every full output are in ${outDir}.`,
                redact,
            },
            workspace: options.workspace,
            outputDir: outDir,
            env: io.env,
            setupWarnings: prepared.warnings,
            onWarning: warn,
        });
        return { result: report.result, report, paths, divergedRequests };
    }
    finally {
        shared.console.stop();
    }
}
function modelSourceFor(args, io) {
    if (args.replay)
        return { kind: 'replay', path: args.replay };
    const apiKey = io.env.ANTHROPIC_API_KEY ?? '';
    // Bedrock and Vertex need no key; with neither a key nor cloud credentials there is nothing to call.
    const cloud = args.provider === 'bedrock' || args.provider === 'vertex' || (args.provider === undefined && (0,provider/* hasCloudCredentials */.Ai)(io.env));
    if (!apiKey && !cloud) {
        throw new usage_error/* UsageError */.e('No model to talk to: set ANTHROPIC_API_KEY to use the Messages API, pass --provider bedrock or vertex with their cloud credentials, ' +
            "or pass --replay FILE to replay a cassette. To try Tollgate without a key, run 'tollgate demo'.", 'run');
    }
    const baseUrl = args.baseUrl;
    return { kind: 'api', apiKey, ...(baseUrl ? { baseUrl } : {}), ...(args.provider ? { provider: args.provider } : {}) };
}
/** `--trusted-ref REF`: the configuration read from that commit of the work tree's repository, as the action reads a PR's base. */
async function trustedRefSource(args, io) {
    if (args.trustedRef === undefined)
        return undefined;
    const commit = await (0,git_commit_source/* resolveCommit */.WL)(args.cwd, args.trustedRef, io.env);
    const source = await (0,git_commit_source/* openGitCommitSource */.dz)({ workspace: args.cwd, commit, description: `${args.trustedRef} (${commit.slice(0, 7)})`, env: io.env });
    if (!source)
        throw new config_source/* ConfigSourceError */.y(`git cannot read the commit ${commit} of '${args.trustedRef}' in ${args.cwd}.`);
    return source;
}
/** The GitHub tools, loaded (Octokit with them) only when a token or a flag asks for them: a run without one starts as fast as before. */
async function githubToolsFor(args, io) {
    if (!io.env.GITHUB_TOKEN && !io.env.GH_TOKEN && args.repo === undefined && args.pr === undefined)
        return { tools: [], note: null };
    const { localGitHubTools } = await Promise.all(/* import() */[__webpack_require__.e(359), __webpack_require__.e(7)]).then(__webpack_require__.bind(__webpack_require__, 34007));
    return localGitHubTools(args, io.env, args.cwd);
}
/** `--output-schema`: inline JSON as given, or the text of the user's own file (errors then name the file). */
async function outputSchemaOf(args) {
    if (args.outputSchema === undefined)
        return undefined;
    if (args.outputSchema.trimStart().startsWith('{'))
        return { kind: 'inline', text: args.outputSchema, origin: '--output-schema' };
    return { kind: 'inline', text: await (0,promises_.readFile)(args.outputSchema, 'utf8'), origin: args.outputSchema };
}
/** `tollgate run`: returns the exit code (0 success, 1 any other conclusion). */
async function runCommand(args, io) {
    const prompt = args.prompt ?? (await (0,promises_.readFile)(args.promptFile, 'utf8')).trim();
    if (!prompt)
        throw new usage_error/* UsageError */.e(`--prompt-file ${args.promptFile} is empty; write the task in it.`, 'run');
    const modelSource = modelSourceFor(args, io);
    const configSource = await trustedRefSource(args, io);
    const github = await githubToolsFor(args, io);
    if (github.note !== null)
        (args.json ? io.stderr : io.stdout).write(`${github.note}\n`);
    const { result, paths } = await runLocalSession({
        prompt,
        workspace: args.cwd,
        outDir: args.out,
        modelSource,
        allowBypass: args.allowBypass,
        json: args.json,
        policy: args.policy ? { kind: 'path', path: args.policy } : undefined,
        recordPath: args.record,
        model: args.model,
        maxBudgetUsd: args.maxBudgetUsd,
        maxTurns: args.maxTurns,
        timeoutMinutes: args.timeoutMinutes,
        mcpConfig: args.mcpConfig,
        ...(configSource ? { configSource } : {}),
        extraTools: github.tools,
        outputSchema: await outputSchemaOf(args),
    }, io);
    if (args.json)
        io.stdout.write(await (0,promises_.readFile)(paths.result, 'utf8'));
    else
        io.stdout.write(`\nThe report: ${paths.comment} (what would be posted), ${paths.report}, ${paths.result}; all files in ${args.out}\n`);
    return result.conclusion === 'success' ? 0 : 1;
}


/***/ }),

/***/ 17202:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dk: () => (/* binding */ hasTollgateMarker),
/* harmony export */   Qk: () => (/* binding */ LOCAL_RUN_ID),
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   lW: () => (/* binding */ neutralizeMarkers)
/* harmony export */ });
/* unused harmony export MARKER_PREFIX */
/** Every comment Tollgate writes starts with this hidden HTML comment; such comments never trigger a run. */
const MARKER_PREFIX = '<!-- tollgate:';
/** The run id a local (dry) run's comment.md names in its marker. */
const LOCAL_RUN_ID = 'local';
/** The sticky comment's marker: names the workflow run so a rerun finds and edits the same comment. */
function commentMarker(runId) {
    return `${MARKER_PREFIX}run=${runId} -->`;
}
function hasTollgateMarker(body) {
    return body.includes(MARKER_PREFIX);
}
/** Untrusted text (model answers, tool output) must not be able to pose as Tollgate's marker. */
function neutralizeMarkers(text) {
    return text.split(MARKER_PREFIX).join('<!-- (tollgate):');
}


/***/ })

};
