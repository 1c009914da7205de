export const id = 120;
export const ids = [120];
export const modules = {

/***/ 4120:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  applyDryRun: () => (/* binding */ applyDryRun)
});

// EXTERNAL MODULE: ./src/app/prepare-session.ts + 32 modules
var prepare_session = __webpack_require__(8482);
// EXTERNAL MODULE: ./src/app/config-source.ts
var config_source = __webpack_require__(95479);
// EXTERNAL MODULE: ./src/app/run-config.ts + 4 modules
var run_config = __webpack_require__(821);
// EXTERNAL MODULE: ./src/core/redact.ts
var redact = __webpack_require__(12258);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/core/describe-error.ts
var describe_error = __webpack_require__(64505);
;// CONCATENATED MODULE: ./src/delivery/change-bundle.ts




/**
 * The change bundle: every changed path with its mode and new content (or its deletion) and the
 * commit the change was made on, written to the output folder (so into the artifact). The apply job
 * of a two-job setup lands it, and `tollgate apply BUNDLE --dry-run` shows what would land. It is
 * written only for a change that passed every check, so it never holds a known secret; it is read
 * as untrusted input (the agent's job made it) and checked again before anything lands.
 */
const CHANGE_BUNDLE_FILE = 'change-bundle.json';
const CHANGE_BUNDLE_FORMAT = 'tollgate-change-bundle';
/** A bundle larger than this is refused before it is parsed (100 MiB of content is the most changes.max_bytes allows). */
const MAX_BUNDLE_BYTES = 150 * 1024 * 1024;
const mode = schemas/* string */.YjP().regex(/^[0-7]{6}$/, 'expected a git file mode such as 100644');
const fileSchema = schemas/* strictObject */.rej({
    path: schemas/* string */.YjP().min(1).max(4096),
    status: schemas/* enum */.k5n(['added', 'modified', 'deleted']),
    old_mode: mode.nullable(),
    mode: mode.nullable(),
    content_base64: schemas/* string */.YjP().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'expected base64').nullable(),
})
    .refine((file) => (file.status === 'deleted') === (file.mode === null && file.content_base64 === null), 'a deleted file has no mode and no content; any other has both')
    .refine((file) => (file.status === 'added') === (file.old_mode === null), 'only an added file has no old mode');
