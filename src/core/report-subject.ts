import type { TodoItem } from './app-state.js';

/**
 * What a call really does, as its tool declares it from its input, for the report's row: the
 * report never reads a tool's input keys. `label` is the model's own description of the call
 * (Bash's `description`), shown beside the subject and never instead of it.
 */
export type ReportSubject = (
  /** A shell command line. */
  | { readonly kind: 'command'; readonly command: string }
  /** A file read or written; `fromLine`/`lineCount` when only part of it is read. */
  | { readonly kind: 'file'; readonly path: string; readonly fromLine?: number; readonly lineCount?: number }
  /** A search: its pattern, below `path`, among files matching `glob`. */
  | { readonly kind: 'search'; readonly pattern: string; readonly path?: string; readonly glob?: string }
  /** A plan and its steps. */
  | { readonly kind: 'plan'; readonly todos: readonly TodoItem[] }
  /** A tool of an MCP server with the arguments it was given. */
  | { readonly kind: 'mcp'; readonly server: string; readonly tool: string; readonly args: Readonly<Record<string, unknown>> }
  /** A line of a file (a review comment's place). */
  | { readonly kind: 'place'; readonly path: string; readonly line: number }
  /** A URL or a query, as it stands. */
  | { readonly kind: 'text'; readonly text: string }
  /** Nothing better to say than the input itself (the default). */
  | { readonly kind: 'input' }
) & { readonly label?: string };
