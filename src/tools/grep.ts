import { stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { buildTool } from '../core/build-tool.js';
import { hiddenNote, withoutDeniedFiles } from './search/policy-hidden.js';
import type { ToolUseContext } from '../core/tool.js';
import { displayPath, resolveFilePath } from './file-paths.js';
import { FILE_TYPES, fileFilter, unknownTypeMessage } from './search/file-filters.js';
import { grepTree, nodeGrep, type GrepQuery } from './search/grep-engines.js';
import { formatGrepHits } from './search/grep-format.js';
import { compileGrepPattern } from './search/grep-pattern.js';
import type { SearchEngine } from './search/list-files.js';
import { searchGit } from './search/run-git.js';
import { searchPath, validateSearchPath } from './search/search-root.js';

export const GREP_TOOL_NAME = 'Grep';

const contextLines = z.number().int().min(0).max(100);
const inputSchema = z.strictObject({
  pattern: z.string().min(1).describe('The regular expression to search for in file contents (PCRE / JavaScript syntax)'),
  path: z.string().optional().describe('File or directory to search in. Defaults to the current working directory'),
  glob: z.string().optional().describe('Glob pattern to filter files (e.g. "*.js", "*.{ts,tsx}", "src/**/*.ts")'),
  output_mode: z
    .enum(['content', 'files_with_matches', 'count'])
    .optional()
    .describe('"content" shows matching lines, "files_with_matches" (default) shows file paths, "count" shows match counts per file'),
  '-i': z.boolean().optional().describe('Case insensitive search'),
  '-n': z.boolean().optional().describe('Show line numbers in output (content mode; default true)'),
  '-A': contextLines.optional().describe('Number of lines to show after each match (content mode)'),
  '-B': contextLines.optional().describe('Number of lines to show before each match (content mode)'),
  '-C': contextLines.optional().describe('Number of lines to show before and after each match (content mode)'),
  head_limit: z.number().int().positive().optional().describe('Show only the first N lines / entries of the output'),
  type: z.string().optional().describe(`File type to search: ${Object.keys(FILE_TYPES).join(', ')}`),
});
type GrepInput = z.output<typeof inputSchema>;

export interface GrepOutput {
  readonly text: string;
  readonly files: number;
  readonly matches: number;
  readonly engine: SearchEngine;
}

export interface GrepSearchOptions {
  readonly engine?: SearchEngine;
}

/** Runs a search; exported so tests can hold the git and fallback engines to the same output. */
export async function grepSearch(input: GrepInput, context: ToolUseContext, options: GrepSearchOptions = {}): Promise<GrepOutput> {
  const ignoreCase = input['-i'] ?? false;
  const regex = compileGrepPattern(input.pattern, ignoreCase);
  if (typeof regex === 'string') throw new Error(regex);
  const mode = input.output_mode ?? 'files_with_matches';
  const query: GrepQuery = { pattern: input.pattern, regex, ignoreCase, mode, include: fileFilter(input.glob, input.type) };
  const target = searchPath(context, input.path);
  const real = resolveFilePath(context, target).real;
  const env = { git: searchGit(context), ignoreRoot: context.workspaceRoot, signal: context.abortController.signal };
  const isFile = (await stat(real)).isFile();
  const root = isFile ? dirname(real) : real;
  const shownRoot = isFile ? dirname(target) : target;
  const found = isFile ? await nodeGrep(root, query, env, { onlyFile: basename(real) }) : await grepTree(root, query, env, options.engine);
  const readable = withoutDeniedFiles([...found.files.keys()], root, context);
  const hits = { ...found, files: new Map(readable.kept.map((file) => [file, found.files.get(file)!])) };
  const report = await formatGrepHits(hits, {
    root,
    mode,
    before: input['-B'] ?? input['-C'] ?? 0,
    after: input['-A'] ?? input['-C'] ?? 0,
    lineNumbers: input['-n'] ?? true,
    headLimit: input.head_limit,
    show: (file) => displayPath(context, join(shownRoot, file)),
  });
  return { ...report, text: `${report.text}${hiddenNote(readable.hidden)}`, engine: hits.engine };
}

export function createGrepTool() {
  return buildTool<typeof inputSchema, GrepOutput>({
    name: GREP_TOOL_NAME,
    inputSchema,
    async description() {
      return 'Search file contents with a regular expression.';
    },
    async prompt() {
      return [
        'Searches file contents with a regular expression (git grep inside a repository, the same results elsewhere).',
        '- ALWAYS use Grep for content search; do not run `grep` or `rg` through Bash.',
        '- Full regex syntax: "log.*Error", "function\\s+\\w+". Escape literal braces and parentheses ("interface\\{\\}").',
        '- Filter files with `glob` ("*.ts", "**/*.{js,jsx}") or `type` ("py", "rust", "ts").',
        '- output_mode: "files_with_matches" (default; paths, newest first), "content" (matching lines as path:line:text, with -A/-B/-C context and -n line numbers), "count" (matching lines per file).',
        '- Files ignored by .gitignore and binary files are skipped. Patterns match within one line.',
        '- Use head_limit to cap long outputs. Paths are relative to the working directory.',
      ].join('\n');
    },
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    permissionSubject: (input, context) => ({ kind: 'paths', paths: [{ path: searchPath(context, input.path), access: 'read', directory: true }] }),
    reportSubject: (input, context) => ({ kind: 'search', pattern: input.pattern, path: searchPath(context, input.path), ...(input.glob !== undefined ? { glob: input.glob } : {}) }),
    getActivityDescription: (input) => `Searching for ${input.pattern}${input.path ? ` in ${input.path}` : ''}`,
    backfillObservableInput(input, context) {
      input.path = searchPath(context, typeof input.path === 'string' ? input.path : undefined);
    },
    async validateInput(input, context) {
      const regex = compileGrepPattern(input.pattern, input['-i'] ?? false);
      if (typeof regex === 'string') return { result: false, message: regex };
      if (input.type !== undefined && !FILE_TYPES[input.type]) return { result: false, message: unknownTypeMessage(input.type) };
      return validateSearchPath(context, input.path, true);
    },
    async call(input, context) {
      return { data: await grepSearch(input, context) };
    },
    mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
      type: 'tool_result',
      tool_use_id: toolUseId,
      content: output.text,
    }),
  });
}
