import * as core from '@actions/core';
import type { Denial } from '../session/events.js';
import { callSubject } from '../report/call-subject.js';
import { describeError } from '../core/describe-error.js';

/** The action's outputs, all strings as the runner stores them. */
export interface ActionOutputs {
  readonly conclusion: string;
  readonly cost_usd: string;
  readonly turns: string;
  readonly comment_id: string;
  readonly artifact_id: string;
  readonly transcript: string;
  readonly denials: string;
  /** The StructuredOutput object as JSON; empty without an output schema or a valid answer. */
  readonly structured_output: string;
}

export function setActionOutputs(outputs: ActionOutputs): void {
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
}

/** One `::warning` annotation per denied call, naming the rule that would permit it. */
export function annotateDenials(denials: readonly Denial[], redact: (text: string) => string, workspaceRoot?: string): void {
  for (const denial of denials) {
    const input = callSubject(denial, workspaceRoot).text;
    const network = denial.kind === 'network';
    const fix = denial.unpermittable
      ? ` Nothing can permit it: ${denial.unpermittable}.`
      : !denial.suggestedRule
        ? ''
        : network
          ? ` To permit it, set \`${denial.suggestedRule}\` in the policy.`
          : ` To permit it, add \`${denial.suggestedRule}\` to permissions.allow in the policy.`;
    const what = network ? 'was refused a connection' : 'was denied';
    core.warning(redact(`${denial.toolName}${input ? ` (${input.slice(0, 200)})` : ''} ${what}: ${denial.reason}.${fix}`), {
      title: network ? 'The sandbox refused a connection' : 'Tollgate denied a tool call',
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
    return `Could not write the job summary: ${describeError(error)}`;
  }
}
