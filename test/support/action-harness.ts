/**
 * Runs the action as the runner starts it: `node dist/index.js` in a child process, with INPUT_*
 * and the runner's variables, against three loopback servers (GitHub REST, the Messages API, the
 * artifact service). Build first (CI does); while developing, point TOLLGATE_ACTION_ENTRY at a
 * build made with `node scripts/build.mjs --out /tmp/somewhere`.
 *
 *   const s = await startActionServers(script);
 *   const run = await runActionProcess(s, { event: 'issue_comment', payload: commentEvent('@tollgate go') });
 *   ...
 *   await s.close();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { samplePull } from '../github/pr-fixtures.js';
import { fakeRuntimeToken, startFakeArtifactService, type FakeArtifactService } from './fake-artifact-service.js';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions, type FakePull, type FakeTreeEntry } from './fake-github.js';
import { startFakeMessagesApi, type FakeMessagesApi, type FakeMessagesApiOptions, type Script } from './fake-messages-api.js';

export const ACTION_ENTRY = resolve(process.env['TOLLGATE_ACTION_ENTRY'] ?? 'dist/index.js');
export const E2E_API_KEY = 'sk-ant-e2e-secret-key-123456';
export const E2E_GITHUB_TOKEN = 'ghs_e2eTokenValue987654';
export const E2E_RUN_ID = '4242';
/** GITHUB_SHA of every run: the commit the workflow runs on. */
export const E2E_WORKFLOW_SHA = 'c'.repeat(40);

export interface ActionServers {
  readonly github: FakeGitHub;
  readonly api: FakeMessagesApi;
  readonly artifacts: FakeArtifactService;
  close(): Promise<void>;
}

export interface ActionServerOptions {
  /** login -> permission; defaults to alice: write, reader: read. */
  readonly permissions?: Record<string, string>;
  readonly pulls?: readonly FakePull[];
  /** More of the fake GitHub: check runs, job logs, review threads, the repository's git data, the token's permissions. */
  readonly github?: Omit<FakeGitHubOptions, 'permissions' | 'pulls'>;
  /** The Messages API's window, thinking and compaction rules, and its Models API. */
  readonly api?: Omit<FakeMessagesApiOptions, 'script'>;
}

export async function startActionServers(script: Script, options: ActionServerOptions = {}): Promise<ActionServers> {
  const github = await startFakeGitHub({ ...options.github, permissions: options.permissions ?? { alice: 'write', reader: 'read' }, pulls: options.pulls ?? [samplePull()] });
  const api = await startFakeMessagesApi({ script, ...options.api });
  const artifacts = await startFakeArtifactService();
  return {
    github,
    api,
    artifacts,
    close: async () => {
      await Promise.all([github.close(), api.close(), artifacts.close()]);
    },
  };
}

export interface ActionRunOptions {
  readonly event: string;
  readonly payload: unknown;
  readonly inputs?: Record<string, string>;
  readonly workspaceFiles?: Record<string, string>;
  /** More variables for the action's process (a secret the policy lists, say). */
  readonly env?: Record<string, string>;
  /** Called once the child is running (to signal it, say). */
  readonly whileRunning?: (child: ChildProcess, paths: { root: string; workspace: string }) => void;
  /** Called once the workspace exists, before the action starts (symlinks, say). */
  readonly prepareWorkspace?: (workspace: string) => void;
  /**
   * What the fake's contents API serves at every trusted commit it does not know yet (each PR's
   * base and GITHUB_SHA): by default the workspace files, as if the PR changed none of them; null
   * serves none.
   */
  readonly trustedFiles?: Record<string, FakeTreeEntry> | null;
}

export interface ActionRun {
  readonly code: number | null;
  /** From the last byte the action printed to its exit: what is left running shows here. */
  readonly exitMsAfterLastOutput: number;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
  /** The temp root: workspace/, runner-temp/, HOME. */
  readonly root: string;
  readonly workspace: string;
  readonly runnerTemp: string;
}

