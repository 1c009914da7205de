import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { buildTool } from '../core/build-tool.js';
import type { ValidationResult } from '../core/tool.js';
import type { ToolUseContext } from '../core/tool.js';
import { displayPath, outsideWorkspaceRefusal, resolveAtCallTime, resolveFilePath } from './file-paths.js';
import { applyEdit } from './file-edit/apply-edit.js';
import { checkReadBeforeWrite } from './file-edit/read-state.js';
import { shortDiff } from './file-edit/short-diff.js';
import { readTextIfExists, writeTextFile } from './file-edit/write-text-file.js';

export const EDIT_TOOL_NAME = 'Edit';

const inputSchema = z.strictObject({
  file_path: z.string().min(1).describe('The absolute path to the file to modify'),
  old_string: z.string().describe('The text to replace'),
  new_string: z.string().describe('The text to replace it with (must be different from old_string)'),
  replace_all: z.boolean().default(false).describe('Replace all occurrences of old_string (default false)'),
});
type EditInput = z.output<typeof inputSchema>;

export interface EditOutput {
  readonly filePath: string;
  readonly shownPath: string;
  readonly created: boolean;
  readonly replacements: number;
  readonly diff: string;
}

const refuse = (message: string): ValidationResult => ({ result: false, message });

function quoted(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} characters)` : text;
}

type Planned = { readonly ok: true; readonly output: EditOutput; readonly content: string; readonly realPath: string } | { readonly ok: false; readonly refusal: ValidationResult };

/**
 * Everything validateInput checks, and the new content; call() runs it again right before writing,
 * with the path resolved again against what the gate judged (`atCallTime`).
 */
async function planEdit(input: EditInput, context: ToolUseContext, atCallTime = false): Promise<Planned> {
  const fail = (message: string): Planned => ({ ok: false, refusal: refuse(message) });
  if (input.old_string === input.new_string) {
    return fail('No changes to make: old_string and new_string are exactly the same.');
  }
  const resolved = atCallTime ? resolveAtCallTime(context, input.file_path) : resolveFilePath(context, input.file_path);
  if (!resolved.insideWorkspace) {
    return { ok: false, refusal: outsideWorkspaceRefusal(context, input.file_path, resolved) };
  }
  const shownPath = displayPath(context, resolved.absolute);
  const info = await stat(resolved.real).catch(() => null);
  if (info?.isDirectory()) return fail(`${resolved.absolute} is a directory, not a file.`);
  const current = info ? await readTextIfExists(resolved.real) : null;
  const base = { filePath: resolved.absolute, shownPath };
  if (current === null) {
    if (input.old_string !== '') {
      return fail(
        `File does not exist: ${resolved.absolute}. The current working directory is ${context.cwd}. ` +
          'To create a file use Write (or Edit with an empty old_string).',
      );
    }
    return {
      ok: true,
      realPath: resolved.real,
      content: input.new_string,
      output: { ...base, created: true, replacements: 1, diff: shortDiff('', input.new_string) },
    };
  }
  if (input.old_string === '' && current !== '') {
    return fail(`Cannot create ${resolved.absolute}: the file already exists. Give the old_string to replace, or Read it and use Write.`);
  }
  const fresh = await checkReadBeforeWrite(context, resolved.real, resolved.absolute);
  if (!fresh.result) return { ok: false, refusal: fresh };
  const outcome = applyEdit(current, input.old_string, input.new_string, input.replace_all);
  if (!outcome.ok) {
    if (outcome.matches === 0) {
      return fail(`String to replace not found in ${shownPath}. Read the file again and copy the text exactly (indentation included).\nString: ${quoted(input.old_string)}`);
    }
    return fail(
      `Found ${outcome.matches} matches of the string to replace in ${shownPath}, but replace_all is false. ` +
        'To replace every occurrence set replace_all to true; to replace one, give more surrounding context so old_string is unique.\n' +
        `String: ${quoted(input.old_string)}`,
    );
  }
  return {
    ok: true,
    realPath: resolved.real,
    content: outcome.updated,
    output: { ...base, created: false, replacements: outcome.replacements, diff: shortDiff(current, outcome.updated) },
  };
}

export function formatEditOutput(output: EditOutput): string {
  const head = output.created
    ? `Created ${output.shownPath}.`
    : `Edited ${output.shownPath}${output.replacements > 1 ? ` (${output.replacements} replacements)` : ''}.`;
  return output.diff ? `${head}\n${output.diff}` : head;
}

export function createEditTool() {
  return buildTool<typeof inputSchema, EditOutput>({
    name: EDIT_TOOL_NAME,
    inputSchema,
    async description() {
      return 'Replace an exact string in a file.';
    },
    async prompt() {
      return [
        'Performs an exact string replacement in a file.',
        '',
        'Usage:',
        '- Read the file first in this session: an edit of a file you have not read, or that changed on disk since you read it, is refused.',
        '- `old_string` must match the file exactly, including indentation; do not include the line-number prefix that Read shows (the number, then a tab).',
        '- The edit fails if `old_string` occurs more than once: give more surrounding lines to make it unique, or set `replace_all` to rename something everywhere.',
        '- `new_string` must differ from `old_string`. An empty `old_string` creates a new file with `new_string` as its content.',
        '- Line endings are kept: in a CRLF file, write with ordinary newlines and they are converted.',
        '- Prefer editing existing files to creating new ones. The result shows a short diff of the change.',
      ].join('\n');
    },
    alwaysWrites: true,
    permissionSubject: (input) => ({ kind: 'paths', paths: [{ path: input.file_path, access: 'write' }] }),
    reportSubject: (input, context) => ({ kind: 'file', path: resolveFilePath(context, input.file_path).absolute }),
    getActivityDescription: (input) => `Editing ${input.file_path}`,
    backfillObservableInput(input, context) {
      if (typeof input.file_path === 'string') input.file_path = resolveFilePath(context, input.file_path).absolute;
    },
    async validateInput(input, context) {
      const planned = await planEdit(input, context);
      return planned.ok ? { result: true } : planned.refusal;
    },
    async call(input, context) {
      const planned = await planEdit(input, context, true);
      if (!planned.ok) throw new Error(planned.refusal.result ? 'the edit could not be planned' : planned.refusal.message);
      await writeTextFile(context, planned.realPath, planned.content);
      return { data: planned.output };
    },
    mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
      type: 'tool_result',
      tool_use_id: toolUseId,
      content: formatEditOutput(output),
    }),
  });
}
