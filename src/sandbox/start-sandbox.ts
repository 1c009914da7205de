import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { directArgv } from './bwrap-line.js';
import { findHostPrograms, missingPackages } from './host-programs.js';
import { WRAPPER_PATH, mintCommandId } from './launcher.js';
import type { SandboxProblem } from './sandbox-problem.js';
import { acquireSandboxRuntime, type ResolvedPrograms, type SandboxRuntime } from './sandbox-runtime.js';
import { describeError } from '../core/describe-error.js';

export type SandboxStart =
  | { readonly ok: true; readonly runtime: SandboxRuntime; readonly programs: ResolvedPrograms }
  | { readonly ok: false; readonly problem: SandboxProblem };

/** A kernel setting under /proc/sys ("kernel.unprivileged_userns_clone"), or null when this kernel has none. */
export type SysctlReader = (name: string) => string | null;

export const readSysctl: SysctlReader = (name) => {
  try {
    return readFileSync(`/proc/sys/${name.replaceAll('.', '/')}`, 'utf8').trim();
  } catch {
    return null;
  }
};

export interface StartSandboxOptions {
  /** The PATH the host programs (bwrap, socat, rg, bash) are looked up in: the runner's own. */
  readonly pathValue: string | undefined;
  readonly platform?: NodeJS.Platform;
  readonly readSysctl?: SysctlReader;
}

function firstLine(text: string): string {
  return text.split('\n').map((line) => line.trim()).find((line) => line !== '')?.slice(0, 300) ?? 'no message';
}

/** Why bubblewrap refused, from what it printed and the kernel's settings. */
export function classifyStartFailure(stderr: string, bwrap: string, sysctl: SysctlReader): SandboxProblem {
  const detail = firstLine(stderr);
  const namespaceRefused = /uid map|user namespace|new namespace|Operation not permitted|Permission denied/i.test(stderr);
  if (namespaceRefused && sysctl('kernel.apparmor_restrict_unprivileged_userns') === '1') {
    return { kind: 'apparmor-userns', bwrap, detail };
  }
  if (namespaceRefused && (sysctl('kernel.unprivileged_userns_clone') === '0' || sysctl('user.max_user_namespaces') === '0')) {
    return { kind: 'userns-disabled', detail };
  }
  return { kind: 'failed', detail };
}

/** Runs `true` in the sandbox: the proof that bubblewrap, the seccomp helper and the proxy bridge all start here. */
async function probe(runtime: SandboxRuntime): Promise<{ ok: boolean; stderr: string }> {
  const argv = await runtime.wrap('true', { filesystem: { allowWrite: [], denyWrite: [], denyRead: [] } }, mintCommandId());
  runtime.cleanupAfterCommand();
  const [file = 'bash', ...args] = directArgv(argv) ?? argv;
  return new Promise((resolve) => {
    const child = spawn(file, args, { env: { PATH: WRAPPER_PATH, SHLVL: '1' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, stderr: error.message });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ ok: code === 0, stderr: code === null ? `${stderr}\nthe probe did not finish within 15 s` : stderr });
    });
  });
}

/** What stops the sandbox here that can be seen without starting it: another platform, missing packages. */
export function quickProblem(options: Pick<StartSandboxOptions, 'pathValue' | 'platform'>): SandboxProblem | null {
  const platform = options.platform ?? process.platform;
  if (platform !== 'linux') return { kind: 'unsupported', detail: `the sandbox runs on Linux only (this is ${platform})` };
  const missing = missingPackages(findHostPrograms(options.pathValue));
  return missing.length > 0 ? { kind: 'missing-packages', packages: missing } : null;
}

/**
 * Starts the sandbox library (its proxies) and proves a command runs in it. On success the
 * runtime stays acquired for the session; on failure everything is released and the cause named.
 */
export async function startSandbox(options: StartSandboxOptions): Promise<SandboxStart> {
  const problem = quickProblem(options);
  if (problem) return { ok: false, problem };
  const found = findHostPrograms(options.pathValue);
  if (!found.bash || !found.bwrap || !found.socat || !found.rg) return { ok: false, problem: { kind: 'failed', detail: 'bash is not on PATH' } };
  const programs: ResolvedPrograms = { bwrap: found.bwrap, socat: found.socat, rg: found.rg, bash: found.bash };
  let runtime: SandboxRuntime;
  try {
    runtime = await acquireSandboxRuntime(programs);
  } catch (error) {
    const message = describeError(error);
    return { ok: false, problem: classifyStartFailure(message, programs.bwrap, options.readSysctl ?? readSysctl) };
  }
  let result: { ok: boolean; stderr: string };
  try {
    result = await probe(runtime);
  } catch (error) {
    result = { ok: false, stderr: describeError(error) };
  }
  if (result.ok) return { ok: true, runtime, programs };
  await runtime.release();
  return { ok: false, problem: classifyStartFailure(result.stderr, programs.bwrap, options.readSysctl ?? readSysctl) };
}
