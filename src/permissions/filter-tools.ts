import { modeProfile } from '../core/permission-modes.js';
import type { PermissionMode } from '../core/permission-types.js';
import type { Tools } from '../core/tool.js';

/** The tools the model is shown in a mode: plan mode leaves out the tools every call of which writes. */
export function filterToolsForMode(tools: Tools, mode: PermissionMode): Tools {
  if (modeProfile(mode).offersWritingTools) return tools;
  return tools.filter((tool) => tool.alwaysWrites !== true);
}
