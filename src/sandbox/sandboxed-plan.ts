import type { CallAccess, ProcessRefusal, ProcessSpec } from '../core/command-runner.js';
import { mintCommandId, wrapperEnv } from './launcher.js';
import { refusalFromLine } from './network-refusals.js';
import type { PlannedProgram, SpawnPlan } from './process-runner.js';
import { confines, type ConfinementSettings } from './confinement.js';
import { SessionWraps, type SessionWrapsOptions } from './session-wraps.js';

export interface SandboxedPlanOptions extends SessionWrapsOptions, ConfinementSettings {}

function unconfined(spec: ProcessSpec): PlannedProgram {
  return { file: spec.file, args: spec.args, env: spec.env };
}

/** The profile a process gets: a tool call's follows the gate's verdict; a sandboxed hook or MCP server may write like a call that writes. */
function accessOf(spec: ProcessSpec): CallAccess {
  return spec.purpose.kind === 'tool' ? spec.purpose.access : 'write';
}

export interface SandboxedPlan {
  readonly plan: SpawnPlan;
  /** Makes now what the first command will need (see SessionWraps.prepare). */
  prepare(): Promise<void>;
  /** Settles when no wrap is under way; then gives back the plan's hold on the library (call once every process has exited). */
  close(): Promise<void>;
}

/**
 * The sandboxed spawn plan: every tool call (and, when the policy asks, every hook and MCP server)
 * runs under the sandbox library with the profile its access calls for; the wraps are reused (see
 * SessionWraps), and each process's command and environment are handed to the wrap's launcher in
 * variables.
 */
export function createSandboxedPlan(options: SandboxedPlanOptions): SandboxedPlan {
  const { scope, runtime } = options;
  const wraps = new SessionWraps(options);
  const plan: SpawnPlan = async (spec) => {
    if (!confines(spec, options)) return unconfined(spec);
    const access = accessOf(spec);
    const id = mintCommandId();
    const { argv, done } = await wraps.wrapFor(access, id);
    const refusals: ProcessRefusal[] = [];
    const stopWatching = runtime.watch(id, (line) => {
      const refusal = refusalFromLine(line, access);
      if (refusal) refusals.push(refusal);
    });
    runtime.allowNetwork(id, access === 'write' ? scope.allowedDomains : []);
    let released = false;
    const [file = '', ...args] = argv;
    return {
      file,
      args,
      env: wrapperEnv(spec),
      refusals: () => [...refusals],
      release: () => {
        if (released) return;
        released = true;
        stopWatching();
        done();
      },
    };
  };
  return { plan, prepare: () => wraps.prepare(), close: () => wraps.close() };
}
