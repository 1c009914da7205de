/**
 * The action's preflight decides what to do about a sandbox that cannot start. The executor is
 * injected, so the decisions (and the exact commands it would run) are checked here, where there is
 * no AppArmor; the commands themselves are what Ubuntu documents.
 */
import { describe, expect, it } from 'vitest';
import { APPARMOR_PROFILE_PATH, bwrapAppArmorProfile } from '../../src/sandbox/apparmor-profile.js';
import { runSandboxPreflight, type CommandResult } from '../../src/sandbox/preflight.js';
import type { SandboxProblem } from '../../src/sandbox/sandbox-problem.js';
import { describeProblem, problemFix } from '../../src/sandbox/sandbox-problem.js';
import type { SandboxRuntime } from '../../src/sandbox/sandbox-runtime.js';
import { classifyStartFailure, type SandboxStart } from '../../src/sandbox/start-sandbox.js';

const runtime = {} as SandboxRuntime;
const ok: SandboxStart = { ok: true, runtime, programs: { bwrap: '/usr/bin/bwrap', socat: '/usr/bin/socat', rg: '/usr/bin/rg', bash: '/usr/bin/bash' } };
const fails = (problem: SandboxProblem): SandboxStart => ({ ok: false, problem });
const missing = fails({ kind: 'missing-packages', packages: ['bubblewrap', 'socat'] });
const apparmor = fails({ kind: 'apparmor-userns', bwrap: '/usr/bin/bwrap', detail: 'bwrap: setting up uid map: Permission denied' });

/** A machine: the starts it will answer in turn, and the exit code of each command it is asked to run. */
function machine(starts: SandboxStart[], answer: (argv: readonly string[]) => number = () => 0) {
  const ran: { argv: readonly string[]; input?: string }[] = [];
  return {
    ran,
    deps: (isRoot: boolean) => ({
      start: async () => starts.shift() ?? starts[starts.length - 1] ?? ok,
      exec: async (argv: readonly string[], input?: string): Promise<CommandResult> => {
        ran.push({ argv, ...(input !== undefined ? { input } : {}) });
        return { code: answer(argv), stdout: '', stderr: answer(argv) === 0 ? '' : 'E: something failed' };
      },
      isRoot,
      log: () => undefined,
    }),
  };
}

