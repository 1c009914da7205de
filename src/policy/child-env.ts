import type { Policy } from './schema.js';

/** What every child process needs to work, and nothing that grants access. */
const BASE_VARIABLES = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TERM', 'TMPDIR', 'CI', 'USER', 'SHELL', 'RUNNER_OS', 'RUNNER_ARCH', 'RUNNER_TEMP'];

/** GitHub's context variables that say where the run is, never who it is. */
const GITHUB_CONTEXT = [
  'GITHUB_ACTIONS', 'GITHUB_REPOSITORY', 'GITHUB_REPOSITORY_OWNER', 'GITHUB_SHA', 'GITHUB_REF', 'GITHUB_REF_NAME',
  'GITHUB_REF_TYPE', 'GITHUB_HEAD_REF', 'GITHUB_BASE_REF', 'GITHUB_EVENT_NAME', 'GITHUB_WORKFLOW', 'GITHUB_RUN_ID',
  'GITHUB_RUN_NUMBER', 'GITHUB_RUN_ATTEMPT', 'GITHUB_ACTOR', 'GITHUB_SERVER_URL', 'GITHUB_API_URL', 'GITHUB_WORKSPACE', 'GITHUB_JOB',
];

/**
 * A clean environment for Bash, hooks and MCP servers: the basics, GitHub's context, and
 * exactly the variables the policy names in `environment.pass` and `environment.secrets`.
 * Tokens (ANTHROPIC_API_KEY, GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN, ...) are never copied
 * unless the policy names them.
 */
export function buildChildEnv(runnerEnv: NodeJS.ProcessEnv, policy: Policy): Record<string, string> {
  const env: Record<string, string> = {};
  const names = [...BASE_VARIABLES, ...GITHUB_CONTEXT, ...policy.environment.pass, ...policy.environment.secrets];
  for (const name of names) {
    const value = runnerEnv[name];
    if (typeof value === 'string') env[name] = value;
  }
  return env;
}

/** The values of the policy's `environment.secrets` that are set: to redact from every output. */
export function policySecretValues(runnerEnv: NodeJS.ProcessEnv, policy: Policy): string[] {
  return policy.environment.secrets
    .map((name) => runnerEnv[name])
    .filter((value): value is string => typeof value === 'string' && value.length > 0);
}
