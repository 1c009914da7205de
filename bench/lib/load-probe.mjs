// Preloaded into the CLI by the bundle figure (`node --import this.mjs dist/cli/index.js run ...`):
// logs every module the process evaluates, every .wasm it reads, and its HTTP requests, each with a
// monotonic timestamp, to the file named by TOLLGATE_LOAD_LOG. Plain JavaScript: it runs without tsx.
import { appendFileSync } from 'node:fs';
import fs from 'node:fs';
import Module, { register, syncBuiltinESMExports } from 'node:module';

const log = process.env.TOLLGATE_LOAD_LOG;
if (log) {
  const mark = (kind, what) => appendFileSync(log, `${process.hrtime.bigint()} ${kind} ${what}\n`);
  const hooks = `
    import { appendFileSync } from 'node:fs';
    let log;
    export function initialize(data) { log = data.log; }
    export async function load(url, context, next) {
      appendFileSync(log, process.hrtime.bigint() + ' load ' + url + '\\n');
      return next(url, context);
    }`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`, import.meta.url, { data: { log } });

  const compile = Module.prototype._compile;
  Module.prototype._compile = function (content, filename) {
    mark('load', `file://${filename}`);
    return compile.call(this, content, filename);
  };

  const noteWasm = (path) => {
    const text = String(path instanceof URL ? path.pathname : path);
    if (text.endsWith('.wasm')) mark('load', text.startsWith('file:') ? text : `file://${text}`);
  };
  for (const target of [fs, fs.promises]) {
    const original = target.readFile;
    target.readFile = function (path, ...rest) {
      noteWasm(path);
      return original.call(this, path, ...rest);
    };
  }
  const readFileSync = fs.readFileSync;
  fs.readFileSync = function (path, ...rest) {
    noteWasm(path);
    return readFileSync.call(this, path, ...rest);
  };
  syncBuiltinESMExports();

  const originalFetch = globalThis.fetch;
  globalThis.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : String(input?.url);
    mark(/^https?:/.test(url) ? 'fetch' : 'load', url);
    return originalFetch.call(this, input, init);
  };
}
