import type { AnyTool } from './tool.js';

// A tool's synchronous answers about a call, failing closed when its method throws.

/** A tool whose `isReadOnly` throws is treated as one that writes. */
export function isReadOnlyCall(tool: AnyTool, input: Record<string, unknown>): boolean {
  try {
    return tool.isReadOnly(input) === true;
  } catch {
    return false;
  }
}

/** A tool whose `isDestructive` throws has its call flagged. */
export function isDestructiveCall(tool: AnyTool, input: Record<string, unknown>): boolean {
  try {
    return tool.isDestructive(input) === true;
  } catch {
    return true;
  }
}

/** The progress line for a call; the tool's name when it cannot say. */
export function activityOf(tool: AnyTool, input: Record<string, unknown>): string {
  try {
    return tool.getActivityDescription(input);
  } catch {
    return tool.name;
  }
}
