import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { McpConfigError } from './mcp-config-error.js';
import { describeError } from '../core/describe-error.js';

export interface McpStdioServerConfig {
  readonly type: 'stdio';
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  /** Only these variables (after `${VAR}` expansion) are added to the server's environment. */
  readonly env: Readonly<Record<string, string>>;
  /** Set when the server must not start (a script it runs is not in the trusted configuration): why. It is reported as failed. */
  readonly unavailable?: string;
}

export interface McpHttpServerConfig {
  readonly type: 'http';
  readonly name: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

export type McpServerConfig = McpStdioServerConfig | McpHttpServerConfig;

export interface McpConfig {
  /** Where the configuration came from, for messages: a path or "mcp_config (inline)". */
  readonly source: string;
  readonly servers: readonly McpServerConfig[];
}

export interface McpConfigSource {
  /** A `.mcp.json` file, relative to `cwd` or absolute. */
  readonly path?: string;
  /** The same JSON given inline. */
  readonly inline?: string;
  /** The text of the file at `path`, already read (from the run's configuration source): the file itself is not read. */
  readonly text?: string;
  readonly cwd: string;
}

const INLINE_SOURCE = 'mcp_config (inline)';

const fileSchema = z.strictObject({
  mcpServers: z.record(z.string().min(1, 'a server name must not be empty'), z.unknown(), {
    error: (issue) =>
      issue.input === undefined
        ? 'is missing: expected {"mcpServers": {"<name>": {...}}}'
        : 'expected an object that maps server names to servers',
  }),
});

const stringMap = z.record(z.string(), z.string({ error: 'expected a string value' }));

const stdioSchema = z.strictObject({
  type: z.literal('stdio').optional(),
  command: z.string({ error: 'expected the command to run, as a string' }).min(1, 'the command must not be empty'),
  args: z.array(z.string({ error: 'expected a string' })).default([]),
  env: stringMap.default({}),
});

const httpSchema = z.strictObject({
  type: z.literal('http'),
  url: z.string({ error: 'expected the server URL, as a string' }).min(1, 'the url must not be empty'),
  headers: stringMap.default({}),
});

/**
 * Reads an MCP configuration in the shape of Claude Code's `.mcp.json`:
 * `{"mcpServers": {"name": {"command", "args", "env"} | {"type": "http", "url", "headers"}}}`.
 * Throws `McpConfigError` naming the file, line and key; `${VAR}` is expanded later, at connect.
 */
export function loadMcpConfig(source: McpConfigSource): McpConfig {
  const { where, text } = readSource(source);
  const raw = parseJson(text, where);
  const locate = lineLocator(text);
  const top = fileSchema.safeParse(raw);
  if (!top.success) throw issueError(top.error, [], where, locate);

  const servers: McpServerConfig[] = [];
  const toolPrefixes = new Map<string, string>();
  for (const [name, value] of Object.entries(top.data.mcpServers)) {
    const server = parseServer(name, value, where, locate);
    const prefix = normalizeMcpName(name);
    const clash = toolPrefixes.get(prefix);
    if (clash !== undefined) {
      const path = ['mcpServers', name];
      throw configError(
        `the server names "${clash}" and "${name}" both become the tool prefix mcp__${prefix}__; rename one`,
        path,
        where,
        locate,
      );
    }
    toolPrefixes.set(prefix, name);
    servers.push(server);
  }
  return { source: where, servers };
}

/** The `mcp_config` input as a source: inline JSON when it starts with `{`, else a path. */
export function mcpConfigSource(value: string, cwd: string): McpConfigSource {
  return value.trimStart().startsWith('{') ? { inline: value, cwd } : { path: value.trim(), cwd };
}

/** Characters outside [A-Za-z0-9_-] become `_`, as in Claude Code's `mcp__server__tool` names. */
export function normalizeMcpName(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_');
}

function readSource(source: McpConfigSource): { where: string; text: string } {
  if (source.inline !== undefined && source.path !== undefined) {
    throw new McpConfigError('Give the MCP config either as a path or inline, not both.', INLINE_SOURCE);
  }
  if (source.inline !== undefined) return { where: INLINE_SOURCE, text: source.inline };
  if (source.text !== undefined) return { where: source.path ?? INLINE_SOURCE, text: source.text };
  if (source.path === undefined || source.path.trim() === '') {
    throw new McpConfigError('No MCP config given: expected a path to a .mcp.json file or inline JSON.', INLINE_SOURCE);
  }
  const file = resolve(source.cwd, source.path);
  try {
    return { where: source.path, text: readFileSync(file, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'the file does not exist' : `it could not be read (${code ?? 'unknown error'})`;
    throw new McpConfigError(`Cannot read the MCP config ${source.path}: ${why}.`, source.path);
  }
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const detail = describeError(error);
    const position = /position (\d+)/.exec(detail)?.[1];
    const line = position === undefined ? undefined : lineOfOffset(text, Number(position));
    const at = line === undefined ? '' : ` line ${line}:`;
    throw new McpConfigError(`${where}:${at} the MCP config is not valid JSON (${detail}).`, where, line);
  }
}

function parseServer(name: string, value: unknown, where: string, locate: Locator): McpServerConfig {
  const path = ['mcpServers', name];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw configError('expected an object with "command" (stdio) or "type": "http" and "url"', path, where, locate);
  }
  const type = (value as Record<string, unknown>).type;
  if (type === 'http') {
    const parsed = httpSchema.safeParse(value);
    if (!parsed.success) throw issueError(parsed.error, path, where, locate);
    return { type: 'http', name, url: parsed.data.url, headers: parsed.data.headers };
  }
  if (type !== undefined && type !== 'stdio') {
    throw configError(
      `unsupported server type ${JSON.stringify(type)}: expected "stdio" (the default) or "http"`,
      [...path, 'type'],
      where,
      locate,
    );
  }
  const parsed = stdioSchema.safeParse(value);
  if (!parsed.success) throw issueError(parsed.error, path, where, locate);
  return { type: 'stdio', name, command: parsed.data.command, args: parsed.data.args, env: parsed.data.env };
}

type Locator = (path: readonly PropertyKey[]) => number | undefined;

function issueError(error: z.ZodError, prefix: readonly string[], where: string, locate: Locator): McpConfigError {
  const issue = error.issues[0];
  if (!issue) return configError('invalid configuration', prefix, where, locate);
  const path = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    return configError(`unknown key "${key}"`, [...path, key], where, locate, path);
  }
  const message = issue.message.replace(/^Invalid input: /, '');
  return configError(message, path, where, locate);
}

