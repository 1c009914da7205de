import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import type { CommandRunner } from '../core/command-runner.js';
import { anchorPattern } from '../permissions/rules/path-pattern.js';
import { realPathOf } from '../permissions/workspace-paths.js';
import { parseRule } from '../policy/parse-rule.js';
import type { Policy } from '../policy/index.js';
import { PROTECTED_PATH_PATTERNS } from '../policy/protected-paths.js';
import { createProcessRunner } from '../sandbox/process-runner.js';
import type { CommandExecutor } from '../sandbox/preflight.js';
import { denyReadEntry } from '../sandbox/read-denials.js';
import { describeProblem, problemFix, type SandboxProblem } from '../sandbox/sandbox-problem.js';
import type { SandboxScope } from '../sandbox/sandbox-scope.js';
import type { SandboxStart } from '../sandbox/start-sandbox.js';
import type { SandboxStatus } from '../session/index.js';
import { describeError } from '../core/describe-error.js';
import { confines } from '../sandbox/confinement.js';
import { DeferredWorkError } from './deferred-work.js';

/** What an entry decides about the sandbox; the policy's `sandbox` block decides the rest. */
export interface SandboxSettings {
  /** When the policy does not set `sandbox.failIfUnavailable`: the action fails, the CLI warns and runs unsandboxed. */
  readonly failIfUnavailableByDefault: boolean;
  /** The action's preflight: with these it installs what is missing (passwordless sudo or root) before giving up. */
  readonly repair?: { readonly exec: CommandExecutor; readonly isRoot: boolean };
}

/** The sandbox could not start and the policy (or the entry) says not to run without it. */
class SandboxUnavailableError extends DeferredWorkError {
  override readonly name = 'SandboxUnavailableError';
}

export interface SessionSandbox {
  readonly runner: CommandRunner;
  /** Whether commands run sandboxed; settled once the sandbox has started or failed to (it starts while the session begins). */
  status(): SandboxStatus;
  /**
   * Starts the sandbox (once; the first process it confines starts it too) and settles when it has
   * started or is known not to; rejects with SandboxUnavailableError when the run must not go on
   * without it.
   */
  ready(): Promise<void>;
  /** Once started, makes what the first command will need (its wraps); for when the session is idle. Never rejects. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export interface SandboxSetupInput {
  readonly policy: Policy;
  readonly settings: SandboxSettings | undefined;
  readonly workspace: string;
  readonly additionalDirectories: readonly string[];
  readonly outputDir: string;
  readonly transcriptPath: string;
  /** The policy file and the MCP config file, when they are files. */
  readonly runConfigFiles: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly onWarning: (message: string) => void;
  readonly onInfo?: (message: string) => void;
}

/** Where a path really is, also when it does not exist yet (its nearest existing parent resolved): the profile must name what bubblewrap sees. */
const realOrResolved = (path: string): string => realPathOf(resolve(path));

function expandHome(path: string, home: string, base: string): string {
  if (path === '~' || path.startsWith('~/')) return join(home, path.slice(1));
  return isAbsolute(path) ? path : resolve(base, path);
}

/** The sandbox's `denyRead` entries for the policy's Read deny rules, read as the gate reads them. */
function readDenials(policy: Policy, workspace: string, home: string, everything: readonly string[]): string[] {
  const entries: string[] = [];
  for (const text of policy.permissions.deny) {
    let rule;
    try {
      rule = parseRule(text);
    } catch {
      continue;
    }
    if (rule.toolName !== 'Read') continue;
    // `Read` alone denies reading every file: the sandbox hides the user's files, not the system a command needs to run.
    if (rule.specifier === null) {
      entries.push(...everything);
      continue;
    }
    const entry = denyReadEntry(anchorPattern(rule.specifier, { cwd: workspace, policyRoot: workspace, homeDir: home }));
    if (entry) entries.push(entry);
  }
  return entries;
}

function scopeFor(input: SandboxSetupInput, sandboxDir: string): SandboxScope {
  const { policy } = input;
  const home = realOrResolved(input.env.HOME ?? homedir());
  const workspace = realOrResolved(input.workspace);
  const codeRoots = [...new Set([workspace, ...input.additionalDirectories.map(realOrResolved)])];
  const fs = policy.sandbox.filesystem;
  const records = [input.transcriptPath, join(input.outputDir, 'bash'), join(input.outputDir, 'tool-results')];
  return {
    workspace,
    codeRoots,
    extraWritable: fs.allowWrite.map((path) => realOrResolved(expandHome(path, home, workspace))),
    tmpDir: join(sandboxDir, 'tmp'),
    scratchDir: join(sandboxDir, 'scratch'),
    outputDir: realOrResolved(input.outputDir),
    records: records.map(realOrResolved),
    runConfigFiles: input.runConfigFiles.map(realOrResolved),
    denyWrite: fs.denyWrite.map((path) => realOrResolved(expandHome(path, home, workspace))),
    denyRead: [...readDenials(policy, workspace, home, [...codeRoots, home]), ...fs.denyRead.map((path) => expandHome(path, home, workspace))],
    homeDir: home,
    protectedPatterns: PROTECTED_PATH_PATTERNS,
    allowedDomains: policy.sandbox.network.allowedDomains,
  };
}

