// The action's entry: parse inputs once, run, set outputs; the only place that fails the step.
import * as core from '@actions/core';
import { readInputs } from './github/inputs.js';
import { setActionOutputs } from './github/job-report.js';
import { runApply } from './github/apply-action.js';
import { runPolicyDiff } from './github/policy-diff-action.js';
import { runAction } from './github/run-action.js';
import { prepareSession } from './github/session-setup.js';
import { describeError } from './core/describe-error.js';

async function main(): Promise<void> {
  const cancel = new AbortController();
  // The runner sends SIGINT, then SIGTERM, when the job is cancelled: end the session, keep reporting.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => cancel.abort());
  try {
    const inputs = readInputs();
    for (const secret of [inputs.anthropicApiKey, inputs.githubToken]) if (secret) core.setSecret(secret);
    const outcome =
      inputs.mode === 'apply'
        ? await runApply({ inputs, env: process.env, cwd: process.cwd() })
        : inputs.mode === 'policy-diff'
          ? await runPolicyDiff({ inputs, env: process.env, cwd: process.cwd() })
          : await runAction({ inputs, env: process.env, cwd: process.cwd(), signal: cancel.signal, prepareSession });
    setActionOutputs(outcome.outputs);
    if ('failure' in outcome && outcome.failure) core.setFailed(outcome.failure);
  } catch (error) {
    core.setFailed(describeError(error));
  }
}

void main();
