import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as TreeSitter from 'web-tree-sitter';
import type { Language, Node, Parser } from 'web-tree-sitter';

export type BashNode = Node;

type WebTreeSitter = typeof TreeSitter;

let parser: Parser | null = null;
let loading: Promise<void> | null = null;

/**
 * A `.wasm` file: beside the bundle first (the build copies both files next to `dist/index.js`),
 * then one level up (for `dist/cli/index.js`), then from node_modules.
 */
function locateWasm(fileName: string, specifier: string): string {
  const bundleDir = dirname(fileURLToPath(import.meta.url));
  for (const dir of [bundleDir, dirname(bundleDir)]) {
    const candidate = join(dir, fileName);
    if (existsSync(candidate)) return candidate;
  }
  return createRequire(import.meta.url).resolve(specifier);
}

/**
 * Inside the ncc bundle (ESM output) the CommonJS build's `__dirname` is a free variable that
 * is not defined; it only needs to exist while the runtime initialises.
 */
async function withDirname<T>(run: () => Promise<T>): Promise<T> {
  const scope = globalThis as { __dirname?: string };
  const had = '__dirname' in scope;
  if (!had) scope.__dirname = dirname(fileURLToPath(import.meta.url));
  try {
    return await run();
  } finally {
    if (!had) delete scope.__dirname;
  }
}

async function load(): Promise<void> {
  // The CommonJS build: the ESM one breaks under the ncc bundler.
  const treeSitter = (await import('./tree-sitter-cjs.cjs')).default as WebTreeSitter;
  const runtimeWasm = locateWasm('web-tree-sitter.wasm', 'web-tree-sitter/web-tree-sitter.wasm');
  await withDirname(() => treeSitter.Parser.init({ locateFile: () => runtimeWasm }));
  const language: Language = await treeSitter.Language.load(
    locateWasm('tree-sitter-bash.wasm', 'tree-sitter-bash/tree-sitter-bash.wasm'),
  );
  const created = new treeSitter.Parser();
  created.setLanguage(language);
  parser = created;
}

/** Loads the tree-sitter runtime and the bash grammar once; later calls share the first load. */
export function loadBashParser(): Promise<void> {
  if (parser) return Promise.resolve();
  if (!loading) {
    loading = load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}

export function isBashParserLoaded(): boolean {
  return parser !== null;
}

export interface ParsedBash {
  readonly root: BashNode;
  /** Frees the tree's wasm memory; call when done with `root`. */
  dispose(): void;
}

/**
 * The syntax tree of `command`, or null when the parser is not loaded or the command
 * does not parse cleanly (an error or missing node anywhere).
 */
export function parseBash(command: string): ParsedBash | null {
  if (!parser) return null;
  let tree;
  try {
    tree = parser.parse(command);
  } catch {
    return null;
  }
  if (!tree) return null;
  if (tree.rootNode.hasError) {
    tree.delete();
    return null;
  }
  const parsed = tree;
  return { root: parsed.rootNode, dispose: () => parsed.delete() };
}
