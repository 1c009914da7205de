import { spawn, type ChildProcess } from 'node:child_process';
import type { CommandRunner, ProcessExit, ProcessSpec, RunningProcess, TerminateOutcome } from '../core/command-runner.js';
import { isProcessGroupAlive, killProcessGroup } from './process-group.js';

/** How a spec becomes the program that really starts (a sandbox wraps it; the plain runner does not). */
export type SpawnPlan = (spec: ProcessSpec) => Promise<{ readonly file: string; readonly args: readonly string[]; readonly env: Readonly<Record<string, string>> }>;

const asIs: SpawnPlan = async (spec) => ({ file: spec.file, args: spec.args, env: spec.env });

/** Groups still alive, across every runner of this process: if it exits without cleaning up, they die with it. */
const liveGroups = new Set<number>();
let exitHookInstalled = false;

function killLiveGroupsNow(): void {
  for (const pgid of liveGroups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

function track(pid: number | undefined): void {
  if (pid === undefined) return;
  liveGroups.add(pid);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', killLiveGroupsNow);
  }
}

function started(child: ChildProcess, exited: Promise<ProcessExit>, onGone: () => void): RunningProcess {
  const pid = child.pid;
  let ending: Promise<TerminateOutcome> | undefined;
  return {
    pid,
    stdin: child.stdin,
    stdout: child.stdout,
    stderr: child.stderr,
    exited,
    terminate(graceMs) {
      ending ??= (async () => {
        if (pid === undefined) return 'terminated';
        if (!isProcessGroupAlive(pid)) return 'terminated';
        return killProcessGroup(pid, graceMs);
      })().finally(() => {
        if (pid !== undefined) liveGroups.delete(pid);
        onGone();
      });
      return ending;
    },
  };
}

/**
 * Starts every process in a process group of its own (so the whole tree can be ended) and keeps
 * track of the groups still alive, so the session's end takes them all down. `plan` turns a spec
 * into what really starts; the default starts it as given, unsandboxed.
 */
export function createProcessRunner(plan: SpawnPlan = asIs): CommandRunner {
  const live = new Set<RunningProcess>();
  return {
    async spawn(spec) {
      let program;
      try {
        program = await plan(spec);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { pid: undefined, stdin: null, stdout: null, stderr: null, exited: Promise.resolve({ kind: 'spawn_error', message }), terminate: async () => 'terminated' };
      }
      let child: ChildProcess;
      try {
        child = spawn(program.file, [...program.args], {
          cwd: spec.cwd,
          env: { ...program.env },
          detached: true,
          stdio: [...spec.stdio],
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { pid: undefined, stdin: null, stdout: null, stderr: null, exited: Promise.resolve({ kind: 'spawn_error', message }), terminate: async () => 'terminated' };
      }
      const exited = new Promise<ProcessExit>((resolve) => {
        child.once('error', (error) => resolve({ kind: 'spawn_error', message: error.message }));
        child.once('exit', (code, signal) => resolve({ kind: 'exited', code, signal }));
      });
      const running = started(child, exited, () => live.delete(running));
      live.add(running);
      track(child.pid);
      return running;
    },
    async terminateAll(graceMs) {
      await Promise.all([...live].map((running) => running.terminate(graceMs)));
    },
  };
}
