import { prepareSession as prepareAppSession } from '../app/prepare-session.js';
import { hostExecutor } from '../sandbox/host-executor.js';
import type { SystemContext } from '../session/index.js';
import { renderUntrustedContext } from './pr-context.js';
import type { PrepareSession } from './session-plan.js';
import { trustedConfigSource } from './trusted-source.js';
import { trustedRefFor } from './trusted-ref.js';

/** The GitHub layer's view of a run, turned into the settings every entry shares. */
export const prepareSession: PrepareSession = async (plan) => {
  const { inputs, environment, trigger, pr } = plan;
  const systemContext: SystemContext = {
    repository: environment.repository,
    eventName: trigger.eventName,
    ...(trigger.number !== null ? { number: trigger.number } : {}),
    ...(trigger.title !== null ? { title: trigger.title } : {}),
    ...(trigger.triggerComment !== null ? { triggerComment: trigger.triggerComment } : {}),
    ...(trigger.actor ? { triggerAuthor: trigger.actor.login } : {}),
    untrustedContext: renderUntrustedContext({ pr, triggerComment: null, triggerAuthor: trigger.actor?.login ?? null }),
  };
  // Never the working tree: on a pull request its files are the PR author's.
  const ref = trustedRefFor(trigger, pr, environment);
  const configSource = await trustedConfigSource({ octokit: plan.octokit, repo: environment.repo, workspace: environment.workspace, commit: ref.commit, description: ref.description, env: plan.env });
  plan.onInfo?.(`Tollgate: the policy, the MCP config and the scripts hooks run come from ${ref.description}.`);
  return prepareAppSession({
    configSource,
    configChangedBy: ref.changedBy,
    prompt: trigger.request,
    workspace: environment.workspace,
    outputDir: plan.outputDir,
    transcriptPath: plan.transcriptPath,
    allowBypass: inputs.allowBypass,
    model: inputs.model,
    ...(inputs.fallbackModel ? { fallbackModel: inputs.fallbackModel } : {}),
    ...(inputs.thinking ? { thinking: inputs.thinking } : {}),
    ...(inputs.effort ? { effort: inputs.effort } : {}),
    modelSource: inputs.replay
      ? { kind: 'replay', path: inputs.replay }
      : { kind: 'api', apiKey: inputs.anthropicApiKey, ...(inputs.anthropicBaseUrl ? { baseUrl: inputs.anthropicBaseUrl } : {}), ...(inputs.provider ? { provider: inputs.provider } : {}) },
    systemContext,
    extraTools: plan.extraTools,
    env: plan.env,
    knownSecrets: [inputs.anthropicApiKey, inputs.githubToken].filter(Boolean),
    signal: plan.signal,
    onWarning: plan.onWarning,
    ...(plan.onInfo ? { onInfo: plan.onInfo } : {}),
    // In CI the sandbox is required unless the policy says otherwise; the preflight repairs what it can first.
    sandbox: { failIfUnavailableByDefault: true, repair: { exec: hostExecutor, isRoot: process.geteuid?.() === 0 } },
    policy: inputs.policy ?? undefined,
    maxBudgetUsd: inputs.maxBudgetUsd ?? undefined,
    maxTurns: inputs.maxTurns ?? undefined,
    timeoutMinutes: inputs.timeoutMinutes ?? undefined,
    mcpConfig: inputs.mcpConfig || undefined,
    outputSchema: inputs.outputSchema ? { ...inputs.outputSchema, origin: "input 'output_schema'" } : undefined,
  });
};