function summaryOf(allowedDomains: readonly string[]): string {
  const network = allowedDomains.length > 0 ? `network only to ${allowedDomains.join(', ')}` : 'no network';
  return `Commands run in the OS sandbox (bubblewrap): a call allowed as read-only can write nothing; any other can write the workspace except protected paths; ${network}.`;
}

function unsandboxed(summary: string): SessionSandbox {
  const status: SandboxStatus = { enabled: false, summary };
  return { runner: createProcessRunner(), status: () => status, ready: async () => {}, warmUp: async () => {}, close: async () => {} };
}

/** No process it would confine starts: each is refused with the reason, and `ready` rejects with it. */
function refused(error: SandboxUnavailableError, problem: SandboxProblem): SessionSandbox {
  const status: SandboxStatus = { enabled: false, summary: `Commands do not run: the OS sandbox could not start (${describeProblem(problem)}).` };
  const runner: CommandRunner = {
    spawn: async () => ({ pid: undefined, stdin: null, stdout: null, stderr: null, exited: Promise.resolve({ kind: 'spawn_error', message: error.message }), terminate: async () => 'terminated' }),
    terminateAll: async () => {},
  };
  return { runner, status: () => status, ready: () => Promise.reject(error), warmUp: async () => {}, close: async () => {} };
}

type Started = (SandboxStart & { readonly note: string });

/** Starts the sandbox, through the action's preflight (which repairs what it can) when the entry gives one. */
async function startOrRepair(input: SandboxSetupInput): Promise<Started> {
  const { startSandbox } = await import('../sandbox/start-sandbox.js');
  const start = () => startSandbox({ pathValue: input.env.PATH });
  const repair = input.settings?.repair;
  if (!repair) return { ...(await start()), note: '' };
  const { runSandboxPreflight } = await import('../sandbox/preflight.js');
  const preflight = await runSandboxPreflight({ start, exec: repair.exec, isRoot: repair.isRoot, log: (line) => input.onInfo?.(line) });
  let note = '';
  if (preflight.repairs.length > 0) note += ` The preflight ${preflight.repairs.join(' and ')}.`;
  if (preflight.repairNote) note += ` It could not repair this: ${preflight.repairNote}.`;
  return { ...preflight, note };
}

