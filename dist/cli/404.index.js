export const id = 404;
export const ids = [404];
export const modules = {

/***/ 1404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runSandboxPreflight: () => (/* binding */ runSandboxPreflight)
/* harmony export */ });
/* harmony import */ var _apparmor_profile_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65277);

const APT_ENV = ['env', 'DEBIAN_FRONTEND=noninteractive'];
async function sudoPrefix(deps) {
    if (deps.isRoot)
        return [];
    const probe = await deps.exec(['sudo', '-n', 'true']).catch(() => ({ code: 1, stdout: '', stderr: '' }));
    return probe.code === 0 ? ['sudo', '-n'] : null;
}
function failure(result) {
    return (result.stderr.trim().split('\n').pop() ?? '').slice(0, 200) || `exit code ${result.code}`;
}
/** Installs the missing Debian packages (refreshing the package lists once if the first attempt fails). */
async function installPackages(deps, sudo, packages) {
    const install = [...sudo, ...APT_ENV, 'apt-get', 'install', '-y', '--no-install-recommends', ...packages];
    if ((await deps.exec(install)).code === 0)
        return null;
    const update = await deps.exec([...sudo, ...APT_ENV, 'apt-get', 'update']);
    if (update.code !== 0)
        return `apt-get update failed: ${failure(update)}`;
    const second = await deps.exec(install);
    return second.code === 0 ? null : `apt-get install failed: ${failure(second)}`;
}
/** Writes and loads the per-binary AppArmor profile that lets bubblewrap create user namespaces. */
async function installAppArmorProfile(deps, sudo, bwrap) {
    const write = await deps.exec([...sudo, 'tee', _apparmor_profile_js__WEBPACK_IMPORTED_MODULE_0__/* .APPARMOR_PROFILE_PATH */ .b], (0,_apparmor_profile_js__WEBPACK_IMPORTED_MODULE_0__/* .bwrapAppArmorProfile */ .M)(bwrap));
    if (write.code !== 0)
        return `could not write ${_apparmor_profile_js__WEBPACK_IMPORTED_MODULE_0__/* .APPARMOR_PROFILE_PATH */ .b}: ${failure(write)}`;
    const load = await deps.exec([...sudo, 'apparmor_parser', '-r', _apparmor_profile_js__WEBPACK_IMPORTED_MODULE_0__/* .APPARMOR_PROFILE_PATH */ .b]);
    return load.code === 0 ? null : `apparmor_parser could not load the profile: ${failure(load)}`;
}
function repairable(problem) {
    return problem.kind === 'missing-packages' || problem.kind === 'apparmor-userns';
}
/**
 * The action's preflight, beside the first model call and before the first tool: start the sandbox; when it cannot start
 * for a reason the machine's owner would fix the same way every time (missing Debian packages,
 * Ubuntu's AppArmor restriction on bubblewrap) and passwordless sudo is there, fix it and try
 * again. Each kind of repair is tried once; anything else is left to the caller to report.
 */
async function runSandboxPreflight(deps) {
    const repairs = [];
    const tried = new Set();
    let sudo;
    for (;;) {
        const started = await deps.start();
        if (started.ok)
            return { ...started, repairs };
        const { problem } = started;
        if (!repairable(problem))
            return { ...started, repairs };
        if (tried.has(problem.kind))
            return { ...started, repairs, repairNote: 'the repair did not help' };
        tried.add(problem.kind);
        sudo ??= await sudoPrefix(deps);
        if (sudo === null)
            return { ...started, repairs, repairNote: 'no passwordless sudo to repair it with' };
        let error;
        if (problem.kind === 'missing-packages') {
            deps.log(`Tollgate: installing ${problem.packages.join(' ')} for the sandbox (apt-get)`);
            error = await installPackages(deps, sudo, problem.packages);
            if (!error)
                repairs.push(`installed ${problem.packages.join(' ')}`);
        }
        else {
            const bwrap = problem.kind === 'apparmor-userns' ? problem.bwrap : '/usr/bin/bwrap';
            deps.log(`Tollgate: loading an AppArmor profile for ${bwrap} (${_apparmor_profile_js__WEBPACK_IMPORTED_MODULE_0__/* .APPARMOR_PROFILE_PATH */ .b}) so bubblewrap may create user namespaces`);
            error = await installAppArmorProfile(deps, sudo, bwrap);
            if (!error)
                repairs.push(`loaded the AppArmor profile ${_apparmor_profile_js__WEBPACK_IMPORTED_MODULE_0__/* .APPARMOR_PROFILE_PATH */ .b}`);
        }
        if (error)
            return { ...started, repairs, repairNote: error };
    }
}


/***/ })

};
