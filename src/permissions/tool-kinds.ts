/** How the gate sees a tool: by name, as the policy's rules name tools. */
export type ToolKind = 'read-file' | 'write-file' | 'bash' | 'mcp' | 'other';

export const FILE_READING_TOOLS = ['Read', 'Glob', 'Grep'] as const;
export const FILE_WRITING_TOOLS = ['Write', 'Edit', 'MultiEdit', 'NotebookEdit'] as const;
/** Tools that reach the network: never allowed by a mode alone. */
export const NETWORK_TOOLS = ['WebFetch', 'WebSearch'] as const;

export const KNOWN_TOOL_NAMES = [
  'Bash', ...FILE_READING_TOOLS, ...FILE_WRITING_TOOLS, ...NETWORK_TOOLS,
  'TodoWrite', 'Task', 'Agent', 'ToolSearch', 'LS', 'NotebookRead', 'BashOutput', 'KillShell', 'ExitPlanMode',
] as const;

export function toolKind(name: string): ToolKind {
  if (name === 'Bash') return 'bash';
  if ((FILE_READING_TOOLS as readonly string[]).includes(name)) return 'read-file';
  if ((FILE_WRITING_TOOLS as readonly string[]).includes(name)) return 'write-file';
  if (name.startsWith('mcp__')) return 'mcp';
  return 'other';
}

/** The input key holding the path a file tool works on. */
export function pathKeyOf(name: string): 'file_path' | 'path' | 'notebook_path' {
  if (name === 'Glob' || name === 'Grep') return 'path';
  return 'file_path';
}