const bundleSchema = schemas/* strictObject */.rej({
    format: schemas/* literal */.euz(CHANGE_BUNDLE_FORMAT),
    version: schemas/* literal */.euz(1),
    base_commit: schemas/* string */.YjP().regex(/^[0-9a-f]{40}$/, 'expected a full commit id'),
    request: schemas/* string */.YjP().max(100_000),
    summary: schemas/* string */.YjP().max(100_000),
    files: schemas/* array */.YOg(fileSchema).min(1).max(100_000),
});
class ChangeBundleError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ChangeBundleError';
    }
}
/** Writes the bundle into `outputDir`; returns its file name there. */
async function writeChangeBundle(outputDir, contents) {
    const bundle = {
        format: CHANGE_BUNDLE_FORMAT,
        version: 1,
        base_commit: contents.baseCommit,
        request: contents.request,
        summary: contents.summary,
        files: contents.files.map(({ file, content }) => ({
            path: file.path,
            status: file.status,
            old_mode: file.oldMode,
            mode: file.newMode,
            content_base64: content === null ? null : content.toString('base64'),
        })),
    };
    await writeFile(join(outputDir, CHANGE_BUNDLE_FILE), `${JSON.stringify(bundle, null, 1)}\n`);
    return CHANGE_BUNDLE_FILE;
}
function where(path) {
    return path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('').replace(/^\./, '') || '(the top level)';
}
/** Reads and validates a bundle; a ChangeBundleError names the file and the key that is wrong. */
async function readChangeBundle(path) {
    let text;
    try {
        const size = (await (0,promises_.stat)(path)).size;
        if (size > MAX_BUNDLE_BYTES)
            throw new ChangeBundleError(`${path} is ${size.toLocaleString('en-US')} bytes; a change bundle is at most ${MAX_BUNDLE_BYTES.toLocaleString('en-US')}.`);
        const handle = await (0,promises_.open)(path, 'r');
        try {
            text = await handle.readFile('utf8');
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        if (error instanceof ChangeBundleError)
            throw error;
        throw new ChangeBundleError(`Could not read the change bundle ${path}: ${(0,describe_error/* describeError */.U)(error)}`);
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        throw new ChangeBundleError(`${path} is not JSON: ${(0,describe_error/* describeError */.U)(error)}`);
    }
    const parsed = bundleSchema.safeParse(json);
    if (!parsed.success) {
        const problems = parsed.error.issues.slice(0, 5).map((issue) => `${where(issue.path)}: ${issue.message}`);
        throw new ChangeBundleError(`${path} is not a Tollgate change bundle: ${problems.join('; ')}`);
    }
    return parsed.data;
}
/** The bundle's files as landing reads them. */
function bundleFiles(bundle) {
    return bundle.files.map((file) => {
        const content = file.content_base64 === null ? null : Buffer.from(file.content_base64, 'base64');
        return {
            path: file.path,
            status: file.status,
            oldMode: file.old_mode,
            newMode: file.mode,
            size: async () => content?.length ?? null,
            content: async () => content,
        };
    });
}

;// CONCATENATED MODULE: ./src/delivery/landing-file.ts
const landing_file_REGULAR_FILE = '100644';
const landing_file_EXECUTABLE_FILE = '100755';
const SYMLINK = '120000';
const SUBMODULE = '160000';

;// CONCATENATED MODULE: ./src/delivery/change-checks.ts


/** git's own test: a NUL in the first 8,000 bytes; and text must be UTF-8 to land as text. */
function isBinary(content) {
    if (content.subarray(0, 8000).includes(0))
        return true;
    try {
        new TextDecoder('utf-8', { fatal: true }).decode(content);
        return false;
    }
    catch {
        return true;
    }
}
/** Whether `text` holds a secret in any form the redactor knows (literal, JSON, URL, hex, base64). */
function holdsSecret(secrets, text) {
    if (!secrets.pattern)
        return false;
    secrets.pattern.lastIndex = 0;
    const found = secrets.pattern.test(text);
    secrets.pattern.lastIndex = 0;
    return found;
}
/** Why a path cannot name a file of the repository, or null: relative, no `..`, nothing in `.git`. */
function pathProblem(path) {
    if (path === '' || path.includes('\0') || path.includes('\\'))
        return 'not a file path';
    if (path.startsWith('/') || /^[A-Za-z]:/.test(path))
        return 'an absolute path, outside the workspace';
    const segments = path.split('/');
    if (segments.some((s) => s === '..'))
        return 'it leaves the workspace (`..`)';
    if (segments.some((s) => s === '' || s === '.') || external_node_path_.posix.normalize(path) !== path)
        return 'not a normalised path';
    if (segments.some((s) => s.toLowerCase() === '.git'))
        return "inside a .git folder (git's internals)";
    return null;
}
function modeProblem(file) {
    const modes = [file.oldMode, file.newMode];
    if (modes.includes(SYMLINK))
        return 'a symbolic link: Tollgate never lands symlinks (a link can point outside the repository)';
    if (modes.includes(SUBMODULE))
        return 'a submodule: Tollgate never lands submodule changes';
    if (file.newMode !== null && file.newMode !== landing_file_REGULAR_FILE && file.newMode !== landing_file_EXECUTABLE_FILE)
        return `mode ${file.newMode}, which is not a regular file`;
    return null;
}
function writeProblem(file, settings) {
    const verdict = settings.checkWrite(external_node_path_.posix.join(settings.root, file.path));
    if (verdict.allowed)
        return null;
    return `${verdict.reason}${verdict.liftingRule ? `; an allow rule naming it lifts this: \`${verdict.liftingRule}\`` : ''}`;
}
const bytesText = (n) => `${n.toLocaleString('en-US')} bytes`;
/** Over max_files, the content is still checked (a secret is named too) up to this many times max_files. */
const CONTENT_CHECK_FACTOR = 10;
/**
 * Everything that decides whether a change may land, before any write request: the number of
 * files, each path (inside the workspace, not in `.git`, not a symlink or submodule, not protected
 * unless an allow rule names it), the size of the new content, binary files, and secrets (one
 * refuses the whole landing). Every failing check is a reason; the content is read only up to ten
 * times `max_files` files, and never past `max_bytes`.
 */
async function checkChange(files, settings) {
    const { limits } = settings;
    const reasons = [];
    if (files.length > limits.max_files)
        reasons.push(`${files.length.toLocaleString('en-US')} files changed; changes.max_files is ${limits.max_files.toLocaleString('en-US')}`);
    for (const file of files) {
        if (holdsSecret(settings.secrets, file.path)) {
            reasons.push('a changed path holds a secret Tollgate knows (the path is not shown)');
            continue;
        }
        const problem = pathProblem(file.path) ?? modeProblem(file) ?? writeProblem(file, settings);
        if (problem)
            reasons.push(`${file.path}: ${problem}`);
    }
    // Far more files than allowed: refused already, and not worth reading.
    if (files.length > limits.max_files * CONTENT_CHECK_FACTOR)
        return { ok: false, reasons };
    let bytes = 0;
    const checked = [];
    for (const file of files) {
        const size = await file.size();
        if (size === null) {
            checked.push({ file, content: null });
            continue;
        }
        bytes += size;
        if (bytes > limits.max_bytes) {
            reasons.push(`the new content is over ${bytesText(limits.max_bytes)} (changes.max_bytes); the files up to ${file.path} hold ${bytesText(bytes)}`);
            break;
        }
        const content = (await file.content()) ?? Buffer.alloc(0);
        if (holdsSecret(settings.secrets, content.toString('utf8')) || holdsSecret(settings.secrets, content.toString('latin1'))) {
            reasons.push(`${file.path}: it holds a secret Tollgate knows; the whole landing is refused, and the value never reaches GitHub`);
        }
        else if (!limits.allow_binary && isBinary(content)) {
            reasons.push(`${file.path}: a binary file; set changes.allow_binary: true to land binary files`);
        }
        checked.push({ file, content });
    }
    return reasons.length > 0 ? { ok: false, reasons } : { ok: true, files: checked, bytes };
}

;// CONCATENATED MODULE: ./src/delivery/commit-message.ts
const HEADLINE_MAX = 72;
const BODY_MAX = 20_000;
/** GitHub's no-reply address for an account, which attributes the commit to it. */
function noReplyAddress(author) {
    return `${author.id}+${author.login}@users.noreply.github.com`;
}
function headline(request) {
    const line = request.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).find(Boolean) ?? '';
    if (!line)
        return 'Changes made by Tollgate';
    const text = line.charAt(0).toUpperCase() + line.slice(1);
    return text.length > HEADLINE_MAX ? `${text.slice(0, HEADLINE_MAX - 1).trimEnd()}…` : text;
}
/**
 * The commit's message: a short subject from the task, the model's summary in the body, where the
 * run was, and a `Co-authored-by:` trailer for the person who asked. Redacted whole.
 */
function commitMessage(input) {
    const summary = input.summary.trim();
    const cutSummary = summary.length > BODY_MAX ? `${summary.slice(0, BODY_MAX)}\n[…summary cut; the whole answer is in the run's report]` : summary;
    const made = ['Made by Tollgate', input.reference ? `for ${input.reference}` : null, input.runUrl ? `in ${input.runUrl}` : null].filter(Boolean).join(' ');
    const trailer = input.coAuthor ? `Co-authored-by: ${input.coAuthor.login} <${noReplyAddress(input.coAuthor)}>` : '';
    const body = [cutSummary, `${made}.`, trailer].filter(Boolean).join('\n\n');
    return { headline: input.redact(headline(input.request)), body: input.redact(body) };
}
/** The message as one text (the REST API's `message`). */
function messageText(message) {
    return message.body ? `${message.headline}\n\n${message.body}` : message.headline;
}

;// CONCATENATED MODULE: ./src/delivery/landing-api.ts
/**
 * What delivery needs of GitHub, as delivery defines it (the GitHub layer implements it with
 * Octokit): read a branch, write a commit one of two ways, move or create a branch, open a draft PR.
 * Every write is an API request with the action's token; nothing here runs git or pushes.
 */
/** A refused or failed request, by what delivery must do about it. */
class landing_api_LandingApiError extends Error {
    kind;
    permission;
    constructor(message, kind, 
    /**
     * For `forbidden`: the permissions GitHub says the request needs, when it says: alternatives, each
     * the lines of a workflow's `permissions:` block (`[['contents: write'], ['pull-requests: write']]`).
     */
    permission = null) {
        super(message);
        this.kind = kind;
        this.permission = permission;
        this.name = 'LandingApiError';
    }
}

;// CONCATENATED MODULE: ./src/delivery/land-change.ts



const land_change_short = (sha) => sha.slice(0, 7);
/** createCommitOnBranch writes every file as 100644: a change that sets or keeps another mode goes through the Git Data API. */
function modesMatter(files) {
    return files.some(({ file }) => file.newMode !== null && (file.newMode !== landing_file_REGULAR_FILE || (file.oldMode !== null && file.oldMode !== landing_file_REGULAR_FILE)));
}
function treeChanges(files) {
    return files.map(({ file, content }) => file.newMode === null || content === null
        ? { path: file.path, deleted: true }
        : { path: file.path, mode: file.newMode === EXECUTABLE_FILE ? EXECUTABLE_FILE : REGULAR_FILE, content });
}
/** What a refused write means for the workflow file: the permission to grant. */
function permissionAdvice(error, fallback) {
    const alternatives = error.permission ?? [[fallback]];
    const wanted = alternatives.map((set) => `\`permissions: ${set.join(', ')}\``).join(' or ');
    return `grant the job ${wanted} (GitHub answered ${error.message})`;
}
class Lander {
    api;
    request;
    changes;
    graphql;
    constructor(api, request) {
        this.api = api;
        this.request = request;
        this.changes = treeChanges(request.files);
        this.graphql = !modesMatter(request.files);
    }
    landed(commit, branch) {
        return { sha: commit.sha, url: commit.url, branch, verified: commit.verified, api: this.graphql ? 'graphql' : 'rest' };
    }
    /** A commit on `branch`, which must still point at the base. */
    async onBranch(branch, fallback) {
        const { baseCommit, message } = this.request;
        const head = await this.api.branchHead(branch);
        if (head === null)
            return { kind: 'not_landed', why: `the branch ${branch} no longer exists`, permission: null };
        if (head !== baseCommit)
            return this.onNewBranch(fallback, `${branch} moved since the checkout (${land_change_short(baseCommit)} → ${land_change_short(head)}); Tollgate never overwrites a branch`);
        let made = null;
        try {
            if (this.graphql)
                return { kind: 'committed', commit: this.landed(await this.api.commitOnBranch({ branch, expectedHead: baseCommit, message, changes: this.changes }), branch), notes: [] };
            made = await this.api.createCommit({ parent: baseCommit, message, changes: this.changes });
            await this.api.moveBranch(branch, made.sha);
            return { kind: 'committed', commit: this.landed(made, branch), notes: [] };
        }
        catch (error) {
            if (error instanceof LandingApiError && (error.kind === 'stale_head' || error.kind === 'not_fast_forward')) {
                return this.onNewBranch(fallback, `${branch} moved while the change was landing; Tollgate never overwrites a branch`, made);
            }
            throw error;
        }
    }
    /** A new branch from the base with the commit on it, and a draft PR into `target.into`. */
    async onNewBranch(target, why, made = null) {
        const { baseCommit, message } = this.request;
        const into = target.into ?? (await this.api.defaultBranch());
        if (this.request.untrustedBase) {
            const intoHead = await this.api.branchHead(into);
            if (intoHead === null || !(await this.api.isAncestor(baseCommit, intoHead))) {
                return { kind: 'not_landed', why: `the bundle's base commit ${land_change_short(baseCommit)} is not in the history of ${into}`, permission: null };
            }
        }
        for (const name of target.names) {
            let commit;
            try {
                if (this.graphql) {
                    await this.api.createBranch(name, baseCommit);
                    try {
                        commit = await this.api.commitOnBranch({ branch: name, expectedHead: baseCommit, message, changes: this.changes });
                    }
                    catch (error) {
                        // Nothing half-written: the branch this landing created goes again.
                        await this.api.deleteBranch(name).catch(() => undefined);
                        throw error;
                    }
                }
                else {
                    commit = made ?? (await this.api.createCommit({ parent: baseCommit, message, changes: this.changes }));
                    made = commit;
                    await this.api.createBranch(name, commit.sha);
                }
            }
            catch (error) {
                if (error instanceof LandingApiError && error.kind === 'exists')
                    continue;
                throw error;
            }
            return this.openPullRequest(this.landed(commit, name), into, why);
        }
        return { kind: 'not_landed', why: `the branches ${target.names.join(' and ')} exist already`, permission: null };
    }
    async openPullRequest(commit, into, why) {
        const { pullRequest } = this.request;
        try {
            const opened = await this.api.openDraftPullRequest({ head: commit.branch, base: into, title: pullRequest.title, body: pullRequest.body(why) });
            return { kind: 'pull_request', commit, pullRequest: { ...opened, base: into }, why };
        }
        catch (error) {
            const advice = error instanceof LandingApiError && error.kind === 'forbidden' ? `; ${permissionAdvice(error, 'pull-requests: write')}` : '';
            const note = `The commit is on ${commit.branch}, but the draft pull request into ${into} could not be opened: ${describeError(error)}${advice}`;
            return { kind: 'committed', commit, notes: [...(why ? [why] : []), note] };
        }
    }
}
/**
 * Lands a checked change where `target` says, through the API only: GraphQL `createCommitOnBranch`
 * (one request, checked against the expected head) unless a file mode matters, then the Git Data
 * API. A branch that moved is never overwritten: the change goes to a new branch and a draft PR.
 * A refused write (a read-only token) becomes `not_landed` with the permission that would allow it.
 */
async function landChange(api, target, request) {
    const lander = new Lander(api, request);
    try {
        return target.kind === 'branch' ? await lander.onBranch(target.branch, target.fallback) : await lander.onNewBranch(target.branch, null);
    }
    catch (error) {
        if (error instanceof LandingApiError && error.kind === 'forbidden') {
            return { kind: 'not_landed', why: 'the workflow token may not write to the repository', permission: permissionAdvice(error, 'contents: write') };
        }
        return { kind: 'not_landed', why: `GitHub refused the landing: ${describeError(error)}`, permission: null };
    }
}

// EXTERNAL MODULE: ./src/permissions/index.ts + 26 modules
var permissions = __webpack_require__(44719);
// EXTERNAL MODULE: ./src/policy/index.ts + 1 modules
var policy = __webpack_require__(90539);
;// CONCATENATED MODULE: ./src/cli/apply-command.ts










const LETTER = { added: 'A', modified: 'M', deleted: 'D' };
/**
 * `tollgate apply BUNDLE --dry-run`: what the apply job would land from a change bundle, checked
 * against the local policy exactly as the action checks it (files, bytes, paths, modes, protected
 * paths, binary files, secrets), and by which API. Writes nothing. Exit 0 when it would land, 1
 * when a check refuses it.
 */
async function applyDryRun(args, io) {
    const bundle = await readChangeBundle(args.bundle);
    const source = (0,config_source/* workingTreeSource */.p)(args.cwd);
    const setting = args.policy ? { kind: 'path', path: args.policy } : undefined;
    const loaded = await (0,run_config/* readPolicyFrom */.Jb)({ policy: setting, allowBypass: true, workspace: args.cwd, source });
    const secrets = (0,redact/* createRedactor */.lY)([...(0,prepare_session/* environmentSecrets */.Pm)(io.env), ...(0,policy/* policySecretValues */.R6)(io.env, loaded.policy)]);
    const files = bundleFiles(bundle);
    const checked = await checkChange(files, {
        limits: loaded.policy.changes,
        checkWrite: (0,permissions/* createChangeCheck */.nu)({ policy: loaded.policy, allowBypass: true, policyRoot: args.cwd, protectedFiles: (0,prepare_session/* sessionProtectedFiles */.kG)(args.cwd, setting) }),
        root: args.cwd,
        secrets,
    });
    const api = checked.ok ? (modesMatter(checked.files) ? 'rest' : 'graphql') : null;
    const subject = commitMessage({ request: bundle.request, summary: '', coAuthor: null, runUrl: null, reference: null, redact: secrets }).headline;
    const sizes = await Promise.all(files.map((file) => file.size()));
    if (args.json) {
        io.stdout.write(`${JSON.stringify({
            bundle: args.bundle,
            base_commit: bundle.base_commit,
            policy: loaded.origin,
            subject,
            files: bundle.files.map((file, i) => ({ path: file.path, status: file.status, mode: file.mode, bytes: sizes[i] })),
            would_land: checked.ok,
            reasons: checked.ok ? [] : checked.reasons,
            api,
            deliver: loaded.policy.changes.deliver,
        }, null, 2)}\n`);
        return checked.ok ? 0 : 1;
    }
    const total = sizes.reduce((sum, size) => sum + (size ?? 0), 0);
    const lines = [
        `Change bundle ${args.bundle}: ${files.length} file${files.length === 1 ? '' : 's'} on ${bundle.base_commit.slice(0, 7)}, ${total.toLocaleString('en-US')} bytes of new content`,
        `  commit subject: ${subject}`,
        ...bundle.files.map((file, i) => `  ${LETTER[file.status]} ${file.path}${file.mode ? ` (${file.mode}, ${(sizes[i] ?? 0).toLocaleString('en-US')} bytes)` : ''}`),
        `Checked with ${loaded.origin} (changes.max_files ${loaded.policy.changes.max_files}, max_bytes ${loaded.policy.changes.max_bytes.toLocaleString('en-US')}, allow_binary ${loaded.policy.changes.allow_binary}):`,
        ...(checked.ok
            ? [
                `  would land, through ${api === 'rest' ? 'the Git Data API (a file mode matters)' : 'GraphQL createCommitOnBranch'}`,
                `  where: changes.deliver is ${loaded.policy.changes.deliver}; the action decides from the event (a same-repository PR's branch, or a new branch ${loaded.policy.changes.branch_prefix}… and a draft PR)`,
            ]
            : ['  refused:', ...checked.reasons.map((reason) => `  - ${reason}`)]),
        'Dry run: nothing was written.',
    ];
    io.stdout.write(`${lines.join('\n')}\n`);
    return checked.ok ? 0 : 1;
}


/***/ })

};
