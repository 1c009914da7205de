import { join } from 'node:path';
import { sessionProtectedFiles, type PolicySetting } from '../app/prepare-session.js';
import type { DeliveryPhase } from '../app/run-phases.js';
import { CHANGE_BUNDLE_FILE } from '../delivery/change-bundle.js';
import { createDeliveryPhase } from '../delivery/delivery-phase.js';
import { changeCheckSettings } from '../delivery/check-settings.js';
import type { Policy } from '../policy/index.js';

export interface LocalDeliveryOptions {
  readonly workspace: string;
  readonly outDir: string;
  readonly prompt: string;
  /** The policy in force: its `changes` limits and the rules that lift protected paths. */
  readonly policy: Policy;
  readonly policySetting: PolicySetting | undefined;
  readonly mcpConfig: string | undefined;
  readonly secrets: Iterable<string>;
}

/**
 * A local run's delivery: the change checked as the action checks it and, in a git checkout,
 * written to `change-bundle.json` in the output folder, so `tollgate apply --dry-run` can be tried
 * on it. Nothing is written to GitHub.
 */
export function localDeliveryPhase(options: LocalDeliveryOptions): DeliveryPhase {
  const { workspace, policy } = options;
  const bundle = join(options.outDir, CHANGE_BUNDLE_FILE);
  return createDeliveryPhase({
    mode: policy.changes.deliver,
    modeSource: 'changes.deliver',
    changes: policy.changes,
    checks: changeCheckSettings({ policy, root: workspace, protectedFiles: sessionProtectedFiles(workspace, options.policySetting, options.mcpConfig) }),
    secrets: options.secrets,
    facts: { subject: { kind: 'run' }, runBranch: null, runId: 'local', runAttempt: '1' },
    api: null,
    outputDir: options.outDir,
    request: options.prompt,
    coAuthor: async () => null,
    runUrl: null,
    reference: null,
    howToApply: `\`tollgate apply ${bundle} --dry-run --cwd ${workspace}\` checks the bundle as the action's apply job would; \`git apply changes.diff\` applies the change to another checkout of the same commit.`,
    untrustedBase: false,
  });
}