describe('the sandbox preflight', () => {
  it('does nothing to a machine where the sandbox starts', async () => {
    const m = machine([ok]);
    const outcome = await runSandboxPreflight(m.deps(false));
    expect(outcome.ok).toBe(true);
    expect(m.ran).toEqual([]);
  });

  it('installs the missing Debian packages with passwordless sudo, then starts', async () => {
    const m = machine([missing, ok]);
    const outcome = await runSandboxPreflight(m.deps(false));
    expect(outcome).toMatchObject({ ok: true, repairs: ['installed bubblewrap socat'] });
    expect(m.ran.map((r) => r.argv.join(' '))).toEqual([
      'sudo -n true',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends bubblewrap socat',
    ]);
  });

  it('refreshes the package lists once when the first install fails, and needs no sudo as root', async () => {
    let installs = 0;
    const m = machine([missing, ok], (argv) => (argv.includes('install') && installs++ === 0 ? 100 : 0));
    const outcome = await runSandboxPreflight(m.deps(true));
    expect(outcome.ok).toBe(true);
    expect(m.ran.map((r) => r.argv.join(' '))).toEqual([
      'env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends bubblewrap socat',
      'env DEBIAN_FRONTEND=noninteractive apt-get update',
      'env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends bubblewrap socat',
    ]);
  });

  it("loads Ubuntu's per-binary AppArmor profile for bwrap when user namespaces are restricted, then starts", async () => {
    const m = machine([apparmor, ok]);
    const outcome = await runSandboxPreflight(m.deps(false));
    expect(outcome).toMatchObject({ ok: true, repairs: [`loaded the AppArmor profile ${APPARMOR_PROFILE_PATH}`] });
    expect(m.ran).toEqual([
      { argv: ['sudo', '-n', 'true'] },
      { argv: ['sudo', '-n', 'tee', APPARMOR_PROFILE_PATH], input: bwrapAppArmorProfile('/usr/bin/bwrap') },
      { argv: ['sudo', '-n', 'apparmor_parser', '-r', APPARMOR_PROFILE_PATH] },
    ]);
    // The profile grants user namespaces to that one binary and nothing else.
    expect(bwrapAppArmorProfile('/usr/bin/bwrap')).toMatch(/^profile tollgate-bwrap \/usr\/bin\/bwrap flags=\(unconfined\) \{\n {2}userns,\n/m);
  });

  it('repairs packages and then AppArmor when both stand in the way', async () => {
    const m = machine([missing, apparmor, ok]);
    const outcome = await runSandboxPreflight(m.deps(true));
    expect(outcome).toMatchObject({ ok: true, repairs: ['installed bubblewrap socat', `loaded the AppArmor profile ${APPARMOR_PROFILE_PATH}`] });
  });

  it('gives up without passwordless sudo, touching nothing', async () => {
    const m = machine([missing], (argv) => (argv[0] === 'sudo' ? 1 : 0));
    const outcome = await runSandboxPreflight(m.deps(false));
    expect(outcome).toMatchObject({ ok: false, repairs: [], repairNote: 'no passwordless sudo to repair it with' });
    expect(m.ran.map((r) => r.argv.join(' '))).toEqual(['sudo -n true']);
  });

  it('tries each repair once: a problem that stays after its repair is reported', async () => {
    const m = machine([apparmor, apparmor, apparmor]);
    const outcome = await runSandboxPreflight(m.deps(true));
    expect(outcome).toMatchObject({ ok: false, repairNote: 'the repair did not help' });
    expect(m.ran.filter((r) => r.argv.includes('apparmor_parser'))).toHaveLength(1);
  });

  it('reports a failed repair command, and leaves problems it cannot fix alone', async () => {
    const broken = machine([apparmor], (argv) => (argv.includes('apparmor_parser') ? 1 : 0));
    expect(await runSandboxPreflight(broken.deps(true))).toMatchObject({ ok: false, repairNote: 'apparmor_parser could not load the profile: E: something failed' });
    const other = machine([fails({ kind: 'userns-disabled', detail: 'No permissions to create a new namespace' })]);
    expect(await runSandboxPreflight(other.deps(true))).toMatchObject({ ok: false, repairs: [] });
    expect(other.ran).toEqual([]);
  });
});

describe('why the sandbox did not start', () => {
  const sysctl = (values: Record<string, string>) => (name: string) => values[name] ?? null;

  it("blames Ubuntu's AppArmor restriction when bwrap cannot map uids and the restriction is on", () => {
    const problem = classifyStartFailure('bwrap: setting up uid map: Permission denied\n', '/usr/bin/bwrap', sysctl({ 'kernel.apparmor_restrict_unprivileged_userns': '1' }));
    expect(problem).toEqual({ kind: 'apparmor-userns', bwrap: '/usr/bin/bwrap', detail: 'bwrap: setting up uid map: Permission denied' });
    expect(describeProblem(problem)).toContain('kernel.apparmor_restrict_unprivileged_userns=1');
    expect(problemFix(problem)).toContain(`sudo apparmor_parser -r ${APPARMOR_PROFILE_PATH}`);
  });

  it('blames the kernel when unprivileged user namespaces are off, and says which setting', () => {
    const problem = classifyStartFailure('bwrap: No permissions to create a new namespace\n', '/usr/bin/bwrap', sysctl({ 'kernel.unprivileged_userns_clone': '0' }));
    expect(problem.kind).toBe('userns-disabled');
    expect(problemFix(problem)).toContain('sudo sysctl -w kernel.unprivileged_userns_clone=1');
  });

  it('otherwise names what bubblewrap said', () => {
    expect(classifyStartFailure('bwrap: Can\'t mount proc on /newroot/proc: Operation not permitted', '/usr/bin/bwrap', sysctl({}))).toEqual({
      kind: 'failed',
      detail: "bwrap: Can't mount proc on /newroot/proc: Operation not permitted",
    });
    expect(problemFix({ kind: 'missing-packages', packages: ['bubblewrap', 'ripgrep'] })).toBe('install them: sudo apt-get install -y bubblewrap ripgrep');
  });
});
