export const id = 905;
export const ids = [905];
export const modules = {

/***/ 68905:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

/* global module, require */
// web-tree-sitter's CommonJS build, reached through a CommonJS file so the ncc bundler
// includes it (a `createRequire` call is left unbundled, and the ESM build breaks under ncc).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- this file exists to be a CommonJS require
module.exports = __webpack_require__(10551);


/***/ })

};
