import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { buildTool } from '../core/build-tool.js';
import type { ValidationResult } from '../core/tool.js';
import { displayPath, outsideWorkspaceRefusal, resolveAtCallTime, resolveFilePath } from './file-paths.js';
import { detectLineEnding, withLineEnding } from './file-edit/line-endings.js';
import { checkReadBeforeWrite } from './file-edit/read-state.js';
import { shortDiff } from './file-edit/short-diff.js';
import { readTextIfExists, writeTextFile } from './file-edit/write-text-file.js';

export const WRITE_TOOL_NAME = 'Write';

const inputSchema = z.strictObject({
  file_path: z.string().min(1).describe('The absolute path to the file to write (must be absolute, not relative)'),
  content: z.string().describe('The content to write to the file'),
});

export interface WriteOutput {
  readonly filePath: string;
  readonly shownPath: string;
  readonly created: boolean;
  readonly lines: number;
  readonly diff: string;
}

function countLines(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

export function formatWriteOutput(output: WriteOutput): string {
  if (output.created) return `Created ${output.shownPath} (${output.lines} lines).`;
  if (!output.diff) return `${output.shownPath} was written; its content did not change.`;
  return `Overwrote ${output.shownPath} (${output.lines} lines).\n${output.diff}`;
}

export function createWriteTool() {
  return buildTool<typeof inputSchema, WriteOutput>({
    name: WRITE_TOOL_NAME,
    inputSchema,
    async description() {
      return 'Write a file (create it, or replace an existing file you have read).';
    },
    async prompt() {
      return [
        'Writes a file to the workspace, creating missing parent directories.',
        '',
        'Usage:',
        '- This replaces the whole file. To change part of an existing file, prefer Edit: it sends only the change.',
        '- Overwriting an existing file requires that you Read it first in this session and that it has not changed on disk since.',
        '- Writes are atomic: the file is either the old one or the new one, never half written.',
        '- An existing file with CRLF line endings keeps them: write with ordinary newlines.',
        '- Paths outside the workspace are refused. Do not create documentation files unless asked.',
      ].join('\n');
    },
    alwaysWrites: true,
    permissionSubject: (input) => ({ kind: 'paths', paths: [{ path: input.file_path, access: 'write' }] }),
    reportSubject: (input, context) => ({ kind: 'file', path: resolveFilePath(context, input.file_path).absolute }),
    getActivityDescription: (input) => `Writing ${input.file_path}`,
    backfillObservableInput(input, context) {
      if (typeof input.file_path === 'string') input.file_path = resolveFilePath(context, input.file_path).absolute;
    },
    async validateInput(input, context): Promise<ValidationResult> {
      const resolved = resolveFilePath(context, input.file_path);
      if (!resolved.insideWorkspace) {
        return outsideWorkspaceRefusal(context, input.file_path, resolved);
      }
      const info = await stat(resolved.real).catch(() => null);
      if (!info) return { result: true };
      if (info.isDirectory()) return { result: false, message: `${resolved.absolute} is a directory; give a file path.` };
      return checkReadBeforeWrite(context, resolved.real, resolved.absolute);
    },
    async call(input, context) {
      const resolved = resolveAtCallTime(context, input.file_path);
      const previous = await readTextIfExists(resolved.real);
      if (previous !== null) {
        const fresh = await checkReadBeforeWrite(context, resolved.real, resolved.absolute);
        if (!fresh.result) throw new Error(fresh.message);
      }
      const content = previous === null ? input.content : withLineEnding(input.content, detectLineEnding(previous));
      await writeTextFile(context, resolved.real, content);
      return {
        data: {
          filePath: resolved.absolute,
          shownPath: displayPath(context, resolved.absolute),
          created: previous === null,
          lines: countLines(content),
          diff: previous === null ? '' : shortDiff(previous, content),
        },
      };
    },
    mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
      type: 'tool_result',
      tool_use_id: toolUseId,
      content: formatWriteOutput(output),
    }),
  });
}
