import * as core from '@actions/core';
import type { Denial } from '../session/events.js';
import { callSubject } from '../report/call-subject.js';

/** The action's outputs, all strings as the runner stores them. */
export interface ActionOutputs {
  readonly conclusion: string;
  readonly cost_usd: string;
  readonly turns: string;
  readonly comment_id: string;
  readonly artifact_id: string;
  readonly transcript: string;
  readonly denials: string;
}

export function setActionOutputs(outputs: ActionOutputs): void {
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
}

/** One `::warning` annotation per denied call, naming the rule that would permit it. */
export function annotateDenials(denials: readonly Denial[], redact: (text: string) => string, workspaceRoot?: string): void {
  for (const denial of denials) {
    const input = callSubject(denial.toolName, denial.input, workspaceRoot).text;
    const fix = denial.unpermittable
      ? ` Nothing can permit it: ${denial.unpermittable}.`
      : denial.suggestedRule
        ? ` To permit it, add \`${denial.suggestedRule}\` to the policy${denial.kind === 'network' ? '' : "'s permissions.allow"}.`
        : '';
    core.warning(redact(`${denial.toolName}${input ? ` (${input.slice(0, 200)})` : ''} was denied: ${denial.reason}.${fix}`), {
      title: 'Tollgate denied a tool call',
    });
  }
}

/** Appends the report to the job summary; without GITHUB_STEP_SUMMARY (local runs) it does nothing. */
export async function writeJobSummary(markdown: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  if (!env['GITHUB_STEP_SUMMARY']) return null;
  try {
    await core.summary.addRaw(markdown, true).write();
    return null;
  } catch (error) {
    return `Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`;
  }
}
