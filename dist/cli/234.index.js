export const id = 234;
export const ids = [234];
export const modules = {

/***/ 78803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J5: () => (/* binding */ wrapperEnv),
/* harmony export */   kq: () => (/* binding */ launcherScript),
/* harmony export */   lr: () => (/* binding */ mintCommandId),
/* harmony export */   ng: () => (/* binding */ withCommandId),
/* harmony export */   uV: () => (/* binding */ WRAPPER_PATH)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _sandbox_runtime_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41161);


/** The PATH of the host-side wrapper: system directories only, so nothing the sandbox can write is looked up there. */
const WRAPPER_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const CARRIED_PREFIX = 'TOLLGATE_E_';
const ARGC = 'TOLLGATE_ARGC';
const ARG_PREFIX = 'TOLLGATE_ARG_';
function shellQuote(text) {
    return `'${text.replaceAll("'", `'\\''`)}'`;
}
/**
 * The one command every wrap of a profile runs, whatever the call: it restores the call's
 * environment and execs the call's program, both handed in through variables. So a wrap can be
 * made once per profile and run for each call. Variables the sandbox set itself (its proxy, ...)
 * win over the call's, except PATH; bash's own unexported ones (SHELL, HOSTNAME) do not.
 */
function launcherScript(options) {
    const lines = [
        `for __tg_v in \${!${CARRIED_PREFIX}*}; do __tg_n=\${__tg_v#${CARRIED_PREFIX}}; if [[ $__tg_n == PATH || \${!__tg_n@a} != *x* ]]; then export "$__tg_n=\${!__tg_v}"; fi; unset "$__tg_v"; done`,
        `export TMPDIR=${shellQuote(options.tmpDir)}`,
    ];
    if (options.gitExcludesFile) {
        lines.push(`__tg_i=\${GIT_CONFIG_COUNT:-0}; export "GIT_CONFIG_KEY_$__tg_i=core.excludesFile" "GIT_CONFIG_VALUE_$__tg_i="${shellQuote(options.gitExcludesFile)} "GIT_CONFIG_COUNT=$((__tg_i + 1))"`);
    }
    lines.push(`__tg_argv=(); for ((__tg_i = 0; __tg_i < ${ARGC}; __tg_i++)); do __tg_v=${ARG_PREFIX}$__tg_i; __tg_argv+=("\${!__tg_v}"); unset "$__tg_v"; done`, `unset ${ARGC} __tg_v __tg_n __tg_i`, 'exec "${__tg_argv[@]}"');
    return lines.join('\n');
}
/**
 * The environment of the host-side wrapper: a fixed PATH, and the call's own environment and
 * argument vector carried under prefixed names that only the launcher inside the sandbox reads.
 * None of the call's variables (LD_PRELOAD, BASH_ENV, a PATH into the workspace) reaches a
 * program that runs outside the sandbox.
 */
function wrapperEnv(spec) {
    const env = { PATH: WRAPPER_PATH, SHLVL: '1' };
    for (const [name, value] of Object.entries(spec.env)) {
        if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
            env[`${CARRIED_PREFIX}${name}`] = value;
    }
    const argv = [spec.file, ...spec.args];
    env[ARGC] = String(argv.length);
    argv.forEach((arg, index) => (env[`${ARG_PREFIX}${index}`] = arg));
    return env;
}
/**
 * An attribution id for one command: 128+ bits of randomness (the proxy binds a connection to a
 * network list by it), spelled so that its base64 form, which the wrap embeds, has no `+`, `/` or
 * `=` that a URL would percent-encode.
 */
function mintCommandId() {
    for (;;) {
        const id = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(18).toString('base64url').replace(/[-_]/g, '').slice(0, 24);
        if (id.length === 24 && /^[A-Za-z0-9]+$/.test((0,_sandbox_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .encodedCommandId */ .h)(id)))
            return id;
    }
}
/**
 * A cached wrap made for `placeholder`, attributed to `fresh` instead: every place the wrap carries
 * the id (proxy URLs and usernames) is rewritten. Throws when the wrap does not carry it, so a
 * change in the library cannot silently merge the attribution of concurrent commands.
 */
