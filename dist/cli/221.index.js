export const id = 221;
export const ids = [221];
export const modules = {

/***/ 35221:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readUserGitExcludes: () => (/* binding */ readUserGitExcludes)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



/**
 * The user's global git excludes (core.excludesFile, else git's default file), so the excludes the
 * sandbox sets for its mount points keep them. Empty when there is none or git is not installed.
 */
async function readUserGitExcludes(cwd, env) {
    const configured = await new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', ['config', '--get', 'core.excludesFile'], { cwd, env: { PATH: env.PATH ?? '', HOME: env.HOME ?? '' }, timeout: 5_000 }, (error, stdout) => resolve(error ? '' : String(stdout).trim()));
    });
    const home = env.HOME ?? '';
    const path = configured
        ? configured.replace(/^~(?=\/|$)/, home)
        : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(env.XDG_CONFIG_HOME || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(home, '.config'), 'git', 'ignore');
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path, 'utf8').catch(() => '');
}


/***/ })

};
