import * as core from '@actions/core';
import { authorizeActor } from './authorize.js';
import { decideTrigger, readEventSource, type RunRequest } from './event.js';
import type { ActionInputs } from './inputs.js';
import { outputsWithoutRun, type ActionOutputs } from './job-report.js';
import { createOctokit, type GitHubClient } from './octokit.js';
import type { RunEnvironment } from './run-environment.js';

export type NoRun =
  | { readonly status: 'skipped'; readonly reason: string; readonly outputs: ActionOutputs }
  | { readonly status: 'unauthorized'; readonly reason: string; readonly outputs: ActionOutputs };

/** The run, or why there is none: nothing to do for this event, or an actor without write access. */
export async function admitRun(inputs: ActionInputs, env: NodeJS.ProcessEnv, environment: RunEnvironment): Promise<{ request: RunRequest; octokit: GitHubClient } | NoRun> {
  const decision = decideTrigger(readEventSource(env), inputs);
  if (decision.action === 'skip') {
    core.notice(`Tollgate: nothing to do. ${decision.reason}`);
    return { status: 'skipped', reason: decision.reason, outputs: outputsWithoutRun('skipped') };
  }
  const octokit = createOctokit(inputs.githubToken, { baseUrl: environment.apiUrl, onLog: (m) => core.info(m) });
  if (decision.actor) {
    const verdict = await authorizeActor(octokit, environment.repo, decision.actor, inputs.allowedBots);
    if (!verdict.allowed) {
      core.info(`Tollgate: not running. ${verdict.why}`);
      return { status: 'unauthorized', reason: verdict.why, outputs: outputsWithoutRun('unauthorized') };
    }
    core.info(`Tollgate: ${verdict.why}`);
  }
  return { request: decision, octokit };
}