function withCommandId(argv, placeholder, fresh) {
    const from = (0,_sandbox_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .encodedCommandId */ .h)(placeholder);
    const to = (0,_sandbox_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .encodedCommandId */ .h)(fresh);
    if (!argv.some((arg) => arg.includes(from)))
        throw new Error('the cached sandbox wrap does not carry its attribution id');
    return argv.map((arg) => arg.split(from).join(to).split(placeholder).join(fresh));
}


/***/ }),

/***/ 41161:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ acquireSandboxRuntime),
/* harmony export */   h: () => (/* binding */ encodedCommandId)
/* harmony export */ });
/* harmony import */ var _vendor_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76971);

/** The attribution key the library puts in the proxy username and its violation records. */
function encodedCommandId(commandId) {
    return Buffer.from(commandId.slice(0, 100)).toString('base64');
}
let shared = null;
/** A reset in progress: the next start waits for it (the manager cannot initialize while it resets). */
let resetting = Promise.resolve();
function baseConfig(programs) {
    const applyPath = (0,_vendor_files_js__WEBPACK_IMPORTED_MODULE_0__/* .applySeccompPath */ .g)();
    const jar = (0,_vendor_files_js__WEBPACK_IMPORTED_MODULE_0__/* .javaProxyAgentPath */ .l)();
    return {
        // Nothing is allowed process-wide: each command's own list is registered under its id.
        network: { allowedDomains: [], deniedDomains: [] },
        filesystem: { denyRead: [], allowWrite: [], denyWrite: [] },
        bwrapPath: programs.bwrap,
        socatPath: programs.socat,
        ripgrep: { command: programs.rg },
        ...(applyPath ? { seccomp: { applyPath } } : {}),
        ...(jar ? { javaAgentJarPath: jar } : {}),
    };
}
async function start(programs) {
    const { SandboxManager } = (await Promise.all(/* import() */[__webpack_require__.e(953), __webpack_require__.e(2)]).then(__webpack_require__.bind(__webpack_require__, 71953)));
    await resetting;
    try {
        await SandboxManager.initialize(baseConfig(programs), undefined, false);
    }
    catch (error) {
        await SandboxManager.reset().catch(() => undefined);
        throw error;
    }
    const routes = new Map();
    const seen = new WeakSet();
    const unsubscribe = SandboxManager.getSandboxViolationStore().subscribe((violations) => {
        for (const violation of violations) {
            if (seen.has(violation))
                continue;
            seen.add(violation);
            const route = violation.encodedCommand ? routes.get(violation.encodedCommand) : undefined;
            route?.(violation.line);
        }
    });
    return { manager: SandboxManager, routes, unsubscribe, users: 0 };
}
/** Starts the library's proxies on first use (about 120 ms here); later sessions share them. */
async function acquireSandboxRuntime(programs) {
    shared ??= start(programs).catch((error) => {
        shared = null;
        throw error;
    });
    const host = await shared;
    host.users += 1;
    let released = false;
    const { manager, routes } = host;
    return {
        async wrap(command, profile, commandId) {
            const { argv } = await manager.wrapWithSandboxArgv(command, programs.bash, profile, undefined, undefined, { commandId });
            return argv;
        },
        allowNetwork(commandId, domains) {
            if (domains.length > 0)
                manager.registerCommandNetworkLists(commandId, { allowedDomains: [...domains] });
        },
        watch(commandId, listener) {
            const key = encodedCommandId(commandId);
            routes.set(key, listener);
            return () => {
                routes.delete(key);
                manager.unregisterCommandNetworkLists(commandId);
            };
        },
        cleanupAfterCommand() {
            manager.cleanupAfterCommand();
        },
        async release() {
            if (released)
                return;
            released = true;
            host.users -= 1;
            if (host.users > 0)
                return;
            shared = null;
            host.unsubscribe();
            resetting = manager.reset().catch(() => undefined);
            await resetting;
        },
    };
}


