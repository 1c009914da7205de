/**
 * The tool names rules are written with: Claude Code's, so a settings block means the same here.
 * A name outside this list is still a valid rule (MCP tools, tools an entry adds); a near miss
 * gets a did-you-mean.
 */
export const RULE_TOOL_NAMES = [
  'Bash', 'Read', 'Glob', 'Grep', 'Write', 'Edit', 'MultiEdit', 'NotebookEdit', 'WebFetch', 'WebSearch',
  'TodoWrite', 'Task', 'Agent', 'ToolSearch', 'LS', 'NotebookRead', 'BashOutput', 'KillShell', 'ExitPlanMode',
] as const;

/** `Read(path)` rules cover every call that reads a file; `Edit(path)` rules every call that writes one. */
export const READ_RULE = 'Read';
export const EDIT_RULE = 'Edit';
/** Rules whose path deny or ask covers every write, whichever tool or command makes it. */
export const WRITE_RULE_FAMILY: readonly string[] = ['Edit', 'Write', 'MultiEdit', 'NotebookEdit'];
/** `Bash(...)` rules match a command line, part by part. */
export const BASH_RULE = 'Bash';