function configError(
  message: string,
  path: readonly PropertyKey[],
  where: string,
  locate: Locator,
  fallbackPath: readonly PropertyKey[] = path,
): McpConfigError {
  const key = path.map(String).join('.');
  const line = locate(path) ?? locate(fallbackPath);
  const at = line === undefined ? '' : ` line ${line},`;
  return new McpConfigError(`${where}:${at} key \`${key || '(top level)'}\`: ${message}.`, where, line, key);
}

/** The line of the deepest node on `path` that exists (JSON is YAML, so `yaml` gives positions). */
function lineLocator(text: string): Locator {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  return (path) => {
    for (let depth = path.length; depth >= 0; depth--) {
      const segment = path.slice(0, depth);
      const node = depth === 0 ? doc.contents : doc.getIn(segment, true);
      const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
      if (range) {
        if (depth === path.length && depth > 0) {
          const key = keyOffset(doc, segment);
          if (key !== undefined) return lineCounter.linePos(key).line;
        }
        return lineCounter.linePos(range[0]).line;
      }
    }
    return undefined;
  };
}

/** Where the key of `path`'s last segment starts, so the line is the key's line, not its value's. */
function keyOffset(doc: ReturnType<typeof parseDocument>, path: readonly PropertyKey[]): number | undefined {
  const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1), true);
  const items = (parent as { items?: unknown[] } | null | undefined)?.items;
  if (!Array.isArray(items)) return undefined;
  const last = String(path[path.length - 1]);
  for (const item of items) {
    const key = (item as { key?: { value?: unknown; range?: [number, number, number] } }).key;
    if (key && String(key.value) === last && key.range) return key.range[0];
  }
  return undefined;
}

function lineOfOffset(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}
