import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { buildTool } from '../core/build-tool.js';
import type { DescriptionContext, ToolResult, ToolUseContext, ValidationResult } from '../core/tool.js';
import { displayPath, isInsideOutputDir, outsideWorkspaceRefusal, resolveFilePath } from './file-paths.js';
import { looksBinary, readLineWindow } from './file-edit/read-lines.js';
import { recordRead } from './file-edit/read-state.js';

export const READ_TOOL_NAME = 'Read';
/** Longer lines are cut so one minified line cannot fill the context. */
export const MAX_LINE_CHARS = 2_000;

const inputSchema = z.strictObject({
  file_path: z.string().min(1).describe('The absolute path to the file to read (a relative path resolves against the working directory)'),
  offset: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe('The line number to start reading from (1-based). Only give it when the file is too large to read at once'),
  limit: z.number().int().positive().optional().describe('The number of lines to read. Only give it when the file is too large to read at once'),
});
type ReadInput = z.output<typeof inputSchema>;

export interface ReadOutput {
  readonly filePath: string;
  readonly shownPath: string;
  readonly startLine: number;
  readonly lines: readonly string[];
  readonly totalLines: number | null;
  readonly moreAfter: boolean;
  /** The lines asked for went on, but showing more would have taken more than one result's share of the context window. */
  readonly cutForSize?: boolean;
}

function formatLine(lineNo: number, line: string): string {
  const text =
    line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}… [line truncated: ${line.length - MAX_LINE_CHARS} more characters]` : line;
  return `${String(lineNo).padStart(6, ' ')}\t${text}`;
}

export function formatReadOutput(output: ReadOutput): string {
  const { lines, startLine, totalLines, shownPath } = output;
  if (totalLines === 0) return `(${shownPath} exists but is empty.)`;
  if (lines.length === 0) {
    const count = totalLines === null ? '' : ` has only ${totalLines} lines, so`;
    return `(${shownPath}${count} offset ${startLine} is past its end. Use a smaller offset.)`;
  }
  const body = lines.map((line, index) => formatLine(startLine + index, line)).join('\n');
  if (!output.moreAfter) return body;
  const end = startLine + lines.length - 1;
  const of = totalLines === null ? '' : ` of ${totalLines}`;
  if (output.cutForSize) {
    return (
      `${body}\n\n(Showed lines ${startLine}-${end}${of}: more would not fit one result's share of the context window. ` +
      `Read on with offset=${end + 1} (and a limit), or search the file with Grep.)`
    );
  }
  return `${body}\n\n(Showed lines ${startLine}-${end}${of}. The file goes on: read more with offset=${end + 1}.)`;
}

/** How many of `lines` fit `maxChars` once numbered and cut as the result shows them (at least one). */
function linesWithin(lines: readonly string[], maxChars: number): number {
  let used = 0;
  for (let index = 0; index < lines.length; index++) {
    // The number column, the tab, the newline, and a cut line's marker.
    used += Math.min(lines[index]!.length, MAX_LINE_CHARS + 60) + 8;
    if (used > maxChars) return Math.max(1, index);
  }
  return lines.length;
}

const stripBom = (line: string) => (line.charCodeAt(0) === 0xfeff ? line.slice(1) : line);

/** What the model is told about Read; a non-interactive session is told to read files in parallel. */
function readPrompt(context: DescriptionContext): string {
  const limitNote = 'Reads up to 2000 lines by default';
  return [
    'Reads a file from the workspace and returns its lines numbered like `cat -n` (number, tab, line).',
    '',
    'Usage:',
    '- `file_path` should be absolute; a relative path resolves against the current working directory.',
    `- ${limitNote}, starting at the top. For a long file, give \`offset\` (1-based line) and \`limit\` to read a part.`,
    `- Lines longer than ${MAX_LINE_CHARS} characters are cut, with a marker saying how much was left out.`,
    '- Text files only: binary files are refused. Very large files must be read in parts, or searched with Grep.',
    '- You must Read a file before you Edit or overwrite it with Write.',
    '- Large tool outputs saved to a file (the path is given in the result) can be read with this tool too.',
    '- To list a directory use Glob (or Bash `ls`); to search contents use Grep.',
    ...(context.isNonInteractiveSession ? ['- Read several files at once by calling this tool several times in one message.'] : []),
  ].join('\n');
}

