import type { Tools } from '../core/tool.js';
import { createBashTool } from './bash.js';
import { createEditTool } from './edit.js';
import { createGlobTool } from './glob.js';
import { createGrepTool } from './grep.js';
import { createReadTool } from './read.js';
import { createTodoWriteTool } from './todo-write.js';
import { createToolSearchTool } from './tool-search.js';
import { createWriteTool } from './write.js';

export { createBashTool, BASH_TOOL_NAME, type BashOutput, type BashProgress } from './bash.js';
export { createEditTool, EDIT_TOOL_NAME, type EditOutput } from './edit.js';
export { createGlobTool, globFiles, GLOB_TOOL_NAME, type GlobOutput } from './glob.js';
export { createGrepTool, grepSearch, GREP_TOOL_NAME, type GrepOutput } from './grep.js';
export { createReadTool, READ_TOOL_NAME, type ReadOutput } from './read.js';
export { createTodoWriteTool, TODO_WRITE_TOOL_NAME, type TodoWriteOutput } from './todo-write.js';
export { createToolSearchTool, TOOL_SEARCH_TOOL_NAME, type ToolSearchOutput } from './tool-search.js';
export { createWriteTool, WRITE_TOOL_NAME, type WriteOutput } from './write.js';

/** The eight built-in tools, in a stable order (the order the model sees them, so the prompt cache holds). */
export function builtinTools(): Tools {
  return [
    createBashTool(),
    createGlobTool(),
    createGrepTool(),
    createReadTool(),
    createEditTool(),
    createWriteTool(),
    createTodoWriteTool(),
    createToolSearchTool(),
  ];
}
