import * as core from '@actions/core';
import type { DeliveryOutcome } from '../report/delivery-outcome.js';
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
  /** committed, pull_request, artifact, none or refused. */
  readonly delivery: string;
  readonly commit_sha: string;
  readonly branch: string;
  readonly pull_request_url: string;
}

/** What became of the change, as outputs; `none` when there was no delivery. */
export function deliveryOutputs(outcome: DeliveryOutcome | null): Pick<ActionOutputs, 'delivery' | 'commit_sha' | 'branch' | 'pull_request_url'> {
  return {
    delivery: outcome?.result ?? 'none',
    commit_sha: outcome?.commit?.sha ?? '',
    branch: outcome?.commit?.branch ?? '',
    pull_request_url: outcome?.pullRequest?.url ?? '',
  };
}

/** The outputs of a step that ran no session (skipped, unauthorized). */
export function outputsWithoutRun(conclusion: string): ActionOutputs {
  return { conclusion, cost_usd: '0', turns: '0', comment_id: '', artifact_id: '', transcript: '', denials: '0', structured_output: '', ...deliveryOutputs(null) };
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
