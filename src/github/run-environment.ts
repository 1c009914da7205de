import { tmpdir } from 'node:os';
import { z } from 'zod';
import { parseRepository, type RepoRef } from './octokit.js';

/** What the runner tells the action about the run, read once from its environment. */
export interface RunEnvironment {
  readonly repository: string;
  readonly repo: RepoRef;
  readonly runId: string;
  readonly runAttempt: string;
  readonly serverUrl: string;
  readonly apiUrl: string;
  readonly runnerTemp: string;
  readonly workspace: string;
  readonly runUrl: string;
  /** GITHUB_SHA: the commit the workflow runs on (for pull_request events, the test merge: not trusted). */
  readonly sha: string | null;
}

const schema = z.object({
  GITHUB_REPOSITORY: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'expected {owner}/{repo}'),
  GITHUB_RUN_ID: z.string().regex(/^\d+$/, 'expected a number'),
  GITHUB_RUN_ATTEMPT: z.string().regex(/^\d+$/).default('1'),
  GITHUB_SERVER_URL: z.url().default('https://github.com'),
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  RUNNER_TEMP: z.string().min(1).optional(),
  GITHUB_WORKSPACE: z.string().min(1).optional(),
  GITHUB_SHA: z.string().regex(/^([0-9a-f]{40}|[0-9a-f]{64})$/, 'expected a full commit id').optional(),
});

export function readRunEnvironment(env: NodeJS.ProcessEnv, cwd: string): RunEnvironment {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`The runner environment is incomplete: ${String(issue?.path[0] ?? '?')} ${issue?.message ?? 'is invalid'}.`);
  }
  const e = parsed.data;
  const serverUrl = e.GITHUB_SERVER_URL.replace(/\/+$/, '');
  return {
    repository: e.GITHUB_REPOSITORY,
    repo: parseRepository(e.GITHUB_REPOSITORY),
    runId: e.GITHUB_RUN_ID,
    runAttempt: e.GITHUB_RUN_ATTEMPT,
    serverUrl,
    apiUrl: e.GITHUB_API_URL.replace(/\/+$/, ''),
    runnerTemp: e.RUNNER_TEMP ?? tmpdir(),
    workspace: e.GITHUB_WORKSPACE ?? cwd,
    runUrl: `${serverUrl}/${e.GITHUB_REPOSITORY}/actions/runs/${e.GITHUB_RUN_ID}`,
    sha: e.GITHUB_SHA ?? null,
  };
}
