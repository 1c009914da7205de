import { describeError } from '../core/describe-error.js';
import { changeCheckSettings } from '../delivery/check-settings.js';
import type { DeliveryContext } from '../delivery/deliver-change.js';
import type { CoAuthor } from '../delivery/commit-message.js';
import type { RunSubject } from '../delivery/landing-target.js';
import type { ProtectedFile } from '../permissions/index.js';
import type { Policy } from '../policy/index.js';
import type { RunRequest } from './event.js';
import type { ActionInputs } from './inputs.js';
import { createGitHubLandingApi } from './landing-api.js';
import type { GitHubClient } from './octokit.js';
import type { PrContext } from './pr-context.js';
import type { RunEnvironment } from './run-environment.js';

export interface ActionDeliveryOptions {
  readonly inputs: ActionInputs;
  readonly environment: RunEnvironment;
  readonly env: NodeJS.ProcessEnv;
  readonly request: RunRequest;
  /** The PR, read at the start of the run; null when the run is not about one or it could not be read. */
  readonly pr: PrContext | null;
  readonly octokit: GitHubClient;
  /** The policy in force: its `changes` block and the rules that lift protected paths. */
  readonly policy: Policy;
  /** The session's own protected files (the policy file, the MCP config). */
  readonly protectedFiles: readonly ProtectedFile[];
  readonly secrets: Iterable<string>;
  /** Where the change bundle goes; null in the apply job. */
  readonly outputDir: string | null;
  /** The artifact that holds the diff and the bundle, for the how-to-apply text. */
  readonly artifactName: string;
  /** The change comes from another job's bundle. */
  readonly untrustedBase: boolean;
  readonly onWarning: (message: string) => void;
}

function subjectOf(request: RunRequest, pr: PrContext | null): RunSubject {
  if (request.isPullRequest && request.number !== null) {
    return pr ? { kind: 'pull_request', number: pr.number, headRef: pr.headRef, headSha: pr.headSha, fromFork: pr.fromFork } : { kind: 'unknown_pull_request', number: request.number };
  }
  // A schedule or dispatch run reports to an issue, but its branch is the run's: nightly runs must not share one.
  return request.kind === 'comment' && request.number !== null ? { kind: 'issue', number: request.number } : { kind: 'run' };
}

/** The person who asked, with the id their no-reply address needs (from the event, else the users API). */
async function coAuthorOf(request: RunRequest, octokit: GitHubClient, onWarning: (message: string) => void): Promise<CoAuthor | null> {
  const actor = request.actor;
  if (!actor) return null;
  if (actor.id !== undefined) return { login: actor.login, id: actor.id };
  try {
    const { data } = await octokit.rest.users.getByUsername({ username: actor.login });
    return { login: actor.login, id: data.id };
  } catch (error) {
    onWarning(`Could not read @${actor.login}'s account id, so the commit has no Co-authored-by line: ${describeError(error)}`);
    return null;
  }
}

function howToApply(environment: RunEnvironment, artifactName: string): string {
  return (
    `To land it by hand, download the artifact (\`gh run download ${environment.runId} -n ${artifactName}\`) and run \`git apply --index changes.diff\` ` +
    'on the commit the run started from; or land its `change-bundle.json` with a second job that runs Tollgate with `mode: apply` (see the README\'s two-job setup).'
  );
}

/** Everything delivery needs from the action: the policy's rules and limits, the run's event, the landing API over Octokit. */
export function actionDeliveryContext(options: ActionDeliveryOptions): DeliveryContext {
  const { inputs, environment, request, policy } = options;
  const ref = options.env['GITHUB_REF'] ?? '';
  return {
    mode: inputs.changes ?? policy.changes.deliver,
    modeSource: inputs.changes ? 'the `changes` input' : 'changes.deliver',
    changes: policy.changes,
    checks: changeCheckSettings({ policy, root: environment.workspace, protectedFiles: options.protectedFiles }),
    secrets: options.secrets,
    facts: {
      subject: subjectOf(request, options.pr),
      runBranch: ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null,
      runId: environment.runId,
      runAttempt: environment.runAttempt,
    },
    api: createGitHubLandingApi(options.octokit, environment.repo),
    outputDir: options.outputDir,
    request: request.request,
    coAuthor: () => coAuthorOf(request, options.octokit, options.onWarning),
    runUrl: environment.runUrl,
    reference: request.number !== null ? `#${request.number}` : null,
    howToApply: howToApply(environment, options.artifactName),
    untrustedBase: options.untrustedBase,
  };
}
