export const id = 323;
export const ids = [323];
export const modules = {

/***/ 1323:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   demoCommand: () => (/* binding */ demoCommand),
/* harmony export */   findDemoDir: () => (/* binding */ findDemoDir)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56107);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(54285);
/* harmony import */ var _run_command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(64323);








/** `examples/demo`, found from the source file or from the bundle in dist/cli/. */
function findDemoDir(start = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_5__.fileURLToPath)(import.meta.url))) {
    for (let dir = start;; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(dir)) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'examples', 'demo');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(candidate, 'session.cassette.jsonl')))
            return candidate;
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(dir) === dir)
            throw new Error('The demo files (examples/demo) are missing from this installation.');
    }
}
/** A path as short as it can be said from where the user is. */
function shown(path, cwd) {
    return (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .relativeInside */ .JA)(path, cwd) || path;
}
/**
 * `tollgate demo`: the example repository copied to a temp folder (removed at exit unless --keep),
 * a scripted session replayed on it with real tools and the example policy; prints the progress,
 * the headline and where the report files are.
 */
async function demoCommand(args, io) {
    const demo = findDemoDir();
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'tollgate-demo-'));
    const cleanup = () => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(root, { recursive: true, force: true });
    if (!args.keep)
        process.once('exit', cleanup);
    try {
        const workspace = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, 'repo');
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.cp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(demo, 'repo'), workspace, { recursive: true });
        const outDir = args.out;
        const prompt = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(demo, 'prompt.txt'), 'utf8')).trim();
        const progress = args.json ? io.stderr : io.stdout;
        progress.write(`Tollgate demo: a scripted session (model replies written by hand and replayed; no API key, no network)\n` +
            `on a copy of examples/demo/repo in ${workspace}, with its policy .github/tollgate.yml. The tools run for real.\n\n`);
        const { result, paths } = await (0,_run_command_js__WEBPACK_IMPORTED_MODULE_6__.runLocalSession)({
            prompt,
            workspace,
            outDir,
            modelSource: { kind: 'replay', path: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(demo, 'session.cassette.jsonl') },
            allowBypass: false,
            json: args.json,
        }, io);
        if (args.json) {
            io.stdout.write(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(paths.result, 'utf8'));
        }
        else {
            const comment = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(paths.comment, 'utf8');
            io.stdout.write(`\nThe PR comment Tollgate would post (${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .formatCount */ .B4)(comment.length)} characters): ${shown(paths.comment, io.cwd)}\n` +
                `Also in ${shown(outDir, io.cwd)}: report.md, summary.md, result.json, transcript.jsonl, changes.diff and every full output.\n` +
                (args.keep ? `The demo's copy of the repository, as the session left it: ${workspace}\n` : ''));
        }
        return result.conclusion === 'success' ? 0 : 1;
    }
    finally {
        if (!args.keep) {
            cleanup();
            process.removeListener('exit', cleanup);
        }
    }
}


/***/ })

};
