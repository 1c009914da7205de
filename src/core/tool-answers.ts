import type { ReportSubject } from './report-subject.js';
import type { AnyTool, ToolUseContext } from './tool.js';

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

/** How the report shows a call; its input as it stands when the tool cannot say. */
export function reportSubjectOf(tool: AnyTool, input: Record<string, unknown>, context: ToolUseContext): ReportSubject {
  try {
    return tool.reportSubject(input, context);
  } catch {
    return { kind: 'input' };
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