export function parseOutputs(file: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return outputs;
  }
  const pattern = /^([^\n<]+)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1] ?? ''] = match[3] ?? '';
  return outputs;
}

export async function runActionProcess(s: ActionServers, options: ActionRunOptions): Promise<ActionRun> {
  const root = mkdtempSync(join(tmpdir(), 'tg-e2e-'));
  const workspace = join(root, 'workspace');
  const runnerTemp = join(root, 'runner-temp');
  mkdirSync(workspace);
  mkdirSync(runnerTemp);
  for (const [path, content] of Object.entries(options.workspaceFiles ?? {})) {
    mkdirSync(join(workspace, path, '..'), { recursive: true });
    writeFileSync(join(workspace, path), content);
  }
  options.prepareWorkspace?.(workspace);
  if (options.trustedFiles !== null) {
    const trusted = options.trustedFiles ?? options.workspaceFiles ?? {};
    for (const sha of [E2E_WORKFLOW_SHA, ...[...s.github.pulls.values()].map((pull) => pull.base.sha)]) if (!s.github.hasCommit(sha)) s.github.setCommit(sha, trusted);
  }
  const eventPath = join(root, 'event.json');
  writeFileSync(eventPath, JSON.stringify(options.payload));
  const outputFile = join(root, 'output.txt');
  const summaryFile = join(root, 'summary.md');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const inputs: Record<string, string> = {
    anthropic_api_key: E2E_API_KEY,
    anthropic_base_url: s.api.baseURL,
    github_token: E2E_GITHUB_TOKEN,
    trigger_phrase: '@tollgate',
    ...options.inputs,
  };
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: root,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'octo/repo',
    GITHUB_RUN_ID: E2E_RUN_ID,
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'tollgate',
    GITHUB_ACTOR: 'alice',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: s.github.url,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_WORKSPACE: workspace,
    GITHUB_SHA: E2E_WORKFLOW_SHA,
    RUNNER_TEMP: runnerTemp,
    ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken(),
    ACTIONS_RESULTS_URL: `${s.artifacts.url}/`,
    ...options.env,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const child = spawn(process.execPath, [ACTION_ENTRY], { cwd: workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let lastOutputAt = Date.now();
  child.stdout.on('data', (chunk: Buffer) => ((stdout += chunk.toString('utf8')), (lastOutputAt = Date.now())));
  child.stderr.on('data', (chunk: Buffer) => ((stderr += chunk.toString('utf8')), (lastOutputAt = Date.now())));
  options.whileRunning?.(child, { root, workspace });
  let exitMsAfterLastOutput = 0;
  child.once('exit', () => (exitMsAfterLastOutput = Date.now() - lastOutputAt));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) => child.on('close', (c, sig) => done([c, sig])));
  return { code, signal, exitMsAfterLastOutput, stdout, stderr, outputs: parseOutputs(outputFile), summary: readFileSync(summaryFile, 'utf8'), root, workspace, runnerTemp };
}

/** An `issue_comment` `created` payload on PR #12 (or on issue #12 with `onPullRequest: false`). */
export function commentEvent(body: string, login = 'alice', type = 'User', onPullRequest = true) {
  return {
    action: 'created',
    comment: { id: 7, body, user: { login, type } },
    issue: {
      number: 12,
      title: 'Fix the parser',
      ...(onPullRequest ? { pull_request: { url: 'https://api.github.com/repos/octo/repo/pulls/12' } } : {}),
    },
    repository: { full_name: 'octo/repo' },
    sender: { login, type },
  };
}

/** Polls until `condition` holds, then runs `then` once. */
export function when(condition: () => boolean, then: () => void, everyMs = 25): void {
  const poll = setInterval(() => {
    if (!condition()) return;
    clearInterval(poll);
    then();
  }, everyMs);
  poll.unref();
}
