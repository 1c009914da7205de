#!/usr/bin/env node
// The import graph of src/: every import that goes against the layers (scripts/layers.mjs), and every
// cycle (between folders and between files), runtime and type-only apart. Exits 1 when there is either, so CI
// keeps the architecture as the README describes it. `--json` prints the figures as JSON.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderOf, layerViolation } from './layers.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');

function listSources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return listSources(full);
    return /\.(ts|cts|mts)$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.cts') ? [full] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[3] ?? match[4];
    if (!specifier) continue;
    // `import type` / `export type`, or `import { type A, type B }` where every name is a type.
    const clause = match[0];
    const braces = /\{([^}]*)\}/.exec(clause)?.[1];
    const allTypes = braces !== undefined && braces.split(',').map((s) => s.trim()).filter(Boolean).every((s) => s.startsWith('type '));
    found.push({ specifier, typeOnly: Boolean(match[2]) || (allTypes && !/^\s*(import|export)\s+[\w$]+\s*,/.test(clause)) });
  }
  return found;
}


const files = listSources(src).map((file) => relative(src, file).split('\\').join('/'));
const known = new Set(files);
const edges = [];
const wrong = [];
for (const file of files) {
  for (const { specifier, typeOnly } of importsOf(join(src, file))) {
    const why = layerViolation(file, specifier);
    if (why) wrong.push({ from: file, to: specifier, typeOnly, why });
    if (!specifier.startsWith('.')) continue;
    let target = relative(src, resolve(dirname(join(src, file)), specifier)).split('\\').join('/');
    target = target.replace(/\.js$/, '.ts').replace(/\.cjs$/, '.cts');
    if (known.has(target)) edges.push({ from: file, to: target, typeOnly });
  }
}

/** Strongly connected components with more than one member (Tarjan). */
function cycles(nodes, adjacency) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const out = [];
  const visit = (node) => {
    info.set(node, { index, low: index, onStack: true });
    index++;
    stack.push(node);
    for (const next of adjacency.get(node) ?? []) {
      if (!info.has(next)) {
        visit(next);
        info.get(node).low = Math.min(info.get(node).low, info.get(next).low);
      } else if (info.get(next).onStack) {
        info.get(node).low = Math.min(info.get(node).low, info.get(next).index);
      }
    }
    if (info.get(node).low === info.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        info.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const node of nodes) if (!info.has(node)) visit(node);
  return out;
}

function graph(edgeList, keyOf) {
  const adjacency = new Map();
  for (const { from, to } of edgeList) {
    const [a, b] = [keyOf(from), keyOf(to)];
    if (a === b) continue;
    if (!adjacency.has(a)) adjacency.set(a, new Set());
    adjacency.get(a).add(b);
  }
  return cycles([...new Set(edgeList.flatMap((e) => [keyOf(e.from), keyOf(e.to)]))], adjacency);
}

const runtime = edges.filter((e) => !e.typeOnly);
const report = {
  files: files.length,
  imports: edges.length,
  wrongDirection: wrong,
  folderCycles: { runtime: graph(runtime, folderOf), any: graph(edges, folderOf) },
  fileCycles: { runtime: graph(runtime, (f) => f), any: graph(edges, (f) => f) },
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(`import graph of src/: ${report.files} files, ${report.imports} imports`);
  console.log(`wrong-direction imports: ${wrong.length}`);
  for (const w of wrong) console.log(`  ${w.from} → ${w.to}${w.typeOnly ? ' (type only)' : ''}: ${w.why}`);
  for (const [label, list] of [
    ['folder cycles (runtime)', report.folderCycles.runtime],
    ['folder cycles (with type imports)', report.folderCycles.any],
    ['file cycles (runtime)', report.fileCycles.runtime],
    ['file cycles (with type imports)', report.fileCycles.any],
  ]) {
    console.log(`${label}: ${list.length}`);
    for (const cycle of list) console.log(`  ${cycle.join(' ↔ ')}`);
  }
}
const failed = wrong.length + report.folderCycles.any.length + report.fileCycles.any.length;
process.exitCode = failed > 0 ? 1 : 0;