/***/ }),

/***/ 49234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createSandboxedPlan: () => (/* binding */ createSandboxedPlan)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/sandbox/launcher.ts
var sandbox_launcher = __webpack_require__(78803);
;// CONCATENATED MODULE: ./src/sandbox/network-refusals.ts
/** `deny network-outbound <host>:<port> (<reason>)`, the line the sandbox proxy records for a refused connection. */
const REFUSED_LINE = /^deny network-outbound (.+):(\d+) \((.*)\)$/;
/**
 * What a refused-connection line means for the report and the model: why, and the policy line that
 * would permit it (none for a call allowed as read-only, which never gets network, nor for a name
 * that resolved to an address the proxy never dials).
 */
function refusalFromLine(line, access) {
    const match = REFUSED_LINE.exec(line.trim());
    if (!match)
        return null;
    const host = (match[1] ?? '').replace(/^\[(.*)\]$/, '$1');
    const port = Number(match[2]);
    const why = match[3] ?? '';
    if (access === 'read-only') {
        return {
            kind: 'network',
            host,
            port,
            reason: 'a call the policy allowed as read-only runs with no network',
            suggestedRule: null,
            unpermittable: 'a call allowed as read-only never gets network',
        };
    }
    if (why === 'host is not on the allow list') {
        return { kind: 'network', host, port, reason: `${host} is not in sandbox.network.allowedDomains`, suggestedRule: `sandbox.network.allowedDomains: [${host}]` };
    }
    if (why.startsWith('resolved to')) {
        return {
            kind: 'network',
            host,
            port,
            reason: `${host} ${why}`,
            suggestedRule: null,
            unpermittable: 'the sandbox proxy never dials a name that resolves to this machine, a link-local or a metadata address',
        };
    }
    return { kind: 'network', host, port, reason: why || 'refused by the sandbox proxy', suggestedRule: null };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./src/core/paths.ts
var core_paths = __webpack_require__(56107);
;// CONCATENATED MODULE: ./src/sandbox/protected-targets.ts




/** How deep below a root the scan looks for nested protected paths (a nested repository's hooks, a package's .npmrc). */
const NESTED_SCAN_DEPTH = 6;
/** Names the sandbox library itself keeps read-only in the directory Tollgate runs from; their mount points are hidden from git too. */
const LIBRARY_PROTECTED_FILES = ['.gitconfig', '.gitmodules', '.bashrc', '.bash_profile', '.zshrc', '.zprofile', '.profile', '.ripgreprc', '.mcp.json'];
/** Home dotfiles the profile keeps read-only even when they do not exist, when the home directory is writable at all. */
const HOME_START_FILES = ['.bashrc', '.bash_profile', '.bash_login', '.bash_logout', '.profile', '.zshrc', '.zshenv', '.zprofile', '.zlogin', '.inputrc', '.gitconfig', '.npmrc', '.yarnrc', '.ssh'];
const YARNRC_NAMES = ['.yarnrc', '.yarnrc.yml'];
function kindOf(path) {
    try {
        return (0,external_node_fs_.lstatSync)(path).isDirectory() ? 'directory' : 'file';
    }
    catch {
        return 'absent';
    }
}
function segmentMatches(pattern, segment) {
    const name = segment.toLowerCase();
    return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}
/** The protected paths directly in `root` (at its top), existing or not. */
function topLevelTargets(root, patterns) {
    const found = [];
    const dotGit = kindOf((0,external_node_path_.join)(root, '.git'));
    let entries = [];
    try {
        entries = (0,external_node_fs_.readdirSync)(root);
    }
    catch {
        // An unreadable root: only the fixed names.
    }
    for (const { segments } of patterns) {
        const [first = '', ...rest] = segments;
        if (first === '.git') {
            // A repository's hooks, config and info; a worktree's `.git` pointer file itself. No `.git`: nothing,
            // since a mount point there would stop `git init`.
            if (dotGit === 'directory')
                found.push((0,external_node_path_.join)(root, ...segments));
            else if (dotGit === 'file')
                found.push((0,external_node_path_.join)(root, '.git'));
            continue;
        }
        if (first.endsWith('*')) {
            const names = new Set([...YARNRC_NAMES.filter((name) => segmentMatches(first, name)), ...entries.filter((entry) => segmentMatches(first, entry))]);
            for (const name of names)
                found.push((0,external_node_path_.join)(root, name, ...rest));
            continue;
        }
        found.push((0,external_node_path_.join)(root, ...segments));
        // The same name spelt otherwise (`.GitHub/workflows`) where it exists.
        for (const entry of entries)
            if (entry !== first && segmentMatches(first, entry))
                found.push((0,external_node_path_.join)(root, entry, ...rest));
    }
    return found;
}
function scanGlobs(patterns) {
    const globs = new Set(['**/.git/HEAD', '**/.git/modules/**/HEAD', '**/.git/modules/**/config', '**/.git/modules/**/hooks/**', '**/.git/modules/**/info/**']);
    for (const { segments } of patterns) {
        const path = segments.join('/');
        globs.add(`**/${path}`);
        globs.add(`**/${path}/**`);
    }
    return [...globs].flatMap((glob) => ['--iglob', glob]);
}
/** Files below `root` (not in node_modules) that lie in or are protected paths, as ripgrep lists them. */
function listProtectedFiles(rg, root, patterns) {
    const args = ['--files', '--hidden', '--no-ignore', '--no-config', '--no-messages', '--max-depth', String(NESTED_SCAN_DEPTH), ...scanGlobs(patterns), '--glob', '!**/node_modules/**'];
    return new Promise((resolve) => {
        (0,external_node_child_process_.execFile)(rg, args, { cwd: root, timeout: 10_000, maxBuffer: 16 * 1024 * 1024 }, (_error, stdout) => {
            // rg exits 1 when nothing matched and 2 when a directory was unreadable: what it listed counts either way.
            resolve(String(stdout ?? '').split('\n').filter((line) => line !== ''));
        });
    });
}
/**
 * The protected path a listed file lies in (or is), found the way the gate matches, by segments at
 * any depth, and whether it is one of those at the top of the root.
 */
function protectedPrefix(rel, patterns) {
    const segments = rel.split('/');
    const lower = segments.map((segment) => segment.toLowerCase());
    for (let start = 0; start < segments.length; start++) {
        // A submodule's repository lives in .git/modules/<name>/: its hooks, info and config are as much a repository's.
        if (lower[start] === '.git' && lower[start + 1] === 'modules') {
            const last = segments.length - 1;
            for (let i = start + 3; i <= last; i++) {
                if (lower[i] === 'hooks' || lower[i] === 'info')
                    return { segments: segments.slice(0, i + 1), topLevel: false };
                if (i === last && lower[i] === 'config')
                    return { segments, topLevel: false };
                if (i === last && lower[i] === 'head')
                    return { segments: [...segments.slice(0, i), 'hooks'], topLevel: false };
            }
            return null;
        }
        // A nested repository, known by its HEAD: its hooks are protected before there are any.
        if (segments[start]?.toLowerCase() === '.git' && segments[start + 1]?.toLowerCase() === 'head' && start + 2 === segments.length) {
            return { segments: [...segments.slice(0, start + 1), 'hooks'], topLevel: start === 0 };
        }
        for (const pattern of patterns) {
            const length = pattern.segments.length;
            if (start + length > segments.length)
                continue;
            if (pattern.segments.every((p, i) => segmentMatches(p, segments[start + i] ?? '')))
                return { segments: segments.slice(0, start + length), topLevel: start === 0 };
        }
    }
    return null;
}
async function nestedTargets(rg, root, patterns) {
    if (rg === null)
        return [];
    const found = new Set();
    for (const file of await listProtectedFiles(rg, root, patterns)) {
        const prefix = protectedPrefix(file, patterns);
        // The ones at the top are covered whether they exist or not.
        if (prefix && !prefix.topLevel)
            found.add((0,external_node_path_.join)(root, ...prefix.segments));
    }
    return [...found];
}
/** The home directory's dotfiles, when some writable root contains the home directory; an allowWrite entry at or below one lifts it. */
function homeTargets(scope, writableRoots) {
    if (!writableRoots.some((root) => (0,core_paths/* isInsideDirectory */.sT)(scope.homeDir, root)))
        return [];
    let entries = [];
    try {
        entries = (0,external_node_fs_.readdirSync)(scope.homeDir).filter((entry) => entry.startsWith('.'));
    }
    catch {
        // Unreadable: the fixed names only.
    }
    const names = new Set([...entries, ...HOME_START_FILES]);
    return [...names]
        .map((name) => (0,external_node_path_.join)(scope.homeDir, name))
        .filter((path) => !scope.extraWritable.some((allowed) => (0,core_paths/* isInsideDirectory */.sT)(allowed, path)));
}
/** Every writable root of the profile of a call that writes. */
function writableRoots(scope) {
    return [...scope.codeRoots, ...scope.extraWritable, scope.tmpDir, scope.outputDir];
}
/** The protected paths that exist below the top of the code roots (nested repositories, packages), as a scan finds them now. */
async function scanNestedTargets(scope, rg) {
    const found = await Promise.all(scope.codeRoots.map((root) => nestedTargets(rg, root, scope.protectedPatterns)));
    return found.flat();
}
/**
 * The paths a call that writes must not change: the protected paths at the top of every code root
 * (existing or not, looked at now), the nested ones a scan found, the run's own configuration and
 * records, the home directory's dotfiles when it is writable, and `sandbox.filesystem.denyWrite`.
 */
function protectedTargets(scope, nested, extra = []) {
    const roots = writableRoots(scope);
    const inWritable = (path) => roots.some((root) => (0,core_paths/* isInsideDirectory */.sT)(path, root));
    const candidates = [...nested];
    for (const root of scope.codeRoots)
        candidates.push(...topLevelTargets(root, scope.protectedPatterns));
    candidates.push(...homeTargets(scope, roots));
    candidates.push(...[...scope.runConfigFiles, ...scope.records, ...extra].filter(inWritable));
    candidates.push(...scope.denyWrite);
    const paths = [...new Set(candidates)];
    const missing = paths.filter((path) => kindOf(path) === 'absent' && kindOf((0,external_node_path_.dirname)(path)) !== 'file');
    return { paths, missing };
}
/**
 * A gitignore file's lines for the mount points of protected paths that do not exist yet, anchored
 * at the code root they are in, plus the names the sandbox library keeps read-only itself: git
 * would list them as untracked files, and `git add -A` fails on them.
 */
function mountPointExcludes(scope, missing) {
    const lines = new Set();
    for (const root of scope.codeRoots) {
        for (const path of missing) {
            if (!(0,core_paths/* isInsideDirectory */.sT)(path, root) || path === root)
                continue;
            const rel = (0,external_node_path_.relative)(root, path).split(external_node_path_.sep).join('/');
            if (!rel.startsWith('.git/'))
                lines.add(`/${rel}`);
        }
        for (const name of LIBRARY_PROTECTED_FILES)
            if (kindOf((0,external_node_path_.join)(root, name)) === 'absent')
                lines.add(`/${name}`);
    }
    return [...lines];
}

;// CONCATENATED MODULE: ./src/sandbox/profiles.ts



/**
 * Places the sandbox library makes writable in every profile unless told otherwise (its shared
 * temp folder, npm's and Claude Code's log folders): kept read-only here, so the only writable
 * places are the ones the profile names.
 */
function libraryDefaultWritable(homeDir) {
    return ['/tmp/claude', '/private/tmp/claude', (0,external_node_path_.join)(homeDir, '.npm', '_logs'), (0,external_node_path_.join)(homeDir, '.claude', 'debug')].filter((path) => (0,external_node_fs_.existsSync)(path));
}
/** A call allowed because it only reads: nothing writable but its private scratch folder. */
function readOnlyProfile(scope) {
    return {
        filesystem: {
            allowWrite: [scope.scratchDir],
            denyWrite: libraryDefaultWritable(scope.homeDir),
            denyRead: [...scope.denyRead],
        },
    };
}
/** A call allowed to change things: the code roots, the session's temp and output folders, minus every protected path. */
function writeProfile(scope, targets) {
    return {
        filesystem: {
            allowWrite: writableRoots(scope),
            denyWrite: [...targets.paths, ...libraryDefaultWritable(scope.homeDir)],
            denyRead: [...scope.denyRead],
        },
    };
}

// EXTERNAL MODULE: ./src/sandbox/vendor-files.ts
var vendor_files = __webpack_require__(76971);
;// CONCATENATED MODULE: ./src/sandbox/sandboxed-plan.ts






function unconfined(spec) {
    return { file: spec.file, args: spec.args, env: spec.env };
}
/** The profile a process gets: a tool call's follows the gate's verdict; a sandboxed hook or MCP server may write like a call that writes. */
function accessOf(spec) {
    return spec.purpose.kind === 'tool' ? spec.purpose.access : 'write';
}
/**
 * The wraps of one session's commands. The read-only profile does not depend on the call: wrapped
 * once and reused. The write profile depends on the protected paths on disk (nested ones are
 * scanned now and again after each call that writes, off the path of the next call, which waits
 * for a scan still under way).
 */
class SandboxWraps {
    options;
    ownFiles = [(0,vendor_files/* applySeccompPath */.g)(), (0,vendor_files/* javaProxyAgentPath */.l)()].filter((path) => path !== null);
    readOnly = null;
    nested;
    /** What the git excludes file holds: rewritten only when the mount points change. */
    writtenExcludes = null;
    constructor(options) {
        this.options = options;
        this.nested = scanNestedTargets(options.scope, options.rg);
        // Made while the model works on its first reply, so the first read-only call does not wait for it.
        this.readOnlyWrap().catch(() => undefined);
    }
    async makeReadOnlyWrap() {
        const { scope, runtime } = this.options;
        const placeholder = (0,sandbox_launcher/* mintCommandId */.lr)();
        const argv = await runtime.wrap((0,sandbox_launcher/* launcherScript */.kq)({ tmpDir: scope.scratchDir }), readOnlyProfile(scope), placeholder);
        // Nothing in this profile makes a mount point; the library counts the wrap as a live sandbox until told otherwise.
        runtime.cleanupAfterCommand();
        // A profile too long for the command line lives in a file the library closes at clean-up: not reusable.
        return argv.some((arg) => arg.includes('srt-args')) ? null : { argv, placeholder };
    }
    readOnlyWrap() {
        this.readOnly ??= this.makeReadOnlyWrap().catch((error) => {
            this.readOnly = null;
            throw error;
        });
        return this.readOnly;
    }
    /** The argv that runs a command with this access under attribution id `id`, and whether it holds mount points to clean up. */
    async wrapFor(access, id) {
        const { scope, runtime } = this.options;
        if (access === 'read-only') {
            const cached = await this.readOnlyWrap();
            if (cached)
                return { argv: (0,sandbox_launcher/* withCommandId */.ng)(cached.argv, cached.placeholder, id), holdsMountPoints: false };
            return { argv: await runtime.wrap((0,sandbox_launcher/* launcherScript */.kq)({ tmpDir: scope.scratchDir }), readOnlyProfile(scope), id), holdsMountPoints: true };
        }
        const targets = protectedTargets(scope, await this.nested, this.ownFiles);
        const excludes = mountPointExcludes(scope, targets.missing);
        const own = this.options.userGitExcludes.trimEnd();
        const lines = [...(own ? [own] : []), ...excludes, ''].join('\n');
        if (lines !== this.writtenExcludes) {
            (0,external_node_fs_.writeFileSync)(this.options.gitExcludesFile, lines);
            this.writtenExcludes = lines;
        }
        const launcher = (0,sandbox_launcher/* launcherScript */.kq)({ tmpDir: scope.tmpDir, gitExcludesFile: this.options.gitExcludesFile });
        return { argv: await runtime.wrap(launcher, writeProfile(scope, targets), id), holdsMountPoints: true };
    }
    /**
     * A call that wrote may have made a nested repository or package: scan again. And files a read
     * deny glob covers: the read-only wrap expands its globs again.
     */
    afterWrite() {
        this.nested = scanNestedTargets(this.options.scope, this.options.rg);
        if (this.options.scope.denyRead.length > 0) {
            this.readOnly = null;
            this.readOnlyWrap().catch(() => undefined);
        }
    }
    async idle() {
        await Promise.allSettled([this.readOnly ?? Promise.resolve(null), this.nested]);
    }
}
/**
 * The sandboxed spawn plan: every tool call (and, when the policy asks, every hook and MCP server)
 * runs under the sandbox library with the profile its access calls for.
 *
 * The profile of calls that only read does not depend on the call, so it is wrapped once and reused:
 * each call gets a fresh attribution id written into the cached wrap, and its command and
 * environment are handed to the wrap's launcher in variables. The profile of calls that write
 * depends on what exists on disk (protected paths that do not exist yet get mount points, which the
 * library removes after the command), so each such call is wrapped afresh.
 */
function createSandboxedPlan(options) {
    const { scope, runtime } = options;
    const wraps = new SandboxWraps(options);
    const plan = async (spec) => {
        if (spec.purpose.kind === 'hook' && !options.hooks)
            return unconfined(spec);
        if (spec.purpose.kind === 'mcp_server' && !options.mcpServers)
            return unconfined(spec);
        const access = accessOf(spec);
        const id = (0,sandbox_launcher/* mintCommandId */.lr)();
        const { argv, holdsMountPoints } = await wraps.wrapFor(access, id);
        const refusals = [];
        const stopWatching = runtime.watch(id, (line) => {
            const refusal = refusalFromLine(line, access);
            if (refusal)
                refusals.push(refusal);
        });
        runtime.allowNetwork(id, access === 'write' ? scope.allowedDomains : []);
        let released = false;
        const [file = '', ...args] = argv;
        return {
            file,
            args,
            env: (0,sandbox_launcher/* wrapperEnv */.J5)(spec),
            refusals: () => [...refusals],
            release: () => {
                if (released)
                    return;
                released = true;
                stopWatching();
                if (holdsMountPoints)
                    runtime.cleanupAfterCommand();
                if (access === 'write')
                    wraps.afterWrite();
            },
        };
    };
    return { plan, idle: () => wraps.idle() };
}


/***/ }),

