import { isAbsolute, sep } from 'node:path';
import { relativeInside } from '../core/paths.js';
import { oneLine } from './markdown.js';

/** Past this many characters a command is shortened in its row; the whole text is in the block below. */
export const SUBJECT_MAX_CHARS = 120;
const ARG_MAX_CHARS = 40;
const MCP_ARGS_SHOWN = 3;

/** What a call really did, as one line for its row. */
export interface CallSubject {
  /** The tool as a reader knows it (`Bash`, `Read`, `MCP`). */
  readonly tool: string;
  /** The command, the path, the MCP tool and its key arguments; shortened with `…`. */
  readonly text: string;
  /** The whole text when `text` is not all of it (a long or multi-line command), else null. */
  readonly full: string | null;
  /** The code block's language for `full`. */
  readonly language: 'sh' | 'json' | '';
}

const MCP_NAME = /^mcp__([^_]+(?:_[^_]+)*?)__(.+)$/;

/** A path as the reader knows it: relative when inside the workspace, absolute (so it stands out) when not. */
export function displayPath(path: string, workspaceRoot: string | null | undefined): string {
  if (!workspaceRoot || !isAbsolute(path)) return path;
  const rel = relativeInside(path, workspaceRoot);
  if (rel === '') return '.';
  return rel === null ? path : rel.split(sep).join('/');
}

function scalar(value: unknown): string | null {
  if (typeof value === 'string') return JSON.stringify(oneLine(value, ARG_MAX_CHARS));
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

function shortened(full: string, language: CallSubject['language'], tool: string): CallSubject {
  const text = oneLine(full, SUBJECT_MAX_CHARS);
  return { tool, text, full: text === full ? null : full, language };
}

function mcpSubject(server: string, name: string, input: Record<string, unknown>): CallSubject {
  const args = Object.entries(input)
    .map(([key, value]) => [key, scalar(value)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== null);
  const shown = args.slice(0, MCP_ARGS_SHOWN).map(([key, value]) => `${key}=${value}`);
  if (args.length > shown.length) shown.push('…');
  const json = JSON.stringify(input, null, 2);
  const text = oneLine(`${server} › ${name}(${shown.join(', ')})`, SUBJECT_MAX_CHARS);
  return { tool: 'MCP', text, full: json === '{}' ? null : json, language: 'json' };
}

/**
 * The call itself, never the model's description of it: Claude Code's well-known input keys
 * (`command`, `file_path`, `pattern`, `path`, `query`, `url`), an MCP tool by its name, else the
 * input as JSON. The `description` a model writes is shown apart, as a label.
 */
export function callSubject(toolName: string, input: Record<string, unknown>, workspaceRoot?: string | null): CallSubject {
  const mcp = MCP_NAME.exec(toolName);
  if (mcp) return mcpSubject(mcp[1]!, mcp[2]!, input);
  const str = (key: string): string | null => (typeof input[key] === 'string' && input[key] !== '' ? (input[key] as string) : null);
  const command = str('command');
  if (command !== null) return shortened(command, 'sh', toolName);
  const filePath = str('file_path');
  if (filePath !== null) {
    const from = typeof input.offset === 'number' ? input.offset : null;
    const count = typeof input.limit === 'number' ? input.limit : null;
    const range = from !== null || count !== null ? ` (from line ${from ?? 1}${count !== null ? `, ${count} lines` : ''})` : '';
    return shortened(`${displayPath(filePath, workspaceRoot)}${range}`, '', toolName);
  }
  const pattern = str('pattern');
  if (pattern !== null) {
    const path = str('path');
    const where = path !== null && displayPath(path, workspaceRoot) !== '.' ? ` in ${displayPath(path, workspaceRoot)}` : '';
    const glob = str('glob');
    return shortened(`${pattern}${where}${glob !== null ? ` (${glob})` : ''}`, '', toolName);
  }
  if (Array.isArray(input.todos)) {
    const todos = input.todos as { status?: unknown }[];
    const done = todos.filter((todo) => todo?.status === 'completed').length;
    return { tool: toolName, text: `plan: ${done} of ${todos.length} done`, full: null, language: '' };
  }
  for (const key of ['path', 'query', 'url']) {
    const value = str(key);
    if (value !== null) {
      const shown = key === 'path' ? displayPath(value, workspaceRoot) : value;
      const line = typeof input.line === 'number' ? `${shown}:${input.line}` : shown;
      return shortened(line, '', toolName);
    }
  }
  const { description: _label, ...rest } = input;
  const json = JSON.stringify(rest);
  return json === '{}' ? { tool: toolName, text: '', full: null, language: '' } : shortened(json, 'json', toolName);
}

/** The model's own label for the call (Bash's `description`), shown muted beside the real input. */
export function modelDescription(input: Record<string, unknown>): string | null {
  const value = input.description;
  return typeof value === 'string' && value.trim() !== '' ? oneLine(value, 80) : null;
}
