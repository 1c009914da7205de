import type { Tools } from '../core/tool.js';
import type { PreparedSession } from '../app/prepare-session.js';
import type { RunRequest } from './event.js';
import type { ActionInputs } from './inputs.js';
import type { GitHubClient } from './octokit.js';
import type { PrContext } from './pr-context.js';
import type { RunEnvironment } from './run-environment.js';

/** Everything the GitHub layer knows that the session needs. */
export interface SessionPlan {
  readonly inputs: ActionInputs;
  readonly environment: RunEnvironment;
  readonly trigger: RunRequest;
  readonly pr: PrContext | null;
  /** The action's client: the run's configuration is read through it when the checkout lacks the trusted commit. */
  readonly octokit: GitHubClient;
  /** GitHub-only tools (PRInlineComment) added to the built-in ones. */
  readonly extraTools: Tools;
  /** Where large outputs go; uploaded as the artifact. */
  readonly outputDir: string;
  readonly transcriptPath: string;
  readonly signal: AbortSignal;
  /** The runner's environment; the child-process env is derived from it by the policy. */
  readonly env: NodeJS.ProcessEnv;
  readonly onWarning: (message: string) => void;
  /** A line for the job log. */
  readonly onInfo?: (message: string) => void;
}

/** The app's prepareSession, given what GitHub knows (src/github/session-setup.ts); tests pass their own. */
export type PrepareSession = (plan: SessionPlan) => Promise<PreparedSession>;
