import type { PermissionMode } from '../core/permission-types.js';
import type { Tools } from '../core/tool.js';
import { FILE_WRITING_TOOLS } from './tool-kinds.js';

/** The tools the model is shown in a mode: plan mode hides the file-writing tools. */
export function filterToolsForMode(tools: Tools, mode: PermissionMode): Tools {
  if (mode !== 'plan') return tools;
  return tools.filter((tool) => !(FILE_WRITING_TOOLS as readonly string[]).includes(tool.name));
}