/** The session's sandbox over a started runtime: the sandboxed runner, its folders, its status. */
async function sandboxed(input: SandboxSetupInput, started: Extract<Started, { ok: true }>, userGitExcludes: Promise<string>): Promise<SessionSandbox> {
  const { policy } = input;
  const { runtime } = started;
  const sandboxDir = mkdtempSync(join(tmpdir(), 'tollgate-sandbox-'));
  try {
    const scope = scopeFor(input, sandboxDir);
    for (const dir of [scope.tmpDir, scope.scratchDir, join(input.outputDir, 'bash'), join(input.outputDir, 'tool-results')]) mkdirSync(dir, { recursive: true });
    // Both exist before the first wrap: a writable root that holds them (a workspace above the temp
    // folder) keeps them read-only, which the library does only for a path that exists.
    const emptyFile = join(sandboxDir, 'empty');
    writeFileSync(emptyFile, '', { mode: 0o444 });
    const gitExcludesFile = join(sandboxDir, 'git-excludes');
    writeFileSync(gitExcludesFile, '');
    const { createSandboxedPlan } = await import('../sandbox/sandboxed-plan.js');
    const sandboxedPlan = createSandboxedPlan({
      scope,
      runtime,
      hooks: policy.sandbox.hooks,
      mcpServers: policy.sandbox.mcpServers,
      gitExcludesFile,
      userGitExcludes: await userGitExcludes,
      emptyFile,
    });
    const status: SandboxStatus = { enabled: true, summary: summaryOf(scope.allowedDomains) };
    return {
      runner: createProcessRunner(sandboxedPlan.plan),
      status: () => status,
      ready: async () => {},
      warmUp: () => sandboxedPlan.prepare(),
      close: async () => {
        await sandboxedPlan.close();
        await runtime.release();
        rmSync(sandboxDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await runtime.release();
    rmSync(sandboxDir, { recursive: true, force: true });
    throw error;
  }
}

function unavailableError(outcome: Extract<Started, { ok: false }>): SandboxUnavailableError {
  return new SandboxUnavailableError(
    `The OS sandbox cannot start: ${describeProblem(outcome.problem)}.${outcome.note} To fix it, ${problemFix(outcome.problem)}. No command ran: the session stopped before its first tool call. ` +
      'To run without the sandbox instead, set sandbox.enabled: false (or sandbox.failIfUnavailable: false) in the policy.',
  );
}

/**
 * A sandbox that starts beside the session's first model request (it needs none of it): when
 * `ready()` is first called, or when the first process it confines is spawned, which waits until
 * it has started or is known not to, so no confined process runs before that is settled. A process
 * it does not confine (a hook or MCP server the policy leaves outside) starts at once. Where it
 * cannot start, either the run must not go on (`failIfUnavailable`: every confined spawn is
 * refused, `ready()` rejects naming the cause and the fix) or the warning comes then and commands
 * run unsandboxed.
 */
function startingLater(input: SandboxSetupInput, failIfUnavailable: boolean): SessionSandbox {
  const provisional: SandboxStatus = { enabled: true, summary: summaryOf(input.policy.sandbox.network.allowedDomains) };
  const outside = createProcessRunner();
  let current: SessionSandbox | null = null;
  let starting: Promise<SessionSandbox> | null = null;
  let closed = false;
  const start = (): Promise<SessionSandbox> => {
    starting ??= (async () => {
      // Asked only after the session closed (deferred work started late): the library is not started, so nothing is left running.
      if (closed) return refused(new SandboxUnavailableError('The session has ended: no command starts in its sandbox.'), { kind: 'failed', detail: 'the session has ended' });
      const startedAt = Date.now();
      // The user's git excludes (a git process) are read while the sandbox starts: the session's wraps need them.
      const userGitExcludes = import('../sandbox/user-git-excludes.js').then(({ readUserGitExcludes }) => readUserGitExcludes(realOrResolved(input.workspace), input.env));
      userGitExcludes.catch(() => undefined);
      const outcome = await startOrRepair(input).catch((error: unknown): Started => ({ ok: false, problem: { kind: 'failed', detail: describeError(error) }, note: '' }));
      if (!outcome.ok) return failIfUnavailable ? refused(unavailableError(outcome), outcome.problem) : unavailableInCli(input, outcome.problem, outcome.note);
      input.onInfo?.(`Tollgate: the OS sandbox is ready (checked in ${Date.now() - startedAt} ms).${outcome.note}`);
      return sandboxed(input, outcome, userGitExcludes);
    })().then((sandbox) => (current = sandbox));
    return starting;
  };
  const settings = { hooks: input.policy.sandbox.hooks, mcpServers: input.policy.sandbox.mcpServers };
  return {
    runner: {
      spawn: async (spec) => (confines(spec, settings) ? (await start()).runner.spawn(spec) : outside.spawn(spec)),
      terminateAll: async (graceMs) => {
        await Promise.all([outside.terminateAll(graceMs), starting?.then((sandbox) => sandbox.runner.terminateAll(graceMs))]);
      },
    },
    status: () => current?.status() ?? provisional,
    ready: async () => (await start()).ready(),
    warmUp: async () => {
      if (starting) await (await starting).warmUp();
    },
    close: async () => {
      closed = true;
      if (starting) await (await starting).close();
    },
  };
}

/**
 * Chooses how the session's child processes start: in the OS sandbox when the policy has it on
 * (the default) and it starts here; unsandboxed when the policy turns it off, or when it cannot
 * start and neither the policy nor the entry says to fail. The sandbox starts beside the first
 * model request (`ready()`, or the first process it confines, starts it); where an unavailable
 * sandbox fails the run (the action), no confined process runs and `ready()` names the cause.
 */
export async function setUpSandbox(input: SandboxSetupInput): Promise<SessionSandbox> {
  const { policy } = input;
  if (!policy.sandbox.enabled) {
    input.onWarning('sandbox.enabled is false in the policy, so commands run unsandboxed: nothing under the gate confines them.');
    return unsandboxed('Commands run unsandboxed: sandbox.enabled is false in the policy.');
  }
  const failIfUnavailable = policy.sandbox.failIfUnavailable ?? input.settings?.failIfUnavailableByDefault ?? true;
  if (!failIfUnavailable) {
    // What can be known at once (no Linux, missing packages) is said at once, unless the action's preflight could install them.
    const { quickProblem } = await import('../sandbox/start-sandbox.js');
    const problem = quickProblem({ pathValue: input.env.PATH });
    if (problem && (problem.kind === 'unsupported' || !input.settings?.repair)) return unavailableInCli(input, problem, '');
  }
  return startingLater(input, failIfUnavailable);
}

function unavailableInCli(input: SandboxSetupInput, problem: SandboxProblem, note: string): SessionSandbox {
  const cause = describeProblem(problem);
  input.onWarning(`the OS sandbox is unavailable (${cause}), so commands run unsandboxed; to fix it, ${problemFix(problem)}.${note}`);
  return unsandboxed(`Commands run unsandboxed: the OS sandbox could not start (${cause}).`);
}
