export const id = 484;
export const ids = [484];
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
/* harmony import */ var _core_shell_quote_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2344);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _sandbox_runtime_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41161);



/** The PATH of the host-side wrapper: system directories only, so nothing the sandbox can write is looked up there. */
const WRAPPER_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const CARRIED_PREFIX = 'TOLLGATE_E_';
const ARGC = 'TOLLGATE_ARGC';
const ARG_PREFIX = 'TOLLGATE_ARG_';
/**
 * The one command every wrap of a profile runs, whatever the call: it restores the call's
 * environment and execs the call's program, both handed in through variables. So a wrap can be
 * made once per profile and run for each call. Variables the sandbox set itself (its proxy, ...)
 * win over the call's, except PATH; bash's own unexported ones (SHELL, HOSTNAME) do not.
 */
function launcherScript(options) {
    const lines = [
        `for __tg_v in \${!${CARRIED_PREFIX}*}; do __tg_n=\${__tg_v#${CARRIED_PREFIX}}; if [[ $__tg_n == PATH || \${!__tg_n@a} != *x* ]]; then export "$__tg_n=\${!__tg_v}"; fi; unset "$__tg_v"; done`,
        `export TMPDIR=${(0,_core_shell_quote_js__WEBPACK_IMPORTED_MODULE_2__/* .shellQuote */ .Z)(options.tmpDir)}`,
    ];
    if (options.gitExcludesFile) {
        lines.push(`__tg_i=\${GIT_CONFIG_COUNT:-0}; export "GIT_CONFIG_KEY_$__tg_i=core.excludesFile" "GIT_CONFIG_VALUE_$__tg_i="${(0,_core_shell_quote_js__WEBPACK_IMPORTED_MODULE_2__/* .shellQuote */ .Z)(options.gitExcludesFile)} "GIT_CONFIG_COUNT=$((__tg_i + 1))"`);
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

/***/ 89484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createSandboxedPlan: () => (/* binding */ createSandboxedPlan)
});

// EXTERNAL MODULE: ./src/sandbox/launcher.ts
var launcher = __webpack_require__(78803);
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

// EXTERNAL MODULE: ./src/sandbox/confinement.ts
var confinement = __webpack_require__(64291);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/core/paths.ts
var core_paths = __webpack_require__(56107);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./src/sandbox/mount-points.ts