/***/ 76971:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ applySeccompPath),
/* harmony export */   l: () => (/* binding */ javaProxyAgentPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);




/** The architectures the sandbox library ships an `apply-seccomp` binary for. */
function vendorArch() {
    return process.arch === 'x64' || process.arch === 'arm64' ? process.arch : null;
}
/**
 * A file the sandbox library loads from its `vendor/` folder at run time: beside the bundle first
 * (the build copies `vendor/` next to `dist/index.js`), then one level up (for `dist/cli/index.js`),
 * then in the installed package (running from the sources).
 */
function vendorFile(relativePath) {
    const bundleDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url));
    for (const dir of [bundleDir, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(bundleDir)]) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'vendor', relativePath);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(candidate))
            return candidate;
    }
    try {
        const packageDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(import.meta.url).resolve('@anthropic-ai/sandbox-runtime/package.json'));
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(packageDir, 'vendor', relativePath);
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(candidate) ? candidate : null;
    }
    catch {
        return null;
    }
}
/** The static helper that applies the seccomp filter inside the sandbox, or null when none fits this machine. */
function applySeccompPath() {
    const arch = vendorArch();
    return arch ? vendorFile((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)('seccomp', arch, 'apply-seccomp')) : null;
}
/** The JVM agent that points Java tools at the sandbox's proxy, or null when it is not shipped. */
function javaProxyAgentPath() {
    return vendorFile((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)('java-proxy-agent', 'srt-proxy-agent.jar'));
}


/***/ })

};
