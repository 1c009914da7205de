import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mapWithConcurrency } from '../../core/concurrency.js';
import { isFixedString } from './grep-pattern.js';
import { runGit, type GitRunner } from '../../core/run-git.js';
import { splitNul } from './run-git.js';
import { walkFiles } from './list-files.js';
import { planSearch, type SearchEngine } from './search-plan.js';

export type GrepMode = 'content' | 'files_with_matches' | 'count';

export interface GrepQuery {
  readonly pattern: string;
  /** The same pattern compiled for JavaScript (the fallback's matcher). */
  readonly regex: RegExp;
  readonly ignoreCase: boolean;
  readonly mode: GrepMode;
  /** Paths relative to `root`; files that fail it are dropped from the result. */
  readonly include: (path: string) => boolean;
}

export interface MatchedLine {
  readonly lineNo: number;
  readonly text: string;
}

/** Per file (relative to the search root, `/`-separated): the matching lines, or only their count. */
export interface GrepHits {
  readonly files: Map<string, { count: number; lines: MatchedLine[] }>;
  readonly engine: SearchEngine;
  /** The search produced more than can be held; the result is partial. */
  readonly overflow: boolean;
}

export interface GrepEnv {
  /** How git runs: through the session's command runner, hardened (its abort signal is the call's). */
  readonly git: GitRunner;
  readonly ignoreRoot: string;
  readonly signal?: AbortSignal;
}

const MAX_GIT_OUTPUT_BYTES = 64 * 1024 * 1024;