/** Step 3 for Read: inside the workspace (or the output folder), an existing regular text file, not too large to read whole. */
async function validateRead(input: ReadInput, context: ToolUseContext): Promise<ValidationResult> {
  const resolved = resolveFilePath(context, input.file_path);
  if (!resolved.insideWorkspace && !isInsideOutputDir(context, resolved)) {
    return outsideWorkspaceRefusal(context, input.file_path, resolved);
  }
  let info;
  try {
    info = await stat(resolved.real);
  } catch {
    return {
      result: false,
      message: `File does not exist: ${resolved.absolute}. The current working directory is ${context.cwd}. Use Glob to find the file.`,
    };
  }
  if (info.isDirectory()) {
    return { result: false, message: `${resolved.absolute} is a directory, not a file. Use Glob (or Bash \`ls\`) to list it.` };
  }
  if (!info.isFile()) {
    return { result: false, message: `${resolved.absolute} is not a regular file (a device, socket or pipe); Read only reads files.` };
  }
  const max = context.limits.fileReadMaxBytes;
  if (info.size > max && input.offset === undefined && input.limit === undefined) {
    return {
      result: false,
      message:
        `${resolved.absolute} is ${info.size} bytes, over the ${max}-byte limit for reading a whole file. ` +
        'Read a part of it with offset and limit, or search it with Grep.',
    };
  }
  if (await looksBinary(resolved.real)) {
    return {
      result: false,
      message: `${resolved.absolute} looks like a binary file (it contains NUL bytes); Read shows text files only. Use Bash (e.g. \`file\`, \`xxd | head\`) to inspect it.`,
    };
  }
  return { result: true };
}

/** The lines asked for, numbered from the offset; the read is recorded so an Edit or Write may follow. */
async function readLines(input: ReadInput, context: ToolUseContext): Promise<ToolResult<ReadOutput>> {
  const resolved = resolveFilePath(context, input.file_path);
  const startLine = Math.max(1, input.offset ?? 1);
  const limit = input.limit ?? context.limits.fileReadMaxLines;
  const { size } = await stat(resolved.real);
  const window = await readLineWindow(resolved.real, startLine, limit, size <= context.limits.fileReadMaxBytes);
  if (startLine === 1 && window.lines.length > 0) window.lines[0] = stripBom(window.lines[0]!);
  const shown = linesWithin(window.lines, context.limits.fileReadMaxChars);
  const cutForSize = shown < window.lines.length;
  recordRead(context, resolved.real, window.mtimeMs, { offset: input.offset, limit: input.limit });
  return {
    data: {
      filePath: resolved.absolute,
      shownPath: displayPath(context, resolved.absolute),
      startLine,
      lines: cutForSize ? window.lines.slice(0, shown) : window.lines,
      totalLines: window.totalLines,
      moreAfter: window.moreAfter || cutForSize,
      ...(cutForSize ? { cutForSize } : {}),
    },
  };
}

export function createReadTool() {
  return buildTool<typeof inputSchema, ReadOutput>({
    name: READ_TOOL_NAME,
    inputSchema,
    maxResultSizeChars: Infinity,
    async description() {
      return 'Read a text file from the workspace, with line numbers.';
    },
    prompt: async (context) => readPrompt(context),
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    permissionSubject: (input) => ({ kind: 'paths', paths: [{ path: input.file_path, access: 'read' }] }),
    reportSubject: (input, context) => ({
      kind: 'file',
      path: resolveFilePath(context, input.file_path).absolute,
      ...(input.offset !== undefined ? { fromLine: input.offset } : {}),
      ...(input.limit !== undefined ? { lineCount: input.limit } : {}),
    }),
    getActivityDescription: (input) => `Reading ${input.file_path}`,
    backfillObservableInput(input, context) {
      if (typeof input.file_path === 'string') input.file_path = resolveFilePath(context, input.file_path).absolute;
    },
    validateInput: validateRead,
    call: readLines,
    mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
      type: 'tool_result',
      tool_use_id: toolUseId,
      content: formatReadOutput(output),
    }),
  });
}