/** bubblewrap's options and how many arguments each takes (bubblewrap 0.11). */
const BWRAP_ARITY = {
    '--args': 1, '--argv0': 1, '--level-prefix': 0, '--unshare-all': 0, '--share-net': 0, '--unshare-user': 0, '--unshare-user-try': 0,
    '--unshare-ipc': 0, '--unshare-pid': 0, '--unshare-net': 0, '--unshare-uts': 0, '--unshare-cgroup': 0, '--unshare-cgroup-try': 0,
    '--userns': 1, '--userns2': 1, '--disable-userns': 0, '--assert-userns-disabled': 0, '--pidns': 1, '--uid': 1, '--gid': 1,
    '--hostname': 1, '--chdir': 1, '--clearenv': 0, '--setenv': 2, '--unsetenv': 1, '--lock-file': 1, '--sync-fd': 1, '--perms': 1,
    '--size': 1, '--bind': 2, '--bind-try': 2, '--dev-bind': 2, '--dev-bind-try': 2, '--ro-bind': 2, '--ro-bind-try': 2,
    '--bind-fd': 2, '--ro-bind-fd': 2, '--remount-ro': 1, '--overlay-src': 1, '--overlay': 3, '--tmp-overlay': 1, '--ro-overlay': 1,
    '--exec-label': 1, '--file-label': 1, '--proc': 1, '--dev': 1, '--tmpfs': 1, '--mqueue': 1, '--dir': 1, '--file': 2,
    '--bind-data': 2, '--ro-bind-data': 2, '--symlink': 2, '--seccomp': 1, '--add-seccomp-fd': 1, '--block-fd': 1,
    '--userns-block-fd': 1, '--info-fd': 1, '--json-status-fd': 1, '--new-session': 0, '--die-with-parent': 0, '--as-pid-1': 0,
    '--cap-add': 1, '--cap-drop': 1, '--chmod': 2,
};
/** The words of a command line as the sandbox library renders it: bare words, single-quoted ones, `'"'"'` for a quote. */
function shellWords(line) {
    const words = [];
    let word = null;
    for (let i = 0; i < line.length; i++) {
        const char = line[i] ?? '';
        if (char === ' ' || char === '\n' || char === '\t') {
            if (word !== null)
                words.push(word);
            word = null;
        }
        else if (char === "'" || char === '"') {
            const close = line.indexOf(char, i + 1);
            const inner = line.slice(i + 1, close);
            if (close < 0 || (char === '"' && /[\\$`]/.test(inner)))
                return null;
            word = (word ?? '') + inner;
            i = close;
        }
        else if (/[A-Za-z0-9_./:=@+,-]/.test(char)) {
            word = (word ?? '') + char;
        }
        else {
            return null;
        }
    }
    if (word !== null)
        words.push(word);
    return words;
}
/** A bind source the library lays over a protected path that does not exist: /dev/null, or its empty folder. */
function isEmptySource(source) {
    return source === '/dev/null' || ((0,external_node_path_.dirname)(source) === (0,external_node_os_.tmpdir)() && (0,external_node_path_.basename)(source).startsWith('claude-empty-'));
}
/**
 * Where bubblewrap makes an empty mount point on the host each time a wrap runs: the targets of the
 * read-only binds from /dev/null or the library's empty folder (the protected paths that did not
 * exist when it was wrapped). Null when the wrap is not a plain bubblewrap command line this
 * understands (then it is not reused: the library cleans up after each call itself).
 */
function mountPointsOf(argv) {
    const words = argv[1] === '-c' && argv[2] !== undefined ? shellWords(argv[2]) : null;
    if (!words || !words[0]?.endsWith('/bwrap'))
        return null;
    const found = [];
    for (let i = 1; i < words.length; i++) {
        const option = words[i] ?? '';
        if (option === '--')
            return found;
        const arity = BWRAP_ARITY[option];
        if (arity === undefined || i + arity >= words.length)
            return null;
        const [source = '', target = ''] = [words[i + 1], words[i + 2]];
        // The empty folder is also bound over itself, read-only: that is no mount point on the host.
        if ((option === '--ro-bind' || option === '--ro-bind-try') && isEmptySource(source) && target !== source)
            found.push(target);
        i += arity;
    }
    return null;
}
/**
 * Removes what bubblewrap left on the host at these mount points, each only while it is still the
 * empty file or empty folder it made (as the library does), deepest first.
 */
function removeMountPoints(paths) {
    for (const path of [...paths].sort((a, b) => b.length - a.length)) {
        try {
            const stat = (0,external_node_fs_.lstatSync)(path);
            if (stat.isFile() && stat.size === 0)
                (0,external_node_fs_.unlinkSync)(path);
            else if (stat.isDirectory() && (0,external_node_fs_.readdirSync)(path).length === 0)
                (0,external_node_fs_.rmdirSync)(path);
        }
        catch {
            // Gone already, or no longer what bubblewrap made.
        }
    }
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/sandbox/profile-file-index.ts


/**
 * A directory's ctime moves with every entry made, removed or renamed in it, and no program can set
 * it back (utimes sets it to now); but the kernel stamps it from a clock that ticks every few
 * milliseconds. A directory read less than this after its last change is read again next time.
 */
const RACY_NS = 100000000n;
/** Directories read in one go while the index is first built, between turns of the event loop. */
const BUILD_SLICE = 64;
const nowNs = () => BigInt(Date.now()) * 1000000n;
function sameMatches(a, b) {
    return a.length === b.length && a.every((entry, index) => entry.path === b[index]?.path && entry.regular === b[index]?.regular);
}
/**
 * The entries below some trees that sandbox profiles are made from (protected paths, the sandbox
 * library's dangerous names, read-deny glob matches), kept up to date at the cost of what changed:
 * it is built once by a walk (node_modules left out, as the library's scan leaves it out), and
 * `refresh()` then looks at each directory's identity and ctime, reading again only the directories
 * that changed and walking only the subtrees that are new. `version` moves whenever the entries it
 * holds (or the directories it cannot read) change.
 */
class ProfileFileIndex {
    trees;
    matches;
    dirs;
    built = null;
    changes = 0;
    constructor(trees, matches) {
        this.trees = trees;
        this.matches = matches;
        this.dirs = trees.map(() => new Map());
    }
    /** Moves whenever what the index holds changes. */
    get version() {
        return this.changes;
    }
    /** Builds the index (once; the walk yields to the event loop as it goes). */
    ready() {
        this.built ??= this.build();
        return this.built;
    }
    /** Every matching entry, by tree. */
    entries() {
        return this.dirs.flatMap((dirs) => [...dirs.values()].flatMap((state) => state.matches));
    }
    /** Brings the index up to date with the disk. Call after `ready()`. */
    refresh() {
        this.trees.forEach((tree, index) => {
            const dirs = this.dirs[index] ?? new Map();
            for (const [dir, state] of [...dirs]) {
                if (dirs.get(dir) !== state)
                    continue;
                const stat = (0,external_node_fs_.lstatSync)(dir, { bigint: true, throwIfNoEntry: false });
                if (!stat?.isDirectory() || stat.ino !== state.ino || stat.dev !== state.dev) {
                    this.drop(dirs, dir);
                    if (stat?.isDirectory())
                        this.walk(tree, dirs, dir, state.depth);
                    continue;
                }
                if (stat.ctimeNs !== state.ctime || state.racy)
                    this.reread(tree, dirs, dir, state);
            }
        });
    }
    async build() {
        for (const [index, tree] of this.trees.entries()) {
            const dirs = this.dirs[index] ?? new Map();
            const queue = [[tree.root, 0]];
            // Walked by position: shifting a long queue is quadratic.
            for (let read = 0; read < queue.length; read++) {
                if (read % BUILD_SLICE === BUILD_SLICE - 1)
                    await new Promise((resolve) => setImmediate(resolve));
                const [dir, depth] = queue[read] ?? [tree.root, 0];
                const state = this.read(tree, dir, depth);
                if (!state)
                    continue;
                dirs.set(dir, state);
                for (const sub of state.subdirs)
                    queue.push([sub, depth + 1]);
            }
        }
        this.changes++;
    }
    /** The directory as it is now (its identity read before its entries, so a change in between is seen next time). */
    read(tree, dir, depth) {
        const stat = (0,external_node_fs_.lstatSync)(dir, { bigint: true, throwIfNoEntry: false });
        if (!stat?.isDirectory())
            return null;
        let entries = [];
        let unreadable = false;
        try {
            entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        }
        catch {
            // What it holds is unknown; the library's scan denies such a directory whole.
            unreadable = true;
        }
        const matches = [];
        const subdirs = [];
        for (const entry of entries) {
            const path = (0,external_node_path_.join)(dir, entry.name);
            if (entry.isDirectory()) {
                if (entry.name !== 'node_modules' && depth + 1 < tree.depth)
                    subdirs.push(path);
            }
            else if (this.matches((0,external_node_path_.relative)(tree.root, path).split(external_node_path_.sep).join('/'), path)) {
                matches.push({ tree, path, regular: entry.isFile() });
            }
        }
        matches.sort((a, b) => (a.path < b.path ? -1 : 1));
        return { depth, dev: stat.dev, ino: stat.ino, ctime: stat.ctimeNs, racy: nowNs() - stat.ctimeNs < RACY_NS, unreadable, matches, subdirs };
    }
    /** A directory not indexed yet, and everything below it. */
    walk(tree, dirs, dir, depth) {
        const state = this.read(tree, dir, depth);
        if (!state)
            return;
        dirs.set(dir, state);
        if (state.matches.length > 0 || state.unreadable)
            this.changes++;
        for (const sub of state.subdirs)
            this.walk(tree, dirs, sub, depth + 1);
    }
    reread(tree, dirs, dir, before) {
        const after = this.read(tree, dir, before.depth);
        if (!after) {
            this.drop(dirs, dir);
            return;
        }
        dirs.set(dir, after);
        if (after.unreadable !== before.unreadable || !sameMatches(after.matches, before.matches))
            this.changes++;
        const kept = new Set(after.subdirs);
        for (const sub of before.subdirs)
            if (!kept.has(sub))
                this.drop(dirs, sub);
        for (const sub of after.subdirs)
            if (!dirs.has(sub))
                this.walk(tree, dirs, sub, before.depth + 1);
    }
    drop(dirs, dir) {
        const state = dirs.get(dir);
        if (!state)
            return;
        dirs.delete(dir);
        if (state.matches.length > 0 || state.unreadable)
            this.changes++;
        for (const sub of state.subdirs)
            this.drop(dirs, sub);
    }
}

;// CONCATENATED MODULE: ./src/sandbox/protected-targets.ts



/** How deep below a code root nested protected paths are looked for (a nested repository's hooks, a package's .npmrc): files at most this many levels down. */
const NESTED_SCAN_DEPTH = 6;
/**
 * Names the sandbox library keeps read-only below the directory Tollgate runs from (its dangerous
 * files and directories; `.claude/` and git's are Tollgate's own too). It looks only there, so the
 * profile protects them the same way in every code root: at the top whether they exist or not,
 * deeper where they exist.
 */
const LIBRARY_PROTECTED_FILES = ['.gitconfig', '.gitmodules', '.bashrc', '.bash_profile', '.zshrc', '.zprofile', '.profile', '.ripgreprc', '.mcp.json'];
const LIBRARY_PROTECTED_DIRECTORIES = ['.vscode', '.idea'];
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
    for (const name of [...LIBRARY_PROTECTED_FILES, ...LIBRARY_PROTECTED_DIRECTORIES])
        found.push((0,external_node_path_.join)(root, name));
    return found;
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
/**
 * The protected path a file `rel` below `root` lies in (or is), when that is not one at the top of
 * the root (those are covered whether they exist or not); null when it lies in none.
 */
function nestedTargetOf(root, rel, patterns) {
    const prefix = protectedPrefix(rel, patterns) ?? libraryPrefix(rel);
    return prefix && !prefix.topLevel ? (0,external_node_path_.join)(root, ...prefix.segments) : null;
}
/** The library's dangerous name a file `rel` lies in (a `.vscode` folder) or is (a `.gitconfig`), matched case-insensitively as its scan does. */
function libraryPrefix(rel) {
    const segments = rel.split('/');
    const lower = segments.map((segment) => segment.toLowerCase());
    const folder = lower.findIndex((segment, index) => index < lower.length - 1 && LIBRARY_PROTECTED_DIRECTORIES.includes(segment));
    const length = folder >= 0 ? folder + 1 : LIBRARY_PROTECTED_FILES.includes(lower.at(-1) ?? '') ? segments.length : 0;
    if (length === 0)
        return null;
    // A spelling other than the one protected at the top (`.VSCode`) is protected where it is.
    return { segments: segments.slice(0, length), topLevel: length === 1 && segments[0] === lower[0] };
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
/**
 * The paths a call that writes must not change: the protected paths at the top of every code root
 * (existing or not, looked at now), the nested ones found below them, the run's own configuration and
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

;// CONCATENATED MODULE: ./src/sandbox/profile-inputs.ts





/**
 * How deep the sandbox library looks below its working directory for dangerous names on each wrap
 * (its `mandatoryDenySearchDepth`, 3 by default, and files one level further down).
 */
const LIBRARY_SCAN_DEPTH = 4;
/** What the library protects in its working directory whether it exists or not, and what it looks at there. */
const LIBRARY_CWD_NAMES = [...LIBRARY_PROTECTED_FILES, ...LIBRARY_PROTECTED_DIRECTORIES, '.claude', '.claude/commands', '.claude/agents', '.git', '.git/hooks', '.git/config'];
const GLOB_CHARS = /[*?[{]/;
function depthBelow(path, root) {
    const rel = (0,external_node_path_.relative)(root, path);
    return rel === '' ? 0 : rel.split(external_node_path_.sep).length;
}
/**
 * The trees whose files the wraps follow from: each code root, six levels down (the protected paths
 * nested in it), and, where the library's own scan of its working directory reaches writable places
 * those trees do not cover, those places as deep as the library looks.
 */
function indexedTrees(scope, cwd) {
    const trees = scope.codeRoots.map((root) => ({ root, depth: NESTED_SCAN_DEPTH }));
    const covered = (dir, depth) => trees.some((tree) => (0,core_paths/* isInsideDirectory */.sT)(dir, tree.root) && depthBelow(dir, tree.root) + depth <= tree.depth);
    for (const root of writableRoots(scope)) {
        if ((0,core_paths/* isInsideDirectory */.sT)(root, cwd)) {
            const depth = LIBRARY_SCAN_DEPTH - depthBelow(root, cwd);
            if (depth > 0 && !covered(root, depth))
                trees.push({ root, depth });
        }
        else if ((0,core_paths/* isInsideDirectory */.sT)(cwd, root) && !covered(cwd, LIBRARY_SCAN_DEPTH)) {
            trees.push({ root: cwd, depth: LIBRARY_SCAN_DEPTH });
        }
    }
    return trees;
}
/** The read-deny entries that are globs: the library expands them against the disk when it wraps. */
function denyReadGlobs(scope) {
    return scope.denyRead.filter((entry) => GLOB_CHARS.test(entry));
}
/** Whether the read-only wrap depends on the index (a read-deny glob, expanded against the disk), not only on a few paths. */
function hasDenyReadGlobs(scope) {
    return denyReadGlobs(scope).length > 0;
}
/**
 * Whether a file changes a wrap: it lies in a protected path (Tollgate's list), has a name the
 * library protects (its scan's list), or matches a read-deny glob. Generous on purpose: a file too
 * many costs a wrap, a file too few would leave it stale.
 */
function profileFileMatcher(scope) {
    const globs = denyReadGlobs(scope);
    const denied = globs.length > 0 ? picomatch_default()(globs, { dot: true, nocase: true }) : () => false;
    const libraryFiles = new Set(LIBRARY_PROTECTED_FILES.map((name) => name.toLowerCase()));
    return (rel, absolute) => {
        if (protectedPrefix(rel, scope.protectedPatterns))
            return true;
        const segments = rel.toLowerCase().split('/');
        if (libraryFiles.has(segments.at(-1) ?? ''))
            return true;
        if (segments.slice(0, -1).some((segment) => LIBRARY_PROTECTED_DIRECTORIES.includes(segment)))
            return true;
        return denied(absolute);
    };
}
/** The index of the files a session's wraps follow from. */
function profileFileIndex(scope, cwd) {
    return new ProfileFileIndex(indexedTrees(scope, cwd), profileFileMatcher(scope));
}
/** The protected paths nested below the top of the code roots, from the index's regular files (what a `rg --files` scan lists). */
function nestedTargets(scope, index) {
    const found = new Set();
    for (const entry of index.entries()) {
        if (!entry.regular || entry.tree.depth !== NESTED_SCAN_DEPTH || !scope.codeRoots.includes(entry.tree.root))
            continue;
        const target = nestedTargetOf(entry.tree.root, (0,external_node_path_.relative)(entry.tree.root, entry.path).split(external_node_path_.sep).join('/'), scope.protectedPatterns);
        if (target)
            found.add(target);
    }
    return [...found];
}
/**
 * What else on disk a wrap depends on, beyond the profile and the index: what exists of the names
 * the library protects in its working directory, and of the literal read-deny paths.
 */
function wrapDiskState(scope, cwd) {
    const cwdKinds = LIBRARY_CWD_NAMES.map((name) => kindOf((0,external_node_path_.join)(cwd, name))[0]).join('');
    const denyKinds = scope.denyRead.filter((entry) => !GLOB_CHARS.test(entry)).map((path) => kindOf(path)[0]).join('');
    return `${cwd}\0${cwdKinds}\0${denyKinds}`;
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
;// CONCATENATED MODULE: ./src/sandbox/session-wraps.ts








/**
 * The wraps of one session's commands, each made once and reused while what it depends on stays
 * the same: each call gets a fresh attribution id written into the cached wrap.
 *
 * The read-only profile depends on the disk only through the read-deny globs (expanded when it is
 * wrapped). The write profile depends on the protected paths on disk: which exist (a missing one
 * gets an empty read-only mount point), nested ones (a repository's hooks, a package's .npmrc), the
 * names the library itself protects below its working directory. An index of those files is built
 * once and brought up to date before each wrap at the cost of what changed (a stat of each
 * directory, a read of the changed ones), and the write wrap is made again only when its inputs
 * changed. While a write wrap is cached the plan holds the library's count of live sandboxes, so
 * the library keeps the empty folder its binds come from; the mount points bubblewrap lays on the
 * host are removed by the plan after each call, once no sandbox that writes is running.
 */
class SessionWraps {
    options;
    ownFiles = [(0,vendor_files/* applySeccompPath */.g)(), (0,vendor_files/* javaProxyAgentPath */.l)()].filter((path) => path !== null);
    cwd;
    index;
    denyReadGlobs;
    readOnly = null;
    write = null;
    /** Write wraps that hold the library's count (given back once stale and unused). */
    held = new Set();
    nestedCache = null;
    /** Processes with the write profile still running, and the mount points to remove when none is. */
    liveWrites = 0;
    pendingMountPoints = new Set();
    /** What the git excludes file holds: rewritten only when the mount points change. */
    writtenExcludes = null;
    constructor(options) {
        this.options = options;
        this.cwd = options.cwd ?? process.cwd();
        this.index = profileFileIndex(options.scope, this.cwd);
        this.denyReadGlobs = hasDenyReadGlobs(options.scope);
        // Wrapped while the model works on its first reply, so the first read-only call does not wait for it.
        // The index is built then too; the write profile is wrapped at the first call that writes (a
        // session may make none), then again only when it must.
        this.readOnlyWrap().catch(() => undefined);
        this.index.ready().catch(() => undefined);
    }
    /**
     * What the read-only wrap was made from on disk: nothing without read-deny entries; the literal
     * ones' existence; and, only with a glob among them, the index (brought up to date first).
     */
    denyReadKey() {
        const { scope } = this.options;
        if (scope.denyRead.length === 0)
            return '';
        const disk = wrapDiskState(scope, this.cwd);
        if (!this.denyReadGlobs)
            return disk;
        this.index.refresh();
        return `${this.index.version}\0${disk}`;
    }
    async makeReadOnlyWrap() {
        const { scope, runtime } = this.options;
        const placeholder = (0,launcher/* mintCommandId */.lr)();
        const argv = await runtime.wrap((0,launcher/* launcherScript */.kq)({ tmpDir: scope.scratchDir }), readOnlyProfile(scope), placeholder);
        // Nothing in this profile makes a mount point; the library counts the wrap as a live sandbox until told otherwise.
        runtime.cleanupAfterCommand();
        // A profile too long for the command line lives in a file the library closes at clean-up: not reusable.
        return argv.some((arg) => arg.includes('srt-args')) ? null : { argv, placeholder };
    }
    async readOnlyWrap() {
        if (this.denyReadGlobs)
            await this.index.ready();
        const key = this.denyReadKey();
        if (this.readOnly?.key !== key) {
            const wrap = this.makeReadOnlyWrap().catch((error) => {
                if (this.readOnly?.wrap === wrap)
                    this.readOnly = null;
                throw error;
            });
            this.readOnly = { key, wrap };
        }
        return this.readOnly.wrap;
    }
    nested() {
        if (this.nestedCache?.version !== this.index.version)
            this.nestedCache = { version: this.index.version, paths: nestedTargets(this.options.scope, this.index) };
        return this.nestedCache.paths;
    }
    /** The write wrap for the disk as it is now: the cached one while its inputs are unchanged. */
    async writeWrap() {
        const { scope } = this.options;
        await this.index.ready();
        this.index.refresh();
        const targets = protectedTargets(scope, this.nested(), this.ownFiles);
        const profile = writeProfile(scope, targets);
        const key = JSON.stringify([profile, targets.missing, this.index.version, wrapDiskState(scope, this.cwd)]);
        const current = this.write;
        if (current?.key === key && this.mountPointsFree(await current.wrap))
            return current.wrap;
        // Made by a newer look at the disk meanwhile: that one.
        if (this.write !== current && this.write)
            return this.write.wrap;
        const wrap = this.makeWriteWrap(key, targets, profile).catch((error) => {
            if (this.write?.wrap === wrap)
                this.write = null;
            throw error;
        });
        this.write = { key, wrap };
        void current?.wrap.then((old) => this.retire(old), () => undefined);
        return wrap;
    }
    /**
     * Whether bubblewrap can lay the wrap's mount points again: each is absent, or one a running
     * process holds. Something made since at one (a `.github/` folder where `.github/workflows` was
     * to be) would be covered by it: the wrap is made again instead.
     */
    mountPointsFree(wrap) {
        return wrap.mountPoints === null || wrap.mountPoints.every((path) => this.pendingMountPoints.has(path) || kindOf(path) === 'absent');
    }
    async makeWriteWrap(key, targets, profile) {
        const { scope, runtime } = this.options;
        const excludes = mountPointExcludes(scope, targets.missing);
        const own = this.options.userGitExcludes.trimEnd();
        const lines = [...(own ? [own] : []), ...excludes, ''].join('\n');
        if (lines !== this.writtenExcludes) {
            (0,external_node_fs_.writeFileSync)(this.options.gitExcludesFile, lines);
            this.writtenExcludes = lines;
        }
        const placeholder = (0,launcher/* mintCommandId */.lr)();
        const argv = await runtime.wrap((0,launcher/* launcherScript */.kq)({ tmpDir: scope.tmpDir, gitExcludesFile: this.options.gitExcludesFile }), profile, placeholder);
        const mountPoints = reusableMountPoints(argv, targets);
        const wrap = { key, profile, argv, placeholder, mountPoints, users: 0, stale: false };
        if (mountPoints === null)
            runtime.cleanupAfterCommand();
        else
            this.held.add(wrap);
        if (this.write?.key !== key)
            this.retire(wrap);
        return wrap;
    }
    /** A write wrap no longer current: its hold on the library goes once nothing started from it runs. */
    retire(wrap) {
        wrap.stale = true;
        if (wrap.users === 0 && this.held.delete(wrap))
            this.options.runtime.cleanupAfterCommand();
    }
    /** The argv that runs a command with this access under attribution id `id`, and what to do once it has exited. */
    async wrapFor(access, id) {
        const { scope, runtime } = this.options;
        if (access === 'read-only') {
            const cached = await this.readOnlyWrap();
            if (cached)
                return { argv: (0,launcher/* withCommandId */.ng)(cached.argv, cached.placeholder, id), done: () => undefined };
            return { argv: await runtime.wrap((0,launcher/* launcherScript */.kq)({ tmpDir: scope.scratchDir }), readOnlyProfile(scope), id), done: () => runtime.cleanupAfterCommand() };
        }
        const wrap = await this.writeWrap();
        let argv;
        let release;
        if (wrap.mountPoints === null) {
            argv = await runtime.wrap((0,launcher/* launcherScript */.kq)({ tmpDir: scope.tmpDir, gitExcludesFile: this.options.gitExcludesFile }), wrap.profile, id);
            release = () => runtime.cleanupAfterCommand();
        }
        else {
            // Only what is absent now is bubblewrap's to make, and the plan's to remove.
            for (const path of wrap.mountPoints)
                if (kindOf(path) === 'absent')
                    this.pendingMountPoints.add(path);
            argv = (0,launcher/* withCommandId */.ng)(wrap.argv, wrap.placeholder, id);
            wrap.users += 1;
            release = () => {
                wrap.users -= 1;
                if (wrap.stale)
                    this.retire(wrap);
            };
        }
        this.liveWrites += 1;
        return {
            argv,
            done: () => {
                release();
                this.liveWrites -= 1;
                if (this.liveWrites > 0)
                    return;
                removeMountPoints(this.pendingMountPoints);
                this.pendingMountPoints.clear();
                // What the call changed is looked at once its result is on its way, off the path of the next call, which rewraps only if it must.
                setImmediate(() => this.prepareNext());
            },
        };
    }
    /** After a call that wrote: the wraps the next calls need, made now if what they depend on changed. */
    prepareNext() {
        this.readOnlyWrap().catch(() => undefined);
        this.writeWrap().catch(() => undefined);
    }
    async close() {
        await Promise.allSettled([this.index.ready(), this.readOnly?.wrap, this.write?.wrap]);
        removeMountPoints(this.pendingMountPoints);
        this.pendingMountPoints.clear();
        const current = await this.write?.wrap.catch(() => null);
        if (current)
            this.retire(current);
        for (const wrap of [...this.held])
            this.retire(wrap);
    }
}
/**
 * The mount points of a write wrap, when it can be run again: a plain bubblewrap command line (not
 * a profile in a file the library closes at clean-up) whose empty mount points cover every missing
 * protected path (else what this reads of it is not what the library did). Null: wrap each call.
 */
function reusableMountPoints(argv, targets) {
    const found = mountPointsOf(argv);
    if (!found)
        return null;
    // A missing path below an existing protected one (a worktree's `.git` file, a read-only folder) needs no mount point of its own.
    const existing = targets.paths.filter((path) => kindOf(path) !== 'absent');
    const covered = (path) => found.some((point) => (0,core_paths/* isInsideDirectory */.sT)(path, point)) || existing.some((other) => other !== path && (0,core_paths/* isInsideDirectory */.sT)(path, other));
    return targets.missing.every(covered) ? found : null;
}

;// CONCATENATED MODULE: ./src/sandbox/sandboxed-plan.ts




function unconfined(spec) {
    return { file: spec.file, args: spec.args, env: spec.env };
}
/** The profile a process gets: a tool call's follows the gate's verdict; a sandboxed hook or MCP server may write like a call that writes. */
function accessOf(spec) {
    return spec.purpose.kind === 'tool' ? spec.purpose.access : 'write';
}
/**
 * The sandboxed spawn plan: every tool call (and, when the policy asks, every hook and MCP server)
 * runs under the sandbox library with the profile its access calls for; the wraps are reused (see
 * SessionWraps), and each process's command and environment are handed to the wrap's launcher in
 * variables.
 */
function createSandboxedPlan(options) {
    const { scope, runtime } = options;
    const wraps = new SessionWraps(options);
    const plan = async (spec) => {
        if (!(0,confinement/* confines */.k)(spec, options))
            return unconfined(spec);
        const access = accessOf(spec);
        const id = (0,launcher/* mintCommandId */.lr)();
        const { argv, done } = await wraps.wrapFor(access, id);
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
            env: (0,launcher/* wrapperEnv */.J5)(spec),
            refusals: () => [...refusals],
            release: () => {
                if (released)
                    return;
                released = true;
                stopWatching();
                done();
            },
        };
    };
    return { plan, close: () => wraps.close() };
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
