import { isAbsolute, sep } from 'node:path';
import { relativeInside } from '../core/paths.js';
import type { ReportSubject } from '../core/report-subject.js';
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

function mcpSubject(server: string, name: string, input: Readonly<Record<string, unknown>>): CallSubject {
  const args = Object.entries(input)
    .map(([key, value]) => [key, scalar(value)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== null);
  const shown = args.slice(0, MCP_ARGS_SHOWN).map(([key, value]) => `${key}=${value}`);
  if (args.length > shown.length) shown.push('…');
  const json = JSON.stringify(input, null, 2);
  const text = oneLine(`${server} › ${name}(${shown.join(', ')})`, SUBJECT_MAX_CHARS);
  return { tool: 'MCP', text, full: json === '{}' ? null : json, language: 'json' };
}

/** A call as the report knows it: the tool's name, the input, and what the tool declared the call does. */
export interface SubjectSource {
  readonly toolName: string;
  readonly input: Readonly<Record<string, unknown>>;
  /** Absent when the call was refused before its tool was known or its input parsed. */
  readonly subject?: ReportSubject;
}

/**
 * The call itself, as its tool declared it (the command, the file, the search, the MCP tool and
 * its key arguments), never the model's description of it. A call refused before its tool could
 * say shows its input as the model sent it.
 */
export function callSubject(call: SubjectSource, workspaceRoot?: string | null): CallSubject {
  const { toolName, subject } = call;
  switch (subject?.kind) {
    case 'command':
      return shortened(subject.command, 'sh', toolName);
    case 'file': {
      const from = subject.fromLine ?? null;
      const count = subject.lineCount ?? null;
      const range = from !== null || count !== null ? ` (from line ${from ?? 1}${count !== null ? `, ${count} lines` : ''})` : '';
      return shortened(`${displayPath(subject.path, workspaceRoot)}${range}`, '', toolName);
    }
    case 'search': {
      const where = subject.path !== undefined && displayPath(subject.path, workspaceRoot) !== '.' ? ` in ${displayPath(subject.path, workspaceRoot)}` : '';
      return shortened(`${subject.pattern}${where}${subject.glob !== undefined ? ` (${subject.glob})` : ''}`, '', toolName);
    }
    case 'plan': {
      const done = subject.todos.filter((todo) => todo.status === 'completed').length;
      return { tool: toolName, text: `plan: ${done} of ${subject.todos.length} done`, full: null, language: '' };
    }
    case 'mcp':
      return mcpSubject(subject.server, subject.tool, subject.args);
    case 'place':
      return shortened(`${displayPath(subject.path, workspaceRoot)}:${subject.line}`, '', toolName);
    case 'text':
      return shortened(subject.text, '', toolName);
    case 'input':
    case undefined: {
      const json = JSON.stringify(call.input);
      return json === '{}' ? { tool: toolName, text: '', full: null, language: '' } : shortened(json, 'json', toolName);
    }
  }
}

/** The model's own label for the call (Bash's `description`), shown muted beside the real input. */
export function modelDescription(call: Pick<SubjectSource, 'subject'>): string | null {
  const label = call.subject?.label;
  return label !== undefined && label.trim() !== '' ? oneLine(label, 80) : null;
}
