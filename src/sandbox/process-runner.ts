import { spawn, type ChildProcess } from 'node:child_process';
import type { CommandRunner, ProcessExit, ProcessRefusal, ProcessSpec, RunningProcess, TerminateOutcome } from '../core/command-runner.js';
import { isProcessGroupAlive, killProcessGroup, reapStragglers, runningDescendants } from './process-group.js';
import { describeError } from '../core/describe-error.js';

/** What really starts for a spec. */
export interface PlannedProgram {
  readonly file: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  /** What the confinement refused the process so far. */
  readonly refusals?: () => readonly ProcessRefusal[];
  /** Called once, when the process has exited or could not be started: the plan frees what it held for it. */
  readonly release?: () => void;
}

/** How a spec becomes the program that really starts (a sandbox wraps it; the plain runner does not). */
export type SpawnPlan = (spec: ProcessSpec) => Promise<PlannedProgram>;

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

function started(child: ChildProcess, exited: Promise<ProcessExit>, program: PlannedProgram, onGone: () => void): RunningProcess {
  const pid = child.pid;
  let ending: Promise<TerminateOutcome> | undefined;
  return {
    pid,
    stdin: child.stdin,
    stdout: child.stdout,
    stderr: child.stderr,
    exited,
    ...(program.refusals ? { refusals: program.refusals } : {}),
    terminate(graceMs) {
      ending ??= (async () => {
        if (pid === undefined) return 'terminated';
        if (!isProcessGroupAlive(pid)) return 'terminated';
        // Children in sessions of their own (a sandbox's inner processes) are not in the group.
        const tree = runningDescendants(pid);
        const outcome = await killProcessGroup(pid, graceMs);
        const reaped = await reapStragglers(tree, graceMs);
        return reaped ? outcome : 'survived';
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
      let program: PlannedProgram;
      try {
        program = await plan(spec);
      } catch (error) {
        const message = describeError(error);
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
        program.release?.();
        const message = describeError(error);
        return { pid: undefined, stdin: null, stdout: null, stderr: null, exited: Promise.resolve({ kind: 'spawn_error', message }), terminate: async () => 'terminated' };
      }
      const exited = new Promise<ProcessExit>((resolve) => {
        child.once('error', (error) => resolve({ kind: 'spawn_error', message: error.message }));
        child.once('exit', (code, signal) => resolve({ kind: 'exited', code, signal }));
      });
      void exited.then(() => program.release?.());
      const running = started(child, exited, program, () => live.delete(running));
      live.add(running);
      track(child.pid);
      return running;
    },
    async terminateAll(graceMs) {
      await Promise.all([...live].map((running) => running.terminate(graceMs)));
    },
  };
}
