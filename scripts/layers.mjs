// The layers of src/, from the top: a module imports its own layer and the layers below it, never
// one above. One table for the lint rule (eslint.config.js) and the import graph
// (scripts/import-graph.mjs), so the two cannot disagree.
import { posix } from 'node:path';

export const LAYERS = [
  { name: 'entries', test: (p) => p === 'action.ts' || p === 'cli.ts' || p.startsWith('cli/') },
  { name: 'github', test: (p) => p.startsWith('github/') },
  // After the session: the change set checked and landed; the GitHub layer and the CLI call it.
  { name: 'delivery', test: (p) => p.startsWith('delivery/') },
  { name: 'app', test: (p) => p.startsWith('app/') },
  { name: 'report', test: (p) => p.startsWith('report/') },
  { name: 'session', test: (p) => p.startsWith('session/') },
  { name: 'engine', test: (p) => /^(tools|mcp|hooks|permissions|policy|model|sandbox)\//.test(p) },
  { name: 'core', test: (p) => p.startsWith('core/') },
];

const ORDER = 'entries → github → delivery → app → report → session → tools/mcp/hooks/permissions/policy/model/sandbox → core';

/** Folders of the engine layer and what they must not import, though it is in their layer or below. */
export const FORBIDDEN_FOLDERS = {
  tools: ['github', 'session'],
  mcp: ['github', 'session'],
  // The policy file's format and the model API are the engine's floor: what reads them sits above.
  policy: ['tools', 'mcp', 'hooks', 'permissions', 'sandbox'],
  model: ['tools', 'mcp', 'hooks', 'permissions', 'policy', 'sandbox'],
};

/** Packages core may not import: the pipeline knows no model API, no MCP, no GitHub. */
export const CORE_FORBIDDEN_PACKAGES = [/^@anthropic-ai\//, /^@modelcontextprotocol\//, /^@actions\//, /^@octokit\//];

export const folderOf = (path) => (path.includes('/') ? path.split('/')[0] : path.replace(/\.[cm]?ts$/, ''));

export function layerOf(path) {
  const index = LAYERS.findIndex(({ test }) => test(path));
  return index === -1 ? null : index;
}

/**
 * Why `from` (a path under src/, `/`-separated) may not import `specifier`, or null when it may.
 * A relative specifier is resolved against `from`; anything else is a package name.
 */
export function layerViolation(from, specifier) {
  const fromLayer = layerOf(from);
  if (fromLayer === null) return `src/${from} is in no layer: add its folder to scripts/layers.mjs`;
  if (!specifier.startsWith('.')) {
    const sdk = LAYERS[fromLayer].name === 'core' && CORE_FORBIDDEN_PACKAGES.some((re) => re.test(specifier));
    return sdk ? `core imports no SDK (${specifier}): give the pipeline its own type in src/core/` : null;
  }
  const target = posix.normalize(posix.join(posix.dirname(from), specifier));
  if (target.startsWith('..')) return `${specifier} is outside src/`;
  const toLayer = layerOf(target);
  if (LAYERS[fromLayer].name === 'core' && !target.startsWith('core/')) return `core imports nothing of the project outside core (${target})`;
  if (toLayer === null) return null;
  if (toLayer < fromLayer) return `${folderOf(from)} imports ${folderOf(target)} (${target}), a layer above it: imports go downwards only (${ORDER})`;
  if ((FORBIDDEN_FOLDERS[folderOf(from)] ?? []).includes(folderOf(target))) {
    return `${folderOf(from)} imports ${folderOf(target)} (${target}): ${folderOf(from)} imports none of ${FORBIDDEN_FOLDERS[folderOf(from)].join(', ')}`;
  }
  return null;
}
