export const id = 614;
export const ids = [614];
export const modules = {

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


/***/ })

};