/** Splits file content into lines the way git does: on LF, the text after a final LF is no line. */
export function splitFileLines(buffer: Buffer): string[] {
  const lines = buffer.toString('utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

function gitArgs(query: GrepQuery): string[] {
  const modeFlags = { content: ['-n'], files_with_matches: ['-l'], count: ['-c'] }[query.mode];
  return [
    'grep',
    '-I',
    '-z',
    '--no-color',
    '--no-column',
    ...modeFlags,
    ...(query.ignoreCase ? ['-i'] : []),
    isFixedString(query.pattern) ? '-F' : '-P',
    '-e',
    query.pattern,
  ];
}

function parseGitOutput(stdout: Buffer, mode: GrepMode): Map<string, { count: number; lines: MatchedLine[] }> {
  const files = new Map<string, { count: number; lines: MatchedLine[] }>();
  if (mode === 'files_with_matches') {
    for (const file of splitNul(stdout)) files.set(file, { count: 1, lines: [] });
    return files;
  }
  const text = stdout.toString('utf8');
  let at = 0;
  while (at < text.length) {
    const fileEnd = text.indexOf('\0', at);
    if (fileEnd === -1) break;
    const file = text.slice(at, fileEnd);
    if (mode === 'count') {
      const end = text.indexOf('\n', fileEnd);
      files.set(file, { count: Number(text.slice(fileEnd + 1, end === -1 ? undefined : end)), lines: [] });
      at = end === -1 ? text.length : end + 1;
      continue;
    }
    const numberEnd = text.indexOf('\0', fileEnd + 1);
    const lineEnd = text.indexOf('\n', numberEnd + 1);
    const entry = files.get(file) ?? { count: 0, lines: [] };
    entry.lines.push({ lineNo: Number(text.slice(fileEnd + 1, numberEnd)), text: text.slice(numberEnd + 1, lineEnd === -1 ? undefined : lineEnd) });
    entry.count++;
    files.set(file, entry);
    at = lineEnd === -1 ? text.length : lineEnd + 1;
  }
  return files;
}

/**
 * `git grep` over tracked files and, at the same time, the untracked files that are not ignored
 * (listed by `git ls-files -o` and searched here): on two cores this is faster than
 * `git grep --untracked`, which walks the tree before it searches. Null when git cannot do it
 * (the caller falls back).
 */
export async function gitGrep(root: string, query: GrepQuery, env: GrepEnv): Promise<GrepHits | null> {
  const [run, others] = await Promise.all([
    runGit(env.git, gitArgs(query), root, { maxStdoutBytes: MAX_GIT_OUTPUT_BYTES }),
    runGit(env.git, ['ls-files', '-o', '--exclude-standard', '-z'], root, { maxStdoutBytes: MAX_GIT_OUTPUT_BYTES }),
  ]);
  if (run.overflow) return { files: new Map(), engine: 'git', overflow: true };
  // 1 is "no match"; anything else (no repository, no PCRE support, a pattern PCRE rejects) falls back.
  if ((run.code !== 0 && run.code !== 1) || others.code !== 0 || others.overflow) return null;
  const files = run.code === 0 ? parseGitOutput(run.stdout, query.mode) : new Map<string, { count: number; lines: MatchedLine[] }>();
  // A nested repository is listed as `dir/`: git grep does not search inside one either.
  const untracked = splitNul(others.stdout).filter((file) => !file.endsWith('/') && query.include(file));
  const found = await mapWithConcurrency(untracked, 16, async (file) => {
    try {
      return grepBuffer(await readFile(join(root, file)), query.regex, query.mode === 'content');
    } catch {
      return null;
    }
  });
  untracked.forEach((file, index) => {
    const hit = found[index];
    if (hit && hit.count > 0) files.set(file, hit);
  });
  for (const file of [...files.keys()]) if (!query.include(file)) files.delete(file);
  return { files, engine: 'git', overflow: false };
}

/** Searches one file's content; null for a binary file (a NUL in the first 8,000 bytes, as git decides). */
export function grepBuffer(buffer: Buffer, regex: RegExp, keepLines: boolean): { count: number; lines: MatchedLine[] } | null {
  if (buffer.subarray(0, 8_000).includes(0)) return null;
  const lines: MatchedLine[] = [];
  let count = 0;
  splitFileLines(buffer).forEach((line, index) => {
    if (!regex.test(line)) return;
    count++;
    if (keepLines) lines.push({ lineNo: index + 1, text: line });
  });
  return { count, lines };
}

/** The fallback: walk the tree (honouring .gitignore) and match with JavaScript. */
export async function nodeGrep(root: string, query: GrepQuery, env: GrepEnv, walk: { ignoreTop: string; skipNestedRepositories: boolean } | { onlyFile: string }): Promise<GrepHits> {
  const candidates =
    'onlyFile' in walk ? [walk.onlyFile] : (await walkFiles(root, walk.ignoreTop, { skipNestedRepositories: walk.skipNestedRepositories })).filter(query.include);
  const files = new Map<string, { count: number; lines: MatchedLine[] }>();
  const results = await mapWithConcurrency(candidates, 16, async (file) => {
    if (env.signal?.aborted) return null;
    try {
      return grepBuffer(await readFile(join(root, file)), query.regex, query.mode === 'content');
    } catch {
      return null;
    }
  });
  candidates.forEach((file, index) => {
    const hit = results[index];
    if (hit && hit.count > 0) files.set(file, hit);
  });
  return { files, engine: 'node', overflow: false };
}

/**
 * Searches below `root` with the engine the plan picks. Inside a git work tree (nearly always) that
 * is git, so `git grep` starts beside the plan's own git call instead of after it (each is a
 * process, in the sandbox a wrapped one); when the plan picks the walk, that answer is not used.
 */
export async function grepTree(root: string, query: GrepQuery, env: GrepEnv, engine?: SearchEngine): Promise<GrepHits> {
  const early = engine === 'node' ? null : gitGrep(root, query, env).catch(() => null);
  const plan = await planSearch(root, env.git, env.ignoreRoot, engine);
  if (plan.engine === 'git' && early) {
    const hits = await early;
    if (hits) return hits;
    if (engine === 'git') throw new Error('git grep failed in this directory');
  }
  // Its processes end before the call does.
  const [hits] = await Promise.all([nodeGrep(root, query, env, plan), early]);
  return hits;
}
