export const id = 614;
export const ids = [614];
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

/***/ 6614:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  quickProblem: () => (/* binding */ quickProblem),
  startSandbox: () => (/* binding */ startSandbox)
});

// UNUSED EXPORTS: classifyStartFailure, readSysctl

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/sandbox/host-programs.ts


/** The Debian package that provides each program. */
const DEBIAN_PACKAGES = {
    bwrap: 'bubblewrap',
    socat: 'socat',
    rg: 'ripgrep',
};
/** `name` found in the directories of `pathValue` (absolute ones only), or null. */
function findProgram(name, pathValue) {
    for (const dir of (pathValue ?? '').split(external_node_path_.delimiter)) {
        if (!dir || !(0,external_node_path_.isAbsolute)(dir))
            continue;
        const candidate = (0,external_node_path_.join)(dir, name);
        try {
            (0,external_node_fs_.accessSync)(candidate, external_node_fs_.constants.X_OK);
            return candidate;
        }
        catch {
            // Not here.
        }
    }
    return null;
}
function findHostPrograms(pathValue) {
    return {
        bwrap: findProgram('bwrap', pathValue),
        socat: findProgram('socat', pathValue),
        rg: findProgram('rg', pathValue),
        bash: findProgram('bash', pathValue),
    };
}
/** The Debian packages to install for the programs that are missing. */
function missingPackages(programs) {
    return Object.keys(DEBIAN_PACKAGES).filter((name) => programs[name] === null).map((name) => DEBIAN_PACKAGES[name]);
}

// EXTERNAL MODULE: ./src/sandbox/launcher.ts
var launcher = __webpack_require__(78803);
// EXTERNAL MODULE: ./src/sandbox/sandbox-runtime.ts
var sandbox_runtime = __webpack_require__(41161);
// EXTERNAL MODULE: ./src/core/describe-error.ts
var describe_error = __webpack_require__(64505);
;// CONCATENATED MODULE: ./src/sandbox/start-sandbox.ts






const readSysctl = (name) => {
    try {
        return (0,external_node_fs_.readFileSync)(`/proc/sys/${name.replaceAll('.', '/')}`, 'utf8').trim();
    }
    catch {
        return null;
    }
};
function firstLine(text) {
    return text.split('\n').map((line) => line.trim()).find((line) => line !== '')?.slice(0, 300) ?? 'no message';
}
/** Why bubblewrap refused, from what it printed and the kernel's settings. */
function classifyStartFailure(stderr, bwrap, sysctl) {
    const detail = firstLine(stderr);
    const namespaceRefused = /uid map|user namespace|new namespace|Operation not permitted|Permission denied/i.test(stderr);
    if (namespaceRefused && sysctl('kernel.apparmor_restrict_unprivileged_userns') === '1') {
        return { kind: 'apparmor-userns', bwrap, detail };
    }
    if (namespaceRefused && (sysctl('kernel.unprivileged_userns_clone') === '0' || sysctl('user.max_user_namespaces') === '0')) {
        return { kind: 'userns-disabled', detail };
    }
    return { kind: 'failed', detail };
}
/** Runs `true` in the sandbox: the proof that bubblewrap, the seccomp helper and the proxy bridge all start here. */
async function probe(runtime) {
    const argv = await runtime.wrap('true', { filesystem: { allowWrite: [], denyWrite: [], denyRead: [] } }, (0,launcher/* mintCommandId */.lr)());
    runtime.cleanupAfterCommand();
    const [file = 'bash', ...args] = argv;
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.spawn)(file, args, { env: { PATH: launcher/* WRAPPER_PATH */.uV, SHLVL: '1' }, stdio: ['ignore', 'ignore', 'pipe'] });
        let stderr = '';
        child.stderr.on('data', (chunk) => (stderr += chunk.toString('utf8')));
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('error', (error) => {
            clearTimeout(timer);
            resolve({ ok: false, stderr: error.message });
        });
        child.once('close', (code) => {
            clearTimeout(timer);
            resolve({ ok: code === 0, stderr: code === null ? `${stderr}\nthe probe did not finish within 15 s` : stderr });
        });
    });
}
/** What stops the sandbox here that can be seen without starting it: another platform, missing packages. */
function quickProblem(options) {
    const platform = options.platform ?? process.platform;
    if (platform !== 'linux')
        return { kind: 'unsupported', detail: `the sandbox runs on Linux only (this is ${platform})` };
    const missing = missingPackages(findHostPrograms(options.pathValue));
    return missing.length > 0 ? { kind: 'missing-packages', packages: missing } : null;
}
/**
 * Starts the sandbox library (its proxies) and proves a command runs in it. On success the
 * runtime stays acquired for the session; on failure everything is released and the cause named.
 */
async function startSandbox(options) {
    const problem = quickProblem(options);
    if (problem)
        return { ok: false, problem };
    const found = findHostPrograms(options.pathValue);
    if (!found.bash || !found.bwrap || !found.socat || !found.rg)
        return { ok: false, problem: { kind: 'failed', detail: 'bash is not on PATH' } };
    const programs = { bwrap: found.bwrap, socat: found.socat, rg: found.rg, bash: found.bash };
    let runtime;
    try {
        runtime = await (0,sandbox_runtime/* acquireSandboxRuntime */.e)(programs);
    }
    catch (error) {
        const message = (0,describe_error/* describeError */.U)(error);
        return { ok: false, problem: classifyStartFailure(message, programs.bwrap, options.readSysctl ?? readSysctl) };
    }
    let result;
    try {
        result = await probe(runtime);
    }
    catch (error) {
        result = { ok: false, stderr: (0,describe_error/* describeError */.U)(error) };
    }
    if (result.ok)
        return { ok: true, runtime, programs };
    await runtime.release();
    return { ok: false, problem: classifyStartFailure(result.stderr, programs.bwrap, options.readSysctl ?? readSysctl) };
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
