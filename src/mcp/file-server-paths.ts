import type { PathAccess } from '../core/permission-types.js';

interface NamedPath {
  readonly key: string;
  readonly access: 'read' | 'write';
  /** The tool lists or searches below it: a rule on the files below counts too. */
  readonly directory?: boolean;
}

const reads = (key: string): NamedPath => ({ key, access: 'read' });
const lists = (key: string): NamedPath => ({ key, access: 'read', directory: true });
const writes = (key: string): NamedPath => ({ key, access: 'write' });

/**
 * The tools of the reference MCP filesystem server (`@modelcontextprotocol/server-filesystem`), by
 * the name the server gives them, and the input keys that name the files they read or write.
 */
const FILE_SERVER_TOOLS: Readonly<Record<string, readonly NamedPath[]>> = {
  read_file: [reads('path')],
  read_text_file: [reads('path')],
  read_media_file: [reads('path')],
  read_multiple_files: [reads('paths')],
  write_file: [writes('path')],
  edit_file: [writes('path')],
  create_directory: [writes('path')],
  list_directory: [lists('path')],
  list_directory_with_sizes: [lists('path')],
  directory_tree: [lists('path')],
  search_files: [lists('path')],
  get_file_info: [reads('path')],
  move_file: [writes('source'), writes('destination')],
};

/**
 * The files a call to an MCP tool names, where the tool is known to be a file server's: checked
 * against the policy's path deny and ask rules (a `Read(secrets/**)` deny covers `read_text_file`
 * of `secrets/key` too). Empty for any other tool, or an input that does not have the known shape.
 */
export function fileServerPaths(toolName: string, input: Record<string, unknown>): PathAccess[] {
  const named = FILE_SERVER_TOOLS[toolName] ?? [];
  return named.flatMap(({ key, access, directory }) => {
    const value = input[key];
    const paths = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    return paths.map((path) => ({ path, access, ...(directory ? { directory } : {}) }));
  });
}
