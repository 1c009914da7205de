#!/usr/bin/env node
var __webpack_exports__ = {};
process.stdout.write('tollgate: not yet\n');


