import { isAbsolute, join } from 'node:path';
import picomatch from 'picomatch';
import { z } from 'zod';
import { buildTool } from '../core/build-tool.js';
import { hiddenNote, withoutDeniedFiles } from './search/policy-hidden.js';
import type { ToolUseContext } from '../core/tool.js';
import { displayPath, resolveFilePath } from './file-paths.js';
import { listFiles, type SearchEngine } from './search/list-files.js';
import { searchGit } from './search/run-git.js';
import { searchPath, validateSearchPath } from './search/search-root.js';
import { byMtimeDescending, statFiles } from './search/stat-files.js';

export const GLOB_TOOL_NAME = 'Glob';

const inputSchema = z.strictObject({
  pattern: z.string().min(1).describe('The glob pattern to match files against, e.g. "**/*.ts" or "src/**/*.{js,jsx}"'),
  path: z
    .string()
    .optional()
    .describe('The directory to search in. Leave it out to search the current working directory (do not pass "undefined" or "null")'),
});
type GlobInput = z.output<typeof inputSchema>;

export interface GlobOutput {
  readonly files: readonly string[];
  readonly totalMatches: number;
  readonly truncated: boolean;
  readonly engine: SearchEngine;
  /** Matches a Read deny rule covers, left out. */
  readonly hiddenByPolicy: number;
}

/** An absolute pattern is split into the directory to search and the pattern below it. */
function splitPattern(input: GlobInput, context: ToolUseContext): { dir: string; pattern: string } {
  if (isAbsolute(input.pattern)) {
    const scan = picomatch.scan(input.pattern);
    if (scan.base && scan.glob) return { dir: scan.base, pattern: scan.glob };
  }
  return { dir: searchPath(context, input.path), pattern: input.pattern.replace(/^(?:\.\/)+/, '') };
}

export interface GlobSearchOptions {
  readonly engine?: SearchEngine;
}

export async function globFiles(input: GlobInput, context: ToolUseContext, options: GlobSearchOptions = {}): Promise<GlobOutput> {
  const { dir, pattern } = splitPattern(input, context);
  const real = resolveFilePath(context, dir).real;
  const listed = await listFiles(real, {
    git: searchGit(context),
    ignoreRoot: context.workspaceRoot,
    ...(options.engine ? { engine: options.engine } : {}),
  });
  // As with ripgrep's globs: a pattern without a slash matches a file name at any depth.
  const matches = picomatch(pattern, { dot: true, basename: !pattern.includes('/') });
  const readable = withoutDeniedFiles(listed.files.filter((file) => matches(file)), real, context);
  const matched = await statFiles(real, readable.kept);
  matched.sort(byMtimeDescending);
  const cap = context.limits.globMaxResults;
  return {
    files: matched.slice(0, cap).map((file) => displayPath(context, join(dir, file.path))),
    totalMatches: matched.length,
    truncated: matched.length > cap,
    engine: listed.engine,
    hiddenByPolicy: readable.hidden,
  };
}

export function formatGlobOutput(output: GlobOutput): string {
  if (output.files.length === 0) return `No files found${hiddenNote(output.hiddenByPolicy)}`;
  const note = output.truncated
    ? `\n(Results are truncated: showing the ${output.files.length} most recently modified of ${output.totalMatches} files. Use a more specific path or pattern.)`
    : '';
  return `${output.files.join('\n')}${note}${hiddenNote(output.hiddenByPolicy)}`;
}

export function createGlobTool() {
  return buildTool<typeof inputSchema, GlobOutput>({
    name: GLOB_TOOL_NAME,
    inputSchema,
    async description() {
      return 'Find files by name with a glob pattern, newest first.';
    },
    async prompt() {
      return [
        'Fast file-name search with glob patterns ("**/*.js", "src/**/*.ts", "*.{json,yml}").',
        '- Returns matching file paths (relative to the working directory), the most recently modified first.',
        '- A pattern without a "/" matches file names at any depth. Files ignored by .gitignore are left out.',
        '- The list is capped; a note says when it was truncated: then narrow the path or the pattern.',
        '- To search file contents, use Grep. Several searches that may be useful can run in one message.',
      ].join('\n');
    },
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    permissionSubject: (input, context) => ({ kind: 'paths', paths: [{ path: splitPattern(input, context).dir, access: 'read', directory: true }] }),
    reportSubject: (input, context) => ({ kind: 'search', pattern: input.pattern, path: splitPattern(input, context).dir }),
    getActivityDescription: (input) => `Finding ${input.pattern}${input.path ? ` in ${input.path}` : ''}`,
    backfillObservableInput(input, context) {
      const path = typeof input.path === 'string' ? input.path : undefined;
      input.path = typeof input.pattern === 'string' ? splitPattern({ pattern: input.pattern, path }, context).dir : searchPath(context, path);
    },
    async validateInput(input, context) {
      const { dir } = splitPattern(input, context);
      return validateSearchPath(context, dir, false);
    },
    async call(input, context) {
      return { data: await globFiles(input, context) };
    },
    mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
      type: 'tool_result',
      tool_use_id: toolUseId,
      content: formatGlobOutput(output),
    }),
  });
}
