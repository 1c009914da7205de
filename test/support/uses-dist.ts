/**
 * Whether a test file runs the built `dist/` (through the CLI or action harness, or a path to it),
 * found by following its relative imports: a run of other tests need not rebuild it first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The built entries as the harnesses name them: the action's or the CLI's index.js under dist, or a join of 'dist'. */
const RUNS_DIST = /(?<![\w/-])dist\/(?:cli\/)?index\.js|['"]dist['"]\s*,\s*['"](?:cli|index\.js)['"]/;
const RELATIVE_IMPORT = /(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceOf(specifier: string, from: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, base.replace(/\.js$/, '.ts'), base.replace(/\.mjs$/, '.mts'), `${base}.ts`]) {
    if (existsSync(candidate) && /\.[cm]?[jt]s$/.test(candidate)) return candidate;
  }
  return null;
}

export function usesDist(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (RUNS_DIST.test(text)) return true;
  for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
    const source = specifier ? sourceOf(specifier, file) : null;
    if (source && !source.includes('/src/') && usesDist(source, seen)) return true;
  }
  return false;
}
