import { APPARMOR_PROFILE_PATH, bwrapAppArmorProfile } from './apparmor-profile.js';
import type { SandboxProblem } from './sandbox-problem.js';
import type { SandboxStart } from './start-sandbox.js';

export interface CommandResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a program on the host (argv[0] looked up in the system PATH), with `input` on stdin. */
export type CommandExecutor = (argv: readonly string[], input?: string) => Promise<CommandResult>;

export interface PreflightDeps {
  /** Starts the sandbox and proves it works (startSandbox). */
  readonly start: () => Promise<SandboxStart>;
  readonly exec: CommandExecutor;
  /** Running as root: no sudo needed. */
  readonly isRoot: boolean;
  readonly log: (line: string) => void;
}

export type PreflightOutcome = SandboxStart & {
  /** What the preflight did to the machine, in order ("installed bubblewrap socat"). */
  readonly repairs: readonly string[];
  /** Why it could not repair the last problem, when it tried or could not try. */
  readonly repairNote?: string;
};

const APT_ENV = ['env', 'DEBIAN_FRONTEND=noninteractive'];

async function sudoPrefix(deps: PreflightDeps): Promise<readonly string[] | null> {
  if (deps.isRoot) return [];
  const probe = await deps.exec(['sudo', '-n', 'true']).catch(() => ({ code: 1, stdout: '', stderr: '' }));
  return probe.code === 0 ? ['sudo', '-n'] : null;
}

function failure(result: CommandResult): string {
  return (result.stderr.trim().split('\n').pop() ?? '').slice(0, 200) || `exit code ${result.code}`;
}

/** Installs the missing Debian packages (refreshing the package lists once if the first attempt fails). */
async function installPackages(deps: PreflightDeps, sudo: readonly string[], packages: readonly string[]): Promise<string | null> {
  const install = [...sudo, ...APT_ENV, 'apt-get', 'install', '-y', '--no-install-recommends', ...packages];
  if ((await deps.exec(install)).code === 0) return null;
  const update = await deps.exec([...sudo, ...APT_ENV, 'apt-get', 'update']);
  if (update.code !== 0) return `apt-get update failed: ${failure(update)}`;
  const second = await deps.exec(install);
  return second.code === 0 ? null : `apt-get install failed: ${failure(second)}`;
}

/** Writes and loads the per-binary AppArmor profile that lets bubblewrap create user namespaces. */
async function installAppArmorProfile(deps: PreflightDeps, sudo: readonly string[], bwrap: string): Promise<string | null> {
  const write = await deps.exec([...sudo, 'tee', APPARMOR_PROFILE_PATH], bwrapAppArmorProfile(bwrap));
  if (write.code !== 0) return `could not write ${APPARMOR_PROFILE_PATH}: ${failure(write)}`;
  const load = await deps.exec([...sudo, 'apparmor_parser', '-r', APPARMOR_PROFILE_PATH]);
  return load.code === 0 ? null : `apparmor_parser could not load the profile: ${failure(load)}`;
}

function repairable(problem: SandboxProblem): boolean {
  return problem.kind === 'missing-packages' || problem.kind === 'apparmor-userns';
}

/**
 * The action's preflight, beside the first model call and before the first tool: start the sandbox; when it cannot start
 * for a reason the machine's owner would fix the same way every time (missing Debian packages,
 * Ubuntu's AppArmor restriction on bubblewrap) and passwordless sudo is there, fix it and try
 * again. Each kind of repair is tried once; anything else is left to the caller to report.
 */
export async function runSandboxPreflight(deps: PreflightDeps): Promise<PreflightOutcome> {
  const repairs: string[] = [];
  const tried = new Set<SandboxProblem['kind']>();
  let sudo: readonly string[] | null | undefined;
  for (;;) {
    const started = await deps.start();
    if (started.ok) return { ...started, repairs };
    const { problem } = started;
    if (!repairable(problem)) return { ...started, repairs };
    if (tried.has(problem.kind)) return { ...started, repairs, repairNote: 'the repair did not help' };
    tried.add(problem.kind);
    sudo ??= await sudoPrefix(deps);
    if (sudo === null) return { ...started, repairs, repairNote: 'no passwordless sudo to repair it with' };
    let error: string | null;
    if (problem.kind === 'missing-packages') {
      deps.log(`Tollgate: installing ${problem.packages.join(' ')} for the sandbox (apt-get)`);
      error = await installPackages(deps, sudo, problem.packages);
      if (!error) repairs.push(`installed ${problem.packages.join(' ')}`);
    } else {
      const bwrap = problem.kind === 'apparmor-userns' ? problem.bwrap : '/usr/bin/bwrap';
      deps.log(`Tollgate: loading an AppArmor profile for ${bwrap} (${APPARMOR_PROFILE_PATH}) so bubblewrap may create user namespaces`);
      error = await installAppArmorProfile(deps, sudo, bwrap);
      if (!error) repairs.push(`loaded the AppArmor profile ${APPARMOR_PROFILE_PATH}`);
    }
    if (error) return { ...started, repairs, repairNote: error };
  }
}
